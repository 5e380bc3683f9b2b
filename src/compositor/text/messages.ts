/** Messages of the text engine (English; the i18n layer maps them later). */
export const TEXT_MESSAGES = {
  fontCatalogueFailed: (url: string) => `error loading ${url}`,
  fontLoadFailed: (url: string) => `error loading ${url}`,
  noFonts: 'No fonts are available',
} as const;
