/**
 * The Logos tab driven like a user: a team logo picked from the preset selector and resized
 * (checked in the shirt's own texture), an uploaded PNG used at once as a custom logo, refused
 * uploads (too big, wrong type) that change nothing, and custom positions closed to a free user.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ElementHandle, Page } from 'puppeteer-core';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { launchGpuBrowser, screenshotPath, type GpuBrowser } from '../harness.ts';
import { startEditorServer, type EditorServer } from './editor-server.ts';
import { colorShare, EditorUser } from './editor-user.ts';
import { changedShirtTexels } from './texels.ts';

/** 512x512 textures and no post-processing: the same editor and compositor, far less CPU rendering. */
const SMALL = '/?scale=0.25&effects=0';
const MAGENTA = '#ff00ff';

let server: EditorServer;
let gpu: GpuBrowser;
let page: Page;
let user: EditorUser;
let files: string;
const errors: string[] = [];

const changedTexels = (baseline: string) => changedShirtTexels(page, baseline, 4);

/**
 * The change once the texture has settled: logo images arrive asynchronously and the compositor
 * redraws when they do, so it waits for a change to appear, then for two equal readings in a row.
 */
async function settledChange(baseline: string): Promise<number> {
  await user.waitComposited();
  let last = await changedTexels(baseline);
  for (let attempt = 0; attempt < 40 && last === 0; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    last = await changedTexels(baseline);
  }
  for (let attempt = 0; attempt < 10; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 400));
    const next = await changedTexels(baseline);
    if (next === last) return next;
    last = next;
  }
  return last;
}

async function section(name: string): Promise<ElementHandle<Element>> {
  const handle = await page.waitForSelector(`section[aria-label="${name}"]`);
  if (!handle) throw new Error(`No section ${name}`);
  return handle;
}

async function within(scope: ElementHandle<Element>, role: string, name: string) {
  const handle = await scope.waitForSelector(`::-p-role([name="${name}"][role="${role}"])`);
  if (!handle) throw new Error(`No ${role} named "${name}"`);
  return handle;
}

async function toasts(): Promise<string[]> {
  return page.$$eval('.toast', (list) => list.map((toast) => toast.textContent ?? ''));
}

/** Picks `file` in the chooser that the Logos tab's 'Upload logo' button opens. */
async function upload(file: string): Promise<void> {
  const logos = await section('Custom logos');
  const [chooser] = await Promise.all([
    page.waitForFileChooser(),
    (await within(logos, 'button', 'Upload logo')).click(),
  ]);
  await chooser.accept([file]);
}

const kitJson = () => page.evaluate(() => window.kitsmith!.getKit());

beforeAll(async () => {
  files = await mkdtemp(path.join(tmpdir(), 'kitsmith-logos-'));
  await sharp({ create: { width: 96, height: 96, channels: 4, background: MAGENTA } })
    .png()
    .toFile(path.join(files, 'crest.png'));
  // Over 1 MB: a PNG signature followed by 2 MB of padding (the size is refused before anything is read).
  const big = Buffer.alloc(2 * 1024 * 1024);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(big);
  await writeFile(path.join(files, 'huge.png'), big);
  await writeFile(
    path.join(files, 'crest.gif'),
    Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary'),
  );

  server = await startEditorServer();
  gpu = await launchGpuBrowser();
  page = await gpu.browser.newPage();
  await page.setViewport({ width: 1280, height: 720 });
  // The two cores are shared with other runs: a slow page load is not a failure of the tab.
  page.setDefaultNavigationTimeout(120_000);
  page.setDefaultTimeout(90_000);
  page.on('pageerror', (error) => errors.push(String(error)));
  // Reopening the editor with unsaved changes asks the browser's leave-page question: leave.
  page.on('dialog', (dialog) => void dialog.accept());
  user = new EditorUser(page);
  await page.goto(server.url + SMALL, { waitUntil: 'load' });
  await user.register('crestfan', 'crest@example.com');
  await user.open(server.url + SMALL);
}, 300_000);

