/**
 * Graphic ("Extra") pixels: the channel-mask image stretched over each region, each channel in
 * its layer colour, the graphic's own colour for channels the layer has no colour for.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openKindSession, regionSize, type KindSession, type RenderOpts, type Rgba } from './kind-session';

let s: KindSession;
beforeAll(async () => {
  s = await openKindSession();
});
afterAll(async () => {
  expect(s.errors).toEqual([]);
  await s?.close();
});

const FRONT: RenderOpts = { region: 'front', width: 128, height: 168 };
const near = (px: Rgba, hex: string, tol = 6) => {
  const n = parseInt(hex.slice(1), 16);
  const want = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return want.every((v, k) => Math.abs(px[k]! - v) <= tol) && px[3] > 240;
};
/** A point of the graphic's artwork (viewBox 0..100, y down) stretched over the front panel. */
const [FRONT_W, FRONT_H] = regionSize('shirt', 'front');
const at = (u: number, v: number): [number, number] => [(u / 100 - 0.5) * FRONT_W, (0.5 - v / 100) * FRONT_H];

async function render(layer: object, opts: RenderOpts = FRONT) {
  const img = await s.render({ n: 'graphic', uuid: JSON.stringify(layer), ...layer }, opts);
  expect(img.glError).toBe(0);
  return img;
}

describe('graphic layer', () => {
  it('stretches the sash over the panel: colour 1 in the sash, colour 2 on its edges', async () => {
    const img = await render({ g: 'Edged Sash', c: ['#112233', '#ddeeff'] });
    // At x = 50 the sash (red channel) spans y 46..60 and its top edge (green) y 42..46.
    expect(near(img.atPoint(...at(50, 53)), '#112233')).toBe(true);
    expect(near(img.atPoint(...at(50, 44)), '#ddeeff', 20)).toBe(true);
    expect(img.atPoint(...at(50, 20))[3]).toBe(0);
    expect(img.atPoint(...at(50, 85))[3]).toBe(0);
  });

  it('maps the red, green and blue channels to colours 1, 2 and 3', async () => {
    const img = await render({ g: 'Shards', c: ['#ff0000', '#00ff00', '#0000ff'] });
    expect(near(img.atPoint(...at(92, 92)), '#ff0000')).toBe(true);
    expect(near(img.atPoint(...at(6, 92)), '#00ff00')).toBe(true);
    expect(near(img.atPoint(...at(82, 58)), '#0000ff')).toBe(true);
    expect(img.atPoint(...at(50, 85))[3]).toBe(0);
  });

  it('keeps the graphic colour of a channel the layer has no colour for', async () => {
    const img = await render({ g: 'Shards', c: ['#ff0000'] });
    expect(near(img.atPoint(...at(92, 92)), '#ff0000')).toBe(true);
    expect(near(img.atPoint(...at(6, 92)), '#bfbfbf')).toBe(true);
    expect(near(img.atPoint(...at(82, 58)), '#505050')).toBe(true);
  });

  it('covers each region it is shown on, e.g. a sleeve, in that region own frame', async () => {
    const img = await render(
      { g: 'Edged Sash', c: ['#112233', '#ddeeff'] },
      { region: 'sleeve_left', width: 96, height: 58 },
    );
    const [w, h] = img.size;
    expect(near(img.atPoint((0.5 - 0.5) * w, (0.5 - 0.53) * h), '#112233')).toBe(true);
  });
});
