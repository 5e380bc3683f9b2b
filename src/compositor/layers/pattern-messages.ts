/** Messages of the pattern, custom pattern and material kinds (English; the i18n layer comes later). */
export const PATTERN_MESSAGES = {
  catalogueFailed: (url: string) => `The pattern catalogue could not be loaded (${url}).`,
  unknownPattern: (name: string) => `There is no pattern called "${name}".`,
  noImage: 'This custom pattern has no image yet: upload one first.',
  unknownMaterial: (name: string) => `There is no material called "${name}".`,
  unknownCollar: (name: string) => `There is no collar called "${name}".`,
  unknownArmband: (name: string) => `There is no armband called "${name}".`,
} as const;
