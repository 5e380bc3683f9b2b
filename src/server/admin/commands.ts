/**
 * Operator commands behind `npm run admin -- <command>`. Kept apart from the CLI parsing so the
 * server tests can run them against a test database.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { nowIso } from '../db/schema.ts';
import { importFmTeamsCsv } from '../feeds/fmTeams.ts';
import { plainText, safeLink, sanitiseNotificationText } from '../feeds/notifications.ts';

export class AdminError extends Error {}

async function userIdOf(db: Kysely<Database>, login: string): Promise<number> {
  const key = login.toLowerCase();
  const user = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb.or([eb('username_lower', '=', key), eb('email_lower', '=', key)]))
    .executeTakeFirst();
  if (!user) throw new AdminError(`No user with username or e-mail "${login}"`);
  return user.id;
}

function isoDate(value: string | undefined, what: string): string | null {
  if (value === undefined) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new AdminError(`${what} must be a date such as 2027-01-31`);
  return date.toISOString();
}

export async function setAdmin(db: Kysely<Database>, login: string, admin: boolean): Promise<void> {
  const id = await userIdOf(db, login);
  await db
    .updateTable('users')
    .set({ admin: admin ? 1 : 0 })
    .where('id', '=', id)
    .execute();
}

export interface TierOptions {
  /** Membership end (auto-renewal off). */
  until?: string;
  /** Next renewal (auto-renewal on). */
  renews?: string;
  subscription?: string;
}

/** tier 'none' ends the membership; 0, 1, 2 are Basic, Premium, Ultimate. */
export async function setTier(db: Kysely<Database>, login: string, tier: string, options: TierOptions = {}) {
  const id = await userIdOf(db, login);
  if (tier === 'none') {
    await db
      .updateTable('users')
      .set({ plan_tier: null, active_until: null, renews_at: null, subscription_id: null })
      .where('id', '=', id)
      .execute();
    return;
  }
  if (!['0', '1', '2'].includes(tier)) throw new AdminError('Tier must be none, 0, 1 or 2');
  await db
    .updateTable('users')
    .set({
      plan_tier: Number(tier),
      active_until: isoDate(options.until, '--until'),
      renews_at: isoDate(options.renews, '--renews'),
      subscription_id: options.subscription ?? null,
    })
    .where('id', '=', id)
    .execute();
}

export async function importFmTeams(db: Kysely<Database>, csvText: string): Promise<number> {
  try {
    return await importFmTeamsCsv(db, csvText);
  } catch (error) {
    throw new AdminError((error as Error).message);
  }
}

export interface NotificationOptions {
  image?: string;
  cta?: string;
  link?: string;
}

/** Posts a notification; earlier ones stay but the newest is served first. */
export async function postNotification(
  db: Kysely<Database>,
  text: string,
  options: NotificationOptions = {},
) {
  const clean = sanitiseNotificationText(text);
  if (!clean) throw new AdminError('The notification text is empty after sanitising');
  const row = await db
    .insertInto('notifications')
    .values({
      text: clean,
      image: safeLink(options.image),
      cta: plainText(options.cta),
      link: safeLink(options.link),
      active: 1,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface NotificationRow {
  id: number;
  active: boolean;
  createdAt: string;
  text: string;
}

/** Every notification, newest first, with whether the editor still serves it. */
export async function listNotifications(db: Kysely<Database>): Promise<NotificationRow[]> {
  const rows = await db
    .selectFrom('notifications')
    .select(['id', 'active', 'created_at', 'text'])
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    active: row.active === 1,
    createdAt: row.created_at,
    text: row.text,
  }));
}

/**
 * Takes a notification off the bar (or puts it back). Deactivated rows are kept, so an operator
 * can bring one back and its id (the users' `dismissed-{id}` flags) still means the same message.
 */
export async function setNotificationActive(db: Kysely<Database>, id: number, active: boolean) {
  const result = await db
    .updateTable('notifications')
    .set({ active: active ? 1 : 0 })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new AdminError(`No notification with id ${id}`);
}

export interface LogoRequestSummary {
  name: string;
  count: number;
  games: string[];
  /** The links users gave, newest first, without repeats. */
  links: string[];
  lastAt: string;
}

/** Logo requests grouped by name (case-insensitive), the most asked-for first. */
export async function listLogoRequests(db: Kysely<Database>): Promise<LogoRequestSummary[]> {
  const rows = await db
    .selectFrom('logo_requests')
    .select(['name', 'name_lower', 'link', 'game', 'created_at'])
    .orderBy('id', 'desc')
    .execute();
  const groups = new Map<string, LogoRequestSummary>();
  for (const row of rows) {
    let group = groups.get(row.name_lower);
    if (!group) {
      group = { name: row.name, count: 0, games: [], links: [], lastAt: row.created_at };
      groups.set(row.name_lower, group);
    }
    group.count += 1;
    if (!group.games.includes(row.game)) group.games.push(row.game);
    if (row.link && !group.links.includes(row.link)) group.links.push(row.link);
  }
  return [...groups.values()].sort((a, b) => b.count - a.count || b.lastAt.localeCompare(a.lastAt));
}

export async function setCompetition(db: Kysely<Database>, kitId: number, on: boolean): Promise<void> {
  const result = await db
    .updateTable('kits')
    .set({ competition: on ? 1 : 0 })
    .where('id', '=', kitId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new AdminError(`No kit with id ${kitId}`);
}
