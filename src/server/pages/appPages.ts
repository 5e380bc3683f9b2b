/**
 * The account pages of the app (/login/, /register/, /forgot/, /reset/, /profile/) are one built
 * page, account.html, which picks its form from the path; the server answers each path with it.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { fail } from '../http/replies.ts';
import { MESSAGES } from '../messages.ts';

export const ACCOUNT_PAGES = ['login', 'register', 'forgot', 'reset', 'profile'] as const;

export function registerAppPages(app: FastifyInstance, ctx: ServerContext): void {
  const file = path.join(ctx.config.distDir, 'account.html');
  let html: string | null = null;
  for (const name of ACCOUNT_PAGES) {
    app.get(`/${name}`, (request, reply) => {
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return reply.redirect(`/${name}/${search}`, 301);
    });
    app.get(`/${name}/`, async (_request, reply) => {
      // Read once: the built app does not change under a running server.
      if (html === null && existsSync(file)) html = readFileSync(file, 'utf8');
      if (html === null) return fail(reply, 404, MESSAGES.notFound);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    });
  }
}
