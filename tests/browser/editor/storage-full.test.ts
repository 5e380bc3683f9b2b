/**
 * The storage quota (issue 32) as a player meets it: a free player whose save would cross it reads
 * the refusal in their language (German here), with the Get Plus link, and no kit is stored. The
 * server's quota is set small for this file; the refusal comes from the save itself, after the
 * storage check and the preview upload let it through.
 */
import type { ElementHandle, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_STORAGE_QUOTA } from '../../../src/server/config.ts';
import { openEditorPage, type EditorPage } from './editor-page.ts';
import type { EditorUser } from './editor-user.ts';

const GERMAN =
  'Nicht genug Speicherplatz frei: Lösche gespeicherte Trikots oder hochgeladene Bilder, um Platz zu schaffen.';

let world: EditorPage;
let page: Page;
let user: EditorUser;

beforeAll(async () => {
  // One kilobyte: less than any kit with its preview.
  world = await openEditorPage({ storageQuota: { ...DEFAULT_STORAGE_QUOTA, free: 1024 } });
  ({ page, user } = world);
}, 300_000);

afterAll(async () => {
  await world?.close();
});

describe('a full storage', () => {
  it(
    'refuses the save in the player’s language, with Get Plus, and stores nothing',
    { timeout: 180_000 },
    async () => {
      const address = `${world.server.url}/?game=eafc&scale=0.25&effects=0`;
      await user.open(address);
      await user.register('fullsaver', 'fullsaver@example.com');
      await user.open(address);
      await user.clickTab('Settings');
      await ((await user.get('combobox', 'Language')) as ElementHandle<HTMLSelectElement>).select('de');
      await user.get('tab', 'Einstellungen');

      await user.clickButton('Speichern');
      const dialog = await user.get('dialog', 'Gib deinem Trikot einen Namen');
      await user.typeInto('textbox', 'Name des Trikots', 'Heimtrikot');
      await (await dialog.waitForSelector('::-p-role([name="Speichern"][role="button"])'))!.click();
      await page.waitForFunction(
        (text) => [...document.querySelectorAll('.toast')].some((toast) => toast.textContent?.includes(text)),
        { timeout: 90_000 },
        GERMAN,
      );
      const toast = await page.$$eval('.toast', (list) =>
        list.map((el) => ({
          text: el.textContent ?? '',
          links: [...el.querySelectorAll('a')].map((a) => a.textContent),
        })),
      );
      expect(toast).toEqual([{ text: expect.stringContaining(GERMAN) as string, links: ['Plus holen'] }]);
      // Nothing half-saved: the server holds no kit for the player.
      const saved = await page.evaluate(async () => {
        const reply = await fetch('/api/saved?mode=own');
        return ((await reply.json()) as { data: unknown[] }).data.length;
      });
      expect(saved).toBe(0);
      expect(world.errors).toEqual([]);
    },
  );
});
