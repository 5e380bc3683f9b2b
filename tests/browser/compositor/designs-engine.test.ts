/**
 * D's kinds inside C's engine (tests/browser/pages/compositor.ts): every design, pattern, panel
 * and trim kind renders through the real host shader in the eafc layout without a GL error, and
 * a run of cheap design layers merged into one pass gives the same pixels as one pass per layer
 * (the contract's renaming scopes hold for several designs and their #defines in one program).
 */
import { describe, expect, it } from 'vitest';
import { DESIGNS, DESIGN_NAMES } from '../../../src/kit/model/designs';
import { baseLayer, maxDiff, openCompositorPage } from './setup';
import type { Readback, RenderOptions } from '../pages/compositor';
import { expectGolden } from '../golden-image.ts';
import { matSurfaceLayer } from '../../../src/compositor/layers/mat-surface';

const ctx = openCompositorPage();
const NAVY = '#14203a';

function designLayer(type: string, extra: Record<string, unknown> = {}) {
  const params = DESIGNS[type as keyof typeof DESIGNS].params as Record<string, { default: unknown }>;
  return {
    n: 'design',
    uuid: `design-${type}-${JSON.stringify(extra)}`,
    type,
    c: ['#d81e2c', '#f5c400', '#ffffff'].slice(0, DESIGNS[type as keyof typeof DESIGNS].colors + 1),
    ...Object.fromEntries(Object.entries(params).map(([k, p]) => [k, p.default])),
    ...extra,
  };
}

function renderStack(layers: object[], opts: RenderOptions): Promise<Readback> {
  return ctx.page.evaluate((l, o) => window.compositorTest.renderStack(l as never, o), layers, opts);
}

const FRONT: RenderOptions = { area: 'shirt', region: 'front', width: 64, height: 84 };

describe('design layers in the engine', () => {
  it.each(DESIGN_NAMES)('%s draws over the base in the eafc front panel', async (type) => {
    const base = await renderStack([baseLayer(NAVY)], FRONT);
    const withDesign = await renderStack([baseLayer(NAVY), designLayer(type)], FRONT);
    expect(withDesign.glError).toBe(0);
    expect(maxDiff(base.pixels, withDesign.pixels)).toBeGreaterThan(60);
  });

  it('merges a run of designs into one pass with the same pixels as separate passes', async () => {
    const stack = [
      baseLayer(NAVY),
      designLayer('stripes', { width: 40, distance: 60, count: 0 }),
      designLayer('checkers', { size: 60, rows: 3 }),
      designLayer('rectangle', { width: 200, height: 300, offset: 150, rotation: 20 }),
      designLayer('cross_2_colors', { size: 80, distance: 10, offset_y: -150 }),
      designLayer('zig_zag', { vertical_size: 60, zags: 6, count: 1, size: 40 }),
      { n: 'side_panels', uuid: 'sides', c: ['#ffffff'], width: 60 },
    ];
    const merged = await renderStack(stack, { ...FRONT, width: 128, height: 168 });
    const separate = await renderStack(stack, { ...FRONT, width: 128, height: 168, mergeLimit: 1 });
    expect(merged.glError).toBe(0);
    expect(separate.glError).toBe(0);
    expect(maxDiff(merged.pixels, separate.pixels)).toBeLessThanOrEqual(2);
  });
});

