/**
 * What a test's wait costs while it waits (issue 30): the editor page idle after it settled, and
 * a wait that never succeeds held for `BENCH_WINDOW_MS` (default 10 s) in each way the suite
 * waits. Reports the cores used by all Chromium processes (/proc) and by this process over the
 * window, two rounds (the second in reverse order). On CI's two cores a wait's own CPU is taken
 * from the page it waits for.
 *
 *   npx vite build && npx tsx bench/ci/pending-wait.ts
 *
 * Merges `ci_pending_wait` into bench/results/latest.json. Linux only (reads /proc).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { launchGpuBrowser, openPage, serveBuiltApp } from '../../tests/browser/harness.ts';
import { EditorUser } from '../../tests/browser/editor/editor-user.ts';
import { mergeResults } from '../results.ts';

const WINDOW = Number(process.env.BENCH_WINDOW_MS ?? 10_000);
/** Clock ticks per second of /proc's times (USER_HZ, 100 on Linux). */
const TICK_MS = 10;

function chromiumCpuMs(): number {
  let ms = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (!/chrom/.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0] ?? '')) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ms += (Number(fields[11]) + Number(fields[12])) * TICK_MS;
    } catch {
      // The process ended while it was read.
    }
  }
  return ms;
}

const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

const gpu = await launchGpuBrowser({ windowSize: '1280,720' });
const app = await serveBuiltApp();
const { page } = await openPage(gpu, `${app.url}/eafc/`);
await new EditorUser(page).waitIdle();
await new Promise((r) => setTimeout(r, 3000));

const never = '[name="No such control"][role="button"]';
const waits: [string, () => Promise<unknown>][] = [
  ['none', () => new Promise((r) => setTimeout(r, WINDOW))],
  ['waitForSelector ::-p-aria', () => page.waitForSelector(`::-p-aria(${never})`, { timeout: WINDOW })],
  ['waitForSelector ::-p-role', () => page.waitForSelector(`::-p-role(${never})`, { timeout: WINDOW })],
  [
    'waitForFunction, every frame',
    () => page.waitForFunction(() => false, { timeout: WINDOW, polling: 'raf' }),
  ],
  [
    'waitForFunction, every 100 ms',
    () => page.waitForFunction(() => false, { timeout: WINDOW, polling: 100 }),
  ],
];
const figures: Record<string, { chromium_cores: number[]; test_process_cores: number[] }> = {};
try {
  for (const order of [waits, [...waits].reverse()]) {
    for (const [name, wait] of order) {
      const [chromium, own, start] = [chromiumCpuMs(), ownCpuMs(), performance.now()];
      await wait().catch(() => undefined); // every wait but `none` times out
      const elapsed = performance.now() - start;
      const row = (figures[name] ??= { chromium_cores: [], test_process_cores: [] });
      row.chromium_cores.push(Math.round(((chromiumCpuMs() - chromium) / elapsed) * 1000) / 1000);
      row.test_process_cores.push(Math.round(((ownCpuMs() - own) / elapsed) * 1000) / 1000);
      console.log(
        `${name.padEnd(32)} Chromium ${row.chromium_cores.at(-1)} cores, test process ${row.test_process_cores.at(-1)}`,
      );
    }
  }
} finally {
  await page.close();
  await gpu.close();
  await app.close();
}
mergeResults('ci_pending_wait', { renderer: gpu.renderer, window_ms: WINDOW, waits: figures });
