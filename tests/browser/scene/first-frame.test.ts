/**
 * The first frame's draft (issue 20, bench/README.md "issue 20, session 5"): the editor draws the
 * first kit at a small draft scale, the 3D view shows it, and the kit is then redrawn at the
 * user's texture scale. Read from what the 3D view drew with: the width of the kit maps bound on
 * the first frame with the kit (taken in the same task as that frame, from its timeline mark), and
 * once `window.kitsmith` is there (the editor settled) the view's maps, the exported texture and
 * the unsaved-changes mark; and that the offline worker registers only after. Scale 0.5, so the draft (0.25) and the settled kit differ by 2.
 * With post-processing on, the chain's code is loaded only after that first frame (drawn straight
 * to the canvas), and its frame then replaces it (bench/README.md "issue 30, session 11").
 */
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchGpuBrowser, serveBuiltApp, type GpuBrowser } from '../harness.ts';

let gpu: GpuBrowser;
let app: { url: string; close(): Promise<void> };
let page: Page;
let errors: string[];

/** The widest kit map the 3D view has bound (the shirt's albedo), or 0. */
const BOUND_WIDTH = `(() => {
  const kit = window.kitsmithViewer?.root()?.scene.getObjectByName('kit');
  let width = 0;
  kit?.traverse((o) => { const w = o.material?.map?.image?.width; if (w > width) width = w; });
  return width;
})()`;

/**
 * Records BOUND_WIDTH when the 3D view marks its first frame with the kit on it, and when the
 * editor hands out window.kitsmith (in the same task as each).
 */
const HOOKS = `(() => {
  const mark = performance.mark.bind(performance);
  performance.mark = (name, options) => {
    if (name === 'kitsmith:first-kit-frame') {
      window.__firstKitFrameWidth = ${BOUND_WIDTH};
      window.__firstKitFrameMeshes = window.kitsmithViewer.meshes();
    }
    return mark(name, options);
  };
  // Whether the offline worker was registered only once the kit had settled.
  const register = ServiceWorkerContainer.prototype.register;
  ServiceWorkerContainer.prototype.register = function (...args) {
    window.__workerAfterSettled = performance.getEntriesByName('kitsmith:settled').length > 0;
    return register.apply(this, args);
  };
  let api;
  Object.defineProperty(window, 'kitsmith', {
    configurable: true,
    get: () => api,
    set: (value) => {
      window.__kitsmithWidth = ${BOUND_WIDTH};
      api = value;
    },
  });
})();`;

beforeAll(async () => {
  gpu = await launchGpuBrowser();
  app = await serveBuiltApp();
  // openPage's set-up, with the first-frame hook installed before the app's first script.
  page = await gpu.browser.newPage();
  await page.evaluateOnNewDocument(HOOKS);
  await page.setBypassServiceWorker(true);
  await page.setViewport({ width: 1280, height: 720 });
  errors = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(`${app.url}/?game=eafc&effects=0&scale=0.5`);
}, 180_000);
afterAll(async () => {
  await gpu?.close();
  await app?.close();
});

