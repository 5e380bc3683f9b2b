/**
 * Where the time of GET /api/saved (own mode) goes, piece by piece, on the bench's data: the
 * session lookup, the page query, building and serialising the reply, Fastify's own handling
 * (app.inject, no socket) and one real HTTP request. Run alone:
 * `npx tsx bench/server/profile-saved.ts` (BENCH_DATABASE_URL=postgres://… for PostgreSQL).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { sql } from 'kysely';
import { buildServer } from '../../src/server/app.ts';
import { configFromEnv } from '../../src/server/config.ts';
import { SESSION_COOKIE, userForSession } from '../../src/server/auth/sessions.ts';
import { savedKitRecord } from '../../src/server/kits/records.ts';
import { registerBencher, seedKits } from './seed.ts';

const ROUNDS = Number(process.env.BENCH_PROFILE_ROUNDS ?? 300);

async function timeIt(
  rounds: number,
  job: () => Promise<unknown> | unknown,
): Promise<{ mean_ms: number; p99_ms: number }> {
  const samples: number[] = [];
  for (let i = 0; i < 20; i += 1) await job();
  for (let i = 0; i < rounds; i += 1) {
    const started = performance.now();
    await job();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
  const round = (v: number) => Math.round(v * 1000) / 1000;
  return { mean_ms: round(mean), p99_ms: round(samples[Math.floor(samples.length * 0.99)] ?? 0) };
}

/** The same page through one prepared better-sqlite3 statement: what Kysely and prepare add. */
function rawSqlite(file: string, userId: number) {
  const sqlite = new SQLite(file, { readonly: true });
  const query =
    'select id, name, data, game, image, created_at, published, base_id, competition, share_key from kits where user_id = ? order by created_at desc, id desc limit 97';
  const statement = sqlite.prepare(query);
  const time = (job: () => unknown) => {
    const started = performance.now();
    for (let i = 0; i < ROUNDS; i += 1) job();
    return Math.round(((performance.now() - started) / ROUNDS) * 1000) / 1000;
  };
  const figures = {
    raw_prepare_ms: time(() => sqlite.prepare(query)),
    raw_prepared_all_ms: time(() => statement.all(userId)),
    raw_ids_only_ms: time(() =>
      sqlite
        .prepare('select id from kits where user_id = ? order by created_at desc, id desc limit 97')
        .all(userId),
    ),
  };
  sqlite.close();
  return figures;
}

export async function profileSaved(databaseUrl: string | null, kitData?: string) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kitsmith-profile-'));
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query('drop schema if exists public cascade; create schema public;');
    await client.end();
  }
  const server = await buildServer({
    ...configFromEnv({}),
    dataDir,
    databaseUrl,
    distDir: path.join(dataDir, 'no-dist'),
    logger: false,
    passwordHashing: 'fast',
  });
  try {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const cookie = await registerBencher(url);
    await seedKits(server.context.db, kitData);
    const token = decodeURIComponent(cookie.slice(SESSION_COOKIE.length + 1));
    const db = server.context.db;
    const user = await userForSession(db, token);
    if (!user) throw new Error('no session');
    const pageQuery = () =>
      db
        .selectFrom('kits')
        .select([
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
        ])
        .where('user_id', '=', user.id)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(97)
        .execute();
    const rows = await pageQuery();
    const reply = {
      success: true,
      data: rows.slice(0, 96).map((r) => savedKitRecord(r, true)),
      more_available: true,
    };
    const plan = await sql<Record<string, unknown>>`${sql.raw(
      databaseUrl ? 'explain ' : 'explain query plan ',
    )}select id, name, data, game, image, created_at, published, base_id, competition, share_key from kits where user_id = ${user.id} order by created_at desc, id desc limit 97`.execute(
      db,
    );
    return {
      database: databaseUrl ? 'postgres' : 'sqlite',
      reply_bytes: JSON.stringify(reply).length,
      session_lookup: await timeIt(ROUNDS, () => userForSession(db, token)),
      page_query: await timeIt(ROUNDS, pageQuery),
      records_and_json: await timeIt(ROUNDS, () =>
        JSON.stringify({ success: true, data: rows.slice(0, 96).map((r) => savedKitRecord(r, true)) }),
      ),
      kysely_compile: await timeIt(ROUNDS, () =>
        db
          .selectFrom('kits')
          .selectAll()
          .where('user_id', '=', user.id)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(97)
          .compile(),
      ),
      ...(databaseUrl ? {} : rawSqlite(path.join(dataDir, 'kitsmith.sqlite'), user.id)),
      inject_me: await timeIt(ROUNDS, () =>
        server.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } }),
      ),
      inject: await timeIt(ROUNDS, () =>
        server.app.inject({ method: 'GET', url: '/api/saved?mode=own&sorting=newest', headers: { cookie } }),
      ),
      http: await timeIt(ROUNDS, async () => {
        const response = await fetch(`${url}/api/saved?mode=own&sorting=newest`, { headers: { cookie } });
        await response.text();
      }),
      query_plan: plan.rows.map((row) => Object.values(row).join(' ')),
    };
  } finally {
    await server.app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(JSON.stringify(await profileSaved(process.env.BENCH_DATABASE_URL ?? null), null, 2));
}
