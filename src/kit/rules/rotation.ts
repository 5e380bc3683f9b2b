/**
 * Rotation steps (document 1 §9 "Rotation steps of 45 degrees from -180 to 180"; document 2 §5:
 * a layer's rotation runs -180..180 "also as 45 degree steps"). A rotation slider moves freely
 * by one degree, and its large step (Page Up / Page Down) goes to the next 45 degree mark, so a
 * logo or text is put square or diagonal in one key press.
 */
export const ROTATION_STEP_DEG = 45;
const ROTATION_MIN = -180;
const ROTATION_MAX = 180;

/** Fields whose value is a layer's rotation in degrees (text, logos, patterns, rectangles…). */
export function stepsByRotation(path: string, min: number, max: number): boolean {
  return /(^|\.)rotation$/.test(path) && min === ROTATION_MIN && max === ROTATION_MAX;
}

/**
 * The next 45 degree mark past `value` in `direction` (never the mark it is on), held to
 * -180..180: 10 goes up to 45 and down to 0, 45 goes up to 90.
 */
export function rotationStep(value: number, direction: 1 | -1): number {
  const marks = value / ROTATION_STEP_DEG;
  const next = direction > 0 ? Math.floor(marks) + 1 : Math.ceil(marks) - 1;
  return Math.min(ROTATION_MAX, Math.max(ROTATION_MIN, next * ROTATION_STEP_DEG));
}
