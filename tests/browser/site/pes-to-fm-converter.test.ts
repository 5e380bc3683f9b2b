/**
 * /tools/pes-to-fm-converter/ (document 2 §2 "Links out", document 1 §2 "UV transfer tool", issue
 * 29) as an FM player uses it: reached from the FM site's How-to link (and not from PES); a file
 * that is not a PNG and a PNG of the wrong size are refused with their reason, in the player's
 * language, and nothing is downloaded; a stand-in PES texture, one colour per region of
 * Kitsmith's PES layout, shows on FM's 3D kit and downloads as an FM26 pack (read with jszip)
 * whose 3D texture has each region's colour at FM26's landmark of that region (the FM download
 * tests' own checks) and whose 2D kit shows the front; both themes pass the contrast rule.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ElementHandle } from 'puppeteer-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowDownloads, screenshotPath } from '../harness.ts';
import { openEditorPage, type EditorPage } from '../editor/editor-page.ts';
import { decodePng, hueOf, openZip, pixel } from '../downloads/archive.ts';
import { checkFmZip, huesAround } from '../downloads/checks.ts';
import { contrastFailures, followToNewTab, switchTheme } from './companion.ts';

const TITLE = 'PES to FM kit converter';
const PAGE = '/tools/pes-to-fm-converter/';
/** The PES body panel's outline at x0 (src/games/pes/layout.ts): neckline and shoulders cut. */
const body = (x0: number) =>
  [
    [0, 160],
    [132, 72],
    [264, 30],
    [384, 90],
    [504, 30],
    [636, 72],
    [768, 160],
    [768, 1024],
    [0, 1024],
  ].map(([x, y]) => [x! + x0, y!]);
/**
 * Kitsmith's PES layout (src/games/pes/layout.ts), written out here so a moved region fails the
 * test: x, y, w, h in the 2048 texture and the colour the stand-in paints it, in the hues of the
 * FM download tests' region kit (front red, back blue, sleeves magenta, shorts green, socks
 * yellow) plus the collar strip in cyan. The body panels are painted inside their outline only,
 * black around it, as the PES download writes them: FM26 paints its body rectangles whole, so
 * its shoulders must take the design below the outline, not the black beside it.
 */
const PES_REGIONS = [
  { rect: [0, 0, 768, 1024], colour: '#ff0000', outline: body(0) }, // front
  { rect: [768, 0, 768, 1024], colour: '#0000ff', outline: body(768) }, // back
  { rect: [0, 1024, 720, 432], colour: '#ff00ff' }, // sleeve_left
  { rect: [768, 1024, 720, 432], colour: '#ff00ff' }, // sleeve_right
  { rect: [0, 1472, 1536, 96], colour: '#00ffff' }, // collar
  { rect: [1536, 0, 512, 1024], colour: '#00ff00' }, // shorts_front, shorts_back
  { rect: [1536, 1024, 512, 256], colour: '#ffff00' }, // sock
] as const;

let world: EditorPage;
let folder: string;
let downloads: string;
beforeAll(async () => {
  world = await openEditorPage();
  folder = await mkdtemp(path.join(tmpdir(), 'kitsmith-pes-to-fm-'));
  downloads = path.join(folder, 'downloads');
  await mkdir(downloads);
  await allowDownloads(world.gpu, downloads);
});
afterAll(async () => {
  await world?.close();
  await rm(folder, { recursive: true, force: true });
});

/** A PNG drawn in the page: black, each region of `regions` in its colour. */
async function png(name: string, size: number, regions: typeof PES_REGIONS | readonly [] = PES_REGIONS) {
  const base64 = await world.page.evaluate(
    async (size, regions) => {
      const canvas = new OffscreenCanvas(size, size);
      const g = canvas.getContext('2d')!;
      g.fillStyle = '#000000';
      g.fillRect(0, 0, size, size);
      for (const { rect, colour, outline } of regions) {
        g.fillStyle = colour;
        if (!outline) g.fillRect(rect[0]!, rect[1]!, rect[2]!, rect[3]!);
        else {
          g.beginPath();
          for (const [x, y] of outline) g.lineTo(x!, y!);
          g.fill();
        }
      }
      const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
      let text = '';
      for (const byte of bytes) text += String.fromCharCode(byte);
      return btoa(text);
    },
    size,
    regions as unknown as { rect: number[]; colour: string; outline?: number[][] }[],
  );
  const file = path.join(folder, name);
  await writeFile(file, Buffer.from(base64, 'base64'));
  return file;
}

async function fileField(section = 'PES kit texture'): Promise<ElementHandle<HTMLInputElement>> {
  // The file field inside its section, found by role and name (Chromium gives file inputs no
  // stable role of their own).
  const region = await world.user.get('region', section);
  return (await region.$('input[type=file]')) as ElementHandle<HTMLInputElement>;
}

/** The hues of the 3D view as the player sees it: share of its pixels per hue. */
async function previewHues(name: string): Promise<Map<string, number>> {
  const view = await world.user.get('image', `${name} on FM's 3D kit`);
  // The scene renders on demand once its textures are bound: wait for a frame with the kit.
  const shot = async () => {
    const { data, info } = await sharp(Buffer.from(await view.screenshot()))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const counts = new Map<string, number>();
    for (let i = 0; i < data.length; i += 4) {
      const hue = hueOf([data[i]!, data[i + 1]!, data[i + 2]!]);
      counts.set(hue, (counts.get(hue) ?? 0) + 1 / (info.width * info.height));
    }
    return counts;
  };
  for (let i = 0; i < 100; i++) {
    const counts = await shot();
    if ((counts.get('red') ?? 0) + (counts.get('blue') ?? 0) > 0.02) return counts;
    await world.page.evaluate(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
    );
  }
  return shot();
}

