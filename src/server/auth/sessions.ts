/**
 * Cookie sessions. The cookie carries a random token; the database keeps only its SHA-256, so
 * reading the database does not let anyone log in as its users.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config.ts';
import type { Database, UserRow } from '../db/schema.ts';
import { nowIso } from '../db/schema.ts';
import { preparedQuery } from '../db/prepared.ts';

export const SESSION_COOKIE = 'kitsmith_session';

/**
 * The session cookie's attributes. Secure whenever the request came over HTTPS (a TLS listener, or
 * X-Forwarded-Proto: https from a trusted proxy), or always with SECURE_COOKIES=1.
 */
export function sessionCookieOptions(request: FastifyRequest, config: ServerConfig) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.secureCookies || request.protocol === 'https',
    maxAge: config.sessionDays * 86_400,
  };
}

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Kysely<Database>, userId: number, days: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  // Logging in is the moment to forget this user's expired sessions; no sweeper process needed.
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('expires_at', '<=', now.toISOString())
    .execute();
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + days * 86_400_000).toISOString(),
    })
    .execute();
  return token;
}

/**
 * The signed-in user, with the version of their kit list (see kits/savedListCache.ts): read in the
 * same query, so a cached list costs one round trip to the database. Built once per database
 * (db/prepared.ts), since it runs on nearly every API request.
 */
export type SessionUser = UserRow & { kit_list_version: number };

/**
 * Every users column, named: the lookup is a prepared statement, which must not select `*` (see
 * withNamedStatements). The check below fails to compile when a column is added to UsersTable
 * and not here.
 */
const USER_COLUMNS = [
  'users.id',
  'users.username',
  'users.username_lower',
  'users.email',
  'users.email_lower',
  'users.password_hash',
  'users.admin',
  'users.plan_tier',
  'users.active_until',
  'users.renews_at',
  'users.subscription_id',
  'users.image',
  'users.signature',
  'users.created_at',
] as const;
type Unlisted = Exclude<`users.${keyof UserRow}`, (typeof USER_COLUMNS)[number]>;
const everyUserColumn: [Unlisted] extends [never] ? true : Unlisted = true;
void everyUserColumn;

type SessionLookup = (tokenHash: string, now: string) => Promise<SessionUser[]>;
const lookups = new WeakMap<Kysely<Database>, SessionLookup>();

function sessionLookup(db: Kysely<Database>): SessionLookup {
  let lookup = lookups.get(db);
  if (!lookup) {
    lookup = preparedQuery(db, 2, (tokenHash: string, now: string) =>
      db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .leftJoin('kit_list_versions', 'kit_list_versions.user_id', 'users.id')
        .select(USER_COLUMNS)
        .select((eb) => eb.fn.coalesce('kit_list_versions.version', eb.lit(0)).as('kit_list_version'))
        .where('sessions.token_hash', '=', tokenHash)
        .where('sessions.expires_at', '>', now),
    );
    lookups.set(db, lookup);
  }
  return lookup;
}

export async function userForSession(
  db: Kysely<Database>,
  token: string | undefined,
): Promise<SessionUser | null> {
  if (!token || token.length > 100) return null;
  const [row] = await sessionLookup(db)(hashToken(token), nowIso());
  return row ?? null;
}

export async function destroySession(db: Kysely<Database>, token: string | undefined): Promise<void> {
  if (!token) return;
  await db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
}

/** Every session of the user but the one this token belongs to (a new password ends the others). */
export async function destroyOtherSessions(
  db: Kysely<Database>,
  userId: number,
  keepToken: string | undefined,
): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .$if(keepToken !== undefined, (q) => q.where('token_hash', '!=', hashToken(keepToken ?? '')))
    .execute();
}
