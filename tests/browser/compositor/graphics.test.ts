/**
 * Graphic ("Extra") pixels: the channel-mask image stretched over each region, each channel in
 * its layer colour, the graphic's own colour for channels the layer has no colour for.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAYER_BORDER_PX_PER_UNIT } from '../../../src/compositor/layer-common.ts';
import { GENERATOR_BORDER_WIDTH } from '../../../src/kit/random/constants.ts';
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

describe("the layer's border, drawn by the host (shaders/host/layer-step.glsl)", () => {
  it("on a graphic: around the artwork in its last colour, never as a channel's", async () => {
    // Width 8: 16 region px around the sash's top edge (y 42 at x 50), drawn at about 7 region px
    // a texel here: 8 px out is border only, 14 px out the border's soft edge.
    const sash = { g: 'Edged Sash', c: ['#112233', '#ddeeff', '#ff00ff'], border: true, borderWidth: 8 };
    const img = await render(sash);
    const [x, edge] = at(50, 42);
    expect(near(img.atPoint(x, edge + 8), '#ff00ff', 20)).toBe(true);
    expect(img.atPoint(x, edge + 14)[3]).toBeGreaterThan(100);
    expect(near(img.atPoint(...at(50, 53)), '#112233')).toBe(true);
    expect(img.atPoint(...at(50, 20))[3]).toBe(0);
    const plain = await render({ ...sash, border: false });
    expect(plain.atPoint(x, edge + 14)[3]).toBe(0);
    // One colour of its own plus the border's: the second channel keeps the graphic's colour.
    const shards = await render({ g: 'Shards', c: ['#ff0000', '#ff00ff'], border: true, borderWidth: 1 });
    expect(near(shards.atPoint(...at(6, 92)), '#bfbfbf')).toBe(true);
  });

  it("on a design: the generator's width 4 around a shape, under it, in the last colour", async () => {
    // As the random generator writes a design close to the shirt colour: border on, width 4.
    const px = GENERATOR_BORDER_WIDTH * LAYER_BORDER_PX_PER_UNIT;
    const rect = {
      n: 'design',
      type: 'rectangle',
      width: 40,
      height: 60,
      offset: 0,
      offset_y: 0,
      rotation: 0,
    };
    const layer = { ...rect, c: ['#ff0000', '#ffff00'], border: true, borderWidth: GENERATOR_BORDER_WIDTH };
    const img = await s.render({ ...layer, uuid: 'bordered' }, FRONT);
    expect(img.glError).toBe(0);
    expect(near(img.atPoint(0, 0), '#ff0000')).toBe(true);
    expect(near(img.atPoint(20 + px / 2, 0), '#ffff00')).toBe(true);
    expect(near(img.atPoint(0, 30 + px / 2), '#ffff00')).toBe(true);
    expect(img.atPoint(20 + px + 8, 0)[3]).toBe(0);
    const bare = await s.render({ ...layer, border: false, uuid: 'bare' }, FRONT);
    expect(bare.atPoint(20 + px / 2, 0)[3]).toBe(0);
  });
});
