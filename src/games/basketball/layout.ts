/**
 * The basketball texture layout: NBA 2K's jersey and shorts templates (game-formats.md §4.1 and
 * §8; carrnate85-stack/nba2k-jersey-modder `mastertemplate2.zones.json` and
 * `shortstemplate1.zones.json`, one community source, "Retro U" cut), each 2048². What a
 * player paints, what the 3D view wears and what the download writes are those zones; the file
 * pieces (`nba2k-file.ts`) say how the canvas lands in 2K's file.
 *
 * Jersey, 2K's zones (x, y, w, h in the file): trim band (0, 0, 2048, 392) with two arm-hole
 * trims (363, 50, 1323, 66) and (363, 177, 1323, 66) and the collar trim (349, 311, 1360, 66);
 * front base (884, 392, 937, 1656) with the wordmark area (1039, 817, 632, 389); back base
 * (0, 392, 884, 1656) + (1821, 392, 227, 1656): one panel wrapped round the body, split at the
 * texture's edges (its centre, x 328, is under the template's NBA logo at x 343-381).
 *
 * Where the canvas is not the file, and why:
 * - The jersey canvas is 2K's file rolled 227 px to the right, so the back is one rectangle
 *   (x 0-1111) and the front sits at x 1111-2048. Every region in Kitsmith is one rectangle with
 *   its own space centred on it (panel map, layer kinds, text, logos, hotspots, garment UVs);
 *   a back crossing the texture's edge would need all of them to wrap. A roll loses nothing: the
 *   export copies the two strips back (an exact pixel shift at 2048).
 * - The arm-hole trims have no region of their own (Kitsmith's regions have no arm-hole
 *   binding): the collar region paints the trim band's three trims (`paint`, the rectangle round
 *   them, gaps included), its space running on up from the collar trim, so the arm-hole trims
 *   wear the collar's layers and a collar-mapped layer placed above the collar paints them
 *   alone. The 3D jersey's arm-hole bindings wear those canvas rectangles (`armholeTrims`) and
 *   the export copies them with the rest of the canvas. Which trim is which arm is unverified
 *   (ours: the first, upper one, the wearer's left, as with the shorts' panels).
 * - Shorts: 2K has one panel per leg (top: the wearer's left, bottom: the right; which is which
 *   is unverified), each with its waistband above it, and each holding half of the front and
 *   half of the back round that leg. Kitsmith's regions are the front and the back (a number
 *   on the front crosses the centre seam), so the canvas keeps 2K's two panel rectangles but
 *   puts the front in the top one and the back in the bottom one, and the export moves the
 *   halves: wearer's left = front's right half (seen from outside) + back's left half, side
 *   seam in the panel's middle (2K's UV shows a hem notch there); wearer's right = back's right
 *   half + front's left half. The belt-buckle logo area (1398, 1459, 617, 319) is 2K's own
 *   zone outside both panels: the export leaves it as the canvas has it (nothing painted).
 *
 * Inferred (ours): the jersey's body region (what the 3D jersey wears and region space spans)
 * ends at y 1700, where the public "Retro U" UV map's hem is; the zones are painted whole down
 * to the texture's foot (`paint`), so the design runs on if 2K's mesh reaches further. The tank
 * outline (straps, armholes, neck) is Kitsmith's cut scaled into the zones.
 */
import type { GameLayout, Rect } from '../layout.ts';
import { NBA2K_ZONES } from './zones.ts';

type Outline = readonly (readonly [number, number])[];

/** How far the jersey canvas is rolled right from 2K's file: the back's part at the right edge. */
export const NBA_JERSEY_ROLL = 227;

const Z = NBA2K_ZONES.jersey;
/** The body region's foot: the "Retro U" UV map's hem (inferred); the zones go on to 2048. */
const BODY_FOOT = 1700;

/**
 * Kitsmith's tank-top cut as fractions of the body rectangle (strap tops, armholes down to the
 * armpit, a scooped neck); the same fractions as the earlier 1024x1344 panel, so the 3D cut
 * keeps its shape.
 */
const TANK: Outline = [
  [0, 0.35],
  [0.068, 0.246],
  [0.117, 0.141],
  [0.156, 0.018],
  [0.322, 0.018],
  [0.41, 0.141],
  [0.5, 0.186],
  [0.59, 0.141],
  [0.678, 0.018],
  [0.844, 0.018],
  [0.883, 0.141],
  [0.932, 0.246],
  [1, 0.35],
  [1, 1],
  [0, 1],
];

const outline = (r: Rect): Outline => TANK.map(([fx, fy]) => [r.x + fx * r.w, r.y + fy * r.h] as const);

/** A 2K file rectangle on the rolled jersey canvas. */
const rolled = (r: Rect): Rect => ({ ...r, x: r.x + NBA_JERSEY_ROLL });

const FRONT_ZONE = rolled(Z.front);
const BACK_ZONE: Rect = { ...Z.backLeft, x: 0, w: Z.backLeft.w + Z.backRight.w };
const body = (zone: Rect): Rect => ({ ...zone, h: BODY_FOOT - zone.y });

const COLLAR_TRIM = rolled(Z.collarTrim);
const ARMHOLE_TRIMS = [rolled(Z.armholeTrims[0]), rolled(Z.armholeTrims[1])] as const;
/** The rectangle round the trim band's three trims: what the collar region paints. */
const TRIMS: Rect = (() => {
  const all = [COLLAR_TRIM, ...ARMHOLE_TRIMS];
  const x = Math.min(...all.map((r) => r.x));
  const y = Math.min(...all.map((r) => r.y));
  return {
    x,
    y,
    w: Math.max(...all.map((r) => r.x + r.w)) - x,
    h: Math.max(...all.map((r) => r.y + r.h)) - y,
  };
})();

export const BASKETBALL_LAYOUT: GameLayout = {
  game: 'basketball',
  hasRoughness: true,
  // NBA jerseys: an 8-9 inch back number on a ~30 inch back, the name arched over it just under
  // the neck (the tank's neckline dips to 19 % of the back at its centre: a name above that is
  // cut away), and a front number under the wordmark (2K's wordmark area ends 62 % down).
  playerPrint: {
    backNumber: { height: 0.3, depth: 0.5 },
    name: { height: 0.07, depth: 0.255 },
    frontNumber: { height: 0.2, depth: 0.5 },
  },
  areas: {
    shirt: {
      area: 'shirt',
      width: 2048,
      height: 2048,
      fileRollX: NBA_JERSEY_ROLL,
      regions: [
        { name: 'front', rect: body(FRONT_ZONE), shape: outline(body(FRONT_ZONE)), paint: FRONT_ZONE },
        { name: 'back', rect: body(BACK_ZONE), shape: outline(body(BACK_ZONE)), paint: BACK_ZONE },
        { name: 'collar', rect: COLLAR_TRIM, paint: TRIMS, armholeTrims: ARMHOLE_TRIMS },
      ],
    },
    shorts: {
      area: 'shorts',
      width: 2048,
      height: 2048,
      regions: [
        // Each region is 2K's leg panel with its waistband above it.
        { name: 'shorts_front', rect: { x: 0, y: 0, w: 1309, h: 799 } },
        { name: 'shorts_back', rect: { x: 0, y: 1024, w: 1309, h: 803 } },
      ],
    },
  },
};
