/**
 * Where an orbit frame's time goes (`npx tsx bench/scene/breakdown.ts`, after `npx vite build`).
 * Orbits the app's 3D view at 1280x720 with one thing toggled at a time, all in one browser and
 * one run next to the reference page, and writes `scene_breakdown` into bench/results/latest.json.
 *
 * Toggles are applied to the running scene (materials, textures, visibility) or by the page's
 * query (`effects=0`: no post-processing chain at all), so each variant measures the same build.
 */
import { pathToFileURL } from 'node:url';
import { launchGpuBrowser, openPage, serveBuiltApp } from '../../tests/browser/harness.ts';
import { mergeResults } from '../results.ts';

const FRAMES = Number(process.env.BENCH_SCENE_FRAMES ?? 16);
const round = (n: number) => Math.round(n * 10) / 10;

/** In-page variants: each is a function body run on the R3F root before orbiting. */
const VARIANTS: Record<string, string> = {
  // Nothing changed: the app as it runs.
  as_app: '',
  // Kit textures sampled from level 0 only, no anisotropy: what mip/anisotropic sampling costs.
  // (1006 is THREE.LinearFilter.)
  no_mips: `scene.traverse((o) => { const m = o.material; if (!m) return;
    for (const t of [m.map, m.normalMap, m.roughnessMap]) if (t) { t.minFilter = 1006; t.anisotropy = 1; t.needsUpdate = true; } });`,
  // Kit material without normal map: what the fold normals cost.
  no_normal_map: `scene.traverse((o) => { const m = o.material; if (m && m.normalMap) { m.normalMap = null; m.needsUpdate = true; } });`,
  // Lights off (ambient and hemisphere stay): what the directional lights cost per fragment.
  no_direct_lights: `scene.traverse((o) => { if (o.isDirectionalLight) o.visible = false; });`,
  // Mannequin hidden: what the body's meshes cost.
  no_mannequin: `scene.traverse((o) => { if (o.userData && (o.userData.surface === 'skin' || o.userData.surface === 'boots')) o.visible = false; });`,
};

interface Run {
  median_ms: number;
  ratio: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * The machine is shared, so its load moves under a long run: every variant stays open in its own
 * page and the rounds interleave them with the reference, each figure a median over rounds of
 * (variant frame / reference frame in the same round).
 */
export async function runSceneBreakdown(): Promise<Record<string, unknown>> {
  const gpu = await launchGpuBrowser({ windowSize: '1280,720' });
  const app = await serveBuiltApp();
  const rounds = Number(process.env.BENCH_SCENE_ROUNDS ?? 3);
  try {
    const ref = await openPage(gpu, `${app.url}/bench/pages/scene-reference.html`);
    await ref.page.setViewport({ width: 1280, height: 720 });
    await ref.page.waitForFunction('window.sceneReference !== undefined', { timeout: 120_000 });
    const variants: [string, string, string][] = [
      ...Object.entries(VARIANTS).map(([name, v]) => [name, '', v] as [string, string, string]),
      ['no_post', '&effects=0', ''],
      ['no_post_no_mannequin', '&effects=0', VARIANTS.no_mannequin!],
    ];
    const pages = [];
    for (const [name, query, variant] of variants) {
      const { page } = await openPage(gpu, `${app.url}/?game=eafc${query}`);
      await page.setViewport({ width: 1280, height: 720 });
      await page.waitForFunction('window.kitsmithViewer?.firstKitFrameMs() != null', { timeout: 180_000 });
      await page.evaluate(`(() => { const scene = window.kitsmithViewer.root().scene; ${variant} })()`);
      pages.push({ name, page });
    }
    const samples: Record<string, { ms: number[]; ratio: number[] }> = {};
    const refMs: number[] = [];
    for (let r = 0; r < rounds; r++) {
      for (const { name, page } of pages) {
        const reference = (await ref.page.evaluate(
          (n) => window.sceneReference.orbit(n).median_ms,
          FRAMES,
        )) as number;
        const ms = (await page.evaluate(
          `window.kitsmithViewer.orbit(${FRAMES}, 1280, 720).median_ms`,
        )) as number;
        refMs.push(reference);
        (samples[name] ??= { ms: [], ratio: [] }).ms.push(ms);
        samples[name].ratio.push(ms / reference);
        console.log(r, name, round(ms), round(reference));
      }
    }
    const info = (await pages[0]!.page.evaluate(`(() => {
      const root = window.kitsmithViewer.root(); let triangles = 0, meshes = 0;
      root.scene.traverse((o) => { if (o.isMesh && o.visible && o.geometry.index) { meshes++; triangles += o.geometry.index.count / 3; } });
      return { triangles, meshes };
    })()`)) as { triangles: number; meshes: number };
    const parts: Record<string, Run> = {};
    for (const [name, s] of Object.entries(samples))
      parts[name] = { median_ms: round(median(s.ms)), ratio: Math.round(median(s.ratio) * 100) / 100 };
    const figures = {
      renderer: gpu.renderer,
      frames: FRAMES,
      rounds,
      reference_ms: round(median(refMs)),
      scene: info,
      parts,
      measured_at: new Date().toISOString(),
    };
    mergeResults('scene_breakdown', figures);
    return figures;
  } finally {
    await gpu.close();
    await app.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  console.log(JSON.stringify(await runSceneBreakdown(), null, 2));
