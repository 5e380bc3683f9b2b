/**
 * /showcase/: published kits, newest first, a page at a time (image, name, author, game); and
 * /showcase/publish/, the showcase link's page for a signed-in user whose kit has no id yet: their
 * saved kits, each published with one click.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { readFields } from '../http/fields.ts';
import { parseId } from '../http/replies.ts';
import { GAME_NAMES, MESSAGES } from '../messages.ts';
import { escapeHtml, page, pageTheme } from './html.ts';

export const SHOWCASE_PAGE_SIZE = 24;

function card(kit: { id: number; name: string; image: string | null; game: string; username?: string }) {
  const name = kit.name || MESSAGES.showcaseUnnamed;
  const image = kit.image ? `<img src="${escapeHtml(kit.image)}" alt="">` : '';
  return `<li class="card">${image}<a href="/showcase/kit/${kit.id}">${escapeHtml(name)}</a>
<span class="muted">${kit.username === undefined ? '' : `${escapeHtml(MESSAGES.showcaseBy(kit.username))} · `}${escapeHtml(GAME_NAMES[kit.game] ?? kit.game)}</span>`;
}

export function registerShowcaseList(app: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;
  app.get('/showcase', (_request, reply) => reply.redirect('/showcase/', 301));
  app.get('/showcase/', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const pageNumber = parseId(query.page) ?? 1;
    const rows = await db
      .selectFrom('kits')
      .innerJoin('users', 'users.id', 'kits.user_id')
      .select(['kits.id', 'kits.name', 'kits.image', 'kits.game', 'users.username'])
      .where('kits.published', '=', 1)
      .orderBy('kits.created_at', 'desc')
      .orderBy('kits.id', 'desc')
      .limit(SHOWCASE_PAGE_SIZE + 1)
      .offset((pageNumber - 1) * SHOWCASE_PAGE_SIZE)
      .execute();
    const shown = rows.slice(0, SHOWCASE_PAGE_SIZE);
    const nav = [
      pageNumber > 1 ? `<a href="/showcase/?page=${pageNumber - 1}">Newer kits</a>` : '',
      rows.length > SHOWCASE_PAGE_SIZE ? `<a href="/showcase/?page=${pageNumber + 1}">Older kits</a>` : '',
    ].join('');
    const publish = request.user ? '<p><a href="/showcase/publish/">Publish one of your kits</a></p>' : '';
    reply.type('text/html; charset=utf-8');
    return page(
      'Showcase',
      `<h1>Showcase</h1>${publish}
${shown.length === 0 ? '<p>No kits have been published yet.</p>' : `<ul class="grid">${shown.map(card).join('\n')}</ul>`}
<nav class="pages" aria-label="Pages">${nav}</nav>`,
      { theme: pageTheme(request.cookies) },
    );
  });

  app.get('/showcase/publish/', async (request, reply) => {
    const user = request.user;
    if (!user) return reply.redirect('/showcase/');
    const rows = await db
      .selectFrom('kits')
      .select(['id', 'name', 'image', 'game', 'published'])
      .where('user_id', '=', user.id)
      .orderBy('created_at', 'desc')
      .limit(96)
      .execute();
    const items = rows.map((kit) => {
      const action =
        kit.published === 1
          ? '<span class="muted">Published</span>'
          : `<form method="post" action="/showcase/publish/${kit.id}"><button class="button" type="submit">Publish</button></form>`;
      return `${card(kit)}${action}</li>`;
    });
    reply.type('text/html; charset=utf-8');
    return page(
      'Publish a kit',
      `<h1>Publish a kit</h1>
<p>Save your kit in Kitsmith first; then publish it here or from the Load dialog.</p>
${items.length === 0 ? '<p>You have no saved kits yet.</p>' : `<ul class="grid">${items.join('\n')}</ul>`}`,
      { theme: pageTheme(request.cookies) },
    );
  });

  app.post('/showcase/publish/:id', async (request, reply) => {
    const user = request.user;
    const id = parseId((request.params as { id?: string }).id);
    await readFields(request);
    if (!user || id === null) return reply.redirect('/showcase/', 303);
    const result = await db
      .updateTable('kits')
      .set({ published: 1 })
      .where('id', '=', id)
      .where('user_id', '=', user.id)
      .where('competition', '=', 0)
      .executeTakeFirst();
    return reply.redirect(
      Number(result.numUpdatedRows) > 0 ? `/showcase/kit/${id}` : '/showcase/publish/',
      303,
    );
  });
}
