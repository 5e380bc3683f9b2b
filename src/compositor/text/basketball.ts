/**
 * Basketball text geometry shared by nba_text, printing and printing_shorts.
 *
 * Spec §9 gives positions as small numbers (front number y 19; back number y -5; player name
 * y -62, arch 50) that grow DOWNWARDS (-62 is higher than -5), unlike region space; one unit is 3
 * region pixels on the ~1300 px back panel. The printing's own sizes and places come from real
 * kits per game instead (games/player-print.ts): §9's 165 and 45 are the 100 % of its sliders.
 */
import type { TextStyle } from './layout.ts';

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
