/**
 * Where the browser suite's CPU goes (issue 30): runs browser test files under vitest and samples
 * every process started from this folder once a second from /proc, then adds up CPU seconds by
 * kind (Chromium's GPU process, its renderers, its main process, vitest, other node). On CI's
 * two cores the suite is CPU-bound, so its wall time can only fall with the CPU it spends; this
 * says which part to cut. Linux only.
 *
 *   npx vite build && npx tsx bench/ci/cpu-split.ts [test files...]
 *
 * Default files: a spread of editor, download and scene files. KITSMITH_TEST_WORKERS as in the suite.
 * Merges `ci_cpu_split` into bench/results/latest.json.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { loadavg } from 'node:os';
import { mergeResults } from '../results.ts';

const FILES = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [
      'tests/browser/editor/accounts.test.ts',
      'tests/browser/editor/logos.test.ts',
      'tests/browser/downloads/fm26-texture.test.ts',
      'tests/browser/scene/picking.test.ts',
    ];
const ROOT = process.cwd();
// Kernel clock ticks per second: 100 on every Linux this project runs on (getconf CLK_TCK).
const TICKS = 100;

function kindOf(cmdline: string): string {
  if (/chrom(e|ium)/.test(cmdline)) {
    const type = /--type=([a-z-]+)/.exec(cmdline)?.[1];
    return `chromium ${type ?? 'main'}`;
  }
  if (cmdline.includes('vitest')) return 'node vitest (tests, puppeteer, servers)';
  if (cmdline.includes('node')) return 'node other';
  return 'other';
}

/** CPU ticks (user + system, with waited-for children) of one process, or null once it is gone. */
function ticks(pid: string): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

const seen = new Map<string, { kind: string; first: number; last: number }>();
function sample(): void {
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const now = ticks(pid);
    if (now === null) continue;
    const known = seen.get(pid);
    if (known) {
      known.last = now;
      continue;
    }
    try {
      if (!readlinkSync(`/proc/${pid}/cwd`).startsWith(ROOT)) continue;
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      // A process first seen now may have run up to a second already: counted from here (small).
      seen.set(pid, { kind: kindOf(cmdline), first: now, last: now });
    } catch {
      // Gone between listing and reading.
    }
  }
}

const loadBefore = loadavg()[0]!;
const started = performance.now();
const timer = setInterval(sample, 1000);
const exit = await new Promise<number>((resolve) => {
  const child = spawn('npx', ['vitest', 'run', '--project', 'browser', ...FILES], { stdio: 'inherit' });
  child.on('exit', (code) => resolve(code ?? 1));
});
clearInterval(timer);
const wallS = (performance.now() - started) / 1000;

const byKind: Record<string, number> = {};
for (const { kind, first, last } of seen.values())
  byKind[kind] = (byKind[kind] ?? 0) + (last - first) / TICKS;
const totalCpu = Object.values(byKind).reduce((a, b) => a + b, 0);
const figures = {
  files: FILES,
  workers: process.env.KITSMITH_TEST_WORKERS ?? 'default',
  exit,
  wall_s: Math.round(wallS),
  cpu_s: Math.round(totalCpu),
  cores_busy: +(totalCpu / wallS).toFixed(2),
  cpu_s_by_kind: Object.fromEntries(
    Object.entries(byKind)
      .sort((a, b) => b[1] - a[1])
      .map(([k, v]) => [k, Math.round(v)]),
  ),
  share_by_kind: Object.fromEntries(
    Object.entries(byKind)
      .sort((a, b) => b[1] - a[1])
      .map(([k, v]) => [k, +(v / totalCpu).toFixed(2)]),
  ),
  load_average: [+loadBefore.toFixed(1), +loadavg()[0]!.toFixed(1)],
  measured_at: new Date().toISOString(),
};
console.log(JSON.stringify(figures, null, 2));
mergeResults('ci_cpu_split', figures);
process.exit(exit);
