/**
 * Two layer kinds issue 18 made reachable, driven like a user in one page at texture scale 0.25:
 * the custom pattern's image (a catalogue pattern or one of the user's stored uploads, chosen in
 * its panel; Plus rules with their reasons) and the custom collar, whose own body and sleeve
 * masks and finish replace the template's while it is shown. Results are read from the kit
 * (window.kitsmith.getKit) and the shirt's texture (window.kitsmith.exportTexture).
 *
 * The collar is the shipped catalogue's "Contrast V", whose own cut (scripts/catalogue/
 * collar-cuts.ts) draws a deep V trim where the template has a plain crew neck. Patterns.json is
 * served with one entry moved into early access (year 2999), so the early-access refusal does not
 * depend on today's date.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { HTTPRequest } from 'puppeteer-core';
import sharp from 'sharp';
import { ROOT, screenshotPath } from '../harness.ts';
import { openEditorPage, type EditorPage } from './editor-page.ts';
import { changedShirtTexels, type TextureBox } from './texels.ts';
import '../../../src/games/all.ts';
import { gameLayout } from '../../../src/games/index.ts';

const SMALL = '/?scale=0.25&effects=0';
/** A shipped collar with its own cut: a deep V neck. */
const V_COLLAR = 'Contrast V';
const EARLY = 'Houndstooth';
/**
 * Parts of the eafc shirt texture, from its layout (EA's: the front upright below the back): the
 * top centre of the front, where the V runs below the crew neck; and the lower front, well away
 * from it.
 */
const FRONT = gameLayout('eafc').areas.shirt!.regions.find((r) => r.name === 'front')!.rect;
const frontBox = (x0: number, y0: number, x1: number, y1: number): TextureBox => ({
  x0: (FRONT.x + x0 * FRONT.w) / 2048,
  y0: (FRONT.y + y0 * FRONT.h) / 2048,
  x1: (FRONT.x + x1 * FRONT.w) / 2048,
  y1: (FRONT.y + y1 * FRONT.h) / 2048,
});
const NECK = frontBox(0.3, 0, 0.7, 0.3);
const BODY = frontBox(0.05, 0.45, 0.95, 0.98);
let world: EditorPage;
const served = new Map<string, { body: Buffer; type: string }>();
/** Pattern thumbnails held back while `holding`, as on a slow connection; the test lets them go. */
const thumbnails = { holding: false, held: [] as HTTPRequest[] };
const files = { tiles: '' };

async function catalogueWithTestEntries(name: string): Promise<Buffer> {
  const list = JSON.parse(
    await readFile(path.join(ROOT, `public/data/catalogue/${name}.json`), 'utf8'),
  ) as Record<string, unknown>[];
  for (const item of list) if (item.name === EARLY) item.date = '2999-01-01';
  return Buffer.from(JSON.stringify(list));
}

const kit = () =>
  world.page.evaluate(
    () => JSON.parse(window.kitsmith!.getKit()) as Record<string, Record<string, unknown>[]>,
  );
const shirtLayer = async (kind: string) => (await kit()).shirt!.find((layer) => layer.n === kind);

/**
 * Texels of the shirt's albedo that differ from the reading stored under `baseline`, once the
 * texture has settled: images arrive
 * asynchronously and the compositor redraws when they do, so two equal readings in a row count.
 */
async function changedTexels(baseline: string, box?: TextureBox): Promise<number> {
  const read = () => changedShirtTexels(world.page, baseline, 3, box);
  await world.user.waitComposited();
  let last = await read();
  for (let attempt = 0; attempt < 10; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const next = await read();
    if (next === last) return next;
    last = next;
  }
  return last;
}

