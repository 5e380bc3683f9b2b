/**
 * /bulk-generator/ (document 2 §2, issue 29) as an FM player uses it: reached from the FM site's
 * banner, teams picked from the team data, their home, away and third kits generated and shown
 * as 2D kits, one changed in the FM editor embedded in component mode (Apply and Cancel), and one
 * FM26 pack for the whole set downloaded, cancelled once, then read with fflate (not the jszip
 * the app writes with): one config.xml naming every kit, unique PNG names, the pictures' sizes,
 * and the applied kit's colours in its pictures.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { unzipSync } from 'fflate';
import type { Frame, HTTPResponse, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowDownloads, ROOT, screenshotPath } from '../harness.ts';
import { openEditorPage, type EditorPage } from '../editor/editor-page.ts';
import { EditorUser } from '../editor/editor-user.ts';
import { decodePng, hueOf, pixel } from '../downloads/archive.ts';
import { FM26_LANDMARKS, huesAround } from '../downloads/checks.ts';
import { contrastFailures } from './companion.ts';

type Manifest = Record<string, { file: string; src?: string }>;
const manifest = JSON.parse(readFileSync(path.join(ROOT, 'dist/.vite/manifest.json'), 'utf8')) as Manifest;
const chunk = (key: string) => {
  const entry = manifest[key] ?? Object.entries(manifest).find(([k]) => k.startsWith(key))?.[1];
  if (!entry) throw new Error(`${key} is not in the build manifest`);
  return entry.file;
};
/** Front red, back blue, sleeves magenta, shorts green, socks yellow. */
const REGIONS = JSON.parse(
  readFileSync(path.join(ROOT, 'tests/fixtures/kits/fm26-regions.json'), 'utf8'),
) as object;

let world: EditorPage;
let folder: string;
beforeAll(async () => {
  world = await openEditorPage();
  folder = await mkdtemp(path.join(tmpdir(), 'kitsmith-bulk-'));
  await allowDownloads(world.gpu, folder);
});
afterAll(async () => {
  await world?.close();
  await rm(folder, { recursive: true, force: true });
});

/** Opens `address` and returns the script files the page downloaded until `ready` holds. */
async function scriptsOf(page: Page, address: string, ready: () => Promise<unknown>): Promise<string[]> {
  const scripts: string[] = [];
  const onResponse = (response: HTTPResponse) => {
    const file = new URL(response.url()).pathname.slice(1);
    if (file.endsWith('.js')) scripts.push(file);
  };
  page.on('response', onResponse);
  await page.goto(address, { waitUntil: 'load' });
  await ready();
  page.off('response', onResponse);
  return scripts;
}

const bulkUrl = (rest = '') => `${world.server.url}/bulk-generator/${rest}`;

