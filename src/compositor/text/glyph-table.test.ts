import { describe, expect, it } from 'vitest';
import { apply, invert } from './affine.ts';
import { glyphTableData } from './glyph-table.ts';
import type { FontMetrics, GlyphMetrics } from './layout.ts';
import { placeText } from './place-text.ts';
import { placementSpots } from './placements.ts';

const cell: GlyphMetrics = {
  advance: 60,
  bitmapLeft: -10,
  bitmapTop: 80,
  width: 80,
  height: 100,
  atlasX: 0,
  atlasY: 0,
};
const font: FontMetrics = { fontSize: 100, capHeight: 70, glyph: () => cell, kerning: () => 0 };
const style = {
  text: 'ABC',
  size: 100,
  sizeX: 100,
  sizeY: 100,
  arch: 0,
  rotation: 0,
  italic: false,
  spacing: 0,
};

describe('glyph table', () => {
  it('groups the glyphs of each placement spot into a run with a box around them', () => {
    const glyphs = placeText(font, style, placementSpots('shirt', 'both_sleeves'), 0, 0);
    const table = glyphTableData(glyphs);
    expect(table.runs).toBe(2);
    expect(table.rows).toBe(2 + 6);
    const row = (r: number, texel: number) =>
      Array.from(table.data.slice(r * 16 + texel * 4, r * 16 + texel * 4 + 4));
    // Run 0 starts at glyph row 2 with 3 glyphs, run 1 at row 5.
    expect(row(0, 0)[3]).toBe(2);
    expect(row(0, 1)[0]).toBe(3);
    expect(row(1, 0)[3]).toBe(5);
    // The box holds every glyph's cell centre.
    const [x0, y0, x1, y1] = row(0, 2) as [number, number, number, number];
    for (const g of glyphs.slice(0, 3)) {
      const [cx, cy] = apply(invert(g.toAtlas), (g.rect[0] + g.rect[2]) / 2, (g.rect[1] + g.rect[3]) / 2);
      expect(cx).toBeGreaterThan(x0);
      expect(cx).toBeLessThan(x1);
      expect(cy).toBeGreaterThan(y0);
      expect(cy).toBeLessThan(y1);
    }
    // Three 60 px glyphs centred: about -90..90 plus cell overhang and margins, not the whole region.
    expect(x1 - x0).toBeLessThan(260);
  });

  it('has one empty row and no runs for no glyphs', () => {
    expect(glyphTableData([])).toMatchObject({ rows: 1, runs: 0 });
  });
});
