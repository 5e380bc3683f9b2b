/**
 * Hue, saturation and value for the colour picker's HSV controls. Hue in degrees (0..360),
 * saturation and value in percent (0..100): the units its sliders and their spoken values use.
 * The kit stores hex; HSV is only how a player walks to a colour.
 */
import { hexToRgb, rgbToHex } from './colors.ts';

export interface Hsv {
  h: number;
  s: number;
  v: number;
}

export function hexToHsv(color: string): Hsv {
  const [r, g, b] = hexToRgb(color).map((c) => c / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const delta = max - Math.min(r, g, b);
  let h = 0;
  if (delta > 0) {
    if (max === r) h = ((g - b) / delta) % 6;
    else if (max === g) h = (b - r) / delta + 2;
    else h = (r - g) / delta + 4;
  }
  return { h: (h * 60 + 360) % 360, s: max === 0 ? 0 : (delta / max) * 100, v: max * 100 };
}

export function hsvToHex({ h, s, v }: Hsv): string {
  const value = v / 100;
  const chroma = value * (s / 100);
  const sector = (((h % 360) + 360) % 360) / 60;
  const x = chroma * (1 - Math.abs((sector % 2) - 1));
  const [r, g, b] =
    sector < 1
      ? [chroma, x, 0]
      : sector < 2
        ? [x, chroma, 0]
        : sector < 3
          ? [0, chroma, x]
          : sector < 4
            ? [0, x, chroma]
            : sector < 5
              ? [x, 0, chroma]
              : [chroma, 0, x];
  const m = value - chroma;
  return rgbToHex((r + m) * 255, (g + m) * 255, (b + m) * 255);
}
