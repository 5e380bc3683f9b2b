/**
 * The basketball texture layout: a sleeveless jersey and long shorts, no socks.
 *
 * Verified: nothing. No public jersey texture naming or size was found for NBA 2K25/2K26
 * (shared/reference/game-formats.md), so the whole layout is Kitsmith's design, at the shirt
 * and shorts sizes of spec §9: jersey front and back side by side, each cut as a tank top (deep
 * armholes, narrow straps, a scooped neck), the neck trim strip below them; shorts front and back
 * side by side.
 */
import type { GameLayout } from '../layout.ts';

/** Tank-top panel 1024x1344: armholes from the armpit up to a strap, and a scooped neckline. */
function tankOutline(x0: number): readonly (readonly [number, number])[] {
  return [
    [x0 + 0, 470],
    [x0 + 70, 330],
    [x0 + 120, 190],
    [x0 + 160, 24],
    [x0 + 330, 24],
    [x0 + 420, 190],
    [x0 + 512, 250],
    [x0 + 604, 190],
    [x0 + 694, 24],
    [x0 + 864, 24],
    [x0 + 904, 190],
    [x0 + 954, 330],
    [x0 + 1024, 470],
    [x0 + 1024, 1344],
    [x0 + 0, 1344],
  ];
}

export const BASKETBALL_LAYOUT: GameLayout = {
  game: 'basketball',
  hasRoughness: true,
  areas: {
    shirt: {
      area: 'shirt',
      width: 2048,
      height: 2048,
      regions: [
        { name: 'front', rect: { x: 0, y: 0, w: 1024, h: 1344 }, shape: tankOutline(0) },
        { name: 'back', rect: { x: 1024, y: 0, w: 1024, h: 1344 }, shape: tankOutline(1024) },
        { name: 'collar', rect: { x: 0, y: 1920, w: 1536, h: 128 } },
      ],
    },
    shorts: {
      area: 'shorts',
      width: 1024,
      height: 512,
      regions: [
        { name: 'shorts_front', rect: { x: 0, y: 0, w: 512, h: 512 } },
        { name: 'shorts_back', rect: { x: 512, y: 0, w: 512, h: 512 } },
      ],
    },
  },
};
