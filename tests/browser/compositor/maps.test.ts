import { describe, expect, it } from 'vitest';
import type { Readback, RenderOptions } from '../pages/compositor.ts';
import { baseLayer, pixel, rectLayer, openCompositorPage } from './setup';

const t = openCompositorPage();
const FRONT: RenderOptions = { region: 'front', width: 64, height: 84 };
const render = (layers: unknown[], opts: RenderOptions): Promise<Readback> =>
  t.page.evaluate((l, o) => window.compositorTest.renderStack(l as never, o), layers, opts);

describe('ORM map (occlusion, roughness, metalness)', () => {
  const orm = (shininess: number, metalness: number, layers: unknown[] = [baseLayer('#808080')]) =>
    render(layers, { ...FRONT, map: 'orm', kit: { shininess, metalness } });

  it('maps the kit shininess to roughness: 0 -> 0.8, +100 -> 0, -100 -> 1 (spec §9)', async () => {
    for (const [shininess, rough] of [
      [0, 204],
      [100, 0],
      [-100, 255],
      [50, 102],
    ] as const) {
      const r = await orm(shininess, 0);
      expect(r.glError).toBe(0);
      // ORM is at half the albedo size.
      expect(r.width).toBe(32);
      const [o, g, b] = pixel(r, 16, 30);
      expect(o).toBe(255);
      expect(Math.abs(g - rough)).toBeLessThanOrEqual(1);
      expect(b).toBe(0);
    }
    const metal = await orm(0, 50);
    expect(Math.abs(pixel(metal, 16, 30)[2] - 128)).toBeLessThanOrEqual(1);
  });

  it("a layer's own shininess and metalness apply under its coverage only", async () => {
    const r = await orm(0, 0, [
      baseLayer('#808080'),
      rectLayer('shiny', '#ffffff', { hasCustomShininess: true, shininess: 100, metalness: 100 }),
    ]);
    expect(pixel(r, 23, 21).slice(1, 3)).toEqual([0, 255]); // inside the rectangle
    expect(Math.abs(pixel(r, 8, 21)[1] - 204)).toBeLessThanOrEqual(1); // outside: the kit's
    expect(pixel(r, 8, 21)[2]).toBe(0);
  });
});

describe('normal map', () => {
  const normals = (layers: unknown[]) =>
    render(layers, { ...FRONT, map: 'normal', kit: { hideTemplateDetails: true } });

  it('is the neutral #7f7fff where nothing has 3D detail', async () => {
    const r = await normals([baseLayer('#808080'), rectLayer('flat', '#ffffff')]);
    expect(r.glError).toBe(0);
    for (const [x, y] of [
      [4, 40],
      [23, 21],
      [16, 30],
    ] as const)
      expect(pixel(r, x, y).slice(0, 3)).toEqual([0x7f, 0x7f, 0xff]);
  });

  it("tilts along a 3D-detail layer's edges, the other way when inverted", async () => {
    const detail = (inverted: boolean) =>
      rectLayer('raised', '#ffffff', { detail3D: { enabled: true, strength: 60, blur: 25, inverted } });
    const raised = await normals([baseLayer('#808080'), detail(false)]);
    const sunk = await normals([baseLayer('#808080'), detail(true)]);
    // Along a row through the rectangle (x ~19..28 of 32): where does the normal lean most left/right?
    const extremes = (r: Readback) => {
      const row = Array.from({ length: r.width }, (_, x) => pixel(r, x, 21)[0]);
      const min = Math.min(...row);
      const max = Math.max(...row);
      return { min, max, minAt: row.indexOf(min), maxAt: row.indexOf(max) };
    };
    const up = extremes(raised);
    expect(up.min).toBeLessThan(120); // height rises at the left edge: the normal leans left there
    expect(up.max).toBeGreaterThan(134);
    expect(up.minAt).toBeLessThan(up.maxAt);
    const down = extremes(sunk);
    expect(down.min).toBeLessThan(120);
    expect(down.max).toBeGreaterThan(134);
    expect(down.minAt).toBeGreaterThan(down.maxAt);
    // Away from any edge it stays flat.
    expect(pixel(raised, 4, 38).slice(0, 3)).toEqual([0x7f, 0x7f, 0xff]);
  });

  it('adds the template folds unless template details are hidden', async () => {
    // The folds are the template's fold normals (its layer loads them; see template-normals.test.ts).
    const template = { n: 'template', uuid: 'template', c: ['#ffffff'], kitTemplate: 'veloce_origin' };
    const folded = await render([baseLayer('#808080'), template], { ...FRONT, map: 'normal' });
    let tilted = 0;
    for (let x = 0; x < folded.width; x++) if (pixel(folded, x, 30)[0] !== 0x7f) tilted++;
    expect(tilted).toBeGreaterThan(4);
  });
});
