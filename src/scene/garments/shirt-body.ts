/**
 * The shirt body: front and back panels, each generated over its region of the layout so every
 * texel of the panel lands on the matching point of the garment.
 *
 * Each panel column runs from its top edge (neckline, shoulder seam or armhole, as the panel's
 * outline says) down to the hem. Near the top the surface rolls from that edge onto the torso
 * (rounded shoulders, a full chest); below chest height rows are horizontal, so a horizontal
 * stripe on the canvas stays horizontal on the player.
 */
import type * as THREE from 'three';
import { regionFrame, type RegionLayout } from '../../games/layout.ts';
import { BODY, TORSO_SECTIONS } from './body.ts';
import { necklinePoint, type NeckShape } from './neckline.ts';
import { outlineTop } from './outline.ts';
import { SHORTS_WAIST_TAKE_IN } from './shorts.ts';
import { clamp01, gridGeometry, halfSection, lerp, profile, smoothstep, type Vec3 } from './surface.ts';

export interface ShirtCut {
  collar: NeckShape;
  /** Fraction of the panel's half-width, from its centre, where the neckline meets the shoulder. */
  neckFraction: number;
  /** Fraction of the half-width where the shoulder seam ends and the armhole begins. */
  shoulderFraction: number;
  /** Jerseys: a narrow strap and a deep armhole instead of a sleeve seam. */
  sleeveless: boolean;
  tuckedIn: boolean;
  /** Height of the hem when worn out (metres). */
  hemY: number;
  /** The shorts worn with it: worn out the shirt must cover them, tucked in stay inside them. */
  shorts: { waistY: number; hip: readonly [number, number] };
}

/** Share of the panel height above which the surface is shaped over the shoulders. */
export const SHAPED_SHARE = 0.22;

export interface ArmholeShape {
  shoulder: { x: number; y: number };
  armpit: { x: number; y: number };
  depth: number;
  /** How far the armhole's middle curves in toward the body centre. */
  scoop: number;
}

export function armholeShape(sleeveless: boolean): ArmholeShape {
  return sleeveless
    ? { shoulder: { x: 0.135, y: 1.49 }, armpit: { x: 0.172, y: 1.235 }, depth: 0.1, scoop: 0.03 }
    : { shoulder: BODY.shoulderPoint, armpit: BODY.armpit, depth: BODY.armholeDepth, scoop: 0.012 };
}

/**
 * A point of the armhole for the wearer's left (mirror x for the right): `psi` runs from the
 * shoulder point (0) over the front (pi/2) to the armpit (pi); negative psi runs over the back.
 */
export function armholePoint(shape: ArmholeShape, psi: number): Vec3 {
  const q = Math.abs(psi) / Math.PI;
  const centreY = (shape.shoulder.y + shape.armpit.y) / 2;
  const halfHeight = (shape.shoulder.y - shape.armpit.y) / 2;
  const x = lerp(shape.shoulder.x, shape.armpit.x, q) - shape.scoop * Math.sin(Math.abs(psi));
  return [x, centreY + halfHeight * Math.cos(psi), shape.depth * Math.sin(psi)];
}

/** The panel's top edge in 3D at lateral position c (-1 wearer's right side, 1 left side). */
function topEdge(cut: ShirtCut, front: boolean, c: number): Vec3 {
  const side = c < 0 ? -1 : 1;
  const a = Math.abs(c);
  const z = front ? 1 : -1;
  if (a <= cut.neckFraction) return necklinePoint(cut.collar, front, c / cut.neckFraction);
  const arm = armholeShape(cut.sleeveless);
  const neck = necklinePoint(cut.collar, front, side);
  if (a <= cut.shoulderFraction) {
    // Shoulder seam, a little behind the top of the shoulder as on real shirts.
    const t = (a - cut.neckFraction) / (cut.shoulderFraction - cut.neckFraction);
    const x = lerp(Math.abs(neck[0]), arm.shoulder.x, t);
    const y = lerp(neck[1], arm.shoulder.y, t) + 0.008 * Math.sin(Math.PI * t);
    return [side * x, y, -0.012 * Math.sin(Math.PI * t)];
  }
  const t = (a - cut.shoulderFraction) / (1 - cut.shoulderFraction);
  if (cut.sleeveless) return jerseyArmhole(cut, front, side, t);
  const p = armholePoint(arm, t * Math.PI);
  return [side * p[0], p[1], z * p[2]];
}

