// Exports an 8-frame 512 px GIF through the dialog and writes each frame as a PNG to look at.
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decompressFrames, parseGIF } from 'gifuct-js';
import sharp from 'sharp';
import { allowDownloads, launchGpuBrowser, serveBuiltApp } from '../harness.ts';
import { openViewer } from '../scene/viewer-session.ts';
const tag = process.argv[2] ?? 'x';
const gpu = await launchGpuBrowser();
const app = await serveBuiltApp();
const dl = await mkdtemp(path.join(tmpdir(), 'gif4-'));
try {
  const { page } = await openViewer(gpu, app.url, 'eafc', 'effects=0&scale=0.25');
  await page.setViewport({ width: 1280, height: 900 });
  await allowDownloads(gpu, dl);
  const aria = (r: string, n: string) => `::-p-aria([name="${n}"][role="${r}"])`;
  await (await page.waitForSelector(aria('button', 'Save preview')))!.click();
  await (await page.waitForSelector(aria('tab', 'GIF')))!.click();
  await (await page.waitForSelector(aria('combobox', 'Frames')))!.select('1');
  await (await page.waitForSelector(aria('combobox', 'GIF resolution')))!.select('512');
  await (await page.waitForSelector(aria('button', 'Download GIF')))!.click();
  let name: string | undefined;
  while (!(name = (await readdir(dl)).find((f) => f.endsWith('.gif')))) await new Promise((r) => setTimeout(r, 200));
  const bytes = await readFile(path.join(dl, name));
  const frames = decompressFrames(parseGIF(new Uint8Array(bytes).buffer), true);
  const screen = new Uint8Array(512 * 512 * 4);
  for (const [i, f] of frames.entries()) {
    for (let p = 0; p < f.patch.length; p += 4) if (f.patch[p + 3]) screen.set(f.patch.subarray(p, p + 4), p);
    await sharp(Buffer.from(screen), { raw: { width: 512, height: 512, channels: 4 } }).png().toFile(`/tmp/gif-4-shots/${tag}-${i}.png`);
  }
  console.log('bytes', bytes.length, 'frames', frames.length);
} finally { await gpu.close(); await app.close(); }
