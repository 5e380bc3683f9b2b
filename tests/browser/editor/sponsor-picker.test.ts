/**
 * The sponsor chooser as a player meets it (issue 31, catalogue presentation): "Choose Sponsor"
 * lists the catalogue's sponsors and nothing else, every name and filter a player reads is a
 * display name (never a catalogue id), hovering or focusing an entry wears it on the kit and
 * leaving gives the kit back with the undo history untouched, and a chosen sponsor is a wordmark
 * on the texture, not a flat bar. Textures are read from the kit itself (the albedo export).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { ROOT } from '../harness.ts';
import { openEditorPage, type EditorPage } from './editor-page.ts';
import type { EditorUser } from './editor-user.ts';

/** 1024 px textures: a sponsor's letters are a few texels wide, enough to count them. */
const URL_QUERY = '/?scale=0.5&effects=0';
const SNAKE_CASE = /\b[a-z0-9]+_[a-z0-9_]+\b/;

const catalogue = JSON.parse(readFileSync(path.join(ROOT, 'public/data/catalogue/logos.json'), 'utf8')) as {
  name: string;
  type: string;
  premium: boolean;
}[];
const SPONSORS = catalogue.filter((l) => l.type === 'sponsor').map((l) => l.name);

let world: EditorPage;
let page: Page;
let user: EditorUser;

/** How the shirt's albedo differs from the reading stored as `baseline` (the first call stores it). */
interface TextureChange {
  changed: number;
  /** Changed texels' bounding box, texels. */
  box: { x0: number; y0: number; x1: number; y1: number };
  /** The most changed/unchanged switches along one row of the box: letters cross it many times. */
  rowCrossings: number;
}

function shirtChange(baseline: string): Promise<TextureChange> {
  return page.evaluate(async (baseline) => {
    const bitmap = await createImageBitmap(await window.kitsmith!.exportTexture('shirt', 'albedo'));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    const store = window as unknown as Record<string, Uint8ClampedArray | undefined>;
    const before = store[`sponsor:${baseline}`];
    const box = { x0: Infinity, y0: Infinity, x1: -1, y1: -1 };
    if (!before) {
      store[`sponsor:${baseline}`] = data;
      return { changed: 0, box, rowCrossings: 0 };
    }
    const w = bitmap.width;
    const moved = (i: number) =>
      Math.abs(data[i]! - before[i]!) > 24 ||
      Math.abs(data[i + 1]! - before[i + 1]!) > 24 ||
      Math.abs(data[i + 2]! - before[i + 2]!) > 24;
    let changed = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (!moved(i)) continue;
      changed++;
      const [x, y] = [(i / 4) % w, Math.floor(i / 4 / w)];
      box.x0 = Math.min(box.x0, x);
      box.y0 = Math.min(box.y0, y);
      box.x1 = Math.max(box.x1, x);
      box.y1 = Math.max(box.y1, y);
    }
    let rowCrossings = 0;
    for (let y = box.y0; y <= box.y1; y++) {
      let crossings = 0;
      let inside = false;
      for (let x = box.x0; x <= box.x1; x++) {
        const now = moved((y * w + x) * 4);
        if (now !== inside) crossings++;
        inside = now;
      }
      rowCrossings = Math.max(rowCrossings, crossings);
    }
    return { changed, box, rowCrossings };
  }, baseline);
}

/** Polls the texture until `done` holds (logo images load and the compositor redraws on its own time). */
async function waitForChange(baseline: string, done: (c: TextureChange) => boolean): Promise<TextureChange> {
  let last = await shirtChange(baseline);
  for (let attempt = 0; attempt < 60 && !done(last); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await user.waitComposited();
    last = await shirtChange(baseline);
  }
  return last;
}

const kitJson = () => page.evaluate(() => window.kitsmith!.getKit());
const sponsorOf = (json: string) =>
  (JSON.parse(json) as { logos: { t: string; l: string }[] }).logos.find((l) => l.t === 'sponsor')?.l;

/**
 * Whether the toolbar's Undo is disabled. Read from the DOM: while the chooser is open the page
 * behind the modal is out of the accessibility tree, so a role query cannot reach it.
 */
const undoDisabled = () =>
  page.$eval('[role="toolbar"] button[aria-label="Undo"]', (b) => (b as HTMLButtonElement).disabled);

/** The names on the open chooser's tiles, as they are shown. */
const tileNames = () =>
  page.$$eval('[role="dialog"] .grid-item .grid-name', (list) => list.map((n) => n.textContent ?? ''));

async function openSponsorChooser(): Promise<void> {
  await user.clickButton('Choose Sponsor');
  await user.get('dialog', 'Logos');
  await page.waitForFunction(() => document.querySelectorAll('[role="dialog"] .grid-item').length > 0);
}

beforeAll(async () => {
  world = await openEditorPage();
  ({ page, user } = world);
  await user.open(world.server.url + URL_QUERY);
  await user.clickTab('Logos');
  // A kit that starts with a sponsor would hide the preview's change: take it off first.
  if (sponsorOf(await kitJson()) !== undefined) await user.clickButton('Remove Sponsor');
}, 300_000);

afterAll(async () => {
  await world?.close();
});

