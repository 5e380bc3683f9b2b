/**
 * The captain's armband: an elastic band round the wearer's left upper arm, over the sleeve,
 * below the sleeve cap. It wears the whole armband area (the compositor draws it at 512x128):
 * once round the arm, the area's middle on the outer line of the arm where a captain's "C" faces
 * out, its top row toward the shoulder. Seen from outside, canvas x runs toward the back, as on
 * the left sleeve, so a drawn "C" reads the right way round.
 */
import type * as THREE from 'three';
import type { RegionLayout } from '../../games/layout.ts';
import { armTubePoint } from './body.ts';
import { SLEEVE_CAP, SLEEVE_FLAT, sleeveRadius } from './sleeve.ts';
import { gridGeometry, lerp } from './surface.ts';

/** The band's span down the arm (metres from the shoulder joint): about 7 cm wide. */
export const ARMBAND_SPAN = [SLEEVE_CAP + 0.012, SLEEVE_CAP + 0.082] as const;
/** The band stands this far off the sleeve; its edges curl in onto the fabric. */
const THICKNESS = 0.0045;

export function armband(
  region: RegionLayout,
  texture: { width: number; height: number },
  /** The sleeve it sits on: a short sleeve opens toward its hem, under the band. */
  longSleeve = false,
): THREE.BufferGeometry {
  const { x, y, w, h } = region.rect;
  // The wearer's left arm: x > 0.
  const side = 1;
  return gridGeometry({
    columns: 64,
    rows: 8,
    textureWidth: texture.width,
    textureHeight: texture.height,
    wrap: true,
    autoOrient: true,
    point(u, v) {
      const along = lerp(ARMBAND_SPAN[0], ARMBAND_SPAN[1], v);
      let theta = (u - 0.5) * 2 * Math.PI;
      if (region.flipX) theta = -theta;
      const edge = Math.sin(v * Math.PI) ** 0.35;
      const r = sleeveRadius(along, longSleeve) + THICKNESS * edge + 0.0008;
      return { position: armTubePoint(side, along, theta, r, SLEEVE_FLAT), pixel: [x + u * w, y + v * h] };
    },
  });
}
