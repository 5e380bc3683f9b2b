/**
 * Pixel tests of the garment-panel kinds: sleeve_cuffs, side_panels and shoulder_panels, drawn in
 * isolated regions with the eafc layout's geometry (short-sleeve hem at region y = 48, the front
 * panel's top outline for the shoulder yoke).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coveredTexels, openRegionSession, type RegionImage, type RegionSession } from './region-kit';
import { expectGolden, fromReadback } from '../golden-image.ts';
import { BLUE, RED, YELLOW, expectColor, expectEmpty } from './design-kit';
import '../../../src/games/all.ts';
import { areaToRegionPoint, gameLayout, uprightRect, type RegionName } from '../../../src/games/index';

const shirtRegion = (name: RegionName) =>
  gameLayout('eafc').areas.shirt!.regions.find((r) => r.name === name)!;

/** A shirt region's size as region space sees it (EA's sleeves lie across: sides swapped). */
function uprightSize(name: RegionName): [number, number] {
  const { w, h } = uprightRect(shirtRegion(name));
  return [w, h];
}

/** Region y of a body panel's top outline (neckline and shoulders) at region x, from the layout. */
function topEdgeAt(name: RegionName, x: number): number {
  const region = shirtRegion(name);
  const top = region
    .shape!.map(([px, py]) => areaToRegionPoint(region, px, py))
    .filter(([, y]) => y > 0)
    .sort((a, b) => a[0] - b[0]);
  const i = top.findIndex(([px]) => px >= x);
  const [x0, y0] = top[i - 1]!;
  const [x1, y1] = top[i]!;
  return y0 + ((x - x0) / (x1 - x0)) * (y1 - y0);
}

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
  scale = 1,
  game = 'eafc',
): Promise<RegionImage> {
  const image = await session.render(layer, {
    regionSize,
    width: regionSize[0] * scale,
    height: regionSize[1] * scale,
    region,
    game,
  });
  expect(image.glError).toBe(0);
  return image;
}

const HEM = 48;
const cuffs = {
  n: 'sleeve_cuffs',
  c: [RED],
  width: 30,
  pipingWidth: 8,
  colorCount: 1,
  mode: 0,
  pipingAlignment: 0,
};
const sleeve = (layer: object, game?: string) =>
  draw({ ...cuffs, ...layer }, 'sleeve_left', [64, 576], 1, game);

describe('sleeve_cuffs', () => {
  it('draws a band of width pixels at the short-sleeve hem, on sleeves only', async () => {
    const image = await sleeve({});
    expect(coveredTexels(image.alphaColumn(32))).toBeCloseTo(30, 1);
    expectColor(image, 0, HEM + 15, RED);
    expectEmpty(image, 0, HEM - 5);
    expectEmpty(image, 0, HEM + 35);
    const front = await draw(cuffs, 'front', [64, 576]);
    expect(coveredTexels(front.alphaColumn(32))).toBe(0);
  });
  it('mode 0 stacks one stripe per colour from the hem up', async () => {
    const image = await sleeve({ colorCount: 3, c: [RED, YELLOW, BLUE] });
    expectColor(image, 0, HEM + 5, RED);
    expectColor(image, 0, HEM + 15, YELLOW);
    expectColor(image, 0, HEM + 25, BLUE);
    const two = await sleeve({ colorCount: 2, c: [RED, YELLOW, BLUE] });
    expectColor(two, 0, HEM + 20, YELLOW);
    expect(coveredTexels(two.alphaColumn(32))).toBeCloseTo(30, 1);
  });
  it('mode 1 splits the cuff into halves', async () => {
    const image = await sleeve({ mode: 1, colorCount: 2, c: [RED, YELLOW] });
    expectColor(image, -16, HEM + 15, RED);
    expectColor(image, 16, HEM + 15, YELLOW);
  });
  it('mode 2 adds a piping of pipingWidth along the upper edge, outside, inside or centred', async () => {
    const c = [RED, YELLOW];
    const outside = await sleeve({ mode: 2, colorCount: 2, c, pipingAlignment: 0 });
    expectColor(outside, 0, HEM + 34, YELLOW);
    expectColor(outside, 0, HEM + 26, RED);
    expect(coveredTexels(outside.alphaColumn(32))).toBeCloseTo(38, 1);
    const inside = await sleeve({ mode: 2, colorCount: 2, c, pipingAlignment: 1 });
    expectColor(inside, 0, HEM + 26, YELLOW);
    expectColor(inside, 0, HEM + 18, RED);
    expect(coveredTexels(inside.alphaColumn(32))).toBeCloseTo(30, 1);
    const centred = await sleeve({ mode: 2, colorCount: 2, c, pipingAlignment: 2 });
    expectColor(centred, 0, HEM + 28, YELLOW);
    expectColor(centred, 0, HEM + 32, YELLOW);
    expect(coveredTexels(centred.alphaColumn(32))).toBeCloseTo(34, 1);
  });
  it('takes the game default width (fm: 15) and keeps the piping within the cuff', async () => {
    const { width: _omit, ...noWidth } = cuffs;
    const fm = await draw({ ...noWidth }, 'sleeve_left', [64, 576], 1, 'fm');
    expect(coveredTexels(fm.alphaColumn(32))).toBeCloseTo(15, 1);
    const narrow = await sleeve({
      mode: 2,
      colorCount: 2,
      c: [RED, YELLOW],
      width: 6,
      pipingWidth: 20,
      pipingAlignment: 1,
    });
    expect(coveredTexels(narrow.alphaColumn(32))).toBeCloseTo(6, 1);
    expectColor(narrow, 0, HEM + 3, YELLOW);
  });
});

