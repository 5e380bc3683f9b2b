/**
 * Work is never lost (issue 31): Randomize over a saved kit makes a new kit, so saving the random
 * one stores a second kit and leaves the first as it was on the server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { openEditorPage, type EditorPage } from './editor-page.ts';
import type { EditorUser } from './editor-user.ts';

const SMALL = '/?game=eafc&scale=0.25&effects=0';

let world: EditorPage;
let page: Page;
let user: EditorUser;

beforeAll(async () => {
  world = await openEditorPage();
  ({ page, user } = world);
  await user.open(world.server.url + SMALL);
});

afterAll(async () => {
  await world?.close();
});

interface SavedList {
  data: { id: number; name: string; data: string }[];
}

/** The user's saved kits as the server lists them. */
const savedKits = () =>
  page.evaluate(async () => ((await (await fetch('/api/saved')).json()) as SavedList).data);

describe('Randomize over a saved kit', () => {
  it(
    'saves the random kit as a new kit and leaves the saved one unchanged',
    { timeout: 180_000 },
    async () => {
      await user.register('randomsaver', 'randomsaver@example.com');
      await user.open(world.server.url + SMALL);
      await user.clickTab('Settings');
      await user.typeInto('textbox', 'Name', 'Original Kit');
      await user.saveNewKit();
      await user.get('button', 'Save changes');
      const [original] = await savedKits();
      expect(original?.name).toBe('Original Kit');

      const before = await page.evaluate(() => window.kitsmith!.getKit());
      await user.clickButton('Randomize');
      await page.waitForFunction((old) => window.kitsmith!.getKit() !== old, { timeout: 60_000 }, before);
      await user.waitIdle();
      // The header says the random kit is not stored: it is no longer the saved one.
      const status = await user.get('group', 'Open kit');
      expect(await status.evaluate((el) => el.textContent)).toContain('Unsaved changes');
      // Saved with the shortcut, as a player saving the random kit would, whatever the button says.
      await page.keyboard.down('Control');
      await page.keyboard.press('s');
      await page.keyboard.up('Control');
      // A new kit's first save asks for its name (the bug saved over the first kit at once).
      await page
        .waitForFunction(() => document.querySelector('[role="dialog"]') !== null, { timeout: 5_000 })
        .catch(() => undefined);
      const naming = await user.find('dialog', 'Name your kit');
      if (naming) await (await naming.waitForSelector('::-p-role([name="Save"][role="button"])'))!.click();
      // Wait until the save reached the server: a second kit, or (the bug) the first one rewritten.
      await page.waitForFunction(
        async (id, data) => {
          const list = ((await (await fetch('/api/saved')).json()) as SavedList).data;
          return list.length > 1 || list.find((kit) => kit.id === id)?.data !== data;
        },
        { timeout: 60_000, polling: 500 },
        original!.id,
        original!.data,
      );
      const after = await savedKits();
      expect(after).toHaveLength(2);
      const kept = after.find((kit) => kit.id === original!.id)!;
      expect(kept.name).toBe('Original Kit');
      expect(kept.data).toBe(original!.data);
      expect(world.errors).toEqual([]);
    },
  );
});
