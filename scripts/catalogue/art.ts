/** What every art script hands the catalogue builder: one drawn item before it is rasterised. */
export interface Art {
  name: string;
  /** Original colours, one per channel used, in channel order R, G, B (none for height tiles). */
  colors: string[];
  /** SVG body in a 100-unit-wide viewBox. */
  body: string;
  /** viewBox height when the image is not square. */
  height?: number;
  /** Catalogue type (logos: brand, club, sponsor…); defaults to the category's own. */
  type?: string;
  /** Sub-categories the choosers filter by. */
  cat: string[];
  /** Fictional brand the item belongs to, when it has one. */
  brand?: string;
}

export const WHITE = '#ffffff';
export const SILVER = '#bfbfbf';
export const GREY = '#505050';
/** Neutral defaults for recolourable art: the user's kit colours replace them. */
export const NEUTRAL3 = [WHITE, SILVER, GREY];
