import { BLEND_MODES, LOGO_SLOTS } from './basics.ts';
import {
  BASE_TYPES,
  CUFF_MODES,
  CUSTOM_PATTERN_MODES,
  FONT_TYPES,
  NBA_TEXT_TYPES,
  PATTERN_MODES,
  PATTERN_TILINGS,
  PIPING_ALIGNMENTS,
  type LayerKind,
} from './layers.ts';

/**
 * Layer fields that hold one of a fixed list of values. Restore replaces anything else by the
 * field's default. Text placements depend on the area and are in TEXT_PLACEMENTS.
 */
export const COMMON_LAYER_CHOICES = {
  blendMode: BLEND_MODES,
} as const;

export const LAYER_FIELD_CHOICES = {
  base: { type: BASE_TYPES },
  pattern: { mode: PATTERN_MODES, tiling: PATTERN_TILINGS },
  custom_pattern: { mode: CUSTOM_PATTERN_MODES, tiling: PATTERN_TILINGS },
  nba_text: { type: NBA_TEXT_TYPES, font_type: FONT_TYPES },
  logo: { placement: LOGO_SLOTS },
  sleeve_cuffs: { mode: CUFF_MODES, pipingAlignment: PIPING_ALIGNMENTS },
} as const satisfies Partial<Record<LayerKind, Record<string, readonly (string | number)[]>>>;
