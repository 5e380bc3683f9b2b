/**
 * The colour picker's palettes (document 2 §3, §9): the default palette of 7 rows by 9, and the
 * custom palette, at most 18 colours, newest first, that skips colours already in a palette.
 */
export const CUSTOM_PALETTE_MAX = 18;

const HUES = [0, 30, 50, 120, 170, 200, 230, 280, 330];
const LIGHTNESS = [85, 70, 55, 42, 30, 18];

function hsl(h: number, s: number, l: number): string {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

/** First row greys from white to black, then six rows of nine hues from light to dark. */
export const DEFAULT_PALETTE: readonly (readonly string[])[] = [
  Array.from({ length: 9 }, (_, i) => {
    const v = Math.round(255 - (255 * i) / 8)
      .toString(16)
      .padStart(2, '0');
    return `#${v}${v}${v}`;
  }),
  ...LIGHTNESS.map((l) => HUES.map((h) => hsl(h, 75, l))),
];

/** The custom palette after using `color`: it goes first unless a palette already holds it. */
export function addToCustomPalette(palette: readonly string[], color: string): string[] {
  const lower = color.toLowerCase();
  if (DEFAULT_PALETTE.some((row) => row.includes(lower)) || palette.includes(lower)) return [...palette];
  return [lower, ...palette].slice(0, CUSTOM_PALETTE_MAX);
}

/**
 * A colour the user applied or sampled joins the custom palette (the stored preference), by the
 * rule above; `prefs` is the preferences proxy, passed in so the rule is testable alone.
 */
export function rememberColor(prefs: { customPalette: string[] }, color: string): void {
  const next = addToCustomPalette(prefs.customPalette, color);
  if (next.length !== prefs.customPalette.length || next.some((c, i) => c !== prefs.customPalette[i]))
    prefs.customPalette = next;
}
