/**
 * Two builds of the app side by side (`npx tsx bench/scene/compare-builds.ts <dirA> <dirB>`, each
 * a `vite build` output folder): first kit frame and orbit frame of each, pairs interleaved in one
 * browser with the reference page before each pair, so the shared machine's load moves all three
 * alike. Prints per-pair figures and the medians of each build's ratio to the reference of its
 * pair; a build that draws its first frame from a draft also prints when its kit was composited
 * at full scale (`kitsmith:settled`). `BENCH_PAIRS` (default 4), `BENCH_SCENE_FRAMES` (default
 * 12), `BENCH_QUERY` (extra query), `BENCH_PATH`: the app's address, default `/eafc/` (the
 * game's own site, what players open); builds from before the game sites need `/?game=eafc`, the
 * root page with a query, which loads the editor's chunks one hop later.
 */
import { launchGpuBrowser, openPage } from '../../tests/browser/harness.ts';
import { median, serveBuild as serve } from './serve-build.ts';

const PAIRS = Number(process.env.BENCH_PAIRS ?? 4);
const FRAMES = Number(process.env.BENCH_SCENE_FRAMES ?? 12);
const QUERY = process.env.BENCH_QUERY ?? '';
const PATH = process.env.BENCH_PATH ?? '/eafc/';
const address = (base: string) => `${base}${PATH}${PATH.includes('?') ? QUERY : QUERY.replace(/^&/, '?')}`;

const r2 = (n: number) => Math.round(n * 100) / 100;

const [dirA, dirB] = process.argv.slice(2);
if (!dirA || !dirB) throw new Error('usage: compare-builds.ts <distA> <distB>');
const gpu = await launchGpuBrowser({ windowSize: '1280,720' });
const servers = [await serve(dirA), await serve(dirB)];
const ratios: { first: number[]; orbit: number[] }[] = [
  { first: [], orbit: [] },
  { first: [], orbit: [] },
];
try {
  for (let pair = 0; pair < PAIRS; pair++) {
    const ref = await openPage(gpu, `${servers[0]!.url}/bench/pages/scene-reference.html`);
    await ref.page.setViewport({ width: 1280, height: 720 });
    await ref.page.waitForFunction('window.sceneReference !== undefined', { timeout: 120_000 });
    const reference = (await ref.page.evaluate(
      (n) => ({ first: window.sceneReference.firstFrameMs, orbit: window.sceneReference.orbit(n).median_ms }),
      FRAMES,
    )) as { first: number; orbit: number };
    await ref.page.close();
    const line = [
      `pair ${pair}: reference ${Math.round(reference.first)} / ${Math.round(reference.orbit)} ms`,
    ];
    // Alternate which build goes first, so neither always meets the same moment of load.
    const order = pair % 2 ? [1, 0] : [0, 1];
    for (const b of order) {
      const { page } = await openPage(gpu, address(servers[b]!.url));
      await page.setViewport({ width: 1280, height: 720 });
      await page.waitForFunction('window.kitsmithViewer?.firstKitFrameMs() != null', { timeout: 180_000 });
      const first = (await page.evaluate('window.kitsmithViewer.firstKitFrameMs()')) as number;
      // When the kit was at the user's texture scale (builds with a first-frame draft mark it).
      await page.waitForFunction('window.kitsmith !== undefined', { timeout: 180_000 });
      const settled = (await page.evaluate(
        "performance.getEntriesByName('kitsmith:settled')[0]?.startTime ?? null",
      )) as number | null;
      const orbit = (await page.evaluate(
        `window.kitsmithViewer.orbit(${FRAMES}, 1280, 720).median_ms`,
      )) as number;
      await page.close();
      ratios[b]!.first.push(first / reference.first);
      ratios[b]!.orbit.push(orbit / reference.orbit);
      line.push(
        `${b ? 'B' : 'A'} ${Math.round(first)} / ${Math.round(orbit)} ms` +
          (settled === null ? '' : ` (settled ${Math.round(settled)})`),
      );
    }
    console.log(line.join(' | '));
  }
  console.log(
    JSON.stringify(
      {
        renderer: gpu.renderer,
        address: PATH + QUERY,
        pairs: PAIRS,
        frames: FRAMES,
        A: {
          dir: dirA,
          first_ratio: r2(median(ratios[0]!.first)),
          orbit_ratio: r2(median(ratios[0]!.orbit)),
        },
        B: {
          dir: dirB,
          first_ratio: r2(median(ratios[1]!.first)),
          orbit_ratio: r2(median(ratios[1]!.orbit)),
        },
      },
      null,
      2,
    ),
  );
} finally {
  await gpu.close();
  for (const s of servers) await s.close();
}
