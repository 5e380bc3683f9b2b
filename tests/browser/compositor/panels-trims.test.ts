/**
 * Pixel tests of the trim kinds drawn from catalogue artwork (scripts/make-patterns.ts):
 * custom_collar over the collar strip and the captain's armband over the armband area.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  coveredTexels,
  openRegionSession,
  writeArtifact,
  type RegionImage,
  type RegionSession,
} from './region-kit';
import { BLUE, RED, YELLOW, expectColor } from './design-kit';
import type { RegionName } from '../../../src/games/index';

let session: RegionSession;
beforeAll(async () => {
  session = await openRegionSession();
});
afterAll(async () => {
  await session?.close();
});

async function draw(
  layer: object,
  region: RegionName,
  regionSize: [number, number],
  scale: number,
): Promise<RegionImage> {
  const image = await session.render(layer, {
    regionSize,
    width: regionSize[0] * scale,
    height: regionSize[1] * scale,
    region,
  });
  expect(image.glError).toBe(0);
  return image;
}
const total = (image: RegionImage) =>
  coveredTexels(Array.from({ length: image.width * image.height }, (_, k) => image.pixels[k * 4 + 3]! / 255));

describe('custom_collar', () => {
  // "Contrast V" on a 1536 x 128 collar strip: body (channel 1), a V at the front centre
  // (channel 2) and a tipped neckline along the top 12.8 % (channel 3).
  const collar = { n: 'custom_collar', p: 'Contrast V', c: [RED, '#00aa00', BLUE], colorCount: 3 };
  const strip: [number, number] = [1536, 128];
  it('draws the artwork over the collar strip in the layer colours, neckline on top', async () => {
    const image = await draw(collar, 'collar', strip, 0.25);
    expectColor(image, -500, -20, RED);
    expectColor(image, 0, 20, '#00aa00');
    expectColor(image, -500, 58, BLUE);
    expect(total(image)).toBeGreaterThan(0.99 * image.width * image.height);
  });
  it('keeps the artwork colours beyond colorCount', async () => {
    const image = await draw({ ...collar, colorCount: 1 }, 'collar', strip, 0.25);
    expectColor(image, -500, -20, RED);
    expectColor(image, 0, 20, '#f5c400');
    expectColor(image, -500, 58, '#101010');
  });
  it('draws nothing off the collar', async () => {
    expect(total(await draw(collar, 'front', [256, 256], 0.25))).toBe(0);
  });
});

describe('armband', () => {
  // "Captain Classic" over the 512 x 128 armband area: band (channel 1), a C of radius 33 px at
  // the centre (channel 2), a stripe 7.7..15.4 px in from each long edge (channel 3).
  const armband = (t: string, c: string[]) => ({ n: 'armband', preset: { n: 'Captain Classic', t }, c });
  const area: [number, number] = [512, 128];
  it('a single-colour preset takes the first colour for the band, keeping its own for the rest', async () => {
    const image = await draw(armband('preset', [RED, YELLOW, BLUE]), 'armband', area, 1);
    expectColor(image, -150, 0, RED);
    expectColor(image, -150, 52.5, '#ffffff');
    expectColor(image, -33, 0, '#101010');
    expectColor(image, 0, 0, RED); // the band shows inside the C
  });
  it('a template armband takes every colour', async () => {
    const image = await draw(armband('template', [RED, YELLOW, BLUE]), 'armband', area, 1);
    expectColor(image, -150, 0, RED);
    expectColor(image, -33, 0, YELLOW);
    expectColor(image, -150, -52.5, BLUE);
  });
  it('draws nothing when the state is none, or off the armband area', async () => {
    expect(total(await draw(armband('none', [RED]), 'armband', area, 1))).toBe(0);
    expect(total(await draw(armband('preset', [RED]), 'front', area, 0.25))).toBe(0);
  });
  it('is crisp enough to read at the area size', async () => {
    const image = await draw(armband('template', ['#101828', '#f5c400', '#ffffff']), 'armband', area, 1);
    await writeArtifact('trims-armband', image, [128, 128, 128]);
    const collar = await draw(
      { n: 'custom_collar', p: 'Striped Rib', c: ['#101828', '#f5c400', '#ffffff'], colorCount: 3 },
      'collar',
      [1536, 128],
      0.5,
    );
    await writeArtifact('trims-collar', collar, [128, 128, 128]);
  });
});
