/**
 * What the server bench, its profile and its breakdown share: a real server over a fresh SQLite
 * folder or an emptied PostgreSQL database, seeded with the bench's 100,000 kits, and load runs
 * made by autocannon in a separate process while the CPU the server (and PostgreSQL's backends)
 * spend is counted.
 */
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type autocannon from 'autocannon';
import pg from 'pg';
import type { KitsmithServer } from '../../src/server/app.ts';
import { registerBencher, seedKits } from './seed.ts';

const CANNON = path.join(path.dirname(fileURLToPath(import.meta.url)), 'cannon.ts');

type BuildServer = typeof import('../../src/server/app.ts').buildServer;
type ConfigFromEnv = typeof import('../../src/server/config.ts').configFromEnv;

/** The server code a bench run measures: this checkout's, or a commit's extracted beside it. */
export interface ServerCode {
  /** 'working tree', or the commit's short hash. */
  label: string;
  buildServer: BuildServer;
  configFromEnv: ConfigFromEnv;
  dispose(): Promise<void>;
}

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
const REPO = path.resolve(BENCH_DIR, '../..');

export async function currentCode(): Promise<ServerCode> {
  const { buildServer } = await import('../../src/server/app.ts');
  const { configFromEnv } = await import('../../src/server/config.ts');
  return { label: 'working tree', buildServer, configFromEnv, dispose: async () => {} };
}

/** The commit a before/after run compares with: BENCH_SERVER_BEFORE, or where HEAD left main. */
export function baseCommit(): string {
  const named = process.env.BENCH_SERVER_BEFORE;
  if (named) return named;
  return execFileSync('git', ['merge-base', 'main', 'HEAD'], { cwd: REPO }).toString().trim();
}

/**
 * The server as it was at `commit` (its src/ and public/data/, via git archive), extracted inside
 * this checkout (node_modules/.cache/, out of reach of tsc, eslint and vitest) so its imports find
 * the same packages. Lets one
 * bench run measure before and after a change under the same machine load.
 */
export async function codeAtCommit(commit: string): Promise<ServerCode> {
  const short = execFileSync('git', ['rev-parse', '--short', commit], { cwd: REPO }).toString().trim();
  const parent = path.join(REPO, 'node_modules', '.cache', 'kitsmith-bench-before');
  await mkdir(parent, { recursive: true });
  const dir = await mkdtemp(path.join(parent, `${short}-`));
  const archive = execFileSync('git', ['archive', commit, 'src', 'public/data'], {
    cwd: REPO,
    maxBuffer: 256 * 1024 * 1024,
  });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  const app = (await import(path.join(dir, 'src/server/app.ts'))) as typeof import('../../src/server/app.ts');
  const config = (await import(
    path.join(dir, 'src/server/config.ts')
  )) as typeof import('../../src/server/config.ts');
  return {
    label: short,
    buildServer: app.buildServer,
    configFromEnv: config.configFromEnv,
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
}

/** The seeded data: a SQLite folder (or an emptied and seeded PostgreSQL database) and the user. */
export interface BenchData {
  dataDir: string;
  databaseUrl: string | null;
  /** The bench user's session cookie (`name=value`): valid on every server over this data. */
  cookie: string;
  seedSeconds: number;
}

export interface BenchServer {
  server: KitsmithServer;
  url: string;
  code: string;
  close(): Promise<void>;
}

function benchConfig(code: ServerCode, data: Pick<BenchData, 'dataDir' | 'databaseUrl'>) {
  return {
    ...code.configFromEnv({}),
    dataDir: data.dataDir,
    databaseUrl: data.databaseUrl,
    distDir: path.join(data.dataDir, 'no-dist'),
    logger: false,
    passwordHashing: 'fast' as const,
    kitQuota: { free: 10_000_000, basic: 10_000_000, premium: 10_000_000, ultimate: 10_000_000 },
  };
}

/** A listening server of `code` over `data`; `overrides` change its settings (the list cache). */
export async function openServer(
  code: ServerCode,
  data: Pick<BenchData, 'dataDir' | 'databaseUrl'>,
  overrides: Record<string, unknown> = {},
): Promise<BenchServer> {
  const server = (await code.buildServer({ ...benchConfig(code, data), ...overrides })) as KitsmithServer;
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { server, url, code: code.label, close: () => server.app.close() };
}

export async function emptyPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('drop schema if exists public cascade; create schema public;');
  } finally {
    await client.end();
  }
}

