/**
 * Editing a text layer on the kit in the Texture view (issue 31), with the logos' handles: a
 * click on the text chooses it and the layer panel follows, a drag of its frame moves it by the
 * dragged distance (on screen, and in the texture's pixels through the document's change) as one
 * undo step, and Escape during a drag puts it back. On EA FC's front at texture scale 0.5.
 */
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchGpuBrowser, openPage, screenshotPath, serveBuiltApp, type GpuBrowser } from '../harness.ts';
import { shoot } from './striped-kit.ts';
import {
  dragBy,
  screenCentroid,
  textureCentroid as textureCentroidOf,
  type Point,
} from './on-kit-gestures.ts';
import { EAFC_LAYOUT } from '../../../src/games/eafc/layout.ts';
import { BASKETBALL_LAYOUT } from '../../../src/games/basketball/layout.ts';
import { regionPointToArea, uprightRect } from '../../../src/games/layout.ts';

/** Texture scale of the page: a region pixel is half a texel. */
const SCALE = 0.5;
const VIEW = '.texture-view';
const TEXT_ID = 'text-captain';

let gpu: GpuBrowser;
let app: { url: string; close(): Promise<void> };
let page: Page;
let errors: string[];

const aria = (role: string, name: string) => `::-p-role([name="${name}"][role="${role}"])`;
const click = async (role: string, name: string) => (await page.waitForSelector(aria(role, name)))!.click();

const PLAIN = {
  version: 1,
  game: 'eafc',
  shirt: [{ n: 'base', uuid: 'plain-base', type: 'base', c: ['#2f7a3e'] }],
  shorts: [{ n: 'base', uuid: 'plain-shorts', type: 'base', c: ['#111111'] }],
  socks: [{ n: 'base', uuid: 'plain-socks', type: 'base', c: ['#111111'] }],
  logos: [] as object[],
};
/** One bold capital on the front: its middle is ink (a click there lands on the text). */
const WITH_TEXT = {
  ...PLAIN,
  shirt: [
    ...PLAIN.shirt,
    { n: 'text', uuid: TEXT_ID, cname: 'Captain', text: 'H', placement: 'front', size: 90, c: ['#ffffff'] },
  ],
};

interface TextDoc {
  x: number;
  y: number;
  size: number;
  rotation: number;
}

