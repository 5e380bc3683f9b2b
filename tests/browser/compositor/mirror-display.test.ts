import { describe, expect, it } from 'vitest';
import type { Readback, RenderOptions } from '../pages/compositor.ts';
import { baseLayer, flipX, maxDiff, pixel, rectLayer, openCompositorPage } from './setup';
import '../../../src/games/all.ts';
import { gameLayout, regionPointToArea, type RegionName } from '../../../src/games/index.ts';

const t = openCompositorPage();

// The front panel at 64 x 84 texels.
const FRONT: RenderOptions = { region: 'front', width: 64, height: 84 };

const render = (layers: unknown[], opts: RenderOptions = FRONT): Promise<Readback> =>
  t.page.evaluate((l, o) => window.compositorTest.renderStack(l as never, o), layers, opts);

const alphaAt = (r: Readback, x: number, y: number) => pixel(r, x, y)[3];

describe('mirror rules', () => {
  it('draws a rectangle placed right of centre only on the right half', async () => {
    const plain = await render([rectLayer('r', '#ff0000')]);
    expect(plain.glError).toBe(0);
    // offset 240 -> centre at x = 32 + 15 = 47; width 160 = 10 texels.
    expect(alphaAt(plain, 47, 42)).toBe(255);
    expect(alphaAt(plain, 16, 42)).toBe(0);
  });

  it('mirror flips the layer left-right', async () => {
    const plain = await render([rectLayer('r', '#ff0000')]);
    const mirrored = await render([rectLayer('r', '#ff0000', { mirror: true })]);
    expect(maxDiff(mirrored.pixels, flipX(plain))).toBeLessThanOrEqual(2);
    expect(alphaAt(mirrored, 16, 42)).toBe(255);
  });

  it('mirror_center reflects the right half onto the left', async () => {
    const plain = await render([rectLayer('r', '#ff0000')]);
    const centred = await render([rectLayer('r', '#ff0000', { mirror_center: true })]);
    expect(maxDiff(centred.pixels, flipX(centred))).toBeLessThanOrEqual(2);
    // The right half is unchanged.
    for (let y = 0; y < plain.height; y += 7)
      for (let x = 33; x < plain.width; x += 3) expect(pixel(centred, x, y)).toEqual(pixel(plain, x, y));
  });

  it('copy_center draws the layer and its mirror image', async () => {
    const plain = await render([rectLayer('r', '#00ff00', { offset: 120, width: 400 })]);
    const copied = await render([rectLayer('r', '#00ff00', { offset: 120, width: 400, copy_center: true })]);
    const flipped = flipX(plain);
    // Coverage of the union: a + b (1 - a).
    for (let i = 3; i < plain.pixels.length; i += 4) {
      const a = plain.pixels[i]! / 255;
      const b = flipped[i]! / 255;
      expect(Math.abs(copied.pixels[i]! - (a + b * (1 - a)) * 255)).toBeLessThanOrEqual(2);
    }
    expect(pixel(copied, 16, 42)[3]).toBe(255);
  });

  it('mirror_on_back flips the layer on the back panel only', async () => {
    const back = { region: 'back' as const, width: 64, height: 84 };
    const plainBack = await render([rectLayer('r', '#ff0000')], back);
    const mirroredBack = await render([rectLayer('r', '#ff0000', { mirror_on_back: true })], back);
    expect(maxDiff(mirroredBack.pixels, flipX(plainBack))).toBeLessThanOrEqual(2);
    const front = await render([rectLayer('r', '#ff0000', { mirror_on_back: true })]);
    const plainFront = await render([rectLayer('r', '#ff0000')]);
    expect(maxDiff(front.pixels, plainFront.pixels)).toBe(0);
  });
});

describe('display flags', () => {
  const shirt: RenderOptions = { width: 64, height: 64 };
  /** The texel (of the 64 px readback of the 2048 shirt) under a region point, from the layout. */
  const texel = (name: RegionName, qx: number, qy: number): [number, number] => {
    const region = gameLayout('eafc').areas.shirt!.regions.find((r) => r.name === name)!;
    const [x, y] = regionPointToArea(region, qx, qy);
    return [Math.floor((x / 2048) * 64), Math.floor((y / 2048) * 64)];
  };
  const FRONT_TEXEL = texel('front', 0, -100);
  const BACK_TEXEL = texel('back', 0, -100);
  const SLEEVE_TOP = texel('sleeve_left', 0, 200); // the short sleeve, near the shoulder
  const SLEEVE_CUFF = texel('sleeve_left', 0, -250); // the long sleeve, near its hem
  const OTHER_SLEEVE_TOP = texel('sleeve_right', 0, 200);

  it('front: false hides the layer on the front only', async () => {
    const r = await render(
      [baseLayer('#204060'), baseLayer('#ffcc00', { display: { front: false } })],
      shirt,
    );
    expect(pixel(r, ...FRONT_TEXEL).slice(0, 3)).toEqual([0x20, 0x40, 0x60]);
    expect(pixel(r, ...BACK_TEXEL).slice(0, 3)).toEqual([0xff, 0xcc, 0x00]);
  });

  it('back: false hides the layer on the back only', async () => {
    const r = await render([baseLayer('#204060'), baseLayer('#ffcc00', { display: { back: false } })], shirt);
    expect(pixel(r, ...FRONT_TEXEL).slice(0, 3)).toEqual([0xff, 0xcc, 0x00]);
    expect(pixel(r, ...BACK_TEXEL).slice(0, 3)).toEqual([0x20, 0x40, 0x60]);
  });

  it('sleeves: false hides the layer on both sleeves', async () => {
    const r = await render(
      [baseLayer('#204060'), baseLayer('#ffcc00', { display: { sleeves: false } })],
      shirt,
    );
    expect(pixel(r, ...SLEEVE_TOP).slice(0, 3)).toEqual([0x20, 0x40, 0x60]);
    expect(pixel(r, ...OTHER_SLEEVE_TOP).slice(0, 3)).toEqual([0x20, 0x40, 0x60]);
    expect(pixel(r, ...FRONT_TEXEL).slice(0, 3)).toEqual([0xff, 0xcc, 0x00]);
  });

  it('sleeves_short alone draws only the short-sleeve part of the sleeves', async () => {
    const r = await render(
      [baseLayer('#204060'), baseLayer('#ffcc00', { display: { sleeves: false, sleeves_short: true } })],
      shirt,
    );
    expect(pixel(r, ...SLEEVE_TOP).slice(0, 3)).toEqual([0xff, 0xcc, 0x00]);
    expect(pixel(r, ...SLEEVE_CUFF).slice(0, 3)).toEqual([0x20, 0x40, 0x60]);
  });
});
