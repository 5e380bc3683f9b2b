/**
 * The mixed-load bench of issue 32: 100 connections of players doing what players do at once
 * (logins, saves with their preview, loads, share links, uploads), against the real server in its
 * own process (`mixed-server.ts`: npm start's defaults on PostgreSQL + Redis). Records per request
 * type the p50/p90/p99 latency and every non-2xx answer (which of them were a deliberate limit),
 * the server's resident memory before, during and after, and the machine's load, into
 * `bench/results/server-mixed-load.{json,md}` and the `server_mixed_load` section of latest.json.
 *
 *   BENCH_DATABASE_URL=postgres://… REDIS_URL=redis://… npx tsx bench/server/mixed-load.ts
 *
 * (TEST_DATABASE_URL is used when BENCH_DATABASE_URL is unset; that database is emptied.)
 * BENCH_MIXED_SECONDS (30) and BENCH_MIXED_CONNECTIONS (100) change the run.
 *
 * The load is made with node:http and a keep-alive agent of exactly that many sockets, one worker
 * per socket, each a player running requests one after another: no load tool to install, and the
 * connection count is the one asked for.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import sharp from 'sharp';
import { MESSAGES } from '../../src/server/messages.ts';
import { mergeResults, RESULTS_DIR } from '../results.ts';
import { emptyPostgres } from './harness.ts';

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
const REPO = path.resolve(BENCH_DIR, '../..');
const SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 30);
const CONNECTIONS = Number(process.env.BENCH_MIXED_CONNECTIONS ?? 100);
/** One player in five is a Plus member (uploads are theirs only). */
const PLUS_EVERY = 5;
const PASSWORD = 'mixed load bench password';

const KIT_DATA = JSON.stringify(
  JSON.parse(readFileSync(path.join(REPO, 'tests/fixtures/kits/reference-10.json'), 'utf8')),
);

type RequestType =
  'login' | 'preview' | 'save' | 'load_list' | 'load_kit' | 'share_link' | 'share_page' | 'upload';

/** What a player does next, with its weight (out of 100). Free players load instead of uploading. */
const ACTIONS: [string, number][] = [
  ['login', 8],
  ['save', 25],
  ['load', 35],
  ['share', 20],
  ['upload', 12],
];

interface Sample {
  type: RequestType;
  status: number;
  ms: number;
  error: string | null;
}

// ---------------------------------------------------------------------------------------------
// HTTP with a fixed number of keep-alive sockets.

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS, maxFreeSockets: CONNECTIONS });

interface Answer {
  status: number;
  text: string;
  setCookie: string | null;
}

function send(
  base: string,
  method: string,
  pathname: string,
  body: Buffer | null,
  headers: Record<string, string>,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      base + pathname,
      {
        method,
        agent,
        headers: { ...headers, ...(body ? { 'content-length': String(body.length) } : {}) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const cookie = response.headers['set-cookie']?.[0]?.split(';')[0] ?? null;
          resolve({
            status: response.statusCode ?? 0,
            text: Buffer.concat(chunks).toString(),
            setCookie: cookie,
          });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body ?? undefined);
  });
}

const form = (fields: Record<string, string>) => ({
  body: Buffer.from(new URLSearchParams(fields).toString()),
  type: 'application/x-www-form-urlencoded',
});

function multipart(fields: Record<string, string>, file?: { name: string; data: Buffer; type: string }) {
  const boundary = `----kitsmith${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.name}"\r\ncontent-type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

/** A player: their session cookie, their kits and (Plus) whether they upload. */
interface Player {
  username: string;
  cookie: string;
  plus: boolean;
  kits: number[];
}

class Recorder {
  readonly samples: Sample[] = [];
  networkErrors: Record<string, number> = {};

  async call(
    base: string,
    type: RequestType,
    method: string,
    pathname: string,
    player: Player | null,
    payload?: { body: Buffer; type: string },
  ): Promise<Answer | null> {
    const headers: Record<string, string> = {};
    if (player) headers.cookie = player.cookie;
    if (payload) headers['content-type'] = payload.type;
    const start = performance.now();
    try {
      const answer = await send(base, method, pathname, payload?.body ?? null, headers);
      const ms = performance.now() - start;
      let error: string | null = null;
      if (answer.status < 200 || answer.status > 299) {
        try {
          error = (JSON.parse(answer.text) as { error?: string }).error ?? answer.text.slice(0, 80);
        } catch {
          error = answer.text.slice(0, 80);
        }
      }
      this.samples.push({ type, status: answer.status, ms, error });
      return answer;
    } catch (failure) {
      const code = (failure as NodeJS.ErrnoException).code ?? String(failure);
      this.networkErrors[`${type} ${code}`] = (this.networkErrors[`${type} ${code}`] ?? 0) + 1;
      return null;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Images a player sends: the editor's 800 px JPEG preview and a logo upload.

async function previewImages(): Promise<string[]> {
  const images: string[] = [];
  for (let variant = 0; variant < 4; variant += 1) {
    const hue = 40 + variant * 70;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800">
      <rect width="800" height="800" fill="#e6e6e6"/>
      <path d="M250 120 L550 120 L700 250 L620 330 L580 300 L580 720 L220 720 L220 300 L180 330 L100 250 Z"
        fill="hsl(${hue},70%,45%)"/>
      <rect x="360" y="120" width="80" height="600" fill="hsl(${hue + 180},60%,90%)"/>
      <text x="400" y="420" font-size="160" text-anchor="middle" fill="#fff">${7 + variant}</text></svg>`;
    const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 95 }).toBuffer();
    images.push(`data:image/jpeg;base64,${jpeg.toString('base64')}`);
  }
  return images;
}

