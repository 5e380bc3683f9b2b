/**
 * The catalogue (templates, logos, patterns, fonts…) is JSON per category. On start the server
 * copies whatever public/data/catalogue/*.json holds into its catalogue table (only changed files
 * are rewritten) and serves it from there at /data/catalogue/{name}.json. A small real templates
 * sample ships with the server so the route works before the full catalogue exists.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerContext } from '../context.ts';
import { nowIso, type Database } from '../db/schema.ts';
import { fail } from '../http/replies.ts';
import { MESSAGES } from '../messages.ts';
import { SERVER_SOURCES } from '../config.ts';

/** Names are plain identifiers, so a request can never walk out of the catalogue. */
export const CATALOGUE_NAME = /^[a-z0-9_]{1,64}$/;

const SAMPLE_DIR = path.join(SERVER_SOURCES, 'catalogue', 'sample');

function catalogueFiles(publicDir: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const dir of [SAMPLE_DIR, path.join(publicDir, 'data', 'catalogue')]) {
    if (!existsSync(dir)) continue;
    for (const entry of readdirSync(dir)) {
      const name = entry.replace(/\.json$/, '');
      // Later folders win: the real catalogue replaces the sample.
      if (entry.endsWith('.json') && CATALOGUE_NAME.test(name)) found.set(name, path.join(dir, entry));
    }
  }
  return found;
}

export async function seedCatalogue(db: Kysely<Database>, publicDir: string): Promise<string[]> {
  const seeded: string[] = [];
  for (const [name, file] of catalogueFiles(publicDir)) {
    const text = readFileSync(file, 'utf8');
    try {
      JSON.parse(text);
    } catch {
      throw new Error(`Catalogue file ${file} is not valid JSON`);
    }
    const hash = createHash('sha256').update(text).digest('hex');
    const existing = await db
      .selectFrom('catalogue')
      .select('hash')
      .where('name', '=', name)
      .executeTakeFirst();
    if (existing?.hash === hash) continue;
    await db
      .insertInto('catalogue')
      .values({ name, body: text, hash, updated_at: nowIso() })
      .onConflict((oc) => oc.column('name').doUpdateSet({ body: text, hash, updated_at: nowIso() }))
      .execute();
    seeded.push(name);
  }
  return seeded;
}

export function registerCatalogueRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/data/catalogue/:file', async (request, reply) => {
    const file = (request.params as { file: string }).file;
    const name = file.endsWith('.json') ? file.slice(0, -'.json'.length) : '';
    if (!CATALOGUE_NAME.test(name)) return fail(reply, 404, MESSAGES.notFound);
    const row = await ctx.db
      .selectFrom('catalogue')
      .select(['body', 'hash'])
      .where('name', '=', name)
      .executeTakeFirst();
    if (!row) return fail(reply, 404, MESSAGES.notFound);
    const etag = `"${row.hash.slice(0, 32)}"`;
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(row.body);
  });
}
