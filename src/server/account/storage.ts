/**
 * The per-user storage quota (issue 32: saved kits filled the disk at about 8 GB an hour per
 * address). What counts: every saved kit's data, the previews its kits show (each file once, however
 * many kits show it), and stored uploads. Previews no kit uses yet are not counted here: they are
 * capped and swept on their own (kits/previews.ts), and a save that uses one counts it.
 *
 * The rule, in one place: a write that leaves the account over its quota AND grew what it stores
 * is refused. So an overwrite that does not grow the total is always allowed, and an account above
 * a lowered quota can still shrink.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { ServerConfig } from '../config.ts';
import { storageQuotaOf } from '../auth/membership.ts';
import type { Database, UserRow } from '../db/schema.ts';
import { MESSAGES } from '../messages.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface StorageUsage {
  /** Bytes counted against the quota. */
  used: number;
  /** The user's quota in bytes. */
  max: number;
}

/** Bytes the user stores now (see the file's comment for what counts). */
async function storageUsed(db: Db, userId: number): Promise<number> {
  const kitData = db
    .selectFrom('kits')
    .select(sql<number>`coalesce(sum(length(data)), 0)`.as('bytes'))
    .where('user_id', '=', userId);
  const previews = db
    .selectFrom('kit_images')
    .select(sql<number>`coalesce(sum(bytes), 0)`.as('bytes'))
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('kits')
          .select('kits.id')
          .where('kits.user_id', '=', userId)
          .where('kits.image', '=', sql<string>`${'/files/kits/'} || kit_images.file`),
      ),
    );
  const uploads = db
    .selectFrom('uploads')
    .select(sql<number>`coalesce(sum(bytes), 0)`.as('bytes'))
    .where('user_id', '=', userId);
  const row = await db
    .selectNoFrom([kitData.as('kit_data'), previews.as('previews'), uploads.as('uploads')])
    .executeTakeFirstOrThrow();
  // PostgreSQL's sum() of integers is a bigint, which pg hands over as a string.
  return Number(row.kit_data) + Number(row.previews) + Number(row.uploads);
}

export async function storageUsage(db: Db, user: UserRow, config: ServerConfig): Promise<StorageUsage> {
  return { used: await storageUsed(db, user.id), max: storageQuotaOf(user, config.storageQuota) };
}

/** The reply of a write the quota refused: the text, and where the account stands. */
export function storageFullReply(usage: StorageUsage) {
  return { success: false, error: MESSAGES.storageFull, storage: usage } as const;
}

/** Thrown inside a transaction to roll back a write the quota refuses. */
export class StorageFullError extends Error {
  constructor(readonly usage: StorageUsage) {
    super(MESSAGES.storageFull);
  }
}

/**
 * Runs `write` in the transaction and keeps it only if the account stays within its quota or did
 * not grow. The caller has locked the user's row on PostgreSQL (SQLite transactions are serial),
 * so two writes cannot both pass against the same starting figure.
 */
export async function withinStorageQuota<T>(
  trx: Transaction<Database>,
  user: UserRow,
  config: ServerConfig,
  write: () => Promise<T>,
): Promise<T> {
  const before = await storageUsed(trx, user.id);
  const result = await write();
  const after = await storageUsed(trx, user.id);
  const max = storageQuotaOf(user, config.storageQuota);
  if (after > max && after > before) throw new StorageFullError({ used: before, max });
  return result;
}
