/**
 * Basketball printing geometry shared by nba_text, printing and printing_shorts.
 *
 * Spec §9 gives the defaults as small numbers: front number y 19; back number y -5, size 165;
 * player name y -62, size 45, arch 50. The name is printed above the back number, so these y
 * values grow DOWNWARDS (-62 is higher than -5), unlike region space; and to put the name a
 * name's height above a 165 px number on a ~1300 px back panel, one unit is 3 region pixels. So
 * y -5 is 15 px above the panel centre and y -62 is 186 px above it.
 */
import type { TextStyle } from './layout.ts';

/** Region pixels per unit of the basketball x/y values. */
export const NBA_UNIT_PX = 3;
/** §9 default positions, in NBA units (y down). */
export const NBA_Y = { front_num: 19, back_num: -5, name: -62 } as const;
/** §9 default sizes: back number 165, name 45 (em, region px); printing sizes are % of these. */
export const BACK_NUMBER_EM = 165;
export const NAME_EM = 45;
/** Front and shorts numbers: the spec gives no size; chest and leg numbers are smaller than the back's. */
export const FRONT_NUMBER_EM = 100;
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
