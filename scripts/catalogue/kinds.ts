/**
 * Artwork of the pattern-like kinds that are not patterns: custom collars (a strip about 8 times
 * as wide as tall, stretched over the collar), captain's armbands (the 512x128 armband area) and
 * materials (mat effects: seamless GREYSCALE height tiles, white is raised). Collars and
 * armbands are channel masks. Original drawings made for this project.
 */
import type { Art } from './art.ts';
import type { NeckLine } from './collar-cuts.ts';
import { B, captainC, f2, G, polygonPoints, R, rng, starPoints } from './svg.ts';

const strip = (y: number, h: number, fill: string) =>
  `<rect x="0" y="${y}" width="100" height="${h}" fill="${fill}"/>`;

export const COLLARS: Art[] = [
  {
    name: 'Striped Rib',
    cat: ['rib'],
    colors: ['#ffffff', '#d81e2c', '#1b4fa0'],
    height: 12.5,
    body: strip(0, 12.5, R) + strip(4, 1.2, G) + strip(7, 1.2, G) + strip(0, 1.6, B),
  },
  {
    name: 'Contrast V',
    cat: ['v-neck'],
    colors: ['#ffffff', '#f5c400', '#101010'],
    height: 12.5,
    body: strip(1.6, 10.9, R) + `<polygon points="44,1.6 56,1.6 50,12.5" fill="${G}"/>` + strip(0, 1.6, B),
  },
  {
    name: 'Tipped Edge',
    cat: ['rib'],
    colors: ['#101010', '#ffffff'],
    height: 12.5,
    body: strip(0, 12.5, R) + strip(0, 2.2, G),
  },
  {
    name: 'Twin Tipped',
    cat: ['rib'],
    colors: ['#1d3557', '#ffffff', '#e63946'],
    height: 12.5,
    body: strip(0, 12.5, R) + strip(1.5, 1.4, G) + strip(4, 1.4, B),
  },
  {
    name: 'Tricolour Rib',
    cat: ['rib'],
    colors: ['#0b6e4f', '#ffffff', '#c1121f'],
    height: 12.5,
    body: strip(0, 4.2, R) + strip(4.2, 4.2, G) + strip(8.4, 4.1, B),
  },
  {
    name: 'Polo Placket',
    cat: ['polo'],
    colors: ['#ffffff', '#14213d', '#fca311'],
    height: 12.5,
    body:
      strip(0, 12.5, R) +
      `<rect x="46" y="0" width="8" height="12.5" fill="${G}"/>` +
      [48, 52].map((x) => `<circle cx="${x}" cy="6" r="0.9" fill="${B}"/>`).join(''),
  },
  {
    name: 'Chevron Rib',
    cat: ['rib'],
    colors: ['#ffffff', '#5a189a', '#ff9e00'],
    height: 12.5,
    body:
      strip(0, 12.5, R) +
      Array.from(
        { length: 25 },
        (_, i) =>
          `<polygon points="${i * 4},7 ${i * 4 + 2},9 ${i * 4 + 4},7 ${i * 4 + 4},8.5 ${i * 4 + 2},10.5 ${i * 4},8.5" fill="${G}"/>`,
      ).join('') +
      strip(0, 1.4, B),
  },
  {
    name: 'Wrap Band',
    cat: ['crew'],
    colors: ['#111111', '#c1121f', '#ffffff'],
    height: 12.5,
    body:
      strip(0, 12.5, R) +
      `<polygon points="30,12.5 70,12.5 64,4 36,4" fill="${G}"/>` +
      strip(0, 1.2, B) +
      strip(11.3, 1.2, B),
  },
  {
    name: 'Dotted Rib',
    cat: ['rib'],
    colors: ['#ffffff', '#2a9d8f'],
    height: 12.5,
    body:
      strip(0, 12.5, R) +
      Array.from({ length: 50 }, (_, i) => `<circle cx="${i * 2 + 1}" cy="8" r="0.45" fill="${G}"/>`).join(
        '',
      ),
  },
];

/**
 * Collars whose design implies another neckline than the template's crew neck: they bring their
 * own body masks and finishes with that neck line (collar-cuts.ts). The rest are trims over the
 * collar strip only and keep the template's.
 */
export const COLLAR_NECKS: Readonly<Record<string, NeckLine>> = {
  'Contrast V': 'v',
  'Twin Tipped': 'v',
  'Polo Placket': 'polo',
  'Wrap Band': 'wrap',
  'Tipped Edge': 'round',
};

const band = (fill: string) => `<rect x="0" y="0" width="100" height="25" fill="${fill}"/>`;

