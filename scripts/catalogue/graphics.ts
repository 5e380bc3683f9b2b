/**
 * Graphics ("Extra" layers): channel masks stretched over a whole region (shirt front, back,
 * sleeves; shorts; socks). Families: sashes, chevrons, swooshes, splatters, panels, gradients,
 * hoops, skylines, shards… Original drawings made for this project.
 */
import { type Art, NEUTRAL3 } from './art.ts';
import { B, f2, G, R, rng } from './svg.ts';

const TWO = ['#ffffff', '#bfbfbf'];

function sash(fromLeft: boolean, width: number, edge: number): string {
  const m = (x: number) => (fromLeft ? x : 100 - x);
  const band = (w: number) =>
    `M${m(0)} ${f2(10 - w / 2)} L${m(0)} ${f2(10 + w / 2)} L${m(100)} ${f2(90 + w / 2)} L${m(100)} ${f2(90 - w / 2)} Z`;
  return (
    (edge > 0 ? `<path d="${band(width + edge * 2)}" fill="${G}"/>` : '') +
    `<path d="${band(width)}" fill="${R}"/>`
  );
}

function chevrons(count: number, depth: number, gap: number, y0: number, inverted = false): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const y = y0 + i * gap;
    const d = inverted ? -depth : depth;
    parts.push(
      `<path d="M0 ${y} L50 ${y + d} L100 ${y} L100 ${y + 7} L50 ${y + d + 7} L0 ${y + 7} Z" fill="${[R, G, B][i % 3]}"/>`,
    );
  }
  return parts.join('');
}

function splatter(seed: number, drops: number): string {
  const rand = rng(seed);
  const parts: string[] = [];
  for (let i = 0; i < drops; i++) {
    const cx = 10 + rand() * 80;
    const cy = 10 + rand() * 80;
    const r = 1 + rand() * (i < 6 ? 9 : 3);
    const fill = [R, G, B][i % 3];
    parts.push(`<circle cx="${f2(cx)}" cy="${f2(cy)}" r="${f2(r)}" fill="${fill}"/>`);
    if (r > 5)
      for (let k = 0; k < 6; k++) {
        const a = rand() * Math.PI * 2;
        const len = r + 3 + rand() * 10;
        parts.push(
          `<path d="M${f2(cx)} ${f2(cy)} L${f2(cx + Math.cos(a) * len)} ${f2(cy + Math.sin(a) * len)}" stroke="${fill}" stroke-width="${f2(0.6 + rand() * 1.2)}" stroke-linecap="round"/>`,
          `<circle cx="${f2(cx + Math.cos(a) * (len + 2))}" cy="${f2(cy + Math.sin(a) * (len + 2))}" r="${f2(0.6 + rand())}" fill="${fill}"/>`,
        );
      }
  }
  return parts.join('');
}

function skyline(seed: number, baseY: number): string {
  const rand = rng(seed);
  const back: string[] = [];
  const front: string[] = [];
  let x = 0;
  while (x < 100) {
    const w = 4 + rand() * 7;
    const h = 10 + rand() * 28;
    back.push(
      `<rect x="${f2(x)}" y="${f2(baseY - h - 6)}" width="${f2(w + 0.3)}" height="${f2(h + 6)}" fill="${G}"/>`,
    );
    x += w;
  }
  x = 0;
  while (x < 100) {
    const w = 5 + rand() * 9;
    const h = 6 + rand() * 20;
    front.push(
      `<rect x="${f2(x)}" y="${f2(baseY - h)}" width="${f2(w + 0.3)}" height="${f2(h)}" fill="${R}"/>`,
    );
    if (rand() < 0.3)
      front.push(
        `<rect x="${f2(x + w / 2 - 0.4)}" y="${f2(baseY - h - 6)}" width="0.8" height="6" fill="${R}"/>`,
      );
    for (let wy = baseY - h + 2; wy < baseY - 2; wy += 3)
      if (rand() < 0.5)
        front.push(`<rect x="${f2(x + 1)}" y="${f2(wy)}" width="${f2(w - 2)}" height="0.8" fill="${B}"/>`);
    x += w;
  }
  return (
    back.join('') +
    front.join('') +
    `<rect x="0" y="${baseY}" width="100" height="${100 - baseY}" fill="${R}"/>`
  );
}

