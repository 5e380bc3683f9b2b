/**
 * Pixel tests of the material effect (mat): a greyscale relief tile repeated over the region that
 * feeds the albedo (colour with coverage = height), the ORM pass and the relief (coverage) pass.
 * "Rib Knit" has four vertical ribs per tile, white along each rib's middle, dark at its sides.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRuns, openRegionSession, type RegionImage, type RegionSession } from './region-kit';
import { expectGolden, fromReadback } from '../golden-image.ts';
import { MAT_PIXELS_PER_SIZE } from '../../../src/compositor/layers/mat-surface';

let session: RegionSession;
beforeAll(async () => {
  session = await openRegionSession();
});
afterAll(async () => {
  await session?.close();
});

const mat = { n: 'mat', p: 'Rib Knit', c: ['#d81e2c'], size: 16, rotation: 0 };
async function draw(layer: object, output: 'albedo' | 'coverage' | 'orm' = 'albedo'): Promise<RegionImage> {
  const image = await session.render(
    { ...mat, ...layer },
    { regionSize: [256, 256], width: 256, height: 256, output },
  );
  expect(image.glError).toBe(0);
  return image;
}

describe('mat', () => {
  const rib = (16 * MAT_PIXELS_PER_SIZE) / 4; // 16 px ribs at size 16
  it('paints its colour where the relief is raised', async () => {
    const image = await draw({});
    // The middle of a rib is nearly white: the colour at nearly full coverage.
    const [r, g, b, a] = image.atPoint(rib / 2, 0);
    expect([r, g, b]).toEqual([0xd8, 0x1e, 0x2c]);
    expect(a).toBeGreaterThan(220);
    expect(image.atPoint(0.5, 0)[3]).toBeLessThan(60); // the edge of a rib is dark
    expect(countRuns(image.alphaRow(128))).toBe(256 / rib);
    expect(countRuns(image.alphaColumn(rib / 2 + 128))).toBe(1); // ribs run straight down
  });
  it('size scales the tile and rotation turns it', async () => {
    expect(countRuns((await draw({ size: 32 })).alphaRow(128))).toBe(256 / (2 * rib));
    const turned = await draw({ rotation: 90 });
    expect(countRuns(turned.alphaColumn(128))).toBe(256 / rib);
    expect(countRuns(turned.alphaRow(128 + rib / 2))).toBe(1);
  });
  it('gives the relief as coverage to the ORM and relief passes', async () => {
    const albedo = await draw({});
    for (const output of ['coverage', 'orm'] as const) {
      const image = await draw({}, output);
      for (const x of [0.5, rib / 4, rib / 2]) {
        const [r, , , a] = image.atPoint(x, 0);
        expect(Math.abs(a - albedo.atPoint(x, 0)[3])).toBeLessThanOrEqual(1);
        expect(Math.abs(r - a)).toBeLessThanOrEqual(1);
      }
    }
  });
  it('renders each material at 512 px as its approved golden image', async () => {
    for (const p of ['Carbon', 'Mesh', 'Rib Knit']) {
      const image = await session.render(
        { ...mat, p, c: ['#ffffff'], size: 10 },
        { regionSize: [1024, 1344], width: 512, height: 672 },
      );
      expect(image.glError).toBe(0);
      await expectGolden(`patterns/mat-${p.toLowerCase().replace(/ /g, '_')}.png`, fromReadback(image));
    }
  });
});
