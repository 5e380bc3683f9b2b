/**
 * The template's fold normals in the area's normal map (spec §9: #7f7fff is flat): relief where
 * the template's normal image has folds (the panel's sides), exactly flat where it has none (the
 * middle, where prints sit), nothing without a template or with hideTemplateDetails, and still
 * combined with a layer's own 3D detail.
 */
import { describe, expect, it } from 'vitest';
import type { Readback, RenderOptions } from '../pages/compositor.ts';
import { baseLayer, openCompositorPage, pixel, rectLayer } from './setup';

const t = openCompositorPage();
const render = (layers: unknown[], opts: RenderOptions): Promise<Readback> =>
  t.page.evaluate((l, o) => window.compositorTest.renderStack(l as never, o), layers, opts);

// Front 1024 x 1344 at 64 x 84 albedo: the normal map is half that, 32 x 42.
const FRONT: RenderOptions = { region: 'front', width: 64, height: 84, map: 'normal' };
const FLAT = [127, 127, 255];
const template = { n: 'template', uuid: 'template', c: ['#ffffff'], kitTemplate: 'veloce_origin' };

const rgb = (r: Readback, x: number, y: number) => pixel(r, x, y).slice(0, 3);
const tilt = (r: Readback, x: number, y: number) =>
  Math.abs(pixel(r, x, y)[0] - 127) + Math.abs(pixel(r, x, y)[1] - 127);

describe('template fold normals', () => {
  it("differ from #7f7fff where the template's folds are and equal it where there are none", async () => {
    const r = await render([baseLayer('#808080'), template], FRONT);
    expect(r.glError).toBe(0);
    expect([r.width, r.height]).toEqual([32, 42]);
    // The middle 40 % of the panel has no folds.
    for (let y = 8; y < 42; y++)
      for (let x = 11; x <= 20; x++) expect(rgb(r, x, y), `at ${x},${y}`).toEqual(FLAT);
    // Both sides do: many texels tilt clearly.
    let folded = 0;
    for (let y = 8; y < 42; y++) for (const x of [1, 2, 3, 28, 29, 30]) if (tilt(r, x, y) > 12) folded++;
    expect(folded).toBeGreaterThan(40);
  });

  it('are flat with hideTemplateDetails, and without a template layer', async () => {
    const hidden = await render([baseLayer('#808080'), template], {
      ...FRONT,
      kit: { hideTemplateDetails: true },
    });
    const none = await render([baseLayer('#808080')], FRONT);
    for (let y = 8; y < 42; y += 2)
      for (let x = 0; x < 32; x += 2) {
        expect(rgb(hidden, x, y)).toEqual(FLAT);
        expect(rgb(none, x, y)).toEqual(FLAT);
      }
  });

  it("add to a layer's own 3D detail", async () => {
    const detail = rectLayer('detail', '#ffffff', { detail3D: { enabled: true, strength: 60, blur: 10 } });
    const both = await render([baseLayer('#808080'), detail, template], FRONT);
    const detailOnly = await render([baseLayer('#808080'), detail], FRONT);
    const foldsOnly = await render([baseLayer('#808080'), template], FRONT);
    let differsFromEach = 0;
    for (let y = 8; y < 42; y++)
      for (let x = 0; x < 32; x++) {
        const b = rgb(both, x, y).join();
        if (b !== rgb(detailOnly, x, y).join() && b !== rgb(foldsOnly, x, y).join()) differsFromEach++;
      }
    expect(differsFromEach).toBeGreaterThan(10);
  });
});
