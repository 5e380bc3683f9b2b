/** Messages of the image kinds (English; the i18n layer maps them later). Spec §8 wording. */
export const IMAGE_MESSAGES = {
  loadFailed: (url: string) => `error loading ${url}`,
  unknownImage: (name: string) => `error loading ${name}`,
} as const;
