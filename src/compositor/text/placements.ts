/**
 * Text placements (spec document 1, section 2) as region anchors.
 *
 * A placement names one or more spots; each spot is a region, an anchor in that region, an extra
 * turn, and whether the user's x offset and rotation are mirrored there. The spec names the
 * choices but not their geometry; the choices below are what a kit designer expects:
 *  - "mirrored" variants mirror the PLACEMENT (x offset and rotation) so the two sides look
 *    symmetrical on the body, while the letters stay readable: nobody wants mirror writing on a
 *    kit, and region space is always seen from outside, so a literal reflection would show it.
 *  - "inverted" additionally turns the second copy upside down (180 degrees), the way text runs
 *    down one sleeve and up the other.
 *  - Shorts sides carry vertical text along the outer edge of each leg; the wearer's left leg is
 *    on the viewer's right of the front panel (region space is seen from outside).
 *  - Socks: the sock region wraps around the calf with the front in the middle, so its left and
 *    right edges meet at the back seam; "back" text is drawn at both edges so it joins across the
 *    seam. Outside is the half to the viewer's right, inside the left.
 */
import type { TextPlacement } from '../../kit/model/index.ts';
import { REGION_IDS } from '../../games/regions.ts';

export interface PlacementSpot {
  region: number;
  /** Base anchor as a fraction of the region's half size. */
  anchor: readonly [number, number];
  /** Extra counter-clockwise turn of the whole run, degrees. */
  turn: number;
  /** Mirror the user's x offset and rotation at this spot. */
  mirror: boolean;
}

const spot = (region: number, x: number, y: number, turn = 0, mirror = false): PlacementSpot => ({
  region,
  anchor: [x, y],
  turn,
  mirror,
});

const { front, back, sleeve_left, sleeve_right, armband, shorts_front, shorts_back, sock } = REGION_IDS;
/** Back-collar text sits just under the neckline of the back panel. */
const BACK_COLLAR_Y = 0.72;
/** Shorts text: front on the wearer's left leg near the hem; back centred high. */
const SHORTS_FRONT = [0.5, -0.45] as const;
const SHORTS_BACK_Y = 0.35;
/** Side text runs along the outer edge of each leg. */
const SIDE_X = 0.88;

export const TEXT_PLACEMENT_SPOTS: Readonly<Record<TextPlacement, readonly PlacementSpot[]>> = {
  front: [spot(front, 0, 0)],
  back: [spot(back, 0, 0)],
  left_sleeve: [spot(sleeve_left, 0, 0)],
  right_sleeve: [spot(sleeve_right, 0, 0)],
  both_sleeves: [spot(sleeve_left, 0, 0), spot(sleeve_right, 0, 0)],
  both_sleeves_mirrored: [spot(sleeve_left, 0, 0), spot(sleeve_right, 0, 0, 0, true)],
  both_sleeves_inverted: [spot(sleeve_left, 0, 0), spot(sleeve_right, 0, 0, 180, true)],
  captains_armband: [spot(armband, 0, 0)],
  back_collar: [spot(back, 0, BACK_COLLAR_Y)],
  // Shorts and socks reuse 'front' and 'back' ids; the area decides (see placementSpots).
  sides: [spot(shorts_front, SIDE_X, 0, 90), spot(shorts_front, -SIDE_X, 0, 90, true)],
  sides_mirrored: [spot(shorts_front, SIDE_X, 0, 90), spot(shorts_front, -SIDE_X, 0, -90, true)],
  sides_mirrored_inverted: [spot(shorts_front, SIDE_X, 0, -90), spot(shorts_front, -SIDE_X, 0, 90, true)],
  side_left: [spot(shorts_front, SIDE_X, 0, 90)],
  side_right: [spot(shorts_front, -SIDE_X, 0, 90)],
  outside: [spot(sock, 0.5, 0)],
  inside: [spot(sock, -0.5, 0)],
};

const AREA_FRONT_BACK: Record<
  'shirt' | 'shorts' | 'socks',
  Record<'front' | 'back', readonly PlacementSpot[]>
> = {
  shirt: { front: TEXT_PLACEMENT_SPOTS.front, back: TEXT_PLACEMENT_SPOTS.back },
  shorts: { front: [spot(shorts_front, ...SHORTS_FRONT)], back: [spot(shorts_back, 0, SHORTS_BACK_Y)] },
  socks: { front: [spot(sock, 0, 0)], back: [spot(sock, 1, 0), spot(sock, -1, 0)] },
};

/** The spots of a placement in an area; an unknown placement falls back to the area's front. */
export function placementSpots(area: string, placement: string): readonly PlacementSpot[] {
  const byArea = area === 'shorts' || area === 'socks' ? AREA_FRONT_BACK[area] : AREA_FRONT_BACK.shirt;
  if (placement === 'front' || placement === 'back') return byArea[placement];
  return Object.hasOwn(TEXT_PLACEMENT_SPOTS, placement)
    ? TEXT_PLACEMENT_SPOTS[placement as TextPlacement]
    : byArea.front;
}
