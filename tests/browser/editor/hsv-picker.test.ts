/**
 * The colour picker's hue/saturation/brightness controls and its "Colours in this kit" row
 * (issue 31), driven by keyboard and by role and name: a colour walked to with the hue slider and
 * the saturation/brightness square, then applied, is the layer's colour in the kit and on the
 * shirt's texture; a kit colour chosen by its role applies the same way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { settledShare } from './editor-user.ts';
import {
  hexField,
  layerColors,
  openEditor,
  openLayerColor,
  pickerClosed,
  swatchColor,
  type PickerSession,
} from './color-picker-user.ts';

let session: PickerSession;
let page: Page;

async function press(key: 'ArrowRight' | 'ArrowDown' | 'Home' | 'End' | 'PageUp', times = 1, shift = false) {
  if (shift) await page.keyboard.down('Shift');
  for (let i = 0; i < times; i++) await page.keyboard.press(key);
  if (shift) await page.keyboard.up('Shift');
}

beforeAll(async () => {
  session = await openEditor();
  page = session.page;
  await session.user.addLayer('Design');
  await page.waitForSelector('section[aria-label^="Settings of Design"]');
  await session.user.waitComposited();
}, 180_000);

afterAll(async () => {
  await session?.close();
});

describe('the HSV colour controls', () => {
  it('walks to a colour by keyboard and gives it to the layer', async () => {
    const { user } = session;
    await openLayerColor(user);
    await user.get('group', 'Hue, saturation and brightness');
    // Hue 120 (green): the hue slider from its start, one degree a press.
    const hue = await user.get('slider', 'Hue');
    await hue.focus();
    await press('Home');
    await press('ArrowRight', 120);
    // Full saturation and brightness, then brightness down 50 % (Shift: 10 % a press).
    const square = await user.get('slider', 'Saturation and brightness');
    await square.focus();
    await press('End');
    await press('PageUp');
    expect(await hexField(user)).toBe('#00ff00');
    await press('ArrowDown', 5, true);
    expect(await hexField(user)).toBe('#008000');
    expect(await square.evaluate((el) => el.getAttribute('aria-valuetext'))).toBe(
      'Saturation 100 %, brightness 50 %',
    );
    // Hue is kept through black: at brightness 0 and back the colour is still green.
    await press('ArrowDown', 5, true);
    expect(await hexField(user)).toBe('#000000');
    await press('ArrowRight'); // saturation stays 100: the press is at its end
    await press('PageUp');
    expect(await hexField(user)).toBe('#00ff00');
    await press('ArrowDown', 5, true);

    expect(await settledShare(page, 'shirt', '#008000')).toBe(0);
    await user.clickButton('Apply');
    await pickerClosed(page);
    expect((await layerColors(page, 'design'))[0]).toBe('#008000');
    expect(await settledShare(page, 'shirt', '#008000')).toBeGreaterThan(0);
  });

  it("applies one of the kit's own colours, named by its role", async () => {
    const { user } = session;
    await openLayerColor(user);
    const row = await user.get('region', 'Colours in this kit');
    const labels = await row.$$eval('button', (buttons) =>
      buttons.map((b) => b.getAttribute('aria-label') ?? ''),
    );
    // The template's palette first, by role; the green just applied is one of the kit's too.
    expect(labels[0]).toMatch(/^Primary: #[0-9a-f]{6}$/);
    expect(labels.some((label) => label.startsWith('Secondary: '))).toBe(true);
    expect(labels).toContain('#008000');
    const primary = labels[0]!.slice('Primary: '.length);
    const base = await page.evaluate(() => {
      const kit = JSON.parse(window.kitsmith!.getKit()) as { shirt: { n: string; c: string[] }[] };
      return kit.shirt.find((layer) => layer.n === 'base')!.c[0];
    });
    expect(primary).toBe(base);

    await user.clickButton(labels[0]!);
    expect(await hexField(user)).toBe(primary);
    await user.clickButton('Apply');
    await pickerClosed(page);
    // The layer's swatch reads the kit (a saved layer in its default colour stores none).
    expect(await swatchColor(user)).toBe(primary);
    expect(await settledShare(page, 'shirt', '#008000')).toBe(0);
    expect(session.errors).toEqual([]);
  });
});
