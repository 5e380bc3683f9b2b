/**
 * The 3D view's player is built in the garments worker (issue 20, bench/README.md "issue 20,
 * session 6"): the app starts the build when the editor has its first kit, and the view draws
 * the worker's parts instead of building them on the main thread. Read from the app's timeline
 * marks (who started the build, whether the page built it itself) and from the geometry the view
 * draws, compared part by part with the page's own build of the same options made here in node;
 * likewise the extra garments the view adds after its first frame.
 * A page whose garments worker fails to load, or that has no Worker, still draws the kit, built
 * on the page.
 */
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '../../../src/games/all.ts';
import { gameLayout } from '../../../src/games/index.ts';
import { buildExtraParts, type GarmentOptions, type KitPart } from '../../../src/scene/garments/index.ts';
import { buildPlayer } from '../../../src/scene/garments/player.ts';
import { launchGpuBrowser, serveBuiltApp, type GpuBrowser } from '../harness.ts';

let gpu: GpuBrowser;
let app: { url: string; close(): Promise<void> };

interface Summary {
  name: string;
  /** Attribute name: item count and the sum of its values. */
  attributes: Record<string, [number, number]>;
  index: number;
}

/** Per part: its attributes' counts and sums (the page's meshes, or a build made here). */
function summary(parts: { name: string; geometry: KitPart['geometry'] }[]): Summary[] {
  return parts.map(({ name, geometry }) => ({
    name,
    attributes: Object.fromEntries(
      Object.entries(geometry.attributes).map(([key, a]) => [
        key,
        [a.count, Array.from(a.array as ArrayLike<number>).reduce((s, v) => s + v, 0)],
      ]),
    ),
    index: geometry.index?.count ?? 0,
  }));
}

/** The same summary of the kit group's meshes, in the page. */
const PAGE_SUMMARY = `(() => {
  const kit = window.kitsmithViewer.root().scene.getObjectByName('kit');
  return kit.children.map((mesh) => ({
    name: mesh.name,
    attributes: Object.fromEntries(Object.entries(mesh.geometry.attributes).map(([key, a]) =>
      [key, [a.count, a.array.reduce((s, v) => s + v, 0)]])),
    index: mesh.geometry.index ? mesh.geometry.index.count : 0,
  }));
})()`;

/** The garments marks up to the first frame with the kit: [name, detail]. */
const MARKS = `(() => {
  const first = performance.getEntriesByName('kitsmith:first-kit-frame')[0].startTime;
  return performance.getEntriesByType('mark')
    .filter((m) => m.name.startsWith('kitsmith:garments') && m.startTime <= first)
    .map((m) => [m.name.slice(9), String(m.detail ?? '')]);
})()`;

