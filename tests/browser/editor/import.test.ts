/**
 * Layer import from a saved kit, used like a user would: a kit with a design, a text and a
 * material effect is saved; a new kit imports two of its layers through the Add layer menu's
 * dialog (listed top first, none ticked, Confirm disabled until one is), they arrive in the
 * Shirt list, and one Undo takes both away. A free user sees the material row but cannot tick it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { openEditorPage, type EditorPage } from './editor-page.ts';
import type { EditorServer } from './editor-server.ts';
import type { EditorUser } from './editor-user.ts';

const SMALL = '/?game=eafc&scale=0.25&effects=0';
const USERNAME = 'importer';

let server: EditorServer;
let world: EditorPage;
let page: Page;
let user: EditorUser;
let errors: string[];

const checkbox = (name: string) => user.get('checkbox', name);
const isChecked = async (name: string) =>
  (await checkbox(name)).evaluate((el) => (el as HTMLInputElement).checked);
const isDisabledBox = async (name: string) =>
  (await checkbox(name)).evaluate((el) => (el as HTMLInputElement).disabled);

async function openImportDialog() {
  await user.clickButton('Add layer');
  await (await user.get('menuitem', 'From a saved kit…')).click();
  await user.clickButton('Import from Imported look');
  await user.get('heading', 'Layers of Imported look');
}

beforeAll(async () => {
  world = await openEditorPage();
  ({ server, page, user, errors } = world);
  await page.goto(server.url + SMALL, { waitUntil: 'load' });
  await user.register(USERNAME, `${USERNAME}@example.com`);
  // An Ultimate member designs the kit: material effects need Plus above tier 0.
  await server.setTier(USERNAME, '2');
  await user.open(server.url + SMALL);
});

afterAll(async () => {
  await world?.close();
});

describe('layer import from a saved kit', () => {
  it('saves a kit with a design, a text and a material effect', async () => {
    const kit = JSON.parse(await page.evaluate(() => window.kitsmith!.getKit())) as {
      shirt: Record<string, unknown>[];
    };
    // Only the test's own layers: a new kit also wears its template's design, left out here.
    kit.shirt = kit.shirt.filter((layer) => layer.n !== 'design');
    const template = kit.shirt.findIndex((layer) => layer.n === 'template');
    kit.shirt.splice(
      template,
      0,
      { n: 'design', type: 'rectangle', c: ['#11aa33'] },
      { n: 'text', text: 'HELLO', c: ['#1133cc'] },
      { n: 'mat', p: 'Carbon' },
    );
    await page.evaluate((data) => window.kitsmith!.loadKit(data), JSON.stringify(kit));
    expect((await user.layerNames('Shirt')).filter((name) => /^(Design|Text|Material)/.test(name))).toEqual([
      'Material: Carbon',
      'Text: HELLO',
      'Design: Rectangle',
    ]);
    await (await user.get('tab', 'Settings')).click();
    const name = await user.get('textbox', 'Name');
    await name.click({ count: 3 });
    await name.type('Imported look');
    await user.saveNewKit();
    await user.get('button', 'Save changes');
  });

  it(
    'imports two layers as one undo step, Confirm disabled until one is ticked',
    { timeout: 120_000 },
    async () => {
      await user.clickTab('Shirt');
      await user.clickButton('Start new');
      await (await page.waitForSelector('[role="dialog"] .grid-item'))!.click();
      await user.get('heading', 'Recolor');
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
      const before = await user.layerNames('Shirt');

      await openImportDialog();
      // Top first, as the saved kit's list showed them; nothing ticked.
      const rows = await page.$$eval('ul[aria-label="Layers to import"] li label', (labels) =>
        labels.map((label) => label.textContent ?? ''),
      );
      // The shirt layers the test added (a kit also lists the designs its template gives each area).
      const custom = rows.filter((row) =>
        /^Shirt: (Material: Carbon|Text: HELLO|Design: Rectangle)$/.test(row),
      );
      expect(custom).toEqual(['Shirt: Material: Carbon', 'Shirt: Text: HELLO', 'Shirt: Design: Rectangle']);
      expect(await isChecked('Shirt: Text: HELLO')).toBe(false);
      expect(await isDisabledBox('Shirt: Material: Carbon')).toBe(false); // tier 2 may take it
      expect(await isDisabledBox('Shirt: Base colour')).toBe(true); // never importable
      expect(await user.isDisabled('button', 'Confirm')).toBe(true);

      await (await checkbox('Shirt: Text: HELLO')).click();
      expect(await user.isDisabled('button', 'Confirm')).toBe(false);
      await (await checkbox('Shirt: Design: Rectangle')).click();
      await user.clickButton('Confirm');
      await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));

      const after = await user.layerNames('Shirt');
      expect(after.length).toBe(before.length + 2);
      expect(after).toContain('Text: HELLO');
      expect(after).toContain('Design: Rectangle');
      expect(after.indexOf('Text: HELLO')).toBeLessThan(after.indexOf('Design: Rectangle'));

      await user.clickButton('Undo');
      await page.waitForFunction(() =>
        [...document.querySelectorAll('.toast')].some((t) => t.textContent === 'Undoing: add layer'),
      );
      expect(await user.layerNames('Shirt')).toEqual(before);
    },
  );

  it('does not let a free user tick the material effect', async () => {
    await server.setTier(USERNAME, 'none');
    await user.open(server.url + SMALL);
    await openImportDialog();
    expect(await isDisabledBox('Shirt: Material: Carbon')).toBe(true);
    expect(await isDisabledBox('Shirt: Text: HELLO')).toBe(false);
    await user.clickButton('Cancel');
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
    expect(errors).toEqual([]);
  });
});
