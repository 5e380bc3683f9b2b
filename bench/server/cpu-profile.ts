/**
 * A CPU profile of the server while it answers GET /api/saved (own mode, the bench's user with
 * 1,000 kits among 100,000) under load from autocannon in another process. The V8 profiler (the
 * one `node --cpu-prof` drives) runs only during the load, so seeding stays out of it. Profiles the
 * server at BENCH_SERVER_BEFORE (default: where this branch left main) and this checkout's over the same data in one run.
 * Prints the server CPU per request and self time grouped by component and by function; writes the
 * raw profiles (open them in Chrome DevTools) to BENCH_PROFILE_DIR or the temp folder.
 *
 *   npx tsx bench/server/cpu-profile.ts            (SQLite)
 *   BENCH_DATABASE_URL=postgres://… npx tsx bench/server/cpu-profile.ts
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  baseCommit,
  codeAtCommit,
  currentCode,
  measure,
  openServer,
  seedBenchData,
  type BenchData,
  type BenchServer,
} from './harness.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Which part of the stack a function belongs to, from its script's path. */
function componentOf(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : `native ${name}`;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1] as string;
  if (url.includes('/src/server/')) return `src/server/${url.split('/src/server/')[1]?.split('/')[0]}`;
  if (url.includes('/src/')) return 'src (other)';
  if (url.startsWith('node:')) return url.replace(/^node:internal\//, 'node:').split('/')[0] ?? url;
  return url;
}

/** Self time per component and per function, in percent of the samples that were not idle. */
export function summarise(profile: Profile, top = 25) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const components = new Map<string, number>();
  const functions = new Map<string, number>();
  let busy = 0;
  for (const [id, micros] of self) {
    const node = byId.get(id);
    if (!node) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)') continue;
    busy += micros;
    const component = componentOf(url, functionName);
    components.set(component, (components.get(component) ?? 0) + micros);
    const key = `${functionName || '(anonymous)'} ${component}${url ? `:${lineNumber + 1}` : ''}`;
    functions.set(key, (functions.get(key) ?? 0) + micros);
  }
  const percent = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, micros]) => `${((micros / busy) * 100).toFixed(1).padStart(5)}%  ${name}`);
  return { busy_ms: Math.round(busy / 1000), components: percent(components), functions: percent(functions) };
}

/** Profiles one server under the bench's load; the profiler runs only while autocannon does. */
async function profileServer(server: BenchServer, data: BenchData, seconds: number, connections: number) {
  const session = new Session();
  session.connect();
  try {
    const url = `${server.url}/api/saved?mode=own&sorting=newest`;
    const options = { url, headers: { cookie: data.cookie }, connections };
    await measure(data.databaseUrl, { ...options, duration: 2 });
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 100 });
    await session.post('Profiler.start');
    const run = await measure(data.databaseUrl, { ...options, duration: seconds });
    const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile };
    const name = `saved-${data.databaseUrl ? 'postgres' : 'sqlite'}-${server.code.replace(/\W+/g, '-')}.cpuprofile`;
    const out = path.join(process.env.BENCH_PROFILE_DIR ?? tmpdir(), name);
    writeFileSync(out, JSON.stringify(profile));
    return { code: server.code, run, profile_file: out, ...summarise(profile) };
  } finally {
    session.disconnect();
  }
}

/**
 * The server at `beforeCommit` and this checkout's, over the same seeded data, one after the
 * other in the same run.
 */
export async function profileUnderLoad(
  databaseUrl: string | null,
  beforeCommit: string,
  seconds: number,
  connections: number,
) {
  const before = await codeAtCommit(beforeCommit);
  const after = await currentCode();
  const data = await seedBenchData(before, databaseUrl).catch(async (error: unknown) => {
    await before.dispose();
    throw error;
  });
  const results = [];
  try {
    for (const code of [before, after]) {
      const server = await openServer(code, data);
      try {
        results.push(await profileServer(server, data, seconds, connections));
      } finally {
        await server.close();
      }
    }
  } finally {
    await data.remove();
    await before.dispose();
  }
  return { database: databaseUrl ? 'postgres' : 'sqlite', connections, results };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = await profileUnderLoad(
    process.env.BENCH_DATABASE_URL ?? null,
    baseCommit(),
    Number(process.env.BENCH_SERVER_SECONDS ?? 10),
    Number(process.env.BENCH_CONNECTIONS ?? 10),
  );
  console.log(JSON.stringify(result, null, 2));
}
