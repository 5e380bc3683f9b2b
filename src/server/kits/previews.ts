/**
 * Preview images are uploaded before the save that uses them (spec document 1 §7), so a save that
 * never happens leaves one behind, and a script can upload them without ever saving. So a user
 * keeps at most a handful of previews that no kit or preset uses (counted in files and bytes): the
 * oldest go as new ones arrive. What is left unused is swept within minutes, for every user.
 */
import { sql, type ExpressionBuilder } from 'kysely';
import type { ServerContext } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { FileStore } from '../files/fileStore.ts';

/** Unused previews a user may hold: enough for a few save dialogs open at once. */
export const UNUSED_PREVIEWS_MAX = 5;
export const UNUSED_PREVIEW_BYTES_MAX = 8 * 1024 * 1024;
/** A save follows its preview upload within seconds; ten minutes is generous. */
export const UNUSED_PREVIEW_TTL_MS = 10 * 60 * 1000;
const SWEEP_BATCH = 200;

/** A kit_images row no kit and no preset points at. */
function unused(eb: ExpressionBuilder<Database, 'kit_images'>) {
  const url = sql<string>`${'/files/kits/'} || kit_images.file`;
  return eb.and([
    eb.not(eb.exists(eb.selectFrom('kits').select('kits.id').where('kits.image', '=', url))),
    eb.not(eb.exists(eb.selectFrom('presets').select('presets.id').where('presets.image', '=', url))),
  ]);
}

/**
 * Deletes the given previews if they are still unused, in one statement, so a save that starts
 * using one meanwhile keeps it; then removes the files of the rows that went.
 */
async function dropIfUnused(ctx: ServerContext, files: string[]): Promise<number> {
  if (files.length === 0) return 0;
  const gone = await ctx.db
    .deleteFrom('kit_images')
    .where('file', 'in', files)
    .where(unused)
    .returning('file')
    .execute();
  for (const { file } of gone) await ctx.files.remove('kits', file);
  return gone.length;
}

/** Drops a preview file once no kit and no preset points at it any more. */
export async function releasePreview(ctx: ServerContext, url: string | null): Promise<void> {
  const file = url ? FileStore.fileFromUrl('kits', url) : null;
  if (file) await dropIfUnused(ctx, [file]);
}

/** Keeps the user's newest unused previews within the count and byte caps; removes the rest. */
export async function capUnusedPreviews(ctx: ServerContext, userId: number): Promise<number> {
  const rows = await ctx.db
    .selectFrom('kit_images')
    .select(['file', 'bytes'])
    .where('user_id', '=', userId)
    .where(unused)
    .orderBy('created_at', 'desc')
    .orderBy('file')
    .execute();
  let kept = 0;
  let bytes = 0;
  const over: string[] = [];
  for (const row of rows) {
    if (kept < UNUSED_PREVIEWS_MAX && bytes + row.bytes <= UNUSED_PREVIEW_BYTES_MAX) {
      kept += 1;
      bytes += row.bytes;
    } else {
      over.push(row.file);
    }
  }
  return dropIfUnused(ctx, over);
}

/**
 * How far back a sweep looks. Older previews were looked at by earlier sweeps (a preview that
 * stops being used later is released by the save or delete that drops it), so each sweep reads a
 * thin slice of the index instead of checking every used preview again.
 */
const SWEEP_LOOKBACK_MS = 24 * 60 * 60 * 1000;

/** Every user's unused previews older than the TTL; run on a timer. */
export async function sweepUnusedPreviews(ctx: ServerContext, now = Date.now()): Promise<number> {
  const cutoff = new Date(now - UNUSED_PREVIEW_TTL_MS).toISOString();
  const since = new Date(now - UNUSED_PREVIEW_TTL_MS - SWEEP_LOOKBACK_MS).toISOString();
  let removed = 0;
  for (;;) {
    const batch = await ctx.db
      .selectFrom('kit_images')
      .select('file')
      .where('created_at', '<', cutoff)
      .where('created_at', '>=', since)
      .where(unused)
      .orderBy('created_at')
      .limit(SWEEP_BATCH)
      .execute();
    const dropped = await dropIfUnused(
      ctx,
      batch.map((row) => row.file),
    );
    removed += dropped;
    if (batch.length < SWEEP_BATCH || dropped === 0) return removed;
  }
}

/** Sweeps every couple of minutes while the server runs; returns the stop function. */
export function schedulePreviewSweep(ctx: ServerContext, everyMs: number): () => void {
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    sweepUnusedPreviews(ctx)
      .catch(() => undefined)
      .finally(() => {
        busy = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
