/**
 * /tools/minikit-generator/ (document 2 §2 "Links out", issue 29) as an FM player uses it:
 * reached from the FM site's How-to link (and from no other game); two saved FM kits (red, blue)
 * ticked by name and one FM26 3D texture uploaded (green front) become 414x414 2D kits in one
 * ZIP, read with jszip: their names, their size and each kit's own colour at the shirt's centre;
 * the minikit style (document 2 §9 `minikitStyle`) changes the pictures; a file that is not a PNG
 * and one of the wrong size are refused with their reason; the page switches language in place;
 * both themes pass the contrast rule.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ElementHandle } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowDownloads, screenshotPath } from '../harness.ts';
import { openEditorPage, type EditorPage } from '../editor/editor-page.ts';
import { decodePng, openZip, pixel, type DecodedPng } from '../downloads/archive.ts';
import { contrastFailures, followToNewTab, switchTheme } from './companion.ts';

const LINK = 'FM minikit generator';
const TITLE = 'FM minikit generator';
const SAVED = [
  { name: 'Red Home', colour: [255, 0, 0] },
  { name: 'Blue Away', colour: [0, 0, 255] },
] as const;
let world: EditorPage;
let folder: string;
let downloads: string;
beforeAll(async () => {
  world = await openEditorPage();
  folder = await mkdtemp(path.join(tmpdir(), 'kitsmith-minikit-'));
  downloads = path.join(folder, 'downloads');
  await mkdir(downloads);
  await allowDownloads(world.gpu, downloads);
});
afterAll(async () => {
  await world?.close();
  await rm(folder, { recursive: true, force: true });
});

const hex = (rgb: readonly number[]) => `#${rgb.map((v) => v.toString(16).padStart(2, '0')).join('')}`;

/** An FM26 texture of `size`: grey, FM26's front body (with its hem) in `front`, sleeves yellow. */
async function texture(name: string, front: string, size = 1024): Promise<string> {
  const base64 = await world.page.evaluate(
    async (front, size) => {
      const canvas = new OffscreenCanvas(size, size);
      const g = canvas.getContext('2d')!;
      g.fillStyle = '#808080';
      g.fillRect(0, 0, size, size);
      g.fillStyle = front;
      g.fillRect(357, 598, 311, 420);
      g.fillStyle = '#ffff00';
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

/** Saves an FM kit named `name` from the editor, its whole canvas one plain colour. */
async function saveFmKit(name: string, colour: string): Promise<void> {
  const { page, user } = world;
  await user.open(`${world.server.url}/fm/?scale=0.25`);
  await page.evaluate(async (colour) => {
    const kit = JSON.parse(window.kitsmith!.getKit()) as Record<string, unknown>;
    kit.shirt = [{ n: 'base', uuid: 'minikit-base', type: 'base', c: [colour] }];
    kit.logos = [];
    await window.kitsmith!.loadKit(kit);
  }, colour);
  await user.waitIdle();
  await user.clickTab('Settings');
  await user.typeInto('textbox', 'Name', name);
  await user.saveNewKit();
  await user.get('button', 'Save changes');
}

/** Generates with the page's button, and returns the one ZIP it downloaded, opened. */
async function generate(count: number) {
  for (const file of await readdir(downloads)) await rm(path.join(downloads, file));
  await world.user.clickButton(`Generate minikits (${count})`);
  await world.page.waitForSelector(`::-p-text(kitsmith_fm_minikits.zip downloaded: ${count} minikits.)`, {
    timeout: 240_000,
  });
  for (let i = 0; i < 600; i++) {
    const done = (await readdir(downloads)).filter((f) => !f.endsWith('.crdownload'));
    if (done.length > 0) {
      expect(done).toEqual(['kitsmith_fm_minikits.zip']);
      const zip = await openZip(new Uint8Array(await readFile(path.join(downloads, done[0]!))));
      const pngs = new Map<string, DecodedPng>();
      for (const name of zip.names) pngs.set(name, await decodePng(await zip.file(name)));
      return pngs;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no download');
}

const near = (rgba: readonly number[], rgb: readonly number[]) =>
  Math.abs(rgba[0]! - rgb[0]!) + Math.abs(rgba[1]! - rgb[1]!) + Math.abs(rgba[2]! - rgb[2]!) < 12 &&
  rgba[3] === 255;

/** How many opaque pixels are `rgb`, and the opaque pixels' bounding box [x0, y0, x1, y1]. */
function survey(png: DecodedPng, rgb: readonly number[]) {
  let count = 0;
  const box = [png.width, png.height, 0, 0];
  for (let y = 0; y < png.height; y++)
    for (let x = 0; x < png.width; x++) {
      const p = pixel(png, x, y);
      if (p[3] === 0) continue;
      if (near(p, rgb)) count++;
      box[0] = Math.min(box[0]!, x);
      box[1] = Math.min(box[1]!, y);
      box[2] = Math.max(box[2]!, x + 1);
      box[3] = Math.max(box[3]!, y + 1);
    }
  return { count, box };
}

async function fileField(): Promise<ElementHandle<HTMLInputElement>> {
  // The file field inside its section, found by role and name (Chromium gives file inputs no
  // stable role of their own).
  const region = await world.user.get('region', 'FM26 3D kit textures');
  return (await region.$('input[type=file]')) as ElementHandle<HTMLInputElement>;
}

describe('minikit generator', { timeout: 600_000 }, () => {
  it('is linked from the FM How-to panel in a new tab, and from no other game', async () => {
    const { user } = world;
    await user.open(`${world.server.url}/fm/?scale=0.25`);
    await user.clickTab('How to');
    const link = await user.get('link', LINK);
    expect(await link.evaluate((a) => [a.getAttribute('href'), a.getAttribute('target')])).toEqual([
      '/tools/minikit-generator/',
      '_blank',
    ]);
    const tab = await followToNewTab(world, link, (t) =>
      t.waitForSelector(`::-p-role([name="${TITLE}"][role="heading"])`, { timeout: 60_000 }),
    );
    expect(new URL(tab.url()).pathname).toBe('/tools/minikit-generator/');
    expect(await tab.title()).toBe('FM minikit generator · Kitsmith');
    await tab.close();
    // The editor's tab in front again: a page in the background gets no animation frames, and
    // Puppeteer's waits poll on them.
    await world.page.bringToFront();
    for (const game of ['eafc', 'basketball']) {
      await user.open(`${world.server.url}/${game}/?scale=0.25`);
      await user.clickTab('How to');
      await user.get('link', 'Questions players ask (FAQ)'); // the panel's links are there
      expect(await user.find('link', LINK), game).toBeNull();
    }
  });

  it('draws ticked saved kits and an uploaded texture as 414x414 2D kits in one ZIP', async () => {
    const { page, user } = world;
    await user.open(`${world.server.url}/fm/?scale=0.25`);
    await user.register('minikiter', 'minikiter@example.com');
    for (const kit of SAVED) await saveFmKit(kit.name, hex(kit.colour));

    await page.goto(`${world.server.url}/tools/minikit-generator/`, { waitUntil: 'load' });
    await user.get('heading', TITLE);
    const input = await fileField();
    const notPng = path.join(folder, 'notes.png');
    await writeFile(notPng, 'not an image');
    const small = await texture('small.png', '#ff0000', 512);
    await input.uploadFile(notPng, small);
    await page.waitForSelector('::-p-text(notes.png is not a PNG file.)');
    await page.waitForSelector('::-p-text(small.png is 512x512: an FM26 3D kit texture is 1024x1024.)');
    expect(await user.isDisabled('button', 'Generate minikits (0)')).toBe(true);

    for (const kit of SAVED) await (await user.get('checkbox', kit.name)).click();
    await input.uploadFile(await texture('away_green.png', '#00ff00'));
    await user.get('button', 'Remove away_green.png');
    expect(
      await (await user.get('combobox', 'Minikit style')).evaluate((s) => (s as HTMLSelectElement).value),
    ).toBe('shirt');
    // Before any download, the page shows the 2D kit each choice will become: its centre in the
    // kit's colour, as in the ZIP below.
    await user.get('heading', 'What you will get');
    for (const [name, colour] of [
      ...SAVED.map((k) => [k.name, k.colour] as const),
      ['away_green.png', [0, 255, 0]] as const,
    ]) {
      const image = await user.get('image', `Minikit of ${name}`);
      await page.waitForFunction((img) => (img as HTMLImageElement).complete, {}, image);
      const centre = await image.evaluate(async (img) => {
        const bitmap = await createImageBitmap(img as HTMLImageElement);
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const g = canvas.getContext('2d')!;
        g.drawImage(bitmap, 0, 0);
        return [bitmap.width, [...g.getImageData(207, 207, 1, 1).data]] as const;
      });
      expect(centre[0], name).toBe(414);
      expect(centre[1], name).toSatisfy((p: number[]) => near(p, colour));
    }
    await page.screenshot({ path: screenshotPath('minikit-ready-dark-1280x720.png'), fullPage: true });

    const shirts = await generate(3);
    expect([...shirts.keys()].sort()).toEqual(['away_green.png', 'blue_away.png', 'red_home.png']);
    const colours = {
      'red_home.png': [255, 0, 0],
      'blue_away.png': [0, 0, 255],
      'away_green.png': [0, 255, 0],
    };
    for (const [name, colour] of Object.entries(colours)) {
      const png = shirts.get(name)!;
      expect([png.width, png.height], name).toEqual([414, 414]);
      // The shirt's centre is its front body, in that kit's colour; the corner is transparent.
      expect(pixel(png, 207, 207), name).toSatisfy((p: number[]) => near(p, colour));
      expect(pixel(png, 2, 2)[3], name).toBe(0);
      // No other kit's colour leaks in.
      for (const [other, otherColour] of Object.entries(colours))
        if (other !== name) expect(survey(png, otherColour).count, `${other} in ${name}`).toBe(0);
    }

    // The whole kit instead of the shirt: other pictures, the kit standing taller than the shirt.
    await page.select('::-p-role([name="Minikit style"][role="combobox"])', 'kit');
    const kits = await generate(3);
    expect([...kits.keys()].sort()).toEqual([...shirts.keys()].sort());
    for (const [name, colour] of Object.entries(colours)) {
      const png = kits.get(name)!;
      expect([png.width, png.height], name).toEqual([414, 414]);
      const shirt = survey(shirts.get(name)!, colour);
      const kit = survey(png, colour);
      expect(kit.count, name).toBeGreaterThan(0);
      const tall = ({ box }: { box: number[] }) => (box[3]! - box[1]!) / (box[2]! - box[0]!);
      expect(tall(kit), name).toBeGreaterThan(tall(shirt) * 1.2);
    }
    // The setting is the player's preference: it is there on the next visit.
    await page.reload({ waitUntil: 'load' });
    expect(
      await (await user.get('combobox', 'Minikit style')).evaluate((s) => (s as HTMLSelectElement).value),
    ).toBe('kit');
    expect(world.errors).toEqual([]);
  });

  it('switches language in place, right to left in Hebrew', async () => {
    const { page, user } = world;
    await page.goto(`${world.server.url}/tools/minikit-generator/`, { waitUntil: 'load' });
    await user.get('checkbox', 'Red Home');
    await (await user.get('combobox', 'Language')).select('de');
    await user.get('heading', 'FM-Minikit-Generator');
    expect(await page.title()).toBe('FM-Minikit-Generator · Kitsmith');
    await user.get('region', 'Deine gespeicherten FM-Trikots');
    await user.get('region', 'FM26-3D-Trikottexturen');
    await user.get('combobox', 'Minikit-Stil');
    await user.get('button', 'Minikits erzeugen (0)');
    await (await user.get('combobox', 'Sprache')).select('he');
    await user.get('heading', 'מחולל מיניקיטים ל-FM');
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.screenshot({ path: screenshotPath('minikit-he-dark-1280x720.png') });
    await (await user.get('combobox', 'שפה')).select('en');
    await user.get('heading', TITLE);
  });

  it('passes the contrast rule in both themes', async () => {
    const { page, user } = world;
    for (const theme of ['light', 'dark'] as const) {
      await switchTheme(page, theme);
      await user.get('heading', TITLE);
      await user.get('checkbox', 'Red Home');
      expect(await contrastFailures(page), theme).toEqual([]);
      await page.screenshot({ path: screenshotPath(`minikit-${theme}-1280x720.png`), fullPage: true });
    }
  });
});
