/**
 * Readers for design pixel tests: one square region drawn at texture scale 1 (one texel per region
 * pixel), so a covered length along a scanline is a width in pixels (box-filtered coverage sums
 * exactly) and region coordinates map to texels without rounding games.
 */
import { expect } from 'vitest';
import type { RegionImage, RegionSession } from './region-kit';

export const RED = '#d81e2c';
export const YELLOW = '#f5c400';
export const BLUE = '#1b4fa0';
export const SIZE = 128;

export function designDrawer(session: () => RegionSession) {
  return async (
    type: string,
    params: object,
    c: string[] = [RED],
    region: 'front' | 'back' = 'front',
  ): Promise<RegionImage> => {
    const image = await session().render(
      { n: 'design', type, c, ...params },
      { regionSize: [SIZE, SIZE], width: SIZE, height: SIZE, region },
    );
    expect(image.glError).toBe(0);
    return image;
  };
}

/** Texel row/column index under region coordinate v (region pixels from the centre). */
export const index = (v: number) => Math.floor(v + SIZE / 2);
/** Region coordinate of the centre of the texel row/column holding v. */
export const texelCentre = (v: number) => index(v) + 0.5 - SIZE / 2;
export const row = (image: RegionImage, y: number) => image.alphaRow(index(y));
export const column = (image: RegionImage, x: number) => image.alphaColumn(index(x));

export const rgb = (hex: string) => [1, 3, 5].map((k) => Number.parseInt(hex.slice(k, k + 2), 16));

export function expectColor(image: RegionImage, x: number, y: number, hex: string): void {
  const [r, g, b, a] = image.atPoint(x, y);
  expect(a).toBe(255);
  const [er, eg, eb] = rgb(hex);
  expect(Math.abs(r - er!) + Math.abs(g - eg!) + Math.abs(b - eb!)).toBeLessThanOrEqual(6);
}

export const expectEmpty = (image: RegionImage, x: number, y: number) =>
  expect(image.atPoint(x, y)[3]).toBe(0);