async function logoPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512">
    <circle cx="256" cy="256" r="220" fill="#0b3d91"/><circle cx="256" cy="256" r="150" fill="#f4d35e"/>
    <text x="256" y="300" font-size="140" text-anchor="middle" fill="#0b3d91">FC</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

// ---------------------------------------------------------------------------------------------
// The server process and its memory.

function startServer(
  databaseUrl: string,
  redisUrl: string | null,
): Promise<{ child: ChildProcess; info: Record<string, unknown> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(BENCH_DIR, 'mixed-server.ts')], {
    cwd: REPO,
    env: { ...process.env, DATABASE_URL: databaseUrl, REDIS_URL: redisUrl ?? '', LOG: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let buffered = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const line = buffered.split('\n')[0];
      if (buffered.includes('\n') && line)
        resolve({ child, info: JSON.parse(line) as Record<string, unknown> });
    });
    child.on('exit', (code) => reject(new Error(`the bench server exited (${code}) before listening`)));
  });
}

/** Resident memory of a process in MB (/proc: Linux only, as the bench machines are). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round((kb / 1024) * 10) / 10;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// Setup: players registered (production hashing, ten at a time), one kit each.

async function register(base: string, recorder: Recorder, index: number): Promise<Player> {
  const username = `mixed${index}`;
  const answer = await send(
    base,
    'POST',
    '/api/auth/register',
    Buffer.from(JSON.stringify({ username, email: `${username}@example.com`, password: PASSWORD })),
    { 'content-type': 'application/json' },
  );
  if (answer.status !== 200 || !answer.setCookie) throw new Error(`register ${username}: ${answer.text}`);
  void recorder;
  return { username, cookie: answer.setCookie, plus: index % PLUS_EVERY === 0, kits: [] };
}

async function pool<T>(items: T[], size: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) {
        const item = items[next]!;
        next += 1;
        await run(item);
      }
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// What each player does.

interface Shared {
  base: string;
  previews: string[];
  logo: Buffer;
  /** Kits anyone can open by link: id and share key. */
  links: { id: number; key: string }[];
}

function pick(weights: [string, number][], plus: boolean): string {
  const usable = weights.filter(([name]) => plus || name !== 'upload');
  const total = usable.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = Math.random() * total;
  for (const [name, weight] of usable) {
    roll -= weight;
    if (roll < 0) return name;
  }
  return usable[0]![0];
}

async function saveWithPreview(shared: Shared, recorder: Recorder, player: Player, asNew: boolean) {
  const id =
    asNew || player.kits.length === 0 ? null : player.kits[Math.floor(Math.random() * player.kits.length)]!;
  const image = shared.previews[Math.floor(Math.random() * shared.previews.length)]!;
  const preview = await recorder.call(
    shared.base,
    'preview',
    'POST',
    '/api/image',
    player,
    multipart({ image, ...(id !== null ? { id: String(id) } : {}) }),
  );
  if (!preview || preview.status !== 200) return;
  const imageUrl = (JSON.parse(preview.text) as { image_url: string }).image_url;
  const saved = await recorder.call(
    shared.base,
    'save',
    'POST',
    '/api/handler',
    player,
    form({
      data: KIT_DATA,
      game: 'eafc',
      image: imageUrl,
      ...(id !== null ? { id: String(id) } : { name: `Kit ${player.kits.length + 1}` }),
    }),
  );
  if (saved?.status === 200 && id === null) player.kits.push((JSON.parse(saved.text) as { id: number }).id);
}

