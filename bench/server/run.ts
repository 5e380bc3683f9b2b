/**
 * Server benchmark: a real server holding 100,000 saved kits (bench/server/seed.ts), loaded with
 * autocannon running in a worker thread (so the load generator does not share the server's event
 * loop). Measures GET /api/saved (a user's first page, newest first) at 10 and 50 connections and
 * POST /api/handler (saving a new kit), on SQLite and, when BENCH_DATABASE_URL (or
 * TEST_DATABASE_URL) names one, on PostgreSQL; merges the figures into bench/results/latest.json
 * under "server". Run alone with `npx tsx bench/server/run.ts`.
 */
import { loadavg } from 'node:os';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildServer } from '../../src/server/app.ts';
import { configFromEnv } from '../../src/server/config.ts';
import { mergeResults } from '../results.ts';
import { KIT_DATA, registerBencher, seedKits, TOTAL_KITS, USERS } from './seed.ts';

const CONNECTIONS = 10;
const MANY_CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SERVER_SECONDS ?? 10);
/** Targets of issue 19 for the own-mode list. */
const TARGET_P99_MS = { at10: 10, at50: 50 };

interface Measured {
  requests_per_second: number;
  latency_p99_ms: number;
  latency_p50_ms: number;
  requests: number;
  non_2xx: number;
  errors: number;
}

async function measure(options: autocannon.Options): Promise<Measured> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, workers: 1, ...options });
  return {
    requests_per_second: Math.round(result.requests.average),
    latency_p99_ms: result.latency.p99,
    latency_p50_ms: result.latency.p50,
    requests: result.requests.total,
    non_2xx: result.non2xx,
    errors: result.errors,
  };
}

async function emptyPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('drop schema if exists public cascade; create schema public;');
  } finally {
    await client.end();
  }
}

async function benchOne(databaseUrl: string | null): Promise<Record<string, unknown>> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kitsmith-bench-'));
  if (databaseUrl) await emptyPostgres(databaseUrl);
  const config = {
    ...configFromEnv({}),
    dataDir,
    databaseUrl,
    distDir: path.join(dataDir, 'no-dist'),
    logger: false,
    passwordHashing: 'fast' as const,
    kitQuota: { free: 10_000_000, basic: 10_000_000, premium: 10_000_000, ultimate: 10_000_000 },
  };
  const { app, context } = await buildServer(config);
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const cookie = await registerBencher(url);
    const seedSeconds = await seedKits(context.db);
    if (databaseUrl) await analysePostgres(databaseUrl);

    const load = { start: loadavg()[0] };
    const savedUrl = `${url}/api/saved?mode=own&sorting=newest`;
    const saved = await measure({ url: savedUrl, headers: { cookie } });
    const saved50 = await measure({ url: savedUrl, headers: { cookie }, connections: MANY_CONNECTIONS });
    const savedPerGame = await measure({ url: `${savedUrl}&game=fm`, headers: { cookie } });
    const handler = await measure({
      url: `${url}/api/handler`,
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ data: KIT_DATA, name: 'Bench kit', game: 'eafc' }).toString(),
    });
    return {
      database: databaseUrl ? 'postgres' : 'sqlite',
      stored_kits: TOTAL_KITS,
      users: USERS,
      connections: CONNECTIONS,
      duration_s: DURATION_S,
      seed_s: Math.round(seedSeconds * 10) / 10,
      tool: 'autocannon (1 worker thread)',
      load_average: { ...load, end: loadavg()[0] },
      saved_rps: saved.requests_per_second,
      saved_p99_ms: saved.latency_p99_ms,
      saved_p99_ms_at_50: saved50.latency_p99_ms,
      saved_meets_target:
        saved.latency_p99_ms <= TARGET_P99_MS.at10 && saved50.latency_p99_ms <= TARGET_P99_MS.at50,
      saved,
      saved_at_50: saved50,
      saved_game_filter: savedPerGame,
      handler_rps: handler.requests_per_second,
      handler_p99_ms: handler.latency_p99_ms,
      handler,
    };
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Fresh planner statistics after the bulk insert, as autovacuum would give a live database. */
async function analysePostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('vacuum analyze kits');
  } finally {
    await client.end();
  }
}

export async function runServerBench(): Promise<Record<string, unknown>> {
  const sqlite = await benchOne(null);
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? null;
  const postgres = postgresUrl ? await benchOne(postgresUrl) : null;
  // SQLite's figures stay at the top level, as before; PostgreSQL's sit beside them.
  const figures = { ...sqlite, postgres, target_p99_ms: TARGET_P99_MS };
  mergeResults('server', figures);
  return figures;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(JSON.stringify(await runServerBench(), null, 2));
}
