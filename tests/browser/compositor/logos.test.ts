/**
 * Logo and custom logo pixels: slot placement, recolouring by channel (recolor, recolorInternal),
 * and position / size / rotation / mirror measured in region pixels. The logos are the project's
 * own channel masks (drawn by scripts/catalogue/logos.ts), so exact points of their artwork are known.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openKindSession,
  regionSize,
  type KindImage,
  type KindSession,
  type RenderOpts,
  type Rgba,
} from './kind-session';

let s: KindSession;
beforeAll(async () => {
  s = await openKindSession();
});
afterAll(async () => {
  expect(s.errors).toEqual([]);
  await s?.close();
});

/** Front panel at 4 region px per texel. */
const FRONT: RenderOpts = { region: 'front', width: 256, height: 336 };
const RED = '#ff0000';
const GREEN = '#00ff00';
const BLUE = '#0000ff';

async function render(layer: object, opts: RenderOpts = FRONT): Promise<KindImage> {
  const img = await s.render({ uuid: JSON.stringify(layer), ...layer }, opts);
  expect(img.glError).toBe(0);
  return img;
}
const near = (px: Rgba, hex: string, tol = 6) => {
  const n = parseInt(hex.slice(1), 16);
  const want = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return want.every((v, k) => Math.abs(px[k]! - v) <= tol) && px[3] > 240;
};
/** Centroid of the texels close to one colour. */
const colourCentroid = (img: KindImage, hex: string): [number, number] | undefined => {
  let sx = 0;
  let sy = 0;
  let n = 0;
  for (let j = 0; j < img.height; j++)
    for (let i = 0; i < img.width; i++)
      if (near(img.at(i, j), hex, 40)) {
        const [x, y] = img.pointOf(i, j);
        sx += x;
        sy += y;
        n++;
      }
  return n > 0 ? [sx / n, sy / n] : undefined;
};

/** Team slot on the shirt: anchor (0.42, 0.52) of the front's half size, 150 px box. */
const [FRONT_W, FRONT_H] = regionSize('shirt', 'front');
const TEAM = [0.42 * (FRONT_W / 2), 0.52 * (FRONT_H / 2)] as const;
/** A point of the Harbour Shield artwork (viewBox 0..100, y down) in region pixels at size 100. */
const shieldPoint = (u: number, v: number, box = 150): [number, number] => [
  TEAM[0] + (u / 100 - 0.5) * box,
  TEAM[1] + (0.5 - v / 100) * box,
];
const shield = (fields: object = {}) => ({ n: 'logo', l: 'Harbour Shield', placement: 'team', ...fields });