/**
 * A jersey's armhole edge, `t` from the strap's outer corner (0) to the armpit (1): it leaves
 * the strap where the strap lies on the chest and runs out and down to the side, never in front
 * of or above the strap. (An elliptical armhole ran forward at shoulder height, above and inside
 * the strap rolling down the chest: the panel beside the strap folded back over it inside out, a
 * boxy flap over the shoulder that stretched the outline's few edge texels into a comb.)
 */
function jerseyArmhole(cut: ShirtCut, front: boolean, side: number, t: number): Vec3 {
  const arm = armholeShape(true);
  const y = lerp(arm.shoulder.y, arm.armpit.y, t);
  const strap = pointAtHeight(cut, front, side * cut.shoulderFraction, y);
  // Out to the armpit's width and back to the side seam as it drops.
  return [side * lerp(Math.abs(strap[0]), arm.armpit.x, t), y, lerp(strap[2], 0, t)];
}

/** Torso half-width and half-depth at height y, fitted over (or into) the shorts. */
function section(y: number, cut: ShirtCut): [number, number] {
  let a = profile(
    TORSO_SECTIONS.map(([h, w]) => [h, w] as const),
    y,
  );
  let b = profile(
    TORSO_SECTIONS.map(([h, , d]) => [h, d] as const),
    y,
  );
  const [ha, hb] = cut.shorts.hip;
  const waist = cut.shorts.waistY;
  if (cut.tuckedIn) {
    // Fabric gathers just above the waistband and disappears inside the shorts.
    const blouse = 0.012 * smoothstep(waist + 0.11, waist + 0.04, y);
    const inside = smoothstep(waist + 0.03, waist - 0.01, y);
    a = lerp(a + blouse, Math.min(a, ha * SHORTS_WAIST_TAKE_IN - 0.01), inside);
    b = lerp(b + blouse, Math.min(b, hb * SHORTS_WAIST_TAKE_IN - 0.01), inside);
  } else {
    // Worn out, the shirt hangs over the shorts' hips with a little room.
    const over = smoothstep(waist + 0.12, waist + 0.02, y);
    a = Math.max(a, lerp(a, ha + 0.014, over));
    b = Math.max(b, lerp(b, hb + 0.012, over));
  }
  return [a, b];
}

/** The garment height of a row below the shaped top (texture-linear, so stripes stay level). */
function rowHeight(cut: ShirtCut, share: number): number {
  const y = lerp(BODY.chestY, cut.hemY, (share - SHAPED_SHARE) / (1 - SHAPED_SHARE));
  const waist = cut.shorts.waistY;
  if (!cut.tuckedIn || y > waist + 0.02) return y;
  // Tucked in: everything below the waist folds into a short band inside the shorts.
  return waist + 0.02 - (waist + 0.02 - y) * 0.12;
}

/**
 * A point of the shirt body: lateral position c (-1 wearer's right side, 1 left side), `share`
 * of the panel height from its top, for a column whose top edge is at `topShare`.
 */
/**
 * Volume of the chest in front and the shoulder blades behind: the shirt falls from them rather
 * than from a box, so the side view shows a chest.
 */
function depthAt(y: number, front: boolean): number {
  const bump = (centre: number, width: number) => Math.exp(-(((y - centre) / width) ** 2));
  return front ? 1 + 0.09 * bump(1.28, 0.11) : 1 + 0.06 * bump(1.34, 0.09);
}

export function shirtPoint(cut: ShirtCut, front: boolean, c: number, share: number, topShare: number): Vec3 {
  if (share >= SHAPED_SHARE) return torsoPoint(cut, front, c, rowHeight(cut, share));
  const t = clamp01((share - topShare) / (SHAPED_SHARE - topShare));
  return rolledPoint(cut, front, c, topEdge(cut, front, c), t);
}

