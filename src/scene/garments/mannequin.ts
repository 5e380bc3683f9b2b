/**
 * The mannequin under the kit: an athletic adult about 7.5 heads tall (head 0.24 m of 1.80 m),
 * shoulders about two heads wide, a neck as thick as it is long. Head with skull, jaw, chin,
 * brow and ears (a smooth shop-mannequin face), a neck flaring into the trapezius, a torso that is
 * the shirt's own surface drawn in (so it always stays inside the shirt), arms with deltoids,
 * elbows and forearms, closed hands with a thumb, a pelvis, legs with knees and calves, and boots.
 *
 * Skin parts carry no texture (the skin tone or mannequin colour is a material colour). Every
 * part is a smooth grid surface (`surface.ts`); the parts overlap where they meet, as a jointed
 * shop mannequin's do, so there is no gap at any angle.
 */
import type * as THREE from 'three';
import { armDirection, armOuter, BODY, legCentreX } from './body.ts';
import { shirtPoint, type ShirtCut } from './shirt-body.ts';
import { sockRadius } from './socks.ts';
import { gridGeometry, lerp, profile, smoothstep, type Vec3 } from './surface.ts';

const NO_PIXEL = [0, 0] as const;

/** A closed tube along a path, with a radius profile; the ends are closed by shrinking the radius. */
function tube(
  centre: (t: number) => Vec3,
  side: (t: number) => Vec3,
  radius: (t: number, theta: number) => number,
  depthRatio = 1,
  rows = 48,
): THREE.BufferGeometry {
  return gridGeometry({
    columns: 40,
    rows,
    textureWidth: 1,
    textureHeight: 1,
    wrap: true,
    autoOrient: true,
    poles: true,
    point(u, v) {
      const c = centre(v);
      const s = side(v);
      const theta = u * 2 * Math.PI;
      const r = radius(v, theta);
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

/** An ellipsoid; `shape` reshapes each point, given how far up (1) or down (-1) it lies. */
function ellipsoid(
  centre: Vec3,
  radii: Vec3,
  shape: (p: Vec3, up: number, around: number) => Vec3 = (p) => p,
  columns = 40,
  rows = 28,
): THREE.BufferGeometry {
  return gridGeometry({
    columns,
    rows,
    textureWidth: 1,
    textureHeight: 1,
    wrap: true,
    autoOrient: true,
    poles: true,
    point(u, v) {
      const theta = u * 2 * Math.PI;
      const phi = v * Math.PI;
      const up = Math.cos(phi);
      const p: Vec3 = [
        centre[0] - radii[0] * Math.sin(phi) * Math.sin(theta),
        centre[1] + radii[1] * up,
        centre[2] + radii[2] * Math.sin(phi) * Math.cos(theta),
      ];
      return { position: shape(p, up, theta), pixel: NO_PIXEL };
    },
  });
}

const bump = (x: number, centre: number, width: number) => Math.exp(-(((x - centre) / width) ** 2));

/** Head centre: crown at about 1.77 m, chin at about 1.54 m (7.5 heads of 0.235 m). */
const HEAD = { x: 0, y: 1.655, z: 0.014 } as const;

/**
 * The head: a skull rounder and fuller at the back, a narrower jaw tapering to the chin, a brow,
 * the cheekbones and a nose ridge pressed softly out of the face, like a shop mannequin's.
 */
function head(): THREE.BufferGeometry {
  const rx = 0.079;
  const ry = 0.118;
  const rz = 0.1;
  return ellipsoid(
    [HEAD.x, HEAD.y, HEAD.z],
    [rx, ry, rz],
    (p, up, around) => {
      let [x, y, z] = [p[0] - HEAD.x, p[1] - HEAD.y, p[2] - HEAD.z];
      const front = Math.max(0, Math.cos(around));
      const back = Math.max(0, -Math.cos(around));
      // The occiput: the skull reaches further back than the face reaches forward.
      z -= back * 0.018 * smoothstep(-0.5, 0.3, up) * (1 - smoothstep(0.6, 1, up));
      // The jaw: narrower below the cheekbones, the chin forward of the throat.
      const jaw = smoothstep(-0.15, -0.85, up);
      x *= 1 - 0.3 * jaw;
      z *= 1 - 0.16 * jaw * back - 0.08 * jaw * front;
      // Under the jaw the head meets the neck at an angle, not as a ball.
      if (up < -0.6) y += 0.25 * (-0.6 - up) * ry * back;
      // A flatter face; the crown a little flatter too.
      z *= 1 - 0.1 * front * (1 - jaw);
      y *= 1 - 0.05 * smoothstep(0.7, 1, up);
      // Face features on the centre line: brow ridge, nose, lips, chin.
      const mid = bump(Math.sin(around), 0, 0.22) * front;
      const wide = bump(Math.sin(around), 0, 0.55) * front;
      z += 0.007 * wide * bump(up, 0.28, 0.09); // brow
      z -= 0.006 * bump(Math.abs(Math.sin(around)), 0.3, 0.14) * front * bump(up, 0.16, 0.1); // eye sockets
      z += 0.017 * mid * bump(up, 0.02, 0.13) * (up < 0.02 ? 1 : bump(up, 0.02, 0.2)); // nose
      z += 0.004 * mid * bump(up, -0.36, 0.06); // lips
      z += 0.008 * mid * bump(up, -0.72, 0.1); // chin
      x *= 1 + 0.05 * bump(up, 0.05, 0.15) * front; // cheekbones
      return [HEAD.x + x, HEAD.y + y, HEAD.z + z];
    },
    64,
    48,
  );
}

/** An ear on side +1 (left) or -1: a flat rim leaning back, its lobe at the level of the nose. */
function ear(side: 1 | -1): THREE.BufferGeometry {
  const c: Vec3 = [side * 0.073, HEAD.y + 0.002, HEAD.z - 0.014];
  return ellipsoid(c, [0.014, 0.031, 0.02], (p, up) => {
    // Lean back at the top, stand out from the head at the rim.
    const y = p[1] - c[1];
    const out = (0.006 * Math.max(0, (p[0] - c[0]) * side)) / 0.014;
    return [p[0] + side * out, p[1], p[2] - 0.25 * y + 0.004 * up];
  });
}

/** The neck: as thick as it is long, leaning a little forward, flaring into the trapezius. */
function neck(): THREE.BufferGeometry {
  const top = 1.62;
  // Down into the chest, below the torso's drawn-in neckline: a V or wrap neck shows the skin
  // there, and a neck ending at the neckline left a dark slit into the shirt above the torso.
  const bottom = 1.4;
  return tube(
    (t) => {
      const y = lerp(top, bottom, t);
      return [0, y, lerp(0.005, -0.012, Math.min(1, (top - y) / (top - 1.44)))];
    },
    () => [1, 0, 0],
    (t) => {
      const y = lerp(top, bottom, t);
      // Only a slight flare: the collar must close round it; the trapezius is the torso.
      return 0.057 + 0.003 * smoothstep(1.52, 1.45, y);
    },
    0.92,
    24,
  );
}

/** Arm radius along the arm (metres from the shoulder joint): deltoid, biceps, elbow, forearm, wrist. */
const ARM = [
  [-0.045, 0.03],
  [0.0, 0.05],
  [0.05, 0.055],
  [0.13, 0.047],
  [0.21, 0.043],
  [0.29, 0.036],
  [0.34, 0.04],
  [0.4, 0.038],
  [0.53, 0.026],
  [0.58, 0.025],
] as const;
/** Share of the deltoid's depth taken off above the joint, and the span (along the arm) it fades over. */
const DELTOID_FLAT = 0.5;
const DELTOID_UNDER = [-0.04, 0.04] as const;
/** Length of the arm tube to the wrist; the hand continues from there. */
const WRIST = 0.575;

function arm(side: 1 | -1): THREE.BufferGeometry {
  const dir = armDirection(side);
  const out = armOuter(side);
  const j = BODY.shoulderJoint;
  const start = -0.06;
  return tube(
    (t) => {
      const a = lerp(start, WRIST + 0.02, t);
      return [side * j.x + dir[0] * a, j.y + dir[1] * a, 0];
    },
    () => out,
    (t, theta) => {
      const a = lerp(start, WRIST + 0.02, t);
      // The deltoid's top closes round over the shoulder tip.
      const r = profile(ARM, a) * Math.sqrt(Math.max(0, 1 - ((a - 0.01) / 0.07) ** 6 * (a < 0.01 ? 1 : 0)));
      // The forearm is flatter front to back at the wrist; the biceps fuller at the front.
      const front = Math.sin(theta);
      // Above the joint the deltoid runs under the shirt's shoulder, where the front and back
      // panels lie close to the body: it flattens front to back there, or its top pokes through
      // between the body panel and the sleeve cap (skin notches at the shoulder seam).
      const under = 1 - DELTOID_FLAT * smoothstep(DELTOID_UNDER[1], DELTOID_UNDER[0], a) * front ** 2;
      return (
        r *
        under *
        (1 + 0.08 * front * bump(a, 0.2, 0.06)) *
        (1 - 0.12 * smoothstep(0.42, 0.55, a) * front ** 2)
      );
    },
    1,
    64,
  );
}

/**
 * A closed hand hanging at the side: the fist a rounded block, palm toward the thigh, knuckles
 * forward, and the thumb lying along the front of the curled fingers.
 */
function hand(side: 1 | -1): THREE.BufferGeometry[] {
  const dir = armDirection(side);
  const j = BODY.shoulderJoint;
  const along = WRIST + 0.06;
  const c: Vec3 = [side * j.x + dir[0] * along, j.y + dir[1] * along, 0.004];
  const fist = ellipsoid(c, [0.025, 0.052, 0.042], (p, up) => {
    // Boxier than an ellipsoid (knuckles), tilted with the arm, narrower at the wrist.
    const dy = p[1] - c[1];
    const wrist = smoothstep(0.2, 1, up);
    const x = (p[0] - c[0]) * (1 - 0.25 * wrist);
    const z = (p[2] - c[2]) * (1 - 0.3 * wrist) * (1 + 0.12 * Math.max(0, -up));
    return [c[0] + x - dy * dir[0] * 0.0, c[1] + dy, c[2] + z];
  });
  const tc: Vec3 = [c[0] - side * 0.006, c[1] + 0.004, c[2] + 0.036];
  const thumb = ellipsoid(tc, [0.012, 0.03, 0.012], (p) => {
    // Lying along the fingers, its tip pointing down and in.
    const dy = p[1] - tc[1];
    return [p[0] - side * 0.08 * dy, p[1], p[2] + 0.15 * dy];
  });
  return [fist, thumb];
}

/** Top of the mannequin's legs (inside the hips). */
const LEG_TOP = 0.93;
/** Leg radius by height (metres): ankle, calf, below the knee, knee, thigh. */
const LEG = [
  [BODY.ankleY - 0.03, 0.03],
  [0.12, 0.032],
  [0.22, 0.04],
  [0.36, 0.055],
  [0.46, 0.05],
  [0.52, 0.052],
  [0.6, 0.062],
  [0.72, 0.074],
  [0.84, 0.084],
  [LEG_TOP, 0.086],
] as const;

/** The bare thigh's radius at height y: tight garments (undershorts) are cut over it. */
export function thighRadius(y: number): number {
  return profile(LEG, y);
}

function leg(side: 1 | -1): THREE.BufferGeometry {
  const top = LEG_TOP;
  const bottom = BODY.ankleY - 0.03;
  return tube(
    (t) => {
      const y = lerp(top, bottom, t);
      // The calf's bulge is behind the shin's line, the kneecap in front of it.
      const z = -0.012 * bump(y, 0.36, 0.09) + 0.006 * bump(y, 0.51, 0.03);
      return [side * legCentreX(Math.min(y, BODY.crotchY)), y, z];
    },
    () => [1, 0, 0],
    (t, theta) => {
      const y = lerp(top, bottom, t);
      // The top of the thigh closes round inside the pelvis.
      const r = profile(LEG, y) * Math.sqrt(Math.max(0, 1 - ((y - 0.86) / 0.07) ** 4 * (y > 0.86 ? 1 : 0)));
      // Thigh: the quadriceps fuller in front. Calf: fuller behind, the inner head lower.
      const shaped = r * (1 + 0.06 * Math.sin(theta) * bump(y, 0.72, 0.12));
      // Under the socks the leg follows the sock's calf, a little inside it.
      return y < 0.55 ? Math.min(sockRadius(y) - 0.003, shaped) : shaped;
    },
    0.94,
    64,
  );
}

/** The pelvis closes the body between the legs and under the torso (seen with the shorts hidden). */
function pelvis(): THREE.BufferGeometry {
  const top = 1.06;
  const bottom = 0.84;
  return tube(
    (t) => [0, lerp(top, bottom, t), -0.004],
    () => [1, 0, 0],
    (t) => {
      // Rounded shut at both ends: up into the torso's waist, down between the legs.
      const y = lerp(top, bottom, t);
      const end = Math.max(0, 1 - ((y - 0.95) / 0.11) ** 4);
      return 0.155 * Math.sqrt(end);
    },
    0.7,
    24,
  );
}

/** Boot sections from heel (0) to toe (1): half-width, top height, sole-to-centre lift. */
const BOOT_WIDTH = [
  [0, 0.02],
  [0.08, 0.036],
  [0.35, 0.043],
  [0.68, 0.05],
  [0.9, 0.038],
  [1, 0.012],
] as const;
const BOOT_HEIGHT = [
  [0, 0.06],
  [0.1, 0.105],
  [0.32, 0.105],
  [0.55, 0.058],
  [0.85, 0.04],
  [1, 0.02],
] as const;
const BOOT = { heel: -0.075, toe: 0.205, sole: 0.006 } as const;

/**
 * A football boot: a low heel counter, a collar round the ankle, the instep falling to a rounded
 * toe box, a flat sole. Sections along the foot are superellipses (boxy at the sole, round on top).
 */
function boot(side: 1 | -1): THREE.BufferGeometry {
  const cx = side * legCentreX(0.05);
  return gridGeometry({
    columns: 40,
    rows: 44,
    textureWidth: 1,
    textureHeight: 1,
    wrap: true,
    autoOrient: true,
    poles: true,
    point(u, v) {
      const s = v;
      // Round the heel and toe ends: the section shrinks to a point there.
      const end = Math.sqrt(Math.max(0, 1 - (2 * s - 1) ** 8));
      const w = profile(BOOT_WIDTH, s) * end;
      const h = profile(BOOT_HEIGHT, s) * (0.35 + 0.65 * end);
      const theta = u * 2 * Math.PI;
      const c = Math.cos(theta);
      const sn = Math.sin(theta);
      const e = sn < 0 ? 5 : 2.3; // flat sole, rounded upper
      const x = w * Math.sign(c) * Math.abs(c) ** (2 / e);
      const y = (h / 2) * (1 + Math.sign(sn) * Math.abs(sn) ** (2 / e));
      // The foot turns out a little; the toe springs up off the ground.
      const z = lerp(BOOT.heel, BOOT.toe, s);
      const spring = 0.012 * smoothstep(0.8, 1, s);
      return {
        position: [cx + x + side * 0.06 * (z - BOOT.heel) * 0.3, BOOT.sole * (1 - end) + y + spring, z],
        pixel: NO_PIXEL,
      };
    },
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
    // Narrower than every shorts cut: a tucked-in shirt gathers into the waistband above it.
    shorts: { waistY: BODY.waistY, hip: [0.165, 0.12] },
  };
  const inset = 0.013;
  return gridGeometry({
    columns: 64,
    rows: 56,
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

/**
 * The mannequin is the same body for every game and garment choice (a game's build scales it
 * afterwards): it is built once and each kit gets copies, so changing a collar or the sleeves
 * does not rebuild a hundred thousand vertices.
 */
let built: MannequinParts | null = null;

export function mannequin(): MannequinParts {
  built ??= buildMannequin();
  return { skin: built.skin.map((g) => g.clone()), boots: built.boots.map((g) => g.clone()) };
}

function buildMannequin(): MannequinParts {
  // Named, so tests can tell the torso from a hand (the viewer draws them all as one skin).
  const named = (name: string, geometry: THREE.BufferGeometry) => Object.assign(geometry, { name });
  return {
    skin: [
      named('head', head()),
      named('ear', ear(1)),
      named('ear', ear(-1)),
      named('neck', neck()),
      named('torso', torso()),
      named('pelvis', pelvis()),
      named('arm_left', arm(1)),
      named('arm_right', arm(-1)),
      ...hand(1).map((g) => named('hand', g)),
      ...hand(-1).map((g) => named('hand', g)),
      named('leg_left', leg(1)),
      named('leg_right', leg(-1)),
    ],
    boots: [boot(1), boot(-1)].map((g) => named('boot', g)),
  };
}
