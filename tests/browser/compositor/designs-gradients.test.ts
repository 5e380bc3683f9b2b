/** Pixel tests of the gradient designs: gradient, stepped_gradient and the two halftones. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countRuns,
  coveredTexels,
  openRegionSession,
  type RegionImage,
  type RegionSession,
} from './region-kit';
import { SIZE, column, designDrawer, row } from './design-kit';

let session: RegionSession;
beforeAll(async () => {
  session = await openRegionSession();
});
afterAll(async () => {
  await session?.close();
});
const draw = designDrawer(() => session);
/** Region y of a point `fromHem` pixels above the bottom of the panel. */
const hem = (fromHem: number) => fromHem - SIZE / 2;
const alphaAt = (image: RegionImage, y: number) => image.atPoint(0, y)[3] / 255;

function expectNonIncreasing(values: readonly number[]) {
  for (let i = 1; i < values.length; i++) expect(values[i]!).toBeLessThanOrEqual(values[i - 1]! + 1e-9);
}

describe('gradient', () => {
  it('fades from solid at the hem to nothing over size % of the height', async () => {
    const full = column(await draw('gradient', { size: 100, revert: false }), 0);
    expectNonIncreasing(full);
    expect(full[0]!).toBeGreaterThan(0.98);
    expect(full[SIZE - 1]!).toBeLessThan(0.02);
    expect(full[SIZE / 2]!).toBeCloseTo(0.5, 1);
    const half = await draw('gradient', { size: 50, revert: false });
    expect(alphaAt(half, hem(32))).toBeCloseTo(0.5, 1);
    expect(alphaAt(half, hem(70))).toBe(0);
  });
  it('revert fades from the top instead', async () => {
    const reverted = column(await draw('gradient', { size: 100, revert: true }), 0);
    expectNonIncreasing([...reverted].reverse());
    expect(reverted[SIZE - 1]!).toBeGreaterThan(0.98);
  });
});

describe('stepped_gradient', () => {
  it('fades in steps of size pixels over gradient_size % of the height', async () => {
    // 50 % of 128 px in 16 px steps: 4 steps of alpha 1, 3/4, 1/2, 1/4, then nothing.
    const image = await draw('stepped_gradient', { size: 16, gradient_size: 50 });
    const expected = [1, 0.75, 0.5, 0.25, 0];
    expected.forEach((alpha, step) => expect(alphaAt(image, hem(step * 16 + 8))).toBeCloseTo(alpha, 1));
    const levels = new Set(column(image, 0).map((a) => Math.round(a * 4)));
    expect([...levels].sort()).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('halftone_gradient', () => {
  it('draws lines width thick at the hem that thin out over size % of the height', async () => {
    const image = await draw('halftone_gradient', { width: 4, size: 100 });
    const alphas = column(image, 0);
    const quarters = [0, 1, 2, 3].map((q) => coveredTexels(alphas.slice(q * 32, q * 32 + 32)));
    expectNonIncreasing(quarters);
    expect(quarters[0]!).toBeGreaterThan(quarters[3]! + 10);
    // Lines every 8 px: the first line is 8 * (1 - 4/128) = 7.75 px thick.
    expect(coveredTexels(alphas.slice(0, 8))).toBeCloseTo(7.75, 1);
    // 16 lines; the last ones are thinner than a texel, so fewer reach alpha 1/2.
    expect(countRuns(alphas)).toBeGreaterThanOrEqual(12);
    expect(coveredTexels(row(image, hem(4)))).toBeCloseTo(SIZE, 0);
  });
});

describe('halftone_gradient_dots', () => {
  const base = { size: 100, el_size: 8, mode: 0, shape: 'square' };
  /** Covered fraction of the texels in cell row r (16 px rows from the hem). */
  const cellRowCoverage = (image: RegionImage, r: number) => {
    let sum = 0;
    for (let j = r * 16; j < r * 16 + 16; j++) sum += coveredTexels(image.alphaRow(j));
    return sum / (16 * SIZE);
  };
  it('shrinks its elements row by row', async () => {
    const image = await draw('halftone_gradient_dots', base);
    const rows = [0, 1, 2, 3, 4, 5, 6, 7].map((r) => cellRowCoverage(image, r));
    expectNonIncreasing(rows);
    // Square of side 16 * strength, strength 1 - (r + 0.5) / 8 at row r.
    expect(rows[4]!).toBeCloseTo((1 - 4.5 / 8) ** 2, 2);
  });
  it('draws each shape with its own footprint', async () => {
    const coverage = new Map<string, number>();
    for (const shape of ['square', 'diamond', 'circle', 'triangle']) {
      coverage.set(shape, cellRowCoverage(await draw('halftone_gradient_dots', { ...base, shape }), 4));
    }
    const values = [...coverage.values()].sort();
    for (let i = 1; i < values.length; i++) expect(values[i]! - values[i - 1]!).toBeGreaterThan(0.03);
  });
  it('mode 1 staggers every other row by half a step', async () => {
    const grid = await draw('halftone_gradient_dots', base);
    const staggered = await draw('halftone_gradient_dots', { ...base, mode: 1 });
    const j = 16 + 8; // centre of cell row 1
    const a = grid.alphaRow(j);
    const b = staggered.alphaRow(j);
    for (let i = 8; i < SIZE - 8; i++) expect(b[i]!).toBeCloseTo(a[i - 8]!, 1);
    expect(staggered.alphaRow(8)).toEqual(grid.alphaRow(8));
  });
  it('el_size sets the element spacing', async () => {
    const small = await draw('halftone_gradient_dots', { ...base, el_size: 8 });
    const large = await draw('halftone_gradient_dots', { ...base, el_size: 16 });
    // Elements centred every 16 (32) px from the centre line, halves at both edges: 9 (5) runs.
    expect(countRuns(small.alphaRow(40))).toBe(9);
    expect(countRuns(large.alphaRow(40))).toBe(5);
  });
});
