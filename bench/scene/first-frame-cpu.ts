/**
 * Where the CPU goes until the first frame, the app against the reference page (`npx tsx
 * bench/scene/first-frame-cpu.ts`, after `npx vite build`): on two cores the first kit frame is
 * bound by all the CPU spent before it, not by one thread's path, so moving work between threads
 * does not bring it earlier (bench/README.md "issue 30, session 11"). Each round opens the reference
 * page and then `/eafc/` in fresh tabs of one browser, and reads every Chromium thread's CPU time
 * from /proc (`utime + stime`) before navigating and once the first frame is drawn. Prints per
 * round each process kind's CPU and its busiest threads, and the medians per process kind and per
 * thread name; `BENCH_ROUNDS` (default 4), `BENCH_PATH` (default `/eafc/`).
 * `BENCH_WRITE=1` merges the medians into `scene_first_frame_cpu` of bench/results/latest.json.
 * Linux only (reads /proc).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { launchGpuBrowser, openPage, serveBuiltApp } from '../../tests/browser/harness.ts';
import { mergeResults } from '../results.ts';
import { median } from './serve-build.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const PATH = process.env.BENCH_PATH ?? '/eafc/';
/** Clock ticks per second of /proc's times (USER_HZ, 100 on Linux). */
const TICK_MS = 10;

/** CPU ms per Chromium thread, keyed `<process kind>/<thread name>` (threads of a name added up). */
function chromiumThreads(): Map<string, number> {
  const threads = new Map<string, number>();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!/chrom/.test(cmd.split('\0')[0] ?? '')) continue;
      const type = /--type=([a-z-]+)/.exec(cmd)?.[1] ?? 'browser';
      const sub = /--utility-sub-type=([\w.]+)/.exec(cmd)?.[1];
      // A renderer is told apart by its process id: each page has its own.
      const kind = type === 'renderer' ? `renderer ${pid}` : sub ? `${type}:${sub.split('.')[0]}` : type;
      for (const tid of readdirSync(`/proc/${pid}/task`)) {
        const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
        const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const ms = (Number(fields[11]) + Number(fields[12])) * TICK_MS;
        const key = `${kind}/${name}`;
        threads.set(key, (threads.get(key) ?? 0) + ms);
      }
    } catch {
      // The process or thread ended while it was read.
    }
  }
  return threads;
}

interface Sample {
  first_frame_ms: number;
  /** CPU ms by process kind (the page's renderer as `renderer`) and by `kind/thread`. */
  processes: Record<string, number>;
  threads: Record<string, number>;
}

/** Opens `url` in a fresh tab and adds up the CPU every Chromium thread spent until `ready`. */
async function sample(
  gpu: Awaited<ReturnType<typeof launchGpuBrowser>>,
  url: string,
  ready: string,
  at: string,
) {
  const { page } = await openPage(gpu, 'about:blank');
  await page.setViewport({ width: 1280, height: 720 });
  // The new tab's own start-up settles first.
  await new Promise((r) => setTimeout(r, 1000));
  const before = chromiumThreads();
  await page.goto(url);
  await page.waitForFunction(ready, { timeout: 180_000, polling: 20 });
  const after = chromiumThreads();
  const firstFrame = (await page.evaluate(at)) as number;
  await page.close();
  const result: Sample = { first_frame_ms: Math.round(firstFrame), processes: {}, threads: {} };
  for (const [key, ms] of after) {
    const spent = ms - (before.get(key) ?? 0);
    if (spent <= 0) continue;
    // Renderers of other tabs (closed or idle) count as `renderer` too: they belong to the load.
    const [kind, thread] = key.replace(/^renderer \d+/, 'renderer').split('/') as [string, string];
    result.processes[kind] = (result.processes[kind] ?? 0) + spent;
    const name = `${kind}/${thread.replace(/\d+$/, '')}`;
    result.threads[name] = (result.threads[name] ?? 0) + spent;
  }
  return result;
}

const medians = (samples: Sample[], part: 'processes' | 'threads') => {
  const keys = new Set(samples.flatMap((s) => Object.keys(s[part])));
  return Object.fromEntries(
    [...keys]
      .map((k) => [k, median(samples.map((s) => s[part][k] ?? 0))] as const)
      .filter(([, ms]) => ms >= 20)
      .sort((a, b) => b[1] - a[1]),
  );
};

const total = (s: Sample) => Object.values(s.processes).reduce((a, b) => a + b, 0);

const load = loadavg()[0]!;
const gpu = await launchGpuBrowser({ windowSize: '1280,720' });
const app = await serveBuiltApp();
const reference: Sample[] = [];
const kit: Sample[] = [];
try {
  for (let round = 0; round < ROUNDS; round++) {
    reference.push(
      await sample(
        gpu,
        `${app.url}/bench/pages/scene-reference.html`,
        'window.sceneReference !== undefined',
        'window.sceneReference.firstFrameMs',
      ),
    );
    kit.push(
      await sample(
        gpu,
        `${app.url}${PATH}`,
        'window.kitsmithViewer?.firstKitFrameMs() != null',
        'window.kitsmithViewer.firstKitFrameMs()',
      ),
    );
    const [r, k] = [reference.at(-1)!, kit.at(-1)!];
    console.log(
      `round ${round}: reference ${r.first_frame_ms} ms, ${total(r)} CPU-ms | app ${k.first_frame_ms} ms, ` +
        `${total(k)} CPU-ms (${Object.entries(k.processes)
          .sort((a, b) => b[1] - a[1])
          .map(([p, ms]) => `${p} ${ms}`)
          .join(', ')})`,
    );
  }
  const figures = {
    renderer: gpu.renderer,
    address: PATH,
    rounds: ROUNDS,
    load_at_start: Math.round(load * 10) / 10,
    reference: {
      first_frame_ms: median(reference.map((s) => s.first_frame_ms)),
      cpu_ms: median(reference.map(total)),
      processes: medians(reference, 'processes'),
      threads: medians(reference, 'threads'),
    },
    app: {
      first_frame_ms: median(kit.map((s) => s.first_frame_ms)),
      cpu_ms: median(kit.map(total)),
      processes: medians(kit, 'processes'),
      threads: medians(kit, 'threads'),
    },
    measured_at: new Date().toISOString(),
  };
  console.log(JSON.stringify(figures, null, 2));
  if (process.env.BENCH_WRITE === '1') mergeResults('scene_first_frame_cpu', figures);
} finally {
  await gpu.close();
  await app.close();
}
