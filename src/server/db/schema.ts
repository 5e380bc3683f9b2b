/**
 * Table shapes as Kysely sees them. Booleans are stored as 0/1 integers and timestamps as ISO 8601
 * UTC text, so one set of migrations and queries works unchanged on SQLite and PostgreSQL (ISO
 * strings sort chronologically as text on both).
 */
import type { Generated, Selectable } from 'kysely';

export interface UsersTable {
  id: Generated<number>;
  username: string;
  username_lower: string;
  email: string;
  email_lower: string;
  password_hash: string;
  admin: number;
  /** Plus tier 0..2, or null without a membership. */
  plan_tier: number | null;
  /** Set when auto-renewal is off: the membership ends then. */
  active_until: string | null;
  /** Next renewal date while auto-renewal is on. */
  renews_at: string | null;
  subscription_id: string | null;
  image: string | null;
  signature: string | null;
  created_at: string;
}

export interface SessionsTable {
  /** SHA-256 of the cookie token: a stolen database does not yield live sessions. */
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
}

export interface KitsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  data: string;
  game: string;
  image: string | null;
  share_key: string;
  published: number;
  competition: number;
  base_id: number | null;
  created_at: string;
  updated_at: string;
}

/** Preview images uploaded through /api/image, so a save can only point at its own user's files. */
export interface KitImagesTable {
  file: string;
  user_id: number;
  created_at: string;
  /** Stored size, so a user's preview bytes can be counted. */
  bytes: Generated<number>;
}

/** Uploaded and preview images kept in the database (file storage 'database'). */
export interface StoredFilesTable {
  kind: string;
  name: string;
  data: Buffer;
  bytes: number;
  created_at: string;
}

export interface UploadsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  file: string;
  format: string;
  width: number;
  height: number;
  created_at: string;
  /** Stored size: uploads count against the user's storage quota. */
  bytes: Generated<number>;
}

export interface PresetsTable {
  id: Generated<number>;
  kit_id: number | null;
  name: string;
  data: string;
  game: string;
  image: string | null;
  created_by: number;
  created_at: string;
}

export interface CatalogueTable {
  name: string;
  body: string;
  hash: string;
  updated_at: string;
}

export interface NotificationsTable {
  id: Generated<number>;
  text: string;
  image: string | null;
  cta: string | null;
  link: string | null;
  active: number;
  created_at: string;
}

export interface FmTeamsTable {
  id: Generated<number>;
  name: string;
  name_lower: string;
  fm_id: number;
  icon_url: string | null;
  type_id: number;
  slug: string;
  /** 1 for the built-in sample teams, replaced by a real import. */
  sample: number;
}

export interface PasswordResetsTable {
  token_hash: string;
  user_id: number;
  expires_at: string;
  used_at: string | null;
}

export interface LogoRequestsTable {
  id: Generated<number>;
  name: string;
  name_lower: string;
  link: string | null;
  game: string;
  /** Null for a request sent without an account. */
  user_id: number | null;
  created_at: string;
}

/** Bumped by trigger on every change to a user's kits (migration 0007); no row = version 0. */
export interface KitListVersionsTable {
  user_id: number;
  version: number;
}

/** One Stripe subscription as of its newest event (migration 0008, plus/subscriptions.ts). */
export interface StripeSubscriptionsTable {
  id: string;
  /** Null until the checkout that names the buyer is known. */
  user_id: number | null;
  customer: string | null;
  status: string;
  /** The tier of its price; null for a price that is not ours. */
  tier: number | null;
  active_until: string | null;
  renews_at: string | null;
  /** The applied event's `created` (Unix seconds) and its kind's order (created < updated < deleted). */
  event_at: number;
  event_rank: number;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  kits: KitsTable;
  kit_images: KitImagesTable;
  uploads: UploadsTable;
  presets: PresetsTable;
  catalogue: CatalogueTable;
  notifications: NotificationsTable;
  fm_teams: FmTeamsTable;
  stored_files: StoredFilesTable;
  password_resets: PasswordResetsTable;
  logo_requests: LogoRequestsTable;
  kit_list_versions: KitListVersionsTable;
  stripe_subscriptions: StripeSubscriptionsTable;
}

export type UserRow = Selectable<UsersTable>;
export type KitRow = Selectable<KitsTable>;
export type UploadRow = Selectable<UploadsTable>;

export const nowIso = (): string => new Date().toISOString();
