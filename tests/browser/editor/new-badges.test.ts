/**
 * 'New' badges as a user meets them (document 2 §9: under 10 days old, 14 for logos). The page's
 * catalogue requests are answered with the real files whose dates are moved relative to the page's
 * fixed clock (tests/clock.ts), so the test holds on any day: the template chooser and the preset grids of a graphic layer and of
 * the Logos tab must badge the fresh items and only those. The same answers give the graphics
 * seasons and uses, so each sort tab's order (document 2 §9) is known, and one admin-only graphic,
 * listed to admins alone with an admin badge.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { TEST_NOW } from '../../clock.ts';
import { screenshotPath } from '../harness.ts';
import { openEditorPage, type EditorPage } from './editor-page.ts';
import type { EditorUser } from './editor-user.ts';

const SMALL = '/?scale=0.25&effects=0';
const DAY_MS = 86_400_000;
// Relative to the page's fixed clock (openEditorPage), never the calendar's.
const daysAgo = (days: number) => new Date(TEST_NOW - days * DAY_MS).toISOString().slice(0, 10);

/** Per catalogue file: item name -> age in days. Every other item is dated long ago. */
const AGES: Record<string, Record<string, number>> = {
  templates: { 'Veloce Origin': 2, 'Arcline Pro Match': 11 },
  graphics: { 'Chevron Band': 9, Shards: 11 },
  logos: { 'Harbour Shield': 13, 'Northgate Roundel': 15 },
};

/** Graphics' seasons and uses for the sort tabs; every other graphic is of 2000, unused. */
const GRAPHICS: Record<
  string,
  { year: number; popular: number; date?: string; admin?: boolean; premium?: boolean }
> = {
  'Chevron Band': { year: 2025, popular: 10 },
  Shards: { year: 2026, popular: 20 },
  'Edged Sash': { year: 2000, popular: 30, date: '2019-06-01' },
  'Bold Sash': { year: 2000, popular: 0, admin: true, premium: false },
};

let world: EditorPage;
let page: Page;
let user: EditorUser;

async function redate(request: HTTPRequest): Promise<void> {
  const match = /\/data\/catalogue\/(\w+)\.json$/.exec(new URL(request.url()).pathname);
  const ages = match ? AGES[match[1]!] : undefined;
  if (!ages) return void request.continue();
  const reply = await fetch(request.url());
  const items = (await reply.json()) as { name: string; date?: string; year?: number; popular?: number }[];
  for (const item of items) {
    item.date = item.name in ages ? daysAgo(ages[item.name]!) : '2020-01-01';
    if (match![1] === 'graphics') Object.assign(item, { year: 2000, popular: 0 }, GRAPHICS[item.name]);
  }
  await request.respond({ status: 200, contentType: 'application/json', body: JSON.stringify(items) });
}

/** The badges on the tile named `name` in the open dialog, as the tile shows them. */
async function badgesOf(name: string): Promise<string[]> {
  await page.waitForFunction(
    (wanted) =>
      [...document.querySelectorAll('[role="dialog"] .grid-name')].some((n) => n.textContent === wanted),
    {},
    name,
  );
  return page.evaluate((wanted) => {
    const tile = [...document.querySelectorAll('[role="dialog"] .grid-item')].find(
      (item) => item.querySelector('.grid-name')?.textContent === wanted,
    );
    return [...(tile?.querySelectorAll('.badge') ?? [])].map((badge) => badge.textContent ?? '');
  }, name);
}

/** The open dialog's sort tabs, and which is chosen. */
async function sortTabs(): Promise<{ tabs: string[]; chosen: string }> {
  await user.get('tablist', 'Sort');
  return page.evaluate(() => {
    const tabs = [...document.querySelectorAll('[role="dialog"] [role="tablist"] [role="tab"]')];
    return {
      tabs: tabs.map((tab) => tab.textContent ?? ''),
      chosen: tabs.find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent ?? '',
    };
  });
}

