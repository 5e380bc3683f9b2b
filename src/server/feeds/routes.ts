/**
 * Read-only feeds: notifications, upcoming content, language maps, FM team search, NBA mod lists
 * and the operator's key.bin. File-backed feeds look in DATA_DIR first (operator overrides), then
 * in the app's public data, then in the samples shipped with the server.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { ServerContext } from '../context.ts';
import { fail } from '../http/replies.ts';
import { MESSAGES } from '../messages.ts';
import { isLanguageCode } from '../../kit/index.ts';
import { likePattern } from '../kits/records.ts';
import { plainText, safeLink, sanitiseNotificationText } from './notifications.ts';
import { SERVER_SOURCES } from '../config.ts';

const SAMPLE_DIR = path.join(SERVER_SOURCES, 'feeds', 'sample');
const FM_SEARCH_LIMIT = 25;

async function firstExisting(candidates: string[]): Promise<string | null> {
  for (const file of candidates) if (existsSync(file)) return readFile(file, 'utf8');
  return null;
}

export function registerFeedRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const { db, config } = ctx;

  app.get('/api/notifications', async () => {
    const rows = await db
      .selectFrom('notifications')
      .selectAll()
      .where('active', '=', 1)
      .orderBy('id', 'desc')
      .limit(10)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      text: sanitiseNotificationText(row.text),
      image: safeLink(row.image),
      cta: plainText(row.cta),
      link: safeLink(row.link),
    }));
  });

  app.get('/api/upcoming', async (_request, reply) => {
    const text = await firstExisting([
      path.join(config.dataDir, 'upcoming.json'),
      path.join(config.publicDir, 'data', 'upcoming.json'),
    ]);
    return reply.type('application/json; charset=utf-8').send(text ?? '[]');
  });

  app.get('/data/lan/:file', async (request, reply) => {
    const file = (request.params as { file: string }).file;
    const language = file.endsWith('.json') ? file.slice(0, -'.json'.length) : '';
    if (!isLanguageCode(language)) return fail(reply, 404, MESSAGES.notFound);
    const text = await firstExisting([path.join(config.publicDir, 'data', 'lan', `${language}.json`)]);
    if (text === null) return fail(reply, 404, MESSAGES.notFound);
    return reply.type('application/json; charset=utf-8').send(text);
  });

  app.get('/data/basketball/:file', async (request, reply) => {
    const file = (request.params as { file: string }).file;
    if (file !== 'exported_mods_25.json' && file !== 'exported_mods_26.json')
      return fail(reply, 404, MESSAGES.notFound);
    const text = await firstExisting([
      path.join(config.dataDir, 'basketball', file),
      path.join(config.publicDir, 'data', 'basketball', file),
      path.join(SAMPLE_DIR, file),
    ]);
    return reply.type('application/json; charset=utf-8').send(text ?? '[]');
  });

  app.get('/data/key.bin', async (_request, reply) => {
    const file = path.join(config.dataDir, 'key.bin');
    if (!existsSync(file)) return fail(reply, 404, MESSAGES.notFound);
    return reply
      .type('application/octet-stream')
      .header('cache-control', 'no-store')
      .send(await readFile(file));
  });

  app.get('/api/fm/teams', async (request) => {
    const query = request.query as Record<string, unknown>;
    const search = typeof query.search === 'string' ? query.search.trim().slice(0, 100) : '';
    // `fm_id`: the one team a saved kit's fm_teamid names (the dialog shows its name and icon).
    const fmId =
      typeof query.fm_id === 'string' && /^\d{1,15}$/.test(query.fm_id) ? Number(query.fm_id) : null;
    const rows = await db
      .selectFrom('fm_teams')
      .selectAll()
      .$if(fmId !== null, (q) => q.where('fm_id', '=', fmId!))
      .$if(search !== '', (q) =>
        q.where('name_lower', 'like', sql<string>`${likePattern(search)} escape '\\'`),
      )
      .orderBy('name_lower')
      .limit(FM_SEARCH_LIMIT)
      .execute();
    return {
      success: true,
      data: rows.map((row) => ({
        id: row.id,
        name: row.name,
        fm_id: row.fm_id,
        icon_url: row.icon_url,
        type_id: row.type_id,
        slug: row.slug,
        sample: row.sample === 1,
      })),
    };
  });
}
