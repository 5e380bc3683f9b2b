/**
 * Editing on the kit in the Texture view (issue 31): a click on a logo chooses it and opens the
 * Logos tab, a drag of its handles' body moves it by the dragged distance (on screen, in the kit
 * document and in the texture's pixels) as one undo step, Escape during a drag puts it back, and
 * an arrow key nudges it by one step. Checked on EA FC, whose back is stored upside down and whose
 * sleeves lie across: the logo must follow the pointer there too. A slot moves only along what
 * its sliders offer (document 1 §5): the back sponsor up and down only.
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
import { regionPointToArea } from '../../../src/games/layout.ts';

/** Texture scale of the page: a region pixel is half a texel. */
const SCALE = 0.5;
const VIEW = '.texture-view';

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
/**
 * The plain kit wearing one logo in `t`'s slot, small enough (40 % of the slot's box) that the
 * drags below keep it inside its panel's outline: a centroid on screen then measures its move.
 */
const withLogo = (t: string, l: string) => ({ ...PLAIN, logos: [{ uuid: `logo-${t}`, t, l, size: 40 }] });

interface LogoDoc {
  uuid: string;
  position: number;
  position_x: number;
  size: number;
  rotation: number;
}

async function load(kit: object): Promise<void> {
  await page.evaluate((k) => window.kitsmith!.loadKit(k), kit);
  await settle();
}
/** The compositor has drawn and the Texture view has redrawn from it. */
async function settle(): Promise<void> {
  await page.evaluate(async () => {
    await window.kitsmith!.exportTexture('shirt', 'orm');
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
}
/** The logo of `slot` as the kit document saves it (fields at their default are left out). */
async function logoDoc(id: string): Promise<LogoDoc> {
  const slot = id.replace(/^logo-/, '');
  const kit = JSON.parse(await page.evaluate(() => window.kitsmith!.getKit())) as {
    logos: (Partial<LogoDoc> & { t: string })[];
  };
  const logo = kit.logos.find((l) => l.t === slot);
  if (!logo) throw new Error(`no ${slot} logo in the kit`);
  return { uuid: id, position: 0, position_x: 0, size: 100, rotation: 0, ...logo };
}

const textureCentroid = (name: string, store: boolean) => textureCentroidOf(page, name, store);

const drag = (from: Point, by: Point, opts: { escape?: boolean } = {}) =>
  dragBy(page, settle, from, by, opts);

/**
 * One logo on the plain kit, chosen by a click on it: its screen and texture centroids, the base
 * shots they were measured against, and its values in the document.
 */
async function chooseLogo(slot: string, logo: string, slotName: string) {
  await load(PLAIN);
  const base = await shoot(page, VIEW);
  await textureCentroid(slot, true);
  await load(withLogo(slot, logo));
  const screen = screenCentroid(base, await shoot(page, VIEW));
  const texture = await textureCentroid(slot, false);
  expect(screen.count).toBeGreaterThan(50);
  await page.mouse.click(screen.x, screen.y);
  await page.waitForSelector(aria('application', `Move ${slotName}`));
  return { base, screen, texture, doc: await logoDoc(`logo-${slot}`) };
}

/** Clears the choice (Escape) so the handles are off the view, then measures the logo again. */
async function measure(slot: string, base: Awaited<ReturnType<typeof shoot>>) {
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('.onkit-frame'));
  await settle();
  return {
    screen: screenCentroid(base, await shoot(page, VIEW)),
    texture: await textureCentroid(slot, false),
    doc: await logoDoc(`logo-${slot}`),
  };
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

describe('editing a logo on the texture view', () => {
  it('a click on the sponsor chooses it and opens the Logos tab', async () => {
    await chooseLogo('sponsor', 'Tidewave', 'Sponsor');
    expect(await page.$eval(aria('tab', 'Logos'), (t) => t.getAttribute('aria-selected'))).toBe('true');
    await page.screenshot({ path: screenshotPath(`chosen-sponsor.png`) });
  });

  // [slot, logo, name, region, the screen travel the logo follows (the slot's axes)]
  const cases = [
    ['sponsor', 'Tidewave', 'Sponsor', 'front', { x: 20, y: -8 }],
    // Upside down on EA's texture; its slot moves it up and down only.
    ['sponsor_back', 'Tidewave', 'Back sponsor', 'back', { x: 0, y: -8 }],
    // Lying across (a quarter turn): screen x is the sleeve's length.
    ['sleeve_left', 'Harbour Shield', 'Left sleeve badge', 'sleeve_left', { x: 12, y: 10 }],
  ] as const;
  for (const [slot, logo, slotName, regionName, follows] of cases) {
    it(`a drag moves the ${slotName} by the dragged distance, as one undo step (${regionName})`, async () => {
      const region = EAFC_LAYOUT.areas.shirt!.regions.find((r) => r.name === regionName)!;
      const start = await chooseLogo(slot, logo, slotName);
      const by = { x: follows.x || 20, y: follows.y };
      await drag(start.screen, by);
      await page.screenshot({ path: screenshotPath(`dragged-${slot}.png`) });
      const after = await measure(slot, start.base);
      // On screen: the logo went where the pointer went, along the slot's axes.
      expect(Math.abs(after.screen.x - start.screen.x - follows.x)).toBeLessThan(2);
      expect(Math.abs(after.screen.y - start.screen.y - follows.y)).toBeLessThan(2);
      // In the texture: by the document's change, through the layout's turn.
      const dx = after.doc.position_x - start.doc.position_x;
      const dy = after.doc.position - start.doc.position;
      const [ax, ay] = regionPointToArea(region, 0, 0);
      const [bx, by2] = regionPointToArea(region, dx, dy);
      const tx = after.texture.x - start.texture.x;
      const ty = after.texture.y - start.texture.y;
      expect(Math.hypot(tx, ty)).toBeGreaterThan(3);
      expect(Math.abs(tx - (bx - ax) * SCALE)).toBeLessThan(1.5);
      expect(Math.abs(ty - (by2 - ay) * SCALE)).toBeLessThan(1.5);
      // The screen and the texture moved the same way.
      if (follows.x !== 0) expect(Math.sign(tx)).toBe(Math.sign(follows.x));
      expect(Math.sign(ty)).toBe(Math.sign(follows.y));
      expect({ size: after.doc.size, rotation: after.doc.rotation }).toEqual({
        size: start.doc.size,
        rotation: start.doc.rotation,
      });

      // One Ctrl+Z takes the whole drag back.
      await page.keyboard.down('Control');
      await page.keyboard.press('z');
      await page.keyboard.up('Control');
      await settle();
      const undone = await logoDoc(`logo-${slot}`);
      expect([undone.position_x, undone.position]).toEqual([start.doc.position_x, start.doc.position]);
      const back = await textureCentroid(slot, false);
      expect(Math.abs(back.x - start.texture.x)).toBeLessThan(0.5);
      expect(Math.abs(back.y - start.texture.y)).toBeLessThan(0.5);
    });
  }

  it('Escape during a drag puts the logo back and records no step', async () => {
    const start = await chooseLogo('sponsor', 'Tidewave', 'Sponsor');
    // One step first (a nudge), so that an Undo has something to take back.
    await (await page.waitForSelector(aria('application', 'Move Sponsor')))!.focus();
    await page.keyboard.press('ArrowDown');
    await settle();
    const nudged = await textureCentroid('sponsor', false);
    await drag({ x: start.screen.x, y: start.screen.y + 0.5 }, { x: 40, y: -30 }, { escape: true });
    const now = await logoDoc('logo-sponsor');
    expect([now.position_x, now.position]).toEqual([start.doc.position_x, start.doc.position - 1]);
    const texture = await textureCentroid('sponsor', false);
    expect(Math.abs(texture.x - nudged.x)).toBeLessThan(0.5);
    expect(Math.abs(texture.y - nudged.y)).toBeLessThan(0.5);
    // The one Undo takes back the nudge: the cancelled drag left no step of its own.
    await page.keyboard.down('Control');
    await page.keyboard.press('z');
    await page.keyboard.up('Control');
    const undone = await logoDoc('logo-sponsor');
    expect([undone.position_x, undone.position]).toEqual([start.doc.position_x, start.doc.position]);
  });

  it('arrow keys nudge the chosen logo one step (Shift: ten), each step undoable', async () => {
    const start = await chooseLogo('sponsor', 'Tidewave', 'Sponsor');
    const frame = await page.waitForSelector(aria('application', 'Move Sponsor'));
    await frame!.focus();
    await page.keyboard.press('ArrowRight');
    expect((await logoDoc('logo-sponsor')).position_x).toBe(start.doc.position_x + 1);
    await page.keyboard.press('ArrowUp');
    expect((await logoDoc('logo-sponsor')).position).toBe(start.doc.position + 1);
    await page.keyboard.down('Shift');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.up('Shift');
    expect((await logoDoc('logo-sponsor')).position_x).toBe(start.doc.position_x + 1 - 10);
    await page.keyboard.down('Control');
    await page.keyboard.press('z');
    await page.keyboard.up('Control');
    const undone = await logoDoc('logo-sponsor');
    expect([undone.position_x, undone.position]).toEqual([start.doc.position_x + 1, start.doc.position + 1]);
  });

  it('on the upside-down back, Shift+Up moves the back sponsor up on screen by ten', async () => {
    const start = await chooseLogo('sponsor_back', 'Tidewave', 'Back sponsor');
    const frame = await page.waitForSelector(aria('application', 'Move Back sponsor'));
    await frame!.focus();
    await page.keyboard.down('Shift');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.up('Shift');
    // Up on screen is down the stored-upside-down back: region y falls.
    expect((await logoDoc('logo-sponsor_back')).position).toBe(start.doc.position - 10);
    // Right moves nothing: the slot has no horizontal slider, so no step either.
    await page.keyboard.press('ArrowRight');
    expect((await logoDoc('logo-sponsor_back')).position_x).toBe(start.doc.position_x);
    await settle();
    const texture = await textureCentroid('sponsor_back', false);
    expect(texture.y - start.texture.y).toBeCloseTo(-10 * SCALE, 0);
    expect(texture.x - start.texture.x).toBeCloseTo(0, 0);
    // No server behind the preview: its /api requests fail, which is not this test's concern.
    expect(errors.filter((e) => !/Failed to load resource|\/api\//.test(e))).toEqual([]);
  });
});
