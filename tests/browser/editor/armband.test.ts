/**
 * Layer kinds issue 18 made reachable, driven like a user in one page: the captain's armband
 * (added from the shirt tab, edited in its own settings, shown in 3D when selected) and the
 * brand logo a kit started from a template carries. Results are read from the kit
 * (window.kitsmith) and the view state (window.kitsmithViewer).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEditorPage, type EditorPage } from './editor-page.ts';
import { screenshotPath } from '../harness.ts';

const SMALL = '/?scale=0.25&effects=0';
let world: EditorPage;

interface SavedArmband {
  n: string;
  preset?: { n: string; t: string };
  c: string[];
}

const kit = () => world.page.evaluate(() => JSON.parse(window.kitsmith!.getKit()) as Record<string, unknown>);
const viewerC = () =>
  world.page.evaluate(
    () => (window.kitsmithViewer!.state() as { display: { settings: { c: boolean } } }).display.settings.c,
  );

beforeAll(async () => {
  world = await openEditorPage();
  world.page.setDefaultTimeout(90_000);
  await world.user.open(world.server.url + SMALL);
}, 300_000);

afterAll(async () => {
  await world?.close();
});

describe("the captain's armband and the template's brand logo", () => {
  it('starts the kit with the brand logo of its template in the brand slot', async () => {
    const saved = await kit();
    const logos = saved.logos as { t: string; l: string }[];
    expect(logos.find((logo) => logo.t === 'brand')?.l).not.toBeFalsy();
    // A closer look for the screenshot: the shirt view, as its button shows it.
    await world.page.evaluate(() => window.kitsmithViewer!.setView('shirt'));
    await world.page.evaluate(() => window.kitsmithViewer!.frame());
    await world.page.screenshot({ path: screenshotPath('brand-logo-on-shirt.png') });
    await world.page.evaluate(() => window.kitsmithViewer!.setView('full'));
  });

  it('is added from the shirt tab, edited in its panel, and shown in 3D when selected', async () => {
    const { user, page } = world;
    await user.clickTab('Shirt');
    await user.clickButton("Add captain's armband");
    const armband = async () => ((await kit()).extra as SavedArmband[]).find((l) => l.n === 'armband');
    expect((await armband())?.preset?.t ?? 'none').toBe('none');
    // Adding selects it, and selecting it turns its 3D display on.
    await page.waitForFunction(
      () => (window.kitsmithViewer!.state() as { display: { settings: { c: boolean } } }).display.settings.c,
    );
    expect(await viewerC()).toBe(true);

    const state = await user.get('combobox', 'Armband colours');
    await state.select('template');
    await page.waitForFunction(() =>
      (JSON.parse(window.kitsmith!.getKit()).extra as SavedArmband[]).some((l) => l.preset?.t === 'template'),
    );
    const edited = (await armband())!;
    expect(edited.preset?.n).not.toBe('');
    expect(edited.c.length).toBeGreaterThan(1);
    await (await user.get('combobox', 'Armband')).select('Captain Bars');
    await page.waitForFunction(() =>
      (JSON.parse(window.kitsmith!.getKit()).extra as SavedArmband[]).some(
        (l) => l.preset?.n === 'Captain Bars',
      ),
    );
    await user.waitComposited();
    const panel = await page.$('section.layer-settings');
    await panel?.screenshot({ path: screenshotPath('armband-panel.png'), captureBeyondViewport: false });
    await page.screenshot({ path: screenshotPath('armband-page.png') });
    expect(world.errors).toEqual([]);
  });
});