describe('pattern, panel and trim layers in the engine', () => {
  const cases: [string, object, RenderOptions][] = [
    [
      'pattern',
      { n: 'pattern', p: 'Diamond Grid', c: ['#f5c400', '#ffffff', '#d81e2c'], size: 120, mode: 0 },
      FRONT,
    ],
    ['custom_pattern', { n: 'custom_pattern', l: '/patterns/star_field.png', size: 150, mode: 1 }, FRONT],
    ['mat', { n: 'mat', p: 'Carbon', c: ['#ffffff'], size: 10, opacity: 60 }, FRONT],
    ['side_panels', { n: 'side_panels', c: ['#ffffff'], width: 80 }, FRONT],
    ['shoulder_panels', { n: 'shoulder_panels', c: ['#ffffff'], width: 100, offset: 0, extend: true }, FRONT],
    [
      'sleeve_cuffs',
      { n: 'sleeve_cuffs', c: ['#ffffff', '#d81e2c'], width: 60, pipingWidth: 12, colorCount: 2, mode: 2 },
      { area: 'shirt', region: 'sleeve_left', width: 96, height: 58 },
    ],
    [
      'custom_collar',
      { n: 'custom_collar', p: 'Striped Rib', c: ['#ffffff', '#d81e2c', '#f5c400'], colorCount: 3 },
      { area: 'shirt', region: 'collar', width: 192, height: 16 },
    ],
    [
      'armband',
      { n: 'armband', preset: { n: 'Captain Classic', t: 'preset' }, c: ['#f5c400'] },
      { area: 'armband', width: 128, height: 32 },
    ],
  ];
  it.each(cases)('%s draws without a GL error', async (_kind, layer, opts) => {
    const base = await renderStack([baseLayer(NAVY)], opts);
    const drawn = await renderStack([baseLayer(NAVY), { uuid: 'layer', ...layer }], opts);
    expect(drawn.glError).toBe(0);
    expect(maxDiff(base.pixels, drawn.pixels)).toBeGreaterThan(60);
  });
});

describe('mat in the ORM and normal maps', () => {
  // The engine takes a mat layer into its ORM and relief passes as matSurfaceLayer(layer).
  // 50 px ribs, about 6 texels each in the half-scale ORM and normal targets of a 256 px render.
  const mat = matSurfaceLayer({ n: 'mat', uuid: 'mat', p: 'Rib Knit', c: ['#ffffff'], size: 50 });
  const opts: RenderOptions = { ...FRONT, width: 256, height: 336 };
  const spread = (r: Readback, channel: number) => {
    const row = Array.from(
      { length: r.width },
      (_, x) => r.pixels[((r.height >> 1) * r.width + x) * 4 + channel]!,
    );
    return Math.max(...row) - Math.min(...row);
  };
  it('lays matte roughness where the threads are raised', async () => {
    const base = await renderStack([baseLayer(NAVY)], { ...opts, map: 'orm' });
    const withMat = await renderStack([baseLayer(NAVY), mat], { ...opts, map: 'orm' });
    expect(withMat.glError).toBe(0);
    expect(spread(base, 1)).toBeLessThanOrEqual(2);
    expect(spread(withMat, 1)).toBeGreaterThan(20); // roughness (G) follows the ribs
  });
  it('adds the relief to the normal map', async () => {
    const base = await renderStack([baseLayer(NAVY)], { ...opts, map: 'normal' });
    const withMat = await renderStack([baseLayer(NAVY), mat], { ...opts, map: 'normal' });
    expect(withMat.glError).toBe(0);
    expect(maxDiff(base.pixels, withMat.pixels)).toBeGreaterThan(10);
    expect(spread(withMat, 0) - spread(base, 0)).toBeGreaterThan(10); // x slopes across the ribs
  });
});

describe('a whole shirt', () => {
  it('renders a kit built from these kinds at 512 px as its approved golden image', async () => {
    const stack = [
      baseLayer(NAVY),
      { n: 'base', uuid: 'sleeves', type: 'sleeves', c: ['#1f3560'] },
      designLayer('stripes_2_colors', { width: 50, distance: 90, count: 2, mode: 1, offset_x: 0 }),
      { uuid: 'mat', n: 'mat', p: 'Mesh', c: ['#ffffff'], size: 6, opacity: 18 },
      { uuid: 'sides', n: 'side_panels', c: ['#f5c400'], width: 40 },
      { uuid: 'yoke', n: 'shoulder_panels', c: ['#d81e2c'], width: 70, offset: 0, extend: true },
      {
        uuid: 'cuffs',
        n: 'sleeve_cuffs',
        c: ['#f5c400', '#d81e2c'],
        width: 50,
        pipingWidth: 10,
        colorCount: 2,
        mode: 2,
        pipingAlignment: 0,
      },
      {
        uuid: 'collar',
        n: 'custom_collar',
        p: 'Striped Rib',
        c: ['#d81e2c', '#f5c400', '#ffffff'],
        colorCount: 3,
      },
    ];
    const shirt = await renderStack(stack, { area: 'shirt', width: 512, height: 512 });
    expect(shirt.glError).toBe(0);
    await expectGolden('designs/engine-shirt.png', shirt);
  });
});
