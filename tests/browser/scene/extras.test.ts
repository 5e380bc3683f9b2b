/**
 * The extra garments in the app's 3D view: each display toggle, clicked by its accessible name,
 * changes the rendered pixels where that garment is worn (and the armband only on the wearer's
 * left arm), and the armband shows what the compositor drew on the armband texture.
 * Runs the built app with its real API (`npx vite build` first) at 1280x720.
 */
import sharp from 'sharp';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { armDirection, BODY, legCentreX } from '../../../src/scene/garments/body.ts';
import type { EditorUser } from '../editor/editor-user.ts';
import { extrasKit } from './extras-kit.ts';
import { openSceneView, renderFrame, type Frame, type SceneView, type Vec3 } from './scene-view.ts';

const ARMBAND_RED = '#ff0000';

let scene: SceneView;
let page: Page;
let user: EditorUser;

beforeAll(async () => {
  scene = await openSceneView(extrasKit(ARMBAND_RED));
  ({ page, user } = scene);
}, 180_000);
afterAll(async () => {
  await scene?.close();
});

const render = (points: Vec3[]): Promise<Frame> => renderFrame(page, points);

/** Pixels within `radius` of a canvas point that differ between two frames by more than 40. */
function changedNear(a: Frame, b: Frame, [cx, cy]: [number, number], radius = 12): number {
  let changed = 0;
  for (let y = Math.round(cy - radius); y <= cy + radius; y++) {
    for (let x = Math.round(cx - radius); x <= cx + radius; x++) {
      if (x < 0 || y < 0 || x >= a.width || y >= a.height) continue;
      const k = (y * a.width + x) * 3;
      const d =
        Math.abs(a.data[k]! - b.data[k]!) +
        Math.abs(a.data[k + 1]! - b.data[k + 1]!) +
        Math.abs(a.data[k + 2]! - b.data[k + 2]!);
      if (d > 40) changed++;
    }
  }
  return changed;
}

function redNear(frame: Frame, [cx, cy]: [number, number], radius = 12): number {
  let red = 0;
  for (let y = Math.round(cy - radius); y <= cy + radius; y++) {
    for (let x = Math.round(cx - radius); x <= cx + radius; x++) {
      const k = (y * frame.width + x) * 3;
      const [r, g, b] = [frame.data[k]!, frame.data[k + 1]!, frame.data[k + 2]!];
      if (r > 120 && r > 2.5 * g && r > 2.5 * b) red++;
    }
  }
  return red;
}

/** A point on the front of the arm, `along` metres down from the shoulder joint. */
function armFront(side: 1 | -1, along: number): Vec3 {
  const dir = armDirection(side);
  return [side * BODY.shoulderJoint.x + dir[0] * along, BODY.shoulderJoint.y + dir[1] * along, 0.04];
}

async function toggle(name: string, on: boolean) {
  const box = await user.get('checkbox', name);
  const checked = await box.evaluate((e) => (e as HTMLInputElement).checked);
  if (checked !== on) await box.click();
  expect(await box.evaluate((e) => (e as HTMLInputElement).checked)).toBe(on);
}

async function view(name: 'Shirt' | 'Full body') {
  await user.clickButton(name);
  await user.clickButton('Front');
}

/** The frames before and after switching a display toggle on. */
async function switchOn(name: string, points: Vec3[]): Promise<{ before: Frame; after: Frame }> {
  const before = await render(points);
  await toggle(name, true);
  return { before, after: await render(points) };
}

describe('display toggles show the extra garments where they are worn', () => {
  it('Undershirt covers both forearms below the short sleeves', async () => {
    await view('Shirt');
    const { before, after } = await switchOn('Undershirt', [
      armFront(1, 0.42),
      armFront(-1, 0.42),
      [0, 1.2, 0.2],
    ]);
    expect(changedNear(before, after, after.at[0]!)).toBeGreaterThan(200);
    expect(changedNear(before, after, after.at[1]!)).toBeGreaterThan(200);
    // The chest is the shirt either way.
    expect(changedNear(before, after, after.at[2]!)).toBe(0);
    await toggle('Undershirt', false);
  });

  it('Neck warmer wraps the neck above the collar', async () => {
    const { before, after } = await switchOn('Neck warmer', [
      [0, 1.55, 0.07],
      [0, 1.25, 0.2],
    ]);
    expect(changedNear(before, after, after.at[0]!)).toBeGreaterThan(200);
    expect(changedNear(before, after, after.at[1]!)).toBe(0);
    await toggle('Neck warmer', false);
  });

  it("Captain's armband shows the compositor's armband texture on the left upper arm only", async () => {
    const texture = await page.evaluate(async () => {
      const blob = await window.kitsmith!.exportTexture('armband', 'albedo');
      return Array.from(new Uint8Array(await blob.arrayBuffer()));
    });
    const { data, info } = await sharp(Buffer.from(texture)).raw().toBuffer({ resolveWithObject: true });
    // The compositor painted the band red: a quarter of the way along, mid-height.
    const k = (Math.round(info.height / 2) * info.width + Math.round(info.width / 4)) * info.channels;
    expect([data[k], data[k + 1], data[k + 2]]).toEqual([255, 0, 0]);

    const { before, after } = await switchOn("Captain's armband", [armFront(1, 0.177), armFront(-1, 0.177)]);
    expect(redNear(before, before.at[0]!)).toBe(0);
    expect(redNear(after, after.at[0]!)).toBeGreaterThan(100);
    expect(redNear(after, after.at[1]!)).toBe(0);
    expect(changedNear(before, after, after.at[1]!)).toBe(0);
    await toggle("Captain's armband", false);
  });

  it('Hanger holds the shirt only when the mannequin is off, its hook above the collar', async () => {
    const points: Vec3[] = [
      [0.01, 1.57, 0],
      [0.3, 1.57, 0],
    ];
    // On the mannequin there is nothing to hang: the setting leaves the hanger hidden.
    await toggle('Hanger', true);
    await render([]);
    const meshes = await page.evaluate(() => window.kitsmithViewer!.meshes());
    const hanger = meshes.filter((m) => m.name === 'hanger' || m.name === 'hanger_hook');
    expect(hanger.length).toBe(2);
    expect(hanger.some((m) => m.visible)).toBe(false);
    await toggle('Hanger', false);
    await toggle('Mannequin', false);
    const { before, after } = await switchOn('Hanger', points);
    expect(changedNear(before, after, after.at[0]!, 10)).toBeGreaterThan(8);
    expect(changedNear(before, after, after.at[1]!, 10)).toBe(0);
    await toggle('Hanger', false);
    await toggle('Mannequin', true);
  });

  it('Undershorts show below the shorts on both thighs', async () => {
    await view('Full body');
    const y = 0.645;
    const points: Vec3[] = [
      [legCentreX(y), y, 0.05],
      [-legCentreX(y), y, 0.05],
      [0, 1.2, 0.2],
    ];
    const { before, after } = await switchOn('Undershorts', points);
    expect(changedNear(before, after, after.at[0]!, 5)).toBeGreaterThan(30);
    expect(changedNear(before, after, after.at[1]!, 5)).toBeGreaterThan(30);
    expect(changedNear(before, after, after.at[2]!, 5)).toBe(0);
    await toggle('Undershorts', false);
  });

  it('logs no page errors', () => {
    expect(scene.errors).toEqual([]);
  });
});
