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
