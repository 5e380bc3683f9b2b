/**
 * A logo at the top texture scale: the chest sponsor at size 300 (a 1320 px box) on the front
 * panel rendered at 2 texels per region pixel, i.e. 2640 texels wide, 2.6 times its 1024 px PNG.
 * The logo's SVG is rasterised near the drawn size instead, so its edges stay sharp: a band
 * across the badge's top edge is written to tests/browser/.artifacts/ and the edge ramps measured
 * down each column (the PNG would ramp over about 2.6 texels).
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

const W = 2048;
const H = 2688;
/**
 * The badge's top edge (viewBox y 32 of 100) sits 0.12 * 672 + 0.18 * 1320 = 318 px above the
 * panel centre: texel row (672 - 318) * 2 = 708. The band spans it, away from the rounded ends.
 */
const CROP = { x: 300, y: 640, w: 1448, h: 140 };

describe('logo at 4096', () => {
  it('keeps sharp edges when drawn far larger than its PNG', async () => {
    const layer = { n: 'logo', uuid: 'big-sponsor', l: 'Tidewave', placement: 'sponsor', size: 300 };
    const result = await renderFrontCrop(s, layer, W, H, CROP);
    expect(result.glError).toBe(0);
    const flat = flattenOver(result.pixels, 128);
    await saveArtifact('logo-4096-crop.png', { pixels: flat, width: CROP.w, height: CROP.h });

    const img = kindImage(result.pixels, CROP.w, CROP.h, result.glError, [CROP.w / 2, CROP.h / 2]);
    let partial = 0;
    let crossings = 0;
    for (let i = 0; i < CROP.w; i++) {
      let inside = false;
      for (let j = 0; j < CROP.h; j++) {
        const a = img.at(i, j)[3];
        if (a > 25 && a < 230) partial++;
        const now = a >= 128;
        if (now !== inside) crossings++;
        inside = now;
      }
    }
    expect(crossings).toBeGreaterThan(CROP.w * 0.9);
    expect(partial / crossings).toBeLessThan(1.8);
  });
});