describe('bulk generator', { timeout: 600_000 }, () => {
  it("is reached from the FM site's banner and loads no editor chunk, nor the FM site its own", async () => {
    const { page, user } = world;
    const fmScripts = await scriptsOf(page, `${world.server.url}/fm/?scale=0.25`, () => user.waitIdle());
    const link = await user.get('link', 'Open the bulk generator');
    expect(await link.evaluate((a) => [a.getAttribute('href'), a.getAttribute('target')])).toEqual([
      '/bulk-generator/',
      '_blank',
    ]);
    // A new tab, as the spec's links out.
    const opened = new Promise<Page | null>((resolve) =>
      world.gpu.browser.once('targetcreated', (target) => resolve(target.page())),
    );
    await link.click();
    const tab = (await opened)!;
    await tab.waitForFunction(() => document.title.includes('bulk'), { timeout: 60_000 });
    expect(new URL(tab.url()).pathname).toBe('/bulk-generator/');
    await tab.close();
    expect(fmScripts).not.toContain(chunk('bulk-generator/index.html'));

    const bulkScripts = await scriptsOf(page, bulkUrl(), () =>
      page.waitForSelector('::-p-role([name="Search teams"][role="searchbox"])', { timeout: 60_000 }),
    );
    expect(await page.title()).toBe('FM bulk kit generator · Kitsmith');
    expect(bulkScripts).toContain(chunk('_game-fm-'));
    for (const editorOnly of [
      chunk('_main-'),
      chunk('src/ui/viewer/Viewer3D.tsx'),
      chunk('_react-three-fiber'),
      chunk('_automation-'),
      ...['eafc', 'fifa', 'pes', 'basketball'].map((game) => chunk(`_game-${game}-`)),
    ])
      expect(bulkScripts).not.toContain(editorOnly);
  });

  it('generates the chosen teams’ kits, changes one in the editor and downloads one FM26 pack', async () => {
    const { page } = world;
    const user = new EditorUser(page);
    await page.goto(bulkUrl('?scale=0.25'), { waitUntil: 'load' });
    // Search and tick two teams with an FM id, then one without: it needs one typed in.
    await user.typeInto('searchbox', 'Search teams', 'arsenal');
    await (await user.get('checkbox', 'Arsenal')).click();
    await user.typeInto('searchbox', 'Search teams', 'chel');
    await (await user.get('checkbox', 'Chelsea')).click();
    await user.typeInto('searchbox', 'Search teams', '');
    await page.keyboard.press('Backspace');
    await (await user.get('combobox', 'FM Unique ID')).select('without');
    await (await user.get('checkbox', 'Harbour FC')).click();
    expect(await user.find('checkbox', 'Arsenal')).toBeNull(); // filtered out: it has an id
    const generate = await user.get('button', 'Generate kits');
    expect(await generate.evaluate((b) => (b as HTMLButtonElement).disabled)).toBe(true);
    await page.waitForSelector('::-p-text(Give each chosen team its FM Unique ID)');
    await user.typeInto('textbox', 'FM Unique ID of Harbour FC', '4242');
    await generate.click();

    // Nine kits, each with its drawn 2D kit.
    await page.waitForFunction(() => document.querySelectorAll('.bulk-grid img').length === 9, {
      timeout: 300_000,
    });
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('.bulk-grid img')].every((img) => img.complete),
    );
    const alts = await page.$$eval('.bulk-grid img', (all) =>
      all.map((img) => (img as HTMLImageElement).alt),
    );
    expect(alts).toEqual(
      ['Arsenal', 'Chelsea', 'Harbour FC'].flatMap((team) =>
        ['Home', 'Away', 'Third'].map((type) => `2D kit of ${team} ${type}`),
      ),
    );
    const image = await page.$eval('.bulk-grid img', (img) => [
      (img as HTMLImageElement).naturalWidth,
      (img as HTMLImageElement).naturalHeight,
    ]);
    expect(image).toEqual([207, 207]);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await contrastFailures(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath('bulk-generator-dark-1280x720.png') });

    // The player picks the light theme in another tab of the site: this page follows, grid kept.
    const other = await page.browserContext().newPage();
    await other.goto(`${world.server.url}/faq/`, { waitUntil: 'load' });
    await other.evaluate(() => localStorage.setItem('theme', JSON.stringify('light')));
    await other.close();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    expect(await page.$$eval('.bulk-grid img', (all) => all.length)).toBe(9);
    expect(await contrastFailures(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath('bulk-generator-light-1280x720.png') });

    // Change Arsenal's home kit in the embedded editor: Apply replaces it in the grid.
    // Found by their names: a kit being drawn again has no image, so positions shift meanwhile.
    const ARSENAL = 'img[alt="2D kit of Arsenal Home"]';
    const CHELSEA = 'img[alt="2D kit of Chelsea Home"]';
    const before = await page.$eval(ARSENAL, (img) => (img as HTMLImageElement).src);
    const frame = await openEditor(page, user, 'Edit Arsenal Home');
    // Component mode: no banner, no downloads, the host's Apply and Cancel.
    expect(await frame.$('::-p-role([name="Open the bulk generator"][role="link"])')).toBeNull();
    expect(await frame.$('::-p-role([name="Download ZIP"][role="button"])')).toBeNull();
    await frame.evaluate((kit) => window.kitsmith!.loadKit(kit), REGIONS);
    await (await frame.waitForSelector('::-p-role([name="Apply"][role="button"])'))!.click();
    await page.waitForFunction(() => !document.querySelector('.bulk-editor-frame'), { timeout: 60_000 });
    await page.waitForFunction(
      (selector, old) => {
        const img = document.querySelector<HTMLImageElement>(selector);
        return img !== null && img.src !== old && img.complete;
      },
      { timeout: 60_000 },
      ARSENAL,
      before,
    );
    expect(await page.$eval('.bulk-kit figcaption', (c) => c.textContent)).toContain('Changed in the editor');

    // Cancel in the editor closes it and changes nothing.
    const chelsea = await page.$eval(CHELSEA, (img) => (img as HTMLImageElement).src);
    const cancelFrame = await openEditor(page, user, 'Edit Chelsea Home');
    await (await cancelFrame.waitForSelector('::-p-role([name="Cancel"][role="button"])'))!.click();
    await page.waitForFunction(() => !document.querySelector('.bulk-editor-frame'), { timeout: 60_000 });
    expect(await page.$eval(CHELSEA, (img) => (img as HTMLImageElement).src)).toBe(chelsea);

    // Cancel a pack being made: progress shows, nothing is saved.
    await user.clickButton('Download FM26 pack (9 kits)');
    await user.get('progressbar', 'Pack progress');
    await page.waitForSelector('::-p-text(Drawing FM pictures)');
    await user.clickButton('Cancel download');
    await page.waitForSelector('::-p-text(Download cancelled: nothing was saved.)', { timeout: 120_000 });
    expect(await readdir(folder)).toEqual([]);

    // The pack: progress throughout, then one ZIP.
    const seen = new Set<string>();
    const watch = setInterval(() => {
      void page
        .$eval('.bulk-progress [role="status"]', (s) => s.textContent ?? '')
        .then((text) => seen.add(text))
        .catch(() => undefined);
    }, 100);
    await user.clickButton('Download FM26 pack (9 kits)');
    const bytes = await downloaded('kitsmith_fm26_pack.zip');
    clearInterval(watch);
    await page.waitForSelector('::-p-text(kitsmith_fm26_pack.zip downloaded: 9 kits.)');
    expect([...seen].some((text) => /Drawing FM pictures: [1-8] of 9 kits/.test(text))).toBe(true);

    const entries = unzipSync(bytes);
    const names = Object.keys(entries);
    const teams = [
      ['arsenal_1', '1'],
      ['chelsea_5', '5'],
      ['harbour_fc_4242', '4242'],
    ] as const;
    const pngs = teams.flatMap(([stem]) =>
      ['home', 'away', 'third'].flatMap((type) => [`${stem}_${type}_2d.png`, `${stem}_${type}_3d.png`]),
    );
    expect(names.sort()).toEqual(['config.xml', ...pngs].sort());
    const config = new XMLParser({ ignoreAttributes: false }).parse(
      new TextDecoder().decode(entries['config.xml']),
    );
    const records = config.record.list.record as { '@_from': string; '@_to': string }[];
    expect(records).toHaveLength(18);
    expect(new Set(records.map((r) => r['@_from'])).size).toBe(18);
    expect(new Set(records.map((r) => r['@_to'])).size).toBe(18);
    for (const [stem, id] of teams)
      for (const type of ['home', 'away', 'third'])
        expect(records).toEqual(
          expect.arrayContaining([
            { '@_from': `${stem}_${type}_2d`, '@_to': `graphics/pictures/team/${id}/kits/${type}` },
            { '@_from': `${stem}_${type}_3d`, '@_to': `graphics/pictures/team/${id}/kit_textures/${type}` },
          ]),
        );
    for (const name of pngs) {
      const png = await decodePng(entries[name]!);
      const size = name.endsWith('_2d.png') ? 414 : 1024;
      expect([name, png.width, png.height]).toEqual([name, size, size]);
    }
    // The applied kit is in the pack: each region's colour at FM26's landmark for it.
    const arsenal3d = await decodePng(entries['arsenal_1_home_3d.png']!);
    for (const { region, at, hue } of FM26_LANDMARKS)
      expect([region, huesAround(arsenal3d, at)]).toEqual([region, [hue]]);
    const arsenal2d = await decodePng(entries['arsenal_1_home_2d.png']!);
    expect(hueOf(pixel(arsenal2d, 207, 230))).toBe('red');
    expect(world.errors).toEqual([]);
  });
});

/** Opens a kit's editor from the grid and returns the editor's frame once it has drawn. */
async function openEditor(page: Page, user: EditorUser, button: string): Promise<Frame> {
  await user.clickButton(button);
  await user.get('dialog', button);
  const element = await page.waitForSelector('.bulk-editor-frame');
  const frame = (await element!.contentFrame())!;
  await frame.waitForFunction(() => window.kitsmith !== undefined, { timeout: 120_000 });
  await frame.waitForFunction(() => !document.querySelector('.status-overlay'), { timeout: 120_000 });
  await frame.evaluate(() => window.kitsmith!.ready);
  return frame;
}

/** Waits for a finished download called `name` and returns its bytes. */
async function downloaded(name: string): Promise<Uint8Array> {
  for (let i = 0; i < 3000; i++) {
    const files = await readdir(folder);
    if (files.includes(name) && !files.some((f) => f.endsWith('.crdownload')))
      return new Uint8Array(await readFile(path.join(folder, name)));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} was not downloaded; folder holds ${(await readdir(folder)).join(', ')}`);
}
