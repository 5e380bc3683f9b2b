/**
 * The player's body every garment is cut for, in metres, y up from the floor, x toward the
 * wearer's left, z toward the front (a camera at +z sees the front of the kit). A 1.80 m
 * footballer with garment ease included: one set of measurements keeps shirt, shorts, socks and
 * mannequin fitting each other.
 */
import { lerp, type Vec3 } from './surface.ts';

export const BODY = {
  /** Neck base at the side, where the shoulder seam meets the collar. */
  neckSideY: 1.5,
  neckRadiusX: 0.068,
  neckRadiusZ: 0.062,
  shoulderPoint: { x: 0.205, y: 1.455 },
  armpit: { x: 0.168, y: 1.305 },
  /** Depth of the armhole from its centre line, front and back. */
  armholeDepth: 0.075,
  /** Where the shirt's shaping ends and plain horizontal rows begin (texture-straight stripes). */
  chestY: 1.27,
  /** Arms hang this far out from vertical so sleeves read clearly from the front. */
  armAngle: (24 * Math.PI) / 180,
  shoulderJoint: { x: 0.178, y: 1.385 },
  armLength: 0.6,
  waistY: 1.04,
  crotchY: 0.8,
  kneeY: 0.5,
  ankleY: 0.09,
} as const;

/** Torso cross-section of the shirt, by height: [y, half-width, half-depth]. */
export const TORSO_SECTIONS: readonly (readonly [number, number, number])[] = [
  [0.74, 0.196, 0.142],
  [0.86, 0.192, 0.138],
  [0.98, 0.188, 0.136],
  [1.08, 0.176, 0.128],
  [1.2, 0.172, 0.13],
  [1.27, 0.178, 0.132],
];

/** Centre of a leg at height y: legs stand slightly apart, like a player waiting for kick-off. */
export function legCentreX(y: number): number {
  return lerp(0.092, 0.118, (BODY.crotchY - y) / BODY.crotchY);
}

/** Unit direction of the arm, from the shoulder joint toward the wrist, for side +1 (left) or -1. */
export function armDirection(side: 1 | -1): [number, number, number] {
  return [side * Math.sin(BODY.armAngle), -Math.cos(BODY.armAngle), 0];
}

/** Unit vector across the arm pointing up and out: the outer line of a sleeve lies along it. */
export function armOuter(side: 1 | -1): [number, number, number] {
  return [side * Math.cos(BODY.armAngle), Math.sin(BODY.armAngle), 0];
}

/**
 * A point of a tube round the arm (a sleeve, a base layer, an armband): `along` metres from the
 * shoulder joint, at angle theta from the outer line of the arm (positive toward the back on the
 * left arm), radius r across the arm and r * flat front to back.
 */
export function armTubePoint(side: 1 | -1, along: number, theta: number, r: number, flat: number): Vec3 {
  const dir = armDirection(side);
  const outer = armOuter(side);
  const cos = Math.cos(theta);
  return [
    side * BODY.shoulderJoint.x + dir[0] * along + r * cos * outer[0],
    BODY.shoulderJoint.y + dir[1] * along + r * cos * outer[1],
    -side * r * flat * Math.sin(theta),
  ];
}
