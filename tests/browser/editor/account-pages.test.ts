/**
 * The account paths the accounts test does not walk, by role and accessible name on one page: a
 * free visitor clicking a Plus template gets the lock popup, and a kit on one loads with the
 * game's first open template and the Plus toast (the server's kit gate swaps the same way); the
 * owner makes a new share link from the Load dialog (the old link stops working), opens the own
 * kit by its `?kit=&key=` link (it keeps its id), switches the Load dialog's game; a second user
 * saving the kit from the new link records it as the base (the app sends `basekey`); the owner
 * edits the profile, then forgets the password and sets a new one through the link the server
 * mails. Screenshot: account-profile.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ElementHandle, HTTPRequest, Page } from 'puppeteer-core';
import { required, TEST_NOW } from '../../clock.ts';
import { ROOT, screenshotPath } from '../harness.ts';
import { openEditorPage, type EditorPage } from './editor-page.ts';
import type { EditorServer } from './editor-server.ts';
import { EditorUser } from './editor-user.ts';

const SMALL = '/?game=eafc&scale=0.25&effects=0';
const OWNER = 'linkowner';

let world: EditorPage;
let server: EditorServer;
let page: Page;
let user: EditorUser;
let errors: string[];
let kitId = 0;
let newLink = '';
let oldLink = '';

type TemplateRow = { name: string; premium: boolean; date: string; games: string[] };
const templates = (
  JSON.parse(readFileSync(path.join(ROOT, 'public/data/catalogue/templates.json'), 'utf8')) as TemplateRow[]
).filter((item) => item.games.includes('eafc'));
const plusTemplate = templates.find((item) => item.premium)!;
// The page runs at the fixed test date (openEditorPage), so the first open template is fixed too.
const firstOpen = required(
  templates.find((item) => !item.premium && Date.parse(item.date) <= TEST_NOW),
  'a free eafc template dated before TEST_NOW',
);
const normalised = (name: string) => name.toLowerCase().replace(/[ #/]/g, '_');

/** The editor link a share page's "Edit in Kitsmith" gives for a share link (kitEditPath). */
const editLink = (share: string) =>
  `${server.url}/eafc/?kit=${kitId}&key=${encodeURIComponent(new URL(share).searchParams.get('key')!)}`;

const waitText = (p: Page, wanted: string) =>
  p.waitForFunction((wanted) => document.body.innerText.includes(wanted), { timeout: 30_000 }, wanted);

async function typeField(name: string, value: string) {
  const field = await page.waitForSelector(`::-p-role([name="${name}"])`, { timeout: 30_000 });
  await field!.click({ count: 3 });
  await field!.type(value);
}

async function openLoad() {
  await user.clickButton('Load');
  await user.get('heading', 'Your saved kits');
}

