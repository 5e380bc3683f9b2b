/**
 * Pattern tiles: seamless 100x100 channel masks (anything crossing an edge is drawn again on the
 * opposite edge), so every layout mode (offset, vertical offset, grid, alternate grid, image)
 * repeats them without seams. Original drawings made for this project.
 */
import { type Art, NEUTRAL3 } from './art.ts';
import { B, f2, G, polygonPoints, R, rng, starPoints, wrapped } from './svg.ts';

const atCorners = (shape: (x: number, y: number) => string) =>
  [0, 100].flatMap((x) => [0, 100].map((y) => shape(x, y))).join('');

/** Blobs scattered by a seeded generator, each wrapped across the edges: camouflage. */
function camo(seed: number, count: number, sizes: [number, number]): string {
  const rand = rng(seed);
  // Colour 1 is the ground, so the camouflage covers the whole shirt; blobs alternate 2 and 3.
  const parts: string[] = [`<rect width="100" height="100" fill="${R}"/>`];
  for (let i = 0; i < count; i++) {
    const fill = [G, B][i % 2]!;
    const cx = rand() * 100;
    const cy = rand() * 100;
    const r = sizes[0] + rand() * (sizes[1] - sizes[0]);
    const n = 7;
    const pts = Array.from({ length: n }, (_, k) => {
      const a = (k / n) * Math.PI * 2;
      const rr = r * (0.6 + rand() * 0.6);
      return [Math.cos(a) * rr, Math.sin(a) * rr] as const;
    });
    parts.push(
      wrapped(cx, cy, r * 1.3, (x, y) => {
        // A smooth closed curve through the points (quadratic midpoints).
        const p = pts.map(([px, py]) => [x + px, y + py] as const);
        const mid = (a: readonly [number, number], b: readonly [number, number]) =>
          `${f2((a[0] + b[0]) / 2)} ${f2((a[1] + b[1]) / 2)}`;
        let d = `M${mid(p[n - 1]!, p[0]!)}`;
        for (let k = 0; k < n; k++) d += ` Q${f2(p[k]![0])} ${f2(p[k]![1])} ${mid(p[k]!, p[(k + 1) % n]!)}`;
        return `<path d="${d}Z" fill="${fill}"/>`;
      }),
    );
  }
  return parts.join('');
}

/** Dots growing along y: a halftone ramp that tiles (big at the middle, small at the edges). */
function halftone(shape: 'circle' | 'diamond' | 'square', rows: number): string {
  const step = 100 / rows;
  const parts: string[] = [];
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < rows; i++) {
      const x = (i + (j % 2) * 0.5) * step;
      const y = (j + 0.5) * step;
      const t = Math.sin((Math.PI * y) / 100);
      const r = step * (0.12 + 0.36 * t);
      const fill = t > 0.75 ? R : t > 0.4 ? G : B;
      parts.push(
        wrapped(x, y, r, (cx, cy) =>
          shape === 'circle'
            ? `<circle cx="${f2(cx)}" cy="${f2(cy)}" r="${f2(r)}" fill="${fill}"/>`
            : shape === 'diamond'
              ? `<polygon points="${polygonPoints(cx, cy, r * 1.2, 4)}" fill="${fill}"/>`
              : `<rect x="${f2(cx - r)}" y="${f2(cy - r)}" width="${f2(2 * r)}" height="${f2(2 * r)}" fill="${fill}"/>`,
        ),
      );
    }
  }
  return parts.join('');
}

/** Contour rings around two peaks, as a map: topographic. */
function topo(seed: number): string {
  const rand = rng(seed);
  const peaks = [0, 1, 2].map(() => [rand() * 100, rand() * 100] as const);
  return peaks
    .map(([px, py], k) =>
      [8, 16, 24, 32]
        .map((r, i) =>
          wrapped(px, py, r + 3, (x, y) => {
            const wob = (a: number) => r * (1 + 0.12 * Math.sin(a * 3 + k) + 0.08 * Math.cos(a * 5 + i));
            const pts = Array.from({ length: 36 }, (_, s) => {
              const a = (s / 36) * Math.PI * 2;
              return `${f2(x + wob(a) * Math.cos(a))},${f2(y + wob(a) * Math.sin(a))}`;
            });
            return `<polygon points="${pts.join(' ')}" fill="none" stroke="${[R, G, B][(i + k) % 3]}" stroke-width="1.4"/>`;
          }),
        )
        .join(''),
    )
    .join('');
}

