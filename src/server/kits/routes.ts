/**
 * Saved kits: quota check (storage), preview image, save (handler), listing (saved), delete,
 * publish, and loading one kit by id. Every id is checked against the signed-in user.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { ServerContext } from '../context.ts';
import { kitQuotaOf, membershipOf } from '../auth/membership.ts';
import { storageFullReply, storageUsage } from '../account/storage.ts';
import { nowIso } from '../db/schema.ts';
import { FileStore } from '../files/fileStore.ts';
import { readFields } from '../http/fields.ts';
import { fail, parseId, requireUser } from '../http/replies.ts';
import { MESSAGES } from '../messages.ts';
import {
  decodeJpegDataUrl,
  ImageBusyError,
  PREVIEW_DATA_URL_MAX_CHARS,
  reencodePreview,
} from '../uploads/images.ts';
import { gateCatalogue } from '../catalogue/gateCatalogue.ts';
import { admitKitData, isGame, KIT_DATA_MAX_CHARS, saveStatus } from './kitGate.ts';
import { cleanKitName, likePattern, savedKitRecord } from './records.ts';
import { newShareKey, saveKit } from './saveKit.ts';
import { capUnusedPreviews, releasePreview } from './previews.ts';
import { ticketFor } from '../uploads/imageQueue.ts';
import {
  SavedListCache,
  savedPageEtag,
  savedPageKey,
  type CachedPage,
  type SavedPageQuery,
} from './savedListCache.ts';

const LISTED_KIT_COLUMNS = [
  'id',
  'name',
  'data',
  'game',
  'image',
  'created_at',
  'published',
  'base_id',
  'competition',
  'share_key',
] as const;

/** Spec document 2 §9: kit list page size 96. */
export const SAVED_PAGE_SIZE = 96;

/**
 * A finished own-mode page. private/no-cache: the browser may keep it but asks each time; the
 * ETag then answers 304 while the list is unchanged. Vary: the same URL differs per account.
 */
function sendSavedPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
  reply.header('cache-control', 'private, no-cache').header('vary', 'Cookie').header('etag', page.etag);
  if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(page.body);
}