async function act(shared: Shared, recorder: Recorder, player: Player, action: string): Promise<void> {
  const { base } = shared;
  switch (action) {
    case 'login': {
      const answer = await recorder.call(
        base,
        'login',
        'POST',
        '/api/auth/login',
        null,
        form({ login: player.username, password: PASSWORD }),
      );
      if (answer?.status === 200 && answer.setCookie) player.cookie = answer.setCookie;
      return;
    }
    case 'save':
      // A new kit one save in three (free accounts keep 50), otherwise changes to one of theirs.
      return saveWithPreview(shared, recorder, player, Math.random() < 1 / 3 && player.kits.length < 40);
    case 'load': {
      await recorder.call(base, 'load_list', 'GET', '/api/saved?mode=own&sorting=newest', player);
      const id = player.kits[Math.floor(Math.random() * player.kits.length)];
      if (id !== undefined) await recorder.call(base, 'load_kit', 'GET', `/api/kit?id=${id}`, player);
      return;
    }
    case 'share': {
      const link = shared.links[Math.floor(Math.random() * shared.links.length)]!;
      await recorder.call(base, 'share_link', 'GET', `/api/kit?id=${link.id}&key=${link.key}`, null);
      await recorder.call(base, 'share_page', 'GET', `/showcase/kit/${link.id}?key=${link.key}`, null);
      return;
    }
    case 'upload':
      await recorder.call(
        base,
        'upload',
        'POST',
        '/api/upload_image',
        player,
        multipart({}, { name: 'crest.png', data: shared.logo, type: 'image/png' }),
      );
      return;
  }
}

// ---------------------------------------------------------------------------------------------
// Figures.

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? null
    : Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10;

/** Answers that are a limit doing its job, not a failure: said by the text the server sends. */
function deliberate(sample: Sample): string | null {
  if (sample.status === 429) return 'rate limit or login wait (429)';
  if (sample.status === 503 && sample.error === MESSAGES.imagesBusy) return 'image queue full (503)';
  if (
    sample.status === 403 &&
    (sample.error === MESSAGES.storageFull || sample.error === MESSAGES.kitQuotaReached)
  )
    return 'quota (403)';
  return null;
}

function summarise(samples: Sample[], seconds: number) {
  const types = [...new Set(samples.map((s) => s.type))].sort();
  const perType: Record<string, unknown> = {};
  for (const type of types) {
    const of = samples.filter((s) => s.type === type);
    const sorted = of.map((s) => s.ms).sort((a, b) => a - b);
    const statuses: Record<string, number> = {};
    for (const s of of) statuses[s.status] = (statuses[s.status] ?? 0) + 1;
    const non2xx = of.filter((s) => s.status < 200 || s.status > 299);
    const reasons: Record<string, number> = {};
    for (const s of non2xx) {
      const key = `${s.status} ${deliberate(s) ? '(deliberate) ' : ''}${s.error ?? ''}`.trim();
      reasons[key] = (reasons[key] ?? 0) + 1;
    }
    perType[type] = {
      requests: of.length,
      per_second: Math.round((of.length / seconds) * 10) / 10,
      p50_ms: percentile(sorted, 50),
      p90_ms: percentile(sorted, 90),
      p99_ms: percentile(sorted, 99),
      max_ms: sorted.length ? Math.round(sorted[sorted.length - 1]! * 10) / 10 : null,
      statuses,
      non_2xx: non2xx.length,
      non_2xx_deliberate: non2xx.filter((s) => deliberate(s) !== null).length,
      non_2xx_reasons: reasons,
    };
  }
  return perType;
}

