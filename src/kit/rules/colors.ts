import { DESIGNS } from '../model/designs.ts';
import type { Layer } from '../model/layers.ts';

/** How many colours a layer holds, where its kind fixes it. */

/** Upper bound on any colour list, so malformed data cannot grow a layer without limit. */
export const MAX_LAYER_COLORS = 16;

/**
 * The exact colour count of `layer`, or null where the kind (or its image) decides at run time
 * and any count from 1 to MAX_LAYER_COLORS is valid. A border or outline adds one colour at the end.
 */
export function expectedColorCount(layer: Layer): number | null {
  const border = layer.border ? 1 : 0;
  switch (layer.n) {
    case 'design': {
      const outline = 'outline' in layer && layer.outline ? 1 : 0;
      return DESIGNS[layer.type].colors + outline + border;
    }
    case 'text':
    case 'nba_text':
      return 1 + border;
    case 'base':
      return 1;
    case 'sleeve_cuffs':
    case 'custom_collar':
      return layer.colorCount;
    // The user's image tiles in its own colours (its pass reads none of the layer's).
    case 'custom_pattern':
    case 'group':
    case 'printing':
    case 'printing_shorts':
      return 0;
    // The preview's ink: the name and numbers it draws in the hotspot boxes.
    case 'print_preview':
      return 1;
    default:
      return null;
  }
}
