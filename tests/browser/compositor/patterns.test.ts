/**
 * Pixel tests of the pattern and custom_pattern kinds with the project's own tiles
 * (public/patterns, drawn by scripts/make-patterns.ts). A 256 px region is drawn at scale 1 with
 * 64 px tiles, so tile (i, j) is centred on region point (64 i, 64 j). In "Diamond Grid" the tile
 * centre is the green part (colour 2), a point a quarter tile above it the red diamond (colour 1),
 * the tile corners the blue dots (colour 3), and the middle of a tile edge is empty.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRegionSession, type RegionImage, type RegionSession } from './region-kit';
import { expectGolden, fromReadback } from '../golden-image.ts';
import { BLUE, RED, YELLOW } from './design-kit';

let session: RegionSession;
beforeAll(async () => {
  session = await openRegionSession();
});
afterAll(async () => {
  await session?.close();
});

const REGION = 256;
const base = {
  n: 'pattern',
  p: 'Diamond Grid',
  c: [RED, YELLOW, BLUE],
  size: 64,
  rotation: 0,
  offset_x: 0,
  offset_y: 0,
  distance: 0,
  distance_ratio: 0,
  mode: 1,
  tiling: 0,
  mirror: false,
};

async function draw(layer: object): Promise<RegionImage> {
  const image = await session.render(
    { ...base, ...layer },
    { regionSize: [REGION, REGION], width: REGION, height: REGION },
  );
  expect(image.glError).toBe(0);
  return image;
}

const rgb = (hex: string) => [1, 3, 5].map((k) => Number.parseInt(hex.slice(k, k + 2), 16));
function expectColor(image: RegionImage, x: number, y: number, hex: string) {
  const [r, g, b, a] = image.atPoint(x, y);
  expect(a, `alpha at (${x}, ${y})`).toBeGreaterThan(250);
  const [er, eg, eb] = rgb(hex);
  expect(
    Math.abs(r - er!) + Math.abs(g - eg!) + Math.abs(b - eb!),
    `colour at (${x}, ${y})`,
  ).toBeLessThanOrEqual(12);
}
const expectEmpty = (image: RegionImage, x: number, y: number) =>
  expect(image.atPoint(x, y)[3], `alpha at (${x}, ${y})`).toBeLessThan(5);

describe('pattern layouts', () => {
  it('Grid (1): a tile every size pixels, recoloured channel by channel', async () => {
    const image = await draw({});
    for (const [x, y] of [
      [0, 0],
      [64, 0],
      [-64, 64],
      [64, -64],
    ] as const) {
      expectColor(image, x, y, YELLOW);
      expectColor(image, x, y + 16, RED);
      expectColor(image, x + 32, y + 32, BLUE);
      expectEmpty(image, x, y + 32);
    }
  });
  it('Offset (0): every other row shifted half a tile', async () => {
    const image = await draw({ mode: 0 });
    expectColor(image, 0, 0, YELLOW);
    expectColor(image, 32, 64, YELLOW);
    expectColor(image, -32, 64, YELLOW);
    expectEmpty(image, 0, 64); // now the middle of a tile's side
  });
  it('Vertical offset (4): every other column shifted half a tile down', async () => {
    const image = await draw({ mode: 4 });
    expectColor(image, 0, 0, YELLOW);
    expectColor(image, 64, -32, YELLOW);
    expectColor(image, 64, 32, YELLOW);
    expectEmpty(image, 64, 0);
  });
  it('Alternate grid (2): tiles on every other cell', async () => {
    const image = await draw({ mode: 2 });
    expectColor(image, 0, 0, YELLOW);
    expectEmpty(image, 64, 0);
    expectEmpty(image, 0, 64);
    expectColor(image, 64, 64, YELLOW);
  });
  it('Image pattern (3): the image once, size % of the region width', async () => {
    const image = await draw({ mode: 3, size: 50 });
    expectColor(image, 0, 0, YELLOW);
    expectColor(image, 0, 32, RED);
    expectEmpty(image, 100, 0);
    expectEmpty(image, 0, -100);
  });
});

describe('pattern settings', () => {
  it('tiling 1 keeps one row, tiling 2 one column', async () => {
    const row = await draw({ tiling: 1 });
    expectColor(row, 64, 0, YELLOW);
    expectEmpty(row, 0, 64);
    const column = await draw({ tiling: 2 });
    expectColor(column, 0, 64, YELLOW);
    expectEmpty(column, 64, 0);
  });
  it('distance adds a gap, distance_ratio moves it between the two directions', async () => {
    const spaced = await draw({ distance: 32 });
    expectColor(spaced, 96, 0, YELLOW);
    expectColor(spaced, 0, 96, YELLOW);
    expectEmpty(spaced, 64, 0);
    const across = await draw({ distance: 32, distance_ratio: 100 });
    expectColor(across, 128, 0, YELLOW);
    expectColor(across, 0, 64, YELLOW);
  });
  it('size scales the tile', async () => {
    const image = await draw({ size: 128 });
    expectColor(image, 128, 0, YELLOW);
    expectColor(image, 0, 32, RED);
    expectEmpty(image, 0, 64);
  });
  it('offsets move the pattern (offset_y grows downwards)', async () => {
    const image = await draw({ offset_x: 10, offset_y: 20 });
    expectColor(image, 10, -20, YELLOW);
    expectColor(image, 10, -4, RED);
  });
  it('rotation turns the pattern', async () => {
    // Crossing Bands: a vertical band (red) and a horizontal band (yellow) crossing (blue).
    const straight = await draw({ p: 'Crossing Bands' });
    expectColor(straight, 0, 24, RED);
    expectColor(straight, 24, 0, YELLOW);
    expectColor(straight, 0, 0, BLUE);
    const turned = await draw({ p: 'Crossing Bands', rotation: 90 });
    expectColor(turned, 0, 24, YELLOW);
    expectColor(turned, 24, 0, RED);
  });
  it('mirror flips every other column of tiles', async () => {
    // Star Field has its dot (colour 2) 10 % of a tile right of the tile centre.
    const plain = await draw({ p: 'Star Field' });
    expectColor(plain, 6.4, 0, YELLOW);
    expectColor(plain, 64 + 6.4, 0, YELLOW);
    const mirrored = await draw({ p: 'Star Field', mirror: true });
    expectColor(mirrored, 6.4, 0, YELLOW);
    expectColor(mirrored, 64 - 6.4, 0, YELLOW);
    expectEmpty(mirrored, 64 + 6.4, 0);
  });
  it('shows no seam where tiles touch', async () => {
    const image = await draw({ p: 'Crossing Bands' });
    // The horizontal band (yellow) runs through every tile join along y = 0: fully opaque there,
    // and the texels on both sides of each join keep the band's colour.
    const j = REGION / 2;
    for (let i = 0; i < REGION; i++) expect(image.at(i, j)[3]).toBe(255);
    for (const join of [-96, -32, 32, 96]) {
      expectColor(image, join - 0.5, 0, YELLOW);
      expectColor(image, join + 0.5, 0, YELLOW);
    }
  });
});

describe('custom pattern', () => {
  it('repeats the uploaded image in its own colours', async () => {
    const image = await session.render(
      { ...base, n: 'custom_pattern', l: '/patterns/diamond_grid.png', mode: 1 },
      { regionSize: [REGION, REGION], width: REGION, height: REGION },
    );
    expect(image.glError).toBe(0);
    expectColor(image, 0, 0, '#00ff00');
    expectColor(image, 64, 16, '#ff0000');
    expectEmpty(image, 0, 32);
  });
});

describe('pattern artefacts', () => {
  it('renders each tile at 512 px as its approved golden image', async () => {
    for (const [p, mode] of [
      ['Diamond Grid', 0],
      ['Star Field', 2],
      ['Crossing Bands', 1],
    ] as const) {
      const image = await session.render(
        {
          ...base,
          p,
          mode,
          size: 120,
          rotation: p === 'Diamond Grid' ? 0 : 15,
          c: ['#f5c400', '#ffffff', '#d81e2c'],
        },
        { regionSize: [1024, 1344], width: 512, height: 672 },
      );
      expect(image.glError).toBe(0);
      await expectGolden(`patterns/pattern-${p.toLowerCase().replace(/ /g, '_')}.png`, fromReadback(image));
    }
  });
});
