import { parseHexColor } from '../colors.ts';
import type { LayerId } from '../model/basics.ts';
import { LAYER_FIELD_RANGES } from '../model/field-ranges.ts';
import type { Kit } from '../model/kit.ts';
import type { Layer } from '../model/layers.ts';
import { MAX_LAYER_COLORS, expectedColorCount } from '../rules/colors.ts';
import { fitColors, resizeColors } from './colors-fit.ts';
import { clampTo } from './fields.ts';
import { applied, refused, type EditResult } from './result.ts';
import { findLayer, withLayer } from './stacks.ts';

/**
 * Choosing another catalogue asset for a layer ('edit layer'): a graphic, pattern, material,
 * collar or logo. The asset decides how many colours the layer paints (a logo's image count, a
 * graphic's colour count), so the colour list is resized with it, the border colour kept last.
 */

/** The field naming the asset, per kind that has one. */
const ASSET_FIELD: Partial<Record<Layer['n'], string>> = {
  graphic: 'g',
  pattern: 'p',
  custom_pattern: 'l',
  mat: 'p',
  custom_collar: 'p',
  logo: 'l',
  custom_logo: 'l',
};

export function changeLayerAsset(kit: Kit, uuid: LayerId, name: string, colorCount: number): EditResult {
  const place = findLayer(kit, uuid);
  if (place === undefined) return refused('layerNotFound');
  const layer = place.layer;
  const field = ASSET_FIELD[layer.n];
  if (field === undefined) return refused('fieldNotEditable');
  if (!Number.isInteger(colorCount) || colorCount < 1) return refused('invalidValue');
  let next = { ...layer, [field]: name } as Layer;
  if (next.n === 'custom_collar') {
    next = {
      ...next,
      colorCount: clampTo(colorCount, LAYER_FIELD_RANGES.custom_collar.colorCount, kit.game),
    };
  }
  // Kinds whose count the rules fix (the collar's colour count) follow the rules; the others take the asset's.
  if (expectedColorCount(next) !== null) return applied(withLayer(kit, place, fitColors(next)), 'edit layer');
  const border = next.border && next.c.length > 1 ? [next.c[next.c.length - 1]!] : [];
  const fillColors = border.length > 0 ? next.c.slice(0, -1) : next.c;
  const fillCount = Math.min(MAX_LAYER_COLORS - border.length, colorCount);
  next = { ...next, c: [...resizeColors(fillColors, fillCount), ...border] };
  return applied(withLayer(kit, place, next), 'edit layer');
}

/**
 * A new layer painting with its asset's own colours (the catalogue item's `colors`): a graphic
 * drawn in three colours starts with those three, not with one default accent. A fresh layer has
 * no colours of the user's to keep, so the asset's replace the defaults; a border colour stays
 * last, and kinds whose count the rules fix keep that count. Null when a colour is not a hex colour.
 */
export function withAssetColors(layer: Layer, colors: readonly string[]): Layer | null {
  const parsed: string[] = [];
  for (const color of colors) {
    const result = parseHexColor(color);
    if (!result.ok) return null;
    parsed.push(result.color);
  }
  if (parsed.length === 0 || !(layer.n in ASSET_FIELD)) return layer;
  const border = layer.border && layer.c.length > 1 ? [layer.c[layer.c.length - 1]!] : [];
  const fill = parsed.slice(0, MAX_LAYER_COLORS - border.length);
  const next = { ...layer, c: [...fill, ...border] } as Layer;
  return expectedColorCount(next) === null ? next : fitColors(next);
}
