/**
 * Server benchmark: a real server over a temporary SQLite DATA_DIR holding 100,000 saved kits,
 * loaded with autocannon. Measures GET /api/saved (a user's first page, newest first) and
 * POST /api/handler (saving a new kit), and merges the figures into bench/results/latest.json
 * under "server". Run alone with `npx tsx bench/server/run.ts`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { buildServer } from '../../src/server/app.ts';
import { configFromEnv } from '../../src/server/config.ts';
import { mergeResults } from '../results.ts';

const TOTAL_KITS = 100_000;
const USERS = 100;
const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_SERVER_SECONDS ?? 10);
const KIT_DATA = JSON.stringify({
  version: 1,
  template: 'plain',
  shirt: [],
  shorts: [],
  socks: [],
  logos: [],
});

interface Measured {
  requests_per_second: number;
  latency_p99_ms: number;
  latency_p50_ms: number;
  requests: number;
  non_2xx: number;
  errors: number;
}

async function measure(options: autocannon.Options): Promise<Measured> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  return {
    requests_per_second: Math.round(result.requests.average),
    latency_p99_ms: result.latency.p99,
    latency_p50_ms: result.latency.p50,
    requests: result.requests.total,
    non_2xx: result.non2xx,
    errors: result.errors,
  };
}

export async function runServerBench(): Promise<Record<string, unknown>> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kitsmith-bench-'));
  const config = {
    ...configFromEnv({}),
    dataDir,
    databaseUrl: null,
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

    const register = await fetch(`${url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'bencher',
        email: 'bench@example.com',
        password: 'benchmark password',
      }),
    });
    const cookie = (register.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const bencher = await context.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'bencher')
      .executeTakeFirstOrThrow();

    // 100 users with 1,000 kits each (the bench user among them), spread over games and a year.
    const seedStart = performance.now();
    const others = [];
    for (let u = 1; u < USERS; u += 1) {
      others.push({
        username: `seed${u}`,
        username_lower: `seed${u}`,
        email: `seed${u}@example.com`,
        email_lower: `seed${u}@example.com`,
        password_hash: 'x',
        admin: 0,
        plan_tier: null,
        active_until: null,
        renews_at: null,
        subscription_id: null,
        image: null,
        signature: null,
        created_at: new Date().toISOString(),
      });
    }
    const ids = [
      bencher.id,
      ...(await context.db.insertInto('users').values(others).returning('id').execute()).map((r) => r.id),
    ];
    const games = ['eafc', 'fifa', 'pes', 'fm', 'basketball'];
    const start = Date.UTC(2025, 0, 1);
    await context.db.transaction().execute(async (trx) => {
      for (let i = 0; i < TOTAL_KITS; i += 500) {
        const rows = Array.from({ length: Math.min(500, TOTAL_KITS - i) }, (_, j) => {
          const n = i + j;
          const at = new Date(start + n * 300_000).toISOString();
          return {
            user_id: ids[n % ids.length] as number,
            name: `Kit ${n}`,
            data: KIT_DATA,
            game: games[Math.floor(n / USERS) % games.length] as string,
            image: null,
            share_key: `key${n}`,
            published: n % 7 === 0 ? 1 : 0,
            competition: 0,
            base_id: null,
            created_at: at,
            updated_at: at,
          };
        });
        await trx.insertInto('kits').values(rows).execute();
      }
    });
    const seedSeconds = (performance.now() - seedStart) / 1000;

    const saved = await measure({ url: `${url}/api/saved?mode=own&sorting=newest`, headers: { cookie } });
    const savedPerGame = await measure({
      url: `${url}/api/saved?mode=own&sorting=newest&game=fm`,
      headers: { cookie },
    });
    const handler = await measure({
      url: `${url}/api/handler`,
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ data: KIT_DATA, name: 'Bench kit', game: 'eafc' }).toString(),
    });

    const figures = {
      database: 'sqlite',
      stored_kits: TOTAL_KITS,
      users: USERS,
      connections: CONNECTIONS,
      duration_s: DURATION_S,
      seed_s: Math.round(seedSeconds * 10) / 10,
      tool: 'autocannon',
      saved_rps: saved.requests_per_second,
      saved_p99_ms: saved.latency_p99_ms,
      saved: saved,
      saved_game_filter: savedPerGame,
      handler_rps: handler.requests_per_second,
      handler_p99_ms: handler.latency_p99_ms,
      handler: handler,
    };
    mergeResults('server', figures);
    return figures;
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(JSON.stringify(await runServerBench(), null, 2));
}
