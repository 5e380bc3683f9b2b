/**
 * Fictional logos of every type (brand, club, sponsor, badge, icon, national, retro, us, brand
 * icon): outlines combined with emblems, each a channel mask. No real crest, brand mark or
 * sponsor: every shape is an original drawing made for this project. Monochrome variants put
 * everything in the red channel, so the logo takes one colour.
 */
import type { Art } from './art.ts';
import { B, f2, G, polygonPoints, R, starPoints } from './svg.ts';
import { SPONSORS } from './sponsors.ts';

type Emblem = (fill: string, accent: string) => string;

/** Emblems drawn inside a 100x100 crest, centred near (50, 48). */
const EMBLEMS: Record<string, Emblem> = {
  star: (f) => `<polygon points="${starPoints(50, 46, 18)}" fill="${f}"/>`,
  chevron: (f) => `<path d="M26 60 L50 34 L74 60 L64 60 L50 45 L36 60 Z" fill="${f}"/>`,
  wave: (f) =>
    `<path d="M24 52 C32 40 42 40 50 50 C58 60 68 60 76 48 L76 58 C68 70 58 70 50 60 C42 50 32 50 24 62 Z" fill="${f}"/>`,
  crown: (f, a) =>
    `<path d="M30 60 L28 36 L40 48 L50 30 L60 48 L72 36 L70 60 Z" fill="${f}"/><rect x="30" y="62" width="40" height="5" fill="${a}"/>`,
  bolt: (f) => `<polygon points="54,24 38,52 49,52 44,74 62,44 51,44" fill="${f}"/>`,
  tower: (f, a) =>
    `<path d="M38 70 V40 H34 V32 H40 V36 H46 V32 H54 V36 H60 V32 H66 V40 H62 V70 Z" fill="${f}"/><rect x="46" y="54" width="8" height="16" fill="${a}"/>`,
  ball: (f, a) =>
    `<circle cx="50" cy="48" r="20" fill="${f}"/><polygon points="${polygonPoints(50, 48, 8, 5)}" fill="${a}"/>` +
    [0, 72, 144, 216, 288]
      .map((d) => {
        const t = ((d - 90) * Math.PI) / 180;
        return `<path d="M${f2(50 + 8 * Math.cos(t))} ${f2(48 + 8 * Math.sin(t))} L${f2(50 + 19 * Math.cos(t))} ${f2(48 + 19 * Math.sin(t))}" stroke="${a}" stroke-width="2"/>`;
      })
      .join(''),
  mountain: (f, a) =>
    `<path d="M24 64 L42 36 L52 50 L60 40 L76 64 Z" fill="${f}"/><path d="M42 36 L37 44 L42 42 L46 46 Z" fill="${a}"/>`,
  cross: (f) => `<path d="M44 28 H56 V42 H70 V54 H56 V70 H44 V54 H30 V42 H44 Z" fill="${f}"/>`,
  anchor: (f) =>
    `<circle cx="50" cy="30" r="5" fill="none" stroke="${f}" stroke-width="3"/><rect x="48" y="34" width="4" height="34" fill="${f}"/><rect x="40" y="40" width="20" height="4" fill="${f}"/><path d="M30 54 C32 66 42 70 50 70 C58 70 68 66 70 54 L64 58 C62 64 56 66 50 66 C44 66 38 64 36 58 Z" fill="${f}"/>`,
  sun: (f, a) =>
    `<circle cx="50" cy="48" r="11" fill="${f}"/>` +
    Array.from({ length: 12 }, (_, i) => {
      const t = (i * Math.PI) / 6;
      return `<path d="M${f2(50 + 15 * Math.cos(t))} ${f2(48 + 15 * Math.sin(t))} L${f2(50 + 22 * Math.cos(t))} ${f2(48 + 22 * Math.sin(t))}" stroke="${a}" stroke-width="3" stroke-linecap="round"/>`;
    }).join(''),
  wing: (f, a) =>
    `<path d="M28 60 C36 40 52 32 74 30 C64 36 60 40 58 44 C66 42 70 42 74 42 C64 48 58 52 54 56 C60 56 64 56 66 58 C54 64 42 64 28 60 Z" fill="${f}"/><circle cx="36" cy="55" r="2.5" fill="${a}"/>`,
  oak: (f, a) =>
    `<circle cx="50" cy="40" r="15" fill="${f}"/><circle cx="38" cy="48" r="10" fill="${f}"/><circle cx="62" cy="48" r="10" fill="${f}"/><rect x="47" y="52" width="6" height="18" fill="${a}"/>`,
  key: (f) =>
    `<circle cx="50" cy="34" r="9" fill="none" stroke="${f}" stroke-width="4"/><rect x="48" y="42" width="4" height="28" fill="${f}"/><rect x="52" y="58" width="7" height="4" fill="${f}"/><rect x="52" y="65" width="5" height="4" fill="${f}"/>`,
  flame: (f, a) =>
    `<path d="M50 24 C58 36 68 44 64 58 C62 66 56 70 50 70 C42 70 36 64 36 56 C36 48 42 44 44 36 C48 42 48 46 50 48 C54 42 52 32 50 24 Z" fill="${f}"/><path d="M50 50 C54 56 56 60 54 64 C52 67 48 67 46 64 C45 60 48 56 50 50 Z" fill="${a}"/>`,
  trident: (f) =>
    `<path d="M48 40 H52 V72 H48 Z M36 28 L40 28 L40 40 C40 46 60 46 60 40 L60 28 L64 28 L64 40 C64 50 36 50 36 40 Z M48 22 L52 22 L52 40 L48 40 Z" fill="${f}"/>`,
};

