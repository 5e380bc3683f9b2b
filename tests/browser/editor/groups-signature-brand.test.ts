/**
 * Issue 18's last layer features, driven like a user in one page (scale 0.25): the display
 * settings dropdown at 1280x720, groups (Shift+click two layers, Group, the group's own opacity,
 * undo, Ungroup), the signature layer (drawn from the signed-in user's profile signature) and the
 * brand logo
 * at the template's own position. Results are read from the kit (window.kitsmith.getKit) and the
 * shirt texture (exportTexture). templates.json is served with every template's shirt brand spot
 * moved to x -50, y 0, size 20, so the logo's place proves the template's numbers are used.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { HTTPRequest } from 'puppeteer-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EAFC_LAYOUT } from '../../../src/games/eafc/layout.ts';
import { ROOT, screenshotPath } from '../harness.ts';
import { openLayerColor, pickerClosed, setHex } from './color-picker-user.ts';
import { openEditorPage, type EditorPage } from './editor-page.ts';

const SMALL = '/?scale=0.25&effects=0';
const BRAND_SPOT = { x: -50, y: 0, size: 20 };
let world: EditorPage;

interface SavedLayer {
  n: string;
  uuid: string;
  c?: string[];
  opacity?: number;
  layers?: SavedLayer[];
}
const kit = () => world.page.evaluate(() => JSON.parse(window.kitsmith!.getKit()) as Record<string, unknown>);
const shirt = async () => (await kit()).shirt as SavedLayer[];

/**
 * The shirt albedo's RGBA texels and width, decoded here from the texture's PNG: its texels as a
 * number[] through page.evaluate cost about a second of JSON per call.
 */
const texture = async () => {
  const png = await world.page.evaluate(async () => {
    const blob = await window.kitsmith!.exportTexture('shirt', 'albedo');
    return new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result).split(',')[1]!);
      reader.readAsDataURL(blob);
    });
  });
  const { data, info } = await sharp(Buffer.from(png, 'base64'))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, data: Array.from(data) };
};

/** Texels that differ by more than 24 in a channel: their count and bounding box. */
function changed(a: { width: number; data: number[] }, b: { width: number; data: number[] }) {
  let count = 0;
  const box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  for (let i = 0; i < a.data.length; i += 4) {
    if (![0, 1, 2, 3].some((c) => Math.abs(a.data[i + c]! - b.data[i + c]!) > 24)) continue;
    count++;
    const x = (i / 4) % a.width;
    const y = Math.floor(i / 4 / a.width);
    box.x0 = Math.min(box.x0, x);
    box.y0 = Math.min(box.y0, y);
    box.x1 = Math.max(box.x1, x);
    box.y1 = Math.max(box.y1, y);
  }
  return { count, box };
}

const withShift = async (action: () => Promise<void>) => {
  await world.page.keyboard.down('Shift');
  await action();
  await world.page.keyboard.up('Shift');
};

beforeAll(async () => {
  world = await openEditorPage();
  world.page.setDefaultTimeout(60_000);
  const catalogue = JSON.parse(
    readFileSync(path.join(ROOT, 'public/data/catalogue/templates.json'), 'utf8'),
  ) as { brand: { positions: Record<string, unknown> } }[];
  for (const template of catalogue) template.brand.positions.shirt = BRAND_SPOT;
  const body = JSON.stringify(catalogue);
  await world.page.setRequestInterception(true);
  world.page.on('request', (req: HTTPRequest) => {
    if (new URL(req.url()).pathname.endsWith('/catalogue/templates.json'))
      void req.respond({ status: 200, contentType: 'application/json', body });
    else void req.continue();
  });
  // A signed-in user with a signature on their profile (uploaded as the Edit profile page does),
  // from a light page of the same site before the editor opens. The messages for a visitor and
  // for a user without a signature are proved in src/editor/groups-signature.test.ts.
  await world.page.goto(world.server.url + '/data/site.json');
  await world.user.register('signer', 'signer@example.com');
  const uploaded = await world.page.evaluate(async () => {
    const canvas = new OffscreenCanvas(400, 200);
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#000';
    context.fillRect(20, 70, 360, 60);
    const body = new FormData();
    body.set('kind', 'signature');
    body.set('file', await canvas.convertToBlob({ type: 'image/png' }), 'signature.png');
    const reply = await fetch('/api/profile/image', { method: 'POST', body });
    return ((await reply.json()) as { success: boolean }).success;
  });
  if (!uploaded) throw new Error('The signature upload failed');
  await world.user.open(world.server.url + SMALL);
}, 300_000);

