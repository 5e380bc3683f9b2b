/**
 * Drawing helpers shared by the catalogue's art scripts. Every recolourable image is a CHANNEL
 * MASK: red, green and blue each mark one part (the layer's colours 1, 2 and 3), alpha is
 * coverage, and parts never overlap. Everything is drawn in a 100-unit viewBox.
 */

export const R = '#ff0000';
export const G = '#00ff00';
export const B = '#0000ff';
export const CHANNELS = [R, G, B] as const;

/** Deterministic pseudo-random numbers (mulberry32), so `npm run catalogue` is reproducible. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const f2 = (n: number): string => n.toFixed(2);

/** A five-pointed (or n-pointed) star's points. */
export function starPoints(cx: number, cy: number, r: number, points = 5, inner = 0.42): string {
  const pts: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const rad = i % 2 === 0 ? r : r * inner;
    const a = -Math.PI / 2 + (i * Math.PI) / points;
    pts.push(`${f2(cx + rad * Math.cos(a))},${f2(cy + rad * Math.sin(a))}`);
  }
  return pts.join(' ');
}

/** A regular polygon's points, first vertex straight up (or rotated by `rot` degrees). */
export function polygonPoints(cx: number, cy: number, r: number, sides: number, rot = 0): string {
  const pts: string[] = [];
  for (let i = 0; i < sides; i++) {
    const a = ((rot - 90 + (i * 360) / sides) * Math.PI) / 180;
    pts.push(`${f2(cx + r * Math.cos(a))},${f2(cy + r * Math.sin(a))}`);
  }
  return pts.join(' ');
}

/**
 * Draws `shape` at (x, y) and again shifted by ±100 wherever it could cross a tile edge, so a
 * tile wraps seamlessly. `reach` is how far the shape extends from its anchor.
 */
export function wrapped(
  x: number,
  y: number,
  reach: number,
  shape: (x: number, y: number) => string,
): string {
  const out: string[] = [];
  for (const dx of [-100, 0, 100]) {
    for (const dy of [-100, 0, 100]) {
      const nx = x + dx;
      const ny = y + dy;
      if (nx + reach < 0 || nx - reach > 100 || ny + reach < 0 || ny - reach > 100) continue;
      out.push(shape(nx, ny));
    }
  }
  return out.join('');
}

export function svgDoc(width: number, height: number, viewHeight: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 100 ${viewHeight}">${body}</svg>`;
}

/** A captain's "C": a thick ring with its right side open, centred at (cx, cy). */
export function captainC(cx: number, cy: number, r: number, fill: string): string {
  const at = (deg: number) => [
    cx + r * Math.cos((deg * Math.PI) / 180),
    cy + r * Math.sin((deg * Math.PI) / 180),
  ];
  const [x0, y0] = at(-50);
  const [x1, y1] = at(50);
  return `<path d="M${f2(x0!)} ${f2(y0!)} A${r} ${r} 0 1 0 ${f2(x1!)} ${f2(y1!)}" fill="none" stroke="${fill}" stroke-width="${f2(r * 0.42)}"/>`;
}

export const slug = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
