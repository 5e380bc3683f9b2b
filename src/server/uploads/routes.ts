/**
 * Custom images (the upload logo category): upload, rename, delete and list. Quota per tier from
 * spec document 2 §5. Files are checked by content and re-encoded before they are stored.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { imageQuotaOf } from '../auth/membership.ts';
import { storageFullReply, storageUsage, StorageFullError, withinStorageQuota } from '../account/storage.ts';
import { nowIso, type UploadRow } from '../db/schema.ts';
import { FileStore } from '../files/fileStore.ts';
import { readFields } from '../http/fields.ts';
import { cleanName } from '../http/names.ts';
import { fail, parseId, requireUser } from '../http/replies.ts';
import { MESSAGES } from '../messages.ts';
import { ImageBusyError, reencodeUpload, sniffImageFormat, UPLOAD_MAX_BYTES } from './images.ts';
import { ticketFor } from './imageQueue.ts';

/** Upload ids are `upload_<number>` (spec: an uploaded logo preset has id prefix_number and file). */
const UPLOAD_PREFIX = 'upload_';

/** The new logo record (`el`) and list entries: the preset fields of spec document 2 §3. */
export function uploadRecord(row: UploadRow) {
  const url = FileStore.url('uploads', row.file);
  return {
    id: `${UPLOAD_PREFIX}${row.id}`,
    id_num: row.id,
    name: row.name,
    name_display: row.name,
    file: row.file,
    type: 'upload',
    format: row.format,
    width: row.width,
    height: row.height,
    preview_url: url,
    url,
    date: row.created_at,
    premium: false,
  };
}

/** delete_image sends the numeric part after the underscore; the full id is accepted too. */
function uploadId(value: string | undefined): number | null {
  if (value === undefined) return null;
  return parseId(value.startsWith(UPLOAD_PREFIX) ? value.slice(UPLOAD_PREFIX.length) : value);
}

export function registerUploadRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const { db, config, files } = ctx;
  const rateLimit = { max: config.uploadRateLimit.max, timeWindow: config.uploadRateLimit.timeWindowMs };

  const countOf = async (userId: number) =>
    Number(
      (
        await db
          .selectFrom('uploads')
          .select((eb) => eb.fn.countAll().as('count'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).count,
    );

  app.post('/api/upload_image', { config: { rateLimit } }, async (request, reply) => {
    const user = requireUser(request.user, reply);
    if (!user) return reply;
    const max = imageQuotaOf(user);
    if ((await countOf(user.id)) >= max) return fail(reply, 403, MESSAGES.imageQuotaReached(max));
    const storage = await storageUsage(db, user, config);
    if (storage.used >= storage.max) return reply.status(403).send(storageFullReply(storage));
    const { fields, file } = await readFields(request, { fileBytes: UPLOAD_MAX_BYTES });
    if (!file || file.data.length === 0) return fail(reply, 400, MESSAGES.noFile);
    if (file.truncated) return fail(reply, 413, MESSAGES.uploadTooLarge);
    const format = sniffImageFormat(file.data);
    if (!format) return fail(reply, 415, MESSAGES.invalidFiletype);
    let encoded;
    const ticket = ticketFor(request, user.id);
    try {
      encoded = await reencodeUpload(file.data, format, { queue: ctx.images.uploads, ticket });
    } catch (error) {
      if (error instanceof ImageBusyError) return fail(reply, 503, MESSAGES.imagesBusy);
      return fail(reply, 400, MESSAGES.invalidFile);
    } finally {
      ticket.done();
    }
    const stored = await files.write('uploads', format === 'png' ? 'png' : 'jpg', encoded.data);
    // An explicit name wins; otherwise the user's own file name (without extension) says what it is.
    const fileStem = file.fileName.replace(/\.[^.]*$/, '');
    const name = cleanName(fields.name ?? '') || cleanName(fileStem) || stored.slice(0, 8);
    const row = await db
      .transaction()
      .execute(async (trx) => {
        // Re-count inside the transaction so parallel uploads cannot overshoot the quota; on
        // PostgreSQL the user's row lock serialises them (SQLite transactions are serial already).
        if (ctx.dialect === 'postgres') {
          await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().execute();
        }
        const { count } = await trx
          .selectFrom('uploads')
          .select((eb) => eb.fn.countAll().as('count'))
          .where('user_id', '=', user.id)
          .executeTakeFirstOrThrow();
        if (Number(count) >= max) return null;
        return withinStorageQuota(trx, user, config, () =>
          trx
            .insertInto('uploads')
            .values({
              user_id: user.id,
              name,
              file: stored,
              format,
              width: encoded.width,
              height: encoded.height,
              created_at: nowIso(),
              bytes: encoded.data.length,
            })
            .returningAll()
            .executeTakeFirstOrThrow(),
        );
      })
      .catch((error: unknown) => {
        if (error instanceof StorageFullError) return error;
        throw error;
      });
    if (!row || row instanceof StorageFullError) {
      await files.remove('uploads', stored);
      if (row) return reply.status(403).send(storageFullReply(row.usage));
      return fail(reply, 403, MESSAGES.imageQuotaReached(max));
    }
    return { success: true, el: uploadRecord(row) };
  });

  app.get('/api/images', async (request, reply) => {
    const user = requireUser(request.user, reply);
    if (!user) return reply;
    const rows = await db
      .selectFrom('uploads')
      .selectAll()
      .where('user_id', '=', user.id)
      .orderBy('id', 'desc')
      .execute();
    return {
      success: true,
      data: rows.map(uploadRecord),
      count: rows.length,
      max: imageQuotaOf(user),
      storage: await storageUsage(db, user, config),
    };
  });

  app.post('/api/delete_image', async (request, reply) => {
    const user = requireUser(request.user, reply);
    if (!user) return reply;
    const id = uploadId((await readFields(request)).fields.id);
    if (id === null) return fail(reply, 400, MESSAGES.invalidId);
    const row = await db
      .selectFrom('uploads')
      .select(['id', 'file'])
      .where('id', '=', id)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (!row) return fail(reply, 404, MESSAGES.imageNotFound);
    await db.deleteFrom('uploads').where('id', '=', row.id).where('user_id', '=', user.id).execute();
    await files.remove('uploads', row.file);
    return { success: true, error: null };
  });

  app.post('/api/rename_image', async (request, reply) => {
    const user = requireUser(request.user, reply);
    if (!user) return reply;
    const { fields } = await readFields(request);
    const id = uploadId(fields.id);
    if (id === null) return fail(reply, 400, MESSAGES.invalidId);
    const name = cleanName(fields.name ?? '', 101);
    if (name.length < 1 || name.length > 100) return fail(reply, 400, MESSAGES.imageNameInvalid);
    const result = await db
      .updateTable('uploads')
      .set({ name })
      .where('id', '=', id)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return fail(reply, 404, MESSAGES.imageNotFound);
    return { success: true, name, error: null };
  });
}
