/**
 * The eafc texture layout: the canvas IS the game's texture. Area sizes are spec §9's; the jersey
 * panels sit where EA's own jersey maps have them, at the rectangles of the only public EA kit
 * layout, FIFA 19's (FIFAM-Mods/fifam `fifa-kit-converter/KitConverter.cpp`, `ConvertKit`; its
 * 1024 pixels doubled to our 2048; shared/reference/game-formats.md §1.5 and §8). So what a player
 * paints, what the 3D view shows and what FMT imports are the same pixels, with no transfer.
 *
 * Confidence, region by region:
 * - Verified in the converter's code: the back body is stored upside down above the front body
 *   (it flips and flops its crop), the front upright below it, the long sleeves lie across the
 *   texture on either side, the collar strip and the captain's armband sit low on the left and at
 *   the foot. Whether FC 24-26 still use this layout is unknown.
 * - Inferred (the converter's crops overlap, the islands are irregular): front and back meet at
 *   y 1020, the middle of their overlap, so both panels are 884 px tall (one vertical scale:
 *   hoops meet at the side seams); the sleeves stop at x 588 / 1460 where the front's crop starts,
 *   shoulder towards the body, texture-left sleeve = the wearer's right (as the front, seen from
 *   outside, has the wearer's right on its left); the short sleeve is the sleeve's inner part (the
 *   converter builds short sleeves mostly from the long-sleeve crop's inner part).
 * - Ours: the short sleeves' own irregular islands (x 376-740, y 40-676) are left unpainted
 *   (their mask shape is not public); the armband keeps its own area; the shorts band
 *   (y 210-512) is split front (left half) / back (right half), which half is which is unknown;
 *   the shorts' top strip (FIFA 19's socks) is unused because FIFA 21+ and FC have socks maps of
 *   their own; the socks maps are our own layout (none is public).
 * The garment meshes in src/scene are generated from this same data, so UVs match by construction.
 */
import type { GameLayout, RegionLayout } from '../layout.ts';

type Outline = readonly (readonly [number, number])[];

/**
 * A body panel's outline upright (neckline and sloped shoulders cut out of the rectangle), as
 * fractions of its width and height: Kitsmith's usual cut, the same for front and back.
 */
const BODY_CUT: Outline = [
  [0, 0.155],
  [0.172, 0.071],
  [0.344, 0.03],
  [0.5, 0.089],
  [0.656, 0.03],
  [0.828, 0.071],
  [1, 0.155],
  [1, 1],
  [0, 1],
];

/** Front and back share one height, so a band drawn at a height meets itself at the side seams. */
const BODY_H = 884;

/** The body cut in texture pixels; upside down (the back) turns it about the rectangle's centre. */
function bodyOutline(x: number, y: number, w: number, upsideDown: boolean): Outline {
  return BODY_CUT.map(([fx, fy]) =>
    upsideDown
      ? ([x + w - fx * w, y + BODY_H - fy * BODY_H] as const)
      : ([x + fx * w, y + fy * BODY_H] as const),
  );
}

const FRONT: RegionLayout = {
  name: 'front',
  rect: { x: 588, y: 1020, w: 868, h: BODY_H },
  shape: bodyOutline(588, 1020, 868, false),
};

/** Stored upside down: its hem at the top of the texture, its shoulders against the front's. */
const BACK: RegionLayout = {
  name: 'back',
  rect: { x: 646, y: 1020 - BODY_H, w: 754, h: BODY_H },
  shape: bodyOutline(646, 1020 - BODY_H, 754, true),
  turn: 2,
};

/** Sleeves lie across, shoulder towards the body: 588 px long (upright height), 644 round. */
const SLEEVE_LENGTH = 588;
const SLEEVE_ROUND = 644;
/**
 * The short sleeve is the inner 245 px, Kitsmith's short-sleeve share of the arm (240 of 576 in
 * our earlier layout; the 3D short sleeve keeps its length): region y (up from the centre) of its
 * hem.
 */
const SHORT_SLEEVE_Y = SLEEVE_LENGTH / 2 - 245;

export const EAFC_LAYOUT: GameLayout = {
  game: 'eafc',
  hasRoughness: true,
  // Real club shirts: the back number about a third of the back (25-30 cm on 70-80 cm), its centre
  // 41 % down from the collar as the hotspot defaults (PRINT_PREVIEW_RANGES) put it; the name's
  // 7-8 cm capitals above it; a 10 cm chest number under the neckline.
  playerPrint: {
    backNumber: { height: 1 / 3, depth: 0.41 },
    name: { height: 0.07, depth: 0.165 },
    frontNumber: { height: 0.12, depth: 0.28 },
  },
  areas: {
    shirt: {
      area: 'shirt',
      width: 2048,
      height: 2048,
      regions: [
        FRONT,
        BACK,
        {
          name: 'sleeve_left',
          rect: { x: 2048 - SLEEVE_LENGTH, y: 704, w: SLEEVE_LENGTH, h: SLEEVE_ROUND },
          shortSleeveY: SHORT_SLEEVE_Y,
          turn: 3,
        },
        {
          name: 'sleeve_right',
          rect: { x: 0, y: 704, w: SLEEVE_LENGTH, h: SLEEVE_ROUND },
          shortSleeveY: SHORT_SLEEVE_Y,
          turn: 1,
        },
        { name: 'collar', rect: { x: 112, y: 1392, w: 400, h: 128 } },
      ],
    },
    shorts: {
      area: 'shorts',
      width: 1024,
      height: 512,
      regions: [
        { name: 'shorts_front', rect: { x: 0, y: 210, w: 512, h: 302 } },
        { name: 'shorts_back', rect: { x: 512, y: 210, w: 512, h: 302 } },
      ],
    },
    socks: {
      area: 'socks',
      width: 512,
      height: 256,
      regions: [{ name: 'sock', rect: { x: 0, y: 0, w: 512, h: 256 } }],
    },
    armband: {
      area: 'armband',
      width: 512,
      height: 128,
      regions: [{ name: 'armband', rect: { x: 0, y: 0, w: 512, h: 128 } }],
    },
  },
};
