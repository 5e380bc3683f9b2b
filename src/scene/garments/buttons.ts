/**
 * The buttons of a polo's or henley's placket: small domed discs sitting on the placket down its
 * middle, two on a polo and three on a henley. All of them are one mesh (one draw call, about
 * 200 triangles a button). Each wears the placket's colour at its centre (a button is one
 * colour, not a window onto the print behind it) and carries its face coordinates (`kitFace`)
 * for the kit material's button shading: glossy plastic with four thread holes.
 */
import * as THREE from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import type { RegionLayout } from '../../games/layout.ts';
import { placketPoint, type PlacketShape } from './placket.ts';
import type { ShirtCut } from './shirt-body.ts';
import { gridGeometry, type Vec3 } from './surface.ts';

/** Where the buttons sit down the placket (shares of its length), their radius and thickness. */
export const BUTTONS: Record<PlacketShape, { at: readonly number[]; radius: number; thickness: number }> = {
  polo: { at: [0.3, 0.72], radius: 0.0055, thickness: 0.0018 },
  henley: { at: [0.2, 0.5, 0.8], radius: 0.005, thickness: 0.0016 },
};

/**
 * The button's profile from its centre (0) to its edge (1): a shallow dish with the holes, a
 * raised rounded rim, the side wall, and a foot a little below the placket's surface so no
 * light shows under it where the placket curves.
 */
const PROFILE: readonly (readonly [number, number])[] = [
  [0, 0.62],
  [0.3, 0.6],
  [0.55, 0.66],
  [0.72, 0.88],
  [0.86, 1],
  [0.97, 0.9],
  [1, 0.6],
  [1, -0.25],
];

const SEGMENTS = 16;

const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const unit = (a: Vec3): Vec3 => {
  const l = Math.hypot(a[0], a[1], a[2]) || 1;
  return [a[0] / l, a[1] / l, a[2] / l];
};
const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];

function button(
  region: RegionLayout,
  texture: { width: number; height: number },
  cut: ShirtCut,
  shape: PlacketShape,
  at: number,
): THREE.BufferGeometry {
  const { radius, thickness } = BUTTONS[shape];
  const centre = placketPoint(region, cut, shape, 0.5, at);
  const e = 0.02;
  // The placket's own frame at the button: down it, across it, and out of it.
  const down = unit(
    sub(
      placketPoint(region, cut, shape, 0.5, at + e).position,
      placketPoint(region, cut, shape, 0.5, at - e).position,
    ),
  );
  const right = unit(
    sub(placketPoint(region, cut, shape, 1, at).position, placketPoint(region, cut, shape, 0, at).position),
  );
  let out = unit(cross(right, down));
  if (out[2] < 0) out = [-out[0], -out[1], -out[2]];
  const across = unit(cross(down, out));
  const c = centre.position;
  const face: number[] = [];
  const geometry = gridGeometry({
    columns: SEGMENTS,
    rows: PROFILE.length - 1,
    textureWidth: texture.width,
    textureHeight: texture.height,
    wrap: true,
    poles: true,
    autoOrient: true,
    point(u, v) {
      const [rho, height] = PROFILE[Math.round(v * (PROFILE.length - 1))]!;
      const angle = u * 2 * Math.PI;
      const a = Math.cos(angle) * rho;
      const b = Math.sin(angle) * rho;
      face.push(a, b);
      const h = height * thickness;
      return {
        position: [
          c[0] + (a * across[0] + b * down[0]) * radius + out[0] * h,
          c[1] + (a * across[1] + b * down[1]) * radius + out[1] * h,
          c[2] + (a * across[2] + b * down[2]) * radius + out[2] * h,
        ],
        pixel: centre.pixel,
      };
    },
  });
  geometry.setAttribute('kitFace', new THREE.Float32BufferAttribute(face, 2));
  return geometry;
}

export function placketButtons(
  region: RegionLayout,
  texture: { width: number; height: number },
  cut: ShirtCut,
  shape: PlacketShape,
): THREE.BufferGeometry {
  const discs = BUTTONS[shape].at.map((at) => button(region, texture, cut, shape, at));
  const merged = mergeGeometries(discs)!;
  for (const d of discs) d.dispose();
  merged.name = 'buttons';
  return merged;
}
