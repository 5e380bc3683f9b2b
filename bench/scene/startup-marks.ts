/**
 * The start-up path of two or more builds side by side (`npx tsx bench/scene/startup-marks.ts
 * <distA> <distB> …`, each a `vite build` output folder): each build's page is opened in turn,
 * rounds interleaved (the order flips each round) in one browser, and the app's timeline marks are
 * read: game layout in, first kit in (`initialise` and the page's modes done; builds from before
 * session 6 lack it), first composite's start and end, the 3D view's mount, the garments worker's player taken by the
 * view, first kit frame; and the browser's first contentful paint (`fcp`: the shell or, since
 * issue 30, its skeleton). Prints
 * each round and the medians per build (bench/README.md "issue 20, session 6"). No profiler, so
 * the figures are those of compare-builds.ts. `BENCH_PAIRS` rounds (default 6), `BENCH_PATH`
 * (default `/eafc/`).
 */
import { launchGpuBrowser, openPage } from '../../tests/browser/harness.ts';
import { median, serveBuild as serve } from './serve-build.ts';

const ROUNDS = Number(process.env.BENCH_PAIRS ?? 6);
const PATH = process.env.BENCH_PATH ?? '/eafc/';
const MARKS = [
  'fcp',
  'game-loaded',
  'first-kit',
  'composite-start',
  'composite-end',
  'viewer-mount',
  'garments-worker',
  'first-kit-frame',
];

const dirs = process.argv.slice(2);
if (dirs.length < 2) throw new Error('usage: startup-marks.ts <distA> <distB> …');
const label = (b: number) => String.fromCharCode(65 + b);
const gpu = await launchGpuBrowser({ windowSize: '1280,720' });
const servers = await Promise.all(dirs.map(serve));
const seen: Record<string, number[]>[] = dirs.map(() => ({}));
try {
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 ? [...dirs.keys()].reverse() : [...dirs.keys()];
    const line: string[] = [];
    for (const b of order) {
      const { page } = await openPage(gpu, `${servers[b]!.url}${PATH}`);
      await page.setViewport({ width: 1280, height: 720 });
      await page.waitForFunction('window.kitsmithViewer?.firstKitFrameMs() != null', { timeout: 180_000 });
      const marks = (await page.evaluate(
        (names) =>
          names.map(
            (n) =>
              (n === 'fcp'
                ? performance.getEntriesByName('first-contentful-paint')[0]
                : performance.getEntriesByName(`kitsmith:${n}`)[0]
              )?.startTime ?? null,
          ),
        MARKS,
      )) as (number | null)[];
      await page.close();
      MARKS.forEach((name, i) => {
        if (marks[i] !== null) (seen[b]![name] ??= []).push(marks[i]!);
      });
      line.push(`${label(b)} ${marks.map((m) => (m === null ? '-' : Math.round(m))).join('/')}`);
    }
    console.log(`round ${round}: ${line.join(' | ')}`);
  }
  console.log(`marks: ${MARKS.join(' / ')}; renderer ${gpu.renderer}`);
  dirs.forEach((dir, b) =>
    console.log(
      `${label(b)} ${dir}: ` +
        MARKS.map((n) => `${n} ${seen[b]![n] ? Math.round(median(seen[b]![n]!)) : '-'}`).join(', '),
    ),
  );
} finally {
  await gpu.close();
  for (const s of servers) await s.close();
}
