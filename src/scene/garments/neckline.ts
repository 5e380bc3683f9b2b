/**
 * The neckline in 3D: the one curve the shirt body's top edge and the collar band share, so the
 * collar sits exactly on the neck opening. Each collar variant cuts its own neckline.
 */
import { BODY } from './body.ts';
import type { Vec3 } from './surface.ts';

/**
 * Collar variants, named as the catalogue names them (a template's `collar_shapes`, one per
 * collar value): a round crew neck, a V, a polo (standing band, fold-down collar, placket), a
 * henley (round neck with a buttoned placket) and a wrap (a V whose left side crosses over the
 * right, its point off centre). The shapes are Kitsmith's design.
 */
export const COLLAR_SHAPES = ['crew', 'v', 'polo', 'henley', 'wrap'] as const;
export type CollarShape = (typeof COLLAR_SHAPES)[number];

/**
 * The basketball jersey's wide necks with a flat trim: round, or cut to a V when the template's
 * collar is a V or a wrap (`jerseyNeck`).
 */
export type NeckShape = CollarShape | 'scoop' | 'scoop_v';

/** A jersey's neck for the template's collar: its V shapes cut the wide neck to a V. */
export function jerseyNeck(collar: CollarShape): 'scoop' | 'scoop_v' {
  return collar === 'v' || collar === 'wrap' ? 'scoop_v' : 'scoop';
}

const isCollarShape = (name: unknown): name is CollarShape =>
  (COLLAR_SHAPES as readonly unknown[]).includes(name);

/**
 * The shape a kit's collar value wears. With the template's shapes, the value picks one (an
 * unknown value falls back to the first collar, document 1 §3; an unknown name to a crew neck);
 * without them (a template-less kit, a test) the value walks the variants in order.
 */
export function collarShape(collar: number, shapes?: readonly string[]): CollarShape {
  if (shapes && shapes.length > 0) {
    const name =
      Number.isInteger(collar) && collar >= 0 && collar < shapes.length ? shapes[collar] : shapes[0];
    return isCollarShape(name) ? name : 'crew';
  }
  const n = COLLAR_SHAPES.length;
  return COLLAR_SHAPES[((Math.trunc(collar) % n) + n) % n]!;
}

/** How far the neckline drops at the centre, front and back, per variant (metres). */
const DROP: Record<NeckShape, { front: number; back: number }> = {
  crew: { front: 0.06, back: 0.018 },
  v: { front: 0.15, back: 0.018 },
  polo: { front: 0.045, back: 0.012 },
  henley: { front: 0.055, back: 0.018 },
  wrap: { front: 0.13, back: 0.018 },
  scoop: { front: 0.14, back: 0.05 },
  scoop_v: { front: 0.19, back: 0.05 },
};

/** How far the scoop's front centre rides forward of the neck's ellipse, onto the chest. */
const SCOOP_CHEST = 0.027;

/** Where the wrap's point sits: toward the wearer's right, as its collar mask draws it. */
export const WRAP_POINT_X = -0.022;

/** Neck opening half-width and half-depth: the scoop sits wider than a shirt's neckline. */
function openingRadius(shape: NeckShape): [number, number] {
  return shape === 'scoop' || shape === 'scoop_v' ? [0.098, 0.078] : [BODY.neckRadiusX, BODY.neckRadiusZ];
}

/**
 * A point of the neckline. `q` runs from the wearer's right neck side (-1) through the centre (0)
 * to the left side (1), on the front or the back.
 */
export function necklinePoint(shape: NeckShape, front: boolean, q: number): Vec3 {
  const phi = (q * Math.PI) / 2;
  const drop = front ? DROP[shape].front : DROP[shape].back;
  const zSign = front ? 1 : -1;
  if (front && (shape === 'v' || shape === 'wrap' || shape === 'scoop_v')) {
    // A V: straight sides from the neck side down to a point on the chest (the wrap's point
    // off centre, so its left side is the longer one, crossing over).
    const a = Math.abs(q);
    const [rx, rz] = openingRadius(shape);
    // The point lies on the chest: further forward down a jersey's deeper V.
    const z = rz * Math.cos(phi) * a + (1 - a) * (shape === 'scoop_v' ? 0.125 : 0.1);
    const tip = shape === 'wrap' ? WRAP_POINT_X : 0;
    return [rx * Math.sin(phi) + tip * (1 - a), BODY.neckSideY - drop * (1 - a), z];
  }
  const [rx, rz] = openingRadius(shape);
  const depth = front ? rz : rz * 1.05;
  // A jersey's scoop drops down the chest, which swells forward under the round opening: its
  // front rides out onto it (an opening round the neck's ellipse ran 17 mm inside the chest, and
  // the mannequin's skin showed through below the trim).
  const chest = front && shape === 'scoop' ? SCOOP_CHEST * Math.cos(phi) ** 3 : 0;
  return [
    rx * Math.sin(phi),
    BODY.neckSideY - drop * Math.cos(phi) ** 1.5,
    zSign * (depth * Math.cos(phi) + chest),
  ];
}

/**
 * The neckline all the way round, for the collar: s = 0 at the back centre, through the wearer's
 * right side (0.25), the front centre (0.5) and the left side (0.75) back to the back centre.
 * Seen from the front, s grows toward the viewer's right, as the collar strip reads from outside.
 */
export function necklineAround(shape: NeckShape, s: number): Vec3 {
  const t = ((s % 1) + 1) % 1;
  if (t <= 0.25) return necklinePoint(shape, false, -t * 4);
  if (t <= 0.75) return necklinePoint(shape, true, (t - 0.5) * 4);
  return necklinePoint(shape, false, (1 - t) * 4);
}
