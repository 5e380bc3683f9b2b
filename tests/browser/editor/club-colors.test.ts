/**
 * Club colour presets in the colour picker (document 2 §3: a club colour preset list with name
 * and hex). A preset is one colour: choosing it puts its hex in the field like a swatch, Apply
 * gives it to the layer in one undo step, and Undo restores the colour before.
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

const KESTREL_SECONDARY = { name: 'Kestrel City secondary', hex: '#d4af37' };

let session: PickerSession;
let page: Page;

const presetButtons = () =>
  page.$$eval('section[aria-label="Club colours"] li button', (buttons) =>
    buttons.map((b) => b.getAttribute('aria-label') ?? ''),
  );

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

describe('club colour presets', () => {
  it('lists all 84 presets by name and hex, and narrows them as the user types', async () => {
    await openLayerColor(session.user);
    await page.waitForSelector('section[aria-label="Club colours"] li button');
    const all = await presetButtons();
    expect(all).toHaveLength(84);
    expect(all).toContain(`${KESTREL_SECONDARY.name}, ${KESTREL_SECONDARY.hex}`);
    const search = await session.user.get('searchbox', 'Search club colours');
    await search.type('kestrel');
    await page.waitForFunction(
      () => document.querySelectorAll('section[aria-label="Club colours"] li button').length === 2,
    );
    await search.type(' sec');
    await page.waitForFunction(
      () => document.querySelectorAll('section[aria-label="Club colours"] li button').length === 1,
    );
    expect(await presetButtons()).toEqual([`${KESTREL_SECONDARY.name}, ${KESTREL_SECONDARY.hex}`]);
  });

  it('puts the chosen club colour in the picker; Apply colours the layer in one undo step', async () => {
    const { user } = session;
    const before = await swatchColor(user);
    expect(before).not.toBe(KESTREL_SECONDARY.hex);
    expect(await settledShare(page, 'shirt', KESTREL_SECONDARY.hex)).toBe(0);
    await user.clickButton(`${KESTREL_SECONDARY.name}, ${KESTREL_SECONDARY.hex}`);
    expect(await hexField(user)).toBe(KESTREL_SECONDARY.hex);
    // Choosing only fills the field: nothing changes until Apply.
    expect(await swatchColor(user)).toBe(before);
    await user.clickButton('Apply');
    await pickerClosed(page);
    expect(await swatchColor(user)).toBe(KESTREL_SECONDARY.hex);
    expect((await layerColors(page, 'design'))[0]).toBe(KESTREL_SECONDARY.hex);
    expect(await settledShare(page, 'shirt', KESTREL_SECONDARY.hex)).toBeGreaterThan(0);

    await user.clickButton('Undo');
    await page.waitForFunction(
      (hex) => document.querySelector(`.layer-colors .swatch[aria-label="Colour 1: ${hex}"]`) !== null,
      {},
      before,
    );
    expect(await settledShare(page, 'shirt', KESTREL_SECONDARY.hex)).toBe(0);
    expect(session.errors).toEqual([]);
  }, 120_000);
});
