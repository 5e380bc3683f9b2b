import { KIT_RANGES } from '../model/field-ranges.ts';
import type { Kit } from '../model/kit.ts';
import { gameHasRoughness } from '../rules/edits.ts';
import { FIFA_SHORT_STYLES, MAX_COLLAR_INDEX, MAX_SHORT_STYLE } from '../restore/restore.ts';
import { clampTo } from './fields.ts';
import { applied, refused, type EditResult } from './result.ts';

/**
 * Kit-level settings ('edit kit'): shininess, metalness, collar, shorts model, template details,
 * long sleeves (`ls`: the cuffs are drawn at the hem of the sleeves the kit shows).
 */

/** Shorts models of fifa and eafc (spec §5); other games take their model's own list. */
export const FOOTBALL_SHORTS_MODELS: readonly number[] = FIFA_SHORT_STYLES;

export interface KitSettingsContext {
  /** The template's collar count: the collar stays below it. */
  collars?: number;
  /** The model's shorts models, when it has its own list. */
  shortStyles?: readonly number[];
}

export type KitSetting =
  'shininess' | 'metalness' | 'collar' | 'selectedShorts' | 'hideTemplateDetails' | 'ls';

export function editKit(
  kit: Kit,
  setting: KitSetting,
  value: number | boolean,
  context: KitSettingsContext = {},
): EditResult {
  let next: number | boolean;
  switch (setting) {
    case 'shininess':
    case 'metalness': {
      // pes and fm models have no roughness map: both settings are ignored there (spec §5).
      if (!gameHasRoughness(kit.game)) return refused('fieldNotEditable');
      if (typeof value !== 'number' || !Number.isFinite(value)) return refused('invalidValue');
      next = clampTo(value, KIT_RANGES[setting], kit.game);
      break;
    }
    case 'collar': {
      // Without the template's count, restore's own bound applies, so a saved kit loads unchanged.
      const limit = context.collars ?? MAX_COLLAR_INDEX + 1;
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value >= limit) {
        return refused('invalidValue');
      }
      next = value;
      break;
    }
    case 'selectedShorts': {
      const models =
        context.shortStyles ??
        (kit.game === 'fifa' || kit.game === 'eafc' ? FOOTBALL_SHORTS_MODELS : undefined);
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) return refused('invalidValue');
      const listed = models === undefined ? value <= MAX_SHORT_STYLE : models.includes(value);
      if (!listed) return refused('invalidValue');
      next = value;
      break;
    }
    case 'hideTemplateDetails':
    case 'ls':
      if (typeof value !== 'boolean') return refused('invalidValue');
      next = value;
      break;
    default:
      return refused('fieldNotEditable');
  }
  if (kit[setting] === next) return applied(kit, 'edit kit');
  return applied({ ...kit, [setting]: next }, 'edit kit');
}
