/**
 * WCAG 2.1 AA contrast in both themes, checked by axe-core on what a user sees: the editor with
 * layers, its dialogs and menus, every info panel, the Save preview, Load, FM and NBA 2K dialogs,
 * Inspiration, the logo selector and its "Request a logo" form, Printing with its colour picker,
 * Hotspots and their reset question, the layer import, the account menu, and the account pages
 * (with a server error on /register/ and /reset/). Any text or control below 4.5:1 (3:1 for large
 * text) fails with the element and the colours axe measured.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { screenshotPath } from '../harness.ts';
import { openEditorPage, type EditorPage } from './editor-page.ts';
import type { EditorUser } from './editor-user.ts';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const SMALL = '/?scale=0.25&effects=0';
let world: EditorPage;
let page: Page;
let user: EditorUser;

/** axe's colour-contrast rule over the page as it is now; one line per failing element. */
async function contrastFailures(where: string): Promise<string[]> {
  // Measure once any transition left has run out (the app's own are stilled in beforeAll): their
  // clock is the page's frames, which a busy software-rendered page draws slowly. A transition
  // that another one replaces is cancelled, and its `finished` rejects (AbortError): it has run
  // out too.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // axe (650 kB) once per document: evaluating it again at each of the ~70 measurements only
  // parsed it again. A navigation gives a fresh window, which loads it anew.
  const loaded = () => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === 'function';
  if (!(await page.evaluate(loaded))) await page.evaluate(AXE);
  const failures = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResult> } }).axe;
    interface AxeResult {
      violations: { nodes: { target: string[]; any: { message: string }[] }[] }[];
    }
    const result = await axe.run(document, { runOnly: { type: 'rule', values: ['color-contrast'] } });
    return result.violations.flatMap((v) =>
      v.nodes.map((n) => `${n.target.join(' ')}: ${n.any[0]?.message}`),
    );
  });
  return failures.map((failure) => `${where}: ${failure}`);
}

/**
 * Both themes over what is open now, without closing it: the page's theme attribute is what the
 * Settings choice sets (the first tests go through Settings), and every colour hangs on it.
 */
async function bothThemes(where: string): Promise<string[]> {
  const chosen = await page.evaluate(() => document.documentElement.dataset.theme ?? 'dark');
  const failures: string[] = [];
  for (const theme of ['dark', 'light']) {
    await page.evaluate((theme) => (document.documentElement.dataset.theme = theme), theme);
    failures.push(...(await contrastFailures(`${where} (${theme})`)));
  }
  await page.evaluate((theme) => (document.documentElement.dataset.theme = theme), chosen);
  return failures;
}

/**
 * Opens a button's action from the keyboard (focus, Enter), as a keyboard user would. A pointer
 * click raced the signed-in editor's layout: the main panel scrolls at 1280x720 and its content
 * settles late on a busy machine (thumbnails, notifications, promotions), so the point taken for
 * the click could belong to another control by the time it was pressed. Waiting for the middle
 * to be uncovered first cut the failures (3 of 4 runs at load 15-25) but not to zero: CI's run
 * of e3c00c4 clicked and no Save preview dialog ever opened. Focus does not move with the layout.
 */
async function activate(name: string): Promise<void> {
  const button = await user.get('button', name);
  await button.focus();
  expect(await page.evaluate((element) => document.activeElement === element, button)).toBe(true);
  await page.keyboard.press('Enter');
}

/** Closes what is open: an open list inside a dialog takes the first Escape, the dialog the next. */
async function escape(): Promise<void> {
  const open = () => page.$('[role="dialog"], [role="menu"]');
  for (let press = 0; press < 3 && (await open()); press++) {
    await page.keyboard.press('Escape');
    await page
      .waitForFunction(() => !document.querySelector('[role="dialog"], [role="menu"]'), { timeout: 2_000 })
      .catch(() => undefined);
  }
  expect(await open()).toBeNull();
}

beforeAll(async () => {
  world = await openEditorPage();
  ({ page, user } = world);
  // The colours at rest, at once: every transition of the app runs on the --transition token,
  // and a theme change starts one on every control, which a busy software-rendered page drew for
  // seconds before each measurement. A transition only goes towards the colour measured here.
  await page.evaluateOnNewDocument(() => {
    const still = () => document.documentElement.style.setProperty('--transition', '0s');
    if (document.documentElement) still();
    else document.addEventListener('readystatechange', still, { once: true });
  });
  await user.open(world.server.url + SMALL);
  await user.addLayer('Graphic');
  await user.addLayer('Pattern');
  await user.waitIdle();
});

