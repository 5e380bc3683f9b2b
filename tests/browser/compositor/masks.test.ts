import { describe, expect, it } from 'vitest';
import type { Readback, RenderOptions } from '../pages/compositor.ts';
import { baseLayer, pixel, rectLayer, openCompositorPage } from './setup';

const t = openCompositorPage();
const FRONT: RenderOptions = { region: 'front', width: 64, height: 84 };
const render = (layers: unknown[], opts: RenderOptions = FRONT): Promise<Readback> =>
  t.page.evaluate((l, o) => window.compositorTest.renderStack(l as never, o), layers, opts);

const BLUE = [0x10, 0x30, 0xa0];
const GREEN = [0x20, 0xc0, 0x40];

describe('masks', () => {
  // A disabled rectangle is not drawn but still masks (spec §4: disabled mask layers count).
  const mask = rectLayer('mask', '#ffffff', { disabled: true });

  it('a masked layer shows only where its mask layer covers', async () => {
    const r = await render([baseLayer('#1030a0'), mask, baseLayer('#20c040', { mask: 'mask' })]);
    expect(r.glError).toBe(0);
    expect(pixel(r, 47, 42).slice(0, 3)).toEqual(GREEN);
    expect(pixel(r, 16, 42).slice(0, 3)).toEqual(BLUE);
    expect(pixel(r, 60, 42).slice(0, 3)).toEqual(BLUE);
  });

  it('invertMask shows the layer everywhere its mask does not cover', async () => {
    const r = await render([
      baseLayer('#1030a0'),
      mask,
      baseLayer('#20c040', { mask: 'mask', invertMask: true }),
    ]);
    expect(pixel(r, 47, 42).slice(0, 3)).toEqual(BLUE);
    expect(pixel(r, 16, 42).slice(0, 3)).toEqual(GREEN);
  });

  it('the mask edge is antialiased the same way as the mask layer itself', async () => {
    const drawn = await render([baseLayer('#000000'), rectLayer('mask', '#ffffff')]);
    const masked = await render([baseLayer('#000000'), mask, baseLayer('#ffffff', { mask: 'mask' })]);
    for (let x = 30; x < 64; x++)
      expect(Math.abs(pixel(drawn, x, 42)[0] - pixel(masked, x, 42)[0])).toBeLessThanOrEqual(2);
  });

  it('a mask pointing at a missing layer hides the masked layer instead of failing', async () => {
    const r = await render([baseLayer('#1030a0'), baseLayer('#20c040', { mask: 'nobody' })]);
    expect(pixel(r, 47, 42).slice(0, 3)).toEqual(BLUE);
  });
});