type Outline = { name: string; path: string };

const OUTLINES: Outline[] = [
  { name: 'Shield', path: 'M14 8 H86 V48 C86 72 68 86 50 94 C32 86 14 72 14 48 Z' },
  { name: 'Crest', path: 'M50 4 L88 16 V50 C88 74 70 88 50 96 C30 88 12 74 12 50 V16 Z' },
  { name: 'Heater', path: 'M12 10 Q50 2 88 10 V40 C88 70 68 86 50 96 C32 86 12 70 12 40 Z' },
  { name: 'Roundel', path: 'M50 4 A46 46 0 1 1 49.9 4 Z' },
  { name: 'Hexagon', path: `M${polygonPoints(50, 50, 46, 6).replace(/ /g, ' L')} Z` },
  { name: 'Diamond', path: 'M50 4 L92 50 L50 96 L8 50 Z' },
];

function crest(outline: Outline, emblem: string, mono: boolean): string {
  const [fb, fe, fa] = mono ? [R, 'none', R] : [R, G, B];
  // Body, then an inner keyline (the emblem's colour), then the emblem itself.
  const body = `<path d="${outline.path}" fill="${fb}"/>`;
  const keyline = `<path d="${outline.path}" fill="none" stroke="${mono ? 'none' : fe}" stroke-width="3" transform="translate(50 50) scale(0.86) translate(-50 -50)"/>`;
  const inner = EMBLEMS[emblem]!(mono ? '#000000' : fe, mono ? '#000000' : fa);
  // In monochrome the emblem is cut out of the body: one colour, readable on any shirt.
  return mono
    ? `<defs><mask id="m"><rect width="100" height="100" fill="#fff"/>${inner.replace(/#000000/g, '#000')}</mask></defs><g mask="url(#m)">${body}</g>`
    : body + keyline + inner;
}