/** The downloads folder's finished files, waited for when `expected` names one. */
async function downloaded(expected?: string): Promise<string[]> {
  for (let i = 0; i < 600; i++) {
    const files = await readdir(downloads);
    if (!expected || (files.includes(expected) && !files.some((f) => f.endsWith('.crdownload'))))
      return files;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${expected} was not downloaded`);
}

describe('PES to FM converter', { timeout: 600_000 }, () => {
  it('is linked from the FM How-to panel in a new tab, not from PES', async () => {
    const { user } = world;
    await user.open(`${world.server.url}/fm/?scale=0.25`);
    await user.clickTab('How to');
    const link = await user.get('link', TITLE);
    expect(await link.evaluate((a) => [a.getAttribute('href'), a.getAttribute('target')])).toEqual([
      PAGE,
      '_blank',
    ]);
    const tab = await followToNewTab(world, link, (t) =>
      t.waitForSelector(`::-p-role([name="${TITLE}"][role="heading"])`, { timeout: 60_000 }),
    );
    expect(new URL(tab.url()).pathname).toBe(PAGE);
    expect(await tab.title()).toBe(`${TITLE} · Kitsmith`);
    await tab.close();
    // The editor's tab in front again: a page in the background gets no animation frames.
    await world.page.bringToFront();
    await user.open(`${world.server.url}/pes/?scale=0.25`);
    await user.clickTab('How to');
    await user.get('heading', 'Steps'); // the panel is there
    expect(await user.find('link', TITLE)).toBeNull();
  });

  it('refuses a wrong file, then turns a PES texture into an FM26 pack region by region', async () => {
    const { page, user } = world;
    await page.goto(`${world.server.url}${PAGE}`, { waitUntil: 'load' });
    await user.get('heading', TITLE);
    const notPng = path.join(folder, 'notes.png');
    await writeFile(notPng, 'not an image');
    await (await fileField()).uploadFile(notPng);
    await page.waitForSelector('::-p-text(notes.png is not a PNG file.)');
    await (await fileField()).uploadFile(await png('fm_sized.png', 1024, []));
    await page.waitForSelector('::-p-text(fm_sized.png is 1024x1024: a PES kit texture is 2048x2048.)');
    await page.waitForSelector("::-p-text(Choose a PES texture to see it on FM's kit.)");
    // In the player's language, switched in place.
    await (await user.get('combobox', 'Language')).select('de');
    await user.get('heading', 'PES-zu-FM-Trikotkonverter');
    await (await fileField('PES-Trikottextur')).uploadFile(path.join(folder, 'fm_sized.png'));
    await page.waitForSelector('::-p-text(fm_sized.png ist 1024x1024: Eine PES-Trikottextur ist 2048x2048.)');
    await (await user.get('combobox', 'Sprache')).select('en');
    await user.get('heading', TITLE);
    await user.typeInto('textbox', 'Unique ID', '4242');
    expect(await user.isDisabled('button', 'Download FM26 pack')).toBe(true);
    expect(await downloaded()).toEqual([]);

    await (await fileField()).uploadFile(await png('pes_regions.png', 2048));
    // The 3D view: the front red, then turned round, the back blue.
    const front = await previewHues('pes_regions.png');
    expect(front.get('red') ?? 0).toBeGreaterThan(0.03);
    // At most a glimpse of the inside of the back through the neck.
    expect(front.get('blue') ?? 0).toBeLessThan(0.002);
    await page.select(`::-p-role([name="Camera"][role="combobox"])`, 'back');
    let back = await previewHues('pes_regions.png');
    for (let i = 0; i < 50 && (back.get('red') ?? 0) > 0.002; i++)
      back = await previewHues('pes_regions.png');
    expect(back.get('blue') ?? 0).toBeGreaterThan(0.03);
    expect(back.get('red') ?? 0).toBeLessThan(0.002);

    await user.typeInto('textbox', 'Team or kit name (file names)', 'Pes United');
    await page.select(`::-p-role([name="Type"][role="combobox"])`, 'away');
    await user.clickButton('Download FM26 pack');
    const name = 'pes_united_4242_away_fm26.zip';
    await page.waitForSelector(`::-p-text(${name} downloaded.)`, { timeout: 120_000 });
    expect(await downloaded(name)).toEqual([name]);
    const bytes = new Uint8Array(await readFile(path.join(downloads, name)));
    // The FM download's own checks: names, config.xml, sizes, opacity, and every region's colour
    // at its FM26 landmark, hems, shoulders, short-sleeve strips and both legs and socks included.
    await checkFmZip(bytes, { teamId: '4242', type: 'away', slug: 'pes_united_4242' }, true);
    // The collar strip lies round FM26's collar ring (centre 513, 597; radius 29-43).
    const kit3d = await decodePng(await (await openZip(bytes)).file('pes_united_4242_away_3d.png'));
    expect(huesAround(kit3d, [513, 597 - 36], 1)).toEqual(['cyan']);
    expect(hueOf(pixel(kit3d, 513 - 36, 597))).toBe('cyan');
    expect(world.errors).toEqual([]);
  });

  it('passes the contrast rule in both themes, the converted kit shown', async () => {
    const { page, user } = world;
    for (const theme of ['light', 'dark'] as const) {
      await switchTheme(page, theme);
      await user.get('heading', TITLE);
      await (await fileField()).uploadFile(path.join(folder, 'pes_regions.png'));
      expect((await previewHues('pes_regions.png')).get('red') ?? 0).toBeGreaterThan(0.03);
      expect(await contrastFailures(page), theme).toEqual([]);
      await page.screenshot({ path: screenshotPath(`pes-to-fm-${theme}-1280x720.png`), fullPage: true });
    }
  });
});
