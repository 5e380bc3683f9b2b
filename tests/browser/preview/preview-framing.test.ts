/**
 * The Save preview image fills its frame (issue 31, "Renders"): the 2000x2000 export once centred
 * a small floating kit. Driven by role and name; the downloaded JPEG is read with sharp. The kit
 * is red in front and blue behind (tests/fixtures/kits/red-front-blue-back.json), so "Front and
 * back" is checked by which colour each of the two kits shows. The watermark's emblem is the
 * colour laid through the mask image (public/watermark/mask.svg, a shirt).
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { ElementHandle, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allowDownloads,
  type GpuBrowser,
  launchGpuBrowser,
  ROOT,
  screenshotPath,
  serveBuiltApp,
} from '../harness.ts';
import { openViewer } from '../scene/viewer-session.ts';
import { watermarkBox } from '../../../src/tools/preview/watermark.ts';

const KIT = JSON.parse(
  readFileSync(path.join(ROOT, 'tests/fixtures/kits/red-front-blue-back.json'), 'utf8'),
) as Record<string, unknown>;
const GREY = '#808080';

let gpu: GpuBrowser;
let app: { url: string; close(): Promise<void> };
let page: Page;
let downloads: string;

const aria = (role: string, name: string) => `::-p-role([name="${name}"][role="${role}"])`;
const get = async (role: string, name: string) =>
  (await page.waitForSelector(aria(role, name), { timeout: 30_000 })) as ElementHandle<Element>;
const click = async (role: string, name: string) => (await get(role, name)).click();
const choose = async (name: string, value: string) =>
  (await get('combobox', name)).select(value).then(() => undefined);

async function download(suffix: string, timeout = 120_000): Promise<Buffer> {
  const until = Date.now() + timeout;
  while (Date.now() < until) {
    const name = (await readdir(downloads)).find((f) => f.endsWith(suffix));
    if (name) {
      const file = path.join(downloads, name);
      const bytes = await readFile(file);
      await rm(file);
      return bytes;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ${suffix} downloaded`);
}

beforeAll(async () => {
  gpu = await launchGpuBrowser();
  app = await serveBuiltApp();
  ({ page } = await openViewer(gpu, app.url, 'eafc', 'effects=0&scale=0.25'));
  await page.setViewport({ width: 1280, height: 900 });
  await page.waitForFunction('window.kitsmithViewer.firstKitFrameMs() != null', { timeout: 120_000 });
  await page.evaluate((kit) => window.kitsmith!.loadKit(kit as never), KIT);
  downloads = await mkdtemp(path.join(tmpdir(), 'kitsmith-framing-'));
  await allowDownloads(gpu, downloads);
});
afterAll(async () => {
  await gpu?.close();
  await app?.close();
  if (downloads) await rm(downloads, { recursive: true, force: true });
});

/**
 * The kits in a picture: runs of columns holding pixels unlike the grey background (the
 * watermark's corner left out), each with its rows' extent and its red and blue pixel counts.
 */
async function kits(jpeg: Buffer) {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const px = (x: number, y: number) => data.subarray((y * width + x) * 3, (y * width + x) * 3 + 3);
  const found: { left: number; right: number; top: number; bottom: number; red: number; blue: number }[] = [];
  let run: (typeof found)[number] | null = null;
  for (let x = 0; x < width; x += 2) {
    let [top, bottom, red, blue] = [-1, -1, 0, 0];
    for (let y = 0; y < height; y += 2) {
      if (x > width * 0.8 && y > height * 0.8) continue;
      const [r, g, b] = px(x, y) as unknown as [number, number, number];
      if (Math.abs(r - 128) + Math.abs(g - 128) + Math.abs(b - 128) < 90) continue;
      if (top < 0) top = y;
      bottom = y;
      if (r > 90 && r > 2 * g && r > 2 * b) red++;
      if (b > 90 && b > 2 * r && b > 2 * g) blue++;
    }
    if (top < 0) {
      run = null;
      continue;
    }
    if (!run) found.push((run = { left: x, right: x, top, bottom, red: 0, blue: 0 }));
    run.right = x;
    run.top = Math.min(run.top, top);
    run.bottom = Math.max(run.bottom, bottom);
    run.red += red;
    run.blue += blue;
  }
  // A stray column (a JPEG fleck) is not a kit.
  return { height, found: found.filter((k) => k.right - k.left > width * 0.05) };
}