/** Fresh planner statistics after the bulk insert, as autovacuum would give a live database. */
async function analysePostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
}

/**
 * Fresh bench data, created and seeded through a server of `code` (which is closed again): the
 * oldest code of a run seeds, so every later one migrates the same rows forward.
 */
export async function seedBenchData(
  code: ServerCode,
  databaseUrl: string | null,
  kitData?: string,
): Promise<BenchData & { remove(): Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kitsmith-bench-'));
  const remove = () => rm(dataDir, { recursive: true, force: true });
  try {
    if (databaseUrl) await emptyPostgres(databaseUrl);
    const seeder = await openServer(code, { dataDir, databaseUrl });
    try {
      const cookie = await registerBencher(seeder.url);
      const seedSeconds = await seedKits(seeder.server.context.db as never, kitData);
      if (databaseUrl) await analysePostgres(databaseUrl);
      return { dataDir, databaseUrl, cookie, seedSeconds, remove };
    } finally {
      await seeder.close();
    }
  } catch (error) {
    await remove();
    throw error;
  }
}

export interface Measured {
  requests_per_second: number;
  latency_p99_ms: number;
  latency_p50_ms: number;
  requests: number;
  non_2xx: number;
  errors: number;
  /** CPU time of the server process (all its threads) per answered request. */
  server_cpu_ms_per_request: number;
  /** CPU time of PostgreSQL's backends for this database per request; null on SQLite. */
  database_cpu_ms_per_request: number | null;
  /** The 1-minute load average when the run started and ended. */
  load_average: { start: number; end: number };
}

const CLOCK_TICKS_PER_S = 100;

/** utime + stime in ms of every PostgreSQL backend serving this database (Linux /proc). */
async function backendCpuMs(databaseUrl: string): Promise<Map<number, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const cpu = new Map<number, number>();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    for (const { pid } of rows) {
      try {
        // Fields after the command's closing parenthesis: state is field 3, utime 14, stime 15.
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        cpu.set(pid, ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_S);
      } catch {
        // The backend ended between the two reads.
      }
    }
  } finally {
    await client.end();
  }
  return cpu;
}

function runCannon(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CANNON, JSON.stringify(options)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`autocannon exited with ${code}`));
      else resolve(JSON.parse(out) as autocannon.Result);
    });
  });
}

/**
 * One autocannon run from a child process. The server's CPU is counted from the moment the child
 * starts sending until it reports, so its own start-up is outside the figure but the requests it
 * sends are all inside.
 */
export async function measure(databaseUrl: string | null, options: autocannon.Options): Promise<Measured> {
  const before = process.cpuUsage();
  const backendsBefore = databaseUrl ? await backendCpuMs(databaseUrl) : null;
  const loadStart = loadavg()[0] ?? 0;
  const result = await runCannon(options);
  const cpu = process.cpuUsage(before);
  const answered = Math.max(1, result.requests.total);
  let database: number | null = null;
  if (databaseUrl && backendsBefore) {
    const after = await backendCpuMs(databaseUrl);
    let spent = 0;
    for (const [pid, ms] of after) spent += ms - (backendsBefore.get(pid) ?? 0);
    database = round3(spent / answered);
  }
  return {
    requests_per_second: Math.round(result.requests.average),
    latency_p99_ms: result.latency.p99,
    latency_p50_ms: result.latency.p50,
    requests: result.requests.total,
    non_2xx: result.non2xx,
    errors: result.errors,
    server_cpu_ms_per_request: round3((cpu.user + cpu.system) / 1000 / answered),
    database_cpu_ms_per_request: database,
    load_average: { start: loadStart, end: loadavg()[0] ?? 0 },
  };
}

export const round3 = (value: number): number => Math.round(value * 1000) / 1000;
