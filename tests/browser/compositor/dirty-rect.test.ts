/**
 * Dirty rectangles and host specialisation: an edit scissored to the regions the edited layer was
 * and is shown on must leave every texture exactly as an unscissored edit does, for the host rules
 * that move pixels around inside a region (mirror, mirror_on_back, copy_center), masks, 3D detail
 * (whose blur spreads past the layer's regions) and layers inside groups.
 */
import { describe, expect, it } from 'vitest';
import type { Readback, RenderOptions, Scissor } from '../pages/compositor.ts';
import { baseLayer, openCompositorPage, pixel, rectLayer } from './setup';
import '../../../src/games/all.ts';
import { gameLayout } from '../../../src/games/index.ts';

const t = openCompositorPage();
/** The whole shirt area, large enough for the 3D-detail blur to reach over several height texels. */
const AREA: RenderOptions = { width: 512, height: 512 };
const MAPS = ['albedo', 'orm', 'normal'] as const;

interface EditResult {
  scissor: Scissor | null;
  ormScissor: Scissor | null;
  normalScissor: Scissor | null;
  /** Largest channel difference, per map, of the scissored edit from the unscissored one ... */
  vsUnscissored: Record<(typeof MAPS)[number], number>;
  /** ... and from a fresh render of the edited stack. */
  vsFresh: Record<(typeof MAPS)[number], number>;
  /** Texels of each map the edit changed (so an edit that changes nothing cannot pass). */
  changed: Record<(typeof MAPS)[number], number>;
}

/** Renders `before`, then edits to `after`, with and without dirty rectangles. */
function edit(before: unknown[], after: unknown[]): Promise<EditResult> {
  return t.page.evaluate(
    async (b, a, opts, maps) => {
      const api = window.compositorTest;
      const diff = (x: Readback, y: Readback) => {
        let m = 0;
        for (let i = 0; i < x.pixels.length; i++) m = Math.max(m, Math.abs(x.pixels[i]! - y.pixels[i]!));
        return m;
      };
      const count = (x: Readback, y: Readback) => {
        let n = 0;
        for (let i = 0; i < x.pixels.length; i += 4)
          if ([0, 1, 2, 3].some((c) => x.pixels[i + c] !== y.pixels[i + c])) n++;
        return n;
      };
      const on = api.openArea(opts);
      const off = api.openArea({ ...opts, dirtyRects: false });
      await api.updateArea(on, b as never);
      await api.updateArea(off, b as never);
      const old = Object.fromEntries(maps.map((m) => [m, api.readArea(on, m)]));
      const stats = await api.updateArea(on, a as never);
      await api.updateArea(off, a as never);
      const result = { vsUnscissored: {}, vsFresh: {}, changed: {} } as Record<
        string,
        Record<string, number>
      >;
      for (const m of maps) {
        const scissored = api.readArea(on, m);
        const fresh = await api.renderStack(a as never, { ...opts, map: m });
        result.vsUnscissored![m] = diff(scissored, api.readArea(off, m));
        result.vsFresh![m] = diff(scissored, fresh);
        result.changed![m] = count(scissored, old[m]!);
      }
      return {
        ...result,
        scissor: stats.scissor,
        ormScissor: stats.ormScissor,
        normalScissor: stats.normalScissor,
      };
    },
    before,
    after,
    AREA,
    MAPS,
  ) as Promise<EditResult>;
}

const share = (s: Scissor | null, size: number) => (s ? (s.width * s.height) / (size * size) : 1);

/** A stack with live layers above the edited one (Overlay) and pre-composed ones (Normal). */
function around(edited: Record<string, unknown>): Record<string, unknown>[] {
  return [
    baseLayer('#203050'),
    rectLayer('under', '#40a0ff', { offset: -300, width: 500, height: 1200 }),
    edited,
    rectLayer('live', '#ffb020', { offset: 100, width: 700, height: 300, blendMode: 'Overlay', opacity: 70 }),
    rectLayer('top', '#e0e0e0', { offset: -100, width: 120, height: 1300 }),
  ];
}

function expectExact(r: EditResult, maps: readonly (typeof MAPS)[number][] = ['albedo']) {
  // Outside the scissor the scissored edit keeps the first (uncached) render's texels, where the
  // unscissored edit redraws them through the pre-composed cache: antialiased edges that fall
  // between texels (EA's back starts at texel 161.5 of 512) round one level apart. A texel the
  // scissor wrongly left out differs by far more (the edits below change whole colours).
  expect(r.vsUnscissored.albedo).toBeLessThanOrEqual(2);
  expect(r.vsUnscissored.orm).toBe(0);
  expect(r.vsUnscissored.normal).toBe(0);
  // Against a fresh render only the albedo may differ, by the rounding of the pre-composed cache.
  expect(r.vsFresh.albedo).toBeLessThanOrEqual(2);
  expect(r.vsFresh.orm).toBe(0);
  expect(r.vsFresh.normal).toBe(0);
  for (const m of maps) expect(r.changed[m], `${m} changed`).toBeGreaterThan(0);
}