describe('Save preview framing (issue 31)', () => {
  it('fills the 2000x2000 image with the kit, and puts its front and back side by side', async () => {
    await click('button', 'Save preview');
    await get('dialog', 'Save preview');
    await click('tab', 'Image');
    await choose('Background mode', 'plain');
    await (await page.waitForSelector('button[aria-label^="Background colour"]'))!.click();
    const hex = await get('textbox', 'Hex colour');
    await hex.click({ count: 3 });
    await hex.type(GREY);
    await click('button', 'Apply');
    await page.waitForSelector('canvas[data-drawn="true"]');

    await click('button', 'Download image');
    const one = await kits(await download('.jpg'));
    expect(one.found).toHaveLength(1);
    const kit = one.found[0]!;
    expect((kit.bottom - kit.top) / one.height).toBeGreaterThanOrEqual(0.8);

    await choose('Layout', 'front_back');
    await click('button', 'Download image');
    const two = await kits(await download('.jpg'));
    expect(two.found).toHaveLength(2);
    const [front, back] = two.found as [(typeof two.found)[0], (typeof two.found)[0]];
    for (const k of [front, back]) expect((k.bottom - k.top) / two.height).toBeGreaterThanOrEqual(0.8);
    expect(front.right).toBeLessThan(two.height / 2);
    expect(back.left).toBeGreaterThan(two.height / 2);
    // The left kit shows its red front, the right its blue back.
    expect(front.red).toBeGreaterThan(10 * front.blue);
    expect(back.blue).toBeGreaterThan(back.red);
    await choose('Layout', 'single');
    await page.keyboard.press('Escape');
  });

  it("draws the watermark's emblem through the mask image", async () => {
    await click('button', 'Save preview');
    await get('dialog', 'Save preview');
    await click('tab', 'Image');
    await choose('Watermark opacity', 'max');
    await page.waitForSelector('canvas[data-drawn="true"]');
    await click('button', 'Download image');
    const jpeg = await download('.jpg');
    const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
    await page.keyboard.press('Escape');
    // White at full opacity, bottom right (default), credits on (two lines); the emblem is the
    // first line's height square at the box's left.
    const box = watermarkBox(info.width, info.height, 'bottom-right', 0.3);
    const side = box.width * 0.2;
    await sharp(jpeg)
      .extract({
        left: Math.floor(box.x),
        top: Math.floor(box.y),
        width: Math.ceil(box.width),
        height: Math.ceil(box.height),
      })
      .toFile(screenshotPath('preview-watermark-emblem.png'));
    /** Share of the emblem's pixels in u, v (0..100 of its square) that the white mark lights. */
    const lit = (u0: number, u1: number, v0: number, v1: number) => {
      let [on, all] = [0, 0];
      for (let v = v0; v <= v1; v += 2)
        for (let u = u0; u <= u1; u += 2) {
          const x = Math.round(box.x + (u * side) / 100);
          const y = Math.round(box.y + (v * side) / 100);
          const i = (y * info.width + x) * 3;
          all++;
          if (data[i]! > 200 && data[i + 1]! > 200 && data[i + 2]! > 200) on++;
        }
      return on / all;
    };
    expect(lit(32, 68, 45, 88)).toBeGreaterThan(0.9); // the shirt's body
    expect(lit(40, 60, 0, 6)).toBeLessThan(0.1); // above the neck
    expect(lit(0, 14, 60, 98)).toBeLessThan(0.1); // beside the body, under the sleeve
  });
});