afterAll(async () => {
  await world?.close();
});

describe.each(['dark', 'light'] as const)('the %s theme', (theme) => {
  it('passes AA contrast in the editor, its dialogs and its info panels', async () => {
    await user.clickTab('Settings');
    await (await user.get('combobox', 'Theme')).select(theme);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
    // Measure the page at rest: a loading overlay's scrim over the page fails every text under it.
    await user.waitIdle();
    const failures: string[] = [];
    failures.push(...(await contrastFailures('settings')));

    await user.clickTab('Shirt');
    // One row hidden: its name is still read, so it must still pass.
    await (await page.$('button[aria-label^="Hide Pattern"]'))?.click();
    await page.waitForSelector('button[aria-label^="Show Pattern"]');
    failures.push(...(await contrastFailures('layers')));
    await page.screenshot({ path: screenshotPath(`editor-${theme}-1280x720.png`) });

    await user.clickButton('Add layer');
    await user.get('menu', 'Add layer');
    failures.push(...(await contrastFailures('add layer menu')));
    await escape();

    await user.clickButton('Start new');
    await user.get('dialog', 'Choose a template');
    failures.push(...(await contrastFailures('template chooser')));
    await escape();

    await user.clickButton('Recolor');
    await user.get('dialog', 'Recolor');
    failures.push(...(await contrastFailures('recolor')));
    await escape();

    for (const tab of ['Texture', 'Upcoming', 'How to', 'About', 'Account']) {
      await user.clickTab(tab);
      failures.push(...(await contrastFailures(tab)));
    }
    await user.clickTab('3D');
    expect(failures).toEqual([]);
  });
});