describe('edits scissored to the dirty rectangle', () => {
  it('mirror: a front-only layer redraws the front panel only', async () => {
    const layer = (offset: number, c: string) =>
      rectLayer('e', c, { offset, mirror: true, display: { front: true, back: false, sleeves: false } });
    const r = await edit(around(layer(240, '#ff2040')), around(layer(80, '#20ff40')));
    expectExact(r);
    // The front panel is 868 x 884 of the 2048 x 2048 area.
    expect(share(r.scissor, 512)).toBeLessThan(0.36);
  });

  it('mirror_on_back and copy_center on the front and back panels', async () => {
    const layer = (offset: number) =>
      rectLayer('e', '#ff2040', {
        offset,
        width: 120,
        mirror_on_back: true,
        copy_center: true,
        display: { front: true, back: true, sleeves: false },
      });
    const r = await edit(around(layer(300)), around(layer(180)));
    expectExact(r);
    expect(share(r.scissor, 512)).toBeLessThan(0.7);
  });

  it('a masked layer, and a mask layer under the live layer it masks', async () => {
    const masked = (offset: number) => [
      rectLayer('m', '#ffffff', { offset: 0, width: 600, height: 600, disabled: true }),
      ...around(
        rectLayer('e', '#ff2040', {
          offset,
          width: 500,
          mask: 'm',
          invertMask: true,
          display: { front: false, back: true, sleeves: false },
        }),
      ),
    ];
    const a = await edit(masked(200), masked(-150));
    expectExact(a);
    expect(share(a.scissor, 512)).toBeLessThan(0.36);

    const maskAbove = (offset: number) => [
      baseLayer('#101010'),
      rectLayer('m', '#404040', {
        offset,
        width: 300,
        display: { front: true, back: false, sleeves: false },
      }),
      rectLayer('a', '#ff8000', { width: 900, height: 900, offset: 0, mask: 'm', blendMode: 'Screen' }),
      rectLayer('top', '#00ff80', { offset: -350, width: 100 }),
    ];
    const b = await edit(maskAbove(250), maskAbove(-50));
    expectExact(b);
    expect(share(b.scissor, 512)).toBeLessThan(0.36);
  });

  it('3D detail: the normal map is redrawn as far as the blur spreads, past the layer regions', async () => {
    // Near the front panel's right edge with the widest blur, level with the sleeve that lies
    // beside it in EA's layout: the height field spreads onto the sleeve, which the front panel's
    // rectangle alone would miss.
    const layer = (offset: number, shininess: number) =>
      rectLayer('e', '#ff2040', {
        offset,
        offset_y: 220,
        width: 80,
        height: 300,
        display: { front: true, back: false, sleeves: false },
        detail3D: { enabled: true, strength: 80, blur: 100, border: true },
        hasCustomShininess: true,
        shininess,
        metalness: 40,
      });
    const stack = (offset: number, shininess: number) => [
      baseLayer('#808080'),
      rectLayer('d1', '#ffffff', { offset: -200, detail3D: { enabled: true, strength: 40, blur: 30 } }),
      layer(offset, shininess),
      rectLayer('d2', '#ffffff', {
        offset: 200,
        detail3D: { enabled: true, strength: 50, blur: 60, inverted: true },
        hasCustomShininess: true,
        shininess: -50,
      }),
    ];
    const r = await edit(stack(400, 80), stack(370, 20));
    expectExact(r, ['albedo', 'orm', 'normal']);
    expect(share(r.ormScissor, 256)).toBeLessThan(0.4);
    expect(share(r.normalScissor, 256)).toBeLessThan(0.6);
    // Wider than the front panel's rectangle (its right edge in the 256 normal texels).
    const front = gameLayout('eafc').areas.shirt!.regions.find((g) => g.name === 'front')!.rect;
    expect(r.normalScissor!.x + r.normalScissor!.width).toBeGreaterThan(
      ((front.x + front.w) / 2048) * 256 + 8,
    );
  });

  it.each([100, 80])('a layer inside a group of opacity %i', async (opacity) => {
    const group = (offset: number) => ({
      n: 'group',
      uuid: 'g',
      opacity,
      layers: [
        rectLayer('g1', '#20c0ff', { offset: -250 }),
        rectLayer('g2', '#ffd000', {
          offset,
          display: { front: false, back: false, sleeves: true },
        }),
      ],
    });
    const r = await edit(around(group(150)), around(group(-60)));
    expectExact(r);
    // Drawn in place (100 %) the edited child is shown on the sleeves only; composed as one layer
    // the group draws where any of its children does.
    expect(share(r.scissor, 512)).toBeLessThan(opacity === 100 ? 0.4 : 0.95);
  });

  it('sleeves_short and hue/saturation keep their rules when specialised', async () => {
    const layer = (hue: number) =>
      rectLayer('e', '#ff4000', {
        width: 900,
        height: 900,
        offset: 0,
        hue,
        saturation: -40,
        display: { front: false, back: false, sleeves: false, sleeves_short: true },
      });
    const r = await edit(around(layer(0)), around(layer(35)));
    expectExact(r);
    expect(share(r.scissor, 512)).toBeLessThan(0.4);
  });
});

describe('host specialisation', () => {
  it('applies saturation through its own variant (-100 greys out)', async () => {
    const r = await t.page.evaluate(
      (l, o) => window.compositorTest.renderStack(l as never, o),
      [baseLayer('#ff0000', { saturation: -100 })],
      { region: 'front' } as RenderOptions,
    );
    // Rec. 709 luma of pure red: 0.2126 * 255.
    const [red, green, blue] = pixel(r, 16, 20);
    expect(Math.abs(red - 54)).toBeLessThanOrEqual(1);
    expect(green).toBe(red);
    expect(blue).toBe(red);
  });
});