const CLUB_NAMES = [
  ['Harbour Shield', 'Shield', 'star'],
  ['Northgate Roundel', 'Roundel', 'chevron'],
  ['Ashford Crown', 'Crest', 'crown'],
  ['Kestrel Town', 'Heater', 'wing'],
  ['Riverside Wave', 'Shield', 'wave'],
  ['Castleford Tower', 'Crest', 'tower'],
  ['Millbrook Oak', 'Roundel', 'oak'],
  ['Port Elmar Anchor', 'Heater', 'anchor'],
  ['Sunvale Athletic', 'Roundel', 'sun'],
  ['Highpeak United', 'Shield', 'mountain'],
  ['Stonebridge Cross', 'Heater', 'cross'],
  ['Ironvale Bolt', 'Hexagon', 'bolt'],
  ['Keyport Rovers', 'Shield', 'key'],
  ['Emberton Flame', 'Crest', 'flame'],
  ['Sea Point Trident', 'Diamond', 'trident'],
  ['Westmoor Ball', 'Roundel', 'ball'],
  ['Falkhaven Star', 'Diamond', 'star'],
  ['Redcliff Chevron', 'Hexagon', 'chevron'],
] as const;

const PALETTES = [
  ['#1d3557', '#f1faee', '#e63946'],
  ['#2a9d8f', '#ffffff', '#264653'],
  ['#6a040f', '#ffba08', '#ffffff'],
  ['#003049', '#fcbf49', '#d62828'],
  ['#0b6e4f', '#ffffff', '#f4d35e'],
  ['#14213d', '#fca311', '#e5e5e5'],
  ['#5a189a', '#ffffff', '#ff9e00'],
  ['#111111', '#ffffff', '#c1121f'],
];

const pal = (i: number) => PALETTES[i % PALETTES.length]!;
const outline = (name: string) => OUTLINES.find((o) => o.name === name)!;

/** The first two clubs keep the exact artwork the compositor's pixel tests measure. */
const FIXED_BODIES: Record<string, string> = {
  'Harbour Shield':
    `<defs><clipPath id="s"><path d="M10 8 H90 V48 C90 72 70 86 50 94 C30 86 10 72 10 48 Z"/></clipPath></defs>` +
    `<path d="M10 8 H90 V48 C90 72 70 86 50 94 C30 86 10 72 10 48 Z" fill="${R}"/>` +
    `<g clip-path="url(#s)"><path d="M10 60 L90 20 L90 36 L10 76 Z" fill="${G}"/></g>` +
    `<polygon points="${starPoints(50, 34, 12, 5, 0.4)}" fill="${B}"/>`,
  'Northgate Roundel':
    `<circle cx="50" cy="50" r="46" fill="${R}"/><circle cx="50" cy="50" r="36" fill="${G}"/>` +
    `<path d="M26 62 L50 34 L74 62 L64 62 L50 46 L36 62 Z" fill="${B}"/>`,
};

const clubs: Art[] = CLUB_NAMES.flatMap(([name, shape, emblem], i) => {
  const full: Art = {
    name,
    type: 'club',
    cat: ['club', shape.toLowerCase()],
    colors: pal(i),
    body: FIXED_BODIES[name] ?? crest(outline(shape), emblem, false),
  };
  // Every third club also ships a monochrome version for away kits.
  return i % 3 === 0
    ? [
        full,
        {
          name: `${name} Mono`,
          type: 'club',
          cat: ['club', 'monochrome'],
          colors: ['#ffffff'],
          body: crest(outline(shape), emblem, true),
        },
      ]
    : [full];
});