beforeAll(async () => {
  files.tiles = path.join(await mkdtemp(path.join(tmpdir(), 'kitsmith-pattern-')), 'tiles.png');
  const tile = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64">
    <rect width="64" height="64" fill="#00c853"/><circle cx="32" cy="32" r="16" fill="#fff"/></svg>`;
  await sharp(Buffer.from(tile)).png().toFile(files.tiles);
  served.set('/data/catalogue/patterns.json', {
    body: await catalogueWithTestEntries('patterns'),
    type: 'application/json',
  });

  world = await openEditorPage();
  world.page.setDefaultTimeout(90_000);
  world.page.setDefaultNavigationTimeout(120_000);
  await world.page.setRequestInterception(true);
  world.page.on('request', (request: HTTPRequest) => {
    const pathname = new URL(request.url()).pathname;
    if (thumbnails.holding && pathname.startsWith('/previews/patterns/')) {
      thumbnails.held.push(request);
      return;
    }
    const file = served.get(pathname);
    void (file
      ? request.respond({ status: 200, contentType: file.type, body: file.body })
      : request.continue());
  });
}, 300_000);

afterAll(async () => {
  await world?.close();
});

describe('custom pattern and custom collar, used like a user would', () => {
  it('offers custom patterns to Plus members only', { timeout: 180_000 }, async () => {
    const { user, page, server } = world;
    await user.open(server.url + SMALL);
    await user.clickTab('Shirt');
    await user.clickButton('Add layer');
    await user.get('menuitem', 'Pattern');
    const offered = await page.$$eval('[role="menuitem"]', (items) =>
      items.map((el) => [el.textContent, el.getAttribute('aria-disabled')]),
    );
    // Shown with its Plus mark, and closed to a free visitor.
    expect(offered).toContainEqual(['Custom patternPlus', 'true']);
    await page.keyboard.press('Escape');

    await user.register('patternfan', 'pattern@example.com');
    await server.setTier('patternfan', '0');
    // A stored upload, as converting an upload to a preset stores it (upload_image).
    const stored = await page.evaluate(
      async (png) => {
        const body = new FormData();
        body.append(
          'file',
          new Blob([Uint8Array.from(atob(png), (c) => c.charCodeAt(0))], { type: 'image/png' }),
          'stars.png',
        );
        const reply = await fetch('/api/upload_image', { method: 'POST', body });
        return (await reply.json()) as { success: boolean; el?: { url: string } };
      },
      (
        await sharp({ create: { width: 64, height: 64, channels: 4, background: '#ff00ff' } })
          .png()
          .toBuffer()
      ).toString('base64'),
    );
    expect(stored.success).toBe(true);
    await user.open(server.url + SMALL);
  });

  it('chooses the pattern image from the catalogue or from the uploads', { timeout: 180_000 }, async () => {
    const { user, page } = world;
    await user.clickTab('Shirt');
    await user.addLayer('Custom pattern');
    await page.waitForSelector('section[aria-label^="Settings of Custom pattern"]');
    expect((await shirtLayer('custom_pattern'))?.l ?? '').toBe('');
    await changedTexels('no-image');

    // The grid keeps its tiles in place while their thumbnails arrive: CI once clicked Star Field
    // and got Lightning Bolts, the tile a row above, as the images above it loaded and grew.
    thumbnails.holding = true;
    await user.clickButton('Browse Image');
    const tile = await user.get('button', 'Star Field');
    const before = await tile.boundingBox();
    thumbnails.holding = false;
    expect(thumbnails.held.length).toBeGreaterThan(0);
    await Promise.all(thumbnails.held.splice(0).map((request) => request.continue()));
    // Every thumbnail in the grid's visible part has arrived (lazy ones further down wait).
    await page.waitForFunction(() => {
      const view = document.querySelector('[role="dialog"] .preset-grid')!.getBoundingClientRect();
      const shown = [...document.querySelectorAll<HTMLImageElement>('[role="dialog"] ul.grid img')].filter(
        (img) => img.getBoundingClientRect().top < view.bottom,
      );
      return shown.length > 0 && shown.every((img) => img.complete && img.naturalWidth > 0);
    });
    expect(await tile.boundingBox()).toEqual(before);
    await tile.click();
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
    expect((await shirtLayer('custom_pattern'))?.l).toBe('/patterns/star_field.png');
    expect(await changedTexels('no-image')).toBeGreaterThan(2000);

    // An early-access pattern is refused with its reason, and the layer keeps its image.
    await user.clickButton('Browse Image');
    // The pattern's tile in the grid: its category button now reads "Houndstooth" too.
    const grid = await page.waitForSelector('[role="dialog"] ul.grid');
    await (await grid!.waitForSelector(`::-p-role([name="${EARLY}"][role="button"])`))!.click();
    const alert = await page.waitForSelector('[role="dialog"] [role="alert"]');
    expect(await alert!.evaluate((el) => el.textContent)).toContain(
      'This preset is in early access for Plus Premium and Ultimate members.',
    );

    await user.clickButton('Uploads');
    await user.clickButton('Use stars as the pattern image');
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
    const image = String((await shirtLayer('custom_pattern'))?.l);
    expect(image).toMatch(/^\/files\/uploads\//);
    expect(await changedTexels('no-image')).toBeGreaterThan(2000);

    // A new image from the computer is stored among the uploads and used at once.
    await user.clickButton('Browse Image');
    const [chooser] = await Promise.all([page.waitForFileChooser(), user.clickButton('Upload image')]);
    await chooser.accept([files.tiles]);
    await page.waitForFunction(
      (before) => {
        const shirt = JSON.parse(window.kitsmith!.getKit()).shirt as { n: string; l?: string }[];
        const l = shirt.find((layer) => layer.n === 'custom_pattern')?.l ?? '';
        return l.startsWith('/files/uploads/') && l !== before;
      },
      {},
      image,
    );
    await page.waitForFunction(() => document.body.innerText.includes('tiles'));
    await (await user.get('group', 'Image')).scrollIntoView();
    await page.screenshot({ path: screenshotPath('custom-pattern-panel.png') });
    expect(world.errors).toEqual([]);
  });

  it(
    "replaces the template's masks with the collar's own while it is shown",
    { timeout: 180_000 },
    async () => {
      const { user, page } = world;
      // Without the pattern, so the template's panels show.
      const [pattern] = (await user.layerNames('Shirt')).filter((name) => name.startsWith('Custom pattern'));
      await user.clickButton(`Remove ${pattern}`);
      await page.waitForFunction(
        () =>
          !(JSON.parse(window.kitsmith!.getKit()).shirt as { n: string }[]).some(
            (l) => l.n === 'custom_pattern',
          ),
      );
      await changedTexels('template');

      await user.addLayer('Custom collar');
      await page.waitForSelector('section[aria-label^="Settings of Custom collar"]');
      // The first catalogue collar is a trim over the collar strip: the neck and body keep the template's.
      expect(await changedTexels('template', NECK)).toBeLessThan(50);
      await changedTexels('collar-only');
      await (await user.get('combobox', 'Asset')).select(V_COLLAR);
      await page.waitForFunction(
        (name) => (JSON.parse(window.kitsmith!.getKit()).shirt as { p?: string }[]).some((l) => l.p === name),
        {},
        V_COLLAR,
      );
      // The V's trim takes the template's panel colour below the crew neck (1,114 texels when this
      // was written); the body away from the neck keeps its colours (the collar's finish differs
      // there only in its soft light, under the 24 a texel must move to count).
      const vNeck = await changedTexels('collar-only', NECK);
      expect(vNeck).toBeGreaterThan(400);
      expect(await changedTexels('collar-only', BODY)).toBeLessThan(50);

      await page.evaluate(() => window.kitsmithViewer!.setView('shirt'));
      await page.evaluate(() => window.kitsmithViewer!.frame());
      await page.screenshot({ path: screenshotPath('custom-collar-3d.png') });
      await page.evaluate(() => window.kitsmithViewer!.setView('full'));
      const png = await page.evaluate(async () => {
        const blob = await window.kitsmith!.exportTexture('shirt', 'albedo');
        const bytes = new Uint8Array(await blob.arrayBuffer());
        let text = '';
        for (let i = 0; i < bytes.length; i += 0x8000)
          text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        return btoa(text);
      });
      await sharp(Buffer.from(png, 'base64')).toFile(screenshotPath('custom-collar-texture.png'));

      const [collar] = (await user.layerNames('Shirt')).filter((name) => name.startsWith('Custom collar'));
      // Document 1 §4: a hidden custom collar is still exported and keeps the garment's cut;
      // only removing it restores the template's masks.
      await user.clickButton(`Hide ${collar}`);
      expect(await changedTexels('template', NECK)).toBeGreaterThan(400);
      await user.clickButton(`Show ${collar}`);
      expect(await changedTexels('template', NECK)).toBeGreaterThan(400);
      await user.clickButton(`Remove ${collar}`);
      expect(await changedTexels('template')).toBeLessThan(50);
      expect(world.errors).toEqual([]);
    },
  );
});
