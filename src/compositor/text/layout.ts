/**
 * Text layout on the CPU: turns a string and the text sliders into one affine transform per glyph,
 * from a region's pixel space into the glyph's cell of the SDF atlas. The shader then only looks
 * up each glyph's distance (shaders/lib/glyph-run.glsl), so every slider here is exact at any
 * texture scale: nothing is resampled from a pre-drawn bitmap of the whole text.
 *
 * Spaces (y up, units noted per step):
 *  glyph   font pixels of the atlas, origin at the glyph's pen position on the baseline;
 *  run     region pixels at texture scale 1, origin at the run's anchor (its visual centre);
 *  region  the RegionPoint space of the layer contract, minus the anchor (`anchor` x size/2).
 */
import { chain, invert, rotate, scale, shearX, translate, type Affine } from './affine.ts';

/** Where one glyph's distance field sits in the atlas and how it lines up with the pen. */
export interface GlyphMetrics {
  /** Pen advance in font pixels. */
  advance: number;
  /** Left edge of the glyph's SDF bitmap relative to the pen, font pixels. */
  bitmapLeft: number;
  /** Top edge of the SDF bitmap above the baseline, font pixels. */
  bitmapTop: number;
  /** SDF bitmap size in texels (0 for glyphs without ink, e.g. a space). */
  width: number;
  height: number;
  /** Top-left texel of the bitmap in the atlas (atlas rows run downwards). */
  atlasX: number;
  atlasY: number;
}

/** What layout needs from a font atlas. */
export interface FontMetrics {
  /** Font size the atlas was drawn at, in font pixels: the em. */
  fontSize: number;
  /** Height of capitals above the baseline, font pixels: text is centred on half of it. */
  capHeight: number;
  glyph(char: string): GlyphMetrics | undefined;
  /** Extra advance between two characters (negative tightens), font pixels. */
  kerning(left: string, right: string): number;
}

/** The text sliders, in the kit document's units. */
export interface TextStyle {
  text: string;
  /** Em size in region pixels at texture scale 1 (slider 10..300). */
  size: number;
  /** Horizontal and vertical stretch in percent (10..300, 100 = none). */
  sizeX: number;
  sizeY: number;
  /** -150..150: how far the baseline bends; positive raises the middle above the ends. */
  arch: number;
  /** Degrees, positive turns clockwise as on screen (-180..180). */
  rotation: number;
  italic: boolean;
  /** Extra gap between letters in percent of the em (-50..1000). */
  spacing: number;
}

/** One glyph of a laid-out run: forward transform glyph space -> run space, plus its atlas cell. */
export interface RunGlyph {
  char: string;
  toRun: Affine;
  metrics: GlyphMetrics;
}

export interface LaidOutRun {
  glyphs: RunGlyph[];
  /** Run width along the baseline before arching, region pixels. */
  width: number;
  /** Atlas texels per region pixel (the geometric mean of both stretches). */
  atlasPerPx: number;
}

/** Slant of italic text: 12 degrees, the usual oblique angle of sports lettering. */
export const ITALIC_SLANT = Math.tan((12 * Math.PI) / 180);
/**
 * Arch 150 (the slider's end) bends the run through 135 degrees of a circle: tight enough to wrap
 * a name around a number, still readable. The bend scales linearly with the slider.
 */
const FULL_ARCH_TURN = (3 * Math.PI) / 4;
const ARCH_MAX = 150;

export function layoutRun(font: FontMetrics, style: TextStyle): LaidOutRun {
  const chars = Array.from(style.text);
  const em = font.fontSize;
  const gap = (style.spacing / 100) * em;
  const sx = (style.size / em) * (style.sizeX / 100);
  const sy = (style.size / em) * (style.sizeY / 100);

  // Pen positions along the baseline, font pixels.
  const pens: { char: string; x: number; m: GlyphMetrics }[] = [];
  let pen = 0;
  chars.forEach((char, i) => {
    const m = font.glyph(char);
    if (!m) return;
    const prev = chars[i - 1];
    if (pens.length > 0) pen += gap + (prev === undefined ? 0 : font.kerning(prev, char));
    pens.push({ char, x: pen, m });
    pen += m.advance;
  });
  const widthFont = pen;
  const width = widthFont * sx;

  const turn = (style.arch / ARCH_MAX) * FULL_ARCH_TURN;
  const radius = Math.abs(turn) > 1e-4 && width > 0 ? width / turn : Infinity;
  const shear = style.italic ? ITALIC_SLANT : 0;
  const half = font.capHeight / 2;
  const runRotation = rotate((-style.rotation * Math.PI) / 180);

  const glyphs: RunGlyph[] = [];
  for (const { char, x, m } of pens) {
    if (m.width === 0 || m.height === 0) continue;
    // Glyph centred on its middle: the shear pivots on the middle of the capitals, so italic
    // leans the letter without moving it along the run.
    const centred = chain(translate(-m.advance / 2, -half), translate(-shear * half, 0), shearX(shear));
    const along = (x + m.advance / 2 - widthFont / 2) * sx;
    // On an arch the glyph's middle sits on a circle through the run's middle; arc length keeps
    // the spacing the straight run had.
    const phi = Number.isFinite(radius) ? along / radius : 0;
    const onArc: Affine = Number.isFinite(radius)
      ? chain(translate(radius * Math.sin(phi), radius * Math.cos(phi) - radius), rotate(-phi))
      : translate(along, 0);
    glyphs.push({ char, metrics: m, toRun: chain(runRotation, onArc, scale(sx, sy), centred) });
  }
  return { glyphs, width, atlasPerPx: 1 / Math.sqrt(sx * sy) };
}

/** Where a run goes: a region, an anchor in the region, and how it is turned there. */
export interface RunPlacement {
  /** Region id (REGION_IDS). */
  region: number;
  /** Anchor as a fraction of the region's half size: (0, 0) centre, (1, 1) top-right corner. */
  anchor: readonly [number, number];
  /** Extra offset from the anchor in region pixels (printing lays name and number out with it). */
  offsetPx?: readonly [number, number];
  /** Extra counter-clockwise turn in degrees (vertical side text, inverted sleeves). */
  turn?: number;
}

/** What the shader reads per glyph (see glyph-table.ts for the texel layout). */
export interface GlyphInstance {
  region: number;
  anchor: readonly [number, number];
  /** (region pixels - anchor) -> atlas texels. */
  toAtlas: Affine;
  /** The glyph's SDF bitmap in atlas texels: x0, y0, x1, y1. */
  rect: readonly [number, number, number, number];
  atlasPerPx: number;
  /** Border thickness around this glyph, region pixels (0 = none). */
  borderPx: number;
}

/** Places a laid-out run in a region: one instance per inked glyph. */
export function placeRun(run: LaidOutRun, placement: RunPlacement): GlyphInstance[] {
  const [ox, oy] = placement.offsetPx ?? [0, 0];
  const toRegion = chain(translate(ox, oy), rotate(((placement.turn ?? 0) * Math.PI) / 180));
  return run.glyphs.map(({ toRun, metrics: m }) => {
    // Glyph space -> atlas texels: rows run downwards from the bitmap's top-left texel.
    const glyphToAtlas: Affine = [1, 0, 0, -1, m.atlasX - m.bitmapLeft, m.atlasY + m.bitmapTop];
    return {
      region: placement.region,
      anchor: placement.anchor,
      toAtlas: chain(glyphToAtlas, invert(chain(toRegion, toRun))),
      rect: [m.atlasX, m.atlasY, m.atlasX + m.width, m.atlasY + m.height],
      atlasPerPx: run.atlasPerPx,
      borderPx: 0,
    };
  });
}
