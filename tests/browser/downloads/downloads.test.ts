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
import { allowDownloads, ROOT } from '../harness.ts';
import { openEditorPage, type EditorPage } from '../editor/editor-page.ts';
import { checkEafcZip, checkFmZip } from './checks.ts';
import { alphaShare, decodePng, mainHue, openZip, pixel } from './archive.ts';
import { rectLayer } from '../compositor/setup.ts';

const LANDMARK = JSON.parse(
  readFileSync(path.join(ROOT, 'tests/fixtures/kits/red-front-blue-back.json'), 'utf8'),
) as unknown;

/** Each region one colour (front red, back blue, sleeves magenta, shorts green, socks yellow). */
const FM_REGIONS = JSON.parse(
  readFileSync(path.join(ROOT, 'tests/fixtures/kits/fm26-regions.json'), 'utf8'),
) as object;
/** Each EA jersey region painted one colour (checks.ts finds each in EA's own rectangle). */
const EA_REGIONS = JSON.parse(
  readFileSync(path.join(ROOT, 'tests/fixtures/kits/ea-regions.json'), 'utf8'),
) as object;

let world: EditorPage;
let folder: string;

beforeAll(async () => {
  world = await openEditorPage();
  folder = await mkdtemp(path.join(tmpdir(), 'kitsmith-downloads-'));
  await allowDownloads(world.gpu, folder);
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

async function openWithKit(game: string, kit: object = LANDMARK as object): Promise<void> {
  await world.user.open(`${world.server.url}/?game=${game}&scale=0.25&effects=0`);
  await world.page.evaluate((kit) => window.kitsmith!.loadKit(kit), { ...kit, game });
}

describe('game downloads from the editor', () => {
  it('EA FC: Download ZIP shows Processing... and saves the 14 FMT files plus hotspots', async () => {
    await openWithKit('eafc', EA_REGIONS);
    const bar = await world.user.get('toolbar', 'Downloads');
    const button = await bar.waitForSelector('::-p-role([name="Download ZIP"][role="button"])');
    await button!.click();
    // While it runs the button reads "Processing..." and cannot be pressed again (one check, in the page).
    await world.page.waitForFunction(() =>
      [...document.querySelectorAll('button')].some((b) => b.textContent === 'Processing...' && b.disabled),
    );
    await checkEafcZip(await downloaded('eafc-kit.zip'), true);
    // Without a key on the server, the key button says so in the player's words (the operator's
    // note on DATA_DIR/key.bin is in the README, never on the page).
    expect(await world.user.isDisabled('button', 'Get Encryption Key')).toBe(true);
    await world.page.waitForSelector('::-p-text(This site has no encryption key to give)');
    expect(await world.page.evaluate(() => document.body.innerText.includes('key.bin'))).toBe(false);
    // The hotspots editor downloads the same file on its own.
    await world.user.clickTab('Hotspots');
    await world.user.clickButton('Download hotspots file');
    const file = JSON.parse(new TextDecoder().decode(await downloaded('hotspots.json'))) as {
      version: number;
      shorts: { number: { width: number } };
    };
    expect(file.version).toBe(1);
    expect(file.shorts.number.width).toBeGreaterThan(0);
  });

  it("FIFA: Download ZIP lays each region in EA's own rectangle", async () => {
    await openWithKit('fifa', EA_REGIONS);
    const bar = await world.user.get('toolbar', 'Downloads');
    const button = await bar.waitForSelector('::-p-role([name="Download ZIP"][role="button"])');
    await button!.click();
    await checkEafcZip(await downloaded('fifa-kit.zip'), true);
  });

  it('FM: team searched, type chosen, Download ZIP saves the FM26 pack', async () => {
    await openWithKit('fm', FM_REGIONS);
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
      await downloaded('arsenal_1_away_fm26.zip'),
      { teamId: '1', type: 'away', slug: 'arsenal_1' },
      true,
    );
  });

  it('FM: the chosen team and type are saved with the kit and shown again after a reload', async () => {
    const saved = await world.page.evaluate(() => window.kitsmith!.getKit());
    expect(JSON.parse(saved)).toMatchObject({ fm_teamid: '1', fm_kittype: 'away' });
    await world.user.open(`${world.server.url}/?game=fm&scale=0.25&effects=0`);
    await world.page.evaluate((kit) => window.kitsmith!.loadKit(JSON.parse(kit)), saved);
    await world.user.clickButton('Download for FM');
    // The saved id's team is looked up by its Unique ID: its name shows, not a bare id.
    await world.page.waitForSelector('::-p-text(Arsenal (1))');
    // Escape in the open team search closes the search, not the dialog.
    await world.user.clickButton('Team');
    await world.user.get('searchbox', 'Search for a team');
    await world.page.keyboard.press('Escape');
    await world.page.waitForSelector('::-p-text(Arsenal (1))');
    const type = await world.user.get('combobox', 'Type');
    expect(await type.evaluate((el) => (el as HTMLSelectElement).value)).toBe('away');
    expect(await world.user.isDisabled('button', 'Download ZIP')).toBe(false);
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
  it('How-to (FM): steps, what is verified and not, and the empty config.xml download', async () => {
    await world.page.keyboard.press('Escape');
    await world.user.clickTab('How to');
    // Verified, inferred and unknown, each said on its own.
    await world.page.waitForSelector('::-p-text(Verified in the format)');
    await world.page.waitForSelector('::-p-text(Inferred (our reading of the facts))');
    await world.page.waitForSelector('::-p-text(Unknown (searched for, not found))');
    await world.page.waitForSelector('::-p-text(hem strips and shoulders included)');
    await world.page.waitForSelector('::-p-text(turn off skin caching)');
    // The last test's error toast sits over the foot of the panel for 5 s: a click there would
    // land on the toast, not on the button below it.
    await world.page.waitForFunction(
      () => !document.body.innerText.includes('An error occurred: an FM download needs'),
      { timeout: 30_000 },
    );
    await world.user.clickButton('Download empty config.xml');
    const xml = new TextDecoder().decode(await downloaded('config.xml'));
    expect(xml).toContain('<list id="maps">');
    expect(xml).not.toContain('<record from');
  });

  it('PES: each colour mode changes the PNG as documented', async () => {
    // The landmark kit with mid-grey sleeves: the PES 2021 mode lifts mid-tones, pure colours stay.
    const landmark = LANDMARK as { shirt: object[] };
    const kit = {
      ...landmark,
      shirt: [...landmark.shirt, { n: 'base', uuid: 'lm-grey', type: 'sleeves', c: ['#808080'] }],
    };
    await openWithKit('pes', kit);
    // The shorts and socks have no texture of their own in PES: their stacks are drawn on the
    // one canvas, in their regions, and follow the colours the user gives them.
    const garments = { shorts: 'green', socks: 'yellow' };
    const read = async (mode: string, label: string) => {
      await (await world.user.get('combobox', 'Colour mode')).select(mode);
      await world.user.clickButton('Download PNG');
      const png = await decodePng(await downloaded(`pes-kit-${mode}.png`));
      expect([png.width, png.height], label).toEqual([2048, 2048]);
      // pes layout: front x 0-768, back x 768-1536 (y 0-1024), sleeves from y 1024.
      expect(mainHue(png, [100, 300, 668, 950]), label).toEqual({ hue: 'red', share: 1 });
      expect(mainHue(png, [868, 300, 1436, 950]), label).toEqual({ hue: 'blue', share: 1 });
      // Shorts front x 1536-2048 y 0-512, back y 512-1024, the sock y 1024-1280.
      expect(mainHue(png, [1560, 30, 2020, 480]), label).toEqual({ hue: garments.shorts, share: 1 });
      expect(mainHue(png, [1560, 540, 2020, 1000]), label).toEqual({ hue: garments.shorts, share: 1 });
      expect(mainHue(png, [1560, 1040, 2020, 1260]), label).toEqual({ hue: garments.socks, share: 1 });
      return png;
    };
    /** Recolours a garment's base colour in the layer list, as a user does. */
    const recolour = async (tab: string, from: string, to: string) => {
      await world.user.clickTab(tab);
      await world.user.clickButton('Base colour');
      await world.user.clickButton(`Colour 1: ${from}`);
      const field = await world.user.get('textbox', 'Hex colour');
      await field.click({ count: 3 });
      await field.type(to);
      await world.user.clickButton('Apply');
    };
    const standard = await read('default', 'Default');
    expect(alphaShare(standard, (a) => a === 255)).toBe(1);
    expect(pixel(standard, 360, 1240)).toEqual([128, 128, 128, 255]);
    await recolour('Shorts', '#00ff00', '#0000ff');
    await recolour('Socks', '#ffff00', '#ff0000');
    Object.assign(garments, { shorts: 'blue', socks: 'red' });
    const pes2021 = await read('pes2021', 'PES 2021');
    expect(alphaShare(pes2021, (a) => a === 255)).toBe(1);
    const lifted = pixel(pes2021, 360, 1240);
    expect(lifted[0]).toBeGreaterThanOrEqual(140);
    expect(lifted[0]).toBeLessThanOrEqual(144);
    const keep = await read('keep', 'Keep colors');
    expect(pixel(keep, 360, 1240)).toEqual([128, 128, 128, 255]);
    expect(pixel(keep, 1800, 1900)[3]).toBe(0); // outside every panel: transparent
    expect(pixel(standard, 1800, 1900)[3]).toBe(255);
    // The mode is a preference: it survives a reload.
    await world.user.open(`${world.server.url}/?game=pes&scale=0.25&effects=0`);
    expect(
      await (
        await world.user.get('combobox', 'Colour mode')
      ).evaluate((el) => (el as HTMLSelectElement).value),
    ).toBe('keep');
    // How-to says plainly that the layout is ours: Konami's PES 2019 template is not public.
    await world.user.clickTab('How to');
    await world.page.waitForSelector('::-p-text(Konami published an official kit template for PES 2019)');
    await world.page.waitForSelector('::-p-text(Unknown (searched for, not found))');
  });
  it('NBA 2K: game, team and jersey from the mod list; both ZIPs hold the jersey and shorts maps', async () => {
    await openWithKit('basketball');
    await world.user.clickButton('Download for NBA 2K');
    const game = await world.user.get('combobox', 'Game');
    expect(await game.evaluate((el) => (el as HTMLSelectElement).value)).toBe('25');
    // Team and jersey are searchable dropdowns: a text field showing the choice, a listbox below.
    const team = await world.user.get('combobox', 'Team');
    const jersey = await world.user.get('combobox', 'Jersey');
    const shown = (field: typeof team) => field.evaluate((el) => (el as HTMLInputElement).value);
    const options = (name: string) =>
      world.page.$$eval(`[role="listbox"][aria-label="${name}"] [role="option"]`, (items) =>
        items.map((item) => item.textContent),
      );
    // 2K25's sample: Boston first, its jerseys season descending then home before away.
    await world.page.waitForFunction(
      () => document.querySelector<HTMLInputElement>('input[aria-label="Jersey"]')?.value === 'Home 2025',
    );
    expect(await shown(team)).toBe('Boston Celtics (BOS)');
    await jersey.click();
    expect(await options('Jersey')).toEqual(['Home 2025', 'Away 2025']);
    // Typing filters the teams; Enter takes the one left, and the team's first jersey with it.
    await world.user.typeInto('combobox', 'Team', 'lakers');
    expect(await options('Team')).toEqual(['Los Angeles Lakers (LAL)']);
    await world.page.keyboard.press('Enter');
    expect(await shown(team)).toBe('Los Angeles Lakers (LAL)');
    expect(await shown(jersey)).toBe('Home 2025');
    // A filter that matches nothing says so; Escape closes the list (not the dialog) and keeps the choice.
    await world.user.typeInto('combobox', 'Team', 'zzz');
    await world.page.waitForSelector('::-p-text(No results.)');
    await world.page.keyboard.press('Escape');
    expect(await team.evaluate((el) => el.getAttribute('aria-expanded'))).toBe('false');
    expect(await shown(team)).toBe('Los Angeles Lakers (LAL)');
    await world.user.typeInto('combobox', 'Jersey', 'city');
    await (await world.user.get('option', 'City 2025')).click();
    expect(await shown(jersey)).toBe('City 2025');
    // The jersey-specific ZIP is the chosen entry's.
    await world.user.clickButton('Download jersey-specific ZIP');
    const specific = await openZip(await downloaded('lal_city_2025_2k25.zip'));
    expect(specific.names).toContain('lal_city_2025_jersey_color.png');
    expect(await specific.text('README.txt')).toContain('Los Angeles Lakers (LAL)');
    await world.user.clickButton('Download generic ZIP');
    const generic = await openZip(await downloaded('nba2k25-generic.zip'));
    // Each map as a DDS with its PNG preview (nba-iff.test.ts checks the DDS files).
    expect(generic.names.filter((n) => !n.endsWith('.dds')).sort()).toEqual([
      'README.txt',
      'jersey_color.png',
      'jersey_normal.png',
      'jersey_region.png',
      'shorts_color.png',
      'shorts_normal.png',
    ]);
    const colour = await decodePng(await generic.file('jersey_color.png'));
    expect([colour.width, colour.height]).toEqual([2048, 2048]);
    expect(alphaShare(colour, (a) => a === 255)).toBe(1);
    // 2K's zones: front base x 884-1821, back base x 0-884 and 1821-2048, y 392-2048.
    expect(mainHue(colour, [900, 420, 1800, 2040])).toEqual({ hue: 'red', share: 1 });
    expect(mainHue(colour, [10, 420, 870, 2040])).toEqual({ hue: 'blue', share: 1 });
    expect(mainHue(colour, [1830, 420, 2040, 2040])).toEqual({ hue: 'blue', share: 1 });
    expect([(await decodePng(await generic.file('jersey_normal.png'))).width]).toEqual([1024]);
    // Switching to 2K26 selects its first team and jersey; the choice is kept in local storage.
    await game.select('26');
    await world.page.waitForFunction(
      () =>
        document.querySelector<HTMLInputElement>('input[aria-label="Team"]')?.value ===
          'Boston Celtics (BOS)' &&
        document.querySelector<HTMLInputElement>('input[aria-label="Jersey"]')?.value === 'Home 2026',
    );
    expect(await world.page.evaluate(() => localStorage.getItem('nba-game'))).toBe('26');
  });

  it('hidden layers in a download: a hidden mask still masks, a hidden custom collar keeps its cut', async () => {
    // PES, one PNG (pes layout: front x 0-768, y 0-1024; its neck's left corner at 264,30 and
    // bottom at 384,90). The template's panel colour is yellow: the shipped collar "Contrast V"
    // draws its V trim in it, from the neck's corners to 384,213. A green base is masked by a
    // hidden rectangle that covers the front's middle right (x 544-704, y 312-712).
    const layers = (collarHidden: boolean) => ({
      ...(LANDMARK as object),
      shirt: [
        { n: 'base', uuid: 'lm-red', type: 'base', c: ['#ff0000'] },
        { n: 'template', uuid: 'lm-template', c: ['#ffff00', '#ffff00'] },
        { n: 'custom_collar', uuid: 'lm-collar', p: 'Contrast V', disabled: collarHidden },
        { ...rectLayer('lm-mask', '#0000ff'), disabled: true },
        { n: 'base', uuid: 'lm-green', type: 'base', c: ['#00ff00'], mask: 'lm-mask' },
      ],
    });
    // The default colour mode (an earlier test leaves 'keep' chosen: the mode is a preference).
    // One PES page for both kits: the second is loaded over the first, as a user loads a kit.
    await world.user.open(`${world.server.url}/?game=pes&scale=0.25&effects=0`);
    const download = async (collarHidden: boolean, mode = 'default') => {
      await world.page.evaluate((kit) => window.kitsmith!.loadKit(kit), {
        ...layers(collarHidden),
        game: 'pes',
      });
      await (await world.user.get('combobox', 'Colour mode')).select(mode);
      // An earlier test's download of the same name would be read instead of this one.
      const name = `pes-kit-${mode}.png`;
      await rm(path.join(folder, name), { force: true });
      await world.user.clickButton('Download PNG');
      const png = await decodePng(await downloaded(name));
      await rm(path.join(folder, name));
      return png;
    };
    // The middle of the V's left arm, and the front left and right of the mask and inside it.
    const arm = [321, 118, 327, 124] as const;
    for (const collarHidden of [false, true]) {
      const png = await download(collarHidden);
      // Document 1 §4 keeps a disabled custom collar: hidden or shown, the V is cut and trimmed.
      expect(mainHue(png, arm), `arm, collar hidden: ${collarHidden}`).toEqual({ hue: 'yellow', share: 1 });
      // The hidden mask layer is not drawn (no blue) but masks the green base to its rectangle.
      expect(mainHue(png, [580, 450, 660, 600])).toEqual({ hue: 'green', share: 1 });
      expect(mainHue(png, [150, 480, 200, 540])).toEqual({ hue: 'red', share: 1 });
      expect(mainHue(png, [715, 480, 755, 540])).toEqual({ hue: 'red', share: 1 });
    }
  });
});