describe('the other dialogs and the account pages, in both themes', () => {
  it(
    'pass AA contrast: the account pages, Save preview, Load, FM and NBA 2K',
    { timeout: 180_000 },
    async () => {
      const failures: string[] = [];
      for (const [path, heading] of [
        ['/login/', 'Log in to Kitsmith'],
        ['/register/', 'Create your Kitsmith account'],
      ] as const) {
        await page.goto(world.server.url + path, { waitUntil: 'load' });
        await user.get('heading', heading);
        failures.push(...(await bothThemes(path)));
      }
      // With the server's message for a bad field.
      await user.typeInto('textbox', 'Username', 'contrast');
      await user.typeInto('textbox', 'Email', 'contrast@example.com');
      await (await page.waitForSelector('::-p-role([name="Password"])'))!.type('short');
      await user.clickButton('Create account');
      await page.waitForFunction(() => document.body.innerText.includes('Passwords are 8 to 200 characters'));
      failures.push(...(await bothThemes('/register/ with an error')));
      await user.register('contrast', 'contrast@example.com');
      await page.goto(`${world.server.url}/profile/`, { waitUntil: 'load' });
      await user.get('heading', 'Edit profile');
      failures.push(...(await bothThemes('/profile/')));
      // A danger button under the pointer keeps its fill.
      await (await user.get('button', 'Delete my account')).hover();
      failures.push(...(await bothThemes('/profile/, Delete hovered')));

      await user.open(world.server.url + SMALL);
      // The first kit drawn before Save preview opens on it (a click during start-up was lost).
      await user.waitComposited();
      await activate('Save preview');
      await user.get('dialog', 'Save preview');
      await user.waitComposited();
      failures.push(...(await bothThemes('save preview, image')));
      await (await user.get('tab', 'GIF')).click();
      failures.push(...(await bothThemes('save preview, GIF')));
      await escape();

      // Load needs a saved kit to list.
      await user.clickTab('Settings');
      await user.typeInto('textbox', 'Name', 'Contrast');
      await user.saveNewKit();
      await user.get('button', 'Save changes');
      await user.clickButton('Load');
      await user.get('button', 'Load Contrast');
      failures.push(...(await bothThemes('load')));
      await (await user.get('button', 'Delete Contrast')).hover();
      failures.push(...(await bothThemes('load, Delete hovered')));
      await escape();

      await user.open(`${world.server.url}/?game=fm&scale=0.25&effects=0`);
      await user.clickButton('Download for FM');
      // The team search open, with its results (an empty filter lists the first teams).
      await user.clickButton('Team');
      await page.waitForSelector('.team-search-list button', { timeout: 30_000 });
      failures.push(...(await bothThemes('FM download')));
      await escape();

      await user.open(`${world.server.url}/?game=basketball&scale=0.25&effects=0`);
      await user.clickButton('Download for NBA 2K');
      await page.waitForFunction(
        () => document.querySelector<HTMLInputElement>('input[aria-label="Jersey"]')?.value === 'Home 2025',
      );
      failures.push(...(await bothThemes('NBA 2K download')));
      await escape();
      expect(failures).toEqual([]);
    },
  );

  it(
    'pass AA contrast: account menu, Inspiration, logo selector and request form, layer import, Printing and its colour picker, Hotspots, /forgot/ and /reset/',
    { timeout: 180_000 },
    async () => {
      const failures: string[] = [];
      // A Plus member (tier 0) is offered Inspiration; the kit "Contrast" saved above is importable.
      await world.server.setTier('contrast', '0');
      await user.open(world.server.url + SMALL);
      await user.clickButton('Account menu for contrast');
      await page.waitForSelector('[role="menu"]');
      failures.push(...(await bothThemes('account menu')));
      await escape();
      await user.clickButton('Inspiration');
      await user.get('dialog', 'Inspiration');
      failures.push(...(await bothThemes('inspiration')));
      await escape();

      await user.clickTab('Logos');
      failures.push(...(await bothThemes('Logos')));
      await user.clickButton('Choose Team logo');
      await user.get('dialog', 'Logos');
      failures.push(...(await bothThemes('logo selector')));
      await user.clickButton('Request a logo');
      await user.get('dialog', 'Request a logo');
      failures.push(...(await bothThemes('request a logo')));
      await escape();

      await user.clickTab('Shirt');
      await user.clickButton('Add layer');
      await (await user.get('menuitem', 'From a saved kit…')).click();
      await user.clickButton('Import from Contrast');
      await user.get('heading', 'Layers of Contrast');
      failures.push(...(await bothThemes('layer import')));
      await escape();

      // Hotspots are a FIFA/EA FC tool; Printing beside them.
      await user.open(`${world.server.url}/?game=fifa&scale=0.25&effects=0`);
      await user.clickTab('Name & number');
      failures.push(...(await bothThemes('Printing')));
      // The colour picker, from the printing colour's swatch (named "Printing colour: #rrggbb").
      await (await page.waitForSelector('button[aria-label^="Printing colour: "]'))!.click();
      await user.get('dialog', 'Colour');
      failures.push(...(await bothThemes('colour picker')));
      await escape();
      await user.clickTab('Hotspots');
      failures.push(...(await bothThemes('Hotspots')));
      await user.clickButton('Reset hotspots');
      await user.get('alertdialog', 'Are you sure you want to reset the hotspots?');
      failures.push(...(await bothThemes('reset hotspots question')));
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('[role="alertdialog"]'));

      await page.goto(world.server.url + '/forgot/', { waitUntil: 'load' });
      await user.get('heading', 'Reset your password');
      failures.push(...(await bothThemes('/forgot/')));
      // A link that is no longer (or never was) valid: the server's message.
      await page.goto(world.server.url + '/reset/?token=not-a-token', { waitUntil: 'load' });
      await user.get('heading', 'Choose a new password');
      await (await page.waitForSelector('::-p-role([name="New password"])'))!.type('long-enough-password');
      await user.clickButton('Set new password');
      await page.waitForSelector('::-p-role([role="alert"])', { timeout: 30_000 });
      failures.push(...(await bothThemes('/reset/ with a bad token')));

      // An admin's 3D view carries the custom lights panel (Leva, in our tokens).
      await world.server.grantAdmin('contrast');
      await user.open(world.server.url + SMALL);
      await user.get('group', 'Lights (admin)');
      failures.push(...(await bothThemes('admin: custom lights')));
      await (
        await user.get('group', 'Lights (admin)')
      ).screenshot({ path: screenshotPath('lights-panel-admin.png'), captureBeyondViewport: false });
      await user.clickButton('Test generation');
      await user.get('dialog', 'Test generation');
      failures.push(...(await bothThemes('admin: test generation')));
      await escape();
      expect(failures).toEqual([]);
    },
  );
});
