/**
 * Admins make a preset from one of their own saved kits ("make preset" in the own list) and
 * delete presets from the inspiration list. A preset is a snapshot, so later edits or deletion of
 * the kit leave it unchanged.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { nowIso } from '../db/schema.ts';
import { readFields } from '../http/fields.ts';
import { fail, parseId, requireUser } from '../http/replies.ts';
import { MESSAGES } from '../messages.ts';
import { releasePreview } from '../kits/previews.ts';

export function registerPresetRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;

  app.post('/api/add_preset', async (request, reply) => {
    const user = requireUser(request.user, reply);
    if (!user) return reply;
    if (user.admin !== 1) return fail(reply, 403, MESSAGES.adminOnly);
    const id = parseId((await readFields(request)).fields.id);
    if (id === null) return fail(reply, 400, MESSAGES.invalidId);
    const kit = await db.selectFrom('kits').selectAll().where('id', '=', id).executeTakeFirst();
    if (!kit) return fail(reply, 404, MESSAGES.kitNotFound);
    if (kit.user_id !== user.id) return fail(reply, 403, MESSAGES.ownKitsOnly);
    const row = await db
      .insertInto('presets')
      .values({
        kit_id: kit.id,
        name: kit.name,
        data: kit.data,
        game: kit.game,
        image: kit.image,
        created_by: user.id,
        created_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { success: true, id: row.id };
  });

  app.post('/api/delete_preset', async (request, reply) => {
    const user = requireUser(request.user, reply);
    if (!user) return reply;
    if (user.admin !== 1) return fail(reply, 403, MESSAGES.adminOnly);
    const id = parseId((await readFields(request)).fields.id);
    if (id === null) return fail(reply, 400, MESSAGES.invalidId);
    const preset = await db.selectFrom('presets').select('image').where('id', '=', id).executeTakeFirst();
    if (!preset) return fail(reply, 404, MESSAGES.presetNotFound);
    await db.deleteFrom('presets').where('id', '=', id).execute();
    // The preview may be shared with the kit it was made from; it goes only when neither needs it.
    await releasePreview(ctx, preset.image);
    return { success: true };
  });
}
