/**
 * Text at the top texture scale: the front panel rendered at 2 texels per region pixel (the front
 * of a 4096 shirt texture), with border and arch. The crop is written to
 * tests/browser/.artifacts/text-4096-crop.png for a person to look at, and its edges are checked
 * for crispness: across the fill/border and border/background edges coverage ramps within ~2
 * texels, as an analytic edge should.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  flattenOver,
  kindImage,
  openKindSession,
  renderFrontCrop,
  saveArtifact,
  type KindSession,
} from './kind-session';

let s: KindSession;
beforeAll(async () => {
  s = await openKindSession();
});
afterAll(async () => {
  expect(s.errors).toEqual([]);
  await s?.close();
});

/** Front panel 1024 x 1344 region px at scale 2. */
const W = 2048;
const H = 2688;
/** The crop around the arched name, texels. */
const CROP = { x: 424, y: 1000, w: 1200, h: 560 };

describe('text at 4096', () => {
  it('stays crisp with a border and an arch', async () => {
    const layer = {
      n: 'text',
      uuid: 'crisp',
      c: ['#ffd60a', '#14213d'],
      f: 'alfa_slab_one',
      placement: 'front',
      text: 'KITSMITH 23',
      size: 130,
      arch: 60,
      spacing: 6,
      border: true,
      borderWidth: 5,
      y: 10,
    };
    const result = await renderFrontCrop(s, layer, W, H, CROP);
    expect(result.glError).toBe(0);
    // Composite over white so the PNG shows what the kit would.
    const flat = flattenOver(result.pixels, 255);
    await saveArtifact('text-4096-crop.png', { pixels: flat, width: CROP.w, height: CROP.h });

    const img = kindImage(result.pixels, CROP.w, CROP.h, result.glError, [CROP.w / 2, CROP.h / 2]);
    const covered = img.covered(128).length;
    expect(covered).toBeGreaterThan(CROP.w * CROP.h * 0.08);
    // Crispness: count texels in transition (alpha strictly between 10 % and 90 %) along every
    // row, relative to the number of edges crossed. An analytic edge at 2 texels per region pixel
    // has one or two partial texels per crossing; a blurred one many more.
    let partial = 0;
    let crossings = 0;
    for (let j = 0; j < CROP.h; j++) {
      let inside = false;
      for (let i = 0; i < CROP.w; i++) {
        const a = img.at(i, j)[3];
        if (a > 25 && a < 230) partial++;
        const now = a >= 128;
        if (now !== inside) crossings++;
        inside = now;
      }
    }
    expect(crossings).toBeGreaterThan(200);
    expect(partial / crossings).toBeLessThan(2.5);
  });
});
