/**
 * Editing on the kit in the Texture view (issue 31): a click on a logo chooses it and opens the
 * Logos tab, a drag of its handles' body moves it by the dragged distance (on screen, in the kit
 * document and in the texture's pixels) as one undo step, Escape during a drag puts it back, and
 * an arrow key nudges it by one step. Checked on EA FC, whose back is stored upside down and whose
 * sleeves lie across: the logo must follow the pointer there too.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchGpuBrowser, openPage, serveBuiltApp, type GpuBrowser } from '../harness.ts';
import { shoot } from './striped-kit.ts';

const SHOTS = '/tmp/onkit-3-shots';
/** Texture scale of the page: a region pixel is half a texel. */
const SCALE = 0.5;
const VIEW = '.texture-view';

let gpu: GpuBrowser;
let app: { url: string; close(): Promise<void> };
let page: Page;
let errors: string[];

const aria = (role: string, name: string) => `::-p-aria([name="${name}"][role="${role}"])`;
const click = async (role: string, name: string) => (await page.waitForSelector(aria(role, name)))!.click();

const PLAIN = {
  version: 1,
  game: 'eafc',
  shirt: [{ n: 'base', uuid: 'plain-base', type: 'base', c: ['#f4f4f4'] }],
  shorts: [{ n: 'base', uuid: 'plain-shorts', type: 'base', c: ['#111111'] }],
  socks: [{ n: 'base', uuid: 'plain-socks', type: 'base', c: ['#111111'] }],
  logos: [] as object[],
};
const withLogo = (t: string, l: string) => ({ ...PLAIN, logos: [{ uuid: `logo-${t}`, t, l }] });

type Point = { x: number; y: number };
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
const logoDoc = (uuid: string) =>
  page.evaluate(
    (uuid) => (window.kitsmith!.getKit() as { logos: LogoDoc[] }).logos.find((l) => l.uuid === uuid)!,
    uuid,
  );

/** Stores the shirt texture under `name`, or (with `against`) the centroid of texels differing from it. */
function textureCentroid(name: string, store: boolean): Promise<Point & { count: number }> {
  return page.evaluate(
    async (name, store) => {
      const blob = await window.kitsmith!.exportTexture('shirt', 'albedo');
      const bitmap = await createImageBitmap(blob);
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
      const saved = window as unknown as Record<string, Uint8ClampedArray | undefined>;
      if (store) {
        saved[`texture:${name}`] = data;
        return { x: 0, y: 0, count: 0 };
      }
      const before = saved[`texture:${name}`]!;
      let [sx, sy, n] = [0, 0, 0];
      for (let i = 0; i < data.length; i += 4) {
        if (Math.max(...[0, 1, 2].map((c) => Math.abs(data[i + c]! - before[i + c]!))) <= 40) continue;
        const p = i / 4;
        sx += p % bitmap.width;
        sy += Math.floor(p / bitmap.width);
        n++;
      }
      return { x: sx / n, y: sy / n, count: n };
    },
    name,
    store,
  );
}

/** Centroid, in page pixels, of the view's pixels that differ from `base` (same view, same zoom). */
function screenCentroid(base: Awaited<ReturnType<typeof shoot>>, now: Awaited<ReturnType<typeof shoot>>) {
  let [sx, sy, n] = [0, 0, 0];
  for (let y = 0; y < now.height; y++)
    for (let x = 0; x < now.width; x++) {
      const a = base.at(x, y);
      const b = now.at(x, y);
      if (Math.max(Math.abs(a[0]! - b[0]!), Math.abs(a[1]! - b[1]!), Math.abs(a[2]! - b[2]!)) <= 40) continue;
      sx += x;
      sy += y;
      n++;
    }
  return { x: now.box.x + sx / n, y: now.box.y + sy / n, count: n };
}

