/**
 * 'New' badges as a user meets them (document 2 §9: under 10 days old, 14 for logos). The page's
 * catalogue requests are answered with the real files whose dates are moved relative to the page's
 * fixed clock (tests/clock.ts), so the test holds on any day: the template chooser and the preset grids of a graphic layer and of
 * the Logos tab must badge the fresh items and only those.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { TEST_NOW } from '../../clock.ts';
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

let world: EditorPage;
let page: Page;
let user: EditorUser;

async function redate(request: HTTPRequest): Promise<void> {
  const match = /\/data\/catalogue\/(\w+)\.json$/.exec(new URL(request.url()).pathname);
  const ages = match ? AGES[match[1]!] : undefined;
  if (!ages) return void request.continue();
  const reply = await fetch(request.url());
  const items = (await reply.json()) as { name: string; date?: string }[];
  for (const item of items) item.date = item.name in ages ? daysAgo(ages[item.name]!) : '2020-01-01';
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
    await user.closeDialog();
    expect(world.errors).toEqual([]);
  });
});
