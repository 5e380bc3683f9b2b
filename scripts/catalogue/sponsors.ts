/**
 * The fictional shirt sponsors, each a designed wordmark: the company's name in Kitsmith's own
 * stroke alphabet (wordmark-type.ts) with a treatment of its own (weight, slant, spacing, a
 * badge or an icon), so a sponsor reads as a sponsor on the chest at kit scale, not as a bar.
 * Two channels at most (red: the name, green: the accent), so each takes one or two kit colours.
 * Drawn in a 100-unit square with the mark across the middle: the compositor fits logos into a
 * square box, and Tidewave's pill keeps the top edge (y 32) the 4096 sharpness test measures.
 */
import type { Art } from './art.ts';
import { f2, G, polygonPoints, R } from './svg.ts';
import { wordmark, measure, type Placement, type TypeStyle } from './wordmark-type.ts';

const HEAVY: TypeStyle = { weight: 2.4, spacing: 1.1 };
const THIN: TypeStyle = { weight: 1.1, spacing: 2.6 };

/** Knocks `cut` (drawn in black) out of `body`: the shirt shows through the letters. */
function knockout(id: string, body: string, cut: string): string {
  return (
    `<defs><mask id="${id}"><rect width="100" height="100" fill="#fff"/>${cut}</mask></defs>` +
    `<g mask="url(#${id})">${body}</g>`
  );
}

/** A name and a smaller second line under it, centred on `cx`. */
function stacked(top: string, topStyle: TypeStyle, bottom: string, cx: number, width: number): string {
  const head: Placement = { x: cx, baseline: 54, height: 16, maxWidth: width, anchor: 'middle' };
  const size = measure(top, topStyle, head);
  const baseline = 50 + size.height / 2;
  return (
    wordmark(top, topStyle, { ...head, baseline }, R) +
    wordmark(
      bottom,
      THIN,
      { x: cx, baseline: baseline + 9, height: 5, maxWidth: size.width, anchor: 'middle' },
      G,
    )
  );
}

const tidewave =
  knockout(
    'tw',
    `<rect x="4" y="32" width="92" height="36" rx="18" fill="${R}"/>`,
    wordmark(
      'TIDEWAVE',
      { weight: 2.2, spacing: 1, slant: 12 },
      { x: 58, baseline: 57, height: 14, maxWidth: 56, anchor: 'middle' },
      '#000',
    ) +
      `<path d="M15 54 C18 46 22 46 25 52 C27 56 29 56 30 52" fill="none" stroke="#000" stroke-width="3.6" stroke-linecap="round"/>`,
  ) +
  `<path d="M15 54 C18 46 22 46 25 52 C27 56 29 56 30 52" fill="none" stroke="${G}" stroke-width="1.8" stroke-linecap="round"/>`;

const lumen =
  `<circle cx="15" cy="48" r="9" fill="none" stroke="${R}" stroke-width="3"/><circle cx="15" cy="48" r="3.4" fill="${G}"/>` +
  `<rect x="12.5" y="59" width="5" height="4" fill="${G}"/>` +
  stacked('LUMEN', { weight: 2.6, spacing: 1.4, round: true }, 'ENERGY', 61, 66);

const copperline =
  wordmark(
    'COPPERLINE',
    { ...HEAVY, slant: 14 },
    { x: 52, baseline: 53, height: 13, maxWidth: 84, anchor: 'middle' },
    R,
  ) +
  `<polygon points="14,58 94,58 91,63 11,63" fill="${G}"/>` +
  [0, 1, 2]
    .map((i) => `<rect x="${4 + i * 2}" y="${41 + i * 4.5}" width="${7 - i * 2}" height="2" fill="${G}"/>`)
    .join('');

const brightpath =
  `<path d="M8 46 C30 28 66 26 92 38 C66 32 34 34 12 50 Z" fill="${G}"/>` +
  wordmark(
    'BRIGHTPATH',
    { weight: 1.9, spacing: 1.2, round: true, slant: 8 },
    { x: 50, baseline: 62, height: 11, maxWidth: 86, anchor: 'middle' },
    R,
  ) +
  wordmark('AIR', { weight: 2.2, spacing: 2 }, { x: 93, baseline: 72, height: 6, anchor: 'end' }, G);

