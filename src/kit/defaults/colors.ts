/** Default colours (spec document 1, section 9). */

export const DEFAULT_KIT_COLORS = {
  main: '#000000',
  sleeves: '#505050',
  accents: ['#ffffff', '#a0a0a0'],
  logos: ['#ffffff', '#bfbfbf'],
} as const;

/** Preview mode shows four greys instead of the kit colours. */
export const PREVIEW_MODE_COLORS = ['#808080', '#a0a0a0', '#c0c0c0', '#e0e0e0'] as const;

export const CREATE_A_CLUB_COLORS = {
  main: '#ff0000',
  sleeves: '#ff0000',
  accents: ['#00ff00', '#0000ff'],
} as const;

/** The order in which a new layer's colour slots are filled: accents first, then main and sleeves. */
export const LAYER_COLOR_FILL = [
  DEFAULT_KIT_COLORS.accents[0],
  DEFAULT_KIT_COLORS.accents[1],
  DEFAULT_KIT_COLORS.main,
  DEFAULT_KIT_COLORS.sleeves,
] as const;

/** The colour for slot `index` of a new layer. */
export function fillColor(index: number): string {
  return LAYER_COLOR_FILL[index % LAYER_COLOR_FILL.length]!;
}
