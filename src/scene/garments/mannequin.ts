/**
 * The mannequin under the kit: head, neck, torso, arms with hands, legs and boots. Skin parts
 * carry no texture (the skin tone or mannequin colour is a material colour); sizes are chosen
 * so every part stays just inside the garment that covers it.
 */
import type * as THREE from 'three';
import { armDirection, armOuter, BODY, legCentreX } from './body.ts';
import { shirtPoint, type ShirtCut } from './shirt-body.ts';
import { sockRadius } from './socks.ts';
import { gridGeometry, lerp, profile, smoothstep, type Vec3 } from './surface.ts';

const NO_PIXEL = [0, 0] as const;

/** A closed tube along a path, with a radius profile; ends closed by shrinking the radius. */
function tube(
  centre: (t: number) => Vec3,
  side: (t: number) => Vec3,
  radius: (t: number) => number,
  depthRatio = 1,
): THREE.BufferGeometry {
  return gridGeometry({
    columns: 32,
    rows: 36,
    textureWidth: 1,
    textureHeight: 1,
    wrap: true,
    autoOrient: true,
    point(u, v) {
      const c = centre(v);
      const s = side(v);
      const r = radius(v);
      const theta = u * 2 * Math.PI;
      // Around the path: `side` and the z axis span the cross-section.
      return {
        position: [
          c[0] + r * Math.cos(theta) * s[0],
          c[1] + r * Math.cos(theta) * s[1],
          c[2] + r * Math.sin(theta) * depthRatio + r * Math.cos(theta) * s[2],
        ],
        pixel: NO_PIXEL,
      };
    },
  });
}

/** An ellipsoid; `squash` flattens its lower part (a sole, a jaw). */
function ellipsoid(
  centre: Vec3,
  radii: Vec3,
  shape: (p: Vec3, up: number) => Vec3 = (p) => p,
): THREE.BufferGeometry {
  return gridGeometry({
    columns: 36,
    rows: 24,
    textureWidth: 1,
    textureHeight: 1,
    wrap: true,
    autoOrient: true,
    point(u, v) {
      const theta = u * 2 * Math.PI;
      const phi = v * Math.PI;
      const up = Math.cos(phi);
      const p: Vec3 = [
        centre[0] - radii[0] * Math.sin(phi) * Math.sin(theta),
        centre[1] + radii[1] * up,
        centre[2] + radii[2] * Math.sin(phi) * Math.cos(theta),
      ];
      return { position: shape(p, up), pixel: NO_PIXEL };
    },
  });
}

function arm(side: 1 | -1): THREE.BufferGeometry {
  const dir = armDirection(side);
  const out = armOuter(side);
  const j = BODY.shoulderJoint;
  const length = BODY.armLength + 0.03;
  const radii = [
    [0, 0.042],
    [0.08, 0.05],
    [0.18, 0.046],
    [0.35, 0.039],
    [0.45, 0.041],
    [0.63, 0.027],
    [0.67, 0.025],
  ] as const;
  return tube(
    (t) => [side * j.x + dir[0] * (t * length - 0.01), j.y + dir[1] * (t * length - 0.01), 0],
    () => out,
    (t) => profile(radii, t * length),
  );
}

function hand(side: 1 | -1): THREE.BufferGeometry {
  const dir = armDirection(side);
  const j = BODY.shoulderJoint;
  const d = BODY.armLength + 0.08;
  return ellipsoid([side * j.x + dir[0] * d, j.y + dir[1] * d, 0.005], [0.026, 0.085, 0.045]);
}

/** Top of the mannequin's legs (inside the hips). */
const LEG_TOP = 0.93;
/** Leg radius by height (metres): ankle, calf under the sock, knee, thigh. */
const THIGH = [
  [BODY.ankleY - 0.03, 0.03],
  [0.12, 0.032],
  [0.62, 0.05],
  [0.7, 0.062],
  [0.82, 0.078],
  [LEG_TOP, 0.082],
] as const;

