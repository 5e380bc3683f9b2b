/**
 * The public page of a kit, /showcase/kit/{id}: image, name, author and an "Edit in Kitsmith"
 * link. Private kits show only to their owner or with the share key (?key=).
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { kitEditPath } from '../../kit/startup.ts';
import { parseId } from '../http/replies.ts';
import { MESSAGES } from '../messages.ts';
import { escapeHtml, page } from '../pages/html.ts';

export function registerShowcaseRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;
  app.get('/showcase/kit/:id', async (request, reply) => {
    const params = request.params as { id?: string };
    const query = request.query as Record<string, unknown>;
    const id = parseId(params.id);
    const kit =
      id === null
        ? undefined
        : await db
            .selectFrom('kits')
            .innerJoin('users', 'users.id', 'kits.user_id')
            .select([
              'kits.id',
              'kits.name',
              'kits.game',
              'kits.image',
              'kits.published',
              'kits.share_key',
              'kits.user_id',
              'users.username',
            ])
            .where('kits.id', '=', id)
            .executeTakeFirst();
    const key = typeof query.key === 'string' ? query.key : null;
    const visible =
      kit !== undefined && (kit.published === 1 || key === kit.share_key || request.user?.id === kit.user_id);
    reply.type('text/html; charset=utf-8');
    if (!kit || !visible) {
      return reply.status(404).send(page(MESSAGES.notFound, `<h1>${escapeHtml(MESSAGES.kitNotFound)}</h1>`));
    }
    const name = kit.name || MESSAGES.showcaseUnnamed;
    const editUrl = kitEditPath(kit.game, kit.id, key === kit.share_key ? kit.share_key : null);
    const image = kit.image ? `<p><img src="${escapeHtml(kit.image)}" alt="${escapeHtml(name)}"></p>` : '';
    return page(
      name,
      `<h1>${escapeHtml(name)}</h1>
<p>${escapeHtml(MESSAGES.showcaseBy(kit.username))}</p>
${image}
<p><a href="${escapeHtml(editUrl)}">${escapeHtml(MESSAGES.showcaseEdit)}</a></p>`,
    );
  });
}