export const ARMBANDS: Art[] = [
  {
    name: 'Captain Classic',
    cat: ['captain'],
    colors: ['#f5c400', '#101010', '#ffffff'],
    height: 25,
    body: band(R) + captainC(50, 12.5, 6.5, G) + strip(1.5, 1.5, B) + strip(22, 1.5, B),
  },
  {
    name: 'Captain Bars',
    cat: ['captain'],
    colors: ['#1b4fa0', '#ffffff', '#d81e2c'],
    height: 25,
    body:
      band(R) +
      captainC(50, 12.5, 6.5, G) +
      [20, 27, 66, 73]
        .map((x) => `<polygon points="${x},25 ${x + 3},25 ${x + 8},0 ${x + 5},0" fill="${B}"/>`)
        .join(''),
  },
  {
    name: 'Captain Star',
    cat: ['captain'],
    colors: ['#101010', '#f5c400', '#ffffff'],
    height: 25,
    body:
      band(R) +
      captainC(50, 12.5, 6.5, G) +
      [30, 70].map((x) => `<polygon points="${starPoints(x, 12.5, 4)}" fill="${B}"/>`).join(''),
  },
  {
    name: 'Captain Tricolour',
    cat: ['captain'],
    colors: ['#0b6e4f', '#ffffff', '#c1121f'],
    height: 25,
    body:
      strip(0, 8.3, R) +
      strip(8.3, 8.4, G) +
      strip(16.7, 8.3, B) +
      `<circle cx="50" cy="12.5" r="9" fill="${G}"/>` +
      captainC(50, 12.5, 5.5, R),
  },
  {
    name: 'Captain Chevron',
    cat: ['captain'],
    colors: ['#c1121f', '#ffffff', '#111111'],
    height: 25,
    body:
      band(R) +
      captainC(50, 12.5, 6.5, G) +
      [14, 78]
        .map(
          (x) =>
            `<polygon points="${x},4 ${x + 4},12.5 ${x},21 ${x + 4},21 ${x + 8},12.5 ${x + 4},4" fill="${B}"/>`,
        )
        .join(''),
  },
  {
    name: 'Captain Hex',
    cat: ['captain'],
    colors: ['#14213d', '#fca311', '#e5e5e5'],
    height: 25,
    body:
      band(R) +
      `<polygon points="${polygonPoints(50, 12.5, 10, 6, 30)}" fill="${B}"/>` +
      captainC(50, 12.5, 5.5, G),
  },
  {
    name: 'Captain Edge',
    cat: ['captain'],
    colors: ['#ffffff', '#111111', '#2a9d8f'],
    height: 25,
    body: band(R) + captainC(50, 12.5, 6.5, G) + strip(0, 3, B) + strip(22, 3, B),
  },
];

const grad = (id: string, vertical: boolean, stops: [number, string][]) =>
  `<linearGradient id="${id}"${vertical ? ' x2="0" y2="1"' : ''}>${stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('')}</linearGradient>`;

function glitter(seed: number): string {
  const rand = rng(seed);
  const parts = ['<rect width="100" height="100" fill="#606060"/>'];
  for (let i = 0; i < 260; i++) {
    const x = rand() * 100;
    const y = rand() * 100;
    const v = Math.floor(120 + rand() * 135);
    const s = 0.6 + rand() * 1.4;
    // Flakes near an edge are drawn again on the other side so the tile wraps.
    for (const dx of [0, x > 98 ? -100 : 0]) {
      for (const dy of [0, y > 98 ? -100 : 0]) {
        parts.push(
          `<polygon points="${polygonPoints(x + dx, y + dy, s, 4, rand() * 90)}" fill="rgb(${v},${v},${v})"/>`,
        );
      }
    }
  }
  return parts.join('');
}