/** The bare thigh's radius at height y: tight garments (undershorts) are cut over it. */
export function thighRadius(y: number): number {
  return profile(THIGH, y);
}

function leg(side: 1 | -1): THREE.BufferGeometry {
  const top = LEG_TOP;
  const bottom = BODY.ankleY - 0.03;
  const thigh = THIGH;
  return tube(
    (t) => {
      const y = lerp(top, bottom, t);
      return [side * legCentreX(Math.min(y, BODY.crotchY)), y, 0];
    },
    () => [1, 0, 0],
    (t) => {
      const y = lerp(top, bottom, t);
      // Under the socks the leg follows the sock's calf, a little inside it.
      return y < 0.55 ? Math.min(sockRadius(y) - 0.002, profile(thigh, y) + 0.02) : profile(thigh, y);
    },
  );
}

/** A football boot: a long rounded shape on a flat sole, the heel higher than the toe. */
function boot(side: 1 | -1): THREE.BufferGeometry {
  const cx = side * legCentreX(0.05);
  return ellipsoid([cx, 0.045, 0.035], [0.048, 0.075, 0.135], (p, up) => {
    const along = (p[2] - 0.035) / 0.135;
    // The toe slopes down, the ankle collar rises behind.
    const y = p[1] - 0.03 * smoothstep(0.1, 1, along) * Math.max(0, up) + 0.01 * Math.max(0, -along);
    return [p[0], Math.max(0.008, y), p[2]];
  });
}

/**
 * The torso: the shirt's own body surface for a crew neck whose shoulder seam runs out to the
 * shoulder tip (closing the armhole), drawn in a little so it stays inside every shirt and shows
 * real shoulders through a jersey's armholes.
 */
function torso(): THREE.BufferGeometry {
  const cut: ShirtCut = {
    collar: 'crew',
    neckFraction: 0.3,
    shoulderFraction: 1,
    sleeveless: false,
    tuckedIn: true,
    hemY: 0.86,
    shorts: { waistY: BODY.waistY, hip: [0.2, 0.15] },
  };
  const inset = 0.013;
  return gridGeometry({
    columns: 48,
    rows: 40,
    textureWidth: 1,
    textureHeight: 1,
    wrap: true,
    point(u, v) {
      const front = u < 0.5;
      const c = front ? 4 * u - 1 : 1 - 4 * (u - 0.5);
      const p = shirtPoint(cut, front, c, v, 0.04);
      const l = Math.hypot(p[0], p[2]) || 1;
      // Above the chest the surface faces up as much as out: draw it down as well as in.
      const up = smoothstep(BODY.chestY, BODY.neckSideY, p[1]);
      // The shoulder tips tuck further in, under a sleeve cap's inward curve.
      const d = inset + 0.035 * up * smoothstep(0.55, 1, Math.abs(c));
      return {
        position: [p[0] - (d * p[0]) / l, p[1] - d * up, p[2] - (d * p[2]) / l],
        pixel: NO_PIXEL,
      };
    },
  });
}

export interface MannequinParts {
  skin: THREE.BufferGeometry[];
  boots: THREE.BufferGeometry[];
}

export function mannequin(): MannequinParts {
  const neck = tube(
    (t) => [0, lerp(1.63, 1.44, t), -0.004],
    () => [1, 0, 0],
    () => 0.052,
  );
  const head = ellipsoid([0, 1.695, 0.008], [0.084, 0.116, 0.102], (p, up) => {
    // A narrower jaw and chin below the cheekbones.
    const jaw = 1 - 0.22 * smoothstep(0, -0.9, up);
    return [p[0] * jaw, p[1], (p[2] - 0.005) * (1 - 0.1 * smoothstep(0, -0.9, up)) + 0.005];
  });
  return {
    skin: [head, neck, torso(), arm(1), arm(-1), hand(1), hand(-1), leg(1), leg(-1)],
    boots: [boot(1), boot(-1)],
  };
}