async function drag(from: Point, by: Point, opts: { escape?: boolean } = {}): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + by.x, from.y + by.y, { steps: 6 });
  if (opts.escape) await page.keyboard.press('Escape');
  await page.mouse.up();
  await settle();
}

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
  mkdirSync(SHOTS, { recursive: true });
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
  it('a click on the team logo chooses it and opens the Logos tab', async () => {
    await chooseLogo('team', 'Harbour Shield', 'Team logo');
    expect(await page.$eval(aria('tab', 'Logos'), (t) => t.getAttribute('aria-selected'))).toBe('true');
    await page.screenshot({ path: `${SHOTS}/chosen-team.png` });
  });

  // [slot, logo, name, region's turn on EA's shirt texture]
  const cases = [
    ['team', 'Harbour Shield', 'Team logo', 0],
    ['sponsor_back', 'Tidewave', 'Back sponsor', 2],
  ] as const;
  for (const [slot, logo, slotName, turn] of cases) {
    it(`a drag moves the ${slotName} by the dragged distance, as one undo step (turn ${turn})`, async () => {
      const start = await chooseLogo(slot, logo, slotName);
      const by = { x: 48, y: 24 };
      await drag(start.screen, by);
      await page.screenshot({ path: `${SHOTS}/dragged-${slot}.png` });
      const after = await measure(slot, start.base);
      // On screen: the logo went where the pointer went.
      expect(Math.abs(after.screen.x - start.screen.x - by.x)).toBeLessThan(2.5);
      expect(Math.abs(after.screen.y - start.screen.y - by.y)).toBeLessThan(2.5);
      // In the texture: the same direction, by the document's change (region pixels x scale).
      const tx = after.texture.x - start.texture.x;
      const ty = after.texture.y - start.texture.y;
      const dx = after.doc.position_x - start.doc.position_x;
      const dy = after.doc.position - start.doc.position;
      expect(tx).toBeGreaterThan(5);
      expect(ty).toBeGreaterThan(2);
      // Upright: region x is the texture's x and region y its up; upside down, both turn round.
      const [ex, ey] = turn === 0 ? [dx, -dy] : [-dx, dy];
      expect(Math.abs(tx - ex * SCALE)).toBeLessThan(1.5);
      expect(Math.abs(ty - ey * SCALE)).toBeLessThan(1.5);
      // The texture moved as the screen did: the view shows it at a fixed texels-per-pixel ratio.
      expect(Math.abs(tx / (after.screen.x - start.screen.x) - ty / (after.screen.y - start.screen.y))).toBeLessThan(
        0.15 * Math.abs(tx / by.x),
      );
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
    const start = await chooseLogo('team', 'Harbour Shield', 'Team logo');
    // One step first (a nudge), so that an Undo has something to take back.
    await (await page.waitForSelector(aria('application', 'Move Team logo')))!.focus();
    await page.keyboard.press('ArrowDown');
    await settle();
    const nudged = await textureCentroid('team', false);
    await drag({ x: start.screen.x, y: start.screen.y + 0.5 }, { x: 40, y: -30 }, { escape: true });
    const now = await logoDoc('logo-team');
    expect([now.position_x, now.position]).toEqual([start.doc.position_x, start.doc.position - 1]);
    const texture = await textureCentroid('team', false);
    expect(Math.abs(texture.x - nudged.x)).toBeLessThan(0.5);
    expect(Math.abs(texture.y - nudged.y)).toBeLessThan(0.5);
    // The one Undo takes back the nudge: the cancelled drag left no step of its own.
    await page.keyboard.down('Control');
    await page.keyboard.press('z');
    await page.keyboard.up('Control');
    const undone = await logoDoc('logo-team');
    expect([undone.position_x, undone.position]).toEqual([start.doc.position_x, start.doc.position]);
  });

  it('arrow keys nudge the chosen logo one step (Shift: ten), each step undoable', async () => {
    const start = await chooseLogo('team', 'Harbour Shield', 'Team logo');
    const frame = await page.waitForSelector(aria('application', 'Move Team logo'));
    await frame!.focus();
    await page.keyboard.press('ArrowRight');
    expect((await logoDoc('logo-team')).position_x).toBe(start.doc.position_x + 1);
    await page.keyboard.press('ArrowUp');
    expect((await logoDoc('logo-team')).position).toBe(start.doc.position + 1);
    await page.keyboard.down('Shift');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.up('Shift');
    expect((await logoDoc('logo-team')).position_x).toBe(start.doc.position_x + 1 - 10);
    await page.keyboard.down('Control');
    await page.keyboard.press('z');
    await page.keyboard.up('Control');
    const undone = await logoDoc('logo-team');
    expect([undone.position_x, undone.position]).toEqual([start.doc.position_x + 1, start.doc.position + 1]);
  });

  it('on the upside-down back, the right arrow moves the logo right on screen', async () => {
    const start = await chooseLogo('sponsor_back', 'Tidewave', 'Back sponsor');
    const frame = await page.waitForSelector(aria('application', 'Move Back sponsor'));
    await frame!.focus();
    await page.keyboard.down('Shift');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.up('Shift');
    // Region x runs right to left on EA's stored back.
    expect((await logoDoc('logo-sponsor_back')).position_x).toBe(start.doc.position_x - 10);
    await settle();
    const texture = await textureCentroid('sponsor_back', false);
    expect(texture.x - start.texture.x).toBeCloseTo(10 * SCALE, 0);
    expect(errors).toEqual([]);
  });
});
