/**
 * Screenshots of the Save preview dialog and what it exports, for docs/screenshots:
 * preview-dialog-image.png, preview-dialog-gif.png (while the GIF renders), preview-export.png
 * (the 2000x2000 JPEG, shown at 1000 px) and preview-gif-frame0.png (the GIF's first frame).
 * Run: npx vite build && npx tsx tests/browser/preview/shoot.ts
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decompressFrames, parseGIF } from 'gifuct-js';
import sharp from 'sharp';
import { launchGpuBrowser, ROOT, serveBuiltApp } from '../harness.ts';
import { openViewer } from '../scene/viewer-session.ts';

const OUT = path.join(ROOT, 'docs/screenshots');
const KIT = {
  version: 1,
  game: 'eafc',
  shirt: [
    { n: 'base', type: 'base', c: ['#0b3d91'] },
    {
      n: 'design',
      type: 'stripes',
      c: ['#f2c200'],
      width: 70,
      distance: 120,
      count: 3,
      mode: 1,
      display: { front: true, back: true, sleeves: false, sleeves_short: false },
    },
  ],
  shorts: [{ n: 'base', type: 'base', c: ['#f4f4f4'] }],
  socks: [{ n: 'base', type: 'base', c: ['#0b3d91'] }],
  logos: [],
};

const aria = (role: string, name: string) => `::-p-role([name="${name}"][role="${role}"])`;

const gpu = await launchGpuBrowser({ windowSize: '1280,900' });
const app = await serveBuiltApp();
const downloads = await mkdtemp(path.join(tmpdir(), 'kitsmith-shoot-'));
try {
  const { page } = await openViewer(gpu, app.url, 'eafc', 'effects=0');
  await page.setViewport({ width: 1280, height: 900 });
  const cdp = await page.createCDPSession();
  await cdp.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: downloads });
  await page.evaluate((kit) => window.kitsmith!.loadKit(kit as never), KIT);
  await page.evaluate(async () => {
    await new Promise((r) => setTimeout(r, 500));
  });
  const click = async (role: string, name: string) => (await page.waitForSelector(aria(role, name)))!.click();
  const choose = async (name: string, value: string) =>
    (await page.waitForSelector(aria('combobox', name)))!.select(value);
  const file = async (suffix: string) => {
    for (;;) {
      const name = (await readdir(downloads)).find((f) => f.endsWith(suffix));
      if (name) return readFile(path.join(downloads, name));
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  await click('button', 'Save preview');
  await click('tab', 'Image');
  await choose('Background mode', 'image');
  await click('button', 'Stadium');
  await choose('Resolution', '2000x2000');
  // Zoom in a little with the wheel (1.3x) and lift the kit, as a player framing it would.
  const canvas = (await page.waitForSelector('canvas[data-drawn="true"]'))!;
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel({ deltaY: -175 });
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 - 40, { steps: 4 });
  await page.mouse.up();
  await new Promise((r) => setTimeout(r, 4000));
  await page.screenshot({ path: path.join(OUT, 'preview-dialog-image.png') });
  await click('button', 'Download image');
  const jpeg = await file('.jpg');
  await sharp(jpeg).resize(1000, 1000).png().toFile(path.join(OUT, 'preview-export.png'));

  await click('tab', 'GIF');
  await choose('GIF resolution', '512');
  await choose('Frames', '3'); // 32 frames
  await new Promise((r) => setTimeout(r, 3000));
  await click('button', 'Download GIF');
  await page.waitForSelector('::-p-text(Adding images)');
  await new Promise((r) => setTimeout(r, 1500));
  await page.screenshot({ path: path.join(OUT, 'preview-dialog-gif.png') });
  const gif = await file('.gif');
  const [first] = decompressFrames(parseGIF(new Uint8Array(gif).buffer), true);
  await sharp(Buffer.from(first!.patch), {
    raw: { width: first!.dims.width, height: first!.dims.height, channels: 4 },
  })
    .png()
    .toFile(path.join(OUT, 'preview-gif-frame0.png'));
  console.log('shots written to', OUT);
} finally {
  await gpu.close();
  await app.close();
  await rm(downloads, { recursive: true, force: true });
}