export function registerKitRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const { db, config, files } = ctx;
  const uploadLimit = { max: config.uploadRateLimit.max, timeWindow: config.uploadRateLimit.timeWindowMs };
  const savedLists = new SavedListCache(config.savedListCacheBytes);

  /** One own-mode page (plus one row to tell whether more exist), in the list's order. */
  const ownKitsPage = (userId: number, page: SavedPageQuery) => {
    const { game, filter, oldestFirst, after, afterId } = page;
    // Only the listed columns: on SQLite the page is then read from the covering index alone.
    return db
      .selectFrom('kits')
      .select(LISTED_KIT_COLUMNS)
      .where('user_id', '=', userId)
      .$if(game !== null, (q) => q.where('game', '=', game as string))
      .$if(filter !== '', (q) =>
        q.where(sql<string>`lower(name)`, 'like', sql<string>`${likePattern(filter)} escape '\\'`),
      )
      .$if(after !== null, (q) =>
        q.where((eb) => {
          const cmp = oldestFirst ? '>' : '<';
          const beyond = eb('created_at', cmp, after as string);
          // Saves in the same millisecond share created_at; the id breaks the tie when given.
          return afterId === null
            ? beyond
            : eb.or([beyond, eb.and([eb('created_at', '=', after as string), eb('id', cmp, afterId)])]);
        }),
      )
      .orderBy('created_at', oldestFirst ? 'asc' : 'desc')
      .orderBy('id', oldestFirst ? 'asc' : 'desc')
      .limit(SAVED_PAGE_SIZE + 1)
      .execute();
  };

  app.get('/api/storage', async (request, reply) => {
    const user = request.user;
    if (!user)
      return reply
        .status(401)
        .send({ success: false, allow_new: false, status: '', error: MESSAGES.notLoggedIn });
    const query = request.query as Record<string, unknown>;
    const { count } = await db
      .selectFrom('kits')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    const max = kitQuotaOf(user, config.kitQuota);
    const status = MESSAGES.kitsStored(Number(count), max);
    const storage = await storageUsage(db, user, config);
    if (query.id !== undefined && query.id !== '') {
      const id = parseId(query.id);
      const kit =
        id === null
          ? undefined
          : await db
              .selectFrom('kits')
              .select(['competition'])
              .where('id', '=', id)
              .where('user_id', '=', user.id)
              .executeTakeFirst();
      if (!kit)
        return reply
          .status(404)
          .send({ success: false, allow_new: false, status, error: MESSAGES.kitNotFound });
      if (kit.competition === 1) {
        return reply
          .status(403)
          .send({ success: false, allow_new: false, status, error: MESSAGES.cannotEditCompetition });
      }
      // An overwrite may still fit (one that does not grow is always allowed): the save decides.
      return { success: true, allow_new: true, status, error: null, storage };
    }
    // At the kit count the error stays empty: the client then shows its own text with a Get Plus
    // link. A full storage says so, so the player is not sent to save a kit that cannot fit.
    if (Number(count) >= max) return { success: true, allow_new: false, status, error: null, storage };
    if (storage.used >= storage.max)
      return { success: true, allow_new: false, status, error: MESSAGES.storageFull, storage };
    return { success: true, allow_new: true, status, error: null, storage };
  });

  app.post('/api/image', { config: { rateLimit: uploadLimit } }, async (request, reply) => {
    const user = requireUser(request.user, reply);
    if (!user) return reply;
    const { fields } = await readFields(request, { fieldBytes: PREVIEW_DATA_URL_MAX_CHARS });
    if (fields.id) {
      const id = parseId(fields.id);
      const kit =
        id === null
          ? undefined
          : await db
              .selectFrom('kits')
              .select('competition')
              .where('id', '=', id)
              .where('user_id', '=', user.id)
              .executeTakeFirst();
      if (!kit) return fail(reply, 404, MESSAGES.kitNotFound);
      if (kit.competition === 1) return fail(reply, 403, MESSAGES.cannotEditCompetition);
    } else {
      // A new kit cannot fit a full account: refuse before the image work (the save would anyway).
      const storage = await storageUsage(db, user, config);
      if (storage.used >= storage.max) return reply.status(403).send(storageFullReply(storage));
    }
    const jpeg = decodeJpegDataUrl(fields.image ?? '');
    if (!jpeg) return fail(reply, 400, MESSAGES.previewImageInvalid);
    let encoded;
    const ticket = ticketFor(request, user.id);
    try {
      encoded = await reencodePreview(jpeg, { queue: ctx.images.previews, ticket });
    } catch (error) {
      if (error instanceof ImageBusyError) return fail(reply, 503, MESSAGES.imagesBusy);
      return fail(reply, 400, MESSAGES.previewImageInvalid);
    } finally {
      ticket.done();
    }
    const file = await files.write('kits', 'jpg', encoded.data);
    await db
      .insertInto('kit_images')
      .values({ file, user_id: user.id, created_at: nowIso(), bytes: encoded.data.length })
      .execute();
    await capUnusedPreviews(ctx, user.id);
    return { success: true, image_url: FileStore.url('kits', file) };
  });

  app.post('/api/handler', async (request, reply) => {
    const user = requireUser(request.user, reply);
    if (!user) return reply;
    if (!user.email) return fail(reply, 403, MESSAGES.emailRequired);
    const { fields } = await readFields(request);
    const rawData = fields.data;
    if (rawData === undefined || rawData === '') return fail(reply, 400, MESSAGES.invalidKitData);
    if (rawData.length > KIT_DATA_MAX_CHARS) return fail(reply, 413, MESSAGES.kitDataTooLarge);
    const requestedGame = fields.game ? fields.game : null;
    if (requestedGame !== null && !isGame(requestedGame)) return fail(reply, 400, MESSAGES.invalidKitData);
    const admitted = admitKitData(
      rawData,
      requestedGame,
      { ...membershipOf(user), admin: user.admin === 1 },
      // A Plus or early-access template gives way as in the editor; a template the catalogue
      // does not know is kept (replacing it is the app's job on load).
      { ...(await gateCatalogue(db)), keepUnknownTemplate: true },
    );
    if (!admitted.ok) return fail(reply, admitted.status, admitted.error);

    let image: string | null = null;
    if (fields.image) {
      const file = FileStore.fileFromUrl('kits', fields.image);
      const owned = file
        ? await db
            .selectFrom('kit_images')
            .select('file')
            .where('file', '=', file)
            .where('user_id', '=', user.id)
            .executeTakeFirst()
        : undefined;
      if (!owned) return fail(reply, 400, MESSAGES.previewImageUnknown);
      image = fields.image;
    }
    const id = fields.id ? parseId(fields.id) : null;
    if (fields.id && id === null) return fail(reply, 400, MESSAGES.invalidId);
    const outcome = await saveKit(ctx, {
      user,
      data: admitted.data,
      game: admitted.game,
      image,
      name: cleanKitName(fields.name),
      id,
      baseId: fields.baseid ? parseId(fields.baseid) : null,
      baseKey: fields.basekey ? fields.basekey : null,
    });
    if (!outcome.ok) {
      if (outcome.storage) return reply.status(outcome.status).send(storageFullReply(outcome.storage));
      return fail(reply, outcome.status, outcome.error);
    }
    await releasePreview(ctx, outcome.replacedImage);
    // The editor shows what was left out (`removed`, in the user's language): a kit saved
    // without part of its design must never look like a plain save.
    return {
      success: true,
      id: outcome.id,
      image: outcome.image,
      status: saveStatus(admitted.removed),
      removed: admitted.removed,
      error: null,
    };
  });

  app.get('/api/saved', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const mode = query.mode === undefined || query.mode === '' ? 'own' : query.mode;
    if (mode !== 'own' && mode !== 'inspiration') return fail(reply, 400, MESSAGES.invalidRequest);
    const filter = typeof query.filter === 'string' ? query.filter.trim().slice(0, 100) : '';
    const game = typeof query.game === 'string' && query.game !== '' ? query.game : null;
    if (game !== null && !isGame(game)) return fail(reply, 400, MESSAGES.invalidRequest);
    const oldestFirst = query.sorting === 'oldest';
    const user = requireUser(request.user, reply);
    if (!user) return reply;

    if (mode === 'own') {
      const page: SavedPageQuery = {
        game,
        filter,
        oldestFirst,
        after: typeof query.created_at === 'string' && query.created_at !== '' ? query.created_at : null,
        afterId: parseId(query.id),
      };
      const key = savedPageKey(user, page);
      const cached = savedLists.get(key);
      if (cached) return sendSavedPage(request, reply, cached);
      const rows = await ownKitsPage(user.id, page);
      const body = Buffer.from(
        JSON.stringify({
          success: true,
          data: rows.slice(0, SAVED_PAGE_SIZE).map((row) => savedKitRecord(row, true)),
          more_available: rows.length > SAVED_PAGE_SIZE,
        }),
      );
      const fresh = { body, etag: savedPageEtag(key) };
      savedLists.set(key, fresh);
      return sendSavedPage(request, reply, fresh);
    }

    if (!membershipOf(user).premium && user.admin !== 1) return fail(reply, 403, MESSAGES.plusOnly);
    const beforeId = parseId(query.id);
    const rows = await db
      .selectFrom('presets')
      .selectAll()
      .$if(game !== null, (q) => q.where('game', '=', game as string))
      .$if(filter !== '', (q) =>
        q.where(sql<string>`lower(name)`, 'like', sql<string>`${likePattern(filter)} escape '\\'`),
      )
      .$if(beforeId !== null, (q) => q.where('id', '<', beforeId as number))
      .orderBy('id', 'desc')
      .limit(SAVED_PAGE_SIZE + 1)
      .execute();
    return {
      success: true,
      data: rows.slice(0, SAVED_PAGE_SIZE).map((row) => ({
        id: row.id,
        name: row.name,
        data: row.data,
        game: row.game,
        image: row.image,
        created_at: row.created_at,
        published: true,
        preset: true,
      })),
      more_available: rows.length > SAVED_PAGE_SIZE,
    };
  });

  app.post('/api/delete_saved', async (request, reply) => {
    const user = requireUser(request.user, reply);
    if (!user) return reply;
    const id = parseId((await readFields(request)).fields.id);
    if (id === null) return fail(reply, 400, MESSAGES.invalidId);
    const kit = await db
      .selectFrom('kits')
      .select(['id', 'competition', 'image'])
      .where('id', '=', id)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (!kit) return fail(reply, 404, MESSAGES.kitNotFound);
    if (kit.competition === 1) return fail(reply, 403, MESSAGES.cannotDeleteCompetition);
    await db.deleteFrom('kits').where('id', '=', kit.id).where('user_id', '=', user.id).execute();
    await releasePreview(ctx, kit.image);
    return { success: true, error: null };
  });

  app.post('/api/publish', async (request, reply) => {
    const user = requireUser(request.user, reply);
    if (!user) return reply;
    const { fields } = await readFields(request);
    const id = parseId(fields.id);
    if (id === null) return fail(reply, 400, MESSAGES.invalidId);
    const published = fields.published === '0' || fields.published === 'false' ? 0 : 1;
    const kit = await db
      .selectFrom('kits')
      .select(['id', 'competition', 'share_key'])
      .where('id', '=', id)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (!kit) return fail(reply, 404, MESSAGES.kitNotFound);
    if (kit.competition === 1) return fail(reply, 403, MESSAGES.cannotEditCompetition);
    await db.updateTable('kits').set({ published }).where('id', '=', kit.id).execute();
    return { success: true, published: published === 1, key: kit.share_key };
  });

  /** The owner replaces a kit's share key: links and showcase pages with the old key stop working. */
  app.post('/api/share_key', async (request, reply) => {
    const user = requireUser(request.user, reply);
    if (!user) return reply;
    const id = parseId((await readFields(request)).fields.id);
    if (id === null) return fail(reply, 400, MESSAGES.invalidId);
    const key = newShareKey();
    const result = await db
      .updateTable('kits')
      .set({ share_key: key })
      .where('id', '=', id)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return fail(reply, 404, MESSAGES.kitNotFound);
    return { success: true, id, key, error: null };
  });

  /** One kit for the editor: the owner's own, a published one, or a private one with its share key. */
  app.get('/api/kit', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const id = parseId(query.id);
    if (id === null) return fail(reply, 400, MESSAGES.invalidId);
    const kit = await readableKit(ctx, id, request.user?.id ?? null, query.key);
    if (!kit) return fail(reply, 404, MESSAGES.kitNotFound);
    return { success: true, ...kit };
  });
}

/**
 * Kit `id` as the editor may open it (GET /api/kit and the page's pre-loaded kit): the asker's
 * own, a published one, or a private one opened with its share key; null otherwise.
 */
export async function readableKit(
  ctx: ServerContext,
  id: number,
  userId: number | null,
  key: unknown,
): Promise<{ own: boolean; data: ReturnType<typeof savedKitRecord> } | null> {
  const row = await ctx.db.selectFrom('kits').selectAll().where('id', '=', id).executeTakeFirst();
  const own = row !== undefined && userId !== null && row.user_id === userId;
  const keyMatches = row !== undefined && typeof key === 'string' && key === row.share_key;
  if (!row || !(own || row.published === 1 || keyMatches)) return null;
  return { own, data: savedKitRecord(row, own) };
}
