/**
 * "Make preset" used like a user would (document 2 §2, §6, §8): a signed-in user who is not an
 * admin sees their saved kits in Load without the control; an admin saves a kit, makes a preset
 * of it from Load, reads 'Successfully added preset.' with the list still open, and finds the
 * preset in the Inspiration list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { screenshotPath } from '../harness.ts';
import { openEditorPage, type EditorPage } from './editor-page.ts';
import type { EditorServer } from './editor-server.ts';
import type { EditorUser } from './editor-user.ts';

const SMALL = '/?game=eafc&scale=0.25&effects=0';

let server: EditorServer;
let world: EditorPage;
let page: Page;
let user: EditorUser;
let errors: string[];

beforeAll(async () => {
  world = await openEditorPage();
  ({ server, page, user, errors } = world);
  await page.goto(server.url + SMALL, { waitUntil: 'load' });
});

afterAll(async () => {
  await world?.close();
});

/** Names the open kit in the Settings tab and saves it as a new kit. */
async function saveKitNamed(name: string): Promise<void> {
  await user.clickTab('Settings');
  await user.typeInto('textbox', 'Name', name);
  await user.saveNewKit();
  await user.get('button', 'Save changes'); // the kit has an id now
}

async function openLoad(): Promise<void> {
  await user.clickButton('Load');
  await user.get('heading', 'Your saved kits');
}

const dialogOpen = () => page.evaluate(() => document.querySelector('[role="dialog"]') !== null);

describe('Make preset', () => {
  it('is not offered to a signed-in user who is not an admin', { timeout: 120_000 }, async () => {
    await user.register('plainfan', 'plainfan@example.com');
    await user.open(server.url + SMALL);
    await saveKitNamed('Plain stripes');
    await openLoad();
    await user.get('button', 'Load Plain stripes'); // the list has loaded
    expect(await user.find('button', 'Make preset from Plain stripes')).toBeNull();
    expect(await page.$('[role="dialog"] .make-preset')).toBeNull();
    await page.keyboard.press('Escape');
  });

  it(
    'lets an admin make a preset from an own kit, then finds it in Inspiration',
    { timeout: 180_000 },
    async () => {
      await user.register('curator', 'curator@example.com');
      await server.grantAdmin('curator');
      await server.setTier('curator', '1'); // the Inspiration button is for Plus members
      await user.open(server.url + SMALL);
      await saveKitNamed('Curated stripes');

      await openLoad();
      const make = await user.get('button', 'Make preset from Curated stripes');
      await page.screenshot({ path: screenshotPath('load-make-preset-1280x720.png') });
      await make.click();
      await page.waitForFunction(() =>
        [...document.querySelectorAll('.toast')].some((t) =>
          t.textContent?.includes('Successfully added preset.'),
        ),
      );
      // The list stays open, its kit still there.
      expect(await dialogOpen()).toBe(true);
      await user.get('heading', 'Your saved kits');
      await user.get('button', 'Load Curated stripes');

      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
      await user.clickButton('Inspiration');
      await user.get('heading', 'Inspiration');
      await user.get('button', 'Curated stripes');
      await user.get('button', 'Delete preset Curated stripes'); // an admin's control on the new preset
      expect(errors).toEqual([]);
    },
  );
});
