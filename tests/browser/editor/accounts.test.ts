/**
 * Accounts, sharing and Plus end to end, by role and accessible name: a visitor with an unsaved
 * kit signs up through /register/ and is back with that kit; saves, reloads, loads, shares (the
 * clipboard read back), publishes and finds it on /showcase/, renames it; a second user opens the
 * share link and gets the kit as a new one based on it; a free user loading a Plus pattern sees
 * the persistent toast and the pattern gone, and the server stores the same kit without it; the
 * owner deletes the kit; a saved kit converted to FM opens in FM's editor as a new unsaved kit,
 * its regions' colours at FM26's landmarks, the saved kit unchanged. Screenshots of the pages and panels when KITSMITH_SCREENSHOTS=1.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'puppeteer-core';
import { screenshotPath } from '../harness.ts';
import { openEditorPage, type EditorPage } from './editor-page.ts';
import type { EditorServer } from './editor-server.ts';
import { EditorUser } from './editor-user.ts';

const SMALL = '/?game=eafc&scale=0.25&effects=0';
const OWNER = 'kitowner';

let world: EditorPage;
let server: EditorServer;
let page: Page;
let user: EditorUser;
let errors: string[];
let shareUrl = '';
let kitId = 0;

const text = (p: Page) => p.evaluate(() => document.body.innerText);

async function typeField(u: EditorUser, name: string, value: string) {
  const field = await u.page.waitForSelector(`::-p-role([name="${name}"])`, { timeout: 30_000 });
  await field!.click({ count: 3 });
  await field!.type(value);
}

/** The landmark kit of the download tests: one colour per region, ids of its own. */
const REGIONS_KIT = readFileSync(
  path.resolve(import.meta.dirname, '../../fixtures/kits/ea-regions.json'),
  'utf8',
);

/** FM26's 3D texture landmarks at 1024² (shared/reference/game-formats.md §8), one per region. */
const FM_LANDMARKS: Record<string, readonly [number, number]> = {
  front: [512, 801],
  back: [512, 366],
  sleeve: [178, 163],
  shorts: [177, 896],
  sock: [120, 573],
};

/** The user's saved kits as the server holds them. */
const ownKits = (p: Page) =>
  p.evaluate(async () => {
    const reply = (await (await fetch('/api/saved?mode=own')).json()) as {
      data: { id: number; name: string; game: string; data: string }[];
    };
    return reply.data.map(({ id, name, game, data }) => ({ id, name, game, data }));
  });

/**
 * The named colour of the shirt canvas's albedo round each landmark (fractions of 1024, so any
 * texture scale), read from the editor's own texture.
 */
function landmarkColors(p: Page, landmarks: Record<string, readonly [number, number]>) {
  return p.evaluate(async (landmarks) => {
    const blob = await window.kitsmith!.exportTexture('shirt', 'albedo');
    const bitmap = await createImageBitmap(blob);
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const named: Record<string, [number, number, number]> = {
      red: [255, 0, 0],
      blue: [0, 0, 255],
      magenta: [255, 0, 255],
      green: [0, 255, 0],
      yellow: [255, 255, 0],
      cyan: [0, 255, 255],
    };
    const found: Record<string, string> = {};
    for (const [region, [x, y]] of Object.entries(landmarks)) {
      const px = Math.round((x / 1024) * bitmap.width);
      const py = Math.round((y / 1024) * bitmap.height);
      const [r, g, b] = context.getImageData(px, py, 1, 1).data;
      const hit = Object.entries(named).find(
        ([, c]) => Math.abs(c[0] - r!) + Math.abs(c[1] - g!) + Math.abs(c[2] - b!) < 90,
      );
      found[region] = hit ? hit[0] : `rgb(${r}, ${g}, ${b})`;
    }
    return found;
  }, landmarks);
}

async function openLoad() {
  await user.clickButton('Load');
  await user.get('heading', 'Your saved kits');
}

beforeAll(async () => {
  world = await openEditorPage();
  ({ server, page, user, errors } = world);
  await world.grantClipboard();
  await user.open(server.url + SMALL);
});

afterAll(async () => {
  await world?.close();
});

