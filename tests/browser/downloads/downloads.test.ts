/**
 * Game downloads from the editor, used as a player would: the download bar's "Download ZIP" on
 * an EA FC kit, and "Download for FM" with a searched team and a chosen type. The files land in
 * a folder through Chromium's own download handling and are opened and checked (checks.ts).
 * A failing download toasts its reason and leaves the kit as it was.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../harness.ts';
import { openEditorPage, type EditorPage } from '../editor/editor-page.ts';
import { checkEafcZip, checkFmZip } from './checks.ts';

const LANDMARK = JSON.parse(
  readFileSync(path.join(ROOT, 'tests/fixtures/kits/red-front-blue-back.json'), 'utf8'),
) as unknown;

let world: EditorPage;
let folder: string;

beforeAll(async () => {
  world = await openEditorPage();
  folder = await mkdtemp(path.join(tmpdir(), 'kitsmith-downloads-'));
  const cdp = await world.gpu.browser.target().createCDPSession();
  await cdp.send('Browser.setDownloadBehavior', {
    behavior: 'allow',
    downloadPath: folder,
    eventsEnabled: true,
  });
});

afterAll(async () => {
  await world?.close();
  await rm(folder, { recursive: true, force: true });
});

/** Waits for a finished download called `name` and returns its bytes. */
async function downloaded(name: string): Promise<Uint8Array> {
  for (let i = 0; i < 600; i++) {
    const files = await readdir(folder);
    if (files.includes(name) && !files.some((f) => f.endsWith('.crdownload')))
      return new Uint8Array(await readFile(path.join(folder, name)));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} was not downloaded; folder holds ${(await readdir(folder)).join(', ')}`);
}

async function openWithKit(game: string): Promise<void> {
  await world.user.open(`${world.server.url}/?game=${game}&scale=0.25&effects=0`);
  await world.page.evaluate((kit) => window.kitsmith!.loadKit(kit), { ...(LANDMARK as object), game });
}

describe('game downloads from the editor', () => {
  it('EA FC: Download ZIP shows Processing... and saves the 14 FMT files plus hotspots', async () => {
    await openWithKit('eafc');
    const bar = await world.user.get('toolbar', 'Downloads');
    const button = await bar.waitForSelector('::-p-aria([name="Download ZIP"][role="button"])');
    await button!.click();
    // While it runs the button reads "Processing..." and cannot be pressed again (one check, in the page).
    await world.page.waitForFunction(() =>
      [...document.querySelectorAll('button')].some((b) => b.textContent === 'Processing...' && b.disabled),
    );
    await checkEafcZip(await downloaded('eafc-kit.zip'), true);
    // Without a key on the server, the key button says where one comes from.
    expect(await world.user.isDisabled('button', 'Get Encryption Key')).toBe(true);
    await world.page.waitForSelector('::-p-text(DATA_DIR/key.bin)');
  });

  it('FM: team searched, type chosen, Download ZIP saves the FM26 pack', async () => {
    await openWithKit('fm');
    await world.user.clickButton('Download for FM');
    expect(await world.user.isDisabled('button', 'Download ZIP')).toBe(true);
    await world.user.clickButton('Team');
    await world.user.typeInto('searchbox', 'Search for a team', 'arsen');
    await world.page.waitForSelector('::-p-text(Loading...)');
    await (await world.user.get('button', 'Arsenal 1')).click();
    await world.page.waitForSelector('::-p-text(Arsenal (1))');
    await (await world.user.get('combobox', 'Type')).select('away');
    expect(await world.user.isDisabled('button', 'Download ZIP')).toBe(false);
    await world.user.clickButton('Download ZIP');
    await checkFmZip(
      await downloaded('arsenal_away_fm26.zip'),
      { teamId: '1', type: 'away', slug: 'arsenal' },
      true,
    );
  });

  it('a failing download toasts its reason and changes nothing in the kit', async () => {
    const before = await world.page.evaluate(() => window.kitsmith!.getKit());
    await (await world.user.get('checkbox', 'Custom')).click();
    await world.user.typeInto('textbox', 'Unique ID', 'abc');
    await world.user.clickButton('Download ZIP');
    await world.page.waitForSelector('::-p-text(An error occurred: an FM download needs)');
    expect(await world.page.evaluate(() => window.kitsmith!.getKit())).toBe(before);
    expect(world.errors).toEqual([]);
  });
});
