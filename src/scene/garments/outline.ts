/** Reading a region's outline polygon: where a panel's top edge lies at a given canvas x. */

/** The smallest y of the outline at canvas x (the panel's top edge), or `fallback` if none. */
export function outlineTop(
  shape: readonly (readonly [number, number])[],
  x: number,
  fallback: number,
): number {
  let top = Infinity;
  for (let i = 0; i < shape.length; i++) {
    const [ax, ay] = shape[i]!;
    const [bx, by] = shape[(i + 1) % shape.length]!;
    const lo = Math.min(ax, bx);
    const hi = Math.max(ax, bx);
    if (x < lo || x > hi) continue;
    const yAt = ax === bx ? Math.min(ay, by) : ay + ((x - ax) / (bx - ax)) * (by - ay);
    top = Math.min(top, yAt);
  }
  return Number.isFinite(top) ? top : fallback;
}

/**
 * Where the neckline and the armhole begin along a body panel's top edge, as fractions of the
 * half-width from the panel's centre: the outline's highest corners are the neck sides, and the
 * next corner outward is the shoulder point. Panels without an outline get a usual cut.
 */
export function shoulderLine(
  shape: readonly (readonly [number, number])[] | undefined,
  rect: { x: number; w: number },
): { neckFraction: number; shoulderFraction: number } {
  const usual = { neckFraction: 0.3, shoulderFraction: 0.66 };
  if (!shape || shape.length < 4) return usual;
  const centre = rect.x + rect.w / 2;
  const half = rect.w / 2;
  // Corners on the right half of the panel, from the centre outward.
  const corners = shape
    .filter(([px]) => px > centre + 1 && px < rect.x + rect.w - 1)
    .sort((a, b) => a[0] - b[0]);
  const neck = corners.reduce<readonly [number, number] | undefined>(
    (best, p) => (best === undefined || p[1] < best[1] ? p : best),
    undefined,
  );
  if (!neck) return usual;
  const shoulder = corners.find(([px]) => px > neck[0]);
  const neckFraction = (neck[0] - centre) / half;
  const shoulderFraction = shoulder ? (shoulder[0] - centre) / half : (1 + neckFraction) / 2;
  return { neckFraction, shoulderFraction };
}