/** An alpha ramp in one channel: colour 1 fading to nothing along the given direction. */
function gradient(id: string, x2: number, y2: number, stops: [number, number][], extra = ''): string {
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops
      .map(([o, a]) => `<stop offset="${o}" stop-color="${R}" stop-opacity="${a}"/>`)
      .join('')}</linearGradient></defs><rect width="100" height="100" fill="url(#${id})"/>` + extra
  );
}

const hoops = (ys: number[], h: number, fills: string[] = [R]) =>
  ys
    .map((y, i) => `<rect x="0" y="${y}" width="100" height="${h}" fill="${fills[i % fills.length]}"/>`)
    .join('');

function swoosh(y: number, lift: number, thick: number, fill: string): string {
  return `<path d="M-5 ${y + thick} C30 ${y + thick} 60 ${y - lift + thick} 105 ${y - lift * 1.6} L105 ${y - lift * 1.6 - thick * 0.4} C60 ${y - lift} 30 ${y} -5 ${y} Z" fill="${fill}"/>`;
}

function shards(seed: number, count: number): string {
  const rand = rng(seed);
  return Array.from({ length: count }, (_, i) => {
    const cx = rand() * 100;
    const cy = rand() * 100;
    const s = 6 + rand() * 16;
    const pts = [0, 1, 2].map(() => `${f2(cx + (rand() - 0.5) * s * 2)},${f2(cy + (rand() - 0.5) * s * 2)}`);
    return `<polygon points="${pts.join(' ')}" fill="${[R, G, B][i % 3]}"/>`;
  }).join('');
}

function tigerStripes(seed: number): string {
  const rand = rng(seed);
  return Array.from({ length: 9 }, (_, i) => {
    const y = 6 + i * 11 + rand() * 4;
    const side = i % 2 ? 100 : 0;
    const dir = i % 2 ? -1 : 1;
    const len = 30 + rand() * 35;
    return `<path d="M${side} ${f2(y)} Q${f2(side + dir * len * 0.6)} ${f2(y - 4)} ${f2(side + dir * len)} ${f2(y + 3)} Q${f2(side + dir * len * 0.5)} ${f2(y + 2)} ${side} ${f2(y + 7)} Z" fill="${[R, G][i % 2]}"/>`;
  }).join('');
}

function pixelFade(seed: number): string {
  const rand = rng(seed);
  const parts: string[] = [];
  for (let y = 0; y < 20; y++)
    for (let x = 0; x < 20; x++) {
      if (rand() > (y / 20) ** 1.5) continue;
      parts.push(
        `<rect x="${x * 5}" y="${y * 5}" width="5" height="5" fill="${y > 14 ? R : y > 9 ? G : B}"/>`,
      );
    }
  return parts.join('');
}

export const GRAPHICS: Art[] = [
  {
    name: 'Chevron Band',
    cat: ['chevrons'],
    colors: TWO,
    body: [0, 1, 2]
      .map((i) => {
        const y = 30 + i * 14;
        return `<path d="M0 ${y} L50 ${y + 14} L100 ${y} L100 ${y + 6} L50 ${y + 20} L0 ${y + 6} Z" fill="${R}"/><path d="M0 ${y + 8} L50 ${y + 22} L100 ${y + 8} L100 ${y + 9.5} L50 ${y + 23.5} L0 ${y + 9.5} Z" fill="${G}"/>`;
      })
      .join(''),
  },
  {
    // Kept exactly as first drawn: the compositor's graphic tests measure it.
    name: 'Shards',
    cat: ['shards'],
    colors: NEUTRAL3,
    body:
      `<path d="M0 0 L40 0 L10 35 Z M60 100 L100 60 L100 100 Z M45 40 L70 20 L62 55 Z" fill="${R}"/>` +
      `<path d="M100 0 L100 30 L70 0 Z M0 60 L30 100 L0 100 Z M30 50 L45 40 L40 70 Z" fill="${G}"/>` +
      `<path d="M45 0 L65 0 L55 15 Z M0 40 L15 45 L0 55 Z M72 60 L90 45 L85 70 Z" fill="${B}"/>`,
  },
  {
    name: 'Edged Sash',
    cat: ['sashes'],
    colors: ['#e63946', '#ffffff'],
    body: `<path d="M0 10 L0 32 L100 96 L100 74 Z" fill="${G}"/><path d="M0 14 L0 28 L100 92 L100 78 Z" fill="${R}"/>`,
  },
  { name: 'Bold Sash', cat: ['sashes'], colors: TWO, body: sash(true, 26, 0) },
  { name: 'Mirror Sash', cat: ['sashes'], colors: ['#ffffff', '#1d3557'], body: sash(false, 16, 3) },
  {
    name: 'Twin Sash',
    cat: ['sashes'],
    colors: TWO,
    body:
      sash(true, 8, 0) +
      sash(true, 8, 0)
        .replace(/(\d+\.\d+)/g, (n) => f2(Number(n) + 14))
        .replace(`fill="${R}"`, `fill="${G}"`),
  },
  { name: 'Single Chevron', cat: ['chevrons'], colors: TWO, body: chevrons(1, 22, 0, 24) },
  { name: 'Triple Chevron', cat: ['chevrons'], colors: NEUTRAL3, body: chevrons(3, 18, 12, 22) },
  { name: 'Inverted Chevron', cat: ['chevrons'], colors: TWO, body: chevrons(2, 20, 12, 60, true) },
  { name: 'Chevron Stack', cat: ['chevrons'], colors: NEUTRAL3, body: chevrons(6, 14, 9, 14) },
  {
    name: 'Rising Swoosh',
    cat: ['swooshes'],
    colors: TWO,
    body: swoosh(78, 30, 8, R) + swoosh(88, 30, 3, G),
  },
  {
    name: 'Double Swoosh',
    cat: ['swooshes'],
    colors: NEUTRAL3,
    body: swoosh(60, 20, 6, R) + swoosh(72, 24, 6, G) + swoosh(84, 28, 2, B),
  },
  {
    name: 'Speed Lines',
    cat: ['swooshes'],
    colors: NEUTRAL3,
    body: [40, 48, 56, 64, 72].map((y, i) => swoosh(y, 12, 1.6 + i * 0.4, [R, G, B][i % 3]!)).join(''),
  },
  { name: 'Hem Swoosh', cat: ['swooshes'], colors: TWO, body: swoosh(96, 14, 14, R) },
  { name: 'Paint Splatter', cat: ['splatters'], colors: NEUTRAL3, body: splatter(8, 26) },
  { name: 'Ink Burst', cat: ['splatters'], colors: NEUTRAL3, body: splatter(29, 14) },
  { name: 'Fine Spray', cat: ['splatters'], colors: NEUTRAL3, body: splatter(51, 60) },
  {
    name: 'Side Panels',
    cat: ['panels'],
    colors: TWO,
    body: `<rect x="0" y="0" width="16" height="100" fill="${R}"/><rect x="84" y="0" width="16" height="100" fill="${R}"/><rect x="16" y="0" width="2" height="100" fill="${G}"/><rect x="82" y="0" width="2" height="100" fill="${G}"/>`,
  },
  {
    name: 'Shoulder Yoke',
    cat: ['panels'],
    colors: TWO,
    body: `<path d="M0 0 H100 V18 C70 28 30 28 0 18 Z" fill="${R}"/><path d="M0 18 C30 28 70 28 100 18 V21 C70 31 30 31 0 21 Z" fill="${G}"/>`,
  },
  {
    name: 'Centre Panel',
    cat: ['panels'],
    colors: TWO,
    body: `<rect x="34" y="0" width="32" height="100" fill="${R}"/><rect x="32" y="0" width="2" height="100" fill="${G}"/><rect x="66" y="0" width="2" height="100" fill="${G}"/>`,
  },
  {
    name: 'Half and Half',
    cat: ['panels'],
    colors: TWO,
    body: `<rect x="50" y="0" width="50" height="100" fill="${R}"/>`,
  },
  {
    name: 'Quarters',
    cat: ['panels'],
    colors: TWO,
    body: `<rect x="50" y="0" width="50" height="50" fill="${R}"/><rect x="0" y="50" width="50" height="50" fill="${R}"/>`,
  },
  {
    name: 'Fade Up',
    cat: ['gradients'],
    colors: ['#ffffff'],
    body: gradient('g', 0, 1, [
      [0, 0],
      [1, 1],
    ]),
  },
  {
    name: 'Fade Down',
    cat: ['gradients'],
    colors: ['#ffffff'],
    body: gradient('g', 0, 1, [
      [0, 1],
      [0.7, 0],
    ]),
  },
  {
    name: 'Diagonal Fade',
    cat: ['gradients'],
    colors: ['#ffffff'],
    body: gradient('g', 1, 1, [
      [0.2, 0],
      [0.9, 1],
    ]),
  },
  {
    name: 'Centre Glow',
    cat: ['gradients'],
    colors: ['#ffffff'],
    body: `<defs><radialGradient id="g"><stop offset="0" stop-color="${R}" stop-opacity="1"/><stop offset="1" stop-color="${R}" stop-opacity="0"/></radialGradient></defs><circle cx="50" cy="45" r="50" fill="url(#g)"/>`,
  },
  { name: 'Pixel Fade', cat: ['gradients', 'pixels'], colors: NEUTRAL3, body: pixelFade(13) },
  { name: 'Chest Band', cat: ['hoops'], colors: TWO, body: hoops([30], 16) + hoops([27, 46], 2, [G]) },
  { name: 'Classic Hoops', cat: ['hoops'], colors: TWO, body: hoops([0, 20, 40, 60, 80], 10) },
  {
    name: 'Thin Hoops',
    cat: ['hoops'],
    colors: TWO,
    body: hoops([5, 15, 25, 35, 45, 55, 65, 75, 85, 95], 3),
  },
  {
    name: 'Twin Bands',
    cat: ['hoops'],
    colors: NEUTRAL3,
    body: hoops([34], 8, [R]) + hoops([46], 8, [G]) + hoops([56], 2, [B]),
  },
  { name: 'Harbour Skyline', cat: ['skylines'], colors: NEUTRAL3, body: skyline(17, 88) },
  { name: 'Midtown Skyline', cat: ['skylines'], colors: NEUTRAL3, body: skyline(61, 80) },
  { name: 'Old Town Skyline', cat: ['skylines'], colors: NEUTRAL3, body: skyline(97, 92) },
  { name: 'Tiger Stripes', cat: ['animal'], colors: ['#101010', '#303030'], body: tigerStripes(4) },
  {
    name: 'Claw Marks',
    cat: ['animal'],
    colors: ['#ffffff'],
    body: [0, 1, 2]
      .map(
        (i) =>
          `<path d="M${58 + i * 8} 20 Q${50 + i * 8} 50 ${30 + i * 8} 80 L${32 + i * 8} 80 Q${54 + i * 8} 50 ${60 + i * 8} 20 Z" fill="${R}"/>`,
      )
      .join(''),
  },
  {
    name: 'Mountain Ridge',
    cat: ['nature'],
    colors: NEUTRAL3,
    body: `<path d="M0 100 V70 L15 55 L25 64 L42 40 L55 58 L68 46 L82 62 L100 50 V100 Z" fill="${R}"/><path d="M42 40 L36 49 L42 46 L47 51 Z M68 46 L64 52 L69 50 L72 53 Z" fill="${G}"/><path d="M0 100 V84 L30 76 L60 86 L100 74 V100 Z" fill="${B}"/>`,
  },
  {
    name: 'Bullseye',
    cat: ['rings'],
    colors: NEUTRAL3,
    body: [42, 32, 22, 12]
      .map(
        (r, i) =>
          `<circle cx="50" cy="45" r="${r}" fill="none" stroke="${[R, G, B, R][i]}" stroke-width="4"/>`,
      )
      .join(''),
  },
  {
    name: 'Starburst',
    cat: ['rays'],
    colors: TWO,
    body: Array.from({ length: 16 }, (_, i) => {
      const a0 = (i * Math.PI) / 8;
      const a1 = a0 + Math.PI / 16;
      return `<polygon points="50,40 ${f2(50 + 90 * Math.cos(a0))},${f2(40 + 90 * Math.sin(a0))} ${f2(50 + 90 * Math.cos(a1))},${f2(40 + 90 * Math.sin(a1))}" fill="${i % 2 ? G : R}"/>`;
    }).join(''),
  },
  {
    name: 'Diagonal Stripes',
    cat: ['stripes'],
    colors: TWO,
    body: [-80, -50, -20, 10, 40, 70, 100]
      .map(
        (x, i) =>
          `<polygon points="${x},100 ${x + 12},100 ${x + 72},0 ${x + 60},0" fill="${i % 2 ? G : R}"/>`,
      )
      .join(''),
  },
  {
    name: 'Lightning Strike',
    cat: ['energy'],
    colors: TWO,
    body: `<polygon points="58,0 70,0 54,40 66,40 34,100 44,54 32,54" fill="${R}"/><polygon points="60,4 66,4 52,42 60,42 40,88 47,52 38,52" fill="${G}"/>`,
  },
  { name: 'Broken Glass', cat: ['shards'], colors: NEUTRAL3, body: shards(77, 26) },
];

export const GRAPHICS_SHORTS: Art[] = [
  {
    name: 'Shorts Side Stripe',
    cat: ['stripes'],
    colors: TWO,
    body: `<rect x="0" y="0" width="6" height="100" fill="${R}"/><rect x="94" y="0" width="6" height="100" fill="${R}"/>`,
  },
  {
    name: 'Shorts Twin Stripes',
    cat: ['stripes'],
    colors: TWO,
    body: `<rect x="1" y="0" width="3" height="100" fill="${R}"/><rect x="6" y="0" width="3" height="100" fill="${G}"/><rect x="96" y="0" width="3" height="100" fill="${R}"/><rect x="91" y="0" width="3" height="100" fill="${G}"/>`,
  },
  { name: 'Shorts Hem Band', cat: ['hoops'], colors: TWO, body: hoops([86], 10) + hoops([83], 1.5, [G]) },
  {
    name: 'Shorts Side Panel',
    cat: ['panels'],
    colors: TWO,
    body: `<path d="M0 0 H12 L18 100 H0 Z M100 0 H88 L82 100 H100 Z" fill="${R}"/>`,
  },
  {
    name: 'Shorts Fade',
    cat: ['gradients'],
    colors: ['#ffffff'],
    body: gradient('g', 0, 1, [
      [0.3, 0],
      [1, 1],
    ]),
  },
  { name: 'Shorts Splatter', cat: ['splatters'], colors: NEUTRAL3, body: splatter(202, 18) },
  { name: 'Shorts Chevron', cat: ['chevrons'], colors: TWO, body: chevrons(2, -12, 9, 80) },
  { name: 'Shorts Sash', cat: ['sashes'], colors: TWO, body: sash(true, 12, 3) },
];

/**
 * Socks graphics are drawn in the sock panel's own 2:1 shape (512 x 256 in every game), not as a
 * square squeezed onto it: a square image squeezed 2:1 makes the sampler pick a mip level for the
 * squeezed (vertical) axis, which halves the horizontal detail and left vertical edges, like
 * Socks Stripes', soft. The art keeps its 100 x 100 coordinates, scaled into the 100 x 50 view.
 */
const sockPanel = (art: Art): Art => ({
  ...art,
  height: 50,
  body: `<g transform="scale(1 0.5)">${art.body}</g>`,
});

const SOCKS_ART: Art[] = [
  { name: 'Socks Top Hoops', cat: ['hoops'], colors: TWO, body: hoops([6, 14], 4) + hoops([10], 4, [G]) },
  { name: 'Socks Single Band', cat: ['hoops'], colors: TWO, body: hoops([10], 10) },
  { name: 'Socks Full Hoops', cat: ['hoops'], colors: TWO, body: hoops([0, 16, 32, 48, 64, 80], 8) },
  { name: 'Socks Chevron', cat: ['chevrons'], colors: TWO, body: chevrons(1, 10, 0, 12) },
  {
    name: 'Socks Fade',
    cat: ['gradients'],
    colors: ['#ffffff'],
    body: gradient('g', 0, 1, [
      [0, 1],
      [0.5, 0],
    ]),
  },
  {
    name: 'Socks Stripes',
    cat: ['stripes'],
    colors: TWO,
    body: [10, 30, 50, 70, 90]
      .map((x) => `<rect x="${x - 2}" y="0" width="4" height="30" fill="${R}"/>`)
      .join(''),
  },
];

export const GRAPHICS_SOCKS: Art[] = SOCKS_ART.map(sockPanel);
