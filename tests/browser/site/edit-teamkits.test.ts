/**
 * /tools/edit-teamkits/ (document 2 §2 "Links out", fifa and eafc; issue 29) as an EA FC player
 * uses it: reached from the EA FC How-to link (and not from FM or PES); a saved kit's colours
 * (red shirt, gold number with a black border on the back) and the editor's unsaved kit fill the
 * derived fields; a missing
 * team id is refused with the field named and nothing can be downloaded; the downloaded
 * teamkits.txt, read back as UTF-16 text, has the FC 24 header and the row's values; both
 * themes pass the contrast rule.
 */
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowDownloads, screenshotPath } from '../harness.ts';
import { openEditorPage, type EditorPage } from '../editor/editor-page.ts';
import { contrastFailures, followToNewTab, switchTheme } from './companion.ts';

const LINK = 'FIFA / EA FC teamkits editor';
const TITLE = 'FIFA / EA FC teamkits editor';
const TEAM_ID = 'Team id (as on sofifa.com) teamtechid';
const ROW_ID = "Id of the kit's row teamkitid";

let world: EditorPage;
let folder: string;
beforeAll(async () => {
  world = await openEditorPage();
  folder = await mkdtemp(path.join(tmpdir(), 'kitsmith-teamkits-'));
  await mkdir(folder, { recursive: true });
  await allowDownloads(world.gpu, folder);
});
afterAll(async () => {
  await world?.close();
  await rm(folder, { recursive: true, force: true });
});

/** Saves an EA FC kit: a red shirt with a gold back number bordered black. */
async function saveKit(name: string): Promise<void> {
  const { page, user } = world;
  await user.open(`${world.server.url}/eafc/?scale=0.25`);
  await page.evaluate(async () => {
    const kit = JSON.parse(window.kitsmith!.getKit()) as Record<string, unknown>;
    kit.shirt = [
      { n: 'base', uuid: 'tk-base', type: 'base', c: ['#c8102e'] },
      { n: 'text', uuid: 'tk-num', placement: 'back', text: '10', c: ['#ffd700', '#000000'], border: true },
    ];
    kit.logos = [];
    await window.kitsmith!.loadKit(kit);
  });
  await user.waitIdle();
  await user.clickTab('Settings');
  await user.typeInto('textbox', 'Name', name);
  await user.saveNewKit();
  await user.get('button', 'Save changes');
}

/** Picks a kit by its name in the page's Kit list, as a player does. */
async function chooseKit(name: string): Promise<void> {
  const select = await world.user.get('combobox', 'Kit');
  const value = await select.evaluate(
    (element, name) =>
      [...(element as HTMLSelectElement).options].find((option) => option.text === name)?.value ?? '',
    name,
  );
  expect(value, name).not.toBe('');
  await select.select(value);
}

const colour = (label: string) =>
  world.page.$eval(`input[aria-label="${label}"]`, (input) => (input as HTMLInputElement).value);

