/**
 * The Name & number tab (the spec's Printing) used like a user would: the name and number typed by role and name must reach
 * the shirt's texture (window.kitsmith.exportTexture), a typed name is one undo step, and a
 * basketball kit starts from the spec's printing defaults (§9: name arch 50, sizes at 100 %, the
 * game's real-kit sizes that stand for §9's 165 and 45).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { openEditorPage, type EditorPage } from './editor-page.ts';
import type { EditorServer } from './editor-server.ts';
import type { EditorUser } from './editor-user.ts';

/** The printing colour: no template or default colour comes near it. */
const PRINT = '#ee22aa';
/** 1024 textures: the name's letters are a few texels thick at 512. */
const BASKETBALL = '/?game=basketball&scale=0.5&effects=0';

let server: EditorServer;
let world: EditorPage;
let page: Page;
let user: EditorUser;
let errors: string[];

const valueOf = async (role: string, name: string) =>
  (await user.get(role, name)).evaluate((el) => (el as HTMLInputElement).value);

/** What the Font select shows (its chosen option's text), once its lists have loaded. */
async function shownFont(): Promise<string> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('select')].some((s) => !s.disabled && s.options.length > 1),
  );
  return (await user.get('combobox', 'Font')).evaluate(
    (el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent ?? '',
  );
}

/** Texels of the shirt texture near `hex` (the printing colour by default), every texel read. */
function printedTexels(ink = PRINT): Promise<number> {
  return page.evaluate(async (hex) => {
    const blob = await window.kitsmith!.exportTexture('shirt', 'albedo');
    const bitmap = await createImageBitmap(blob);
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    const want = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    let near = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (want.every((v, c) => Math.abs(data[i + c]! - v) <= 90)) near++;
    }
    return near;
  }, ink);
}

/**
 * printedTexels once the texture has settled: fonts arrive asynchronously, so it waits (up to
 * 20 s) for `ready` and then for two equal readings in a row.
 */
async function settledTexels(ready: (texels: number) => boolean = () => true, ink = PRINT): Promise<number> {
  const deadline = Date.now() + 20_000;
  let last = await printedTexels(ink);
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 400));
    const next = await printedTexels(ink);
    if (next === last && ready(next)) return next;
    last = next;
  }
  return last;
}

beforeAll(async () => {
  world = await openEditorPage();
  ({ server, page, user, errors } = world);
  await user.open(server.url + BASKETBALL);
});

afterAll(async () => {
  await world?.close();
});

describe('the Printing tab', () => {
  it('starts a basketball kit from the spec defaults, printing off', async () => {
    await user.clickTab('Name & number');
    expect(await valueOf('spinbutton', 'Name arch')).toBe('50');
    expect(await valueOf('spinbutton', 'Number size')).toBe('100');
    expect(await valueOf('spinbutton', 'Name size')).toBe('100');
    expect(await valueOf('spinbutton', 'Number')).toBe('0');
    const shown = await user.get('switch', 'Show printing');
    expect(await shown.evaluate((el) => (el as HTMLInputElement).checked)).toBe(false);
    // The kit names no font: it is drawn in the default font, and the select says which.
    expect(await shownFont()).toBe('Graduate');
  });

  it('prints the typed number and name on the shirt texture', { timeout: 180_000 }, async () => {
    await user.clickButton('Printing colour: #ffffff');
    await user.typeInto('textbox', 'Hex colour', PRINT);
    await user.clickButton('Apply');
    await page.waitForFunction(() => !document.querySelector('.color-picker'));
    await user.waitComposited();
    expect(await settledTexels()).toBe(0);

    await user.typeInto('spinbutton', 'Number', '23\n');
    const numbered = await settledTexels((n) => n > 0);
    expect(numbered).toBeGreaterThan(500);
    const shown = await user.get('switch', 'Show printing');
    expect(await shown.evaluate((el) => (el as HTMLInputElement).checked)).toBe(true);

    await user.typeInto('textbox', 'Player name', 'JORDAN');
    await page.keyboard.press('Tab'); // leaving the field closes the typing as one step
    const named = await settledTexels((n) => n > numbered);
    expect(named).toBeGreaterThan(numbered + 200);

    // The whole name was one step: one undo takes it off and leaves the number.
    await user.clickButton('Undo');
    expect(await valueOf('textbox', 'Player name')).toBe('');
    expect(Math.abs((await settledTexels((n) => n < named)) - numbered)).toBeLessThan(numbered * 0.05);

    // Switching printing off hides it without forgetting it.
    await (await user.get('switch', 'Show printing')).click();
    expect(await settledTexels()).toBe(0);
    expect(await valueOf('spinbutton', 'Number')).toBe('23');

    // The print preview draws the preview number and a sample name in white on the black jersey.
    const white = await settledTexels(() => true, '#ffffff');
    await (await user.get('switch', 'Show print preview')).click();
    expect(await valueOf('spinbutton', 'Preview number')).toBe('23');
    expect(await settledTexels((n) => n > white + 500, '#ffffff')).toBeGreaterThan(white + 500);
    expect(errors).toEqual([]);
  });

  it("shows the font chosen, and a football kit's default font too", async () => {
    // A free font open to everyone at the tests' date (Teko Numbers is in early access then).
    await (await user.get('combobox', 'Font')).select('nba_russo');
    expect(await shownFont()).toBe('Russo Numbers');
    expect(await page.evaluate(() => JSON.parse(window.kitsmith!.getKit()).playerPrinting.font)).toBe(
      'nba_russo',
    );

    await user.open(server.url + '/?game=eafc&scale=0.25&effects=0');
    await user.clickTab('Name & number');
    expect(await shownFont()).toBe('Graduate');
    const names = await (
      await user.get('combobox', 'Font')
    ).evaluate((el) => [...(el as HTMLSelectElement).options].map((o) => o.textContent));
    expect(names.filter((name) => name === 'Graduate')).toHaveLength(1);
    expect(names).not.toContain('None');
    expect(errors).toEqual([]);
  });
});