/** Many short horizontal strokes of varying length and weight: brushed metal. */
function brushed(seed: number): string {
  const rand = rng(seed);
  const parts: string[] = [];
  for (let i = 0; i < 90; i++) {
    const y = rand() * 100;
    const x = rand() * 100;
    const len = 20 + rand() * 60;
    const w = 0.3 + rand() * 0.9;
    const fill = [R, G, B][i % 3]!;
    parts.push(
      wrapped(
        x,
        y,
        len,
        (cx, cy) => `<rect x="${f2(cx)}" y="${f2(cy)}" width="${f2(len)}" height="${f2(w)}" fill="${fill}"/>`,
      ),
    );
  }
  return parts.join('');
}

/** Houndstooth: the classic broken check, four teeth per tile. */
function houndstooth(): string {
  const tooth = (x: number, y: number, s: number) =>
    `<path d="M${x} ${y} h${s / 2} l${s / 2} ${-s / 2} v${s / 2} l${-s / 2} ${s / 2} v${s / 2} h${-s / 2} l${-s / 2} ${s / 2} v${-s / 2} l${s / 2} ${-s / 2} Z" fill="${R}"/>`;
  const parts: string[] = [];
  for (const x of [0, 50])
    for (const y of [0, 50]) parts.push(wrapped(x + 12.5, y + 25, 40, (cx, cy) => tooth(cx, cy, 25)));
  return parts.join('');
}

const stripes = (xs: number[], width: number, fill: string) =>
  xs.map((x) => `<rect x="${f2(x)}" y="0" width="${f2(width)}" height="100" fill="${fill}"/>`).join('');

function hexGrid(r: number, fillA: string, fillB: string): string {
  // Pointy-top hexagons: 100 must hold a whole number of columns and rows.
  const w = 25;
  const h = 100 / 3;
  const parts: string[] = [];
  for (let row = 0; row < 3; row++)
    for (let col = 0; col < 4; col++) {
      const x = col * w + (row % 2) * (w / 2);
      const y = row * h + h / 2;
      parts.push(
        wrapped(
          x,
          y,
          r,
          (cx, cy) =>
            `<polygon points="${polygonPoints(cx, cy, r, 6, 30)}" fill="${(row + col) % 2 ? fillA : fillB}"/>`,
        ),
      );
    }
  return parts.join('');
}