async function load(kit: object): Promise<void> {
  await page.evaluate((k) => window.kitsmith!.loadKit(k), kit);
  await settle();
}
async function settle(): Promise<void> {
  await page.evaluate(async () => {
    await window.kitsmith!.exportTexture('shirt', 'orm');
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
}
/** Shirt layer `uuid` as the kit document saves it (fields at their default are left out). */
async function shirtLayer(uuid: string): Promise<Record<string, unknown>> {
  const kit = JSON.parse(await page.evaluate(() => window.kitsmith!.getKit())) as {
    shirt: { uuid?: string }[];
  };
  const layer = kit.shirt.find((l) => l.uuid === uuid);
  if (!layer) throw new Error(`no layer ${uuid} in the kit`);
  return layer;
}
const textDoc = async (): Promise<TextDoc> => ({
  x: 0,
  y: 0,
  size: 0,
  rotation: 0,
  ...(await shirtLayer(TEXT_ID)),
});

const textureCentroid = (store: boolean) => textureCentroidOf(page, 'text', store);

const drag = (from: Point, by: Point, opts: { escape?: boolean } = {}) =>
  dragBy(page, settle, from, by, opts);

/** The layer of `kit` on the plain kit, chosen by a click on it (its frame is `Move <name>`). */
async function chooseLayer(kit: object, name: string) {
  await load(PLAIN);
  const base = await shoot(page, VIEW);
  await textureCentroid(true);
  await load(kit);
  const screen = screenCentroid(base, await shoot(page, VIEW));
  const texture = await textureCentroid(false);
  expect(screen.count).toBeGreaterThan(50);
  await page.mouse.click(screen.x, screen.y);
  await page.waitForSelector(aria('application', `Move ${name}`));
  return { base, screen, texture };
}

async function chooseText() {
  return { ...(await chooseLayer(WITH_TEXT, 'Captain')), doc: await textDoc() };
}

/** Clears the choice (Escape) so the handles are off the view, then measures the layer again. */
async function measure(base: Awaited<ReturnType<typeof shoot>>) {
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('.onkit-frame'));
  await settle();
  return { screen: screenCentroid(base, await shoot(page, VIEW)), texture: await textureCentroid(false) };
}

async function undo(): Promise<void> {
  await page.keyboard.down('Control');
  await page.keyboard.press('z');
  await page.keyboard.up('Control');
  await settle();
}

beforeAll(async () => {
  gpu = await launchGpuBrowser();
  app = await serveBuiltApp();
  ({ page, errors } = await openPage(gpu, `${app.url}/?game=eafc&effects=0&scale=${SCALE}`));
  await page.setViewport({ width: 1280, height: 720 });
  await page.waitForFunction(() => window.kitsmith !== undefined, { timeout: 90_000 });
  await click('tab', 'Texture');
  await page.waitForSelector(`${VIEW} canvas`);
}, 180_000);
afterAll(async () => {
  await gpu?.close();
  await app?.close();
});

describe('editing a text layer on the texture view', () => {
  it('a click on the text chooses it, and the layer panel opens on it', async () => {
    await chooseText();
    await page.screenshot({ path: screenshotPath(`chosen-text.png`) });
    expect(await page.$eval(aria('tab', 'Shirt'), (t) => t.getAttribute('aria-selected'))).toBe('true');
    // The text's own settings are open: its text box holds the layer's text.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('input, textarea')].some((el) => (el as HTMLInputElement).value === 'H'),
    );
  });

  it('a drag moves the text by the dragged distance, as one undo step', async () => {
    const region = EAFC_LAYOUT.areas.shirt!.regions.find((r) => r.name === 'front')!;
    const { w, h } = uprightRect(region);
    const start = await chooseText();
    const by = { x: 24, y: -10 };
    await drag(start.screen, by);
    await page.screenshot({ path: screenshotPath(`dragged-text.png`) });
    const after = { ...(await measure(start.base)), doc: await textDoc() };
    // On screen: the text went where the pointer went.
    expect(Math.abs(after.screen.x - start.screen.x - by.x)).toBeLessThan(2);
    expect(Math.abs(after.screen.y - start.screen.y - by.y)).toBeLessThan(2);
    // In the texture: by the document's change (x/y in hundredths of the region's half size).
    const dx = ((after.doc.x - start.doc.x) * w) / 200;
    const dy = ((after.doc.y - start.doc.y) * h) / 200;
    const [ax, ay] = regionPointToArea(region, 0, 0);
    const [bx, by2] = regionPointToArea(region, dx, dy);
    const tx = after.texture.x - start.texture.x;
    const ty = after.texture.y - start.texture.y;
    expect(Math.hypot(tx, ty)).toBeGreaterThan(3);
    expect(Math.abs(tx - (bx - ax) * SCALE)).toBeLessThan(1.5);
    expect(Math.abs(ty - (by2 - ay) * SCALE)).toBeLessThan(1.5);
    expect(Math.sign(tx)).toBe(1);
    expect(Math.sign(ty)).toBe(-1);
    expect({ size: after.doc.size, rotation: after.doc.rotation }).toEqual({
      size: start.doc.size,
      rotation: start.doc.rotation,
    });

    await undo();
    const undone = await textDoc();
    expect([undone.x, undone.y]).toEqual([start.doc.x, start.doc.y]);
    const back = await textureCentroid(false);
    expect(Math.abs(back.x - start.texture.x)).toBeLessThan(0.5);
    expect(Math.abs(back.y - start.texture.y)).toBeLessThan(0.5);
  });

  it('Escape during a drag puts the text back and records no step', async () => {
    const start = await chooseText();
    await drag(start.screen, { x: 40, y: -30 }, { escape: true });
    expect(await textDoc()).toEqual(start.doc);
    const texture = await textureCentroid(false);
    expect(Math.abs(texture.x - start.texture.x)).toBeLessThan(0.5);
    expect(Math.abs(texture.y - start.texture.y)).toBeLessThan(0.5);
  });

  it('the corner scales the text and the knob turns it, each one step', async () => {
    const start = await chooseText();
    const corner = await page.$eval('.onkit-scale', (c) => {
      const r = c.getBoundingClientRect();
      return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
    });
    // Away from the centre along the diagonal: larger.
    const away = { x: (corner.x - start.screen.x) * 0.5, y: (corner.y - start.screen.y) * 0.5 };
    await drag(corner, away);
    const scaled = await textDoc();
    expect(scaled.size).toBeGreaterThan(start.doc.size * 1.2);
    const knob = await page.$eval('.onkit-rotate', (c) => {
      const r = c.getBoundingClientRect();
      return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
    });
    // The knob stands above the centre: dragging it to the right turns the text clockwise.
    await drag(knob, { x: 60, y: 30 });
    const turned = await textDoc();
    expect(turned.rotation).toBeGreaterThan(15);
    await page.screenshot({ path: screenshotPath(`turned-text.png`) });
    await undo();
    expect((await textDoc()).rotation).toBe(start.doc.rotation);
    await undo();
    expect((await textDoc()).size).toBe(start.doc.size);
  });

  it('arrow keys nudge the text, each press one step', async () => {
    const start = await chooseText();
    const frame = await page.waitForSelector(aria('application', 'Move Captain'));
    await frame!.focus();
    await page.keyboard.down('Shift');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.up('Shift');
    await page.keyboard.press('ArrowUp');
    const moved = await textDoc();
    expect(moved.x).toBeGreaterThan(start.doc.x);
    expect(moved.y).toBeGreaterThan(start.doc.y);
    await undo();
    const undone = await textDoc();
    expect(undone.x).toBe(moved.x);
    expect(undone.y).toBe(start.doc.y);
  });
});

