/**
 * Preview images are uploaded before the save that uses them (spec document 1 §7), so a save that
 * never happens leaves one behind. Each new upload sweeps the same user's previews that are over a
 * day old and used by no kit or preset.
 */
import type { ServerContext } from '../context.ts';
import { FileStore } from '../files/fileStore.ts';

/**
 * Drops a preview file once no kit and no preset points at it any more. A preset shares its kit's
 * preview (it is a snapshot), so whichever of the two goes last takes the file with it.
 */
export async function releasePreview(ctx: ServerContext, url: string | null): Promise<void> {
  const { db, files } = ctx;
  const file = url ? FileStore.fileFromUrl('kits', url) : null;
  if (!file || !url) return;
  const kit = await db.selectFrom('kits').select('id').where('image', '=', url).executeTakeFirst();
  const preset = await db.selectFrom('presets').select('id').where('image', '=', url).executeTakeFirst();
  if (kit || preset) return;
  await db.deleteFrom('kit_images').where('file', '=', file).execute();
  await files.remove('kits', file);
}

const ORPHAN_AFTER_MS = 24 * 60 * 60 * 1000;
const SWEEP_BATCH = 20;

export async function sweepOrphanPreviews(ctx: ServerContext, userId: number): Promise<number> {
  const { db, files } = ctx;
  const cutoff = new Date(Date.now() - ORPHAN_AFTER_MS).toISOString();
  const candidates = await db
    .selectFrom('kit_images')
    .select('file')
    .where('user_id', '=', userId)
    .where('created_at', '<', cutoff)
    .orderBy('created_at')
    .limit(SWEEP_BATCH)
    .execute();
  let removed = 0;
  for (const { file } of candidates) {
    const url = FileStore.url('kits', file);
    const kit = await db.selectFrom('kits').select('id').where('image', '=', url).executeTakeFirst();
    const preset = await db.selectFrom('presets').select('id').where('image', '=', url).executeTakeFirst();
    if (kit || preset) continue;
    await db.deleteFrom('kit_images').where('file', '=', file).execute();
    await files.remove('kits', file);
    removed += 1;
  }
  return removed;
}
