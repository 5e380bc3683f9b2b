/** Pixel tests of the placed-shape (rectangle, triangle, circle) and single-stripe designs. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRuns, coveredTexels, openRegionSession, type RegionSession } from './region-kit';
import {
  BLUE,
  RED,
  SIZE,
  YELLOW,
  column,
  designDrawer,
  expectColor,
  expectEmpty,
  row,
  texelCentre,
} from './design-kit';

let session: RegionSession;
beforeAll(async () => {
  session = await openRegionSession();
});
afterAll(async () => {
  await session?.close();
});

const draw = designDrawer(() => session);
const rowCentre = texelCentre;

describe('rectangle', () => {
  const base = {
    width: 40,
    height: 60,
    roundness: 0,
    offset: 10,
    offset_y: 20,
    rotation: 0,
    mirror_back: false,
  };
  it('covers width x height around (offset, -offset_y), y growing downwards', async () => {
    const image = await draw('rectangle', base);
    expect(coveredTexels(row(image, -20))).toBeCloseTo(40, 0);
    expect(coveredTexels(column(image, 10))).toBeCloseTo(60, 0);
    expectColor(image, 10, -20, RED);
    expectEmpty(image, 10, 20);
    expectEmpty(image, -20, -20);
  });
  it('moves its edges by exactly the offset change', async () => {
    const a = await draw('rectangle', base);
    const b = await draw('rectangle', { ...base, offset: 17 });
    const firstCovered = (alphas: number[]) => alphas.findIndex((v) => v > 0.5);
    expect(firstCovered(row(b, -20)) - firstCovered(row(a, -20))).toBe(7);
  });
  it('turns with rotation', async () => {
    const image = await draw('rectangle', { ...base, rotation: 90 });
    expect(coveredTexels(row(image, -20))).toBeCloseTo(60, 0);
    expect(coveredTexels(column(image, 10))).toBeCloseTo(40, 0);
  });
  it('rounds its corners with roundness', async () => {
    const sharp = await draw('rectangle', base);
    const round = await draw('rectangle', { ...base, roundness: 100 });
    // The texel just inside the top-left corner: filled when sharp, cut away when round.
    expect(sharp.atPoint(-9.5, 9.5)[3]).toBe(255);
    expect(round.atPoint(-9.5, 9.5)[3]).toBe(0);
    expect(round.atPoint(10, -20)[3]).toBe(255);
  });
  it('adds an outline of outline_width in the next colour', async () => {
    const image = await draw('rectangle', { ...base, outline: true, outline_width: 5 }, [RED, YELLOW]);
    expect(coveredTexels(row(image, -20))).toBeCloseTo(50, 0);
    expectColor(image, 10, -20, RED);
    expectColor(image, 10 + 20 + 2.5, -20, YELLOW);
  });
  it('doubles with mirror_center and flips on the back with mirror_back', async () => {
    const mirrored = await draw('rectangle', { ...base, offset: 30, mirror_center: true });
    expect(countRuns(row(mirrored, -20))).toBe(2);
    expect(coveredTexels(row(mirrored, -20))).toBeCloseTo(80, 0);
    const back = await draw('rectangle', { ...base, offset: 30, mirror_back: true }, [RED], 'back');
    expect(back.atPoint(-30, -20)[3]).toBe(255);
    expectEmpty(back, 30, -20);
    const backPlain = await draw('rectangle', { ...base, offset: 30, mirror_back: false }, [RED], 'back');
    expect(backPlain.atPoint(30, -20)[3]).toBe(255);
  });
  it('keeps edges crisp: one partial texel per edge at a fractional position', async () => {
    const image = await draw('rectangle', { ...base, offset: 10.5, width: 40 });
    const partial = row(image, -20).filter((a) => a > 0.02 && a < 0.98);
    expect(partial.length).toBe(2);
  });
});

describe('triangle', () => {
  it('narrows from its base at the bottom to its apex at the top', async () => {
    const image = await draw('triangle', { width: 60, height: 60, offset: 0, offset_y: 0, rotation: 0 });
    // Width at a texel row's centre yc is 30 - yc (base 60 at y = -30, apex at y = 30).
    const widths = [-25, -10, 5, 20].map((y) => coveredTexels(row(image, y)));
    expect(Math.abs(widths[0]! - (30 - rowCentre(-25)))).toBeLessThan(0.6);
    expect(Math.abs(widths[3]! - (30 - rowCentre(20)))).toBeLessThan(0.6);
    for (let i = 1; i < widths.length; i++) expect(widths[i]!).toBeLessThan(widths[i - 1]!);
    expectEmpty(image, 0, 32);
    expectEmpty(image, 0, -32);
  });
  it('points down when turned 180 degrees', async () => {
    const image = await draw('triangle', { width: 60, height: 60, offset: 0, offset_y: 0, rotation: 180 });
    expect(Math.abs(coveredTexels(row(image, 25)) - (30 + rowCentre(25)))).toBeLessThan(0.6);
    expect(Math.abs(coveredTexels(row(image, -20)) - (30 + rowCentre(-20)))).toBeLessThan(0.6);
  });
});

describe('circle', () => {
  it('has width as its radius', async () => {
    const image = await draw('circle', { width: 30, width_ratio: 0, offset: 0, offset_y: 0 });
    expect(coveredTexels(row(image, 0))).toBeCloseTo(60, 0);
    expect(coveredTexels(column(image, 0))).toBeCloseTo(60, 0);
    expectEmpty(image, 24, 24); // outside the circle, inside its bounding box
  });
  it('stretches into an ellipse with width_ratio', async () => {
    const wide = await draw('circle', { width: 30, width_ratio: 50, offset: 0, offset_y: 0 });
    expect(coveredTexels(row(wide, 0))).toBeCloseTo(90, 0);
    expect(coveredTexels(column(wide, 0))).toBeCloseTo(60, 0);
    const tall = await draw('circle', { width: 30, width_ratio: -50, offset: 0, offset_y: 0 });
    expect(coveredTexels(row(tall, 0))).toBeCloseTo(60, 0);
    expect(coveredTexels(column(tall, 0))).toBeCloseTo(90, 0);
  });
});

describe('single stripes', () => {
  it('single_stripe: width pixels wide at offset, base colour outside', async () => {
    const image = await draw('single_stripe', { width: 20, offset: 10 });
    expect(coveredTexels(row(image, 0))).toBeCloseTo(20, 1);
    expect(countRuns(row(image, 0))).toBe(1);
    expectColor(image, 10, 40, RED);
    expectEmpty(image, -10, 0);
    expect(coveredTexels(column(image, 10))).toBeCloseTo(SIZE, 0);
  });
  it('two_color_stripe and three_color_stripe: bands of width in colour order, left to right', async () => {
    const two = await draw('two_color_stripe', { width: 12, offset: 0 }, [RED, YELLOW]);
    expect(coveredTexels(row(two, 0))).toBeCloseTo(24, 1);
    expectColor(two, -6, 0, RED);
    expectColor(two, 6, 0, YELLOW);
    const three = await draw('three_color_stripe', { width: 12, offset: 0 }, [RED, YELLOW, BLUE]);
    expect(coveredTexels(row(three, 0))).toBeCloseTo(36, 1);
    expect(countRuns(row(three, 0))).toBe(1); // bands touch without a seam
    expectColor(three, -12, 0, RED);
    expectColor(three, 0, 0, YELLOW);
    expectColor(three, 12, 0, BLUE);
  });
  it('stripe_with_border: a border of border_width on each side, distance away', async () => {
    const image = await draw('stripe_with_border', { width: 20, offset: 0, border_width: 4, distance: 6 }, [
      RED,
      YELLOW,
    ]);
    expect(countRuns(row(image, 0))).toBe(3);
    expect(coveredTexels(row(image, 0))).toBeCloseTo(28, 1);
    expectColor(image, 0, 0, RED);
    expectColor(image, 10 + 6 + 2, 0, YELLOW);
    expectColor(image, -18, 0, YELLOW);
    expectEmpty(image, 13, 0);
  });
});

describe('texture scale', () => {
  it('draws the same region-pixel sizes at scale 0.25 (a 40 px stripe covers 10 texels)', async () => {
    const image = await session.render(
      { n: 'design', type: 'single_stripe', c: [RED], width: 40, offset: 0 },
      { regionSize: [512, 512], width: 128, height: 128 },
    );
    expect(image.glError).toBe(0);
    expect(coveredTexels(image.alphaRow(64))).toBeCloseTo(10, 1);
  });
});
