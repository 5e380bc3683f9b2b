/**
 * The public page of a kit, /showcase/kit/{id}, and the page a share link opens: the render, name,
 * game and author, "Edit in Kitsmith" (the kit in the editor; its owner keeps saving it) and
 * "Remix" (a new kit based on it), and Open Graph tags so the link previews in chat apps. Private
 * kits show only to their owner or with the share key (?key=). Absolute addresses (og:image,
 * og:url) come from PUBLIC_URL, never from the request's Host: without it they are left out.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { kitEditPath, kitSharePath } from '../../kit/startup.ts';
import { parseId } from '../http/replies.ts';
import { GAME_NAMES, MESSAGES } from '../messages.ts';
import { escapeHtml, page, pageTheme } from '../pages/html.ts';

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
      return reply.status(404).send(
        page(MESSAGES.notFound, `<h1>${escapeHtml(MESSAGES.kitNotFound)}</h1>`, {
          theme: pageTheme(request.cookies),
        }),
      );
    }
    const name = kit.name || MESSAGES.showcaseUnnamed;
    const shareKey = key === kit.share_key ? kit.share_key : null;
    const editUrl = kitEditPath(kit.game, kit.id, shareKey);
    const remixUrl = kitEditPath(kit.game, kit.id, shareKey, true);
    const game = GAME_NAMES[kit.game] ?? kit.game;
    const description = MESSAGES.showcaseDescription(game, kit.username);
    const origin = ctx.config.publicUrl ?? null;
    const meta: [string, string][] = [
      ['og:type', 'website'],
      ['og:site_name', 'Kitsmith'],
      ['og:title', name],
      ['og:description', description],
      ['twitter:card', kit.image ? 'summary_large_image' : 'summary'],
    ];
    if (origin) {
      meta.push(['og:url', `${origin}${kitSharePath(kit.id, kit.published === 1 ? null : shareKey)}`]);
      if (kit.image) meta.push(['og:image', new URL(kit.image, origin + '/').href], ['og:image:alt', name]);
    }
    const head = [
      `<meta name="description" content="${escapeHtml(description)}">`,
      ...meta.map(([property, content]) =>
        property.startsWith('twitter:')
          ? `<meta name="${property}" content="${escapeHtml(content)}">`
          : `<meta property="${property}" content="${escapeHtml(content)}">`,
      ),
    ].join('\n');
    const image = kit.image
      ? `<p><img class="render" src="${escapeHtml(kit.image)}" alt="${escapeHtml(name)}"></p>`
      : '';
    return page(
      name,
      `<h1>${escapeHtml(name)}</h1>
<p class="muted">${escapeHtml(description)}</p>
${image}
<p class="actions"><a class="button" href="${escapeHtml(editUrl)}">${escapeHtml(MESSAGES.showcaseEdit)}</a>
<a class="button secondary" href="${escapeHtml(remixUrl)}">${escapeHtml(MESSAGES.showcaseRemix)}</a></p>`,
      { head, theme: pageTheme(request.cookies) },
    );
  });
}