const quartz =
  `<polygon points="${polygonPoints(14, 50, 11, 6, 30)}" fill="${R}"/>` +
  `<polygon points="14,41 22,50 14,59 6,50" fill="${G}"/>` +
  wordmark('QUARTZ', HEAVY, { x: 29, baseline: 56, height: 12, maxWidth: 46 }, R) +
  `<rect x="77" y="43" width="1.4" height="14" fill="${G}"/>` +
  wordmark('BANK', { weight: 1.2, spacing: 1.6 }, { x: 81, baseline: 55, height: 10, maxWidth: 15 }, G);

const greenfield =
  `<path d="M6 60 C6 44 18 36 28 36 C28 50 20 60 6 60 Z" fill="${G}"/><path d="M8 58 L22 44" stroke="${R}" stroke-width="1.6"/>` +
  stacked('GREENFIELD', { weight: 2.1, spacing: 1, round: true }, 'FOODS', 62, 62);

const cobalt =
  knockout(
    'cb',
    `<rect x="4" y="37" width="54" height="26" rx="5" fill="${R}"/>`,
    wordmark(
      'COBALT',
      { weight: 2.3, spacing: 1.2 },
      { x: 31, baseline: 55, height: 10, maxWidth: 44, anchor: 'middle' },
      '#000',
    ),
  ) + wordmark('MOBILE', { weight: 2.3, spacing: 1.2 }, { x: 62, baseline: 55, height: 10, maxWidth: 34 }, G);

const northwind =
  `<polygon points="4,40 12,40 20,50 12,60 4,60 12,50" fill="${G}"/>` +
  wordmark('NORTHWIND', { ...HEAVY, slant: 10 }, { x: 23, baseline: 53, height: 12, maxWidth: 74 }, R) +
  wordmark('LOGISTICS', THIN, { x: 23, baseline: 62, height: 5, maxWidth: 50 }, G);

const helioRays = Array.from({ length: 10 }, (_, i) => {
  const a = (i * Math.PI) / 5;
  const at = (r: number) => `${f2(14 + r * Math.cos(a))} ${f2(50 + r * Math.sin(a))}`;
  return `<path d="M${at(8.5)} L${at(13)}" stroke="${G}" stroke-width="2.4" stroke-linecap="round"/>`;
}).join('');
const helio =
  `<circle cx="14" cy="50" r="6.5" fill="${R}"/>${helioRays}` +
  wordmark(
    'HELIO',
    { weight: 2.8, spacing: 1, round: true },
    { x: 31, baseline: 57, height: 14, maxWidth: 38 },
    R,
  ) +
  wordmark(
    'SOLAR',
    { weight: 1.4, spacing: 1.4, round: true },
    { x: 72, baseline: 57, height: 14, maxWidth: 24 },
    G,
  );

const summit =
  `<path d="M4 64 L20 36 L36 64 Z" fill="${R}"/><path d="M15.4 44 L20 36 L24.6 44 L22 42.5 L20 45 L18 42.5 Z" fill="${G}"/>` +
  stacked('SUMMIT', { weight: 2.6, spacing: 1.4 }, 'INSURANCE', 68, 56);

/** Default colours: the spec's logo pair; the generator's full-colour sponsors keep their own. */
const PAIR = ['#ffffff', '#bfbfbf'];
const SPONSOR_MARKS: [string, string, string[]][] = [
  ['Tidewave', tidewave, PAIR],
  ['Lumen Energy', lumen, PAIR],
  ['Copperline', copperline, PAIR],
  ['Brightpath Air', brightpath, PAIR],
  ['Quartz Bank', quartz, PAIR],
  ['Greenfield Foods', greenfield, ['#2f7d32', '#9ccc3c']],
  ['Cobalt Mobile', cobalt, ['#1e4fc2', '#5fa8ff']],
  ['Northwind Logistics', northwind, PAIR],
  ['Helio Solar', helio, ['#e8590c', '#fcc419']],
  ['Summit Insurance', summit, PAIR],
];

export const SPONSORS: Art[] = SPONSOR_MARKS.map(([name, body, colors]) => ({
  name,
  type: 'sponsor',
  cat: ['sponsor'],
  colors,
  body,
}));
