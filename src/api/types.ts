/** Reply shapes of the server's routes, with the field names of the spec (documents 1 and 2, §7). */

export interface Failure {
  success: false;
  error: string;
}

export interface Me {
  logged_in: boolean;
  premium: boolean;
  tier: number;
  image: string;
  signature: string;
  email: string;
  username: string;
  admin: boolean;
  subscription_id: string | null;
  active_until: string | null;
  active_until_calculated: string | null;
}

export type AuthReply = (Me & { success: true }) | Failure;
export type ProfileReply = (Me & { success: true; status: string }) | Failure;
export type StatusReply = { success: true; status: string } | Failure;

/** Bytes an account stores and may store (saved kits with their previews, stored uploads). */
export interface StorageUsage {
  used: number;
  max: number;
}

export interface StorageReply {
  success: boolean;
  allow_new: boolean;
  status: string;
  error: string | null;
  /** Absent from older servers. */
  storage?: StorageUsage;
}

export type ImageReply = { success: true; image_url: string } | Failure;

/** What the server's kit gate left out of a saved kit for the user's membership. */
export interface RemovedContent {
  reason: 'plus' | 'early-access';
  /** Each part as 'pattern Woodland Camo', 'logo Stride'. */
  items: string[];
}

export type SaveReply =
  | {
      success: true;
      id: number;
      image: string | null;
      status: string;
      /** Absent from older servers; null when nothing was left out. */
      removed?: RemovedContent | null;
      error: null;
    }
  | Failure;

export interface SavedKit {
  id: number;
  key?: string;
  name: string;
  data: string;
  game: string;
  image: string | null;
  created_at: string;
  published: boolean;
  base_id?: number | null;
  competition?: boolean;
  /** Set on inspiration-list entries (admin-made presets). */
  preset?: boolean;
}

export type SavedListReply = { success: true; data: SavedKit[]; more_available: boolean } | Failure;

export interface SavedListQuery {
  mode: 'own' | 'inspiration';
  filter?: string;
  sorting?: 'newest' | 'oldest';
  game?: string;
  /** Load more in own mode: the last kit's created_at (and id, to break ties). */
  created_at?: string;
  /** Load more in other modes (and tie-break in own mode): the last kit's id. */
  id?: number;
}

export interface UploadedImage {
  id: string;
  id_num: number;
  name: string;
  name_display: string;
  file: string;
  type: 'upload';
  format: string;
  width: number;
  height: number;
  preview_url: string;
  url: string;
  date: string;
  premium: boolean;
}

export type UploadReply = { success: true; el: UploadedImage } | Failure;
export type ImagesReply =
  { success: true; data: UploadedImage[]; count: number; max: number; storage?: StorageUsage } | Failure;
export type SimpleReply = { success: true; error?: null } | Failure;
export type RenameReply = { success: true; name: string; error: null } | Failure;
export type PublishReply = { success: true; published: boolean; key: string } | Failure;
/** The kit's new share key: links carrying the old one stop working. */
export type ShareKeyReply = { success: true; id: number; key: string } | Failure;
export type KitReply = { success: true; own: boolean; data: SavedKit } | Failure;

export interface NotificationMessage {
  id: number | string;
  text: string;
  image: string | null;
  cta: string | null;
  link: string | null;
}

export interface UpcomingItem {
  image: string;
  name: string;
  premium: boolean;
}

export interface UpcomingEntry {
  date: string;
  status: string;
  templates: UpcomingItem[];
  graphics: UpcomingItem[];
  patterns: UpcomingItem[];
}

export interface FmTeam {
  id: number;
  name: string;
  fm_id: number;
  icon_url: string | null;
  type_id: number;
  slug: string;
  /** True for the built-in sample set. */
  sample: boolean;
}

export interface NbaModEntry {
  name: string;
  team_id: string;
  season: number;
  jersey_type: string;
}