export const MATERIALS: Art[] = [
  {
    name: 'Carbon',
    cat: ['technical'],
    colors: [],
    body:
      `<defs>${grad('h', false, [
        [0, '#303030'],
        [0.5, '#f0f0f0'],
        [1, '#303030'],
      ])}${grad('v', true, [
        [0, '#303030'],
        [0.5, '#d0d0d0'],
        [1, '#303030'],
      ])}</defs>` +
      [0, 1, 2, 3]
        .flatMap((row) =>
          [0, 1].map((col) => {
            const x = (col * 50 + row * 25) % 100;
            const fill = (row + col) % 2 === 0 ? 'url(#h)' : 'url(#v)';
            const rect = (rx: number) =>
              `<rect x="${rx}" y="${row * 25}" width="50" height="25" fill="${fill}"/>`;
            return rect(x) + (x + 50 > 100 ? rect(x - 100) : '');
          }),
        )
        .join(''),
  },
  {
    name: 'Mesh',
    cat: ['technical'],
    colors: [],
    body:
      `<defs><radialGradient id="hole"><stop offset="0" stop-color="#000000"/><stop offset="0.75" stop-color="#202020"/><stop offset="1" stop-color="#c8c8c8"/></radialGradient></defs><rect width="100" height="100" fill="#c8c8c8"/><circle cx="50" cy="50" r="16" fill="url(#hole)"/>` +
      [0, 100]
        .flatMap((x) => [0, 100].map((y) => `<circle cx="${x}" cy="${y}" r="16" fill="url(#hole)"/>`))
        .join(''),
  },
  {
    name: 'Rib Knit',
    cat: ['knit'],
    colors: [],
    body:
      `<defs>${grad('rib', false, [
        [0, '#202020'],
        [0.5, '#f0f0f0'],
        [1, '#202020'],
      ])}</defs>` +
      [0, 25, 50, 75].map((x) => `<rect x="${x}" y="0" width="25" height="100" fill="url(#rib)"/>`).join(''),
  },
  {
    name: 'Jacquard Diamonds',
    cat: ['jacquard'],
    colors: [],
    body:
      `<rect width="100" height="100" fill="#707070"/>` +
      [0, 50, 100]
        .flatMap((x) =>
          [0, 50, 100].map(
            (y) =>
              `<polygon points="${x},${y - 20} ${x + 20},${y} ${x},${y + 20} ${x - 20},${y}" fill="#d8d8d8"/><polygon points="${x},${y - 12} ${x + 12},${y} ${x},${y + 12} ${x - 12},${y}" fill="#a0a0a0"/>`,
          ),
        )
        .join(''),
  },
  { name: 'Glitter', cat: ['shine'], colors: [], body: glitter(9) },
  {
    name: 'Satin Sheen',
    cat: ['shine'],
    colors: [],
    body: `<defs>${grad('s', false, [
      [0, '#909090'],
      [0.25, '#c0c0c0'],
      [0.5, '#909090'],
      [0.75, '#b0b0b0'],
      [1, '#909090'],
    ])}</defs><rect width="100" height="100" fill="url(#s)"/>`,
  },
  {
    name: 'Pique Knit',
    cat: ['knit'],
    colors: [],
    body:
      `<rect width="100" height="100" fill="#505050"/>` +
      Array.from({ length: 10 }, (_, j) =>
        Array.from(
          { length: 10 },
          (_, i) =>
            `<ellipse cx="${i * 10 + 5 + (j % 2) * 5 - (i === 9 && j % 2 ? 100 : 0)}" cy="${j * 10 + 5}" rx="4" ry="3.4" fill="#d0d0d0"/>`,
        ).join(''),
      ).join('') +
      Array.from({ length: 10 }, (_, j) =>
        j % 2 ? `<ellipse cx="100" cy="${j * 10 + 5}" rx="4" ry="3.4" fill="#d0d0d0"/>` : '',
      ).join(''),
  },
  {
    name: 'Perforated',
    cat: ['technical'],
    colors: [],
    body:
      `<rect width="100" height="100" fill="#d0d0d0"/>` +
      Array.from({ length: 8 }, (_, j) =>
        Array.from(
          { length: 8 },
          (_, i) =>
            `<circle cx="${f2(i * 12.5 + 6.25)}" cy="${f2(j * 12.5 + 6.25)}" r="2.6" fill="#101010"/>`,
        ).join(''),
      ).join(''),
  },
  {
    name: 'Embossed Stripes',
    cat: ['jacquard'],
    colors: [],
    body:
      `<defs>${grad('e', false, [
        [0, '#606060'],
        [0.15, '#e8e8e8'],
        [0.3, '#606060'],
        [1, '#606060'],
      ])}</defs>` +
      [0, 20, 40, 60, 80]
        .map((x) => `<rect x="${x}" y="0" width="20" height="100" fill="url(#e)"/>`)
        .join(''),
  },
  {
    name: 'Waffle Knit',
    cat: ['knit'],
    colors: [],
    body:
      `<rect width="100" height="100" fill="#e0e0e0"/>` +
      [0, 25, 50, 75]
        .flatMap((x) =>
          [0, 25, 50, 75].map(
            (y) => `<rect x="${x + 3}" y="${y + 3}" width="19" height="19" rx="2" fill="#404040"/>`,
          ),
        )
        .join(''),
  },
];
