import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESIGNS, DESIGN_NAMES } from '../../../src/kit/model/designs';
import { coveredTexels, openRegionSession, type RegionSession } from './region-kit';
import { expectGolden, fromReadback } from '../golden-image.ts';

let session: RegionSession;
beforeAll(async () => {
  session = await openRegionSession();
});
afterAll(async () => {
  await session?.close();
});

/** A design layer holding every parameter at its DESIGNS default. */
function defaultLayer(type: string, colors: string[]): object {
  const params = DESIGNS[type as keyof typeof DESIGNS].params as Record<string, { default: unknown }>;
  return {
    n: 'design',
    type,
    c: colors,
    ...Object.fromEntries(Object.entries(params).map(([k, p]) => [k, p.default])),
  };
}

describe('every base design at its defaults', () => {
  it.each(DESIGN_NAMES)('%s compiles, draws something and leaves gaps', async (type) => {
    const colors = ['#d81e2c', '#f5c400', '#1b4fa0'].slice(0, DESIGNS[type].colors + 1);
    const image = await session.render(defaultLayer(type, colors), {
      regionSize: [1024, 1344],
      width: 512,
      height: 672,
    });
    expect(image.glError).toBe(0);
    const total = image.pixels.length / 4;
    const covered = coveredTexels(Array.from({ length: total }, (_, k) => image.pixels[k * 4 + 3]! / 255));
    expect(covered).toBeGreaterThan(total * 0.005);
    expect(covered).toBeLessThan(total * 0.995);
    expect(session.errors.filter((e) => !e.includes('404'))).toEqual([]);
  });
});

/**
 * Settings a kit designer might pick, so the golden images (tests/fixtures/golden/designs) show each
 * design as it is meant to be used.
 */
const SHOWCASE: Record<string, Record<string, unknown>> = {
  rectangle: {
    width: 300,
    height: 200,
    roundness: 20,
    offset: 0,
    offset_y: -300,
    outline: true,
    outline_width: 12,
  },
  triangle: { width: 700, height: 500, offset_y: 300, rotation: 180 },
  circle: { width: 220, offset_y: -250, outline: true, outline_width: 14 },
  single_stripe: { width: 160 },
  two_color_stripe: { width: 90 },
  three_color_stripe: { width: 80 },
  stripe_with_border: { width: 140, border_width: 20, distance: 25 },
  stripes: { width: 60, distance: 60, count: 0, mode: 1 },
  stripes_2_colors: { width: 50, distance: 70, count: 3, mode: 0 },
  stripes_3_colors: { width: 40, distance: 100, count: 2, mode: 1 },
  stripes_separator: {
    width: 80,
    distance: 120,
    count: 2,
    width_separator: 10,
    distance_separator: 8,
    mode: 1,
  },
  gradient: { size: 70 },
  halftone_gradient: { width: 12, size: 60 },
  halftone_gradient_dots: { size: 70, el_size: 12, mode: 1, shape: 'circle' },
  checkers: { size: 90, rows: 4 },
  stepped_gradient: { size: 60, gradient_size: 60 },
  zig_zag: { size: 60, distance: 80, count: 1, vertical_size: 120, zags: 5, mode: 1 },
  waves: { size: 70, zags: 3 },
  cross: { size: 120, offset_y: -150 },
  cross_2_colors: { size: 140, distance: 25, offset_y: -150 },
  cross_2_colors_v2: { size: 140, distance: 20, offset_y: -150 },
};

describe('every base design as a designer would set it', () => {
  it.each(DESIGN_NAMES)('%s renders at 512 px as its approved golden image', async (type) => {
    const colors = ['#f5c400', '#d81e2c', '#ffffff'].slice(0, DESIGNS[type].colors + 1);
    const layer = { ...defaultLayer(type, colors), ...SHOWCASE[type] };
    const image = await session.render(layer, { regionSize: [1024, 1344], width: 512, height: 672 });
    expect(image.glError).toBe(0);
    await expectGolden(`designs/design-${type}.png`, fromReadback(image));
  });
});
