/**
 * Signature layer pixels: the user's signature image drawn in the layer colour, its ink taken from
 * alpha (transparent PNG) or darkness (a scan on white), placed by x/y/size/rotation.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openKindSession, regionSize, type KindSession, type RenderOpts } from './kind-session';

let s: KindSession;
let png: string;
let jpeg: string;
/** A 200 x 100 signature: one thick horizontal stroke across the middle, 20 % of the height. */
const stroke = (background: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><rect width="200" height="100" fill="${background}"/>` +
      `<rect x="10" y="40" width="180" height="20" fill="#000"/></svg>`,
  );

beforeAll(async () => {
  s = await openKindSession();
  png = `data:image/png;base64,${(await sharp(stroke('none')).png().toBuffer()).toString('base64')}`;
  jpeg = `data:image/jpeg;base64,${(await sharp(stroke('#fff')).jpeg({ quality: 95 }).toBuffer()).toString('base64')}`;
});
afterAll(async () => {
  expect(s.errors).toEqual([]);
  await s?.close();
});

const FRONT: RenderOpts = { region: 'front', width: 128, height: 168 };
const signature = (image: string, fields: object = {}) => ({
  n: 'signature',
  uuid: `sig-${image.length}-${JSON.stringify(fields)}`,
  signature: image,
  c: ['#0055ff'],
  ...fields,
});

describe('signature layer', () => {
  it('draws the stroke of a transparent PNG in the layer colour, centred, 300 px wide at size 100', async () => {
    const img = await s.render(signature(png), FRONT);
    expect(img.glError).toBe(0);
    expect(img.atPoint(0, 0)).toEqual([0, 0x55, 0xff, 255]);
    const b = img.bounds()!;
    // The stroke is 90 % of the image width; the image fills the 300 px box's width.
    expect(b.x1 - b.x0).toBeGreaterThan(270 - 16);
    expect(b.x1 - b.x0).toBeLessThan(270 + 16);
    expect(img.atPoint(0, 60)[3]).toBe(0);
  });

  it('takes ink from darkness for a scan on white paper', async () => {
    const img = await s.render(signature(jpeg), FRONT);
    expect(img.atPoint(0, 0)[3]).toBeGreaterThan(240);
    expect(img.atPoint(0, 50)[3]).toBeLessThan(10);
  });

  it('moves with x/y (fraction of the half panel), scales with size and turns with rotation', async () => {
    const moved = (await s.render(signature(png, { x: 50, y: -50 }), FRONT)).centroid()!;
    // Half of the half panel each way: a quarter of the front's size from its centre.
    const [w, h] = regionSize('shirt', 'front');
    expect(Math.abs(moved[0] - w / 4)).toBeLessThan(10);
    expect(Math.abs(moved[1] + h / 4)).toBeLessThan(10);
    const big = (await s.render(signature(png, { size: 200 }), FRONT)).bounds()!;
    expect(big.x1 - big.x0).toBeGreaterThan(540 - 20);
    const turned = (await s.render(signature(png, { rotation: 90 }), FRONT)).bounds()!;
    expect(turned.y1 - turned.y0).toBeGreaterThan(250);
    expect(turned.x1 - turned.x0).toBeLessThan(80);
  });

  it('draws nothing without a signature image', async () => {
    const img = await s.render(signature(''), FRONT);
    expect(img.glError).toBe(0);
    expect(img.covered().length).toBe(0);
  });
});