describe('logo layer', () => {
  it('keeps its own colours when not recoloured, in the team slot over the heart', async () => {
    const img = await render(shield({ c: [RED, GREEN, BLUE] }));
    expect(near(img.atPoint(...shieldPoint(20, 20)), '#1d3557')).toBe(true);
    expect(near(img.atPoint(...shieldPoint(70, 38)), '#f1faee')).toBe(true);
    expect(near(img.atPoint(...shieldPoint(50, 34)), '#e63946')).toBe(true);
    expect(img.atPoint(-TEAM[0], TEAM[1])[3]).toBe(0);
  });

  it('recolor maps the red and green channels to the layer colours; recolorInternal the blue too', async () => {
    const outer = await render(shield({ c: [RED, GREEN, BLUE], recolor: true }));
    expect(near(outer.atPoint(...shieldPoint(20, 20)), RED)).toBe(true);
    expect(near(outer.atPoint(...shieldPoint(70, 38)), GREEN)).toBe(true);
    expect(near(outer.atPoint(...shieldPoint(50, 34)), '#e63946')).toBe(true);
    const all = await render(shield({ c: [RED, GREEN, BLUE], recolor: true, recolorInternal: true }));
    expect(near(all.atPoint(...shieldPoint(50, 34)), BLUE)).toBe(true);
  });

  it('size is a percentage of the slot size', async () => {
    const base = (await render(shield())).covered().length;
    const big = (await render(shield({ size: 200 }))).covered().length;
    const small = (await render(shield({ size: 50 }))).covered().length;
    expect(big / base).toBeGreaterThan(3.5);
    expect(big / base).toBeLessThan(4.5);
    expect(small / base).toBeGreaterThan(0.2);
    expect(small / base).toBeLessThan(0.3);
  });

  it('position and position_x move the logo by region pixels, +y up', async () => {
    const [x0, y0] = (await render(shield())).centroid()!;
    const [x1, y1] = (await render(shield({ position: -100, position_x: -150 }))).centroid()!;
    expect(x1 - x0).toBeCloseTo(-150, -1);
    expect(y1 - y0).toBeCloseTo(-100, -1);
  });

  it('rotation turns the logo clockwise', async () => {
    const blades = (rotation: number) =>
      render({ n: 'logo', l: 'Veloce Blades', placement: 'brand', c: [RED, GREEN], recolor: true, rotation });
    const flat = await blades(0);
    const r0 = colourCentroid(flat, RED)!;
    const g0 = colourCentroid(flat, GREEN)!;
    expect(r0[0]).toBeLessThan(g0[0] - 20);
    const turned = await blades(90);
    const r1 = colourCentroid(turned, RED)!;
    const g1 = colourCentroid(turned, GREEN)!;
    // Clockwise by 90 degrees: the left blade goes to the top.
    expect(r1[1]).toBeGreaterThan(g1[1] + 20);
    expect(Math.abs(r1[0] - g1[0])).toBeLessThan(15);
  });

  it('mirror flips the logo to the other side, reversed', async () => {
    const layer = { n: 'logo', l: 'Veloce Blades', placement: 'brand', c: [RED, GREEN], recolor: true };
    const plain = await render(layer);
    const mirrored = await render({ ...layer, mirror: true });
    const [px] = plain.centroid()!;
    const [mx] = mirrored.centroid()!;
    expect(px).toBeLessThan(-150);
    expect(mx).toBeCloseTo(-px, -1);
    expect(colourCentroid(mirrored, RED)![0]).toBeGreaterThan(colourCentroid(mirrored, GREEN)![0] + 20);
  });

  it('draws the back sponsor on the back only, and nothing for a slot the area lacks', async () => {
    const layer = { n: 'logo', l: 'Tidewave', placement: 'sponsor_back' };
    expect((await render(layer)).covered().length).toBe(0);
    const back = await render(layer, { region: 'back', width: 256, height: 336 });
    // High on the back, above where the number goes: in the top part of the upper half.
    expect(back.centroid()![1]).toBeGreaterThan(0.4 * (regionSize('shirt', 'back')[1] / 2));
    const shorts = await render(layer, { area: 'shorts', region: 'shorts_back', width: 64, height: 64 });
    expect(shorts.covered().length).toBe(0);
  });

  it('an unknown logo draws nothing and breaks nothing', async () => {
    expect((await render(shield({ l: 'No Such Logo' }))).covered().length).toBe(0);
  });
});

describe('custom logo layer', () => {
  it('places a catalogue logo freely in the layer colours: position, position_x, size', async () => {
    const layer = { n: 'custom_logo', l: 'Northgate Roundel', c: [RED, GREEN, BLUE], size: 200 };
    const img = await render(layer);
    // Roundel: ring (red) around a disc (green) with a chevron (blue); 200 px box at the centre.
    expect(near(img.atPoint(0, 0.41 * 200), RED)).toBe(true);
    expect(near(img.atPoint(-0.3 * 200, 0), GREEN)).toBe(true);
    expect(img.centroid()![0]).toBeCloseTo(0, -1);
    const moved = await render({ ...layer, position: 250, position_x: -120 });
    const [mx, my] = moved.centroid()!;
    expect(mx).toBeCloseTo(-120, -1);
    expect(my).toBeGreaterThan(250 - 15);
    expect(my).toBeLessThan(250 + 15);
  });

  it('draws an uploaded image (by URL) as it is', async () => {
    const img = await render({ n: 'custom_logo', l: '/logos/tidewave.png', size: 300, c: [BLUE] });
    // The channel mask itself: its red part stays red.
    expect(near(img.atPoint(-0.4 * 300, 0), RED)).toBe(true);
  });
});
