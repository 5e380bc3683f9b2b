/**
 * The neck warmer (snood): a knitted tube round the neck, from the top of the shirt's collar up
 * under the chin. Its bottom flares a little over the collar it sits on, its top edge is rolled.
 *
 * It wears the collar strip of the shirt area, mapped round the neck the way the collar band maps
 * it (back centre, the wearer's right, the front in the middle of the strip): a snood matches the
 * collar it covers.
 */
import type * as THREE from 'three';
import type { RegionLayout } from '../../games/layout.ts';
import { BODY } from './body.ts';
import { gridGeometry, lerp, profile, type Vec3 } from './surface.ts';

/** Where the snood sits: lower at the front (under the chin), higher at the nape. */
const BOTTOM = { back: BODY.neckSideY + 0.012, front: BODY.neckSideY - 0.03 };
const TOP = { back: 1.615, front: 1.585 };

/** Radius across the tube's height, 0 at the bottom edge to 1 at the rolled top. */
const RADIUS = [
  [0, 0.074],
  [0.18, 0.07],
  [0.5, 0.064],
  [0.85, 0.066],
  [1, 0.069],
] as const;

/** Share of the way round from the back centre (0) to the front (0.5): how much is "front". */
function frontness(around: number): number {
  return (1 - Math.cos(around * 2 * Math.PI)) / 2;
}

export function neckWarmerPoint(around: number, height: number): Vec3 {
  const f = frontness(around) ** 1.5;
  const bottom = lerp(BOTTOM.back, BOTTOM.front, f);
  const top = lerp(TOP.back, TOP.front, f);
  const angle = around * 2 * Math.PI;
  // Knit gathers in two soft rings where the tube bunches between collar and chin, stronger at
  // the sides than at the front and back, so the tube does not read as a rigid cylinder.
  const gather = 0.0022 * Math.sin(height * 2 * Math.PI) ** 2 * (0.55 + 0.45 * Math.sin(angle) ** 2);
  const r = profile(RADIUS, height) + gather;
  // A rolled top edge turns over outward for its last few millimetres.
  const roll = height > 0.93 ? 0.004 * Math.sin(((height - 0.93) / 0.07) * Math.PI) : 0;
  return [
    -(r + roll) * Math.sin(angle),
    lerp(bottom, top, height),
    -(r * 0.95 + roll) * Math.cos(angle) - 0.004,
  ];
}

export function neckWarmer(
  region: RegionLayout,
  texture: { width: number; height: number },
): THREE.BufferGeometry {
  const { x, y, w, h } = region.rect;
  return gridGeometry({
    columns: 72,
    rows: 16,
    textureWidth: texture.width,
    textureHeight: texture.height,
    wrap: true,
    autoOrient: true,
    // v = 0 is the top row of the strip: the snood's top edge, as the collar's top row is its edge.
    point: (u, v) => ({ position: neckWarmerPoint(u, 1 - v), pixel: [x + u * w, y + v * h] }),
  });
}
