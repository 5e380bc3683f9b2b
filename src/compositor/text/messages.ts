/** Messages of the text engine (English; the i18n layer maps them later). */
export const TEXT_MESSAGES = {
  fontCatalogueFailed: (url: string) => `error loading ${url}`,
  fontLoadFailed: (url: string) => `error loading ${url}`,
  noFonts: 'No fonts are available',
  noCanvas: 'Canvas 2D is unavailable',
  degenerateTransform: 'Cannot invert a degenerate text transform',
} as const;
