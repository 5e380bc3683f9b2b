/**
 * The editor driven like a user: controls found by role and accessible name, results checked in
 * the kit's own texture (window.kitsmith.exportTexture). One story, in order, because each step
 * builds on the kit the previous ones designed: template, recolor, eight layer kinds, drag and
 * drop, mask, undo/redo, save, reload, load.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { launchGpuBrowser, ROOT, type GpuBrowser } from '../harness.ts';
import { startEditorServer, type EditorServer } from './editor-server.ts';
import { colorShare, EditorUser, settledShare } from './editor-user.ts';

const RED = '#cc1111';
const BLUE = '#1133cc';
const GREEN = '#11aa33';
/** The graphic layer's name (its first free catalogue graphic), read from the list once added. */
let graphic = '';
const maskedName = () => `Design: Rectangle is masked by ${graphic}`;

/** 512x512 textures and no post-processing: the same editor and compositor, far less CPU rendering. */
const SMALL = '/?scale=0.25&effects=0';
const ARTIFACTS = path.join(ROOT, 'tests/browser/.artifacts');

let server: EditorServer;
let gpu: GpuBrowser;
let page: Page;
let user: EditorUser;
const errors: string[] = [];

async function setHex(hex: string) {
  const field = await user.get('textbox', 'Hex colour');
  await field.click({ count: 3 });
  await field.type(hex);
}

async function toastText(): Promise<string[]> {
  return page.$$eval('.toast', (toasts) => toasts.map((toast) => toast.textContent ?? ''));
}

beforeAll(async () => {
  server = await startEditorServer();
  gpu = await launchGpuBrowser();
  page = await gpu.browser.newPage();
  await page.setViewport({ width: 1280, height: 720 });
  page.on('pageerror', (error) => errors.push(String(error)));
  user = new EditorUser(page);
  await page.goto(server.url + SMALL, { waitUntil: 'load' });
  const registered = await page.evaluate(async () => {
    const body = new URLSearchParams({
      username: 'kitfan',
      email: 'kitfan@example.com',
      password: 'long-enough-pw',
    });
    const reply = await fetch('/api/auth/register', { method: 'POST', body });
    return (await reply.json()) as { success: boolean };
  });
  expect(registered.success).toBe(true);
  await user.open(server.url + SMALL);
});

afterAll(async () => {
  await gpu?.close();
  await server?.close();
});

