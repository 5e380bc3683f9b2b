/**
 * The undershirt: a tight long-sleeved base layer worn under a short-sleeved shirt. What shows is
 * its sleeves, from inside the shirt's sleeve down to the wrist, and a low crew neck just above
 * the shirt's collar.
 *
 * Its fabric is the long-sleeve part of the kit's own sleeve regions (the rows below
 * `shortSleeveY`), mapped exactly as a long sleeve maps them: a base layer matches the sleeves'
 * colour, which is why the spec's rule "undershirt turns off long sleeve" shows the same design
 * either way, tight under a short sleeve instead of a loose long one.
 */
import type * as THREE from 'three';
import { regionFrame, uprightRect, type RegionLayout } from '../../games/layout.ts';
import { armTubePoint, BODY } from './body.ts';
import { gridGeometry, lerp, profile, smoothstep } from './surface.ts';

/** Base-layer radius along the arm (metres from the shoulder joint): the arm plus a little ease. */
const UNDERSLEEVE_RADIUS = [
  [0, 0.05],
  [0.08, 0.057],
  [0.18, 0.053],
  [0.35, 0.046],
  [0.45, 0.047],
  [0.6, 0.034],
] as const;
/** The base layer starts inside the shirt's sleeve cap, where no one sees its top edge. */
const UNDERSLEEVE_START = 0.02;

/** Radius of the base layer's sleeve `along` metres down the arm (tests compare it to the sleeve). */
export function undersleeveRadius(along: number): number {
  return profile(UNDERSLEEVE_RADIUS, along);
}

/** Canvas rows of a sleeve region's long part: from the short-sleeve hem to the cuff. */
function longPartRows(region: RegionLayout): { top: number; bottom: number } {
  const { y, h } = uprightRect(region);
  const top = region.shortSleeveY === undefined ? y : y + h / 2 - region.shortSleeveY;
  return { top, bottom: y + h };
}

export function undershirtSleeve(
  region: RegionLayout,
  texture: { width: number; height: number },
  side: 1 | -1,
): THREE.BufferGeometry {
  const frame = regionFrame(region);
  const { x, y, w, h } = frame.rect;
  return gridGeometry({
    columns: 40,
    rows: 36,
    textureWidth: texture.width,
    textureHeight: texture.height,
    wrap: true,
    autoOrient: true,
    point(u, v) {
      const along = lerp(UNDERSLEEVE_START, BODY.armLength, v);
      // The same canvas row a long sleeve shows at this point of the arm.
      const py = Math.max(longPartRows(region).top, y + (along / BODY.armLength) * h);
      let theta = (u - 0.5) * 2 * Math.PI;
      if (region.flipX) theta = -theta;
      const position = armTubePoint(side, along, theta, undersleeveRadius(along), 0.95);
      return { position, pixel: frame.pixel(x + u * w, Math.min(y + h, py)) };
    },
  });
}

/** Height of the base layer's neck edge: a low crew, a little lower at the front. */
export function undershirtNeckTop(around: number): number {
  // around: 0 back centre, 0.5 front centre.
  const frontness = Math.max(0, Math.cos((around - 0.5) * 2 * Math.PI));
  return BODY.neckSideY + 0.006 - 0.032 * frontness ** 2;
}

/**
 * The neck of the base layer: a short ribbed band round the neck, inside the shirt's collar,
 * standing just above the collar's front dip. It wears a band of forearm rows of the left sleeve.
 */
export function undershirtNeck(
  region: RegionLayout,
  texture: { width: number; height: number },
): THREE.BufferGeometry {
  const frame = regionFrame(region);
  const { x, w } = frame.rect;
  const rows = longPartRows(region);
  const band = [lerp(rows.top, rows.bottom, 0.45), lerp(rows.top, rows.bottom, 0.55)] as const;
  const bottom = BODY.neckSideY - 0.1;
  return gridGeometry({
    columns: 64,
    rows: 10,
    textureWidth: texture.width,
    textureHeight: texture.height,
    wrap: true,
    autoOrient: true,
    point(u, v) {
      // u = 0 back centre, through the wearer's right (0.25) to the front (0.5).
      const angle = u * 2 * Math.PI;
      const top = undershirtNeckTop(u);
      const yy = lerp(top, bottom, v);
      // Hugs the neck at the edge, widening toward the shoulders under the shirt.
      const spread = 0.058 + 0.03 * smoothstep(top - 0.03, bottom, yy);
      const rx = spread;
      const rz = spread * 0.94;
      return {
        position: [-rx * Math.sin(angle), yy, -rz * Math.cos(angle) - 0.004],
        pixel: frame.pixel(x + u * w, lerp(band[0], band[1], v)),
      };
    },
  });
}
