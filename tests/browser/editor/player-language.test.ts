/**
 * Operator text stays out of players' screens (issue 31): the FIFA / EA FC page without a key
 * says plainly that the site has none (where keys go is the README's business), and a save that
 * cannot reach the server says what happened and what to do, never "Failed to fetch".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { openEditorPage, type EditorPage } from './editor-page.ts';
import type { EditorUser } from './editor-user.ts';

let world: EditorPage;
let page: Page;
let user: EditorUser;

beforeAll(async () => {
  world = await openEditorPage();
  ({ page, user } = world);
});

afterAll(async () => {
  await world?.close();
});

/** Every text the page shows, as a player reads it. */
const shownText = () => page.evaluate(() => document.body.innerText);

describe("players' language", () => {
  it('says the EA FC and FIFA sites have no key without operator paths', { timeout: 90_000 }, async () => {
    for (const site of ['eafc', 'fifa']) {
      await user.open(`${world.server.url}/${site}/?scale=0.25&effects=0`);
      await user.get('button', 'Get Encryption Key');
      await page.waitForFunction(() => document.querySelector('#key-missing') !== null);
      const text = await shownText();
      expect(text).toContain('This site has no encryption key to give.');
      expect(text).not.toMatch(/DATA_DIR|key\.bin|operator/);
    }
    expect(world.errors).toEqual([]);
  });

  it(
    'tells a player whose save cannot reach the server what happened and what to do',
    { timeout: 120_000 },
    async () => {
      const address = `${world.server.url}/?game=eafc&scale=0.25&effects=0`;
      await user.register('offlinesaver', 'offlinesaver@example.com');
      await user.open(address);
      await user.saveNewKit('Away Kit');
      await user.get('button', 'Save changes');
      await user.clickTab('Shirt');
      await user.addLayer('Design');
      await page.waitForSelector('.unsaved', { timeout: 60_000 });
      await page.setOfflineMode(true);
      try {
        await user.clickButton('Save changes');
        await page.waitForFunction(
          () =>
            [...document.querySelectorAll('.toast')].some((toast) =>
              toast.textContent?.includes('not saved'),
            ),
          { timeout: 60_000 },
        );
      } finally {
        await page.setOfflineMode(false);
      }
      const toasts = await page.$$eval('.toast', (list) => list.map((toast) => toast.textContent ?? ''));
      expect(toasts).toContain(
        'Your kit was not saved: the server could not be reached. Your changes are kept on this device; check your connection and save again.',
      );
      expect(toasts.join(' ')).not.toMatch(/Failed to fetch|NetworkError|An error occurred/);
      expect(world.errors).toEqual([]);
    },
  );
});