describe('the editor, used like a user would', () => {
  it('starts from a template and recolors it in one step', async () => {
    expect(await user.isDisabled('button', 'Undo')).toBe(true);
    expect(await user.isDisabled('button', 'Redo')).toBe(true);
    // A kit nobody has touched has nothing to lose: no flag, and Start new asks nothing.
    expect(await page.$('.unsaved')).toBeNull();
    await user.clickButton('Start new');
    await page.waitForSelector('[role="dialog"] .grid-item');
    // The brand filter narrows the templates to one maker's, and 'All brands' brings them back.
    const all = (await page.$$('[role="dialog"] .grid-item')).length;
    const brand = await user.get('combobox', 'Brand');
    const maker = await brand.evaluate((select) => (select as HTMLSelectElement).options[1]!.value);
    await brand.select(maker);
    await page.waitForFunction(
      (n) => document.querySelectorAll('[role="dialog"] .grid-item').length < n,
      {},
      all,
    );
    await brand.select('');
    await page.waitForFunction(
      (n) => document.querySelectorAll('[role="dialog"] .grid-item').length === n,
      {},
      all,
    );
    // A free visitor picks a template open to everyone (Plus ones are locked).
    await (await page.waitForSelector('[role="dialog"] .grid-item:not(.locked)'))!.click();
    // Picking a template starts the kit, closes the chooser and opens quick recolor.
    await user.get('heading', 'Recolor');
    // The kit wears the template's colours; its main one is named Primary.
    await (await page.waitForSelector(
      '.recolor-pair button[aria-label^="Primary: new colour for"]',
    ))!.click();
    await setHex(RED);
    await user.clickButton('Apply');
    await (await page.waitForSelector('::-p-role([name="Apply"][role="button"])'))!.click();
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
    await user.waitComposited();
    expect(await colorShare(page, 'shirt', RED)).toBeGreaterThan(0.2);
    expect(await user.isDisabled('button', 'Undo')).toBe(false);
  });

  it('adds and edits layers of nine kinds', { timeout: 300_000 }, async () => {
    const kinds = [
      'Design',
      'Pattern',
      'Graphic',
      'Text',
      'Logo',
      'Sleeve cuffs',
      'Side panels',
      'Shoulder panels',
      'Custom collar',
    ];
    for (const kind of kinds) {
      try {
        await user.addLayer(kind);
        await page.waitForSelector(`section[aria-label^="Settings of ${kind}"]`);
      } catch (e) {
        // What the user saw when the step failed, for whoever debugs it.
        await mkdir(ARTIFACTS, { recursive: true });
        await page.screenshot({ path: path.join(ARTIFACTS, 'editor-add-layer-failure.png') });
        throw new Error(`${kind}: ${String(e)}`, { cause: e });
      }
    }
    const names = await user.layerNames('Shirt');
    graphic = names.find((name) => name.startsWith('Graphic: ')) ?? '';
    expect(graphic).not.toBe('');
    for (const kind of kinds) expect(names.some((name) => name.startsWith(kind))).toBe(true);

    // The side panels are blue and wide: their colour must appear in the texture.
    await (await user.get('button', 'Side panels')).click();
    await (await page.waitForSelector('.layer-colors .swatch[aria-label^="Colour 1: "]'))!.click();
    await setHex(BLUE);
    await user.clickButton('Apply');
    const width = await user.get('spinbutton', 'Width');
    await width.click({ count: 3 });
    await width.type('200\n');
    await user.waitComposited();
    expect(await colorShare(page, 'shirt', BLUE)).toBeGreaterThan(0.01);

    // The design becomes a green rectangle.
    await (await user.get('button', 'Design: Rectangle')).click();
    await (await page.waitForSelector('.layer-colors .swatch[aria-label^="Colour 1: "]'))!.click();
    await setHex(GREEN);
    await user.clickButton('Apply');
    await user.waitComposited();
    expect(await colorShare(page, 'shirt', GREEN)).toBeGreaterThan(0.001);
  });

  it('reorders by drag and drop onto allowed positions only', async () => {
    await page.keyboard.press('Escape'); // clears the active layer: moving is off while one is open
    await page.waitForFunction(() => !document.querySelector('section[aria-label^="Settings of"]'));
    const before = await user.layerNames('Shirt');
    const topCustom = before[1]!; // the template stays on top
    await user.drag(
      await user.get('button', 'Drag Design: Rectangle'),
      await user.get('listitem', topCustom),
    );
    const after = await user.layerNames('Shirt');
    expect(after[1]).toBe('Design: Rectangle');
    expect(after).toHaveLength(before.length);
    // The base colour is fixed: dropping onto it changes nothing.
    await user.drag(await user.get('button', 'Drag Side panels'), await user.get('listitem', 'Base colour'));
    expect(await user.layerNames('Shirt')).toEqual(after);
  });

  it('masks one layer with another and removes the mask with ctrl+click', async () => {
    await user.waitComposited();
    const unmasked = await colorShare(page, 'shirt', GREEN);
    await user.drag(
      await user.get('button', 'Mask Design: Rectangle with another layer'),
      await user.get('listitem', graphic),
    );
    const icon = await user.get('button', maskedName());
    await user.waitComposited();
    // Only where the graphic has coverage does the rectangle still show.
    const masked = await colorShare(page, 'shirt', GREEN);
    expect(masked).toBeLessThan(unmasked);
    await page.keyboard.down('Control');
    await icon.click();
    await page.keyboard.up('Control');
    await page.waitForFunction((name) => !document.querySelector(`[aria-label="${name}"]`), {}, maskedName());
    await user.waitComposited();
    expect(await colorShare(page, 'shirt', GREEN)).toBeCloseTo(unmasked, 3);
  });

  it('undoes and redoes with their toasts', async () => {
    await user.clickButton('Undo');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.toast')].some((t) => t.textContent === 'Undoing: edit layer'),
    );
    await user.get('button', maskedName());
    await user.clickButton('Redo');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.toast')].some((t) => t.textContent === 'Redoing: edit layer'),
    );
    expect(await user.find('button', maskedName())).toBeNull();
    expect(await user.isDisabled('button', 'Redo')).toBe(true);
    // ctrl+z is the same as the Undo button.
    await page.keyboard.down('Control');
    await page.keyboard.press('z');
    await page.keyboard.up('Control');
    await user.get('button', maskedName());
    expect(await toastText()).toContain('Undoing: edit layer');
  });

  it('saves, reloads and loads the kit back with the same texture', async () => {
    const names = await user.layerNames('Shirt');
    await user.waitComposited();
    const blue = await settledShare(page, 'shirt', BLUE);
    const red = await settledShare(page, 'shirt', RED);
    const saved = JSON.parse(await page.evaluate(() => window.kitsmith!.getKit())) as Record<string, unknown>;
    await user.saveNewKit();
    await user.get('button', 'Save changes'); // the kit has an id now
    await page.waitForFunction(() => !document.querySelector('.unsaved'));

    await user.open(server.url + SMALL);
    expect(await user.layerNames('Shirt')).not.toEqual(names);
    await user.clickButton('Load');
    await (await page.waitForSelector('[role="dialog"] .grid-item'))!.click();
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
    await user.waitComposited();
    expect(await user.layerNames('Shirt')).toEqual(names);
    const loaded = JSON.parse(await page.evaluate(() => window.kitsmith!.getKit())) as Record<
      string,
      unknown
    >;
    expect(loaded.shirt).toEqual(saved.shirt);
    expect(await settledShare(page, 'shirt', BLUE)).toBeCloseTo(blue, 3);
    expect(await settledShare(page, 'shirt', RED)).toBeCloseTo(red, 3);
    expect(await user.find('button', 'Save changes')).not.toBeNull();
    expect(errors).toEqual([]);
  });
});