const brandMarks: [string, string, string[]][] = [
  [
    'Veloce Blades',
    `<path d="M12 78 L44 22 L58 22 L26 78 Z" fill="${R}"/><path d="M42 78 L74 22 L88 22 L56 78 Z" fill="${G}"/>`,
    ['#ffffff', '#bfbfbf'],
  ],
  [
    'Arcline',
    `<path d="M10 70 C30 30 70 30 90 70 L80 70 C64 42 36 42 20 70 Z" fill="${R}"/><circle cx="50" cy="72" r="6" fill="${G}"/>`,
    ['#ffffff', '#bfbfbf'],
  ],
  [
    'Tri Forma',
    `<polygon points="50,14 86,80 14,80" fill="${R}"/><polygon points="50,36 70,74 30,74" fill="${G}"/>`,
    ['#ffffff', '#111111'],
  ],
  [
    'Stride',
    `<path d="M10 64 L60 30 L90 30 L40 64 Z" fill="${R}"/><path d="M10 74 L60 40 L74 40 L24 74 Z" fill="${G}"/>`,
    ['#ffffff', '#bfbfbf'],
  ],
  ['Nordkap', `<path d="M16 80 V20 H30 L70 62 V20 H84 V80 H70 L30 38 V80 Z" fill="${R}"/>`, ['#ffffff']],
  [
    'Orbis',
    `<circle cx="50" cy="50" r="36" fill="none" stroke="${R}" stroke-width="10"/><circle cx="50" cy="50" r="12" fill="${G}"/>`,
    ['#ffffff', '#bfbfbf'],
  ],
  [
    'Kinetik',
    `<path d="M18 20 H34 V44 L62 20 H84 L52 48 L86 80 H64 L34 52 V80 H18 Z" fill="${R}"/>`,
    ['#ffffff'],
  ],
  [
    'Pulse Athletic',
    `<polyline points="8,54 30,54 38,30 50,76 60,40 68,54 92,54" fill="none" stroke="${R}" stroke-width="7" stroke-linejoin="round"/>`,
    ['#ffffff'],
  ],
  [
    'Halden Sport',
    `<path d="M20 20 H36 V44 H64 V20 H80 V80 H64 V56 H36 V80 H20 Z" fill="${R}"/><rect x="20" y="84" width="60" height="4" fill="${G}"/>`,
    ['#ffffff', '#bfbfbf'],
  ],
  ['Vektor', `<polygon points="10,24 30,24 50,62 70,24 90,24 56,84 44,84" fill="${R}"/>`, ['#ffffff']],
];
const brands: Art[] = brandMarks.map(([name, body, colors]) => ({
  name,
  type: 'brand',
  cat: ['brand'],
  colors,
  body,
  brand: name,
}));
const brandIcons: Art[] = brandMarks.slice(0, 8).map(([name, body, colors]) => ({
  name: `${name} Icon`,
  type: 'brand icon',
  cat: ['brand icon'],
  colors: colors.slice(0, 1),
  // The small mark keeps the shape in one channel: it is printed tiny on sleeves and socks.
  body: body.replace(new RegExp(G, 'g'), R),
  brand: name,
}));

const badgeShapes = [
  ['Champions Patch', (f: string) => `<polygon points="${polygonPoints(50, 50, 46, 8, 22.5)}" fill="${f}"/>`],
  ['League Winners', (f: string) => `<circle cx="50" cy="50" r="46" fill="${f}"/>`],
  ['Cup Holders', (f: string) => `<path d="M14 10 H86 V60 L50 92 L14 60 Z" fill="${f}"/>`],
  ['Centenary', (f: string) => `<polygon points="${polygonPoints(50, 50, 46, 12)}" fill="${f}"/>`],
  ['Fair Play', (f: string) => `<rect x="8" y="8" width="84" height="84" rx="18" fill="${f}"/>`],
  ['Derby Day', (f: string) => `<polygon points="${starPoints(50, 54, 46, 8, 0.8)}" fill="${f}"/>`],
  ['Youth Cup', (f: string) => `<polygon points="${polygonPoints(50, 50, 46, 6)}" fill="${f}"/>`],
  [
    'Season Ticket',
    (f: string) => `<path d="M8 24 H92 V42 A8 8 0 0 0 92 58 V76 H8 V58 A8 8 0 0 0 8 42 Z" fill="${f}"/>`,
  ],
] as const;
const badges: Art[] = badgeShapes.map(([name, shape], i) => ({
  name,
  type: 'badge',
  cat: ['badge'],
  colors: ['#d4af37', '#ffffff', '#1d3557'],
  body:
    shape(R) +
    `<g transform="translate(50 50) scale(0.78) translate(-50 -50)">${shape(G)}</g>` +
    `<g transform="translate(50 50) scale(0.62) translate(-50 -50)">${shape(R)}</g>` +
    `<polygon points="${starPoints(50, 48, 18 - (i % 3) * 2)}" fill="${B}"/>`,
}));