async function copyShareLink(): Promise<string> {
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await user.clickButton('Share Secret Kit');
  await page.waitForFunction(async () => (await navigator.clipboard.readText()) !== '');
  return page.evaluate(() => navigator.clipboard.readText());
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

describe('account pages, share links and the template lock', () => {
  it(
    'answers a free visitor’s click on a Plus template with the lock popup',
    { timeout: 60_000 },
    async () => {
      const before = JSON.parse(await page.evaluate(() => window.kitsmith!.getKit())) as { template: string };
      await user.clickButton('Start new');
      await user.get('heading', 'Choose a template');
      const locked = await page.waitForSelector('[role="dialog"] button[aria-label$=" (Plus)"]', {
        timeout: 30_000,
      });
      await locked!.click();
      await waitText(page, 'This preset is exclusive to Plus members.');
      const getPlus = await user.get('link', 'Get Plus');
      expect(await getPlus.evaluate((a) => (a as HTMLAnchorElement).pathname)).toBe('/plus/');
      await user.closeDialog();
      const after = JSON.parse(await page.evaluate(() => window.kitsmith!.getKit())) as { template: string };
      expect(after.template).toBe(before.template);
      // A kit on a Plus template, through the editor's load action: the template gives way to the
      // game's first open one (as at the server's kit gate), with the persistent Plus toast.
      await page.evaluate(
        (kit) => window.kitsmith!.loadKit(kit),
        JSON.stringify({ ...after, template: normalised(plusTemplate.name) }),
      );
      await waitText(page, 'The kit you are trying to load includes Plus-exclusive content.');
      await user.get('link', 'Get Plus');
      const swapped = JSON.parse(await page.evaluate(() => window.kitsmith!.getKit())) as {
        template: string;
      };
      expect(swapped.template).toBe(normalised(firstOpen.name));
      await user.clickButton('Close');
    },
  );

  it(
    'makes a new share link from the Load dialog; the old one stops working',
    { timeout: 90_000 },
    async () => {
      await user.register(OWNER, `${OWNER}@example.com`);
      await user.open(server.url + SMALL);
      await user.clickTab('Settings');
      await user.typeInto('textbox', 'Name', 'Secret Kit');
      await user.saveNewKit();
      await user.get('button', 'Save changes');
      await openLoad();
      oldLink = await copyShareLink();
      kitId = Number(/\/showcase\/kit\/(\d+)\?/.exec(oldLink)![1]);
      await user.clickButton('New share link for Secret Kit');
      await user.get(
        'alertdialog',
        'Make a new share link for this kit? Links shared before will stop working.',
      );
      await user.clickButton('Continue');
      await waitText(page, 'New share link made. Links shared before no longer work.');
      newLink = await copyShareLink();
      // The kit's share page; its key is what changed.
      expect(newLink).toMatch(new RegExp(`^${server.url}/showcase/kit/${kitId}\\?key=[A-Za-z0-9_-]+$`));
      expect(newLink).not.toBe(oldLink);
      await user.closeDialog();
      // A visitor (no session) holding each link: only the new key opens the private kit.
      const visitor = await world.gpu.browser.createBrowserContext();
      try {
        const other = await visitor.newPage();
        await other.goto(`${server.url}/showcase/`, { waitUntil: 'load' });
        const opens = (link: string) =>
          other.evaluate(async (link) => {
            const key = new URL(link).searchParams.get('key')!;
            const id = /\/showcase\/kit\/(\d+)/.exec(link)![1]!;
            return ((await (await fetch(`/api/kit?id=${id}&key=${key}`)).json()) as { success: boolean })
              .success;
          }, link);
        expect(await opens(oldLink)).toBe(false);
        expect(await opens(newLink)).toBe(true);
      } finally {
        await visitor.close();
      }
    },
  );

  it(
    'opens the own kit by its ?kit=&key= link, keeping its id for Save changes',
    { timeout: 60_000 },
    async () => {
      await user.open(server.url + SMALL);
      expect(await user.find('button', 'Save changes')).toBeNull();
      await user.open(`${editLink(newLink)}&game=eafc&scale=0.25&effects=0`);
      await user.get('button', 'Save changes');
      await user.clickTab('Settings');
      const name = await user.get('textbox', 'Name');
      expect(await name.evaluate((el) => (el as HTMLInputElement).value)).toBe('Secret Kit');
    },
  );

  it('switches the Load dialog’s game, sending game only when it differs', { timeout: 60_000 }, async () => {
    const asked: string[] = [];
    const listen = (request: HTTPRequest) => {
      if (request.url().includes('/api/saved')) asked.push(new URL(request.url()).search);
    };
    page.on('request', listen);
    try {
      await openLoad();
      await user.get('button', 'Load Secret Kit');
      await (await user.get('radio', 'PES')).click();
      await waitText(page, 'No results.');
      expect(await user.find('button', 'Load Secret Kit')).toBeNull();
      await (await user.get('radio', 'EA FC')).click();
      await user.get('button', 'Load Secret Kit');
      expect(asked.some((query) => query.includes('game=pes'))).toBe(true);
      expect(asked.some((query) => query.includes('game=eafc'))).toBe(false);
      await user.closeDialog();
    } finally {
      page.off('request', listen);
    }
  });

  it(
    'a second user saving the kit from the new link records it as the base',
    { timeout: 90_000 },
    async () => {
      const context = await world.gpu.browser.createBrowserContext();
      try {
        const other = await context.newPage();
        await other.setViewport({ width: 1280, height: 720 });
        const friend = new EditorUser(other);
        await friend.open(server.url + SMALL);
        await friend.register('linkfriend', 'linkfriend@example.com');
        await friend.open(`${editLink(newLink)}&game=eafc&scale=0.25&effects=0`);
        expect(await friend.find('button', 'Save changes')).toBeNull();
        await friend.saveNewKit();
        await friend.get('button', 'Save changes');
        const own = await other.evaluate(
          async () =>
            (await (await fetch('/api/saved?mode=own')).json()) as {
              data: { id: number; base_id: number | null }[];
            },
        );
        // The kit is private: the server keeps the base only because the key came with the save.
        expect(own.data).toHaveLength(1);
        expect(own.data[0]!.base_id).toBe(kitId);
      } finally {
        await context.close();
      }
    },
  );

  it('edits the profile: e-mail, then the password (asks the current one)', { timeout: 60_000 }, async () => {
    await (await user.get('button', `Account menu for ${OWNER}`)).click();
    await (await user.get('menuitem', 'Edit profile')).click();
    await page.waitForFunction(() => location.pathname === '/profile/');
    await user.get('heading', 'Edit profile');
    await typeField('Email', `new-${OWNER}@example.com`);
    // A new e-mail asks the password (the server refuses it without).
    await typeField('Password (to change the e-mail)', 'long-enough-pw');
    await user.clickButton('Save changes');
    await waitText(page, 'Profile saved');
    await typeField('Current password', 'wrong-password');
    await typeField('New password', 'second-password');
    await user.clickButton('Change password');
    await page.waitForSelector('::-p-role([role="alert"])', { timeout: 30_000 });
    await typeField('Current password', 'long-enough-pw');
    await user.clickButton('Change password');
    await page.waitForFunction(() => !document.querySelector('[role="alert"]'), { timeout: 30_000 });
    await waitText(page, 'Password changed');
    // A profile picture, re-encoded by the server and shown on the page.
    // The file input sits inside its visible label (a styled button): found by that text.
    const label = await page.waitForSelector('label::-p-text(Upload picture)');
    const picture = (await label!.$('input[type="file"]')) as ElementHandle<HTMLInputElement>;
    await picture.uploadFile(path.join(ROOT, 'public/logos/albion_1887.png'));
    const avatar = await user.get('image', `Profile picture of ${OWNER}`);
    await avatar.evaluate((img) => (img as HTMLImageElement).decode());
    expect(await avatar.evaluate((img) => (img as HTMLImageElement).src)).toMatch(/\.png$/);
    const me = await page.evaluate(async () => (await (await fetch('/api/me')).json()) as { email: string });
    expect(me.email).toBe(`new-${OWNER}@example.com`);
    await page.screenshot({ path: screenshotPath('account-profile.png'), fullPage: true });
  });

  it(
    'resets a forgotten password through the mailed link, then logs in with it',
    { timeout: 90_000 },
    async () => {
      // Logging out on the PES site leaves the player on the PES site (its own path, document 2 §2).
      await user.open(`${server.url}/pes/?scale=0.25&effects=0`);
      await (await user.get('button', `Account menu for ${OWNER}`)).click();
      await (await user.get('menuitem', 'Log out')).click();
      await user.get('button', 'Log in');
      expect(new URL(page.url()).pathname).toBe('/pes/');
      // Signed out, the Account tab links the showcase's front page in a new tab (document 2 §2).
      await user.clickTab('Account');
      const showcase = await user.get('link', 'Showcase');
      expect(
        await showcase.evaluate((a) => [
          new URL((a as HTMLAnchorElement).href).pathname,
          (a as HTMLAnchorElement).target,
        ]),
      ).toEqual(['/showcase/', '_blank']);
      await user.clickButton('Log in');
      await (await user.get('link', 'Forgot password?')).click();
      await page.waitForFunction(() => location.pathname === '/forgot/');
      await typeField('Email', `new-${OWNER}@example.com`);
      await user.clickButton('Send reset link');
      await waitText(page, 'If an account uses that e-mail address, a reset link is on its way.');
      const mail = server.outbox.at(-1)!;
      expect(mail.to).toBe(`new-${OWNER}@example.com`);
      const link = /https?:\/\/\S+\/reset\/\?token=\S+/.exec(mail.text)![0];
      await page.goto(link, { waitUntil: 'load' });
      await typeField('New password', 'third-password');
      await user.clickButton('Set new password');
      await waitText(page, 'Your password was changed. Please log in.');
      // Single use: the same link again is refused.
      await user.clickButton('Set new password');
      await page.waitForSelector('::-p-role([role="alert"])', { timeout: 30_000 });
      await page.goto(`${server.url}/login/?return=${encodeURIComponent(SMALL)}`, { waitUntil: 'load' });
      await typeField('Username', OWNER);
      await typeField('Password', 'third-password');
      await user.clickButton('Log in');
      await page.waitForFunction(() => location.pathname === '/' && window.kitsmith !== undefined, {
        timeout: 30_000,
      });
      await user.get('button', `Account menu for ${OWNER}`);
      expect(errors).toEqual([]);
    },
  );
});
