/**
 * The 3D preview benchmark: page load to the first 3D frame with the default kit, and the median
 * frame time while orbiting at 1280x720 (full chain: kit material, lights, post-processing),
 * both next to a reference page drawing one textured mesh in the same browser, same run.
 * Writes the "scene" section of bench/results/latest.json (see bench/README.md).
 */
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { launchGpuBrowser, openPage, serveBuiltApp } from '../../tests/browser/harness.ts';
import { mergeResults } from '../results.ts';

const ORBIT_FRAMES = Number(process.env.BENCH_SCENE_FRAMES ?? 24);
const round = (n: number) => Math.round(n * 100) / 100;
/** The game's own site, what players open (the root page with ?game=eafc loads one hop later). */
const PATH = process.env.BENCH_PATH ?? '/eafc/';
const withQuery = (query: string) => `${PATH}${PATH.includes('?') ? `&${query}` : `?${query}`}`;

export async function runSceneBench(): Promise<Record<string, unknown>> {
  const loadStart = loadavg()[0]!;
  const gpu = await launchGpuBrowser({ windowSize: '1280,720' });
  const app = await serveBuiltApp();
  const measureApp = async (url: string) => {
    const { page } = await openPage(gpu, url);
    await page.setViewport({ width: 1280, height: 720 });
    await page.waitForFunction('window.kitsmithViewer?.firstKitFrameMs() != null', { timeout: 180_000 });
    const first = (await page.evaluate('window.kitsmithViewer.firstKitFrameMs()')) as number;
    const orbit = (await page.evaluate(
      `window.kitsmithViewer.orbit(${ORBIT_FRAMES}, 1280, 720).median_ms`,
    )) as number;
    await page.close();
    return { first, orbit };
  };
  try {
    // Reference first, in a fresh page: one textured mesh.
    const ref = await openPage(gpu, `${app.url}/bench/pages/scene-reference.html`);
    await ref.page.setViewport({ width: 1280, height: 720 });
    await ref.page.waitForFunction('window.sceneReference !== undefined', { timeout: 120_000 });
    const reference = (await ref.page.evaluate(
      (n) => ({ first: window.sceneReference.firstFrameMs, orbit: window.sceneReference.orbit(n).median_ms }),
      ORBIT_FRAMES,
    )) as { first: number; orbit: number };
    await ref.page.close();

    // The app with its default kit, 3D tab open (the default), full post-processing chain.
    const app3d = await measureApp(`${app.url}${PATH}`);
    // The same without ambient occlusion, the chain's costliest effect on a CPU rasteriser.
    const noAo = await measureApp(`${app.url}${withQuery('ao=0')}`);
    const first = app3d.first;
    const orbit = app3d.orbit;

    const figures = {
      renderer: gpu.renderer,
      address: PATH,
      orbit_frames: ORBIT_FRAMES,
      first_frame_ms: round(first),
      first_frame_reference_ms: round(reference.first),
      first_frame_ratio: round(first / reference.first),
      orbit_frame_ms: round(orbit),
      orbit_frame_reference_ms: round(reference.orbit),
      orbit_frame_ratio: round(orbit / reference.orbit),
      orbit_frame_no_ao_ms: round(noAo.orbit),
      orbit_frame_no_ao_ratio: round(noAo.orbit / reference.orbit),
      load_average: { start: round(loadStart), end: round(loadavg()[0]!) },
    };
    mergeResults('scene', figures);
    return figures;
  } finally {
    await gpu.close();
    await app.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  console.log('scene:', JSON.stringify(await runSceneBench(), null, 2));