const iconNames = [
  'star',
  'crown',
  'bolt',
  'ball',
  'flame',
  'anchor',
  'wing',
  'trident',
  'oak',
  'sun',
] as const;
const icons: Art[] = iconNames.map((emblem) => ({
  name: `${emblem[0]!.toUpperCase()}${emblem.slice(1)} Icon`,
  type: 'icon',
  cat: ['icon'],
  colors: ['#ffffff', '#bfbfbf'],
  body: `<g transform="translate(50 50) scale(2.1) translate(-50 -48)">${EMBLEMS[emblem]!(R, G)}</g>`,
}));

const FLAGS: [string, string][] = [
  ['Valderan', 'tricolour-v'],
  ['Ostmark', 'tricolour-h'],
  ['Corvania', 'nordic'],
  ['Isla Maren', 'diagonal'],
  ['Kaltheim', 'canton'],
  ['Serano', 'sun'],
  ['Brevonia', 'saltire'],
  ['Lunaris', 'chevron'],
];
function flagBody(kind: string): string {
  switch (kind) {
    case 'tricolour-v':
      return `<rect x="0" y="0" width="34" height="100" fill="${R}"/><rect x="34" y="0" width="33" height="100" fill="${G}"/><rect x="67" y="0" width="33" height="100" fill="${B}"/>`;
    case 'tricolour-h':
      return `<rect width="100" height="34" fill="${R}"/><rect y="34" width="100" height="33" fill="${G}"/><rect y="67" width="100" height="33" fill="${B}"/>`;
    case 'nordic':
      return `<rect width="100" height="100" fill="${R}"/><rect x="30" width="16" height="100" fill="${G}"/><rect y="40" width="100" height="16" fill="${G}"/><rect x="34" width="8" height="100" fill="${B}"/><rect y="44" width="100" height="8" fill="${B}"/>`;
    case 'diagonal':
      return `<polygon points="0,0 100,0 0,100" fill="${R}"/><polygon points="100,0 100,100 0,100" fill="${G}"/><polygon points="${starPoints(70, 68, 12)}" fill="${B}"/>`;
    case 'canton':
      return `<rect width="100" height="100" fill="${R}"/>${[20, 44, 68].map((y) => `<rect y="${y}" width="100" height="10" fill="${G}"/>`).join('')}<rect width="46" height="50" fill="${B}"/><polygon points="${starPoints(23, 25, 12)}" fill="${G}"/>`;
    case 'sun':
      return `<rect width="100" height="100" fill="${R}"/><circle cx="50" cy="50" r="20" fill="${G}"/><circle cx="50" cy="50" r="10" fill="${B}"/>`;
    case 'saltire':
      return `<rect width="100" height="100" fill="${R}"/><path d="M0 0 L100 100 M100 0 L0 100" stroke="${G}" stroke-width="18"/>`;
    default:
      return `<rect width="100" height="100" fill="${R}"/><polygon points="0,0 56,50 0,100" fill="${G}"/><polygon points="0,14 40,50 0,86" fill="${B}"/>`;
  }
}
const nationals: Art[] = FLAGS.map(([name, kind], i) => {
  const shield = OUTLINES[i % 3]!.path;
  return {
    name: `${name} Federation`,
    type: 'national',
    cat: ['national'],
    colors: pal(i + 3),
    body: `<defs><clipPath id="c"><path d="${shield}"/></clipPath></defs><g clip-path="url(#c)">${flagBody(kind)}</g>`,
  };
});

