/**
 * Server benchmark: real servers over 100,000 saved kits (bench/server/seed.ts), loaded with
 * autocannon from a separate process (bench/server/harness.ts). Measures GET /api/saved (own mode,
 * a user with 1,000 kits, first page newest first) at 10 and 50 connections for three servers
 * over the same data, in the same run, their runs interleaved so they share the machine's load:
 *
 * - `before`: the server as it was at BENCH_SERVER_BEFORE (default: where this branch left main),
 *   extracted from git into node_modules/.cache/;
 * - `after_uncached`: this checkout with the saved-list cache off (every request a cache miss);
 * - `after`: this checkout as it ships.
 *
 * Then, for `after` only, the per-game list and POST /api/handler (saving a kit). On SQLite and,
 * when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names one, PostgreSQL (its public schema is
 * emptied first). Merges the figures into bench/results/latest.json under "server".
 * Run alone with `npx tsx bench/server/run.ts`.
 */
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mergeResults } from '../results.ts';
import {
  baseCommit,
  codeAtCommit,
  currentCode,
  measure,
  openServer,
  seedBenchData,
  type BenchServer,
  type Measured,
} from './harness.ts';
import { KIT_DATA, TOTAL_KITS, USERS } from './seed.ts';

const CONNECTIONS = 10;
const MANY_CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SERVER_SECONDS ?? 10);
/** Targets of issue 19 for the own-mode list. */
const TARGET_P99_MS = { at10: 10, at50: 50 };

type Variant = 'before' | 'after_uncached' | 'after';

async function benchOne(databaseUrl: string | null, beforeCommit: string): Promise<Record<string, unknown>> {
  const before = await codeAtCommit(beforeCommit);
  const after = await currentCode();
  // The old code seeds; the new one migrates the same rows forward when it opens.
  const data = await seedBenchData(before, databaseUrl).catch(async (error: unknown) => {
    await before.dispose();
    throw error;
  });
  const servers: Partial<Record<Variant, BenchServer>> = {};
  try {
    servers.before = await openServer(before, data);
    servers.after_uncached = await openServer(after, data, { savedListCacheBytes: 0 });
    servers.after = await openServer(after, data);
    const variants = Object.keys(servers) as Variant[];
    const headers = { cookie: data.cookie };
    const savedPath = '/api/saved?mode=own&sorting=newest';
    const run = (variant: Variant, connections: number, pathname = savedPath, duration = DURATION_S) =>
      measure(databaseUrl, {
        url: `${servers[variant]?.url}${pathname}`,
        headers,
        connections,
        duration,
      });

    const load = { start: loadavg()[0] ?? 0 };
    // Warm-up: JIT, statement caches, the connection pools, the list cache's first page.
    for (const variant of variants) await run(variant, CONNECTIONS, savedPath, 2);
    const saved = {} as Record<Variant, Measured>;
    const saved50 = {} as Record<Variant, Measured>;
    for (const variant of variants) saved[variant] = await run(variant, CONNECTIONS);
    for (const variant of variants) saved50[variant] = await run(variant, MANY_CONNECTIONS);
    const savedPerGame = await run('after', CONNECTIONS, `${savedPath}&game=fm`);
    const handler = await measure(databaseUrl, {
      url: `${servers.after?.url}/api/handler`,
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ data: KIT_DATA, name: 'Bench kit', game: 'eafc' }).toString(),
      connections: CONNECTIONS,
      duration: DURATION_S,
    });
    const perVariant = (variant: Variant) => ({
      saved_p99_ms: saved[variant].latency_p99_ms,
      saved_p99_ms_at_50: saved50[variant].latency_p99_ms,
      saved_meets_target:
        saved[variant].latency_p99_ms <= TARGET_P99_MS.at10 &&
        saved50[variant].latency_p99_ms <= TARGET_P99_MS.at50,
      saved: saved[variant],
      saved_at_50: saved50[variant],
    });
    return {
      database: databaseUrl ? 'postgres' : 'sqlite',
      stored_kits: TOTAL_KITS,
      users: USERS,
      connections: CONNECTIONS,
      duration_s: DURATION_S,
      seed_s: Math.round(data.seedSeconds * 10) / 10,
      tool: 'autocannon (own process)',
      load_average: { ...load, end: loadavg()[0] ?? 0 },
      code: { before: before.label, after: after.label },
      // The shipped server's figures at the top level, as before this bench compared variants.
      saved_rps: saved.after.requests_per_second,
      ...perVariant('after'),
      saved_game_filter: savedPerGame,
      handler_rps: handler.requests_per_second,
      handler_p99_ms: handler.latency_p99_ms,
      handler,
      before: perVariant('before'),
      after_uncached: perVariant('after_uncached'),
    };
  } finally {
    for (const server of Object.values(servers)) await server.close();
    await data.remove();
    await before.dispose();
  }
}

export async function runServerBench(): Promise<Record<string, unknown>> {
  const beforeCommit = baseCommit();
  const sqlite = await benchOne(null, beforeCommit);
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? null;
  const postgres = postgresUrl ? await benchOne(postgresUrl, beforeCommit) : null;
  // SQLite's figures stay at the top level, as before; PostgreSQL's sit beside them.
  const figures = { ...sqlite, postgres, target_p99_ms: TARGET_P99_MS };
  mergeResults('server', figures);
  return figures;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(JSON.stringify(await runServerBench(), null, 2));
}
