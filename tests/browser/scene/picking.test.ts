/**
 * Click-to-select in the 3D view (issue 5): a click on the kit selects the topmost layer under
 * the pointer and opens its area tab, a click that ends an orbit drag selects nothing, and Escape
 * or a click beside the kit clears the selection. Points are found on screen by colour, so the test
 * checks what a user sees: a click on a red stripe selects the stripes, on white the base.
 */
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchGpuBrowser, serveBuiltApp, type GpuBrowser } from '../harness.ts';
import { openViewer } from './viewer-session.ts';
import { isRed, isWhite, selectedLayers, shoot, STRIPED_KIT } from './striped-kit.ts';

let gpu: GpuBrowser;
let app: { url: string; close(): Promise<void> };
let page: Page;
let errors: () => string[];
/** Page coordinates of a stripe point and a base point on the chest. */
let stripe: { x: number; y: number };
let base: { x: number; y: number };

const settle = () => page.evaluate(() => window.kitsmithViewer!.frame());
const tabSelected = (name: string) =>
  page.$eval(`::-p-aria([name="${name}"][role="tab"])`, (tab) => tab.getAttribute('aria-selected'));

beforeAll(async () => {
  gpu = await launchGpuBrowser();
  app = await serveBuiltApp();
  ({ page, errors } = await openViewer(gpu, app.url, 'eafc', 'effects=0&scale=0.25'));
  await page.setViewport({ width: 1280, height: 720 });
  await page.evaluate((kit) => window.kitsmith!.loadKit(kit), STRIPED_KIT);
  await page.evaluate(() => window.kitsmithViewer!.setView('shirt'));
  // The cases were written for the straight front view (the view opens three-quarter since
  // issue 31): the stripe and base are found on the chest row seen from the front.
  await page.evaluate(() => window.kitsmithViewer!.setCamera('front'));
  await settle();
  // Find, on the chest row, the red stripe and the white base nearest the middle. The kit may
  // take a few frames to reach the view on a loaded machine: look again until it shows.
  const find = async (test: (rgb: number[]) => boolean) => {
    for (let attempt = 0; attempt < 30; attempt++) {
      await settle();
      const view = await shoot(page, '.viewer-host');
      const y = Math.round(view.height * 0.45);
      const mid = Math.round(view.width / 2);
      for (let dx = 0; dx < 150; dx++)
        for (const x of [mid + dx, mid - dx]) {
          // Two pixels in from an edge on both sides: a click lands on the colour, not its border.
          if ([x - 2, x, x + 2].every((px) => test(view.at(px, y))))
            return { x: view.box.x + x, y: view.box.y + y };
        }
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error('colour not found on the chest');
  };
  stripe = await find(isRed);
  base = await find(isWhite);
}, 180_000);
afterAll(async () => {
  await gpu?.close();
  await app?.close();
});

describe('picking in the 3D view', () => {
  it('a click on a stripe selects the stripes layer and opens the Shirt tab', async () => {
    await (await page.waitForSelector('::-p-aria([name="Settings"][role="tab"])'))!.click();
    expect(await tabSelected('Shirt')).toBe('false');
    await page.mouse.click(stripe.x, stripe.y);
    await page.waitForFunction(() => document.querySelector('button.layer-name[aria-pressed="true"]'));
    expect(await tabSelected('Shirt')).toBe('true');
    expect(await selectedLayers(page)).toEqual(['Design: Stripes']);
  });

  it('a click on the plain base selects the base layer', async () => {
    await page.mouse.click(base.x, base.y);
    await page.waitForFunction(
      () => document.querySelector('button.layer-name[aria-pressed="true"]')?.textContent === 'Base colour',
    );
    expect(await selectedLayers(page)).toEqual(['Base colour']);
  });

  it('a hidden layer is not picked: the click goes to the layer below', async () => {
    const kit = structuredClone(STRIPED_KIT);
    (kit.shirt[1] as { disabled?: boolean }).disabled = true;
    await page.evaluate((k) => window.kitsmith!.loadKit(k), kit);
    await settle();
    await page.mouse.click(stripe.x, stripe.y);
    await page.waitForFunction(
      () => document.querySelector('button.layer-name[aria-pressed="true"]')?.textContent === 'Base colour',
    );
    await page.evaluate((k) => window.kitsmith!.loadKit(k), STRIPED_KIT);
    await settle();
  });

  it('Escape with focus on the 3D view clears the selection', async () => {
    await page.mouse.click(stripe.x, stripe.y);
    await page.waitForFunction(
      () =>
        document.querySelector('button.layer-name[aria-pressed="true"]')?.textContent === 'Design: Stripes',
    );
    expect(await page.evaluate(() => document.activeElement?.className)).toContain('viewer-host');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('button.layer-name[aria-pressed="true"]'));
    expect(await selectedLayers(page)).toEqual([]);
  });

  it('a click beside the kit, on the view behind it, clears the selection', async () => {
    await page.mouse.click(stripe.x, stripe.y);
    await page.waitForFunction(
      () =>
        document.querySelector('button.layer-name[aria-pressed="true"]')?.textContent === 'Design: Stripes',
    );
    // The chest row's left end shows the background, not the kit (document 2 §4).
    const view = await shoot(page, '.viewer-host');
    await page.mouse.click(view.box.x + 8, stripe.y);
    await page.waitForFunction(() => !document.querySelector('button.layer-name[aria-pressed="true"]'));
    expect(await selectedLayers(page)).toEqual([]);
  });

  it('the release of an orbit drag picks nothing', async () => {
    await page.evaluate(() => window.kitsmithViewer!.setFreeView(true));
    await settle();
    const before = await page.evaluate(() => window.kitsmithViewer!.root()!.camera.position.toArray());
    // Press on the stripe, orbit, come back and release on the stripe: a drag, not a click.
    await page.mouse.move(stripe.x, stripe.y);
    await page.mouse.down();
    await page.mouse.move(stripe.x + 60, stripe.y, { steps: 5 });
    await page.mouse.move(stripe.x, stripe.y, { steps: 5 });
    await page.mouse.up();
    await settle();
    const after = await page.evaluate(() => window.kitsmithViewer!.root()!.camera.position.toArray());
    expect(after).not.toEqual(before);
    expect(await selectedLayers(page)).toEqual([]);
    await page.evaluate(() => window.kitsmithViewer!.setFreeView(false));
    expect(errors()).toEqual([]);
  });
});

