import { fillColor } from '../defaults/colors.ts';
import type { HexColor } from '../model/basics.ts';
import type { Layer } from '../model/layers.ts';
import { expectedColorCount } from '../rules/colors.ts';

/**
 * Sizes a colour list to `count`: extra colours are dropped from the end, missing ones are filled
 * in the default order (accents first). Used when a design, a logo or a colour count changes.
 */
export function resizeColors(colors: readonly HexColor[], count: number): HexColor[] {
  const size = Math.max(0, Math.floor(count));
  return Array.from({ length: size }, (_, i) => colors[i] ?? fillColor(i));
}

/**
 * The layer with its colour list sized to what its kind expects (design colours plus outline and
 * border, cuff colour count…). Kinds whose count the asset decides are left alone.
 */
export function fitColors<L extends Layer>(layer: L): L {
  const count = expectedColorCount(layer);
  if (count === null || count === layer.c.length) return layer;
  // The border colour stays last whatever happens to the fill colours before it.
  if (layer.border && layer.c.length > 0 && count > 0) {
    const border = layer.c[layer.c.length - 1]!;
    return { ...layer, c: [...resizeColors(layer.c.slice(0, -1), count - 1), border] };
  }
  return { ...layer, c: resizeColors(layer.c, count) };
}