afterAll(async () => {
  await world?.close();
});

describe('groups, the signature and the template brand logo', () => {
  it('shows every display setting at 1280x720 without scrolling the dropdown', async () => {
    const { user, page } = world;
    await user.clickButton('Display settings');
    const panel = await page.waitForSelector('.viewer-display-panel');
    const fits = await panel!.evaluate((el) => el.scrollHeight <= el.clientHeight + 1);
    expect(fits).toBe(true);
    for (const name of ['Skin color 11', 'Boot metalness', 'Low socks']) {
      const box = await (
        await user.get(
          name === 'Skin color 11' ? 'radio' : name === 'Low socks' ? 'checkbox' : 'spinbutton',
          name,
        )
      ).boundingBox();
      expect(box && box.y + box.height <= 720).toBe(true);
    }
    await page.screenshot({ path: screenshotPath('display-settings-1280.png') });
    await user.clickButton('Display settings');
  });

  it("draws the brand logo at the template's brand position and size", async () => {
    const withLogo = await texture();
    const data = await kit();
    // Saved data keeps only what differs from the defaults: the brand's shirt spot may be absent.
    const brand = (data.logos as { t: string; pos?: Record<string, object> }[]).find((l) => l.t === 'brand')!;
    brand.pos = { ...brand.pos, shirt: { ...brand.pos?.shirt, display: false } };
    await world.page.evaluate((json) => window.kitsmith!.loadKit(json), JSON.stringify(data));
    const { count, box } = changed(withLogo, await texture());
    expect(count).toBeGreaterThan(20);
    // The front panel's rectangle in the eafc layout (upright), at scale 0.25: x -50
    // puts the logo's centre half its half width left of the panel's centre, y 0 at its height,
    // and size 20 makes its box 20 % of the panel's width (the mark itself fills a little over half
    // of its square box: 24 of 43 texels measured on a 868-wide front panel).
    const front = EAFC_LAYOUT.areas.shirt!.regions.find((r) => r.name === 'front')!.rect;
    const [cx, cy, width] = [(front.x + front.w / 2) / 4, (front.y + front.h / 2) / 4, front.w / 4];
    const centre = [(box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2];
    expect(Math.abs(centre[0]! - (cx - width / 4))).toBeLessThan(8);
    expect(Math.abs(centre[1]! - cy)).toBeLessThan(10);
    expect(Math.max(box.x1 - box.x0, box.y1 - box.y0)).toBeGreaterThan(0.1 * width);
    await world.page.evaluate(
      (json) => window.kitsmith!.loadKit(json),
      JSON.stringify({ ...data, logos: [] }),
    );
  });

  it('groups two layers picked with Shift+click, applies the group opacity, undoes and ungroups', async () => {
    const { user, page } = world;
    await user.clickTab('Shirt');
    const before = await texture();
    // A new kit wears its template's design already: the test's layers are the ones it adds.
    const existing = new Set((await shirt()).map((l) => l.uuid));
    const added = (l: SavedLayer) => (l.n === 'design' || l.n === 'text') && !existing.has(l.uuid);
    await user.addLayer('Design');
    await user.addLayer('Text');
    // Text is active after being added; Shift+click on the design picks both.
    const design = (await shirt()).find((l) => l.n === 'design' && !existing.has(l.uuid))!;
    const names = await user.layerNames('Shirt');
    const designRow = names.find((n) => n.startsWith('Design'))!;
    await withShift(async () => (await user.get('button', designRow)).click());
    const areaPanel = await page.waitForSelector('.area-panel');
    await user.get('button', 'Group 2 layers');
    await areaPanel!.screenshot({ path: screenshotPath('group-pick.png') });
    await user.clickButton('Group 2 layers');
    await page.waitForFunction(() =>
      (JSON.parse(window.kitsmith!.getKit()).shirt as { n: string }[]).some((l) => l.n === 'group'),
    );
    const group = (await shirt()).find((l) => l.n === 'group')!;
    expect(group.layers!.map((l) => l.n)).toEqual(['design', 'text']);
    expect(group.layers![0]!.uuid).toBe(design.uuid);
    expect((await shirt()).some(added)).toBe(false);

    // The group is the active layer: its own opacity, set in its panel, fades both together.
    await user.get('region', 'Settings of Group: 2 layers');
    await areaPanel!.screenshot({ path: screenshotPath('group-list.png') });
    const grouped = await texture();
    expect(changed(before, grouped).count).toBeGreaterThan(50);
    await user.typeInto('spinbutton', 'Opacity', '0');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() =>
      (JSON.parse(window.kitsmith!.getKit()).shirt as { n: string; opacity?: number }[]).some(
        (l) => l.n === 'group' && l.opacity === 0,
      ),
    );
    expect(changed(before, await texture()).count).toBeLessThan(10);
    const panel = await page.$('section.layer-settings');
    await user.typeInto('spinbutton', 'Opacity', '70');
    await page.keyboard.press('Enter');
    await user.waitComposited();
    await panel?.screenshot({ path: screenshotPath('group-panel.png') });
    await page.screenshot({ path: screenshotPath('group-page.png') });

    // Undo the two opacity edits and the grouping; redo brings the group back.
    for (let i = 0; i < 3; i++) await user.clickButton('Undo');
    await page.waitForFunction(
      () => !(JSON.parse(window.kitsmith!.getKit()).shirt as { n: string }[]).some((l) => l.n === 'group'),
    );
    await user.clickButton('Redo');
    await page.waitForFunction(() =>
      (JSON.parse(window.kitsmith!.getKit()).shirt as { n: string }[]).some((l) => l.n === 'group'),
    );
    await user.clickButton('Group: 2 layers');
    await user.clickButton('Ungroup Group: 2 layers');
    const loose = await shirt();
    expect(loose.some((l) => l.n === 'group')).toBe(false);
    expect(loose.filter(added)).toHaveLength(2);
  });

  it('opens a group in the layer list and recolours a member from its own panel; undo restores it', async () => {
    const { user, page } = world;
    // The last test ungrouped its two layers and left them picked: group them again.
    await user.clickButton('Group 2 layers');
    const memberColor = (hex: string) =>
      page.waitForFunction(
        (want) =>
          (JSON.parse(window.kitsmith!.getKit()).shirt as SavedLayer[]).some(
            (l) =>
              l.n === 'group' && l.layers?.some((m) => m.n === 'design' && (m.c?.[0] ?? '#ffffff') === want),
          ),
        {},
        hex,
      );
    await user.clickButton('Show the layers in Group: 2 layers');
    const designRow = (await user.layerNames('Shirt')).find((n) => n.startsWith('Design'))!;
    await (await user.get('button', designRow)).click();
    await user.get('region', `Settings of ${designRow}`);
    await user.waitComposited();
    // The member's own colour (a new layer takes the kit's palette), which Undo must give back.
    const own =
      (await shirt()).flatMap((l) => (l.n === 'group' ? (l.layers ?? []) : [])).find((m) => m.n === 'design')
        ?.c?.[0] ?? '#ffffff';
    const before = await texture();
    const drawn = () =>
      page.evaluate(
        () => window.kitsmith!.stats().areas as Record<string, { edits: number; fullRenders: number }>,
      );
    const statsBefore = (await drawn()).shirt!;
    await openLayerColor(user, 1);
    await setHex(user, '#ff0000');
    await user.clickButton('Apply');
    await pickerClosed(page);
    await memberColor('#ff0000');
    await user.waitComposited();
    const red = await texture();
    expect(changed(before, red).count).toBeGreaterThan(20);
    // The group's settings are neutral, so the member is drawn in place: the compositor redrew
    // the edited layer alone (an incremental edit), never the whole area.
    const statsAfter = (await drawn()).shirt!;
    expect(statsAfter.fullRenders).toBe(statsBefore.fullRenders);
    expect(statsAfter.edits).toBeGreaterThan(statsBefore.edits);
    // The member row is still under its open group, and its panel is open.
    const areaPanel = await page.waitForSelector('.area-panel');
    await areaPanel!.screenshot({
      path: screenshotPath('groups-expanded.png'),
      captureBeyondViewport: false,
    });
    await user.clickButton('Undo');
    await memberColor(own);
    await user.waitComposited();
    expect(changed(before, await texture()).count).toBeLessThan(5);
    expect((await shirt()).some((l) => l.n === 'group')).toBe(true);

    // Ungrouping overlapping members of a half-transparent group would change the look: the
    // user is told why and may keep the group.
    await user.clickButton('Group: 2 layers');
    await user.typeInto('spinbutton', 'Opacity', '50');
    await page.keyboard.press('Enter');
    await user.clickButton('Ungroup Group: 2 layers');
    const dialog = await page.waitForSelector('.dialog.confirm');
    expect(await dialog!.evaluate((el) => el.textContent)).toContain(
      'Ungrouping will change how these layers look.',
    );
    await page.screenshot({ path: screenshotPath('ungroup-confirm.png') });
    await user.clickButton('Cancel');
    await page.waitForFunction(() => !document.querySelector('.dialog.confirm'));
    expect((await shirt()).some((l) => l.n === 'group')).toBe(true);

    // Members reorder by drag and drop inside their open group (moving is off while a layer is
    // active: Escape first). Text is the top member; dropped on the design it goes to the bottom.
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('section[aria-label^="Settings of"]'));
    const textRow = (await user.layerNames('Shirt')).find((n) => n.startsWith('Text'))!;
    await user.drag(await user.get('button', `Drag ${textRow}`), await user.get('listitem', designRow));
    await page.waitForFunction(() =>
      (JSON.parse(window.kitsmith!.getKit()).shirt as SavedLayer[]).some(
        (l) => l.n === 'group' && l.layers?.[0]?.n === 'text',
      ),
    );
    // Dragged onto a row of the stack, a member leaves its group and takes that row's place.
    await user.drag(await user.get('button', `Drag ${designRow}`), await user.get('listitem', 'Template'));
    await page.waitForFunction(() => {
      const layers = JSON.parse(window.kitsmith!.getKit()).shirt as SavedLayer[];
      return layers.at(-1)?.n === 'design' && layers.some((l) => l.n === 'group' && l.layers?.length === 1);
    });
  });

  it("draws the profile's signature on a signature layer added from the menu", async () => {
    const { user, page } = world;
    await user.clickTab('Shirt');
    const before = await texture();
    await user.addLayer('Signature');
    await page.waitForFunction(() =>
      (JSON.parse(window.kitsmith!.getKit()).shirt as { n: string }[]).some((l) => l.n === 'signature'),
    );
    expect(changed(before, await texture()).count).toBeGreaterThan(50);
    expect(world.errors).toEqual([]);
  });

  it("keeps a signed-in user's header on one row at 1280 px, the other games in one menu", async () => {
    const { user, page } = world;
    // Signed in, with Load, Save, the username and Unsaved changes: the widest header there is.
    await page.waitForSelector('.unsaved');
    // One row: every item's vertical centre within a few pixels of the others'.
    const centres = await page.$eval('.shell-head', (head) =>
      [...head.children].map((child) => {
        const box = child.getBoundingClientRect();
        return box.top + box.height / 2;
      }),
    );
    expect(Math.max(...centres) - Math.min(...centres)).toBeLessThan(4);
    await user.clickButton('Other games');
    const links = await page.$$eval('[role="menuitem"]', (items) =>
      items.map((item) => [item.textContent, item.getAttribute('href')]),
    );
    expect(links).toEqual([
      ['PES', '/pes/'],
      ['Football Manager', '/fm/'],
      ['Basketball', '/basketball/'],
    ]);
    await page.keyboard.press('Escape');
  });
});
