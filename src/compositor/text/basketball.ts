/**
 * Basketball text geometry shared by nba_text, printing and printing_shorts.
 *
 * Spec §9 gives positions as small numbers (front number y 19; back number y -5; player name
 * y -62, arch 50) that grow DOWNWARDS (-62 is higher than -5), unlike region space; one unit is 3
 * region pixels on the ~1300 px back panel. The printing's own sizes and places come from real
 * kits per game instead (games/player-print.ts): §9's 165 and 45 are the 100 % of its sliders.
 */
import { LAYER_FIELD_RANGES, NBA_TEXT_DEFAULTS, type NbaTextType } from '../../kit/model/index.ts';
import { REGION_IDS } from '../../games/regions.ts';
import { readNumber, readString } from './fields.ts';
import type { TextStyle } from './layout.ts';
import { textStyle } from './text-style.ts';

/** Region pixels per unit of the basketball x/y values. */
export const NBA_UNIT_PX = 3;
/**
 * Sized for NBA 2K's shorts panels (799 px tall with the waistband, games/basketball/layout.ts):
 * the 60 px of the earlier 512 px panel, kept at the same share of the leg's length.
 */
export const SHORTS_NUMBER_EM = 94;
/** §9 default name arch. */
export const NAME_ARCH = 50;
/** NBA letter spacing (-4..8) in percent of the em per unit: 8 opens the name by a fifth of an em. */
export const NBA_SPACING_PERCENT = 2.5;

/** Region-space y (up, pixels) of an NBA y value (down, units). */
export const nbaYToRegion = (y: number): number => -y * NBA_UNIT_PX;

/** A plain upright run: the printing kinds only vary text, size and arch. */
export function printStyle(text: string, size: number, arch = 0): TextStyle {
  return { text, size, sizeX: 100, sizeY: 100, arch, rotation: 0, italic: false, spacing: 0 };
}

const typeOf = (layer: object): NbaTextType => {
  const t = readString(layer, 'type', 'name');
  return t === 'front_num' || t === 'back_num' ? t : 'name';
};

/** The text to draw: digits only for a numbers font (font_type 1). */
export function nbaText(layer: object): string {
  const text = readString(layer, 'text');
  return readNumber(layer, 'font_type', { min: 0, max: 1, default: 0 }) === 1
    ? text.replace(/\D/g, '')
    : text;
}

/**
 * Where and how a basketball text is drawn: its style (the type's default y, size and arch), its
 * region (the front number on the front, the rest on the back) and its centre from the region's
 * centre in region pixels (+y up). Shared by the pass and the handles (compositor/placement.ts).
 */
export function nbaTextLayout(layer: object): {
  style: TextStyle;
  region: number;
  offsetPx: [number, number];
} {
  const type = typeOf(layer);
  const defaults: { y: number; size?: number; arch?: number } = NBA_TEXT_DEFAULTS[type];
  const base = LAYER_FIELD_RANGES.nba_text;
  const ranges = {
    ...base,
    y: { ...base.y, default: defaults.y },
    size: { ...base.size, default: defaults.size ?? base.size.default },
    arch: { ...base.arch, default: defaults.arch ?? base.arch.default },
  };
  const style = { ...textStyle(layer, ranges), text: nbaText(layer) };
  style.spacing *= NBA_SPACING_PERCENT;
  return {
    style,
    region: type === 'front_num' ? REGION_IDS.front : REGION_IDS.back,
    offsetPx: [
      readNumber(layer, 'x', ranges.x) * NBA_UNIT_PX,
      nbaYToRegion(readNumber(layer, 'y', ranges.y)),
    ],
  };
}
