import { describe, expect, it } from 'vitest';
import { apply, invert } from './affine.ts';
import { layoutRun, placeRun, type FontMetrics, type GlyphMetrics, type TextStyle } from './layout.ts';
import { placeText } from './place-text.ts';
import { placementSpots } from './placements.ts';
import { REGION_IDS } from '../../games/regions.ts';

/** A monospaced fake font: every glyph advances 60 of a 100 px em, capitals 70 high. */
const cell: GlyphMetrics = {
  advance: 60,
  bitmapLeft: -10,
  bitmapTop: 80,
  width: 80,
  height: 100,
  atlasX: 0,
  atlasY: 0,
};
const font: FontMetrics = {
  fontSize: 100,
  capHeight: 70,
  glyph: (c) => (c === ' ' ? { ...cell, width: 0, height: 0 } : { ...cell, atlasX: c.charCodeAt(0) * 100 }),
  kerning: (a, b) => (a === 'A' && b === 'V' ? -10 : 0),
};
const style: TextStyle = {
  text: 'III',
  size: 100,
  sizeX: 100,
  sizeY: 100,
  arch: 0,
  rotation: 0,
  italic: false,
  spacing: 0,
};
/** Where a glyph's middle (half way along its advance, half way up the capitals) lands in run space. */
const middle = (m: readonly [number, number, number, number, number, number]) => apply(m, 30, 35);

describe('text layout', () => {
  it('centres a straight run on its anchor, one advance apart', () => {
    const run = layoutRun(font, style);
    expect(run.width).toBeCloseTo(180);
    const xs = run.glyphs.map((g) => middle(g.toRun));
    expect(xs.map(([x]) => x)).toEqual([expect.closeTo(-60), expect.closeTo(0), expect.closeTo(60)]);
    for (const [, y] of xs) expect(y).toBeCloseTo(0);
  });

  it('scales with size and stretches with size_x / size_y', () => {
    const run = layoutRun(font, { ...style, size: 200, sizeX: 50, sizeY: 300 });
    expect(run.width).toBeCloseTo(180);
    const top = apply(run.glyphs[1]!.toRun, 30, 70);
    expect(top[1]).toBeCloseTo(35 * 6);
  });

  it('widens the run by the letter spacing (percent of the em) and applies kerning', () => {
    expect(layoutRun(font, { ...style, spacing: 50 }).width).toBeCloseTo(180 + 2 * 50);
    expect(layoutRun(font, { ...style, text: 'AV' }).width).toBeCloseTo(110);
  });

  it('skips ink for spaces but keeps their advance', () => {
    const run = layoutRun(font, { ...style, text: 'I I' });
    expect(run.glyphs).toHaveLength(2);
    expect(run.width).toBeCloseTo(180);
  });

  it('arches: a positive arch lifts the middle above the ends, a negative one drops it', () => {
    const [l, m, r] = layoutRun(font, { ...style, text: 'IIIII', arch: 100 })
      .glyphs.slice(0, 5)
      .filter((_, i) => i !== 1 && i !== 3)
      .map((g) => middle(g.toRun));
    expect(m![1]).toBeGreaterThan(l![1] + 10);
    expect(m![1]).toBeGreaterThan(r![1] + 10);
    const down = layoutRun(font, { ...style, text: 'IIIII', arch: -100 }).glyphs.map((g) => middle(g.toRun));
    expect(down[2]![1]).toBeLessThan(down[0]![1] - 10);
  });

  it('slants italic glyphs to the right around the middle of the capitals', () => {
    const run = layoutRun(font, { ...style, text: 'I', italic: true });
    const top = apply(run.glyphs[0]!.toRun, 30, 70);
    const base = apply(run.glyphs[0]!.toRun, 30, 0);
    expect(top[0] - base[0]).toBeCloseTo(70 * Math.tan((12 * Math.PI) / 180));
    expect(middle(run.glyphs[0]!.toRun)[0]).toBeCloseTo(0);
  });

  it('rotates clockwise for a positive rotation', () => {
    const run = layoutRun(font, { ...style, rotation: 90 });
    const [x, y] = middle(run.glyphs[2]!.toRun);
    expect(x).toBeCloseTo(0);
    expect(y).toBeCloseTo(-60);
  });

  it('maps region points back into the glyph cell of the atlas', () => {
    const run = layoutRun(font, { ...style, text: 'I' });
    const [g] = placeRun(run, { region: 1, anchor: [0, 0], offsetPx: [40, 0] });
    // The glyph middle moved 40 px right; it maps to the cell texel (30 - bitmapLeft, bitmapTop - 35).
    const [tx, ty] = apply(g!.toAtlas, 40, 0);
    expect(tx).toBeCloseTo('I'.charCodeAt(0) * 100 + 40);
    expect(ty).toBeCloseTo(45);
    expect(apply(invert(g!.toAtlas), tx, ty)[0]).toBeCloseTo(40);
  });
});

describe('text placements', () => {
  it('draws both sleeves, mirroring the x offset and rotation on the mirrored variant', () => {
    const glyphs = placeText(
      font,
      { ...style, text: 'I', rotation: 30 },
      placementSpots('shirt', 'both_sleeves_mirrored'),
      20,
      10,
    );
    expect(glyphs.map((g) => g.region)).toEqual([REGION_IDS.sleeve_left, REGION_IDS.sleeve_right]);
    expect(glyphs[0]!.anchor).toEqual([0.2, 0.1]);
    expect(glyphs[1]!.anchor).toEqual([-0.2, 0.1]);
    // Mirrored rotation: the same glyph point lands mirrored in x.
    const a = apply(invert(glyphs[0]!.toAtlas), 'I'.charCodeAt(0) * 100 + 40, 10);
    const b = apply(invert(glyphs[1]!.toAtlas), 'I'.charCodeAt(0) * 100 + 40, 10);
    expect(b[0]).toBeCloseTo(-a[0]);
    expect(b[1]).toBeCloseTo(a[1]);
  });

  it('turns the second sleeve upside down when inverted', () => {
    const [left, right] = placeText(
      font,
      { ...style, text: 'I' },
      placementSpots('shirt', 'both_sleeves_inverted'),
      0,
      0,
    );
    const top = (g: typeof left) => apply(invert(g!.toAtlas), 'I'.charCodeAt(0) * 100 + 40, 10)[1];
    expect(top(left)).toBeGreaterThan(0);
    expect(top(right)).toBeLessThan(0);
  });

  it('maps front and back by area, and unknown placements to the front', () => {
    expect(placementSpots('shorts', 'back')[0]!.region).toBe(REGION_IDS.shorts_back);
    expect(placementSpots('socks', 'back').map((s) => s.anchor[0])).toEqual([1, -1]);
    expect(placementSpots('shirt', 'back_collar')[0]!.region).toBe(REGION_IDS.back);
    expect(placementSpots('shirt', 'nowhere')[0]!.region).toBe(REGION_IDS.front);
  });
});
