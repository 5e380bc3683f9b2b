/**
 * Two layer kinds issue 18 made reachable, driven like a user in one page at texture scale 0.25:
 * the custom pattern's image (a catalogue pattern or one of the user's stored uploads, chosen in
 * its panel; Plus rules with their reasons) and the custom collar, whose own body and sleeve
 * masks and finish replace the template's while it is shown. Results are read from the kit
 * (window.kitsmith.getKit) and the shirt's texture (window.kitsmith.exportTexture).
 *
 * No catalogue collar carries masks yet, so this test serves the collar catalogue with one more
 * entry, "Test Yoke", whose masks it draws itself: a panel over the top half of the front and
 * back and over the sleeves. Patterns.json gets one entry moved into early access (year 2999),
 * so the early-access refusal does not depend on today's date.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { HTTPRequest } from 'puppeteer-core';
import sharp from 'sharp';
import { ROOT, screenshotPath } from '../harness.ts';
import { openEditorPage, type EditorPage } from './editor-page.ts';
import { changedShirtTexels } from './texels.ts';

const SMALL = '/?scale=0.25&effects=0';
const YOKE = 'Test Yoke';
const EARLY = 'Houndstooth';
let world: EditorPage;
const served = new Map<string, { body: Buffer; type: string }>();
const files = { tiles: '' };

/** A 256x256 PNG: black (the template's panel colour) above `split` of the height, white below. */
function mask(split: number): Promise<Buffer> {
  const black = Math.round(256 * split);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
    <rect width="256" height="256" fill="#fff"/><rect width="256" height="${black}" fill="#000"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function catalogueWithTestEntries(name: string): Promise<Buffer> {
  const list = JSON.parse(
    await readFile(path.join(ROOT, `public/data/catalogue/${name}.json`), 'utf8'),
  ) as Record<string, unknown>[];
  if (name === 'collars') {
    list.push({
      ...list[0],
      id: 'test_yoke',
      name: YOKE,
      name_display: YOKE,
      id_num: list.length,
      mask: { front: '/test-collar/front.png', back: '/test-collar/back.png' },
      mask_sleeves: '/test-collar/sleeves.png',
      finish: '/test-collar/finish.png',
    });
  } else {
    for (const item of list) if (item.name === EARLY) item.date = '2999-01-01';
  }
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
async function changedTexels(baseline: string): Promise<number> {
  const read = () => changedShirtTexels(world.page, baseline);
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
  served.set('/test-collar/front.png', { body: await mask(0.5), type: 'image/png' });
  served.set('/test-collar/back.png', { body: await mask(0.5), type: 'image/png' });
  served.set('/test-collar/sleeves.png', { body: await mask(1), type: 'image/png' });
  const grey = { width: 64, height: 64, channels: 3 as const, background: '#808080' };
  served.set('/test-collar/finish.png', {
    body: await sharp({ create: grey }).png().toBuffer(),
    type: 'image/png',
  });
  for (const name of ['collars', 'patterns'])
    served.set(`/data/catalogue/${name}.json`, {
      body: await catalogueWithTestEntries(name),
      type: 'application/json',
    });

  world = await openEditorPage();
  world.page.setDefaultTimeout(90_000);
  world.page.setDefaultNavigationTimeout(120_000);
  await world.page.setRequestInterception(true);
  world.page.on('request', (request: HTTPRequest) => {
    const file = served.get(new URL(request.url()).pathname);
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

    await user.clickButton('Browse Image');
    await user.clickButton('Star Field');
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
    expect((await shirtLayer('custom_pattern'))?.l).toBe('/patterns/star_field.png');
    expect(await changedTexels('no-image')).toBeGreaterThan(2000);

    // An early-access pattern is refused with its reason, and the layer keeps its image.
    await user.clickButton('Browse Image');
    await user.clickButton(EARLY);
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
      // A catalogue collar without masks replaces the template's collar only.
      const collarOnly = await changedTexels('template');
      await (await user.get('combobox', 'Asset')).select(YOKE);
      await page.waitForFunction(
        (yoke) => (JSON.parse(window.kitsmith!.getKit()).shirt as { p?: string }[]).some((l) => l.p === yoke),
        {},
        YOKE,
      );
      const yoke = await changedTexels('template');
      // The yoke's panel covers half the front and back and the sleeves: far more than the collar strip.
      expect(yoke).toBeGreaterThan(collarOnly + 5000);

      await page.evaluate(() => window.kitsmithViewer!.setView('shirt'));
      await page.evaluate(() => window.kitsmithViewer!.frame());
      await page.screenshot({ path: screenshotPath('custom-collar-3d.png') });
      await page.evaluate(() => window.kitsmithViewer!.setView('full'));

      const [collar] = (await user.layerNames('Shirt')).filter((name) => name.startsWith('Custom collar'));
      await user.clickButton(`Hide ${collar}`);
      expect(await changedTexels('template')).toBeLessThan(50);
      await user.clickButton(`Show ${collar}`);
      expect(await changedTexels('template')).toBeGreaterThan(collarOnly + 5000);
      await user.clickButton(`Remove ${collar}`);
      expect(await changedTexels('template')).toBeLessThan(50);
      expect(world.errors).toEqual([]);
    },
  );
});
