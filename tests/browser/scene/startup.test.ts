/**
 * The start-up path before the first composite (issue 20, bench/README.md "issue 20, session 6"),
 * read from what a game's own site did: the page's resource timing and timeline marks, and the
 * compositor's stats through `window.kitsmith`.
 *  - Each catalogue file the editor starts with is asked for once (the editor and the compositor
 *    share one copy), and before the game's layout is in (the page asks at once, not after the
 *    editor is made), as is who is signed in (/api/me).
 *  - The game's layout chunk is asked for by the page itself, before the app's main module has
 *    arrived (a modulepreload in the game's HTML), not only once that module runs.
 *  - A texture-scale change reuses the panel maps the first compositor built.
 *  - At scale 0.5 (the first kit drawn as a 0.25 draft, then at 0.5), the draft's panel maps are
 *    at its own size: no R8 texture of the layout's full 2048 width is made before the first kit
 *    frame; the full maps come with the kit at the user's scale.
 */
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchGpuBrowser, serveBuiltApp, type GpuBrowser } from '../harness.ts';
import { EditorUser } from '../editor/editor-user.ts';
import { STARTUP_CATALOGUE_FILES } from '../../../src/compositor/catalogue-files.ts';

let gpu: GpuBrowser;
let app: { url: string; close(): Promise<void> };
let page: Page;
let user: EditorUser;
const errors: string[] = [];

/** Records the R8 textures the page allocates (panel maps, masks), and whether the first kit frame was drawn by then. */
const R8_TEXTURES = `(() => {
  const made = (window.__r8 = []);
  const note = (format, width, height) => {
    if (format === 0x8229)
      made.push({ width, height, beforeFirstFrame: !performance.getEntriesByName('kitsmith:first-kit-frame').length });
  };
  const proto = WebGL2RenderingContext.prototype;
  const storage = proto.texStorage2D;
  proto.texStorage2D = function (target, levels, format, width, height) {
    note(format, width, height);
    return storage.apply(this, arguments);
  };
  const image = proto.texImage2D;
  proto.texImage2D = function (target, level, format, width, height) {
    if (arguments.length >= 9) note(format, width, height);
    return image.apply(this, arguments);
  };
})();`;

interface Request {
  name: string;
  start: number;
  end: number;
}

const requests = () =>
  page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => ({
      name: new URL(e.name).pathname,
      start: e.startTime,
      end: (e as PerformanceResourceTiming).responseEnd,
    })),
  ) as Promise<Request[]>;

const mark = (name: string) =>
  page.evaluate((n) => performance.getEntriesByName(n)[0]?.startTime ?? null, name);

/** The shirt's panel map texture id in the compositor the view shows. */
const shirtPanelMap = () =>
  page.evaluate(() => {
    const areas = window.kitsmith!.stats().areas as Record<string, { panel_map: string; width: number }>;
    return { id: areas.shirt!.panel_map, width: areas.shirt!.width };
  });

beforeAll(async () => {
  gpu = await launchGpuBrowser();
  app = await serveBuiltApp();
  page = await gpu.browser.newPage();
  await page.setBypassServiceWorker(true);
  await page.setViewport({ width: 1280, height: 720 });
  page.on('pageerror', (error) => errors.push(String(error)));
  // Opening the page again asks whether to leave it (the texture-scale change's redraw is a
  // recombine, which marks unsaved changes, document 1 §4): leave.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.evaluateOnNewDocument(R8_TEXTURES);
  user = new EditorUser(page);
  await user.open(`${app.url}/eafc/?scale=0.25&effects=0`);
}, 180_000);
afterAll(async () => {
  await gpu?.close();
  await app?.close();
});

describe('the start-up path', () => {
  it('asks for each catalogue file once and who is signed in, before the game layout is in', async () => {
    const gameLoaded = await mark('kitsmith:game-loaded');
    expect(gameLoaded).not.toBeNull();
    const catalogue = (await requests()).filter((r) => r.name.startsWith('/data/catalogue/'));
    const counts = Object.fromEntries(
      STARTUP_CATALOGUE_FILES.map((name) => [
        name,
        catalogue.filter((r) => r.name === `/data/catalogue/${name}.json`).length,
      ]),
    );
    expect(counts).toEqual(Object.fromEntries(STARTUP_CATALOGUE_FILES.map((name) => [name, 1])));
    // Who is signed in, too (initialise waits for that answer as well).
    // once: the editor's initialise takes the page's answer.
    const me = (await requests()).filter((r) => r.name === '/api/me');
    expect(me.length).toBe(1);
    const late = [...catalogue, me[0]!].filter((r) => r.start > gameLoaded!).map((r) => r.name);
    expect(late).toEqual([]);
  });

  it('has the game layout chunk asked for by the page, before the main module is in', async () => {
    const all = await requests();
    const layout = all.find((r) => /\/assets\/game-eafc-[\w-]+\.js$/.test(r.name));
    const main = all.find((r) => /\/assets\/main-[\w-]+\.js$/.test(r.name));
    expect(layout).toBeDefined();
    expect(main).toBeDefined();
    expect(layout!.start).toBeLessThan(main!.end);
  });

  it('keeps the panel maps through a texture-scale change', async () => {
    const before = await shirtPanelMap();
    expect(before.width).toBe(512);
    await user.clickTab('Settings');
    const select = await user.get('combobox', 'Texture resolution');
    await select.select('0.5');
    await page.waitForFunction(
      () => (window.kitsmith!.stats().areas as Record<string, { width: number }>).shirt!.width === 1024,
      { timeout: 60_000 },
    );
    await user.waitComposited();
    const after = await shirtPanelMap();
    expect(after.width).toBe(1024);
    expect(after.id).toBe(before.id);
    expect(errors).toEqual([]);
  });

  it('draws the first-frame draft with panel maps at its own size', async () => {
    await user.open(`${app.url}/eafc/?scale=0.5&effects=0`);
    const made = (await page.evaluate('window.__r8')) as {
      width: number;
      height: number;
      beforeFirstFrame: boolean;
    }[];
    const full = (before: boolean) =>
      made.filter((t) => t.width === 2048 && t.height === 2048 && t.beforeFirstFrame === before).length;
    expect(full(true)).toBe(0);
    // The shirt's full map, built for the kit at the user's scale (this catches a broken hook).
    expect(full(false)).toBe(1);
    expect(made.some((t) => t.width === 512 && t.height === 512 && t.beforeFirstFrame)).toBe(true);
    expect(errors).toEqual([]);
  });
});
