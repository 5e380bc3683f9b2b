import { contrast, hexToRgb, liftRandomColor, rgbToHex, textColorOn } from '../colors.ts';
import { COLOR_CLOSENESS } from './constants.ts';
import type { Rng } from './prng.ts';

/**
 * Random kit colours. Kits are mostly strong colours, white and near-black, seldom pastel: the
 * draw follows that, and every colour passes the §9 rule that lifts near-black (luminance < 15)
 * to #1a1a1a so details stay visible.
 */

function hslToHex(h: number, s: number, l: number): string {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const hp = (h % 360) / 60;
  const x = c * (1 - Math.abs((hp % 2) - 1));
  const [r, g, b] =
    hp < 1
      ? [c, x, 0]
      : hp < 2
        ? [x, c, 0]
        : hp < 3
          ? [0, c, x]
          : hp < 4
            ? [0, x, c]
            : hp < 5
              ? [x, 0, c]
              : [c, 0, x];
  const m = l - c / 2;
  return rgbToHex((r + m) * 255, (g + m) * 255, (b + m) * 255);
}

export function randomColor(rng: Rng): string {
  const roll = rng.next();
  if (roll < 0.18) return '#ffffff';
  if (roll < 0.28) return liftRandomColor(hslToHex(rng.range(0, 360), rng.range(0, 0.3), rng.range(0, 0.08)));
  const color = hslToHex(rng.range(0, 360), rng.range(0.45, 0.95), rng.range(0.18, 0.6));
  return liftRandomColor(color);
}

/** RGB distance scaled to 0..1 (black to white is 1). */
export function colorDistance(a: string, b: string): number {
  const [ar, ag, ab] = hexToRgb(a);
  const [br, bg, bb] = hexToRgb(b);
  return Math.hypot(ar - br, ag - bg, ab - bb) / Math.hypot(255, 255, 255);
}

export function isClose(a: string, b: string): boolean {
  return colorDistance(a, b) < COLOR_CLOSENESS;
}

/**
 * A random colour that is not close to any of `avoid`, preferring one that stands out: of a few
 * draws the one with the best contrast score wins, so stripes and bands read on the shirt.
 */
export function randomColorApart(rng: Rng, avoid: readonly string[], draws = 4): string {
  let best = '';
  let bestScore = -1;
  for (let i = 0; i < draws * 4 && (i < draws || best === ''); i++) {
    const color = randomColor(rng);
    if (avoid.some((other) => isClose(color, other))) continue;
    const score = Math.min(...avoid.map((other) => contrast(color, other)), 1);
    if (score > bestScore) {
      best = color;
      bestScore = score;
    }
  }
  // Every draw was close: the readable text colour of the first colour is never close to it.
  return best || textColorOn(avoid[0] ?? '#000000');
}
