/**
 * Where the watermark goes (document 2 §9): in one of the four corners, 15 % of the picture's
 * short side wide, 2 % of the short side from both edges.
 */
import { clampOpacity, type Corner } from './settings.ts';

export const WATERMARK_WIDTH = 0.15;
export const WATERMARK_MARGIN = 0.02;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The watermark's box for a picture of width x height; `aspect` is the mark's height / width. */
export function watermarkBox(width: number, height: number, corner: Corner, aspect: number): Box {
  const short = Math.min(width, height);
  const w = short * WATERMARK_WIDTH;
  const h = w * aspect;
  const margin = short * WATERMARK_MARGIN;
  const x = corner.endsWith('left') ? margin : width - margin - w;
  const y = corner.startsWith('top') ? margin : height - margin - h;
  return { x, y, width: w, height: h };
}

/** The watermark's alpha, 0-1, from the opacity setting (clamped to 0-100 first). */
export function watermarkAlpha(opacity: number): number {
  return clampOpacity(opacity) / 100;
}
