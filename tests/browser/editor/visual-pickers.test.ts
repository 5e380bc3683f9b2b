/**
 * The design picker (issue 31): the design layer's type is a group of thumbnails, one per base
 * design, named as the select's options were, in the same order. Chosen by a click or by the
 * arrow keys, the layer's design changes in the kit and on the shirt's texture; the thumbnails
 * are drawn in the layer's colours. The collar and shorts pickers are tried on the 3D model in
 * tests/browser/scene/collars.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { openEditor, type PickerSession } from './color-picker-user.ts';
import { screenshotPath } from '../harness.ts';
import { changedShirtTexels } from './texels.ts';

let session: PickerSession;
let page: Page;
let uuid: string;

interface SavedLayer {
  n: string;
  uuid: string;
  type?: string;
  c?: string[] | string;
}
const shirtLayers = async () =>
  (JSON.parse(await page.evaluate(() => window.kitsmith!.getKit())) as { shirt: SavedLayer[] }).shirt;
const designOf = async () => (await shirtLayers()).find((l) => l.uuid === uuid)?.type;
/** Waits until the layer's design in the kit is (or, with `not`, is no longer) `type`. */
async function waitDesign(type: string, not = false): Promise<void> {
  for (let tries = 0; tries < 120; tries++) {
    if (((await designOf()) === type) !== not) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`design never became ${not ? 'other than ' : ''}${type}`);
}

/** The design names the select offered, in its order (document 1 §2, DESIGNS). */
const FIRST = 'Rectangle';
const LAST = 'Cross 2 colors v2';

beforeAll(async () => {
  session = await openEditor({ url: '/?game=eafc&scale=0.25&effects=0' });
  page = session.page;
  const before = new Set((await shirtLayers()).map((l) => l.uuid));
  await session.user.addLayer('Design');
  await page.waitForSelector('section[aria-label^="Settings of Design"]');
  uuid = (await shirtLayers()).find((l) => l.n === 'design' && !before.has(l.uuid))!.uuid;
  await session.user.waitComposited();
}, 180_000);

afterAll(async () => {
  await session?.close();
});

describe('the design picker', () => {
  it("shows every design as a named thumbnail in the layer's colours, the current one checked", async () => {
    const { user } = session;
    const group = await user.get('radiogroup', 'Design');
    const names = await group.$$eval('[role="radio"]', (radios) => radios.map((r) => r.textContent));
    expect(names).toHaveLength(21);
    expect(names[0]).toBe(FIRST);
    expect(names.at(-1)).toBe(LAST);
    const checked = await group.$$eval('[role="radio"][aria-checked="true"]', (radios) =>
      radios.map((r) => r.textContent),
    );
    expect(checked).toHaveLength(1);
    expect(await page.$eval('section[aria-label^="Settings of Design"] h3', (h) => h.textContent)).toBe(
      `Design: ${checked[0]}`,
    );
    // Every thumbnail drawn, and each holds the layer's first colour (its design, in the kit's colours).
    await page.waitForFunction(() => document.querySelectorAll('[role="radiogroup"] img').length === 21, {
      timeout: 120_000,
    });
    const layer = (await shirtLayers()).find((l) => l.uuid === uuid)!;
    const colour = Array.isArray(layer.c) ? layer.c[0]! : layer.c!;
    const shares = await page.evaluate(async (hex) => {
      const want = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
      const images = [...document.querySelectorAll<HTMLImageElement>('[role="radiogroup"] img')];
      return Promise.all(
        images.map(async (img) => {
          await img.decode();
          const canvas = new OffscreenCanvas(img.naturalWidth, img.naturalHeight);
          const context = canvas.getContext('2d')!;
          context.drawImage(img, 0, 0);
          const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
          let near = 0;
          for (let i = 0; i < data.length; i += 4)
            if (data[i + 3]! > 250 && want.every((v, c) => Math.abs(data[i + c]! - v) <= 24)) near++;
          return near / (data.length / 4);
        }),
      );
    }, colour);
    // Most designs cover a part of the shirt; the gradients blend the colour away at their edge.
    expect(shares.filter((share) => share > 0.01).length).toBeGreaterThanOrEqual(15);
  });

  it('changes the layer to the design whose thumbnail is clicked, in the kit and the texture', async () => {
    const { user } = session;
    await changedShirtTexels(page, 'before-checkers');
    await (await user.get('radio', 'Checkers')).click();
    await waitDesign('checkers');
    expect(await designOf()).toBe('checkers');
    expect(await (await user.get('radio', 'Checkers')).evaluate((el) => el.ariaChecked)).toBe('true');
    await user.waitComposited();
    expect(await changedShirtTexels(page, 'before-checkers')).toBeGreaterThan(100);
    expect(session.errors).toEqual([]);
  });

  it('walks the designs with the arrow keys, Home and End, one tab stop for the group', async () => {
    const { user } = session;
    const group = await user.get('radiogroup', 'Design');
    expect(await group.$$eval('[role="radio"][tabindex="0"]', (r) => r.map((el) => el.textContent))).toEqual([
      'Checkers',
    ]);
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    await (await user.get('radio', 'Checkers')).focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-checked') === 'true');
    const next = await focused();
    expect(next).not.toBe('Checkers');
    await waitDesign('checkers', true);
    expect(await designOf()).not.toBe('checkers');
    await page.keyboard.press('ArrowLeft');
    await page.waitForFunction(() => document.activeElement?.textContent === 'Checkers');
    await waitDesign('checkers');
    await page.keyboard.press('End');
    await page.waitForFunction((name) => document.activeElement?.textContent === name, {}, LAST);
    await waitDesign('cross_2_colors_v2');
    await page.keyboard.press('Home');
    await page.waitForFunction((name) => document.activeElement?.textContent === name, {}, FIRST);
    await waitDesign('rectangle');
    // Tab leaves the group: the other designs are not tab stops.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).not.toBe('radio');
    expect(session.errors).toEqual([]);
  });

  it('keeps the small rules of the layer menus: a 400 px Add layer menu, pattern layouts in order', async () => {
    const { user } = session;
    // Document 2 §9: a dropdown given no width is 400 px wide.
    await user.clickButton('Add layer');
    const menu = await user.get('menu', 'Add layer');
    expect(await menu.evaluate((m) => m.getBoundingClientRect().width)).toBe(400);
    await page.screenshot({ path: screenshotPath('add-layer-menu-1280x720.png') });
    await (await user.get('menuitem', 'Pattern')).click();
    await page.waitForSelector('section[aria-label^="Settings of Pattern"]');
    // Document 2 §4: 0 Offset, 4 Vertical offset, 1 Grid, 2 Alternate grid, 3 Image pattern.
    const mode = await user.get('combobox', 'Mode');
    expect(await mode.$$eval('option', (options) => options.map((o) => o.textContent))).toEqual([
      'Offset',
      'Vertical offset',
      'Grid',
      'Alternate grid',
      'Image pattern',
    ]);
  });
});
