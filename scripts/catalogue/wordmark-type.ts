/**
 * Kitsmith's own stroke alphabet for the fictional sponsor wordmarks. The letters are drawn here
 * as centre lines, so the wordmarks need no font file: sharp (librsvg) and the browser rasterise
 * the same outlines, and no third-party typeface's licence travels with the logos. One skeleton
 * gives many type treatments through weight, slant, spacing and the stroke's cap and join
 * (round reads friendly, square and mitred reads technical).
 */
import { f2 } from './svg.ts';

type Pt = readonly [number, number];
/** A glyph: its advance width in cell units and its strokes (cell 10 high, y down, baseline 10). */
interface Glyph {
  w: number;
  strokes: readonly (readonly Pt[])[];
}

const O_RING = '1.5,0 4.5,0 6,1.5 6,8.5 4.5,10 1.5,10 0,8.5 0,1.5 1.5,0';
const P_BOWL = '0,10 0,0 4.5,0 6,1.5 6,4 4.5,5.5 0,5.5';

/** Each letter: advance width, then its strokes as "x,y x,y…" point lists split by '|'. */
const SKELETONS: Record<string, [number, string]> = {
  A: [6, '0,10 3,0 6,10|1.2,6.2 4.8,6.2'],
  B: [6, '0,10 0,0 4,0 5.5,1.3 5.5,3.7 4,5 0,5|4,5 6,6.3 6,8.7 4.5,10 0,10'],
  C: [6, '6,1.5 4.5,0 1.5,0 0,1.5 0,8.5 1.5,10 4.5,10 6,8.5'],
  D: [6, '0,0 0,10 4,10 6,8 6,2 4,0 0,0'],
  E: [5.5, '5.5,0 0,0 0,10 5.5,10|0,5 4.5,5'],
  F: [5.5, '5.5,0 0,0 0,10|0,5 4.5,5'],
  G: [6, '6,1.5 4.5,0 1.5,0 0,1.5 0,8.5 1.5,10 4.5,10 6,8.5 6,5.5 3.5,5.5'],
  H: [6, '0,0 0,10|6,0 6,10|0,5 6,5'],
  I: [0, '0,0 0,10'],
  K: [6, '0,0 0,10|6,0 0,6|2.2,4 6,10'],
  L: [5.5, '0,0 0,10 5.5,10'],
  M: [7, '0,10 0,0 3.5,6 7,0 7,10'],
  N: [6, '0,10 0,0 6,10 6,0'],
  O: [6, O_RING],
  P: [6, P_BOWL],
  Q: [6, `${O_RING}|3.8,7.8 6.4,10.4`],
  R: [6, `${P_BOWL}|3,5.5 6,10`],
  S: [6, '6,1.5 4.5,0 1.5,0 0,1.5 0,3.5 1.5,5 4.5,5 6,6.5 6,8.5 4.5,10 1.5,10 0,8.5'],
  T: [6, '0,0 6,0|3,0 3,10'],
  U: [6, '0,0 0,8.5 1.5,10 4.5,10 6,8.5 6,0'],
  V: [6, '0,0 3,10 6,0'],
  W: [7.5, '0,0 1.9,10 3.75,3 5.6,10 7.5,0'],
  Y: [6, '0,0 3,5 6,0|3,5 3,10'],
  Z: [6, '0,0 6,0 0,10 6,10'],
  ' ': [3, ''],
};

const GLYPHS: Record<string, Glyph> = Object.fromEntries(
  Object.entries(SKELETONS).map(([ch, [w, spec]]) => [
    ch,
    {
      w,
      strokes: spec
        .split('|')
        .filter(Boolean)
        .map((line) => line.split(' ').map((p) => p.split(',').map(Number) as unknown as Pt)),
    },
  ]),
);

export interface TypeStyle {
  /** Stroke width in cell units (the cell is 10 high): 1 is a hairline, 2.4 a heavy weight. */
  weight: number;
  /** Extra space between letters, cell units. */
  spacing?: number;
  /** Slant in degrees (an italic leans right). */
  slant?: number;
  /** Round ends and corners, or square ends and mitred corners. */
  round?: boolean;
}

/** Width of `text` in cell units, from the first letter's left ink edge to the last's right one. */
function cellWidth(text: string, style: TypeStyle): number {
  const gap = style.weight + (style.spacing ?? 1.2);
  const letters = [...text].map((ch) => glyph(ch));
  return letters.reduce((sum, g) => sum + g.w, 0) + gap * (letters.length - 1) + style.weight;
}

function glyph(ch: string): Glyph {
  const g = GLYPHS[ch.toUpperCase()];
  if (!g) throw new Error(`wordmark alphabet has no "${ch}"`);
  return g;
}

export interface Placement {
  /** Where the text starts (left) or centres, viewBox units. */
  x: number;
  /** Baseline, viewBox units. */
  baseline: number;
  /** Cap height, viewBox units; shrunk when `maxWidth` would be exceeded. */
  height: number;
  maxWidth?: number;
  anchor?: 'start' | 'middle' | 'end';
}

/** The text's drawn size in viewBox units, so designs can lay out around it. */
export function measure(text: string, style: TypeStyle, at: Placement): { width: number; height: number } {
  const cells = cellWidth(text, style);
  const scale = Math.min(at.height / 10, at.maxWidth !== undefined ? at.maxWidth / cells : Infinity);
  return { width: cells * scale, height: 10 * scale };
}

/** `text` as one stroked SVG path in `color`: the letters' outlines, no font needed. */
export function wordmark(text: string, style: TypeStyle, at: Placement, color: string): string {
  const { width, height } = measure(text, style, at);
  const scale = height / 10;
  const left = at.anchor === 'middle' ? at.x - width / 2 : at.anchor === 'end' ? at.x - width : at.x;
  const gap = style.weight + (style.spacing ?? 1.2);
  let pen = style.weight / 2;
  const parts: string[] = [];
  for (const ch of text) {
    const g = glyph(ch);
    for (const stroke of g.strokes)
      parts.push(stroke.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${f2(pen + x)} ${f2(y)}`).join(' '));
    pen += g.w + gap;
  }
  // Slant about the baseline so the text keeps its place; the skew leans the strokes as well.
  const skew = style.slant ? ` skewX(${-style.slant})` : '';
  const top = at.baseline - height;
  const join = style.round ? 'round' : 'miter';
  const cap = style.round ? 'round' : 'square';
  return (
    `<g transform="translate(${f2(left)} ${f2(top)}) scale(${f2(scale)}) translate(0 10)${skew} translate(0 -10)">` +
    `<path d="${parts.join(' ')}" fill="none" stroke="${color}" stroke-width="${style.weight}" ` +
    `stroke-linecap="${cap}" stroke-linejoin="${join}" stroke-miterlimit="1.6"/></g>`
  );
}
