/**
 * Text placements land in the right regions of the eafc layout: sleeves, back collar, shorts
 * sides, socks, and the mirrored / inverted variants mirrored or turned.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '../../../src/games/all.ts';
import { areaToRegionPoint, gameLayout } from '../../../src/games/index.ts';
import { openKindSession, regionSize, type KindSession, type RenderOpts } from './kind-session';

let s: KindSession;
beforeAll(async () => {
  s = await openKindSession();
});
afterAll(async () => {
  expect(s.errors).toEqual([]);
  await s?.close();
});

const text = (placement: string, fields: object = {}) => ({
  n: 'text',
  uuid: `p-${placement}-${JSON.stringify(fields)}`,
  c: ['#ffffff'],
  f: 'oswald',
  placement,
  text: 'L',
  size: 200,
  ...fields,
});
const SLEEVE_L: RenderOpts = { region: 'sleeve_left', width: 96, height: 58 };
const SLEEVE_R: RenderOpts = { region: 'sleeve_right', width: 96, height: 58 };
const FRONT: RenderOpts = { region: 'front', width: 64, height: 84 };
const BACK: RenderOpts = { region: 'back', width: 64, height: 84 };

async function coverage(layer: object, opts: RenderOpts) {
  const img = await s.render(layer, opts);
  expect(img.glError).toBe(0);
  return img;
}

describe('text placements', () => {
  it('single sleeves draw only on their sleeve', async () => {
    const left = text('left_sleeve');
    expect((await coverage(left, SLEEVE_L)).covered().length).toBeGreaterThan(10);
    expect((await coverage(left, SLEEVE_R)).covered().length).toBe(0);
    expect((await coverage(left, FRONT)).covered().length).toBe(0);
    const right = text('right_sleeve');
    expect((await coverage(right, SLEEVE_L)).covered().length).toBe(0);
    expect((await coverage(right, SLEEVE_R)).covered().length).toBeGreaterThan(10);
  });

  it('both sleeves: the same text at the same offset on each sleeve', async () => {
    const layer = text('both_sleeves', { x: 40 });
    const l = (await coverage(layer, SLEEVE_L)).centroid()!;
    const r = (await coverage(layer, SLEEVE_R)).centroid()!;
    expect(l[0]).toBeGreaterThan(100);
    expect(r[0]).toBeCloseTo(l[0], -1);
    expect(r[1]).toBeCloseTo(l[1], -1);
  });

  it('both sleeves mirrored: the offset and the rotation mirror on the right sleeve', async () => {
    // H is symmetric, so with its offset and rotation mirrored the right copy is the left's mirror image.
    const layer = text('both_sleeves_mirrored', { text: 'H', x: 40, rotation: 30 });
    const li = await coverage(layer, SLEEVE_L);
    const ri = await coverage(layer, SLEEVE_R);
    const l = li.centroid()!;
    const r = ri.centroid()!;
    expect(l[0]).toBeGreaterThan(100);
    expect(Math.abs(r[0] + l[0])).toBeLessThan(12);
    expect(Math.abs(r[1] - l[1])).toBeLessThan(12);
    // Turned clockwise, the top of the H leans right on the left sleeve and left on the right one.
    const lean = (img: typeof li, c: [number, number]) => img.centroid((_, y) => y > c[1] + 30)![0] - c[0];
    expect(lean(li, l)).toBeGreaterThan(10);
    expect(lean(ri, r)).toBeLessThan(-10);
  });

  it('both sleeves inverted: the right sleeve copy is upside down', async () => {
    const layer = text('both_sleeves_inverted');
    // An L has its bar at the bottom: coverage sits low on the left sleeve, high when inverted.
    const l = (await coverage(layer, SLEEVE_L)).centroid()!;
    const r = (await coverage(layer, SLEEVE_R)).centroid()!;
    expect(l[1]).toBeLessThan(-5);
    expect(r[1]).toBeGreaterThan(5);
  });

  it('back collar sits high on the back, under the neckline, and not on the front', async () => {
    const layer = text('back_collar', { size: 60, text: 'CLUB' });
    const back = await coverage(layer, BACK);
    const [, y] = back.centroid()!;
    // The neckline's lowest point: the back outline's point on the centre line, in region space.
    const region = gameLayout('eafc').areas.shirt!.regions.find((r) => r.name === 'back')!;
    const neck = Math.max(
      ...region
        .shape!.map(([px, py]) => areaToRegionPoint(region, px, py))
        .filter(([x]) => Math.abs(x) < 1)
        .map(([, ny]) => ny),
    );
    const [, h] = regionSize('shirt', 'back');
    expect(y).toBeGreaterThan(0.6 * (h / 2));
    expect(y).toBeLessThan(neck);
    expect((await coverage(layer, FRONT)).covered().length).toBe(0);
  });

  it('front and back land on their panels only', async () => {
    expect((await coverage(text('back'), FRONT)).covered().length).toBe(0);
    expect((await coverage(text('back'), BACK)).covered().length).toBeGreaterThan(10);
    expect((await coverage(text('front'), BACK)).covered().length).toBe(0);
  });

  it('shorts sides run vertically along both outer edges; a single side only on its edge', async () => {
    const opts: RenderOpts = { area: 'shorts', region: 'shorts_front', width: 64, height: 64 };
    const both = await coverage(text('sides', { text: 'SIDE', size: 60 }), opts);
    const right = both.centroid((x) => x > 0)!;
    const left = both.centroid((x) => x < 0)!;
    expect(right[0]).toBeGreaterThan(180);
    expect(left[0]).toBeLessThan(-180);
    const b = both.bounds()!;
    expect(b.y1 - b.y0).toBeGreaterThan(60);
    // Vertical: each side's run is taller than it is wide.
    const rightSide = both.covered().filter((p) => p.x > 0);
    const spanY = Math.max(...rightSide.map((p) => p.y)) - Math.min(...rightSide.map((p) => p.y));
    const spanX = Math.max(...rightSide.map((p) => p.x)) - Math.min(...rightSide.map((p) => p.x));
    expect(spanY).toBeGreaterThan(spanX);
    const one = await coverage(text('side_left', { text: 'SIDE', size: 60 }), opts);
    expect(one.centroid((x) => x < 0)).toBeUndefined();
    expect(one.centroid((x) => x > 0)![0]).toBeGreaterThan(180);
  });

  it('sides mirrored turns the second side the other way', async () => {
    const opts: RenderOpts = { area: 'shorts', region: 'shorts_front', width: 128, height: 128 };
    // An L turned +90 ends in its bar at the right end of the run, turned -90 at the left end:
    // the texels far above or below the run's middle line are the bar.
    const barSide = (img: Awaited<ReturnType<typeof coverage>>, sign: number) => {
      const c = img.centroid((x) => Math.sign(x) === sign)!;
      const bar = img.centroid((x, y) => Math.sign(x) === sign && Math.abs(y - c[1]) > 30)!;
      return Math.sign(bar[0] - c[0]);
    };
    // x -30 pulls both copies in from the edges so the whole letter is on the panel.
    const plain = await coverage(text('sides', { size: 120, x: -30 }), opts);
    const mirrored = await coverage(text('sides_mirrored', { size: 120, x: -30 }), opts);
    const inverted = await coverage(text('sides_mirrored_inverted', { size: 120, x: -30 }), opts);
    expect(barSide(plain, 1)).toBe(1);
    expect(barSide(plain, -1)).toBe(1);
    expect(barSide(mirrored, 1)).toBe(1);
    expect(barSide(mirrored, -1)).toBe(-1);
    expect(barSide(inverted, 1)).toBe(-1);
    expect(barSide(inverted, -1)).toBe(1);
  });

  it('socks: outside and inside are on opposite halves, back wraps across the seam', async () => {
    const opts: RenderOpts = { area: 'socks', region: 'sock', width: 64, height: 32 };
    const out = (await coverage(text('outside', { size: 60 }), opts)).centroid()!;
    const inn = (await coverage(text('inside', { size: 60 }), opts)).centroid()!;
    expect(out[0]).toBeGreaterThan(64);
    expect(inn[0]).toBeLessThan(-64);
    const back = await coverage(text('back', { size: 60, text: 'HH' }), opts);
    expect(back.centroid((x) => x > 200)).toBeDefined();
    expect(back.centroid((x) => x < -200)).toBeDefined();
    expect(back.centroid((x) => Math.abs(x) < 100)).toBeUndefined();
  });
});