describe('picking on a single-canvas game (pes)', () => {
  it('a click on the shorts selects the shorts layer and opens the Shorts tab', async () => {
    // pes keeps the whole kit on one texture: the shorts' layers are drawn there, and picked there.
    const session = await openViewer(gpu, app.url, 'pes', 'effects=0&scale=0.25');
    const pes = session.page;
    await pes.setViewport({ width: 1280, height: 720 });
    const kit = {
      ...STRIPED_KIT,
      game: 'pes',
      shorts: [{ n: 'base', uuid: 'pk-shorts', type: 'base', c: ['#00c000'] }],
    };
    await pes.evaluate((k) => window.kitsmith!.loadKit(k), kit);
    await pes.evaluate(() => window.kitsmithViewer!.setView('shorts'));
    const isGreen = ([r, g, b]: readonly number[]) => r! < 90 && g! > 120 && b! < 90;
    let point: { x: number; y: number } | undefined;
    for (let attempt = 0; attempt < 30 && !point; attempt++) {
      await pes.evaluate(() => window.kitsmithViewer!.frame());
      const view = await shoot(pes, '.viewer-host');
      for (let y = Math.round(view.height * 0.3); y < view.height * 0.7 && !point; y += 4)
        for (let x = 2; x < view.width - 2 && !point; x += 2)
          if ([x - 2, x, x + 2].every((px) => isGreen(view.at(px, y))))
            point = { x: view.box.x + x, y: view.box.y + y };
      if (!point) await new Promise((r) => setTimeout(r, 500));
    }
    if (!point) throw new Error('the green shorts never showed in the 3D view');
    await pes.mouse.click(point.x, point.y);
    await pes.waitForFunction(() => document.querySelector('button.layer-name[aria-pressed="true"]'));
    expect(
      await pes.$eval('::-p-aria([name="Shorts"][role="tab"])', (tab) => tab.getAttribute('aria-selected')),
    ).toBe('true');
    expect(await selectedLayers(pes)).toEqual(['Base colour']);
    expect(session.errors()).toEqual([]);
    await pes.close();
  }, 180_000);
});