const retroNames = [
  'Athletic 1898',
  'Rovers 1905',
  'Wanderers 1921',
  'Albion 1887',
  'Victoria 1910',
  'Corinth 1896',
  'Olympic 1932',
  'Dynamo 1948',
];
const retros: Art[] = retroNames.map((name, i) => {
  const emblem = (['star', 'crown', 'oak', 'tower', 'anchor', 'wing', 'sun', 'ball'] as const)[i]!;
  const laurel = Array.from({ length: 7 }, (_, k) => {
    const t = ((250 - k * 18) * Math.PI) / 180;
    const t2 = ((-70 + k * 18) * Math.PI) / 180;
    const leaf = (a: number) =>
      `<ellipse cx="${f2(50 + 40 * Math.cos(a))}" cy="${f2(50 - 40 * Math.sin(a))}" rx="4" ry="8" transform="rotate(${f2((-a * 180) / Math.PI)} ${f2(50 + 40 * Math.cos(a))} ${f2(50 - 40 * Math.sin(a))})" fill="${B}"/>`;
    return leaf(t) + leaf(t2);
  }).join('');
  return {
    name,
    type: 'retro',
    cat: ['retro'],
    colors: ['#f2e8cf', '#6a994e', '#bc4749'],
    body: `<circle cx="50" cy="50" r="32" fill="${R}"/><circle cx="50" cy="50" r="27" fill="${G}"/><g transform="translate(50 50) scale(0.8) translate(-50 -48)">${EMBLEMS[emblem]!(R, R)}</g>${laurel}`,
  };
});

const usShapes: [string, string][] = [
  [
    'Pennant Stars',
    `<polygon points="6,20 94,50 6,80" fill="${R}"/><polygon points="6,30 64,50 6,70" fill="${G}"/><polygon points="${starPoints(24, 50, 9)}" fill="${B}"/>`,
  ],
  [
    'Stars and Bars',
    `<rect x="6" y="22" width="88" height="56" rx="6" fill="${R}"/><rect x="6" y="42" width="88" height="8" fill="${G}"/><rect x="6" y="58" width="88" height="8" fill="${G}"/><polygon points="${starPoints(28, 34, 8)}" fill="${B}"/>`,
  ],
  [
    'Gridiron Shield',
    `<path d="M16 10 H84 V50 C84 70 68 84 50 92 C32 84 16 70 16 50 Z" fill="${R}"/><rect x="46" y="10" width="8" height="82" fill="${G}"/><polygon points="${starPoints(30, 36, 8)}" fill="${B}"/><polygon points="${starPoints(70, 36, 8)}" fill="${B}"/>`,
  ],
  [
    'Hoops Circle',
    `<circle cx="50" cy="50" r="40" fill="${R}"/><path d="M10 50 H90 M50 10 V90 M22 22 C40 40 40 60 22 78 M78 22 C60 40 60 60 78 78" fill="none" stroke="${G}" stroke-width="4"/>`,
  ],
  [
    'Diamond Club',
    `<polygon points="50,6 94,50 50,94 6,50" fill="${R}"/><polygon points="50,22 78,50 50,78 22,50" fill="${G}"/><circle cx="50" cy="50" r="8" fill="${B}"/>`,
  ],
  [
    'Varsity Block',
    `<rect x="14" y="14" width="72" height="72" fill="${R}"/><rect x="22" y="22" width="56" height="56" fill="${G}"/><path d="M34 30 H66 V40 H55 V70 H45 V40 H34 Z" fill="${B}"/>`,
  ],
];
const us: Art[] = usShapes.map(([name, body]) => ({
  name,
  type: 'us',
  cat: ['us'],
  colors: ['#0a3161', '#ffffff', '#b31942'],
  body,
}));

export const LOGOS: Art[] = [
  ...clubs,
  ...brands,
  ...brandIcons,
  ...SPONSORS,
  ...badges,
  ...icons,
  ...nationals,
  ...retros,
  ...us,
];
