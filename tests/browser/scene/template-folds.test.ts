/**
 * The template's fold normals show on the 3D shirt: the built app renders the same eafc kit
 * twice, once with its template's normals image and once with that image replaced by a flat
 * #7f7fff one, so the albedo is identical and only the folds can change the lit pixels.
 * Saves the folded view as 3d-eafc-folds.png (docs/screenshots with KITSMITH_SCREENSHOTS=1).
 */
import sharp from 'sharp';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchGpuBrowser, screenshotPath, serveBuiltApp, type GpuBrowser } from '../harness.ts';
import { openViewer } from './viewer-session.ts';

// Not the app's starting template, whose images are loaded (and cached) before a test can step in.
const TEMPLATE = 'nordkap_origin';
const WIDTH = 1280;
const HEIGHT = 720;

const KIT = {
  version: 1,
  game: 'eafc',
  template: TEMPLATE,
  shininess: 0,
  metalness: 0,
  shirt: [
    { n: 'base', uuid: 'folds-base', type: 'base', c: ['#3a6ea5'] },
    { n: 'base', uuid: 'folds-sleeves', type: 'sleeves', c: ['#3a6ea5'] },
    { n: 'template', uuid: 'folds-template', c: ['#ffffff', '#1d3557'] },
  ],
  shorts: [{ n: 'base', uuid: 'folds-shorts', type: 'base', c: ['#1d3557'] }],
  socks: [{ n: 'base', uuid: 'folds-socks', type: 'base', c: ['#3a6ea5'] }],
};

let gpu: GpuBrowser;
let app: { url: string; close(): Promise<void> };
let flatNormals: Buffer;

beforeAll(async () => {
  gpu = await launchGpuBrowser();
  app = await serveBuiltApp();
  flatNormals = await sharp({
    create: { width: 4, height: 4, channels: 3, background: { r: 127, g: 127, b: 255 } },
  })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await gpu?.close();
  await app?.close();
});

/** The kit in the 3D view, from the front and the side; with `flat`, its folds are flattened. */
async function renderKit(flat: boolean): Promise<{ front: Buffer; side: Buffer; errors: string[] }> {
  const session = await openViewer(gpu, app.url);
  const page: Page = session.page;
  try {
    if (flat) {
      await page.setRequestInterception(true);
      page.on('request', (req: HTTPRequest) =>
        req.url().endsWith(`/templates/${TEMPLATE}/normals.png`)
          ? req.respond({ status: 200, contentType: 'image/png', body: flatNormals })
          : req.continue(),
      );
    }
    await page.setViewport({ width: WIDTH, height: HEIGHT });
    await page.evaluate(async (kit) => {
      await window.kitsmith!.loadKit(kit);
    }, KIT);
    await page.evaluate(() => window.kitsmithViewer!.setView('shirt'));
    const shot = async (camera: string) => {
      await page.evaluate((c) => window.kitsmithViewer!.setCamera(c as never), camera);
      await page.evaluate(() => window.kitsmithViewer!.frame());
      // Mip chains are rebuilt once edits settle and ask for one more frame.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await page.evaluate(() => window.kitsmithViewer!.frame());
      return Buffer.from(await page.screenshot({ type: 'png' }));
    };
    const front = await shot('front');
    const side = await shot('side');
    return { front, side, errors: session.errors() };
  } finally {
    await page.close();
  }
}

async function rgb(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Pixels whose colour differs by more than `threshold` in some channel, and their bounding box. */
async function difference(a: Buffer, b: Buffer, threshold = 6) {
  const [x, y] = await Promise.all([rgb(a), rgb(b)]);
  let count = 0;
  const box = { left: x.width, top: x.height, right: -1, bottom: -1 };
  for (let j = 0; j < x.height; j++)
    for (let i = 0; i < x.width; i++) {
      const k = (j * x.width + i) * 3;
      if ([0, 1, 2].some((c) => Math.abs(x.data[k + c]! - y.data[k + c]!) > threshold)) {
        count++;
        box.left = Math.min(box.left, i);
        box.right = Math.max(box.right, i);
        box.top = Math.min(box.top, j);
        box.bottom = Math.max(box.bottom, j);
      }
    }
  return { count, box };
}

describe('template folds on the 3D shirt', () => {
  it('change the lit shirt, and only the garment', async () => {
    const folded = await renderKit(false);
    const flat = await renderKit(true);
    expect(folded.errors).toEqual([]);
    await sharp(folded.front).toFile(screenshotPath('3d-eafc-folds.png'));
    for (const view of ['front', 'side'] as const) {
      const { count, box } = await difference(folded[view], flat[view]);
      // Folds light a clear share of the garment differently...
      expect(count, view).toBeGreaterThan(3000);
      // ...and nothing outside it: the differences sit in the middle of the view, not its corners.
      expect(box.left, view).toBeGreaterThan(WIDTH * 0.15);
      expect(box.right, view).toBeLessThan(WIDTH * 0.85);
    }
  });
});
