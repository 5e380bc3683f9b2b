/**
 * /tools/minikit-generator/ (document 2 §2, issue 29) as an FM player uses it: reached from the FM
 * site's How-to link (and from no other game), two FM26 3D textures made here (front body red in
 * one, green in the other) turned into 414x414 2D kits in one ZIP, read with fflate: their names,
 * their size and the front's colour at the shirt's centre; a file that is not a PNG and one of
 * the wrong size are refused with their reason, and nothing is downloaded for them.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowDownloads } from '../harness.ts';
import { openEditorPage, type EditorPage } from '../editor/editor-page.ts';
import { decodePng, pixel } from '../downloads/archive.ts';
import { contrastFailures, followToNewTab, switchTheme } from './companion.ts';

const LINK = 'FM minikit generator';
const SHOTS = '/tmp/site-4-shots';
let world: EditorPage;
let folder: string;
let downloads: string;
beforeAll(async () => {
  world = await openEditorPage();
  folder = await mkdtemp(path.join(tmpdir(), 'kitsmith-minikit-'));
  downloads = path.join(folder, 'downloads');
  await mkdir(downloads);
  await mkdir(SHOTS, { recursive: true });
  await allowDownloads(world.gpu, downloads);
});
afterAll(async () => {
  await world?.close();
  await rm(folder, { recursive: true, force: true });
});

/** An FM26 texture of `size`: grey, FM26's front body (with its hem) in `front`, sleeves blue. */
async function texture(name: string, front: string, size = 1024): Promise<string> {
  const base64 = await world.page.evaluate(
    async (front, size) => {
      const canvas = new OffscreenCanvas(size, size);
      const g = canvas.getContext('2d')!;
      g.fillStyle = '#808080';
      g.fillRect(0, 0, size, size);
      g.fillStyle = front;
      g.fillRect(357, 598, 311, 420);
      g.fillStyle = '#0000ff';
      g.fillRect(0, 0, 357, 326);
      g.fillRect(668, 0, 356, 326);
      const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
      let text = '';
      for (const byte of bytes) text += String.fromCharCode(byte);
      return btoa(text);
    },
    front,
    size,
  );
  const file = path.join(folder, name);
  await writeFile(file, Buffer.from(base64, 'base64'));
  return file;
}

async function waitForDownload(): Promise<string> {
  for (let i = 0; i < 600; i++) {
    const done = (await readdir(downloads)).filter((f) => !f.endsWith('.crdownload'));
    if (done.length > 0) return path.join(downloads, done[0]!);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no download');
}

describe('minikit generator', { timeout: 300_000 }, () => {
  it('is linked from the FM How-to panel in a new tab, and from no other game', async () => {
    const { user } = world;
    await user.open(`${world.server.url}/fm/?scale=0.25`);
    await user.clickTab('How to');
    const link = await user.get('link', LINK);
    expect(await link.evaluate((a) => a.getAttribute('target'))).toBe('_blank');
    const tab = await followToNewTab(world, link, (t) =>
      t.waitForSelector('::-p-aria([name="Add textures"])', { timeout: 60_000 }),
    );
    expect(new URL(tab.url()).pathname).toBe('/tools/minikit-generator/');
    expect(await tab.title()).toBe('FM minikit generator · Kitsmith');
    await tab.close();
    await user.open(`${world.server.url}/eafc/?scale=0.25`);
    await user.clickTab('How to');
    await user.get('link', 'Questions players ask (FAQ)');
    expect(await user.find('link', LINK)).toBeNull();
  });

  it('draws two uploaded textures as 414x414 2D kits in one ZIP, and refuses bad files by name', async () => {
    const { page, user } = world;
    await page.goto(`${world.server.url}/tools/minikit-generator/`, { waitUntil: 'load' });
    // The file field, found by its accessible name (Chromium gives file inputs no stable role).
    const region = await page.waitForSelector('::-p-aria([name="FM26 3D kit textures"][role="region"])', {
      timeout: 120_000,
    });
    const input = (await region!.$('input[type=file]')) as unknown as {
      uploadFile(...files: string[]): Promise<void>;
    };
    const notPng = path.join(folder, 'notes.png');
    await writeFile(notPng, 'not an image');
    const small = await texture('small.png', '#ff0000', 512);
    await input.uploadFile(notPng, small);
    await page.waitForSelector('::-p-text(notes.png is not a PNG file.)');
    await page.waitForSelector('::-p-text(small.png is 512x512: an FM26 3D kit texture is 1024x1024.)');
    expect(
      await (
        await user.get('button', 'Generate minikits (0)')
      ).evaluate((b) => (b as HTMLButtonElement).disabled),
    ).toBe(true);

    const red = await texture('Home Red.png', '#ff0000');
    const green = await texture('away_green.png', '#00ff00');
    await input.uploadFile(red, green);
    await user.get('button', 'Remove Home Red.png');
    await page.screenshot({ path: `${SHOTS}/minikit-dark-1280x720.png` });
    await user.clickButton('Generate minikits (2)');
    await page.waitForSelector('::-p-text(kitsmith_fm_minikits.zip downloaded: 2 minikits.)', {
      timeout: 240_000,
    });
    const zip = unzipSync(new Uint8Array(await readFile(await waitForDownload())));
    expect(Object.keys(zip).sort()).toEqual(['away_green.png', 'home_red.png']);
    for (const [name, colour] of [
      ['home_red.png', [255, 0, 0]],
      ['away_green.png', [0, 255, 0]],
    ] as const) {
      const png = await decodePng(zip[name]!);
      expect([png.width, png.height], name).toEqual([414, 414]);
      // The shirt's centre is its front body, in the texture's colour; the corner is transparent.
      const [r, g, b, a] = pixel(png, 207, 207);
      expect(Math.abs(r - colour[0]) + Math.abs(g - colour[1]) + Math.abs(b - colour[2]), name).toBeLessThan(
        12,
      );
      expect(a).toBe(255);
      expect(pixel(png, 2, 2)[3]).toBe(0);
    }
    expect(world.errors).toEqual([]);
  });

  it('passes the contrast rule in both themes', async () => {
    const { page } = world;
    for (const theme of ['light', 'dark'] as const) {
      await switchTheme(page, theme);
      await world.user.get('heading', 'FM minikit generator');
      expect(await contrastFailures(page), theme).toEqual([]);
      if (theme === 'light') await page.screenshot({ path: `${SHOTS}/minikit-light-1280x720.png` });
    }
  });
});
