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

/**
 * Whether a border toggle applies to the layer: it adds (or drops) the border colour at the end of
 * its list. Kinds whose count is fixed without a border colour (the base, cuffs, printing) and the
 * armband, whose colours follow its state, have none. Every kind it applies to draws the border:
 * text and NBA text in their own pass, every other kind through the compositor's host
 * (shaders/host/layer-step.glsl).
 */
export function takesBorder(layer: Layer): boolean {
  if (layer.n === 'armband') return false;
  const now = expectedColorCount(layer);
  const toggled = expectedColorCount({ ...layer, border: !layer.border } as Layer);
  return now === null || toggled === null || now !== toggled;
}
