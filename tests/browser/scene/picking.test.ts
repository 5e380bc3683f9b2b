/**
 * Click-to-select in the 3D view (issue 5): a click on the kit selects the topmost layer under
 * the pointer and opens its area tab, a click that ends an orbit drag selects nothing, and Escape
 * or a click beside the kit clears the selection. Points are found on screen by colour, so the test
 * checks what a user sees: a click on a red stripe selects the stripes, on white the base.
 */
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchGpuBrowser, screenshotPath, serveBuiltApp, type GpuBrowser } from '../harness.ts';
import { openViewer } from './viewer-session.ts';
import { isRed, isWhite, selectedLayers, shoot, STRIPED_KIT } from './striped-kit.ts';
import { dragBy, screenCentroid, textureCentroid, type Point } from './on-kit-gestures.ts';
import { EAFC_LAYOUT } from '../../../src/games/eafc/layout.ts';
import { areaToRegionPoint } from '../../../src/games/layout.ts';

let gpu: GpuBrowser;
let app: { url: string; close(): Promise<void> };
let page: Page;
let errors: () => string[];
/** Page coordinates of a stripe point and a base point on the chest. */
let stripe: { x: number; y: number };
let base: { x: number; y: number };

const settle = () => page.evaluate(() => window.kitsmithViewer!.frame());
const tabSelected = (name: string) =>
  page.$eval(`::-p-role([name="${name}"][role="tab"])`, (tab) => tab.getAttribute('aria-selected'));