export const PATTERNS: Art[] = [
  {
    name: 'Diamond Grid',
    cat: ['geometric'],
    colors: NEUTRAL3,
    body:
      `<polygon points="50,12 88,50 50,88 12,50" fill="${R}"/><circle cx="50" cy="50" r="10" fill="${G}"/>` +
      atCorners((x, y) => `<circle cx="${x}" cy="${y}" r="8" fill="${B}"/>`),
  },
  {
    name: 'Star Field',
    cat: ['geometric', 'stars'],
    colors: NEUTRAL3,
    body:
      `<circle cx="50" cy="50" r="22" fill="none" stroke="${R}" stroke-width="8"/><circle cx="60" cy="50" r="6" fill="${G}"/>` +
      atCorners((x, y) => `<polygon points="${starPoints(x, y, 16)}" fill="${B}"/>`),
  },
  {
    name: 'Crossing Bands',
    cat: ['geometric', 'check'],
    colors: NEUTRAL3,
    body:
      `<rect x="35" y="0" width="30" height="100" fill="${R}"/><rect x="0" y="35" width="100" height="30" fill="${G}"/>` +
      `<rect x="35" y="35" width="30" height="30" fill="${B}"/>`,
  },
  {
    name: 'Woodland Camo',
    cat: ['camouflage'],
    colors: ['#4b5320', '#8a7f4f', '#2b2b1f'],
    body: camo(11, 18, [10, 18]),
  },
  {
    name: 'Urban Camo',
    cat: ['camouflage'],
    colors: ['#8c8c8c', '#cfcfcf', '#3a3a3a'],
    body: camo(23, 24, [7, 14]),
  },
  {
    name: 'Desert Camo',
    cat: ['camouflage'],
    colors: ['#c8a66b', '#e6d2a5', '#8a6a3b'],
    body: camo(37, 14, [12, 20]),
  },
  {
    name: 'Pixel Camo',
    cat: ['camouflage', 'geometric'],
    colors: ['#2f4f4f', '#6b8e23', '#1c1c1c'],
    body: pixelCamo(41),
  },
  { name: 'Halftone Dots', cat: ['halftone'], colors: NEUTRAL3, body: halftone('circle', 8) },
  {
    name: 'Halftone Diamonds',
    cat: ['halftone', 'geometric'],
    colors: NEUTRAL3,
    body: halftone('diamond', 8),
  },
  { name: 'Halftone Squares', cat: ['halftone'], colors: NEUTRAL3, body: halftone('square', 10) },
  {
    name: 'Fine Pinstripe',
    cat: ['pinstripe'],
    colors: NEUTRAL3,
    body: stripes([0, 20, 40, 60, 80], 1.2, R),
  },
  {
    name: 'Double Pinstripe',
    cat: ['pinstripe'],
    colors: NEUTRAL3,
    body: stripes([0, 50], 1.2, R) + stripes([4, 54], 1.2, G),
  },
  {
    name: 'Chalk Stripe',
    cat: ['pinstripe'],
    colors: NEUTRAL3,
    body: stripes([10, 35, 60, 85], 2.4, R) + stripes([22.5, 47.5, 72.5, 97.5], 0.8, G),
  },
  { name: 'Contour Lines', cat: ['topographic'], colors: NEUTRAL3, body: topo(5) },
  { name: 'Ridge Map', cat: ['topographic'], colors: NEUTRAL3, body: topo(19) },
  { name: 'Brushed Steel', cat: ['brushed'], colors: NEUTRAL3, body: brushed(7) },
  { name: 'Houndstooth', cat: ['houndstooth', 'classic'], colors: NEUTRAL3, body: houndstooth() },
  { name: 'Honeycomb', cat: ['geometric'], colors: NEUTRAL3, body: hexGrid(13.5, R, G) },
  {
    name: 'Hex Outline',
    cat: ['geometric'],
    colors: NEUTRAL3,
    body: hexGrid(13.5, R, R).replace(/fill="#ff0000"/g, `fill="none" stroke="${R}" stroke-width="2"`),
  },
  {
    name: 'Herringbone',
    cat: ['classic'],
    colors: NEUTRAL3,
    body: [0, 25, 50, 75]
      .map((x, i) =>
        [0, 20, 40, 60, 80]
          .map((y) =>
            i % 2
              ? `<polygon points="${x},${y + 10} ${x + 25},${y} ${x + 25},${y + 6} ${x},${y + 16}" fill="${R}"/>`
              : `<polygon points="${x},${y} ${x + 25},${y + 10} ${x + 25},${y + 16} ${x},${y + 6}" fill="${G}"/>`,
          )
          .join(''),
      )
      .join(''),
  },
  {
    name: 'Tartan',
    cat: ['classic', 'check'],
    colors: ['#1d3c78', '#2e7d32', '#c62828'],
    body:
      `<rect x="0" y="0" width="100" height="100" fill="${R}"/>` +
      `<rect x="20" y="0" width="24" height="100" fill="${G}"/><rect x="0" y="20" width="100" height="24" fill="${G}"/>` +
      `<rect x="70" y="0" width="3" height="100" fill="${B}"/><rect x="0" y="70" width="100" height="3" fill="${B}"/>`,
  },
  {
    name: 'Argyle',
    cat: ['classic'],
    colors: NEUTRAL3,
    body:
      `<polygon points="50,0 100,50 50,100 0,50" fill="${R}"/>` +
      `<path d="M0 0 L100 100 M100 0 L0 100" stroke="${B}" stroke-width="1.2" stroke-dasharray="3 3"/>` +
      atCorners(
        (x, y) =>
          `<polygon points="${x},${y - 12} ${x + 12},${y} ${x},${y + 12} ${x - 12},${y}" fill="${G}"/>`,
      ),
  },
  {
    name: 'Zigzag Rows',
    cat: ['geometric'],
    colors: NEUTRAL3,
    body: [0, 25, 50, 75]
      .map(
        (y, i) =>
          `<polyline points="${[0, 12.5, 25, 37.5, 50, 62.5, 75, 87.5, 100].map((x, k) => `${x},${y + (k % 2 ? 10 : 2)}`).join(' ')}" fill="none" stroke="${[R, G][i % 2]}" stroke-width="4" stroke-linejoin="miter"/>`,
      )
      .join(''),
  },
  {
    name: 'Wave Lines',
    cat: ['geometric', 'waves'],
    colors: NEUTRAL3,
    body: [10, 35, 60, 85]
      .map(
        (y, i) =>
          `<path d="M0 ${y} C25 ${y - 10} 25 ${y + 10} 50 ${y} C75 ${y - 10} 75 ${y + 10} 100 ${y}" fill="none" stroke="${[R, G][i % 2]}" stroke-width="5"/>`,
      )
      .join(''),
  },
  {
    name: 'Scales',
    cat: ['geometric'],
    colors: NEUTRAL3,
    body: [0, 25, 50, 75, 100]
      .flatMap((y, j) =>
        [0, 25, 50, 75, 100].map((x) => {
          const cx = x + (j % 2) * 12.5;
          return `<circle cx="${cx}" cy="${y}" r="12.5" fill="${j % 2 ? G : R}" stroke="${B}" stroke-width="1.5"/>`;
        }),
      )
      .join(''),
  },
  {
    name: 'Triangle Mosaic',
    cat: ['geometric'],
    colors: NEUTRAL3,
    body: [0, 25, 50, 75]
      .flatMap((y, j) =>
        [0, 25, 50, 75].map((x, i) => {
          const fill = [R, G, B][(i + j * 2) % 3];
          return `<polygon points="${x},${y} ${x + 25},${y} ${x},${y + 25}" fill="${fill}"/>`;
        }),
      )
      .join(''),
  },
  {
    name: 'Crosshatch',
    cat: ['geometric', 'lines'],
    colors: NEUTRAL3,
    body: [-100, -75, -50, -25, 0, 25, 50, 75, 100]
      .map(
        (o) =>
          `<path d="M${o} 0 L${o + 100} 100" stroke="${R}" stroke-width="2"/><path d="M${o + 100} 0 L${o} 100" stroke="${G}" stroke-width="2"/>`,
      )
      .join(''),
  },
  {
    name: 'Polka Dots',
    cat: ['dots'],
    colors: NEUTRAL3,
    body:
      atCorners((x, y) => `<circle cx="${x}" cy="${y}" r="9" fill="${R}"/>`) +
      `<circle cx="50" cy="50" r="9" fill="${G}"/>`,
  },
  {
    name: 'Brick Lattice',
    cat: ['geometric'],
    colors: NEUTRAL3,
    body:
      [0, 25, 50, 75].map((y) => `<rect x="0" y="${y}" width="100" height="2" fill="${R}"/>`).join('') +
      [0, 25, 50, 75]
        .map((y, j) =>
          [0, 50]
            .map((x) => `<rect x="${x + (j % 2) * 25}" y="${y}" width="2" height="25" fill="${R}"/>`)
            .join(''),
        )
        .join(''),
  },
  {
    name: 'Lightning Bolts',
    cat: ['graphic', 'energy'],
    colors: NEUTRAL3,
    body:
      `<polygon points="30,5 50,5 40,35 55,35 25,95 33,50 18,50" fill="${R}"/>` +
      `<polygon points="75,55 85,55 80,70 88,70 70,98 74,78 66,78" fill="${G}"/>`,
  },
  {
    name: 'Circuit Board',
    cat: ['tech'],
    colors: NEUTRAL3,
    body:
      `<path d="M0 20 H30 L40 30 V60 H70 L80 70 H100 M20 0 V10 L30 20 M60 100 V80 L70 70 M0 80 H20 L30 70 V60 M90 0 V30 L100 40" fill="none" stroke="${R}" stroke-width="2"/>` +
      [
        [40, 30],
        [70, 60],
        [30, 70],
        [90, 30],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="3.5" fill="${G}"/>`)
        .join(''),
  },
  {
    name: 'Chevron Tile',
    cat: ['geometric'],
    colors: NEUTRAL3,
    body: [0, 50]
      .map(
        (y, i) =>
          `<polygon points="0,${y} 50,${y + 25} 100,${y} 100,${y + 20} 50,${y + 45} 0,${y + 20}" fill="${[R, G][i]}"/>`,
      )
      .join(''),
  },
  {
    name: 'Sunburst Dots',
    cat: ['dots', 'halftone'],
    colors: NEUTRAL3,
    body:
      [4, 8, 12]
        .map((r, i) =>
          atCorners(
            (x, y) =>
              `<circle cx="${x}" cy="${y}" r="${r * 2}" fill="none" stroke="${[R, G, B][i]}" stroke-width="1.5"/>`,
          ),
        )
        .join('') + `<circle cx="50" cy="50" r="6" fill="${R}"/>`,
  },
];

/** Square pixels on a 10x10 grid picked by a seeded generator: digital camouflage. */
function pixelCamo(seed: number): string {
  const rand = rng(seed);
  const parts: string[] = [];
  for (let y = 0; y < 10; y++)
    for (let x = 0; x < 10; x++) {
      const v = rand();
      const fill = v < 0.5 ? R : v < 0.78 ? G : B;
      parts.push(`<rect x="${x * 10}" y="${y * 10}" width="10" height="10" fill="${fill}"/>`);
    }
  return parts.join('');
}