afterAll(async () => {
  await gpu?.close();
  await server?.close();
  if (files) await rm(files, { recursive: true, force: true });
});

describe('the Logos tab, used like a user would', () => {
  it(
    'picks a team logo from the preset selector and resizes it in the texture',
    { timeout: 180_000 },
    async () => {
      await user.clickTab('Logos');
      await user.waitComposited();
      await changedTexels('plain');
      const team = await section('Team logo');
      await (await within(team, 'button', 'Choose Team logo')).click();
      // The selector offers an upload button and the uploads category, empty for a free user.
      const dialog = (await page.waitForSelector('[role="dialog"]'))!;
      await within(dialog, 'button', 'Upload logo');
      await (await within(dialog, 'button', 'Uploads')).click();
      await page.waitForFunction(
        () =>
          document.querySelector('[role="dialog"] .uploads-count')?.textContent === '0 of 0 custom images',
      );
      // What the account stores of its storage quota (issue 32): nothing saved yet, 20 MB free.
      await page.waitForFunction(
        () =>
          document.querySelector('[role="dialog"] .uploads-storage')?.textContent ===
          'Storage: 0.0 MB of 20.0 MB used',
      );
      await (await within(dialog, 'button', 'Uploads')).click();
      const filter = await user.get('textbox', 'Filter');
      await filter.type('Harbour Shield');
      const item = await page.waitForSelector('::-p-role([name="Harbour Shield"][role="button"])');
      await item!.click();
      await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
      await page.waitForFunction(
        () =>
          document.querySelector('section[aria-label="Team logo"] .logo-slot-name')?.textContent ===
          'Harbour Shield',
      );
      const small = await settledChange('plain');
      expect(small).toBeGreaterThan(50);

      const size = await within(await section('Team logo'), 'spinbutton', 'Size');
      await size.click({ count: 3 });
      await size.type('300\n');
      const large = await settledChange('plain');
      // Three times the side: far more texels, though the crest is not a full square.
      expect(large).toBeGreaterThan(small * 3);
      const kit = JSON.parse(await kitJson()) as { logos: { t: string; l: string; size: number }[] };
      // Beside the template's brand logo, which every kit started from a template carries.
      expect(kit.logos.filter((logo) => logo.t !== 'brand')).toEqual([
        expect.objectContaining({ t: 'team', l: 'Harbour Shield', size: 300 }),
      ]);
    },
  );

  it('uploads a PNG that is a custom logo at once', { timeout: 120_000 }, async () => {
    expect(await colorShare(page, 'shirt', MAGENTA)).toBe(0);
    await upload(path.join(files, 'crest.png'));
    await user.get('listitem', 'crest.png (Shirt)');
    await user.waitComposited();
    let share = 0;
    for (let attempt = 0; attempt < 10 && share === 0; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 400));
      share = await colorShare(page, 'shirt', MAGENTA);
    }
    expect(share).toBeGreaterThan(0.0005);
    // Convert to preset is offered (it asks for Plus when used).
    await user.get('button', 'Convert crest.png to preset');
    // The picture for the docs: the team logo's settings, with the uploaded crest on the shirt.
    await (await section('Team logo')).evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: screenshotPath('editor-logos-1280x720.png') });
  });

  it(
    'refuses a file over 1 MB and a GIF with the spec texts, changing nothing',
    { timeout: 60_000 },
    async () => {
      const before = await kitJson();
      const undoDisabled = await user.isDisabled('button', 'Undo');
      await upload(path.join(files, 'huge.png'));
      await page.waitForFunction(() =>
        [...document.querySelectorAll('.toast')].some((t) =>
          t.textContent?.includes(
            'The selected file exceeds the maximum size allowed (1MB) Please select a different file.',
          ),
        ),
      );
      await upload(path.join(files, 'crest.gif'));
      await page.waitForFunction(() =>
        [...document.querySelectorAll('.toast')].some((t) => t.textContent === 'Invalid filetype'),
      );
      expect(await toasts()).toEqual(
        expect.arrayContaining([
          'The selected file exceeds the maximum size allowed (1MB) Please select a different file.',
          'Invalid filetype',
        ]),
      );
      expect(await kitJson()).toBe(before);
      expect(await user.isDisabled('button', 'Undo')).toBe(undoDisabled);
      expect(await page.$$eval('ul[aria-label="Custom logos in this kit"] > li', (l) => l.length)).toBe(1);
    },
  );

  it('keeps custom positions closed to a free user, with the Plus notice', async () => {
    const positions = await section('Custom positions');
    for (const area of ['Shirt', 'Shorts', 'Socks']) {
      const toggle = await within(positions, 'switch', `Custom positions on ${area}`);
      expect(await toggle.evaluate((el) => (el as HTMLInputElement).disabled)).toBe(true);
    }
    const notice = await positions.$eval('.plus-popup', (el) => el.textContent ?? '');
    expect(notice).toContain('Custom logo positions are for Plus members.');
    expect(await positions.$eval('.plus-popup a', (a) => a.getAttribute('href'))).toBe('/plus/');
    expect(await user.find('spinbutton', 'Horizontal position on Shirt')).toBeNull();
    expect(JSON.parse(await kitJson()).customPos ?? []).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('the Logos tab for a Plus member', () => {
  it('moves a logo with a custom position, one undoable step', { timeout: 180_000 }, async () => {
    await server.setTier('crestfan', '1');
    await user.open(server.url + SMALL);
    // The earlier tests left unsaved changes: the reopened editor offers them back in a card over
    // the panel's foot, where the Convert button of the last test sits. Start from the new kit.
    await user.clickButton('Discard');
    await user.clickTab('Logos');
    const positions = await section('Custom positions');
    expect(await positions.$('.plus-popup')).toBeNull();
    await (await within(await section('Team logo'), 'button', 'Choose Team logo')).click();
    await (await user.get('textbox', 'Filter')).type('Harbour Shield');
    await (await page.waitForSelector('::-p-role([name="Harbour Shield"][role="button"])'))!.click();
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
    await settledChange('plus-plain');
    await changedTexels('plus-slot');
    await (await within(positions, 'switch', 'Custom positions on Shirt')).click();
    const x = await within(await section('Team logo'), 'spinbutton', 'Horizontal position on Shirt');
    await x.click({ count: 3 });
    await x.type('-100\n');
    // The crest left its slot spot: the texture changed where it was and where it went.
    expect(await settledChange('plus-slot')).toBeGreaterThan(100);
    const kit = JSON.parse(await kitJson()) as {
      customPos: string[];
      logos: { t: string; pos: { shirt: { x: number } } }[];
    };
    expect(kit.customPos).toEqual(['shirt']);
    expect(kit.logos.find((logo) => logo.t === 'team')!.pos.shirt.x).toBe(-100);
    await user.clickButton('Undo');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.toast')].some((t) => t.textContent === 'Undoing: change logo'),
    );
  });

  it('converts an upload into a preset that is then listed and kept', { timeout: 120_000 }, async () => {
    await upload(path.join(files, 'crest.png'));
    await (await user.get('button', 'Convert crest.png to preset')).click();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.toast')].some((t) => t.textContent === 'Successfully added preset'),
    );
    await page.waitForFunction(
      () => document.querySelector('.logo-uploads .uploads-count')?.textContent === '1 of 750 custom images',
    );
    // Listed among the stored uploads, and placeable again as a custom logo.
    const place = await page.waitForSelector('.logo-uploads .upload-item button');
    expect(await place!.evaluate((button) => button.textContent)).toMatch(/^Add .+ to Shirt$/);
    expect(await user.find('button', 'Convert crest.png to preset')).toBeNull();
    const kit = JSON.parse(await kitJson()) as { shirt: { n: string; l?: string }[] };
    const images = kit.shirt.filter((layer) => layer.n === 'custom_logo').map((layer) => layer.l);
    expect(images).toHaveLength(1);
    expect(images[0]).toMatch(/^\/.+\.png$/);
    // The list can render again after the upload settles (its handle then belongs to a removed
    // node): a locator finds the button afresh and clicks it once it holds still.
    await page.locator('.logo-uploads .upload-item button').click();
    await page.waitForFunction(
      () => document.querySelectorAll('ul[aria-label="Custom logos in this kit"] > li').length === 2,
    );
    expect(errors).toEqual([]);
  });

  it(
    'sorts the stored uploads four ways and renames one on Enter or Apply',
    { timeout: 180_000 },
    async () => {
      // Two more stored uploads through the same Convert button, after crest.png above; the server
      // names each after its file's stem.
      for (const [name, colour] of [
        ['zebra.png', '#00ff00'],
        ['apple.png', '#0000ff'],
      ] as const) {
        await sharp({ create: { width: 64, height: 64, channels: 4, background: colour } })
          .png()
          .toFile(path.join(files, name));
        await upload(path.join(files, name));
        await (await user.get('button', `Convert ${name} to preset`)).click();
        await page.waitForFunction(
          (stem) =>
            [...document.querySelectorAll('.logo-uploads .grid-name')].some((el) => el.textContent === stem),
          {},
          name.replace('.png', ''),
        );
      }
      const logos = await section('Custom logos');
      const names = () =>
        page.$$eval('.logo-uploads .upload-item', (items) =>
          items.map((li) => li.querySelector('.grid-name')?.textContent ?? ''),
        );
      const sortBy = async (label: string) => (await within(logos, 'tab', label)).click();
      expect(await names()).toEqual(['apple', 'zebra', 'crest']); // Newest, the default
      await sortBy('Oldest');
      expect(await names()).toEqual(['crest', 'zebra', 'apple']);
      await sortBy('Name (Z-A)');
      expect(await names()).toEqual(['zebra', 'crest', 'apple']);
      await sortBy('Name (A-Z)');
      expect(await names()).toEqual(['apple', 'crest', 'zebra']);

      // Enter applies; the list keeps its order by the new name.
      await (await within(logos, 'button', 'Rename zebra')).click();
      const field = await within(logos, 'textbox', 'New name for zebra');
      await field.click({ count: 3 });
      await field.type('Aardvark\n');
      await page.waitForFunction(
        () => document.querySelector('.logo-uploads .upload-item .grid-name')?.textContent === 'Aardvark',
      );
      expect(await names()).toEqual(['Aardvark', 'apple', 'crest']);
      // Apply does the same.
      await (await within(logos, 'button', 'Rename crest')).click();
      const crest = await within(logos, 'textbox', 'New name for crest');
      await crest.click({ count: 3 });
      await crest.type('Badge');
      await (await within(logos, 'button', 'Apply')).click();
      await page.waitForFunction(() =>
        [...document.querySelectorAll('.logo-uploads .grid-name')].some((el) => el.textContent === 'Badge'),
      );
      expect(await names()).toEqual(['Aardvark', 'apple', 'Badge']);
      await (await section('Custom logos')).evaluate((el) => el.scrollIntoView({ block: 'end' }));
      await page.screenshot({ path: screenshotPath('stored-uploads-1280x720.png') });

      // A name the server refuses (empty): its message for 3 s, the field stays to be corrected.
      await (await within(logos, 'button', 'Rename apple')).click();
      const apple = await within(logos, 'textbox', 'New name for apple');
      await apple.click({ count: 3 });
      await page.keyboard.press('Backspace');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() =>
        [...document.querySelectorAll('.toast')].some((t) => t.textContent?.startsWith('An error occured: ')),
      );
      expect(await user.find('textbox', 'New name for apple')).not.toBeNull();
      // Escape closes the field and leaves the name as it was.
      await apple.press('Escape');
      await page.waitForFunction(() => !document.querySelector('.logo-uploads .rename-form'));
      expect(await names()).toEqual(['Aardvark', 'apple', 'Badge']);
      expect(errors).toEqual([]);
    },
  );
});
