/**
 * The interface languages and the theme, as a user meets them: the language menu changes every
 * text and, for Hebrew, the page's direction; both choices survive a reload; a language map that
 * fails to load says so in a toast that stays while the pointer rests on it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ElementHandle, Page } from 'puppeteer-core';
import { screenshotPath } from '../harness.ts';
import { openEditorPage, type EditorPage } from './editor-page.ts';
import type { EditorUser } from './editor-user.ts';

const SMALL = '/?scale=0.25&effects=0';
let world: EditorPage;
let page: Page;
let user: EditorUser;

const pageDirection = () =>
  page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

async function choose(select: ElementHandle<Element>, value: string): Promise<void> {
  await (select as ElementHandle<HTMLSelectElement>).select(value);
}

beforeAll(async () => {
  world = await openEditorPage();
  ({ page, user } = world);
  await user.open(world.server.url + SMALL);
  await user.clickTab('Settings');
});

afterAll(async () => {
  await world?.close();
});

describe('languages', () => {
  it('German changes the texts, left to right', async () => {
    await choose(await user.get('combobox', 'Language'), 'de');
    await user.get('tab', 'Einstellungen');
    await user.get('tab', 'Trikot');
    expect(await pageDirection()).toEqual({ lang: 'de', dir: 'ltr' });
  });

  it('Hebrew lays the page out right to left, and stays chosen after a reload', async () => {
    await choose(await user.get('combobox', 'Sprache'), 'he');
    await user.get('tab', 'הגדרות');
    expect(await pageDirection()).toEqual({ lang: 'he', dir: 'rtl' });
    // Every tab strip flows from the right, the Radix ones too (they write their own `dir`).
    const directions = await page.evaluate(() =>
      [...document.querySelectorAll('[role="tablist"]')].map((list) => getComputedStyle(list).direction),
    );
    expect(directions.length).toBeGreaterThan(0);
    expect(new Set(directions)).toEqual(new Set(['rtl']));

    await user.open(world.server.url + SMALL);
    await user.get('tab', 'הגדרות');
    expect(await pageDirection()).toEqual({ lang: 'he', dir: 'rtl' });
    await user.clickTab('חולצה');
    await page.screenshot({ path: screenshotPath('editor-hebrew-1280x720.png') });
  });

  it('a map that fails to load toasts in the fallback language and stays while hovered', async () => {
    await user.clickTab('הגדרות');
    await page.setRequestInterception(true);
    const fail = (request: import('puppeteer-core').HTTPRequest) => {
      if (request.url().endsWith('/data/lan/fr.json')) void request.respond({ status: 500, body: 'down' });
      else void request.continue();
    };
    page.on('request', fail);
    await choose(await user.get('combobox', 'שפה'), 'fr');
    const toast = await page.waitForSelector('.toast ::-p-text(An error occurred: 500)', { timeout: 10_000 });
    await toast!.hover();
    await new Promise((resolve) => setTimeout(resolve, 5_800));
    expect(await page.$('.toast ::-p-text(An error occurred: 500)')).not.toBeNull();
    await page.mouse.move(5, 5);
    await page.waitForFunction(() => !document.querySelector('.toast'), { timeout: 3_000 });
    page.off('request', fail);
    await page.setRequestInterception(false);
    await choose(await user.get('combobox', 'Language'), 'en');
    await user.get('tab', 'Settings');
  });
});

describe('theme', () => {
  it('the light theme stays chosen after a reload', async () => {
    await choose(await user.get('combobox', 'Theme'), 'light');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await user.open(world.server.url + SMALL);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await user.clickTab('Settings');
    const theme = await (
      await user.get('combobox', 'Theme')
    ).evaluate((el) => (el as HTMLSelectElement).value);
    expect(theme).toBe('light');
    expect(world.errors).toEqual([]);
  });
});
