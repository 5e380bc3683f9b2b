/**
 * /faq/ (document 2 §2 "Links out", issue 29): reached from the How-to panel of each game the
 * spec names (fifa, eafc, fm, basketball; never pes), in a new tab that lands on that game's
 * section; each section asks the four questions; the page switches language in place; both
 * themes pass axe's contrast rule.
 */
import { screenshotPath } from '../harness.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEditorPage, type EditorPage } from '../editor/editor-page.ts';
import { EditorUser } from '../editor/editor-user.ts';
import { contrastFailures, followToNewTab, switchTheme } from './companion.ts';

const FAQ_LINK = 'Questions players ask (FAQ)';
const SECTIONS = { fifa: 'FIFA', eafc: 'EA FC', fm: 'Football Manager', basketball: 'Basketball' } as const;
const QUESTIONS = [
  'Where do the files go?',
  'Why does my kit not show in the game?',
  'What sizes are the files?',
  'Do I need Plus?',
];

let world: EditorPage;
beforeAll(async () => {
  world = await openEditorPage();
});
afterAll(async () => {
  await world?.close();
});

/** The How-to panel of a game's site, where its companion links are. */
async function howTo(game: string): Promise<void> {
  await world.user.open(`${world.server.url}/${game}/?scale=0.25`);
  await world.user.clickTab('How to');
}

/** The question headings inside one game's section, read by role. */
async function questionsOf(page: EditorUser['page'], section: string): Promise<string[]> {
  const region = await page.waitForSelector(`::-p-role([name="${section}"][role="region"])`);
  const headings = await region!.$$('::-p-role([role="heading"])');
  return Promise.all(headings.map((h) => h.evaluate((e) => e.textContent ?? '')));
}

describe('FAQ', { timeout: 300_000 }, () => {
  it("opens from the FM site's How-to link in a new tab, on FM's section, with every game's questions", async () => {
    await howTo('fm');
    const link = await world.user.get('link', FAQ_LINK);
    expect(await link.evaluate((a) => [a.getAttribute('href'), a.getAttribute('target')])).toEqual([
      '/faq/#fm',
      '_blank',
    ]);
    const tab = await followToNewTab(world, link, (t) =>
      t.waitForSelector('::-p-role([name="Football Manager"][role="region"])', { timeout: 60_000 }),
    );
    expect(await tab.title()).toBe('Questions players ask · Kitsmith');
    expect(new URL(tab.url()).pathname).toBe('/faq/');
    // It lands on the game it came from: focus is in FM's section.
    expect(await tab.evaluate(() => document.activeElement?.id)).toBe('fm');
    for (const [game, name] of Object.entries(SECTIONS)) {
      const headings = await questionsOf(tab, name);
      expect(headings, game).toEqual([name, ...QUESTIONS]);
    }
    // FM's own answers: its folder and its sizes, with what they rest on.
    const fm = await tab.$eval('#fm', (e) => e.textContent ?? '');
    expect(fm).toContain('Documents/Sports Interactive/Football Manager 26/graphics/kits/');
    expect(fm).toContain('414x414');
    expect(fm).toContain('calibrated in game by a peer');
    expect(fm).toContain('On FM, 4096 textures need no Plus.');
    const eafc = await tab.$eval('#eafc', (e) => e.textContent ?? '');
    expect(eafc).toContain("Verified in the importer's code.");
    expect(eafc).not.toContain('4096 textures need no Plus');
    await tab.close();
  });

  it('is linked from fifa, eafc and basketball on their own section, and not from pes', async () => {
    for (const game of ['fifa', 'eafc', 'basketball']) {
      await howTo(game);
      const link = await world.user.get('link', FAQ_LINK);
      expect(await link.evaluate((a) => a.getAttribute('href'))).toBe(`/faq/#${game}`);
    }
    await howTo('pes');
    await world.user.get('heading', 'Steps'); // the panel is there
    expect(await world.user.find('link', FAQ_LINK)).toBeNull();
    expect(await world.page.$('a[href^="/faq/"]')).toBeNull();
  });

  it('switches language in place and keeps the choice for the editor', async () => {
    const { page, user } = world;
    await page.goto(`${world.server.url}/faq/#basketball`, { waitUntil: 'load' });
    await user.get('heading', 'Questions players ask');
    await (await user.get('combobox', 'Language')).select('de');
    await user.get('heading', 'Häufige Fragen der Spieler');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    expect(await page.title()).toBe('Häufige Fragen der Spieler · Kitsmith');
    expect(await questionsOf(page, 'Basketball')).toContain('Brauche ich Plus?');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('"de"');
    // Hebrew turns the page right to left.
    await (await user.get('combobox', 'Sprache')).select('he');
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await (await user.get('combobox', 'שפה')).select('en');
    await user.get('heading', 'Questions players ask');
  });

  it('passes the contrast rule in both themes', async () => {
    const { page } = world;
    await page.goto(`${world.server.url}/faq/`, { waitUntil: 'load' });
    for (const theme of ['dark', 'light'] as const) {
      await switchTheme(page, theme);
      await world.user.get('heading', 'Questions players ask');
      expect(await contrastFailures(page), theme).toEqual([]);
      await page.screenshot({ path: screenshotPath(`faq-${theme}-1280x720.png`) });
    }
    await switchTheme(page, 'dark');
    expect(world.errors).toEqual([]);
  });
});