/** The point of column c on the torso's section at height y (below the shaped top). */
function torsoPoint(cut: ShirtCut, front: boolean, c: number, yy: number): Vec3 {
  const [a, b0] = section(yy, cut);
  const b = b0 * depthAt(yy, front);
  const [sx, sz] = halfSection(a, b, c);
  return [sx, yy, (front ? 1 : -1) * sz];
}

/** The point of column c at height y: on its roll from the top edge, or on the torso below. */
function pointAtHeight(cut: ShirtCut, front: boolean, c: number, y: number): Vec3 {
  const edge = topEdge(cut, front, c);
  if (y <= BODY.chestY) return torsoPoint(cut, front, c, y);
  return rolledPoint(cut, front, c, edge, clamp01((edge[1] - y) / (edge[1] - BODY.chestY)));
}

/** Column c's roll from its top edge (t = 0) onto the torso at chest height (t = 1). */
function rolledPoint(cut: ShirtCut, front: boolean, c: number, edge: Vec3, t: number): Vec3 {
  const zSign = front ? 1 : -1;
  const yy = lerp(edge[1], BODY.chestY, t);
  const [a, b0] = section(yy, cut);
  const b = b0 * depthAt(yy, front);
  const [sx, sz] = halfSection(a, b, c);
  // A quarter-circle roll from the edge onto the torso gives rounded shoulders; below the
  // neckline the chest slopes more gently, so the collar stays in sight from the front.
  const neckness = smoothstep(cut.neckFraction + 0.15, cut.neckFraction * 0.5, Math.abs(c));
  const roll = lerp(Math.sin((t * Math.PI) / 2), 1 - (1 - t) ** 1.4, neckness);
  return [lerp(edge[0], sx, roll), yy, lerp(edge[2], zSign * sz, roll)];
}

/**
 * Layout pixels between an outline and where its panel's texture is read: two texels at the
 * smallest texture scale (0.25), so neither bilinear filtering nor the first mip levels reach
 * the unpainted canvas outside it.
 */
const EDGE_INSET = 8;

/** The outline's top at canvas x moved EDGE_INSET into the panel, also from nearby slanted edges. */
function insetTop(shape: readonly (readonly [number, number])[], x: number, fallback: number): number {
  let top = -Infinity;
  for (const dx of [-EDGE_INSET, -EDGE_INSET / 2, 0, EDGE_INSET / 2, EDGE_INSET])
    top = Math.max(top, outlineTop(shape, x + dx, fallback));
  return top + EDGE_INSET;
}

export function shirtPanel(
  region: RegionLayout,
  texture: { width: number; height: number },
  cut: ShirtCut,
  front: boolean,
): THREE.BufferGeometry {
  // Upright panel pixels; a panel stored turned (EA's back) maps them into the texture at the end.
  const frame = regionFrame(region);
  const { x, y, w, h } = frame.rect;
  const shape = frame.shape;
  return gridGeometry({
    columns: 64,
    rows: 72,
    textureWidth: texture.width,
    textureHeight: texture.height,
    flip: Boolean(region.flipX),
    point(u, v) {
      const px = x + u * w;
      // Seen from outside, canvas x runs to the viewer's right: the wearer's left on the front,
      // the wearer's right on the back.
      let c = 2 * u - 1;
      if (!front) c = -c;
      if (region.flipX) c = -c;
      const top = shape ? outlineTop(shape, px, y) : y;
      const py = lerp(top, y + h, v);
      // The texture is read a little inside the outline: on it, half the samples fall outside
      // the painted panel, and along a slanted edge its pixel steps showed as light streaks.
      const inner = shape ? insetTop(shape, px, y) : y;
      return {
        position: shirtPoint(cut, front, c, (py - y) / h, (top - y) / h),
        pixel: frame.pixel(px, lerp(inner, y + h, v)),
      };
    },
  });
}