describe('accounts, saving, sharing and the showcase', () => {
  it(
    'signs up through /register/ and comes back to the kit with its unsaved changes',
    { timeout: 90_000 },
    async () => {
      expect(await user.find('button', 'Load')).toBeNull();
      await user.clickTab('Settings');
      await user.typeInto('textbox', 'Name', 'Derby Day');
      // A drawn change (a new layer) is what marks the kit as changed.
      await user.clickTab('Shirt');
      await user.addLayer('Design');
      await page.waitForFunction(() => document.body.innerText.includes('Unsaved changes'), {
        timeout: 30_000,
      });
      await user.clickButton('Log in');
      await page.waitForFunction(() => location.pathname === '/login/');
      await user.get('heading', 'Log in to Kitsmith');
      await page.screenshot({ path: screenshotPath('account-login.png') });
      await (await user.get('link', 'No account yet? Create one')).click();
      await page.waitForFunction(() => location.pathname === '/register/');
      await typeField(user, 'Username', OWNER);
      await typeField(user, 'Email', `${OWNER}@example.com`);
      await typeField(user, 'Password', 'short');
      await user.clickButton('Create account');
      // The server's rule, shown in the user's language.
      await page.waitForFunction(() => document.body.innerText.includes('Passwords are 8 to 200 characters'));
      await page.screenshot({ path: screenshotPath('account-register.png') });
      await typeField(user, 'Password', 'long-enough-pw');
      await user.clickButton('Create account');
      await page.waitForFunction(() => location.pathname === '/' && window.kitsmith !== undefined, {
        timeout: 30_000,
      });
      await user.waitIdle();
      await user.get('button', `Account menu for ${OWNER}`);
      await user.clickTab('Settings');
      const name = await user.get('textbox', 'Name');
      expect(await name.evaluate((el) => (el as HTMLInputElement).value)).toBe('Derby Day');
      expect(await text(page)).toContain('Unsaved changes');
      await user.clickTab('Shirt');
      await page.waitForSelector('ol[aria-label="Shirt layers"]');
      expect((await user.layerNames('Shirt')).some((layer) => layer.startsWith('Design'))).toBe(true);
      await user.clickTab('Account');
      await user.get('button', 'Show email');
      expect(await text(page)).toContain('Plus: OFF');
      await page.screenshot({ path: screenshotPath('account-panel-free.png') });
    },
  );

  it('saves, reloads and loads the kit back from the Load dialog', { timeout: 90_000 }, async () => {
    await user.saveNewKit();
    await user.get('button', 'Save changes');
    await page.reload({ waitUntil: 'load' });
    await page.waitForFunction(() => window.kitsmith !== undefined);
    await user.waitIdle();
    expect(await user.find('button', 'Save changes')).toBeNull();
    await openLoad();
    await user.clickButton('Load Derby Day');
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
    await user.get('button', 'Save changes');
  });

  it('shares the kit: the link lands on the clipboard', { timeout: 60_000 }, async () => {
    await openLoad();
    await page.bringToFront();
    await user.clickButton('Share Derby Day');
    // Either answer ends the wait, so a refused write fails here with its own toast.
    await page.waitForFunction(() =>
      /copied kit share URL|Clipboard write failed|allow the clipboard/.test(document.body.innerText),
    );
    expect(await text(page)).toContain('Successfully copied kit share URL to clipboard.');
    shareUrl = await page.evaluate(() => navigator.clipboard.readText());
    // The link opens the kit's share page, which leads on to the editor.
    expect(shareUrl).toMatch(new RegExp(`^${server.url}/showcase/kit/\\d+\\?key=[A-Za-z0-9_-]+$`));
    kitId = Number(/\/kit\/(\d+)/.exec(shareUrl)![1]);
    await page.screenshot({ path: screenshotPath('load-dialog.png') });
  });

  it('publishes it, finds it on /showcase/, and renames it', { timeout: 60_000 }, async () => {
    await user.clickButton('Publish Derby Day');
    await user.get('button', 'Unpublish Derby Day');
    const showcase = await world.gpu.browser.newPage();
    await showcase.setViewport({ width: 1280, height: 720 });
    await showcase.goto(`${server.url}/showcase/`, { waitUntil: 'load' });
    const visitor = new EditorUser(showcase);
    await visitor.get('link', 'Derby Day');
    expect(await text(showcase)).toContain(`by ${OWNER}`);
    await showcase.screenshot({ path: screenshotPath('showcase.png'), captureBeyondViewport: false });
    await showcase.close();
    await user.clickButton('Rename Derby Day');
    await user.typeInto('textbox', 'New name', 'Derby Night');
    await page.keyboard.press('Enter');
    await user.get('button', 'Load Derby Night');
    await user.closeDialog();
  });

  it(
    'a second user opening the share link gets the kit as a new one based on it',
    { timeout: 90_000 },
    async () => {
      const context: BrowserContext = await world.gpu.browser.createBrowserContext();
      try {
        const other = await context.newPage();
        await other.setViewport({ width: 1280, height: 720 });
        const friend = new EditorUser(other);
        await friend.open(server.url + SMALL);
        await friend.register('friend', 'friend@example.com');
        // The share page: the kit's name, game and author, and the way on to the editor.
        await other.goto(shareUrl, { waitUntil: 'load' });
        await friend.get('heading', 'Derby Night');
        expect(await text(other)).toContain(`EA FC kit by ${OWNER}, made with Kitsmith`);
        expect(await other.$eval('meta[property="og:title"]', (m) => m.getAttribute('content'))).toBe(
          'Derby Night',
        );
        await friend.get('link', 'Remix');
        const edit = await friend.get('link', 'Edit in Kitsmith');
        const editUrl = await edit.evaluate((a) => (a as HTMLAnchorElement).href);
        expect(editUrl).toBe(
          `${server.url}/eafc/?kit=${kitId}&key=${new URL(shareUrl).searchParams.get('key')}`,
        );
        await friend.open(`${editUrl}&scale=0.25&effects=0`);
        await friend.clickTab('Settings');
        const name = await friend.get('textbox', 'Name');
        expect(await name.evaluate((el) => (el as HTMLInputElement).value)).toBe('Derby Night');
        // No id: Save, not Save changes; the saved copy records the original as its base.
        expect(await friend.find('button', 'Save changes')).toBeNull();
        await friend.saveNewKit();
        await friend.get('button', 'Save changes');
        const own = await other.evaluate(
          async () =>
            (await (await fetch('/api/saved?mode=own')).json()) as {
              data: { id: number; base_id: number | null }[];
            },
        );
        expect(own.data).toHaveLength(1);
        expect(own.data[0]!.base_id).toBe(kitId);
        expect(own.data[0]!.id).not.toBe(kitId);

        // A free user loading a Plus pattern: the persistent toast, and the pattern gone.
        const data = JSON.parse(await other.evaluate(() => window.kitsmith!.getKit())) as {
          shirt: Record<string, unknown>[];
        };
        data.shirt.splice(0, 0, { n: 'pattern', p: 'Woodland Camo', c: ['#ffffff'] });
        await other.evaluate((kit) => window.kitsmith!.loadKit(kit), JSON.stringify(data));
        await friend.get('button', 'Close');
        expect(await text(other)).toContain(
          'The kit you are trying to load includes Plus-exclusive content.',
        );
        await friend.get('link', 'Get Plus');
        const reloaded = JSON.parse(await other.evaluate(() => window.kitsmith!.getKit())) as {
          shirt: { n: string }[];
        };
        expect(reloaded.shirt.map((layer) => layer.n)).not.toContain('pattern');
        // The server, sent the same kit directly, stores it without the pattern and says so.
        const direct = await other.evaluate(async (kit) => {
          const reply = await fetch('/api/handler', {
            method: 'POST',
            body: new URLSearchParams({ data: kit, game: 'eafc', name: 'Direct' }),
          });
          const saved = (await reply.json()) as { id: number; status: string };
          const list = (await (await fetch('/api/saved?mode=own')).json()) as {
            data: { id: number; data: string }[];
          };
          return { status: saved.status, data: list.data.find((k) => k.id === saved.id)!.data };
        }, JSON.stringify(data));
        expect(direct.status).toContain('Removed: pattern Woodland Camo.');
        expect((JSON.parse(direct.data) as { shirt: { n: string }[] }).shirt.map((l) => l.n)).not.toContain(
          'pattern',
        );
      } finally {
        await context.close();
      }
    },
  );

  it(
    "the owner's Remix opens the kit as a new one based on it, the original kept",
    { timeout: 90_000 },
    async () => {
      await page.goto(`${server.url}/showcase/kit/${kitId}`, { waitUntil: 'load' });
      const remix = await user.get('link', 'Remix');
      const remixUrl = await remix.evaluate((a) => (a as HTMLAnchorElement).href);
      expect(remixUrl).toBe(`${server.url}/eafc/?kit=${kitId}&remix=1`);
      await user.open(`${remixUrl}&scale=0.25&effects=0`);
      await user.clickTab('Settings');
      const name = await user.get('textbox', 'Name');
      expect(await name.evaluate((el) => (el as HTMLInputElement).value)).toBe('Derby Night');
      // A new kit: Save, not Save changes, so the original cannot be overwritten by mistake.
      expect(await user.find('button', 'Save changes')).toBeNull();
      expect(JSON.parse(await page.evaluate(() => window.kitsmith!.getKit())).id ?? null).toBeNull();
      await user.open(server.url + SMALL);
    },
  );

  it('the owner deletes the kit after being asked', { timeout: 60_000 }, async () => {
    await openLoad();
    await user.clickButton('Delete Derby Night');
    await user.get('alertdialog', 'Are you sure you want to delete this kit?');
    await user.clickButton('Continue');
    await page.waitForFunction(() => document.body.innerText.includes('No results.'));
    await user.closeDialog();
    // Not undone: the server deletes it once the toast offering Undo has left (8 s).
    await page.waitForFunction(
      async () => ((await (await fetch('/api/saved')).json()) as { data: unknown[] }).data.length === 0,
      { timeout: 20_000, polling: 500 },
    );
  });

  it(
    "converts a saved kit to FM: a new unsaved kit in FM's editor, region to region, the saved one kept",
    { timeout: 120_000 },
    async () => {
      // Distinct region colours (red front, blue back, magenta sleeves, green shorts, yellow socks).
      await page.evaluate((kit) => window.kitsmith!.loadKit(kit), REGIONS_KIT);
      await user.saveNewKit('Landmarks');
      await user.get('button', 'Save changes');
      const before = await ownKits(page);
      expect(before.map((k) => [k.name, k.game])).toEqual([['Landmarks', 'eafc']]);
      await openLoad();
      await user.clickButton('Convert Landmarks to another game');
      const fm = await user.get('button', 'Convert Landmarks to FM');
      await page.screenshot({ path: screenshotPath('convert-kit-menu.png') });
      await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), fm.click()]);
      await user.waitIdle();
      expect(new URL(page.url()).searchParams.get('game')).toBe('fm');
      // FM's own texture at FM26's landmarks (game-formats.md §8): the regions' colours moved over.
      expect(await landmarkColors(page, FM_LANDMARKS)).toEqual({
        front: 'red',
        back: 'blue',
        sleeve: 'magenta',
        shorts: 'green',
        sock: 'yellow',
      });
      const kit = JSON.parse(await page.evaluate(() => window.kitsmith!.getKit())) as { id?: number | null };
      expect(kit.id ?? null).toBeNull();
      expect(await text(page)).toContain('Unsaved changes');
      expect(await user.find('button', 'Save changes')).toBeNull();
      // FM's canvas in the Texture view: the picture shows where each region's colour went.
      await user.clickTab('Texture');
      await page.screenshot({ path: screenshotPath('convert-kit-fm.png') });
      // Nothing reached the server: the saved kit is as it was, and the only one.
      expect(await ownKits(page)).toEqual(before);
      // The first save asks a name, offering the source's tagged with the game; it makes a new kit.
      await user.clickButton('Save');
      await user.get('dialog', 'Name your kit');
      const name = await user.get('textbox', 'Kit name');
      expect(await name.evaluate((el) => (el as HTMLInputElement).value)).toBe('Landmarks (FM)');
      await user.closeDialog();
    },
  );

  it(
    'shows Plus renewing and Plus ending in the Account panel, and /plus/',
    { timeout: 90_000 },
    async () => {
      await server.setTier(OWNER, '1', { renews: '2027-03-01' });
      await user.open(server.url + SMALL);
      await user.clickTab('Account');
      await page.waitForFunction(() => document.body.innerText.includes('Auto-renewal: ON'));
      expect(await text(page)).toContain('Renews on March 1, 2027');
      expect(await text(page)).toContain('Premium (your tier)');
      await page.screenshot({ path: screenshotPath('account-panel-plus-renewing.png') });
      await server.setTier(OWNER, '2', { until: '2027-02-15' });
      await user.open(server.url + SMALL);
      await user.clickTab('Account');
      await page.waitForFunction(() => document.body.innerText.includes('Auto-renewal: OFF'));
      expect(await text(page)).toContain('Ends on February 15, 2027');
      await page.screenshot({ path: screenshotPath('account-panel-plus-ending.png') });
      await page.goto(`${server.url}/plus/`, { waitUntil: 'load' });
      expect(await text(page)).toContain('Membership is granted by the site’s administrator.');
      await page.screenshot({ path: screenshotPath('plus.png'), fullPage: true });
      expect(errors).toEqual([]);
    },
  );
});
