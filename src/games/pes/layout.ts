/**
 * The pes texture layout: one 2048 square canvas for the whole kit.
 *
 * Verified (shared/reference/game-formats.md): PES 2016/17 kit textures are exactly 2048x2048
 * (later versions any power of two); one texture carries the kit.
 * Our design: where each panel sits. The console Edit Mode's layout rules were not found, so
 * Kitsmith documents its own: shirt front and back side by side on the left, sleeves and the
 * collar strip below them, shorts and the sock in the right-hand column.
 */
import type { GameLayout } from '../layout.ts';

/** Body panel 768x1024 with the neckline and the shoulders cut out of the rectangle. */
function bodyOutline(x0: number): readonly (readonly [number, number])[] {
  return [
    [x0 + 0, 160],
    [x0 + 132, 72],
    [x0 + 264, 30],
    [x0 + 384, 90],
    [x0 + 504, 30],
    [x0 + 636, 72],
    [x0 + 768, 160],
    [x0 + 768, 1024],
    [x0 + 0, 1024],
  ];
}

export const PES_LAYOUT: GameLayout = {
  game: 'pes',
  hasRoughness: false,
  // The back rectangle starts at the shoulder tops (the neckline dips to 9 % of it): numbers and
  // name sit a little lower than on EA's tighter back to keep real kits' spacing from the collar.
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
        { name: 'front', rect: { x: 0, y: 0, w: 768, h: 1024 }, shape: bodyOutline(0) },
        { name: 'back', rect: { x: 768, y: 0, w: 768, h: 1024 }, shape: bodyOutline(768) },
        { name: 'sleeve_left', rect: { x: 0, y: 1024, w: 720, h: 432 }, shortSleeveY: 36 },
        { name: 'sleeve_right', rect: { x: 768, y: 1024, w: 720, h: 432 }, shortSleeveY: 36 },
        { name: 'collar', rect: { x: 0, y: 1472, w: 1536, h: 96 } },
        { name: 'shorts_front', rect: { x: 1536, y: 0, w: 512, h: 512 } },
        { name: 'shorts_back', rect: { x: 1536, y: 512, w: 512, h: 512 } },
        { name: 'sock', rect: { x: 1536, y: 1024, w: 512, h: 256 } },
      ],
    },
  },
};