describe('side_panels', () => {
  const panels = { n: 'side_panels', c: [RED], width: 50 };
  it('draws a band of width pixels at both side edges', async () => {
    const image = await draw(panels, 'front', [256, 64]);
    expect(coveredTexels(image.alphaRow(32))).toBeCloseTo(100, 1);
    expectColor(image, -128 + 25, 0, RED);
    expectColor(image, 128 - 25, 0, RED);
    expectEmpty(image, 0, 0);
    const wider = await draw({ ...panels, width: 80 }, 'back', [256, 64]);
    expect(coveredTexels(wider.alphaRow(32))).toBeCloseTo(160, 1);
  });
  it('leaves the collar alone', async () => {
    const collar = await draw(panels, 'collar', [256, 64]);
    expect(coveredTexels(collar.alphaRow(32))).toBe(0);
  });
});

describe('shoulder_panels', () => {
  const yoke = { n: 'shoulder_panels', c: [RED], width: 50, offset: 0, extend: false };
  const FRONT = uprightSize('front');
  const SLEEVE = uprightSize('sleeve_left');
  const cap = SLEEVE[1] / 2;
  // The front panel's top outline from the layout: the neck dips to `neck` at x = 0; at x = ±350
  // the shoulder seam is at `seam` (its slope makes a 50 px band `thick` px tall there).
  const neck = topEdgeAt('front', 0);
  const seam = topEdgeAt('front', -350);
  const slope = (topEdgeAt('front', -340) - topEdgeAt('front', -360)) / 20;
  const thick = 50 * Math.hypot(1, slope);
  it('follows the top outline of the body panels', async () => {
    const image = await draw(yoke, 'front', FRONT, 0.25);
    expectColor(image, 0, neck - 25, RED);
    expectEmpty(image, 0, neck - 62);
    expectColor(image, -350, seam - thick / 2, RED);
    expectColor(image, 350, seam - thick / 2, RED);
    expectEmpty(image, -350, seam - thick - 12);
    expectEmpty(image, 0, 0);
    const sleeveCap = await draw(yoke, 'sleeve_left', SLEEVE, 0.25);
    expectEmpty(sleeveCap, 0, cap - 25);
  });
  it('moves down by offset', async () => {
    const image = await draw({ ...yoke, offset: 60 }, 'front', FRONT, 0.25);
    expectEmpty(image, 0, neck - 25);
    expectColor(image, 0, neck - 85, RED);
  });
  it('extends over the sleeve caps with extend', async () => {
    const image = await draw({ ...yoke, extend: true }, 'sleeve_left', SLEEVE, 0.25);
    expectColor(image, 0, cap - 25, RED);
    expectColor(image, 300, cap - 25, RED);
    expectEmpty(image, 0, cap - 75);
  });
});

describe('panel artefacts', () => {
  it('renders a front panel with side and shoulder panels as their approved golden images', async () => {
    const front = uprightSize('front');
    for (const [name, layer] of [
      ['side_panels', { n: 'side_panels', c: ['#f5c400'], width: 90 }],
      ['shoulder_panels', { n: 'shoulder_panels', c: ['#f5c400'], width: 120, offset: 0, extend: true }],
    ] as const) {
      await expectGolden(`panels/panels-${name}.png`, fromReadback(await draw(layer, 'front', front, 0.5)));
    }
    const cuffsImage = await draw(
      { ...cuffs, mode: 2, colorCount: 2, c: ['#f5c400', '#d81e2c'], width: 60, pipingWidth: 12 },
      'sleeve_left',
      uprightSize('sleeve_left'),
      0.5,
    );
    await expectGolden('panels/panels-sleeve_cuffs.png', fromReadback(cuffsImage));
  });
});