/** The tile names of the open dialog's grid, in order, once `first` leads it. */
async function tilesAfterSort(tab: string, first: string): Promise<string[]> {
  await (await user.get('tab', tab)).click();
  await page.waitForFunction(
    (wanted) => document.querySelector('[role="dialog"] .grid-name')?.textContent === wanted,
    {},
    first,
  );
  return page.$$eval('[role="dialog"] .grid-name', (names) => names.map((n) => n.textContent ?? ''));
}

beforeAll(async () => {
  world = await openEditorPage();
  ({ page, user } = world);
  await page.setRequestInterception(true);
  page.on('request', (request) => void redate(request));
  await user.open(world.server.url + SMALL);
});

afterAll(async () => {
  await world?.close();
});

describe("'New' badges", () => {
  it('mark templates under 10 days old in the template chooser', async () => {
    await user.clickButton('Start new');
    await user.get('dialog', 'Choose a template');
    expect(await badgesOf('Veloce Origin')).toEqual(['New']);
    expect(await badgesOf('Arcline Pro Match')).toEqual([]);
    expect(await sortTabs()).toEqual({
      tabs: ['Popular', 'Latest', 'Name', 'Newest', 'Oldest'],
      chosen: 'Latest',
    });
    await user.closeDialog();
  });

  it('mark graphics under 10 days old and logos under 14 in the preset grids', async () => {
    await user.addLayer('Graphic');
    await user.clickButton('Browse Graphic');
    expect(await badgesOf('Chevron Band')).toEqual(['New']);
    expect(await badgesOf('Shards')).toEqual([]);
    await user.closeDialog();

    await user.clickTab('Logos');
    await user.clickButton('Choose Team logo');
    expect(await badgesOf('Harbour Shield')).toEqual(['New']);
    expect(await badgesOf('Northgate Roundel')).toEqual([]);
    // Logos sort by Popular, Latest or Name, Popular first (document 2 §9).
    expect(await sortTabs()).toEqual({ tabs: ['Popular', 'Latest', 'Name'], chosen: 'Popular' });
    await user.closeDialog();
    expect(world.errors).toEqual([]);
  });
});

describe('the preset grid of graphics', () => {
  it('sorts by each tab, Latest first, and hides admin-only graphics from others', async () => {
    await user.clickTab('Shirt');
    await user.clickButton('Browse Graphic');
    expect(await sortTabs()).toEqual({
      tabs: ['Popular', 'Latest', 'Name', 'Newest', 'Oldest'],
      chosen: 'Latest',
    });
    // Latest: this season before last, whatever the release; Newest: the release alone.
    const latest = await tilesAfterSort('Latest', 'Shards');
    expect(latest.slice(0, 2)).toEqual(['Shards', 'Chevron Band']);
    expect(latest.at(-1)).toBe('Edged Sash');
    expect((await tilesAfterSort('Newest', 'Chevron Band')).slice(0, 2)).toEqual(['Chevron Band', 'Shards']);
    expect((await tilesAfterSort('Oldest', 'Edged Sash')).at(-1)).toBe('Chevron Band');
    expect((await tilesAfterSort('Popular', 'Edged Sash')).slice(0, 3)).toEqual([
      'Edged Sash',
      'Shards',
      'Chevron Band',
    ]);
    const byName = await tilesAfterSort('Name', [...latest].sort((a, b) => a.localeCompare(b))[0]!);
    expect(byName).toEqual([...latest].sort((a, b) => a.localeCompare(b)));
    expect(byName).not.toContain('Bold Sash');
    await user.closeDialog();
  });

  it('lists an admin-only graphic to an admin, with an admin badge', async () => {
    await user.register('curator', 'curator@example.com');
    await world.server.grantAdmin('curator');
    await user.open(world.server.url + SMALL);
    await user.addLayer('Graphic');
    await user.clickButton('Browse Graphic');
    expect(await badgesOf('Bold Sash')).toEqual(['Admin']);
    await page.screenshot({ path: screenshotPath('preset-admin-badge-1280x720.png') });
    await user.closeDialog();
    expect(world.errors).toEqual([]);
  });
});