beforeAll(async () => {
  gpu = await launchGpuBrowser();
  app = await serveBuiltApp();
  ({ page, errors } = await openViewer(gpu, app.url, 'eafc', 'effects=0&scale=0.25'));
  await page.setViewport({ width: 1280, height: 720 });
  await page.evaluate((kit) => window.kitsmith!.loadKit(kit), STRIPED_KIT);
  await page.evaluate(() => window.kitsmithViewer!.setView('shirt'));
  // The cases were written for the straight front view (the view opens three-quarter since
  // issue 31): the stripe and base are found on the chest row seen from the front. Pinned as a
  // player pins it, with the Front button.
  await (await page.waitForSelector('::-p-role([name="Front"][role="button"])'))!.click();
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
    await (await page.waitForSelector('::-p-role([name="Settings"][role="tab"])'))!.click();
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

/** Texture scale of the page (`scale=0.25`): a region pixel is a quarter of a texel. */
const SCALE = 0.25;
/** A dark shirt: the sponsor's light picture shows on it. */
const PLAIN = { ...STRIPED_KIT, shirt: [{ n: 'base', uuid: 'drag-base', type: 'base', c: ['#2f7a3e'] }] };
const SPONSORED = { ...PLAIN, logos: [{ uuid: 'drag-sponsor', t: 'sponsor', l: 'Tidewave' }] };

/** The sponsor as the kit document saves it (fields at their default are left out). */
async function sponsorDoc() {
  const kit = JSON.parse(await page.evaluate(() => window.kitsmith!.getKit())) as {
    logos: { t: string; position?: number; position_x?: number; size?: number; rotation?: number }[];
  };
  const logo = kit.logos.find((l) => l.t === 'sponsor');
  if (!logo) throw new Error('no sponsor in the kit');
  // The default size is the slot's (100 when the document leaves it out).
  return {
    position_x: logo.position_x ?? 0,
    position: logo.position ?? 0,
    size: logo.size ?? 100,
    rotation: logo.rotation ?? 0,
  };
}

/** The kit is composited and the 3D view shows it. */
const drawn = () =>
  page.evaluate(async () => {
    await window.kitsmith!.exportTexture('shirt', 'orm');
    await window.kitsmithViewer!.frame();
  });

/**
 * The texture point under a page point, read by three's raycaster from the test: the nearest
 * visible mesh of the player and its UV. What the pointer crossed on the garment, independent
 * of the app's drag code.
 */
function uvAt(p: Point) {
  return page.evaluate(({ x, y }) => {
    const root = window.kitsmithViewer!.root()!;
    const box = root.gl.domElement.getBoundingClientRect();
    const ndc = { x: ((x - box.left) / box.width) * 2 - 1, y: 1 - ((y - box.top) / box.height) * 2 };
    root.raycaster.setFromCamera(ndc as never, root.camera);
    const shown = (o: { visible: boolean; parent: unknown } | null): boolean =>
      !o || (o.visible && shown(o.parent as never));
    const hit = root.raycaster
      .intersectObject(root.scene.getObjectByName('kit')!, true)
      .find((h) => shown(h.object));
    return hit?.uv ? { u: hit.uv.x, v: hit.uv.y, surface: hit.object.userData.surface as string } : null;
  }, p);
}

/** The 3D handles' centres on the page: the box's centre, the four scale corners, the rotate knob. */
async function handleCentres() {
  await drawn();
  return page.evaluate(() => {
    const mid = (e: Element) => {
      const r = e.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    };
    const scale = [...document.querySelectorAll('.onkit-frame-3d circle.onkit-scale')].map(mid);
    const rotate = document.querySelector('.onkit-frame-3d circle.onkit-rotate');
    if (scale.length !== 4 || !rotate) throw new Error('no handles over the player');
    const centre = {
      x: scale.reduce((s, p) => s + p.x, 0) / 4,
      y: scale.reduce((s, p) => s + p.y, 0) / 4,
    };
    return { centre, scale, rotate: mid(rotate) };
  });
}

const cameraAt = () => page.evaluate(() => window.kitsmithViewer!.root()!.camera.position.toArray());
const undo = async () => {
  await page.keyboard.down('Control');
  await page.keyboard.press('z');
  await page.keyboard.up('Control');
  await drawn();
};

describe('moving a logo on the 3D view (issue 31)', () => {
  /** The sponsor's centroid on screen, once chosen by a click on it in the free view. */
  let sponsor: Point;

  beforeAll(async () => {
    await (await page.waitForSelector('::-p-role([name="Front"][role="button"])'))!.click();
    await page.evaluate((k) => window.kitsmith!.loadKit(k), PLAIN);
    // The free view: a press that is not the sponsor's orbits the camera.
    await (await page.waitForSelector('::-p-role([name="Free view"][role="checkbox"])'))!.click();
    await drawn();
    const base = await shoot(page, '.viewer-host');
    await textureCentroid(page, 'sponsor-3d', true);
    await page.evaluate((k) => window.kitsmith!.loadKit(k), SPONSORED);
    // The logo's picture may reach the view a few frames after the kit: look again until it shows.
    let seen = { x: 0, y: 0, count: 0 };
    for (let attempt = 0; attempt < 30 && seen.count <= 30; attempt++) {
      await drawn();
      seen = screenCentroid(base, await shoot(page, '.viewer-host'));
      if (seen.count <= 30) await new Promise((r) => setTimeout(r, 500));
    }
    await page.screenshot({ path: screenshotPath('on-kit-3d-sponsor.png') });
    expect(seen.count).toBeGreaterThan(30);
    sponsor = { x: seen.x, y: seen.y };
  }, 120_000);

  it('a click chooses the sponsor; a drag on it moves it by the texels the pointer crossed, one undo step', async () => {
    await page.mouse.click(sponsor.x, sponsor.y);
    // The panel follows the choice: the Logos tab opens on it.
    await page.waitForFunction(() =>
      document.querySelector('[role="tab"][aria-selected="true"]')?.textContent?.includes('Logos'),
    );
    const camera = await cameraAt();
    const start = await sponsorDoc();
    const texture0 = await textureCentroid(page, 'sponsor-3d', false);
    const by = { x: 14, y: 10 };
    const [a, b] = [await uvAt(sponsor), await uvAt({ x: sponsor.x + by.x, y: sponsor.y + by.y })];
    expect([a?.surface, b?.surface]).toEqual(['shirt', 'shirt']);
    await dragBy(page, drawn, sponsor, by);
    await page.screenshot({ path: screenshotPath('on-kit-3d-dragged.png') });

    // The texture travel under the pointer, in the front region's pixels (scale 1, +y up).
    const { width, height } = EAFC_LAYOUT.areas.shirt!;
    const front = EAFC_LAYOUT.areas.shirt!.regions.find((r) => r.name === 'front')!;
    const [ax, ay] = areaToRegionPoint(front, a!.u * width, (1 - a!.v) * height);
    const [bx, byy] = areaToRegionPoint(front, b!.u * width, (1 - b!.v) * height);
    const want = { x: bx - ax, y: byy - ay };
    expect(Math.hypot(want.x, want.y)).toBeGreaterThan(8);
    // The document: whole region pixels, so within a rounding each way (and a pixel for the
    // raycasts' float error).
    const now = await sponsorDoc();
    expect(Math.abs(now.position_x - start.position_x - want.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(now.position - start.position - want.y)).toBeLessThanOrEqual(1);
    // The texture: the drawn logo's centroid moved as much (texels y down; a centroid of a
    // resampled, anti-aliased logo shifts by a fraction of a texel more or less).
    const texture = await textureCentroid(page, 'sponsor-3d', false);
    expect(Math.abs(texture.x - texture0.x - want.x * SCALE)).toBeLessThan(1);
    expect(Math.abs(texture.y - texture0.y + want.y * SCALE)).toBeLessThan(1);
    // The drag was the sponsor's, not the orbit's.
    expect(await cameraAt()).toEqual(camera);

    await undo();
    expect(await sponsorDoc()).toEqual(start);
    const back = await textureCentroid(page, 'sponsor-3d', false);
    expect(Math.abs(back.x - texture0.x)).toBeLessThan(0.5);
    expect(Math.abs(back.y - texture0.y)).toBeLessThan(0.5);
  });

  it('Escape during a drag on the 3D view leaves the sponsor where it was', async () => {
    const start = await sponsorDoc();
    const texture0 = await textureCentroid(page, 'sponsor-3d', false);
    await page.mouse.move(sponsor.x, sponsor.y);
    await page.mouse.down();
    await page.mouse.move(sponsor.x + 16, sponsor.y - 12, { steps: 6 });
    // Mid-drag the sponsor has moved...
    expect(await sponsorDoc()).not.toEqual(start);
    // ...and Escape before the release takes it back.
    await page.keyboard.press('Escape');
    await page.mouse.up();
    await drawn();
    expect(await sponsorDoc()).toEqual(start);
    const texture = await textureCentroid(page, 'sponsor-3d', false);
    expect(Math.abs(texture.x - texture0.x)).toBeLessThan(0.5);
    expect(Math.abs(texture.y - texture0.y)).toBeLessThan(0.5);
  });

  it('the corner handle over the player scales the sponsor by the pointer ratio, one undo step; Escape cancels', async () => {
    // The handles are drawn where the player wears the sponsor; pressed, the orbit stays.
    await page.waitForSelector('.onkit-frame-3d circle.onkit-scale');
    const knobs = await handleCentres();
    const start = await sponsorDoc();
    const texture0 = await textureCentroid(page, 'sponsor-3d', false);
    const camera = await cameraAt();
    const centre = knobs.centre;
    const corner = knobs.scale[1]!;
    // Out along the centre-corner line by 1.3: a linear map keeps that ratio in the region.
    const by = { x: (corner.x - centre.x) * 0.3, y: (corner.y - centre.y) * 0.3 };
    await dragBy(page, drawn, corner, by);
    await page.screenshot({ path: screenshotPath('on-kit-3d-scaled.png') });
    const scaled = await sponsorDoc();
    expect(Math.abs(scaled.size / start.size - 1.3)).toBeLessThan(0.03);
    expect([scaled.position_x, scaled.position, scaled.rotation]).toEqual([
      start.position_x,
      start.position,
      start.rotation,
    ]);
    // The drawn sponsor grew about 1.3² in texels.
    const texture = await textureCentroid(page, 'sponsor-3d', false);
    expect(texture.count / texture0.count).toBeGreaterThan(1.4);
    expect(await cameraAt()).toEqual(camera);
    await undo();
    expect(await sponsorDoc()).toEqual(start);

    // Escape before the release takes a handle drag back.
    const again = await handleCentres();
    await page.mouse.move(again.scale[1]!.x, again.scale[1]!.y);
    await page.mouse.down();
    await page.mouse.move(again.scale[1]!.x + by.x, again.scale[1]!.y + by.y, { steps: 6 });
    expect((await sponsorDoc()).size).not.toBe(start.size);
    await page.keyboard.press('Escape');
    await page.mouse.up();
    await drawn();
    expect(await sponsorDoc()).toEqual(start);
  });

  it('the rotate knob over the player turns the sponsor as the pointer goes round, one undo step', async () => {
    const knobs = await handleCentres();
    const start = await sponsorDoc();
    const camera = await cameraAt();
    const { centre, rotate } = knobs;
    // A quarter turn clockwise on screen (y down), round the sponsor's centre.
    const v = { x: rotate.x - centre.x, y: rotate.y - centre.y };
    const to = { x: centre.x - v.y, y: centre.y + v.x };
    await dragBy(page, drawn, rotate, { x: to.x - rotate.x, y: to.y - rotate.y });
    const turned = await sponsorDoc();
    // Seen from the front the chest is nearly flat: about 90 degrees, clockwise as the field turns.
    expect(Math.abs(turned.rotation - start.rotation - 90)).toBeLessThan(12);
    expect(turned.size).toBe(start.size);
    expect(await cameraAt()).toEqual(camera);
    await undo();
    expect(await sponsorDoc()).toEqual(start);
  });

  it('arrow keys on the focused 3D view nudge the sponsor one step (Shift: ten), each undoable', async () => {
    expect(await page.evaluate(() => document.activeElement?.className)).toContain('viewer-host');
    // The view tells what the keys do while something is chosen.
    expect(await page.$eval('.viewer-host', (host) => host.getAttribute('aria-description'))).toMatch(
      /arrow/i,
    );
    const start = await sponsorDoc();
    const texture0 = await textureCentroid(page, 'sponsor-3d', false);
    await page.keyboard.press('ArrowUp');
    expect(await sponsorDoc()).toEqual({ ...start, position: start.position + 1 });
    await page.keyboard.down('Shift');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.up('Shift');
    expect(await sponsorDoc()).toEqual({
      ...start,
      position_x: start.position_x + 10,
      position: start.position + 1,
    });
    await drawn();
    // In texels (y down): ten region pixels right, one up.
    const texture = await textureCentroid(page, 'sponsor-3d', false);
    expect(Math.abs(texture.x - texture0.x - 10 * SCALE)).toBeLessThan(0.5);
    expect(Math.abs(texture.y - texture0.y + 1 * SCALE)).toBeLessThan(0.5);
    await undo();
    expect(await sponsorDoc()).toEqual({ ...start, position: start.position + 1 });
    await undo();
    expect(await sponsorDoc()).toEqual(start);
  });

  it('a drag that starts off the chosen sponsor orbits the camera and moves nothing', async () => {
    // Escape above reverted the drag and kept the choice: the sponsor is still chosen.
    expect(await page.evaluate(() => document.activeElement?.className)).toContain('viewer-host');
    const camera = await cameraAt();
    const start = await sponsorDoc();
    await dragBy(page, drawn, { x: sponsor.x, y: sponsor.y + 90 }, { x: 60, y: 0 });
    expect(await cameraAt()).not.toEqual(camera);
    expect(await sponsorDoc()).toEqual(start);
    await (await page.waitForSelector('::-p-role([name="Free view"][role="checkbox"])'))!.click();
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
      await pes.$eval('::-p-role([name="Shorts"][role="tab"])', (tab) => tab.getAttribute('aria-selected')),
    ).toBe('true');
    expect(await selectedLayers(pes)).toEqual(['Base colour']);
    expect(session.errors()).toEqual([]);
    await pes.close();
  }, 180_000);
});
