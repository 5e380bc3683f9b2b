/**
 * The glyph data the text shaders read (shaders/lib/glyph-run.glsl), packed into a float texture
 * of four RGBA texels per row. Glyphs are grouped into RUNS, consecutive glyphs in the same region
 * with the same anchor, each with a bounding box, so a texel away from the text tests a box or two
 * instead of every glyph (a 40-letter name costs what a 1-letter one does outside its box).
 *
 * Rows 0 .. runs-1, one per run:
 *   0: region id, anchor x, anchor y (fractions of the region's half size), first glyph row
 *   1: glyph count, 0, 0, 0
 *   2: bounding box x0, y0, x1, y1 in region pixels from the anchor point (border and a texel's
 *      antialiasing included)
 * Rows runs .. runs+glyphs-1, one per glyph:
 *   0: a, c, e, 0   (first row of the (region pixels - anchor) -> atlas texels transform)
 *   1: b, d, f, 0
 *   2: x0, y0, x1, y1 (the glyph's SDF cell in atlas texels)
 *   3: atlas texels per region pixel, border thickness in region pixels, 0, 0
 * A texture rather than uniform arrays, because names, numbers and mirrored copies together can
 * exceed what every GPU guarantees for uniform vectors, and a texture has no such limit.
 */
import * as THREE from 'three';
import { apply, invert } from './affine.ts';
import type { GlyphInstance } from './layout.ts';

export const GLYPH_TEXELS = 4;
/** Widest antialiasing footprint of a texel, region pixels (texture scale 0.25: 4 px, doubled). */
const AA_MARGIN = 8;

export interface GlyphTable {
  data: Float32Array;
  rows: number;
  runs: number;
}

interface Run {
  region: number;
  anchor: readonly [number, number];
  glyphs: GlyphInstance[];
}

function groupRuns(glyphs: readonly GlyphInstance[]): Run[] {
  const runs: Run[] = [];
  for (const g of glyphs) {
    const last = runs.at(-1);
    if (last && last.region === g.region && last.anchor[0] === g.anchor[0] && last.anchor[1] === g.anchor[1])
      last.glyphs.push(g);
    else runs.push({ region: g.region, anchor: g.anchor, glyphs: [g] });
  }
  return runs;
}

/** Box around a glyph's SDF cell in region pixels from the anchor, grown by its border. */
function glyphBox(g: GlyphInstance): [number, number, number, number] {
  const toRegion = invert(g.toAtlas);
  const [x0, y0, x1, y1] = g.rect;
  const corners = [
    apply(toRegion, x0, y0),
    apply(toRegion, x1, y0),
    apply(toRegion, x0, y1),
    apply(toRegion, x1, y1),
  ];
  const grow = g.borderPx + AA_MARGIN;
  return [
    Math.min(...corners.map((c) => c[0])) - grow,
    Math.min(...corners.map((c) => c[1])) - grow,
    Math.max(...corners.map((c) => c[0])) + grow,
    Math.max(...corners.map((c) => c[1])) + grow,
  ];
}

export function glyphTableData(glyphs: readonly GlyphInstance[]): GlyphTable {
  const runs = groupRuns(glyphs);
  const rows = Math.max(1, runs.length + glyphs.length);
  const data = new Float32Array(rows * GLYPH_TEXELS * 4);
  let glyphRow = runs.length;
  runs.forEach((run, r) => {
    const boxes = run.glyphs.map(glyphBox);
    const box = [
      Math.min(...boxes.map((b) => b[0])),
      Math.min(...boxes.map((b) => b[1])),
      Math.max(...boxes.map((b) => b[2])),
      Math.max(...boxes.map((b) => b[3])),
    ];
    data.set(
      [run.region, run.anchor[0], run.anchor[1], glyphRow, run.glyphs.length, 0, 0, 0, ...box],
      r * 16,
    );
    for (const g of run.glyphs) {
      const [a, b, c, d, e, f] = g.toAtlas;
      data.set([a, c, e, 0, b, d, f, 0, ...g.rect, g.atlasPerPx, g.borderPx, 0, 0], glyphRow * 16);
      glyphRow++;
    }
  });
  return { data, rows, runs: runs.length };
}

export function glyphTableTexture(table: GlyphTable): THREE.DataTexture {
  const texture = new THREE.DataTexture(
    table.data,
    GLYPH_TEXELS,
    table.rows,
    THREE.RGBAFormat,
    THREE.FloatType,
  );
  texture.minFilter = THREE.NearestFilter;
  texture.magFilter = THREE.NearestFilter;
  texture.generateMipmaps = false;
  texture.needsUpdate = true;
  return texture;
}
