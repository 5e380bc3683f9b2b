/**
 * 2D affine transforms as six numbers [a, b, c, d, e, f], the canvas convention:
 * x' = a·x + c·y + e, y' = b·x + d·y + f. Text layout composes a handful per glyph on the CPU so
 * the shader only applies one inverse per glyph.
 */
import { TEXT_MESSAGES } from './messages.ts';

export type Affine = readonly [number, number, number, number, number, number];

export const IDENTITY: Affine = [1, 0, 0, 1, 0, 0];

/** `outer ∘ inner`: first `inner`, then `outer`. */
export function compose(outer: Affine, inner: Affine): Affine {
  const [a, b, c, d, e, f] = outer;
  const [A, B, C, D, E, F] = inner;
  return [a * A + c * B, b * A + d * B, a * C + c * D, b * C + d * D, a * E + c * F + e, b * E + d * F + f];
}

/** Composes right to left: `chain(m1, m2, m3)` applies m3 first. */
export function chain(...ms: Affine[]): Affine {
  return ms.reduce((acc, m) => compose(acc, m), IDENTITY);
}

export function invert(m: Affine): Affine {
  const [a, b, c, d, e, f] = m;
  const det = a * d - b * c;
  if (Math.abs(det) < 1e-12) throw new Error(TEXT_MESSAGES.degenerateTransform);
  const ia = d / det;
  const ib = -b / det;
  const ic = -c / det;
  const id = a / det;
  return [ia, ib, ic, id, -(ia * e + ic * f), -(ib * e + id * f)];
}

export const translate = (x: number, y: number): Affine => [1, 0, 0, 1, x, y];
export const scale = (x: number, y: number): Affine => [x, 0, 0, y, 0, 0];
/** Counter-clockwise rotation by `rad` in a y-up space. */
export const rotate = (rad: number): Affine => [
  Math.cos(rad),
  Math.sin(rad),
  -Math.sin(rad),
  Math.cos(rad),
  0,
  0,
];
/** Horizontal shear: x' = x + k·y (italic). */
export const shearX = (k: number): Affine => [1, 0, k, 1, 0, 0];

export function apply(m: Affine, x: number, y: number): [number, number] {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}
