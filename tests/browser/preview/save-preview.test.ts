/**
 * Save preview (document 2 §2, §4, §9), driven by role and name in the built app: the image
 * file (size, format, background colour), the turntable GIF (decoded frames) and a cancelled
 * GIF giving the view back as it was. Downloads land in a temporary folder through CDP.
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { ElementHandle, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allowDownloads,
  type GpuBrowser,
  launchGpuBrowser,
  screenshotPath,
  serveBuiltApp,
} from '../harness.ts';
import { openViewer, viewerSnapshot } from '../scene/viewer-session.ts';
import { playGif } from './gif-play.ts';

let gpu: GpuBrowser;
let app: { url: string; close(): Promise<void> };
let page: Page;
let errors: () => string[];
let downloads: string;

const aria = (role: string, name: string) => `::-p-role([name="${name}"][role="${role}"])`;
const get = async (role: string, name: string) =>
  (await page.waitForSelector(aria(role, name), { timeout: 30_000 })) as ElementHandle<Element>;
const click = async (role: string, name: string) => (await get(role, name)).click();
const choose = async (name: string, value: string) =>
  (await get('combobox', name)).select(value).then(() => undefined);

/** Waits for a finished download whose name ends with `suffix`; returns its bytes. */
async function download(suffix: string, timeout = 90_000): Promise<Buffer> {
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

const SKY = '#ff8800';

beforeAll(async () => {
  gpu = await launchGpuBrowser();
  app = await serveBuiltApp();
  ({ page, errors } = await openViewer(gpu, app.url, 'eafc', 'effects=0&scale=0.25'));
  await page.setViewport({ width: 1280, height: 900 });
  downloads = await mkdtemp(path.join(tmpdir(), 'kitsmith-preview-'));
  await allowDownloads(gpu, downloads);
});
afterAll(async () => {
  await gpu?.close();
  await app?.close();
  if (downloads) await rm(downloads, { recursive: true, force: true });
});

describe('Save preview', () => {
  it('downloads a 1080x1920 JPEG on the plain custom colour, then an 8-frame 256 px turntable GIF', async () => {
    await click('button', 'Save preview');
    await get('dialog', 'Save preview');
    // Screenshot mode while open: no mannequin.
    const during = await viewerSnapshot(page);
    expect(during.state.screenshotMode).toBe(true);
    expect(during.meshes.filter((m) => m.name === 'skin').every((m) => !m.visible)).toBe(true);

    await click('tab', 'Image');
    await choose('Background mode', 'plain');
    // The swatch's accessible name is "Background colour: <hex>".
    const swatch = await page.waitForSelector('button[aria-label^="Background colour"]');
    await swatch!.click();
    const hex = await get('textbox', 'Hex colour');
    await hex.click({ count: 3 });
    await hex.type(SKY);
    await click('button', 'Apply');
    await choose('Resolution', '1080x1920');
    await page.waitForSelector('canvas[data-drawn="true"]');
    if (process.env.KITSMITH_SCREENSHOTS === '1')
      await page.screenshot({ path: screenshotPath('preview-dialog-image-1280x900.png') });
    await click('button', 'Download image');
    const jpeg = await download('.jpg');
    await writeFile(screenshotPath('preview-export-1080x1920.jpg'), jpeg);
    const image = sharp(jpeg);
    const meta = await image.metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1080, 1920]);
    const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
    const px = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
    ];
    for (const [x, y] of [
      [2, 2],
      [1077, 2],
      [2, 1917],
      [1077, 1917],
    ] as const) {
      const [r, g, b] = px(x, y);
      expect(Math.abs(r! - 0xff), `red at ${x},${y}`).toBeLessThanOrEqual(4);
      expect(Math.abs(g! - 0x88), `green at ${x},${y}`).toBeLessThanOrEqual(4);
      expect(Math.abs(b! - 0x00), `blue at ${x},${y}`).toBeLessThanOrEqual(4);
    }
    // The kit is in the middle: not the background colour there.
    const [r, g] = px(540, 960);
    expect(Math.abs(r! - 0xff) + Math.abs(g! - 0x88)).toBeGreaterThan(40);

    // The kit-info layer (document 2 §9): a dark box in the bottom-left corner with the collar
    // line and a swatch of each shirt colour role. The first shirt colour far from white (the
    // words' colour) must show there as a swatch.
    const coloured = await page.evaluate(() => {
      const kit = JSON.parse(window.kitsmith!.getKit()) as { shirt: { c: string[] }[] };
      const far = (hex: string) => Math.min(...[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))) < 150;
      return kit.shirt.flatMap((layer) => layer.c).find(far)!;
    });
    await click('switch', 'Kit info');
    await click('button', 'Download image');
    const infoJpeg = await download('.jpg');
    await writeFile(screenshotPath('preview-export-kit-info-1080x1920.jpg'), infoJpeg);
    const withInfo = await sharp(infoJpeg).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [
      ...withInfo.data.subarray((y * 1080 + x) * 3, (y * 1080 + x) * 3 + 3),
    ];
    // Inside the box's corner (2 % of the short side in): dark, where the background was orange.
    expect(Math.max(...at(26, 1892))).toBeLessThan(80);
    expect(at(1077, 1917)[0]).toBeGreaterThan(240); // the other corners keep the background
    const want = [1, 3, 5].map((i) => parseInt(coloured.slice(i, i + 2), 16));
    let swatched = 0;
    for (let y = 1700; y < 1900; y++)
      for (let x = 22; x < 500; x++) if (at(x, y).every((v, i) => Math.abs(v - want[i]!) <= 8)) swatched++;
    expect(swatched, `pixels of ${coloured} in the box`).toBeGreaterThan(200);
    await click('switch', 'Kit info');

    // Image (custom): the player's own picture, read in the page and never sent anywhere.
    const own = path.join(downloads, 'own.png');
    await sharp({ create: { width: 64, height: 64, channels: 3, background: '#20c040' } })
      .png()
      .toFile(own);
    const sent: string[] = [];
    const onRequest = (request: { method(): string; url(): string }) => {
      if (request.method() !== 'GET') sent.push(`${request.method()} ${request.url()}`);
    };
    page.on('request', onRequest);
    await choose('Background mode', 'image_custom');
    const input = (await page.waitForSelector('input[type="file"]')) as ElementHandle<HTMLInputElement>;
    await input.uploadFile(own);
    // The page reads the file when it decodes it: remove it only once the picture is in.
    await page.waitForSelector('::-p-text(Your image stays on this device)');
    await rm(own);
    await click('button', 'Download image');
    const custom = await sharp(await download('.jpg'))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const [cr, cg, cb] = [...custom.data.subarray(0, 3)];
    expect([Math.abs(cr! - 0x20), Math.abs(cg! - 0xc0), Math.abs(cb! - 0x40)].every((d) => d <= 6)).toBe(
      true,
    );
    page.off('request', onRequest);
    expect(sent).toEqual([]);

    await choose('Background mode', 'plain');
    await click('tab', 'GIF');
    await choose('GIF resolution', '256');
    await choose('Frames', '1'); // the second count: 8
    await click('button', 'Download GIF');
    const gif = await download('.gif');
    // Played as a browser does: frames after the first only hold what changed (disposal 1).
    const { frames, screens } = playGif(new Uint8Array(gif));
    expect(frames).toHaveLength(8);
    for (const frame of frames) expect([frame.dims.width, frame.dims.height]).toEqual([256, 256]);
    for (let i = 0; i < screens.length; i++) {
      const a = screens[i]!;
      const b = screens[(i + 1) % screens.length]!;
      let differing = 0;
      for (let p = 0; p < a.length; p += 4) if (Math.abs(a[p]! - b[p]!) > 24) differing++;
      expect(differing, `frame ${i} vs ${(i + 1) % screens.length}`).toBeGreaterThan(200);
    }
    // The background colour is in every frame's corner.
    expect(Math.abs(screens[3]![0]! - 0xff)).toBeLessThanOrEqual(12);
    await page.keyboard.press('Escape');
    await page.waitForFunction('!document.querySelector("[role=dialog]")');
  });

  it('cancelling a GIF midway stops it and gives back rotation, mannequin and free view', async () => {
    await page.evaluate(() => {
      const v = window.kitsmithViewer!;
      v.setCamera('rotate');
      v.setFlag('mannequin', true);
      v.setFreeView(true);
    });
    const before = await viewerSnapshot(page);
    const pick = (s: typeof before) => ({
      cameraView: (s.state as unknown as { cameraView: string }).cameraView,
      rotationStopped: s.state.rotationStopped,
      freeView: s.state.freeView,
      mannequin: s.state.display.settings.mannequin,
      skin: s.meshes.filter((m) => m.name === 'skin').map((m) => m.visible),
    });
    await click('button', 'Save preview');
    await click('tab', 'GIF');
    await choose('Frames', '5'); // 128 frames: long enough to cancel midway
    await click('button', 'Download GIF');
    await page.waitForSelector('::-p-text(Adding images)');
    await click('button', 'Cancel');
    await page.waitForFunction('!document.querySelector("[role=dialog]")');
    const after = await viewerSnapshot(page);
    expect(after.state.screenshotMode).toBe(false);
    expect(pick(after)).toEqual(pick(before));
    expect(pick(after).skin.every(Boolean)).toBe(true);
    // No GIF arrives after a cancel.
    await new Promise((r) => setTimeout(r, 1500));
    expect((await readdir(downloads)).filter((f) => f.endsWith('.gif'))).toEqual([]);
    expect(errors()).toEqual([]);
  });

  it('a failed GIF toasts the error and gives the view back', async () => {
    await click('button', 'Save preview');
    await click('tab', 'GIF');
    await choose('Frames', '0');
    // The browser refuses workers (a locked-down page, say): the encoder cannot start.
    await page.evaluate(() => {
      window.Worker = class {
        constructor() {
          throw new Error('workers are blocked');
        }
      } as unknown as typeof Worker;
    });
    await click('button', 'Download GIF');
    await page.waitForSelector('::-p-text(An error occured: workers are blocked)');
    await page.waitForFunction('!document.querySelector("[role=dialog]")');
    const after = await viewerSnapshot(page);
    expect(after.state.screenshotMode).toBe(false);
    expect(after.meshes.filter((m) => m.name === 'skin').every((m) => m.visible)).toBe(true);
  });

  it('drag moves the kit and snaps near the centre with the guides lit, the wheel zooms, Reset position', async () => {
    await click('button', 'Save preview');
    await click('tab', 'Image');
    await choose('Resolution', '2000x2000');
    const canvas = (await page.waitForSelector('canvas[data-drawn="true"]'))!;
    const box = (await canvas.boundingBox())!;
    const stored = () =>
      page.evaluate(() => JSON.parse(localStorage.getItem('screenshot-settings')!) as Record<string, number>);
    const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    await page.mouse.move(cx + 12, cy + 80, { steps: 3 });
    // 12 px is within the snap distance: x stays 0 and the vertical guide is lit; y moved.
    expect(await page.$('.preview-guide-v')).not.toBeNull();
    expect(await page.$('.preview-guide-h')).toBeNull();
    await page.mouse.up();
    let s = await stored();
    expect(s.offset).toBe(0);
    expect(s.offsetY).toBeCloseTo(80 / box.width, 2);
    await page.mouse.wheel({ deltaY: -200 });
    await page.waitForFunction(() => JSON.parse(localStorage.getItem('screenshot-settings')!).zoom > 1.2);
    await page.mouse.wheel({ deltaY: 5000 });
    await page.waitForFunction(() => JSON.parse(localStorage.getItem('screenshot-settings')!).zoom === 1);
    await click('button', 'Reset position');
    s = await stored();
    expect([s.offset, s.offsetY, s.zoom]).toEqual([0, 0, 1]);
    await page.keyboard.press('Escape');
    await page.waitForFunction('!document.querySelector("[role=dialog]")');
  });
});
