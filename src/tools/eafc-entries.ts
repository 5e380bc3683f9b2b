/** FIFA / EA FC ZIP names and fixed values (no GPU code: tests and the CLI read them). */
/**
 * The 14 names FMT's importer knows, in its switch order.
 * @internal The download tests hold the ZIP's entries against it.
 */
export const EAFC_TEXTURE_ENTRIES = [
  'jersey_color.png',
  'jersey_normal.png',
  'jersey_taa.png',
  'jersey_coeff.png',
  'shorts_color.png',
  'shorts_normal.png',
  'shorts_taa.png',
  'shorts_coeff.png',
  'socks_color.png',
  'socks_normal.png',
  'socks_taa.png',
  'socks_coeff.png',
  'blank.png',
  'minikit.png',
] as const;

export const EAFC_MINIKIT_SIZE = 256;
export const EAFC_BLANK_SIZE = 256;
/** The taa map's neutral value: white, the identity of a multiplying mask. */
export const EAFC_TAA_NEUTRAL = [255, 255, 255, 255] as const;
