/**
 * The spec's user-visible texts for kit rules, in one place so that the editor, the tools and the
 * server use the same words (and the i18n layer has one map to translate).
 */
export const KIT_MESSAGES = {
  kitDataTooLarge: 'Kit data exceeds maximum size, please reduce number of layers',
  invalidHexColor: 'Invalid hex color format',
  premiumContentOnLoad: 'The kit you are trying to load includes Plus-exclusive content.',
  /** The early-access variant shown to Plus members below the tier that unlocks the content. */
  earlyAccessContentOnLoad:
    'The kit you are trying to load includes early-access content for Plus Ultimate members.',
  textureScalePlusOnly: 'Resolutions above 2048x2048 are only available for Plus members.',
  presetPlusOnly: 'This preset is exclusive to Plus members.',
  unsavedChanges: 'There are unsaved changes. Continue?',
  resetHotspots: 'Are you sure you want to reset the hotspots?',
  deleteKit: 'Are you sure you want to delete this kit?',
  replaceFreecamPreset: 'Will replace the existing `{name}` preset.',
  notImplemented: 'Not implemented',
  undoing: 'Undoing: {action}',
  redoing: 'Redoing: {action}',
  maxStoredKits: 'Maximum number of stored kits reached',
  /** Ours (issue 32): the per-account storage quota in bytes, beside the spec's kit count. */
  storageFull: 'Not enough storage space left: delete saved kits or stored uploads to make room.',
  invalidFiletype: 'Invalid filetype',
  fileTooLarge: 'The selected file exceeds the maximum size allowed (1MB) Please select a different file.',
  notLoggedIn: 'Not logged in',
} as const;

export type KitMessageKey = keyof typeof KIT_MESSAGES;

/** Fills `{name}` style placeholders of a message. */
export function formatMessage(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? values[key]! : whole,
  );
}
