/**
 * A set-in sleeve: its top edge is the shirt's armhole (the same curve the body panels end on),
 * it rolls over the shoulder as a sleeve cap, then follows the arm as a tube: a long sleeve tapers
 * to the cuff, a short one opens slightly to its hem.
 *
 * The sleeve region unwraps the tube with the underarm seam at its left and right edges and the
 * outer line of the arm down its middle; the top of the region is the shoulder. Seen from
 * outside, canvas x runs toward the back on the left sleeve and toward the front on the right.
 */
import type * as THREE from 'three';
import { regionFrame, type RegionLayout } from '../../games/layout.ts';
import { armTubePoint, BODY } from './body.ts';
import { armholePoint, armholeShape } from './shirt-body.ts';
import { gridGeometry, lerp, profile, smoothstep, type Vec3 } from './surface.ts';

/** Sleeve radius along the arm (metres from the shoulder): loose upper arm, narrow cuff. */
export const SLEEVE_RADIUS = [
  [0, 0.068],
  [0.2, 0.064],
  [0.32, 0.056],
  [0.5, 0.045],
  [0.6, 0.04],
] as const;
/** Length over which the cap rolls from the armhole into the tube. */
export const SLEEVE_CAP = 0.13;
/** The sleeve's cross-section is a little flatter front to back than across. */
export const SLEEVE_FLAT = 0.92;
/**
 * A short sleeve does not follow the arm's taper: it widens slightly from below the cap to its
 * open hem (a real sleeve is cut as a cone), so the hem stands off the arm. Metres along the arm
 * over which it opens, and the hem's radius over the arm's own.
 */
export const SHORT_SLEEVE_OPENING = [0.1, 0.27] as const;
export const SHORT_SLEEVE_FLARE = 1.2;

/** Radius of the sleeve at `along` metres from the shoulder; long sleeves taper to the cuff. */
export function sleeveRadius(along: number, long: boolean): number {
  const arm = profile(SLEEVE_RADIUS, along);
  if (long) return arm;
  return (
    arm * lerp(1, SHORT_SLEEVE_FLARE, smoothstep(SHORT_SLEEVE_OPENING[0], SHORT_SLEEVE_OPENING[1], along))
  );
}

export function sleeve(
  region: RegionLayout,
  texture: { width: number; height: number },
  side: 1 | -1,
  long: boolean,
): THREE.BufferGeometry {
  const frame = regionFrame(region);
  const { x, y, w, h } = frame.rect;
  // Region space has y up from the rect's centre; above shortSleeveY is the short sleeve.
  const shortRows = region.shortSleeveY === undefined ? h : h / 2 - region.shortSleeveY;
  const rows = long ? h : shortRows;
  const arm = armholeShape(false);
  return gridGeometry({
    columns: 48,
    rows: long ? 40 : 18,
    textureWidth: texture.width,
    textureHeight: texture.height,
    wrap: true,
    flip: Boolean(region.flipX),
    point(u, v) {
      const px = x + u * w;
      const py = y + v * rows;
      const along = (v * rows * BODY.armLength) / h;
      let theta = (u - 0.5) * 2 * Math.PI;
      if (region.flipX) theta = -theta;
      const hole = armholePoint(arm, theta);
      const seam: Vec3 = [side * hole[0], hole[1], -side * hole[2]];
      const tube = armTubePoint(side, along, theta, sleeveRadius(along, long), SLEEVE_FLAT);
      const blend = smoothstep(0, SLEEVE_CAP, along);
      return {
        position: [
          lerp(seam[0], tube[0], blend),
          lerp(seam[1], tube[1], blend),
          lerp(seam[2], tube[2], blend),
        ],
        pixel: frame.pixel(px, py),
      };
    },
  });
}