function markdown(result: Record<string, unknown>, perType: Record<string, Record<string, unknown>>): string {
  const rss = result.rss_mb as Record<string, number>;
  const load = result.load_average as Record<string, number>;
  const lines = [
    `# Server under a ${String(result.connections)}-connection mixed load (issue 32)`,
    '',
    `Run ${String(result.measured_at)}: \`npx tsx bench/server/mixed-load.ts\` (with \`nice\`), ${String(result.connections)} connections for ${String(result.duration_s)} s against the real server in its own process (${String(result.database)}, Redis ${result.redis ? 'on' : 'off'}, production password hashing, default limits except the per-address login and upload rate limits, raised because every bench client is 127.0.0.1). ${String(result.players)} players (${String(result.plus_players)} Plus), one per connection, each running one request after another.`,
    '',
    `Machine: ${String(result.cores)} cores shared with other agents; 1-minute load average ${load.start} at the start, ${load.end} at the end. Latency on this machine is mostly the wait for a core: compare runs made at similar load.`,
    '',
    '| request | requests | per s | p50 ms | p90 ms | p99 ms | max ms | non-2xx | of which deliberate |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const [type, figures] of Object.entries(perType)) {
    lines.push(
      `| ${type} | ${String(figures.requests)} | ${String(figures.per_second)} | ${String(figures.p50_ms)} | ${String(figures.p90_ms)} | ${String(figures.p99_ms)} | ${String(figures.max_ms)} | ${String(figures.non_2xx)} | ${String(figures.non_2xx_deliberate)} |`,
    );
  }
  lines.push('', 'Non-2xx answers by request type (status, deliberate or not, server text):', '');
  let any = false;
  for (const [type, figures] of Object.entries(perType)) {
    for (const [reason, count] of Object.entries(figures.non_2xx_reasons as Record<string, number>)) {
      lines.push(`- ${type}: ${count} x ${reason}`);
      any = true;
    }
  }
  if (!any) lines.push('- none');
  const net = result.network_errors as Record<string, number>;
  lines.push(
    '',
    `Network errors (no answer): ${Object.keys(net).length === 0 ? 'none' : JSON.stringify(net)}.`,
    '',
    `Server RSS (MB): ${rss.started} after start, ${rss.before} before the load (players set up), peak ${rss.peak} during it, ${rss.after} right after, ${rss.after_idle} after ${String(result.idle_s)} s idle.`,
    '',
  );
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!databaseUrl)
    throw new Error('BENCH_DATABASE_URL (or TEST_DATABASE_URL) must name a PostgreSQL database to empty');
  const redisUrl = process.env.REDIS_URL ?? null;
  await emptyPostgres(databaseUrl);
  const loadStart = loadavg()[0] ?? 0;
  const { child, info } = await startServer(databaseUrl, redisUrl);
  const base = info.url as string;
  const pid = child.pid!;
  const recorder = new Recorder();
  try {
    await sleep(1000);
    const rssStarted = rssMb(pid);

    const indexes = Array.from({ length: CONNECTIONS }, (_, i) => i);
    const players: Player[] = new Array<Player>(CONNECTIONS);
    await pool(indexes, 10, async (i) => {
      players[i] = await register(base, recorder, i);
    });
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      // Plus Premium, as the admin command grants it.
      await db.query('update users set plan_tier = 1 where username = any($1)', [
        players.filter((p) => p.plus).map((p) => p.username),
      ]);
    } finally {
      await db.end();
    }
    const shared: Shared = { base, previews: await previewImages(), logo: await logoPng(), links: [] };
    const setup = new Recorder();
    await pool(players, 10, async (player) => {
      await saveWithPreview(shared, setup, player, true);
    });
    for (const player of players) {
      const list = await send(base, 'GET', '/api/saved?mode=own', null, { cookie: player.cookie });
      for (const kit of (JSON.parse(list.text) as { data: { id: number; key: string }[] }).data)
        shared.links.push({ id: kit.id, key: kit.key });
    }
    if (shared.links.length < CONNECTIONS) throw new Error(`setup saved only ${shared.links.length} kits`);
    const rssBefore = rssMb(pid);

    // The load: every player at once until the time is up; RSS sampled meanwhile.
    let peak = rssBefore;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(pid));
    }, 250);
    const deadline = Date.now() + SECONDS * 1000;
    const started = performance.now();
    await Promise.all(
      players.map(async (player) => {
        while (Date.now() < deadline) await act(shared, recorder, player, pick(ACTIONS, player.plus));
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const rssAfter = rssMb(pid);
    const loadEnd = loadavg()[0] ?? 0;
    const IDLE_S = 10;
    await sleep(IDLE_S * 1000);
    const rssIdle = rssMb(pid);

    const perType = summarise(recorder.samples, elapsed) as Record<string, Record<string, unknown>>;
    const total = recorder.samples.length;
    const non2xx = recorder.samples.filter((s) => s.status < 200 || s.status > 299);
    const result = {
      connections: CONNECTIONS,
      duration_s: Math.round(elapsed * 10) / 10,
      players: players.length,
      plus_players: players.filter((p) => p.plus).length,
      database: info.database,
      redis: info.redis,
      password_hashing: info.passwordHashing,
      image_queue: info.imageQueue,
      cores: cpus().length,
      load_average: { start: Math.round(loadStart * 10) / 10, end: Math.round(loadEnd * 10) / 10 },
      requests: total,
      requests_per_second: Math.round((total / elapsed) * 10) / 10,
      non_2xx: non2xx.length,
      non_2xx_deliberate: non2xx.filter((s) => deliberate(s) !== null).length,
      non_2xx_not_deliberate: non2xx.filter((s) => deliberate(s) === null).length,
      network_errors: recorder.networkErrors,
      setup_errors: setup.samples.filter((s) => s.status !== 200).length,
      rss_mb: { started: rssStarted, before: rssBefore, peak, after: rssAfter, after_idle: rssIdle },
      idle_s: IDLE_S,
      per_type: perType,
      measured_at: new Date().toISOString(),
    };
    writeFileSync(path.join(RESULTS_DIR, 'server-mixed-load.json'), JSON.stringify(result, null, 2) + '\n');
    writeFileSync(path.join(RESULTS_DIR, 'server-mixed-load.md'), markdown(result, perType));
    mergeResults('server_mixed_load', result);
    console.log(markdown(result, perType));
  } finally {
    agent.destroy();
    child.kill('SIGTERM');
  }
}

await main();
