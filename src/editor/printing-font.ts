import { DEFAULT_FONT_ID } from '../compositor/text/fonts.ts';

/**
 * The font the kit's player printing is drawn in, picked as the compositor's printing kinds pick
 * it (`fontOf` falls back to the default id, `resolveFont` to the default entry, then the first):
 * the kit's font when the font catalogues know it, else the default font. A new kit stores no
 * font (''), so the Printing tab shows the default it is drawn in, never "None".
 *
 * `fonts` is the compositor's font list: fonts.json then nba_fonts.json, in catalogue order.
 */
export function printedFont<F extends { readonly id: string }>(
  font: string,
  fonts: readonly F[],
): F | undefined {
  const id = font || DEFAULT_FONT_ID;
  return fonts.find((f) => f.id === id) ?? fonts.find((f) => f.id === DEFAULT_FONT_ID) ?? fonts[0];
}
