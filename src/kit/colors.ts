import { KIT_MESSAGES } from './messages.ts';

/** Colour helpers shared by restore, the editor's colour picker and the random generator. */

export type ParsedColor = { ok: true; color: string } | { ok: false; error: string };

/**
 * Parses user or stored colour text: 3 or 6 hex digits, leading '#' optional, repeated leading
 * '#' collapsed. Returns lowercase '#rrggbb'.
 */
export function parseHexColor(input: string): ParsedColor {
  const digits = input.trim().replace(/^#+/, '');
  if (/^[0-9a-fA-F]{6}$/.test(digits)) return { ok: true, color: `#${digits.toLowerCase()}` };
  if (/^[0-9a-fA-F]{3}$/.test(digits)) {
    const [r, g, b] = digits.toLowerCase();
    return { ok: true, color: `#${r}${r}${g}${g}${b}${b}` };
  }
  return { ok: false, error: KIT_MESSAGES.invalidHexColor };
}

/** True for a colour already in the stored form. */
export function isStoredColor(value: unknown): value is string {
  return typeof value === 'string' && /^#[0-9a-f]{6}$/.test(value);
}

export function hexToRgb(color: string): [number, number, number] {
  const n = Number.parseInt(color.slice(1, 7), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function rgbToHex(r: number, g: number, b: number): string {
  const part = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** Perceived brightness 0..255 (ITU-R BT.601 weights), the scale the thresholds below use. */
export function luminance(color: string): number {
  const [r, g, b] = hexToRgb(color);
  return 0.299 * r + 0.587 * g + 0.114 * b;
}

export const DARK_LUMINANCE_BELOW = 125;
export const BLACK_TEXT_LUMINANCE_FROM = 155;
export const RANDOM_COLOR_MIN_LUMINANCE = 15;
export const RANDOM_COLOR_DARK_REPLACEMENT = '#1a1a1a';

export function isDark(color: string): boolean {
  return luminance(color) < DARK_LUMINANCE_BELOW;
}

/** Text drawn on `background` is black from luminance 155, else white. */
export function textColorOn(background: string): '#000000' | '#ffffff' {
  return luminance(background) >= BLACK_TEXT_LUMINANCE_FROM ? '#000000' : '#ffffff';
}

/** The random generator replaces near-black colours so details stay visible. */
export function liftRandomColor(color: string): string {
  return luminance(color) < RANDOM_COLOR_MIN_LUMINANCE ? RANDOM_COLOR_DARK_REPLACEMENT : color;
}

/** WCAG relative luminance 0..1. */
export function relativeLuminance(color: string): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = hexToRgb(color);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/**
 * The generator's contrast score: (ratio - 1) / 20 where ratio is the WCAG contrast ratio
 * (1..21), so 0 for identical colours and 1 for black on white.
 */
export function contrast(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  const ratio = (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
  return (ratio - 1) / 20;
}

/**
 * Flat colours with no saturation are adjusted to a grey range before 3D shading: pure black
 * and pure white have no visible folds or highlights under the lights. Greys are remapped
 * linearly from 0..255 into GREY_RANGE; saturated colours are returned unchanged.
 */
export const GREY_RANGE = { min: 0x1a, max: 0xf0 } as const;

export function adjustFlatGrey(color: string): string {
  const [r, g, b] = hexToRgb(color);
  if (r !== g || g !== b) return color;
  const v = GREY_RANGE.min + (r / 255) * (GREY_RANGE.max - GREY_RANGE.min);
  return rgbToHex(v, v, v);
}