/** The app, with its garments worker as it is, failing as it loads, or without Worker at all. */
async function openApp(worker: 'working' | 'broken' | 'missing'): Promise<{ page: Page; errors: string[] }> {
  const page = await gpu.browser.newPage();
  await page.setBypassServiceWorker(true);
  await page.setViewport({ width: 1280, height: 720 });
  if (worker === 'missing') await page.evaluateOnNewDocument('delete window.Worker');
  // The garments worker's script fails as it loads (its error event): any other worker is left be.
  if (worker === 'broken')
    await page.evaluateOnNewDocument(`(() => {
      const Real = window.Worker;
      window.Worker = class extends Real {
        constructor(url, options) {
          super(String(url).includes('garments') ? 'data:text/javascript,throw new Error("broken")' : url, options);
        }
      };
    })()`);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${app.url}/?game=eafc&scale=0.25&effects=0`);
  await page.waitForFunction('window.kitsmithViewer?.firstKitFrameMs() != null', { timeout: 120_000 });
  return { page, errors };
}

beforeAll(async () => {
  gpu = await launchGpuBrowser();
  app = await serveBuiltApp();
}, 180_000);
afterAll(async () => {
  await gpu?.close();
  await app?.close();
});

describe('the garments worker', () => {
  it('builds the first kit’s player, started by the first kit, and the view draws its parts', async () => {
    const { page, errors } = await openApp('working');
    const marks = (await page.evaluate(MARKS)) as [string, string][];
    const starts = marks.filter(([name]) => name === 'garments-worker-start');
    const taken = marks.filter(([name]) => name === 'garments-worker').map(([, key]) => key);
    // Started once (when the editor had its first kit), for the shape the view shows.
    expect(starts.length).toBe(1);
    const key = starts[0]![1];
    expect(taken).toEqual([key]);
    // The page built no player of its own before the first frame.
    expect(marks.filter(([name]) => name === 'garments-end')).toEqual([]);

    // The parts drawn equal the page's own build of the same options.
    const [game, options] = JSON.parse(key) as [string, GarmentOptions];
    const own = summary(
      buildPlayer(gameLayout(game), options).map((p) => ({ name: p.id, geometry: p.geometry })),
    );
    const drawn = ((await page.evaluate(PAGE_SUMMARY)) as Summary[]).slice(0, own.length);
    expect(drawn.map((p) => p.name)).toEqual(own.map((p) => p.name));
    drawn.forEach((part, i) => {
      const mine = own[i]!;
      expect(part.index).toBe(mine.index);
      expect(Object.keys(part.attributes).sort()).toEqual(Object.keys(mine.attributes).sort());
      for (const [name, [count, sum]] of Object.entries(mine.attributes)) {
        expect(part.attributes[name]![0]).toBe(count);
        expect(part.attributes[name]![1]).toBeCloseTo(sum, 6);
      }
    });

    // After that frame the view adds the extra garments: the worker built them too.
    await page.waitForFunction(`performance.getEntriesByName('kitsmith:garments-worker-extras').length > 0`, {
      timeout: 30_000,
    });
    const extrasKey = (await page.evaluate(
      `String(performance.getEntriesByName('kitsmith:garments-worker-extras')[0].detail)`,
    )) as string;
    const [, extrasOptions] = JSON.parse(extrasKey) as [string, GarmentOptions];
    expect(extrasOptions.extras?.length).toBeGreaterThan(0);
    const ownExtras = summary(
      buildExtraParts(gameLayout(game), extrasOptions).map((p) => ({ name: p.id, geometry: p.geometry })),
    );
    await page.waitForFunction(`window.kitsmithViewer.meshes().length === ${own.length + ownExtras.length}`, {
      timeout: 30_000,
    });
    const extras = ((await page.evaluate(PAGE_SUMMARY)) as Summary[]).slice(own.length);
    expect(extras.map((p) => p.name)).toEqual(ownExtras.map((p) => p.name));
    extras.forEach((part, i) => {
      expect(part.index).toBe(ownExtras[i]!.index);
      for (const [name, [count, sum]] of Object.entries(ownExtras[i]!.attributes)) {
        expect(part.attributes[name]![0]).toBe(count);
        expect(part.attributes[name]![1]).toBeCloseTo(sum, 6);
      }
    });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('falls back to building on the page when the worker fails', async () => {
    const { page, errors } = await openApp('broken');
    const marks = (await page.evaluate(MARKS)) as [string, string][];
    // The worker's error event, not its answer's time limit, sent the build to the page.
    expect(marks.map(([name]) => name)).toContain('garments-worker-failed');
    expect(marks.filter(([name]) => name === 'garments-worker')).toEqual([]);
    expect(marks.filter(([name]) => name === 'garments-end').length).toBeGreaterThan(0);
    const drawn = (await page.evaluate(PAGE_SUMMARY)) as Summary[];
    expect(drawn.map((p) => p.name)).toContain('shirt_front');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('builds on the page where there is no Worker', async () => {
    const { page, errors } = await openApp('missing');
    const marks = (await page.evaluate(MARKS)) as [string, string][];
    const names = marks.map(([name]) => name);
    expect(names).not.toContain('garments-worker-start');
    expect(names).toContain('garments-end');
    const drawn = (await page.evaluate(PAGE_SUMMARY)) as Summary[];
    expect(drawn.map((p) => p.name)).toContain('shirt_front');
    expect(errors).toEqual([]);
    await page.close();
  });
});
