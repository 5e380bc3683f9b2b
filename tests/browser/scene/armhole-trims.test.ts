/**
 * The basketball jersey's arm-hole trims in the 3D view: a kit that paints only NBA 2K's arm-hole
 * trim zones magenta (a collar-mapped rectangle above the collar trim, on the canvas strips the
 * 2K download writes to those zones) shows magenta round both arm openings, from the front and
 * the side, and nowhere else: not on the neck trim, not on the body. Runs the built app with its
 * real API (`npx vite build` first). Frames are saved under tests/browser/.artifacts.
 */
import { writeFileSync } from 'node:fs';
import sharp from 'sharp';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshotPath } from '../harness.ts';
import { extrasKit } from './extras-kit.ts';
import { openSceneView, renderFrame, type Frame, type SceneView } from './scene-view.ts';

/**
 * Navy jersey, white collar, and a magenta rectangle in the collar's space above its trim: the
 * collar region paints the trim band round its three trims, its space running on up, so a shape
 * 146 to 266 px above the collar trim's centre (canvas y 24-264 of 2048) covers both arm-hole
 * trims (y 50-116, 177-243) and leaves the collar trim (y 311-377) white. Mirrored about the
 * centre, two 900 px rectangles span the strips' 1323 px.
 */
const KIT = {
  ...extrasKit(),
  game: 'basketball',
  shirt: [
    ...extrasKit().shirt,
    {
      n: 'design',
      uuid: 'x-armholes',
      type: 'rectangle',
      c: ['#ff00ff'],
      width: 900,
      height: 240,
      offset: 225,
      offset_y: -196,
      mirror_center: true,
      collar_mapping: true,
      display: { front: false, back: false, sleeves: false, sleeves_short: false },
    },
  ],
};

let scene: SceneView;
let page: Page;

beforeAll(async () => {
  scene = await openSceneView(extrasKit());
  page = scene.page;
  await scene.openGame('basketball', KIT);
}, 240_000);
afterAll(async () => {
  await scene?.close();
});

const magenta = (r: number, g: number, b: number) => r > 120 && b > 120 && g < 0.55 * Math.min(r, b);
/** The magenta trim in the shade the kit material gives a garment's inside (its underside). */
const darkMagenta = (r: number, g: number, b: number) =>
  r > 25 && b > 25 && r < 120 && b < 120 && g < 0.5 * Math.min(r, b);

/** Pixels of a frame that pass `test`. */
function count(frame: Frame, test: (r: number, g: number, b: number) => boolean): number {
  let n = 0;
  for (let k = 0; k < frame.data.length; k += 3)
    if (test(frame.data[k]!, frame.data[k + 1]!, frame.data[k + 2]!)) n++;
  return n;
}

/**
 * Rows where a band's outline steps: its leftmost or rightmost pixel moves more than 3 px from
 * the row above (a smooth band seen from 1.2 m moves a pixel or two a row).
 */
function steps(pixels: [number, number][]): number {
  const rows = new Map<number, [number, number]>();
  for (const [x, y] of pixels) {
    const row = rows.get(y);
    rows.set(y, row ? [Math.min(row[0], x), Math.max(row[1], x)] : [x, x]);
  }
  let n = 0;
  for (const [y, [left, right]] of rows) {
    const above = rows.get(y - 1);
    if (above && (Math.abs(above[0] - left) > 3 || Math.abs(above[1] - right) > 3)) n++;
  }
  return n;
}

/** Shows or hides the kit's meshes of one name (the test's own before/after). */
function showMeshes(name: string, visible: boolean): Promise<void> {
  return page.evaluate(
    (n, v) => {
      for (const child of window.kitsmithViewer!.root()!.scene.getObjectByName('kit')!.children)
        if (child.name === n) child.visible = v;
    },
    name,
    visible,
  );
}

/** Looks at the jersey's shoulders from 1.2 m, from the front or the wearer's left side. */
async function look(from: 'front' | 'side'): Promise<void> {
  await page.evaluate((side) => {
    const root = window.kitsmithViewer!.root()!;
    const y = 1.38 * 1.06;
    if (side) root.camera.position.set(1.2, y + 0.02, 0);
    else root.camera.position.set(0, y + 0.02, 1.2);
    root.camera.lookAt(0, y, 0);
  }, from === 'side');
}

/** The magenta pixels of a frame of the 3D view (saved as `name`). */
async function magentaPixels(name: string): Promise<{ frame: Frame; pixels: [number, number][] }> {
  const frame = await renderFrame(page, []);
  const png = await sharp(frame.data, { raw: { width: frame.width, height: frame.height, channels: 3 } })
    .png()
    .toBuffer();
  writeFileSync(screenshotPath(name), png);
  const pixels: [number, number][] = [];
  for (let y = 0; y < frame.height; y++)
    for (let x = 0; x < frame.width; x++) {
      const k = (y * frame.width + x) * 3;
      if (magenta(frame.data[k]!, frame.data[k + 1]!, frame.data[k + 2]!)) pixels.push([x, y]);
    }
  return { frame, pixels };
}

/** Magenta with the arm-hole trims shown, and what is left of it with them hidden. */
async function seen(view: 'front' | 'side') {
  await look(view);
  const shown = await magentaPixels(`armhole-trims-${view}.png`);
  await showMeshes('armhole_trim', false);
  const hidden = await magentaPixels(`armhole-trims-${view}-hidden.png`);
  await showMeshes('armhole_trim', true);
  return { ...shown, elsewhere: hidden.pixels.length };
}

describe("a basketball jersey's arm-hole trims", () => {
  it('show the canvas strips the 2K download writes, round both arm openings, from the front', async () => {
    const { frame, pixels, elsewhere } = await seen('front');
    // Both openings: magenta left and right of the centre line.
    const middle = frame.width / 2;
    expect(pixels.filter(([x]) => x < middle - 40).length, "wearer's right").toBeGreaterThan(150);
    expect(pixels.filter(([x]) => x > middle + 40).length, "wearer's left").toBeGreaterThan(150);
    // Nothing else wears the strips: the neck trim stays white, the body navy.
    expect(elsewhere, 'magenta with the trims hidden').toBe(0);
    // A smooth band up each strap. Built along the panel columns, the trim ran under the curved
    // panel near the shoulder and the jersey cut notches into it (3 and 4 stepped rows).
    expect(steps(pixels.filter(([x]) => x < middle)), "wearer's right strap: stepped rows").toBe(0);
    expect(steps(pixels.filter(([x]) => x >= middle)), "wearer's left strap: stepped rows").toBe(0);
    // No underside showing, shaded as lining, at the shoulders (172 such pixels before, 17 now).
    expect(count(frame, darkMagenta), 'dark magenta').toBeLessThan(60);
    expect(scene.errors).toEqual([]);
  });

  it('bind the arm opening all round, seen from the side', async () => {
    const { frame, pixels, elsewhere } = await seen('side');
    expect(pixels.length).toBeGreaterThan(2000);
    expect(elsewhere, 'magenta with the trims hidden').toBe(0);
    // Round the opening: from the shoulder down to the armpit, and from the front to the back.
    const xs = pixels.map(([x]) => x);
    const ys = pixels.map(([, y]) => y);
    expect(Math.max(...ys) - Math.min(...ys), 'opening height').toBeGreaterThan(200);
    expect(Math.max(...xs) - Math.min(...xs), 'opening depth').toBeGreaterThan(80);
    // Its underside, shaded as lining, does not show over the shoulder, where its front and back
    // halves crossed (779 such pixels before, 120 now).
    expect(count(frame, darkMagenta), 'dark magenta').toBeLessThan(300);
  });
});
