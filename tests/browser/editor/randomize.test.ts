/**
 * Randomize used like a user would (document 1 §4, document 2 §4): with unsaved changes it asks
 * 'There are unsaved changes. Continue?' (Cancel keeps the kit), shows "Randomizing...", changes
 * the kit, strips the user's design layer, clears the unsaved-changes flag, and one Undo brings the
 * old kit back. Then an admin runs the test generation for a team and a design (document 2 §6).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { screenshotPath } from '../harness.ts';
import { openEditorPage, type EditorPage } from './editor-page.ts';
import type { EditorServer } from './editor-server.ts';
import { colorShare, type EditorUser } from './editor-user.ts';

const SMALL = '/?game=eafc&scale=0.25&effects=0';

let server: EditorServer;
let world: EditorPage;
let page: Page;
let user: EditorUser;
let errors: string[];

beforeAll(async () => {
  world = await openEditorPage();
  ({ server, page, user, errors } = world);
  await user.open(server.url + SMALL);
});

afterAll(async () => {
  await world?.close();
});

const kitData = () => page.evaluate(() => window.kitsmith!.getKit());

/** Records every status text the overlay shows from now on (Randomize may be quick). */
async function watchStatus(): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seenStatus: string[] }).seenStatus = seen;
    new MutationObserver(() => {
      const overlay = document.querySelector('.status-overlay[role="status"]');
      if (overlay?.textContent) seen.push(overlay.textContent);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}
const seenStatus = () => page.evaluate(() => (window as unknown as { seenStatus: string[] }).seenStatus);

describe('Randomize', () => {
  it('asks first, randomizes with a status, clears the flag, and one Undo brings the kit back', async () => {
    await user.addLayer('Design');
    await page.waitForFunction(() => document.querySelector('.unsaved') !== null, { timeout: 60_000 });
    const before = await kitData();
    expect(JSON.parse(before).shirt.some((l: { n: string }) => l.n === 'design')).toBe(true);

    // Cancel keeps the kit as it is.
    await user.clickButton('Randomize');
    await user.get('alertdialog', 'There are unsaved changes. Continue?');
    await user.clickButton('Cancel');
    await user.waitIdle();
    expect(await kitData()).toBe(before);

    await watchStatus();
    await user.clickButton('Randomize');
    await user.get('alertdialog', 'There are unsaved changes. Continue?');
    await user.clickButton('Continue');
    await page.waitForFunction((old) => window.kitsmith!.getKit() !== old, { timeout: 60_000 }, before);
    await user.waitIdle();
    expect(await seenStatus()).toContain('Randomizing...');
    const after = JSON.parse(await kitData()) as { shirt: { n: string; uuid: string }[] };
    const userLayer = JSON.parse(before).shirt.find((l: { n: string }) => l.n === 'design').uuid as string;
    expect(after.shirt.some((l) => l.uuid === userLayer)).toBe(false);
    // Not stored anywhere, which the header says (issue 31), though the spec's flag is cleared.
    expect(await page.$eval('.kit-status', (el) => el.textContent)).toContain('Unsaved changes');

    await user.clickButton('Undo');
    await page.waitForFunction((old) => window.kitsmith!.getKit() === old, { timeout: 30_000 }, before);
    await user.clickButton('Redo');
    await page.waitForFunction((old) => window.kitsmith!.getKit() !== old, { timeout: 30_000 }, before);
    expect(errors).toEqual([]);
  });

  it("draws from the team chosen in Settings: the kit wears the team's colours", async () => {
    await user.clickTab('Settings');
    const choice = await user.get('combobox', 'Team for Randomize');
    await choice.focus(); // the team list loads when the player reaches for it
    await page.waitForFunction(() =>
      [...document.querySelectorAll('option')].some((o) => o.textContent === 'Celtic'),
    );
    await choice.select('Celtic');
    await page.screenshot({ path: screenshotPath('randomize-team-setting-1280x720.png') });
    const before = await kitData();
    await user.clickButton('Randomize');
    // Whether the kit counts as changed here depends on the case before: answer if asked.
    await page.waitForFunction(
      (old) => window.kitsmith!.getKit() !== old || document.querySelector('[role="alertdialog"]') !== null,
      { timeout: 60_000 },
      before,
    );
    if ((await user.find('alertdialog', 'There are unsaved changes. Continue?')) !== null)
      await user.clickButton('Continue');
    await page.waitForFunction((old) => window.kitsmith!.getKit() !== old, { timeout: 60_000 }, before);
    await user.waitIdle();
    const kit = JSON.parse(await kitData()) as { shirt: { n: string; c?: string[]; type?: string }[] };
    // Celtic's home kit (teams.json): green #00843d and white.
    expect(kit.shirt.find((l) => l.n === 'base' && l.type === 'base')!.c).toEqual(['#00843d']);
    // and the texture shows it: the team's green covers a good part of the shirt.
    expect(await colorShare(page, 'shirt', '#00843d')).toBeGreaterThan(0.1);
    expect(errors).toEqual([]);
  });

  it('gives an admin the test generation for a team and a design', async () => {
    expect(await user.find('button', 'Test generation')).toBeNull();
    await user.register('genadmin', 'genadmin@example.com');
    await server.grantAdmin('genadmin');
    await user.open(server.url + SMALL);
    await user.clickButton('Test generation');
    const team = await user.get('combobox', 'Team');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('option')].some((o) => o.textContent === 'Celtic'),
    );
    await team.select('Celtic');
    await (await user.get('combobox', 'Design')).select('hoops');
    await user.clickButton('Generate');
    await user.get('region', 'Generated kit');
    const result = await page.$eval('.generator-result', (el) => el.textContent ?? '');
    expect(result).toContain('Design: Hoops');
    expect(result).toContain('#00843d');
    // The result comes with the shirt's texture and the 414 px minikit, drawn from the new kit:
    // Celtic's green shows in both.
    const pictures = await Promise.all(
      ['Texture', 'Mini kit'].map(async (name) => {
        const image = await user.get('image', name);
        return image.evaluate(async (img) => {
          const el = img as HTMLImageElement;
          await el.decode();
          const canvas = document.createElement('canvas');
          [canvas.width, canvas.height] = [el.naturalWidth, el.naturalHeight];
          const context = canvas.getContext('2d')!;
          context.drawImage(el, 0, 0);
          const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
          let green = 0;
          for (let i = 0; i < data.length; i += 4)
            if (
              data[i + 3]! > 200 &&
              Math.abs(data[i]! - 0x00) < 30 &&
              Math.abs(data[i + 1]! - 0x84) < 30 &&
              Math.abs(data[i + 2]! - 0x3d) < 30
            )
              green++;
          return { width: el.naturalWidth, height: el.naturalHeight, green: green / (data.length / 4) };
        });
      }),
    );
    expect(pictures[1]).toMatchObject({ width: 414, height: 414 });
    expect(pictures[0]!.green).toBeGreaterThan(0.1);
    expect(pictures[1]!.green).toBeGreaterThan(0.02);
    await user.waitIdle();
    await page.screenshot({ path: screenshotPath('generator-test-generation-1280x720.png') });
    const kit = JSON.parse(await kitData()) as { shirt: { n: string; c?: string[]; type?: string }[] };
    expect(kit.shirt.find((l) => l.n === 'base' && l.type === 'base')!.c).toEqual(['#00843d']);
    expect(errors).toEqual([]);
  });
});
