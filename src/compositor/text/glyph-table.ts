/**
 * The per-glyph data the text shaders read, packed into a float texture: one row per glyph
 * instance, four RGBA texels per row (see shaders/lib/glyph-run.glsl):
 *   0: a, c, e, anchor x     (first row of region -> atlas transform, anchor fraction)
 *   1: b, d, f, anchor y
 *   2: x0, y0, x1, y1        (the glyph's SDF cell in atlas texels)
 *   3: region id, atlas texels per region pixel, border thickness in region pixels, 0
 * A texture rather than uniform arrays, because names, numbers and mirrored copies together can
 * exceed what every GPU guarantees for uniform vectors, and a texture has no such limit.
 */
import * as THREE from 'three';
import type { GlyphInstance } from './layout.ts';

export const GLYPH_TEXELS = 4;

export function glyphTableData(glyphs: readonly GlyphInstance[]): Float32Array {
  const data = new Float32Array(Math.max(1, glyphs.length) * GLYPH_TEXELS * 4);
  glyphs.forEach((g, i) => {
    const [a, b, c, d, e, f] = g.toAtlas;
    data.set(
      [a, c, e, g.anchor[0], b, d, f, g.anchor[1], ...g.rect, g.region, g.atlasPerPx, g.borderPx, 0],
      i * 16,
    );
  });
  return data;
}

export function glyphTableTexture(glyphs: readonly GlyphInstance[]): THREE.DataTexture {
  const texture = new THREE.DataTexture(
    glyphTableData(glyphs),
    GLYPH_TEXELS,
    Math.max(1, glyphs.length),
    THREE.RGBAFormat,
    THREE.FloatType,
  );
  texture.minFilter = THREE.NearestFilter;
  texture.magFilter = THREE.NearestFilter;
  texture.generateMipmaps = false;
  texture.needsUpdate = true;
  return texture;
}