describe('the first frame', () => {
  it('shows the first kit at the draft scale, then settles at the user’s scale', async () => {
    await page.waitForFunction('window.__firstKitFrameWidth !== undefined', { timeout: 120_000 });
    const draft = (await page.evaluate('window.__firstKitFrameWidth')) as number;
    // window.kitsmith appears once the kit is at the user's scale: the view shows that one.
    await page.waitForFunction(() => window.kitsmith !== undefined, { timeout: 120_000 });
    const atReady = (await page.evaluate('window.__kitsmithWidth')) as number;
    const settled = (await page.evaluate(BOUND_WIDTH)) as number;
    const exported = await page.evaluate(async () => {
      const png = new DataView(await (await window.kitsmith!.exportTexture('shirt', 'albedo')).arrayBuffer());
      return png.getUint32(16); // the IHDR chunk's width
    });
    expect(draft).toBeGreaterThan(0);
    expect(settled).toBe(draft * 2);
    expect(atReady).toBe(settled);
    expect(exported).toBe(settled);
    // Redrawing the same kit at full scale is not an edit.
    expect(await page.$('.unsaved')).toBeNull();
    // The hidden extra garments were not built for that frame; they are there now, and show
    // when turned on.
    type Mesh = { name: string; visible: boolean };
    const atFirst = (await page.evaluate('window.__firstKitFrameMeshes')) as Mesh[];
    expect(atFirst.length).toBeGreaterThan(0);
    expect(atFirst.filter((m) => !m.visible).map((m) => m.name)).toEqual([]);
    const hidden = (meshes: Mesh[]) => meshes.filter((m) => !m.visible).map((m) => m.name);
    await page.waitForFunction(() => window.kitsmithViewer!.meshes().some((m) => m.name === 'undershirt'));
    const now = (await page.evaluate(() => window.kitsmithViewer!.meshes())) as Mesh[];
    expect(hidden(now)).toEqual(expect.arrayContaining(['undershirt', 'neckwarmer', 'hanger']));
    await page.evaluate(() => window.kitsmithViewer!.setFlag('undershirt', true));
    await page.waitForFunction(() =>
      window.kitsmithViewer!.meshes().some((m) => m.name === 'undershirt' && m.visible),
    );
    // The offline worker's install does not compete with the first frame.
    await page.waitForFunction('window.__workerAfterSettled !== undefined', { timeout: 30_000 });
    expect(await page.evaluate('window.__workerAfterSettled')).toBe(true);
    expect(errors.filter((e) => !/Failed to load resource|\/api\//.test(e))).toEqual([]);
  }, 180_000);

  it('loads the post-processing chain after the first kit frame, then draws its frame', async () => {
    const chained = await gpu.browser.newPage();
    // Every program's fragment shader name, and when it was linked.
    await chained.evaluateOnNewDocument(`(() => {
      const proto = WebGL2RenderingContext.prototype;
      const names = new WeakMap();
      window.__links = [];
      const shaderSource = proto.shaderSource;
      proto.shaderSource = function (shader, source) {
        names.set(shader, (source.match(/#define SHADER_NAME (.*)/) || [])[1] || '');
        return shaderSource.call(this, shader, source);
      };
      const attachShader = proto.attachShader;
      proto.attachShader = function (program, shader) {
        if (names.get(shader)) names.set(program, names.get(shader));
        return attachShader.call(this, program, shader);
      };
      const linkProgram = proto.linkProgram;
      proto.linkProgram = function (program) {
        window.__links.push([names.get(program) || '', performance.now()]);
        return linkProgram.call(this, program);
      };
    })();`);
    await chained.setBypassServiceWorker(true);
    await chained.setViewport({ width: 1280, height: 720 });
    const chainedErrors: string[] = [];
    chained.on('pageerror', (error) => chainedErrors.push(String(error)));
    await chained.goto(`${app.url}/?game=eafc&scale=0.25`);
    await chained.waitForFunction('window.kitsmithViewer?.firstKitFrameMs() != null', { timeout: 120_000 });
    // frame() waits for the chain's frame at rest, which replaces the direct one.
    await chained.evaluate(() => window.kitsmithViewer!.frame());
    const { firstFrame, chainAsked, links } = (await chained.evaluate(`({
      firstFrame: performance.getEntriesByName('kitsmith:first-kit-frame')[0].startTime,
      chainAsked: performance.getEntriesByType('resource')
        .filter((r) => /\\/effects-chain-[^/]*\\.js$/.test(r.name)).map((r) => r.startTime),
      links: window.__links,
    })`)) as { firstFrame: number; chainAsked: number[]; links: [string, number][] };
    expect(chainAsked).toHaveLength(1);
    expect(chainAsked[0]).toBeGreaterThan(firstFrame);
    const chainPrograms = links.filter(([name]) => /EdgeDetection|SMAA|EffectMaterial/.test(name));
    expect(chainPrograms.map(([name]) => name)).toEqual(
      expect.arrayContaining(['EdgeDetectionMaterial', 'SMAAWeightsMaterial', 'EffectMaterial']),
    );
    expect(chainPrograms.every(([, at]) => at > chainAsked[0]!)).toBe(true);
    expect(chainedErrors).toEqual([]);
    await chained.close();
  }, 180_000);
});
