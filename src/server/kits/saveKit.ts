/**
 * The save behind POST /api/handler, as one transaction: either the new or changed kit is fully
 * stored, or nothing changes and the old kit stays as it was.
 */
import { randomBytes } from 'node:crypto';
import type { ServerContext } from '../context.ts';
import { kitQuotaOf } from '../auth/membership.ts';
import { nowIso, type UserRow } from '../db/schema.ts';
import { StorageFullError, withinStorageQuota, type StorageUsage } from '../account/storage.ts';
import { MESSAGES } from '../messages.ts';

export interface SaveRequest {
  user: UserRow;
  /** Kit data that already passed the kit gate (restored and re-serialised). */
  data: string;
  game: string;
  image: string | null;
  name: string | null;
  id: number | null;
  baseId: number | null;
  /** The share key the base kit was opened with (`/?kit={id}&key=`), if any. */
  baseKey: string | null;
}

export type SaveOutcome =
  | { ok: true; id: number; image: string | null; replacedImage: string | null }
  | { ok: false; status: number; error: string; storage?: StorageUsage };

export const newShareKey = (): string => randomBytes(12).toString('base64url');

export async function saveKit(ctx: ServerContext, save: SaveRequest): Promise<SaveOutcome> {
  try {
    return await saveInTransaction(ctx, save);
  } catch (error) {
    // Thrown inside the transaction, so the kit row and its preview link were rolled back.
    if (error instanceof StorageFullError)
      return { ok: false, status: 403, error: error.message, storage: error.usage };
    throw error;
  }
}

async function saveInTransaction(ctx: ServerContext, save: SaveRequest): Promise<SaveOutcome> {
  const { db, dialect, config } = ctx;
  const now = nowIso();
  return db.transaction().execute(async (trx): Promise<SaveOutcome> => {
    // Serialise concurrent saves of one user so the quota checks cannot be raced past (SQLite
    // transactions are serial already; PostgreSQL locks the user's row).
    if (dialect === 'postgres') {
      await trx.selectFrom('users').select('id').where('id', '=', save.user.id).forUpdate().execute();
    }
    const quota = <T>(write: () => Promise<T>) => withinStorageQuota(trx, save.user, config, write);
    if (save.id !== null) {
      const existing = await trx
        .selectFrom('kits')
        .select(['id', 'competition', 'image'])
        .where('id', '=', save.id)
        .where('user_id', '=', save.user.id)
        .$if(dialect === 'postgres', (q) => q.forUpdate())
        .executeTakeFirst();
      if (!existing) return { ok: false, status: 404, error: MESSAGES.kitNotFound };
      if (existing.competition === 1)
        return { ok: false, status: 403, error: MESSAGES.cannotEditCompetition };
      const image = save.image ?? existing.image;
      await quota(() =>
        trx
          .updateTable('kits')
          .set({
            data: save.data,
            game: save.game,
            image,
            updated_at: now,
            ...(save.name !== null ? { name: save.name } : {}),
          })
          .where('id', '=', existing.id)
          .execute(),
      );
      const replacedImage = existing.image !== null && existing.image !== image ? existing.image : null;
      return { ok: true, id: existing.id, image, replacedImage };
    }

    const { count } = await trx
      .selectFrom('kits')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('user_id', '=', save.user.id)
      .executeTakeFirstOrThrow();
    if (Number(count) >= kitQuotaOf(save.user, config.kitQuota)) {
      return { ok: false, status: 403, error: MESSAGES.kitQuotaReached };
    }
    // A base is kept only when this user may see it (own, published, or opened with its share
    // key); otherwise the saved base_id would tell anyone which kit ids exist.
    let baseId: number | null = null;
    if (save.baseId !== null) {
      const base = await trx
        .selectFrom('kits')
        .select(['id', 'user_id', 'published', 'share_key'])
        .where('id', '=', save.baseId)
        .executeTakeFirst();
      const visible =
        base !== undefined &&
        (base.user_id === save.user.id ||
          base.published === 1 ||
          (save.baseKey !== null && save.baseKey === base.share_key));
      baseId = visible ? base.id : null;
    }
    const row = await quota(() =>
      trx
        .insertInto('kits')
        .values({
          user_id: save.user.id,
          name: save.name ?? '',
          data: save.data,
          game: save.game,
          image: save.image,
          share_key: newShareKey(),
          published: 0,
          competition: 0,
          base_id: baseId,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    return { ok: true, id: row.id, image: save.image, replacedImage: null };
  });
}
