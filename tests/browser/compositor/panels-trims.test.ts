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
import { BLUE, RED, YELLOW, expectColor, rgb } from './design-kit';
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
/**
 * How sharp column i of an image is: the widest run of texels that match none of the layer's
 * colours (an edge's blur), and the longest run of each colour.
 */
function sharpness(image: RegionImage, i: number, colours: string[]) {
  const targets = colours.map(rgb);
  const longest = colours.map(() => 0);
  let widestEdge = 0;
  let edge = 0;
  let run = { colour: -1, length: 0 };
  for (let j = 0; j < image.height; j++) {
    const texel = image.at(i, j);
    const colour = targets.findIndex((c) => c.reduce((sum, v, k) => sum + Math.abs(v - texel[k]!), 0) <= 24);
    edge = colour < 0 ? edge + 1 : 0;
    widestEdge = Math.max(widestEdge, edge);
    run = colour === run.colour ? { colour, length: run.length + 1 } : { colour, length: 1 };
    if (colour >= 0) longest[colour] = Math.max(longest[colour]!, run.length);
  }
  return { widestEdge, longest };
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
    const colours = ['#101828', '#f5c400', '#ffffff'];
    const image = await draw(armband('template', colours), 'armband', area, 1);
    await writeArtifact('trims-armband', image, [128, 128, 128]);
    // Across the band beside the C: navy, the white stripe (7.7 px), navy, the stripe again.
    const beside = sharpness(image, 106, colours);
    expect(beside.widestEdge).toBeLessThanOrEqual(2);
    expect(beside.longest).toEqual([expect.any(Number), 0, expect.any(Number)]);
    expect(beside.longest[2]).toBeGreaterThanOrEqual(6);
    // Through the C: its yellow strokes keep their colour between sharp edges.
    const through = sharpness(image, 256, colours);
    expect(through.widestEdge).toBeLessThanOrEqual(2);
    expect(through.longest[1]).toBeGreaterThanOrEqual(10);

    const collar = await draw(
      { n: 'custom_collar', p: 'Striped Rib', c: colours, colorCount: 3 },
      'collar',
      [1536, 128],
      0.5,
    );
    await writeArtifact('trims-collar', collar, [128, 128, 128]);
    // Down the rib at half scale: its narrowest yellow stripe (about 8 px of the strip) stays
    // yellow at its core, and no edge blurs over more than 3 texels (6 px of the strip).
    const rib = sharpness(collar, 100, colours);
    expect(rib.widestEdge).toBeLessThanOrEqual(3);
    expect(rib.longest.every((run) => run >= 3)).toBe(true);
  });
});
