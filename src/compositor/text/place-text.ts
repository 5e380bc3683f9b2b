/**
 * Lays a text out once per placement spot (src/compositor/text/placements.ts) and returns every
 * glyph instance the shader draws. Mirrored spots mirror the user's x offset and rotation.
 */
import { layoutRun, placeRun, type FontMetrics, type GlyphInstance, type TextStyle } from './layout.ts';
import type { PlacementSpot } from './placements.ts';

/**
 * The user's x/y sliders (-100..100) move the text by a fraction of the region's half size, so
 * the full range reaches the panel's edges whatever its size.
 */
export function placeText(
  font: FontMetrics,
  style: TextStyle,
  spots: readonly PlacementSpot[],
  x: number,
  y: number,
): GlyphInstance[] {
  return spots.flatMap((spot) => {
    const sign = spot.mirror ? -1 : 1;
    const run = layoutRun(font, { ...style, rotation: sign * style.rotation });
    return placeRun(run, {
      region: spot.region,
      anchor: [spot.anchor[0] + (sign * x) / 100, spot.anchor[1] + y / 100],
      turn: spot.turn,
    });
  });
}

/**
 * Border thickness per borderWidth unit, as a fraction of the em: 8 (the maximum) gives a fifth of
 * the em, a bold outline; the SDF atlas encodes a quarter em outside each glyph, so it fits.
 * The border scales with the text, as an outline does in any vector editor.
 */
export const BORDER_EM_PER_UNIT = 0.025;

/** The thickest border a glyph can carry: the atlas encodes a quarter em outside each glyph. */
export const MAX_BORDER_EM = 8 * BORDER_EM_PER_UNIT;

/**
 * Gives glyphs a border of `px` region pixels, capped per glyph at MAX_BORDER_EM of its own em so
 * a thick outline chosen for a big number cannot run past a small name's distance field.
 */
export function withBorder(glyphs: readonly GlyphInstance[], px: number, fontSize: number): GlyphInstance[] {
  return glyphs.map((g) => ({ ...g, borderPx: Math.min(px, (MAX_BORDER_EM * fontSize) / g.atlasPerPx) }));
}

export function borderPx(
  style: Pick<TextStyle, 'size' | 'sizeX' | 'sizeY'>,
  border: boolean,
  width: number,
): number {
  if (!border || width <= 0) return 0;
  return width * BORDER_EM_PER_UNIT * style.size * (Math.sqrt(style.sizeX * style.sizeY) / 100);
}