describe('teamkits editor', { timeout: 600_000 }, () => {
  it('is linked from the EA FC How-to panel in a new tab, not from FM or PES', async () => {
    const { user } = world;
    await user.open(`${world.server.url}/eafc/?scale=0.25`);
    await user.clickTab('How to');
    const link = await user.get('link', LINK);
    expect(await link.evaluate((a) => [a.getAttribute('href'), a.getAttribute('target')])).toEqual([
      '/tools/edit-teamkits/?game=eafc',
      '_blank',
    ]);
    const tab = await followToNewTab(world, link, (t) =>
      t.waitForSelector(`::-p-role([name="${TITLE}"][role="heading"])`, { timeout: 60_000 }),
    );
    expect(new URL(tab.url()).pathname).toBe('/tools/edit-teamkits/');
    expect(await tab.title()).toBe(`${TITLE} · Kitsmith`);
    await tab.close();
    await world.page.bringToFront();
    for (const game of ['fm', 'pes']) {
      await user.open(`${world.server.url}/${game}/?scale=0.25`);
      await user.clickTab('How to');
      await user.get('heading', 'Steps'); // the How-to panel is there
      expect(await user.find('link', LINK), game).toBeNull();
    }
  });

  it("fills a saved kit's colours, refuses a missing team id, and writes teamkits.txt", async () => {
    const { page, user } = world;
    await user.open(`${world.server.url}/eafc/?scale=0.25`);
    await user.register('teamkitter', 'teamkitter@example.com');
    await saveKit('Red Home');

    await page.goto(`${world.server.url}/tools/edit-teamkits/?game=eafc`, { waitUntil: 'load' });
    await user.get('heading', TITLE);
    await chooseKit('Red Home');
    expect(await colour('Primary colour')).toBe('#c8102e');
    // The gold number is no team colour: the plain red shirt has no second one.
    expect(await colour('Secondary colour')).toBe('#c8102e');
    expect(await colour('Number')).toBe('#ffd700');
    expect(await colour('Number, second colour')).toBe('#000000');
    expect(await colour('Name')).toBe('#ffd700');

    // The team id is the player's to give: without it the page says which field, and nothing
    // can be downloaded or copied.
    await page.waitForSelector(
      '::-p-text(Team id (as on sofifa.com): enter a whole number from 0 to 2147483647.)',
    );
    expect(await user.isDisabled('button', 'Download teamkits.txt')).toBe(true);
    expect(await user.isDisabled('button', 'Copy the row')).toBe(true);
    await user.typeInto('textbox', TEAM_ID, '24x');
    await page.waitForSelector('::-p-text(Team id (as on sofifa.com): enter a whole number)');
    await user.typeInto('textbox', TEAM_ID, '241');
    await user.typeInto('textbox', ROW_ID, '17031');
    await (await user.get('combobox', 'Kit type teamkittypetechid')).select('1');
    await user.get('textbox', 'Row to paste (tab-separated, column names first)');

    await user.clickButton('Download teamkits.txt');
    await page.waitForSelector('::-p-text(teamkits.txt downloaded.)');
    let bytes: Buffer | null = null;
    for (let i = 0; i < 300 && !bytes; i++) {
      const files = await readdir(folder);
      if (files.includes('teamkits.txt') && !files.some((f) => f.endsWith('.crdownload')))
        bytes = await readFile(path.join(folder, 'teamkits.txt'));
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(bytes, 'teamkits.txt downloaded').not.toBeNull();
    expect([bytes![0], bytes![1]]).toEqual([0xff, 0xfe]);
    const [header, row, end] = bytes!.subarray(2).toString('utf16le').split('\r\n');
    expect(end).toBe('');
    const names = header!.split('\t');
    expect(names).toHaveLength(64);
    const read = Object.fromEntries(names.map((name, i) => [name, Number(row!.split('\t')[i])]));
    expect(read).toMatchObject({
      teamtechid: 241,
      teamkitid: 17031,
      teamkittypetechid: 1,
      year: 0,
      teamcolorprimr: 200,
      teamcolorprimg: 16,
      teamcolorprimb: 46,
      jerseynumbercolorprimr: 255,
      jerseynumbercolorprimg: 215,
      jerseynumbercolorprimb: 0,
      jerseynumbercolorsecr: 0,
      jerseynamecolorg: 215,
    });
    // The text to copy is the same table (a textarea's value reads its line ends as \n).
    const shown = await (
      await user.get('textbox', 'Row to paste (tab-separated, column names first)')
    ).evaluate((t) => (t as HTMLTextAreaElement).value);
    expect(shown).toBe(`${header}\n${row}\n`);

    // The kit open in the editor, unsaved, is offered too (the editor's own draft).
    await user.open(`${world.server.url}/eafc/?scale=0.25`);
    await page.evaluate(async () => {
      const kit = JSON.parse(window.kitsmith!.getKit()) as Record<string, unknown>;
      kit.shirt = [{ n: 'base', uuid: 'tk-draft', type: 'base', c: ['#1e90ff'] }];
      await window.kitsmith!.loadKit(kit);
    });
    await user.waitIdle();
    // A load is no change of the player's: a layer added by hand is.
    await user.addLayer('Design');
    await page.waitForSelector('.unsaved', { timeout: 60_000 });
    await page.waitForFunction(() =>
      Object.keys(localStorage).some((key) => key.startsWith('kitsmith.draft.eafc.teamkitter')),
    );
    await page.goto(`${world.server.url}/tools/edit-teamkits/?game=eafc`, { waitUntil: 'load' });
    const draft = await (
      await user.get('combobox', 'Kit')
    ).evaluate((select) =>
      [...(select as HTMLSelectElement).options].map((o) => o.text).find((t) => t.startsWith('Unsaved kit')),
    );
    expect(draft).toBeDefined();
    await chooseKit(draft!);
    expect(await colour('Primary colour')).toBe('#1e90ff');
    expect(world.errors).toEqual([]);
  });

  it('passes the contrast rule in both themes', async () => {
    const { page, user } = world;
    for (const theme of ['light', 'dark'] as const) {
      await switchTheme(page, theme);
      await user.get('heading', TITLE);
      // The whole form shows, with its refusal and then the row.
      await chooseKit('Red Home');
      await user.get('region', 'Colours from the kit');
      await page.waitForSelector('::-p-text(Team id (as on sofifa.com): enter a whole number)');
      expect(await contrastFailures(page), `${theme} refused`).toEqual([]);
      await user.typeInto('textbox', TEAM_ID, '241');
      await user.typeInto('textbox', ROW_ID, '17031');
      await user.get('textbox', 'Row to paste (tab-separated, column names first)');
      expect(await contrastFailures(page), theme).toEqual([]);
      await page.screenshot({ path: screenshotPath(`edit-teamkits-${theme}-1280x720.png`), fullPage: true });
    }
  });
});
