/**
 * The fm texture layout: one canvas for the whole kit, following Football Manager 26's 3D kit
 * texture (shared/reference/game-formats.md: a 1024x1024 opaque PNG, texture left = player's
 * right). The canvas is 2048 like every shirt area (spec §9), so every FM26 pixel position is
 * doubled here; the export halves it back.
 *
 * From the FM26 source (single modder's project, calibrated in game): front body x 357-668,
 * y 598-1004; back body x 357-668, y 134-598; long sleeves right x 0-357 and left x 668-1024,
 * y 0-326; socks right x 3-237, left x 786-1020, y 430-716; shorts right x 4-351, left x 676-1024,
 * y 774-1018. Sleeve orientation is the least certain part of it.
 *
 * Our design, where FM26's file does not fit an editing canvas:
 * - The back body is stored rotated 180 degrees in the game file; the canvas keeps it upright
 *   so designs read the same on front and back, and the export rotates it.
 * - The body panels paint FM26's whole rectangles (`paint`), hem strips included: front
 *   x 357-668, y 598-1018; back (upright here) the same size turned over FM26's back and back
 *   hem, y 118-598. FM paints its rectangles whole, shoulders and all, so the shaped outline is
 *   the garment's (the 3D view's neckline and shoulder slope) and the design runs on past it.
 * - One vertical scale for front and back: both regions are 406 FM px tall with the hem at the
 *   bottom, so a band at one distance from the hem has one region y on both; FM26's back is 58
 *   rows taller at the collar side (and its hem 16 rows against the front's 14), which the
 *   back's painted rectangle carries above its region. The canvas back therefore IS FM26's back
 *   rectangle turned upright, and the export is a plain half-size copy turned 180 degrees: no
 *   stretch (it was 406 -> 464 rows, 14 %, before, and hoops met off-set at the side seams).
 *   Why the canvas changed and not the transfer: the transfer can only copy texels that exist,
 *   and FM's hems, shoulders and extra back rows had none; painting them on the canvas keeps the
 *   export one exact pass per region and lets the texture view show what FM receives.
 * - One sleeve region per side, on FM26's long-sleeve rectangle; FM26's separate short-sleeve
 *   strips are filled from the sleeve's short part at export.
 * - Shorts are split left/right in FM26 but front/back in Kitsmith's region vocabulary: the
 *   wearer's right rectangle holds shorts_front and the left one shorts_back, and the export
 *   remaps them. The sock region is FM26's right sock; the left one is a copy at export.
 * - The collar is a ring in FM26 (centre 513,597, radius 29-43); the canvas uses a straight strip
 *   in the free space above the back body, unrolled into the ring at export.
 */
import type { GameLayout } from '../layout.ts';

/** FM26 pixels to canvas pixels. */
const S = 2;
const rect = (x0: number, y0: number, x1: number, y1: number) => ({
  x: x0 * S,
  y: y0 * S,
  w: (x1 - x0) * S,
  h: (y1 - y0) * S,
});

/** Body outline (FM26 pixels before scaling): neckline and shoulders cut from the rectangle. */
function bodyOutline(y0: number): readonly (readonly [number, number])[] {
  const x0 = 357;
  const w = 311;
  const pts: [number, number][] = [
    [0, 62],
    [53, 28],
    [107, 12],
    [155.5, 36],
    [204, 12],
    [258, 28],
    [311, 62],
    [311, 406],
    [0, 406],
  ];
  return pts.map(([x, y]) => [(x0 + (x / w) * w) * S, (y0 + y) * S] as const);
}

export const FM_LAYOUT: GameLayout = {
  game: 'fm',
  hasRoughness: false,
  // FM26's back body, shoulders included (the neckline at 9 % of it), kept upright on the canvas.
  playerPrint: {
    backNumber: { height: 1 / 3, depth: 0.44 },
    name: { height: 0.065, depth: 0.2 },
    frontNumber: { height: 0.11, depth: 0.3 },
  },
  areas: {
    shirt: {
      area: 'shirt',
      width: 2048,
      height: 2048,
      regions: [
        {
          name: 'front',
          rect: rect(357, 598, 668, 1004),
          shape: bodyOutline(598),
          paint: rect(357, 598, 668, 1018),
        },
        {
          name: 'back',
          rect: rect(357, 176, 668, 582),
          shape: bodyOutline(176),
          paint: rect(357, 118, 668, 598),
        },
        { name: 'sleeve_left', rect: rect(668, 0, 1024, 326), shortSleeveY: 36 },
        { name: 'sleeve_right', rect: rect(0, 0, 357, 326), shortSleeveY: 36 },
        { name: 'collar', rect: rect(357, 40, 668, 80) },
        { name: 'shorts_front', rect: rect(4, 774, 351, 1018) },
        { name: 'shorts_back', rect: rect(676, 774, 1024, 1018) },
        { name: 'sock', rect: rect(3, 430, 237, 716) },
      ],
    },
  },
};
