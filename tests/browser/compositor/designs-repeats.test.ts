/** Pixel tests of the repeating designs: stripes, checkers, zig-zag, waves and crosses. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRuns, coveredTexels, openRegionSession, type RegionSession } from './region-kit';
import { BLUE, RED, YELLOW, column, designDrawer, expectColor, expectEmpty, row } from './design-kit';

let session: RegionSession;
beforeAll(async () => {
  session = await openRegionSession();
});
afterAll(async () => {
  await session?.close();
});
const draw = designDrawer(() => session);
const firstCovered = (alphas: number[]) => alphas.findIndex((v) => v > 0.5);

describe('stripes', () => {
  const base = { width: 10, distance: 10, offset_x: 0, count: 2, mode: 1, space_between: false };
  it('mode 1: a stripe centred on the centre line and count stripes on each side', async () => {
    const image = await draw('stripes', base);
    expect(countRuns(row(image, 0))).toBe(5);
    expect(coveredTexels(row(image, 0))).toBeCloseTo(50, 1);
    expectColor(image, 0, 0, RED);
    expectEmpty(image, 10, 0);
  });
  it('mode 0: a gap on the centre line', async () => {
    const image = await draw('stripes', { ...base, mode: 0 });
    expect(countRuns(row(image, 0))).toBe(4);
    expectEmpty(image, 0, 0);
    expectColor(image, 10, 0, RED);
  });
  it('modes 2 and 3: a stripe ending or starting on the centre line', async () => {
    const left = await draw('stripes', { ...base, mode: 2 });
    expectColor(left, -5, 0, RED);
    expectEmpty(left, 5, 0);
    expect(countRuns(row(left, 0))).toBe(4);
    const right = await draw('stripes', { ...base, mode: 3 });
    expectColor(right, 5, 0, RED);
    expectEmpty(right, -5, 0);
  });
  it('count 0 fills the panel', async () => {
    const image = await draw('stripes', { ...base, count: 0 });
    // Stripes [20k - 5, 20k + 5] inside [-64, 64]: five whole ones and 9 px at each side.
    expect(countRuns(row(image, 0))).toBe(7);
    expect(coveredTexels(row(image, 0))).toBeCloseTo(68, 1);
  });
  it('offset_x moves every edge by that many pixels', async () => {
    const a = await draw('stripes', base);
    const b = await draw('stripes', { ...base, offset_x: 7 });
    expect(firstCovered(row(b, 0)) - firstCovered(row(a, 0))).toBe(7);
  });
  it('stripes_2_colors: colour groups, touching unless space_between', async () => {
    const touching = await draw('stripes_2_colors', { ...base, count: 1 }, [RED, YELLOW]);
    expect(countRuns(row(touching, 0))).toBe(3);
    expect(coveredTexels(row(touching, 0))).toBeCloseTo(60, 1);
    expectColor(touching, -5, 0, RED);
    expectColor(touching, 5, 0, YELLOW);
    const spaced = await draw('stripes_2_colors', { ...base, count: 1, space_between: true }, [RED, YELLOW]);
    expect(countRuns(row(spaced, 0))).toBe(6);
    expectColor(spaced, -10, 0, RED);
    expectColor(spaced, 10, 0, YELLOW);
    expectEmpty(spaced, 0, 0);
  });
  it('stripes_3_colors: three colours per group in order', async () => {
    const image = await draw('stripes_3_colors', { ...base, width: 8, distance: 8, count: 1 }, [
      RED,
      YELLOW,
      BLUE,
    ]);
    expect(countRuns(row(image, 0))).toBe(3);
    expect(coveredTexels(row(image, 0))).toBeCloseTo(72, 1);
    expectColor(image, -8, 0, RED);
    expectColor(image, 0, 0, YELLOW);
    expectColor(image, 8, 0, BLUE);
  });
  it('stripes_separator: separator lines of width_separator, distance_separator from each stripe', async () => {
    const params = { ...base, width: 20, distance: 30, count: 1, width_separator: 3, distance_separator: 4 };
    const image = await draw('stripes_separator', params, [RED, YELLOW]);
    expectColor(image, 0, 0, RED);
    expectColor(image, 15.5, 0, YELLOW);
    expectColor(image, -15.5, 0, YELLOW);
    expectEmpty(image, 12, 0);
    // Groups at -50, 0, 50: the outer groups' outer separators fall beyond the panel's edge.
    expect(countRuns(row(image, 0))).toBe(7);
    const overlapping = await draw('stripes_separator', { ...params, distance_separator: -2 }, [RED, YELLOW]);
    expectColor(overlapping, -9.5, 0, YELLOW);
    expectColor(overlapping, 9.5, 0, YELLOW);
  });
});

describe('checkers', () => {
  const base = { size: 16, width_ratio: 1, rows: 0, mode: 0 };
  it('alternates size-pixel checks with one centred on the panel', async () => {
    const image = await draw('checkers', base);
    expectColor(image, 0, 0, RED);
    expectEmpty(image, 16, 0);
    expectEmpty(image, 0, 16);
    expectColor(image, 16, 16, RED);
    expect(coveredTexels(row(image, 0))).toBeCloseTo(64, 0);
  });
  it('width_ratio stretches checks sideways', async () => {
    const image = await draw('checkers', { ...base, width_ratio: 2 });
    expectColor(image, 12, 0, RED);
    expectEmpty(image, 20, 0);
    expectEmpty(image, 0, 16);
  });
  it('rows limits the checks to a band of that many rows', async () => {
    const image = await draw('checkers', { ...base, rows: 2 });
    expect(coveredTexels(column(image, 0))).toBeCloseTo(16, 0);
    expectEmpty(image, 0, 40);
    expectEmpty(image, 16, -40);
  });
  it('modes 1 and 2 offset the centre check to the left or right', async () => {
    const left = await draw('checkers', { ...base, mode: 1 });
    expectColor(left, -4, 0, RED);
    expectEmpty(left, 4, 0);
    const right = await draw('checkers', { ...base, mode: 2 });
    expectColor(right, 4, 0, RED);
    expectEmpty(right, -4, 0);
  });
});

describe('zig_zag and waves', () => {
  const zig = { size: 10, distance: 20, count: 1, vertical_size: 0, zags: 0, mode: 1 };
  it('zig_zag: count bands of size, distance apart, centred (mode 1) or not (mode 0)', async () => {
    const image = await draw('zig_zag', zig);
    expect(countRuns(column(image, 0))).toBe(3);
    expect(coveredTexels(column(image, 0))).toBeCloseTo(30, 1);
    expectColor(image, 0, 0, RED);
    const gapCentred = await draw('zig_zag', { ...zig, mode: 0 });
    expect(countRuns(column(gapCentred, 0))).toBe(2);
    expectEmpty(gapCentred, 0, 0);
    expectColor(gapCentred, 0, 15, RED);
  });
  it('zig_zag: teeth of vertical_size pixels, zags across the panel', async () => {
    // zags 4 on a 128 px panel: a peak every 32 px, 40 px from trough to peak.
    const image = await draw('zig_zag', { ...zig, distance: 50, count: 0, vertical_size: 40, zags: 4 });
    expectColor(image, 0, 20, RED); // peak
    expectEmpty(image, 0, -20);
    expectColor(image, 16, -20, RED); // trough
    expectEmpty(image, 16, 20);
    expectColor(image, 32, 20, RED); // next peak
    const flipped = await draw('zig_zag', { ...zig, distance: 50, count: 0, vertical_size: -40, zags: 4 });
    expectColor(flipped, 0, -20, RED);
    expectEmpty(flipped, 0, 20);
  });
  it('waves: bands of size that rise and fall zags times across the panel', async () => {
    const image = await draw('waves', { size: 10, zags: 2 });
    expectColor(image, 0, 16, RED);
    expectEmpty(image, 0, 6);
    expectColor(image, 32, 4, RED);
    expectEmpty(image, 32, 14);
    const flat = await draw('waves', { size: 10, zags: 0 });
    expectColor(flat, 0, 0, RED);
    expectColor(flat, 32, 0, RED);
    expectEmpty(flat, 0, 10);
  });
});

describe('crosses', () => {
  it('cross: a vertical arm and a horizontal arm at offset_y, size wide', async () => {
    const image = await draw('cross', { size: 20, offset_y: 30 });
    expect(coveredTexels(row(image, -30))).toBeCloseTo(128, 0);
    expect(coveredTexels(row(image, 20))).toBeCloseTo(20, 1);
    expect(coveredTexels(column(image, 40))).toBeCloseTo(20, 1);
    expectColor(image, 40, -30, RED);
    expectEmpty(image, 40, 0);
  });
  const two = { size: 30, distance: 5, offset: 0, offset_y: 0, sides: false };
  it('cross_2_colors: an inner cross in the second colour, distance in from the sides', async () => {
    const image = await draw('cross_2_colors', two, [RED, YELLOW]);
    expectColor(image, 0, 40, YELLOW);
    expectColor(image, 12.5, 40, RED);
    expectColor(image, 40, -12.5, RED);
    expectEmpty(image, 17, 40);
    const moved = await draw('cross_2_colors', { ...two, offset: 20, offset_y: -20 }, [RED, YELLOW]);
    expectColor(moved, 20, -40, YELLOW);
    expectColor(moved, -40, 20, YELLOW);
  });
  it('cross_2_colors with sides: the second colour borders the cross outside', async () => {
    const image = await draw('cross_2_colors', { ...two, sides: true }, [RED, YELLOW]);
    expectColor(image, 0, 40, RED);
    expectColor(image, 17.5, 40, YELLOW);
    expectEmpty(image, 21, 40);
  });
  it('cross_2_colors_v2: arms split lengthwise with a gap of distance', async () => {
    const image = await draw('cross_2_colors_v2', { ...two, distance: 6 }, [RED, YELLOW]);
    expectColor(image, -9, 40, RED);
    expectColor(image, 9, 40, YELLOW);
    expectEmpty(image, 0, 40);
    expectColor(image, 40, 9, RED);
    expectColor(image, 40, -9, YELLOW);
    expectEmpty(image, 40, 0);
  });
});
