/**
 * The placket of a polo or henley collar: the strip below the front of the neck where the shirt
 * opens and buttons. It lies on the shirt's front panel (the same surface, `shirtPoint`, a
 * couple of millimetres out) from the neckline down, and wears the middle of the collar strip,
 * where the template's collar masks draw it.
 */
import type * as THREE from 'three';
import type { RegionLayout } from '../../games/layout.ts';
import { BODY } from './body.ts';
import { necklinePoint } from './neckline.ts';
import { SHAPED_SHARE, shirtPoint, type ShirtCut } from './shirt-body.ts';
import { gridGeometry, lerp, type SurfacePoint } from './surface.ts';

export type PlacketShape = 'polo' | 'henley';

/** Length down the chest and half-width of each placket (metres). */
export const PLACKETS: Record<PlacketShape, { length: number; halfWidth: number }> = {
  polo: { length: 0.075, halfWidth: 0.016 },
  henley: { length: 0.1, halfWidth: 0.013 },
};

/** How far the placket stands off the shirt: enough to never sink into the panel's facets. */
export const PLACKET_LIFT = 0.0025;

/** Share of the collar strip's width, round its middle, that the placket wears. */
const STRIP_SHARE = 0.12;

/**
 * A point of the placket: `u` across it (0 the wearer's right edge, 1 the left), `v` down it
 * from the neckline; on the front panel's surface, lifted off it.
 */
export function placketPoint(
  region: RegionLayout,
  cut: ShirtCut,
  shape: PlacketShape,
  u: number,
  v: number,
): SurfacePoint {
  const { x, y, w, h } = region.rect;
  const { length, halfWidth } = PLACKETS[shape];
  const top = necklinePoint(cut.collar, true, 0)[1];
  // The panel's lateral position whose neckline point is halfWidth from the centre.
  const q = (2 / Math.PI) * Math.asin(Math.min(1, halfWidth / BODY.neckRadiusX));
  const across = q * cut.neckFraction;
  // Down the shaped top of the front panel: its rows fall linearly from the neckline to the
  // chest, so a share of that span is a length down the chest.
  const share = ((v * length) / (top - BODY.chestY)) * SHAPED_SHARE;
  const p = shirtPoint(cut, true, lerp(-across, across, u), share, 0);
  return {
    position: [p[0], p[1], p[2] + PLACKET_LIFT],
    pixel: [x + w * (0.5 + (u - 0.5) * STRIP_SHARE), y + v * h],
  };
}

export function placket(
  region: RegionLayout,
  texture: { width: number; height: number },
  cut: ShirtCut,
  shape: PlacketShape,
): THREE.BufferGeometry {
  return gridGeometry({
    columns: 6,
    rows: 16,
    textureWidth: texture.width,
    textureHeight: texture.height,
    point: (u, v) => placketPoint(region, cut, shape, u, v),
  });
}