describe('the sponsor chooser', () => {
  it(
    'lists only sponsors, by their names, and every filter by a display name',
    { timeout: 120_000 },
    async () => {
      expect(SPONSORS).toHaveLength(10);
      await openSponsorChooser();
      expect((await tileNames()).sort()).toEqual([...SPONSORS].sort());
      // What a player reads in the chooser: tiles, filter buttons, brand options.
      const texts = () =>
        page.$$eval('[role="dialog"] button, [role="dialog"] option', (list) =>
          list.map((n) => (n.textContent ?? '').trim()).filter(Boolean),
        );
      expect((await texts()).filter((text) => SNAKE_CASE.test(text))).toEqual([]);

      // Every logo on request: crests come back, and the filters still speak the player's words.
      await user.clickButton('Show every logo');
      await page.waitForFunction(() =>
        [...document.querySelectorAll('[role="dialog"] .grid-name')].some(
          (n) => n.textContent === 'Harbour Shield',
        ),
      );
      const categories = await page.$$eval('[role="dialog"] [role="group"] button', (list) =>
        list.map((n) => n.textContent ?? ''),
      );
      expect(categories).toEqual(
        expect.arrayContaining(['Sponsors', 'Clubs', 'Brand icons', 'National teams']),
      );
      expect(categories.filter((c) => /^[a-z]/.test(c) || SNAKE_CASE.test(c))).toEqual([]);
      const brands = await page.$$eval('[role="dialog"] select option', (list) =>
        list.map((n) => n.textContent ?? ''),
      );
      expect(brands).toContain('Veloce Blades');
      expect((await texts()).filter((text) => SNAKE_CASE.test(text))).toEqual([]);
      await user.closeDialog();
      expect(world.errors).toEqual([]);
    },
  );

  it(
    'previews a hovered or focused sponsor on the kit and restores it, with the history unchanged',
    { timeout: 240_000 },
    async () => {
      await user.waitComposited();
      await shirtChange('start');
      const before = await kitJson();
      const undoBefore = await user.isDisabled('button', 'Undo');
      await openSponsorChooser();

      // Hover: the kit wears it, the history does not know.
      await (await user.get('button', 'Copperline')).hover();
      const worn = await waitForChange('start', (c) => c.changed > 50);
      expect(worn.changed).toBeGreaterThan(50);
      expect(sponsorOf(await kitJson())).toBe('Copperline');
      expect(await undoDisabled()).toBe(undoBefore);

      // Leave: the kit as it was, texel for texel.
      await (await user.get('textbox', 'Filter')).hover();
      expect((await waitForChange('start', (c) => c.changed === 0)).changed).toBe(0);
      expect(await kitJson()).toBe(before);
      expect(await undoDisabled()).toBe(undoBefore);

      // Keyboard focus previews the same way; focus elsewhere restores.
      await (await user.get('button', 'Tidewave')).focus();
      expect((await waitForChange('start', (c) => c.changed > 50)).changed).toBeGreaterThan(50);
      expect(sponsorOf(await kitJson())).toBe('Tidewave');
      await (await user.get('textbox', 'Filter')).focus();
      expect((await waitForChange('start', (c) => c.changed === 0)).changed).toBe(0);
      expect(await kitJson()).toBe(before);

      // A click commits as before: one undo step back to the kit before any preview.
      await (await user.get('button', 'Northwind Logistics')).click();
      await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
      expect(sponsorOf(await kitJson())).toBe('Northwind Logistics');
      const chosen = await waitForChange('start', (c) => c.changed > 50);

      // A wordmark, not a bar: the letters cross a row of its box many times, and leave much of
      // the box as shirt (a flat bar fills its box and crosses each row twice).
      const { box } = chosen;
      const area = (box.x1 - box.x0 + 1) * (box.y1 - box.y0 + 1);
      expect(chosen.rowCrossings).toBeGreaterThanOrEqual(16);
      expect(chosen.changed / area).toBeLessThan(0.6);

      await user.clickButton('Undo');
      expect((await waitForChange('start', (c) => c.changed === 0)).changed).toBe(0);
      expect(await kitJson()).toBe(before);
      expect(world.errors).toEqual([]);
    },
  );
});

describe('a preview is no change to the saved kit', () => {
  /** What the header says of the open kit, read from the DOM (a modal hides it from role queries). */
  const kitStatus = () => page.$eval('.kit-status', (el) => el.textContent ?? '');

  it(
    'keeps a saved kit "Saved" after a sponsor is hovered and left, and a real edit unsaves it',
    { timeout: 240_000 },
    async () => {
      const address = world.server.url + URL_QUERY;
      await user.open(address);
      await user.register('previewer', 'previewer@example.com');
      await user.open(address);
      await user.clickTab('Logos');
      if (sponsorOf(await kitJson()) !== undefined) await user.clickButton('Remove Sponsor');
      await user.clickButton('Save');
      await user.get('dialog', 'Name your kit');
      await user.typeInto('textbox', 'Kit name', 'Preview Kit');
      await page.keyboard.press('Enter');
      await user.get('button', 'Save changes');
      await page.waitForFunction(
        () => document.querySelector('.kit-status')?.textContent === 'Preview KitSaved',
      );
      await user.waitComposited();
      await shirtChange('saved');

      await openSponsorChooser();
      await (await user.get('button', 'Copperline')).hover();
      await waitForChange('saved', (c) => c.changed > 50);
      // Wearing a preview is not an edit either: the header does not flicker.
      expect(await kitStatus()).toBe('Preview KitSaved');
      await (await user.get('textbox', 'Filter')).hover();
      expect((await waitForChange('saved', (c) => c.changed === 0)).changed).toBe(0);
      await user.waitComposited();
      expect(await kitStatus()).toBe('Preview KitSaved');
      await user.closeDialog();
      expect(await (await user.get('group', 'Open kit')).evaluate((el) => el.textContent)).toBe(
        'Preview KitSaved',
      );

      // A real edit: the sponsor chosen by a click.
      await openSponsorChooser();
      await (await user.get('button', 'Tidewave')).click();
      await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
      await page.waitForFunction(
        () => document.querySelector('.kit-status')?.textContent === 'Preview KitUnsaved changes',
        { timeout: 30_000 },
      );
      expect(world.errors).toEqual([]);
    },
  );
});