describe('editing a placed design on the texture view', () => {
  const SHAPE_ID = 'design-badge';
  /** A rectangle on the front only (no mirrored copy on the back). */
  const WITH_SHAPE = {
    ...PLAIN,
    shirt: [
      ...PLAIN.shirt,
      {
        n: 'design',
        uuid: SHAPE_ID,
        cname: 'Badge',
        type: 'rectangle',
        width: 200,
        height: 100,
        offset: -80,
        offset_y: -40,
        c: ['#f5d90a'],
        display: { front: true, back: false, sleeves: false, sleeves_short: false },
      },
    ],
  };
  const shapeDoc = async () =>
    ({ offset: 0, offset_y: 0, rotation: 0, ...(await shirtLayer(SHAPE_ID)) }) as {
      offset: number;
      offset_y: number;
      width: number;
      height: number;
      rotation: number;
    };

  it('a drag moves the shape by the dragged distance in one step; Escape cancels; it scales whole', async () => {
    const region = EAFC_LAYOUT.areas.shirt!.regions.find((r) => r.name === 'front')!;
    const start = await chooseLayer(WITH_SHAPE, 'Badge');
    const doc = await shapeDoc();
    const by = { x: 18, y: 12 };
    await drag(start.screen, by);
    await page.screenshot({ path: screenshotPath(`dragged-shape.png`) });
    const after = await measure(start.base);
    const moved = await shapeDoc();
    expect(Math.abs(after.screen.x - start.screen.x - by.x)).toBeLessThan(2);
    expect(Math.abs(after.screen.y - start.screen.y - by.y)).toBeLessThan(2);
    // offset is region pixels across; offset_y region pixels down.
    const [ax, ay] = regionPointToArea(region, 0, 0);
    const [bx, by2] = regionPointToArea(region, moved.offset - doc.offset, -(moved.offset_y - doc.offset_y));
    const tx = after.texture.x - start.texture.x;
    const ty = after.texture.y - start.texture.y;
    expect(Math.hypot(tx, ty)).toBeGreaterThan(3);
    expect(Math.abs(tx - (bx - ax) * SCALE)).toBeLessThan(1.5);
    expect(Math.abs(ty - (by2 - ay) * SCALE)).toBeLessThan(1.5);
    expect(Math.sign(tx)).toBe(1);
    expect(Math.sign(ty)).toBe(1);
    await undo();
    expect(await shapeDoc()).toEqual(doc);

    // Escape mid-drag: back where it was, nothing recorded.
    const again = await chooseLayer(WITH_SHAPE, 'Badge');
    await drag(again.screen, { x: 30, y: -20 }, { escape: true });
    expect(await shapeDoc()).toEqual(doc);

    // A corner scales width and height together: the shape keeps its proportions.
    const corner = await page.$eval('.onkit-scale', (c) => {
      const r = c.getBoundingClientRect();
      return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
    });
    await drag(corner, { x: (corner.x - again.screen.x) * 0.5, y: (corner.y - again.screen.y) * 0.5 });
    const scaled = await shapeDoc();
    expect(scaled.width).toBeGreaterThan(doc.width * 1.2);
    expect(scaled.width / scaled.height).toBeCloseTo(doc.width / doc.height, 1);
    // No server behind the preview: its /api requests fail, which is not this test's concern.
    expect(errors.filter((e) => !/Failed to load resource|\/api\//.test(e))).toEqual([]);
  });
});

describe('a basketball name or number (nba_text) on the texture view', () => {
  /**
   * A dark jersey with a white back number, one 8 (its middle is ink: a click there lands on it);
   * the number's frame is `Move Number`.
   */
  const JERSEY = {
    version: 2,
    game: 'basketball',
    shirt: [{ n: 'base', uuid: 'nba-base', type: 'base', c: ['#1d2f6f'] }],
    shorts: [{ n: 'base', uuid: 'nba-shorts', type: 'base', c: ['#111111'] }],
    socks: [{ n: 'base', uuid: 'nba-socks', type: 'base', c: ['#111111'] }],
    logos: [] as object[],
  };
  const NUMBERED = {
    ...JERSEY,
    shirt: [
      ...JERSEY.shirt,
      { n: 'nba_text', uuid: 'nba-number', cname: 'Number', type: 'back_num', text: '8', c: ['#ffffff'] },
    ],
  };

  /** The same jersey numbered 8 by the Name & number step (the printing layer). */
  const PRINTED = {
    ...JERSEY,
    shirt: [...JERSEY.shirt, { n: 'printing', uuid: 'nba-printing' }],
    playerPrinting: { number: 8, c: ['#ffffff'] },
  };

  it('a drag of the back number (nba_text, then the printing) moves it with the pointer, as one undo step', async () => {
    const opened = await openPage(gpu, `${app.url}/?game=basketball&effects=0&scale=${SCALE}`);
    const nba = opened.page;
    await nba.setViewport({ width: 1280, height: 720 });
    await nba.waitForFunction(() => window.kitsmith !== undefined, { timeout: 90_000 });
    await (await nba.waitForSelector(aria('tab', 'Texture')))!.click();
    await nba.waitForSelector(`${VIEW} canvas`);
    const settleNba = async () => {
      await nba.evaluate(async () => {
        await window.kitsmith!.exportTexture('shirt', 'orm');
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      });
    };
    const numberDoc = async () => {
      const kit = JSON.parse(await nba.evaluate(() => window.kitsmith!.getKit())) as {
        shirt: { uuid?: string; x?: number; y?: number }[];
      };
      const layer = kit.shirt.find((l) => l.uuid === 'nba-number')!;
      // Fields at their default are left out: x 0, the back number's y -5 (spec §9).
      return { x: layer.x ?? 0, y: layer.y ?? -5 };
    };
    await nba.evaluate((k) => window.kitsmith!.loadKit(k), JERSEY);
    await settleNba();
    const base = await shoot(nba, VIEW);
    // The font's atlas may reach the texture a frame or two after the kit, and under load the view
    // may draw the last change a frame late: measure with the pointer off the view once the
    // picture holds for three settles.
    // A toast (the undo's "Undoing: edit layer") sits on the view's lower edge for a few seconds:
    // under load the three settles ended while it showed, and its pixels pulled the printing's
    // centroid 4 px across and 11 down (CI in sessions 8, 9, 12, 13, 14). Measure once it is gone.
    const steady = async () => {
      await nba.mouse.move(1, 1);
      await nba.waitForFunction(() => !document.querySelector('.toast'), { timeout: 30_000 });
      let shot = await shoot(nba, VIEW);
      let centroid = screenCentroid(base, shot);
      for (let same = 0, tries = 0; same < 3 && tries < 20; tries++) {
        await settleNba();
        shot = await shoot(nba, VIEW);
        const again = screenCentroid(base, shot);
        same =
          Math.hypot(again.x - centroid.x, again.y - centroid.y) < 0.2 && again.count === centroid.count
            ? same + 1
            : 0;
        centroid = again;
      }
      return { shot, centroid };
    };
    await textureCentroidOf(nba, 'nba', true);
    await nba.evaluate((k) => window.kitsmith!.loadKit(k), NUMBERED);
    await settleNba();
    const screen = (await steady()).centroid;
    const texture0 = await textureCentroidOf(nba, 'nba', false);
    expect(screen.count).toBeGreaterThan(50);
    await nba.mouse.click(screen.x, screen.y);
    await nba.waitForSelector(aria('application', 'Move Number'));
    const start = await numberDoc();

    const by = { x: 18, y: 12 };
    await dragBy(nba, settleNba, screen, by);
    await nba.screenshot({ path: screenshotPath('dragged-nba-number.png') });
    await nba.keyboard.press('Escape');
    await nba.waitForFunction(() => !document.querySelector('.onkit-frame'));
    await settleNba();
    const moved = (await steady()).centroid;
    // On screen: the number went where the pointer went.
    expect(Math.abs(moved.x - screen.x - by.x)).toBeLessThan(2);
    expect(Math.abs(moved.y - screen.y - by.y)).toBeLessThan(2);
    // In the document: x across in NBA units (3 region px), y in units growing down.
    const now = await numberDoc();
    expect(now.x).toBeGreaterThan(start.x);
    expect(now.y).toBeGreaterThan(start.y);
    // In the texture: by the document's change, through the back's place in the layout.
    const back = BASKETBALL_LAYOUT.areas.shirt!.regions.find((r) => r.name === 'back')!;
    const [ax, ay] = regionPointToArea(back, 0, 0);
    const [bx, by2] = regionPointToArea(back, (now.x - start.x) * 3, -(now.y - start.y) * 3);
    const texture = await textureCentroidOf(nba, 'nba', false);
    expect(Math.hypot(texture.x - texture0.x, texture.y - texture0.y)).toBeGreaterThan(3);
    expect(Math.abs(texture.x - texture0.x - (bx - ax) * SCALE)).toBeLessThan(1.5);
    expect(Math.abs(texture.y - texture0.y - (by2 - ay) * SCALE)).toBeLessThan(1.5);

    await nba.keyboard.down('Control');
    await nba.keyboard.press('z');
    await nba.keyboard.up('Control');
    expect(await numberDoc()).toEqual(start);

    // The Name & number step's printing (Kit.playerPrinting): its back number is chosen on its
    // own and dragged with the same handles; it moves up and down only (its one offset slider).
    const printingOffset = async () => {
      const kit = JSON.parse(await nba.evaluate(() => window.kitsmith!.getKit())) as {
        playerPrinting?: { offset?: number };
      };
      return kit.playerPrinting?.offset ?? 0;
    };
    await nba.keyboard.press('Escape');
    await nba.waitForFunction(() => !document.querySelector('.onkit-frame'));
    await nba.evaluate((k) => window.kitsmith!.loadKit(k), PRINTED);
    const { shot, centroid: printed } = await steady();
    expect(printed.count).toBeGreaterThan(50);
    // This font's 8 has holes: a click picks what is drawn, so on the ink nearest its middle.
    let ink: Point | undefined;
    for (let r = 0; r < 40 && !ink; r++)
      for (const [dx, dy] of [
        [0, r],
        [0, -r],
        [r, 0],
        [-r, 0],
      ] as const) {
        const [x, y] = [Math.round(printed.x - shot.box.x) + dx, Math.round(printed.y - shot.box.y) + dy];
        const [a, b] = [base.at(x, y), shot.at(x, y)];
        if (Math.max(...[0, 1, 2].map((c) => Math.abs(a[c]! - b[c]!))) > 100) {
          ink = { x: shot.box.x + x, y: shot.box.y + y };
          break;
        }
      }
    if (!ink) throw new Error('no ink near the printed number');
    await nba.mouse.click(ink.x, ink.y);
    // The panel follows: the Name & number tab opens, and the frame is the number's.
    await nba.waitForSelector(aria('application', 'Move Number'));
    expect(await nba.$eval(aria('tab', 'Name & number'), (tab) => tab.getAttribute('aria-selected'))).toBe(
      'true',
    );
    const down = { x: 0, y: 14 };
    await dragBy(nba, settleNba, ink, down);
    await nba.keyboard.press('Escape');
    await nba.waitForFunction(() => !document.querySelector('.onkit-frame'));
    const { centroid: printedNow } = await steady();
    expect(Math.abs(printedNow.x - printed.x)).toBeLessThan(2);
    expect(Math.abs(printedNow.y - printed.y - down.y)).toBeLessThan(2);
    // The offset runs down in region pixels: about the drag's texels over the view's zoom.
    expect(await printingOffset()).toBeGreaterThan(0);
    await nba.keyboard.down('Control');
    await nba.keyboard.press('z');
    await nba.keyboard.up('Control');
    expect(await printingOffset()).toBe(0);
    expect(opened.errors.filter((e) => !/Failed to load resource|\/api\//.test(e))).toEqual([]);
    await nba.close();
  }, 180_000);
});
