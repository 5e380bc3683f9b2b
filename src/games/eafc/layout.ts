/**
 * The eafc texture layout. Area sizes are spec §9's; the panel positions are Kitsmith's own UV
 * unwrap (front and back side by side, the two sleeves below them, the collar strip at the foot).
 * The garment meshes in src/scene are generated from this same data, so UVs match by construction.
 */
import type { GameLayout } from '../layout.ts';

/** Front and back panels: the neckline and the armholes are cut out of the 1024x1344 rectangle. */
function bodyOutline(x0: number): readonly (readonly [number, number])[] {
  return [
    [x0 + 0, 208],
    [x0 + 176, 96],
    [x0 + 352, 40],
    [x0 + 512, 120],
    [x0 + 672, 40],
    [x0 + 848, 96],
    [x0 + 1024, 208],
    [x0 + 1024, 1344],
    [x0 + 0, 1344],
  ];
}

export const EAFC_LAYOUT: GameLayout = {
  game: 'eafc',
  hasRoughness: true,
  areas: {
    shirt: {
      area: 'shirt',
      width: 2048,
      height: 2048,
      regions: [
        { name: 'front', rect: { x: 0, y: 0, w: 1024, h: 1344 }, shape: bodyOutline(0) },
        { name: 'back', rect: { x: 1024, y: 0, w: 1024, h: 1344 }, shape: bodyOutline(1024) },
        { name: 'sleeve_left', rect: { x: 0, y: 1344, w: 960, h: 576 }, shortSleeveY: 48 },
        { name: 'sleeve_right', rect: { x: 1024, y: 1344, w: 960, h: 576 }, shortSleeveY: 48 },
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
