/**
 * Where each logo slot (spec document 1, section 2) sits, per area, and its default size.
 * The spec names the slots and their slider ranges, not the spots; these follow football kits:
 * the maker's mark on the wearer's right chest, the crest over the heart (wearer's left, which is
 * the viewer's right of the front panel since region space is seen from outside), the sponsor
 * across the chest, the back sponsor under the collar, sleeve badges high on each sleeve.
 * The slot's size slider is a percentage of `boxPx` (§9 "Logo size scaling is a percentage of the
 * default"); position sliders move the logo by region pixels, +y up.
 */
import type { Area, LogoSlot } from '../../kit/model/index.ts';
import { REGION_IDS } from '../../games/regions.ts';

export interface LogoSpot {
  region: number;
  /** Fraction of the region's half size. */
  anchor: readonly [number, number];
  /** Side of the square the logo fits in at size 100, region pixels at texture scale 1. */
  boxPx: number;
  /**
   * The region width `boxPx` was drawn for, when the box should keep its share of the region in
   * every game rather than its pixels: the shorts' front spans 512 px in EA FC, FIFA and PES,
   * 694 in FM26 and 1309 in NBA 2K's square shorts, so a fixed 90 px crest was 18 % of the
   * shorts' width in EA FC and 7 % in NBA 2K (real crests on shorts: about a sixth).
   */
  refWidth?: number;
}

const at = (region: number, x: number, y: number, boxPx: number, refWidth?: number): LogoSpot => ({
  region,
  anchor: [x, y],
  boxPx,
  ...(refWidth ? { refWidth } : {}),
});
const { front, back, sleeve_left, sleeve_right, shorts_front, shorts_back, sock } = REGION_IDS;

/**
 * Shorts logos sit on the legs, 45 px in from the side seams' quarter lines (§9 "the shorts logo
 * shift is 45 px"): on a 512 px panel that is a quarter width (128 px) minus the shift.
 */
export const SHORTS_LOGO_SHIFT = 45;
const SHORTS_LEG_X = (128 + SHORTS_LOGO_SHIFT) / 256;
/** The football shorts panel the shorts boxes were drawn for (EA FC, FIFA, PES). */
const SHORTS_PANEL = 512;

export const LOGO_SPOTS: Readonly<Record<Area, Partial<Record<LogoSlot, LogoSpot>>>> = {
  shirt: {
    brand: at(front, -0.42, 0.52, 110),
    team: at(front, 0.42, 0.52, 150),
    sponsor: at(front, 0, 0.12, 440),
    sponsor_back: at(back, 0, 0.6, 320),
    sleeve_left: at(sleeve_left, 0, 0.3, 150),
    sleeve_right: at(sleeve_right, 0, 0.3, 150),
  },
  shorts: {
    brand: at(shorts_front, -SHORTS_LEG_X, -0.5, 70, SHORTS_PANEL),
    team: at(shorts_front, SHORTS_LEG_X, -0.5, 90, SHORTS_PANEL),
    sponsor: at(shorts_back, 0, 0.55, 180, SHORTS_PANEL),
  },
  socks: {
    brand: at(sock, 0, 0.45, 50),
    team: at(sock, 0, 0.05, 70),
  },
};

/** The spot of a slot in an area, or undefined when that area has no such slot (nothing drawn). */
export function logoSpot(area: string, slot: string): LogoSpot | undefined {
  const byArea = (LOGO_SPOTS as Record<string, Partial<Record<string, LogoSpot>>>)[area];
  return byArea?.[slot];
}
