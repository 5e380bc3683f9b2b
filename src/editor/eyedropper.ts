import { rgbToHex } from '../kit/index.ts';

/**
 * The canvas eyedropper's rules (document 1 §2: "a colour sampler, eyedropper with a 13 px
 * magnifier; Escape cancels"; document 2 §9: "sample colour magnifier canvas 13x13 pixels"):
 * where a pointer lands in the canvas's drawing buffer, which pixels the magnifier shows, and
 * what colour a pick gives. No DOM and no WebGL here, so each rule is tested on its own.
 */

/** The magnifier shows MAGNIFIER_SIZE x MAGNIFIER_SIZE canvas pixels around the pointer. */
export const MAGNIFIER_SIZE = 13;
const HALF = (MAGNIFIER_SIZE - 1) / 2;

/** A pixel of the drawing buffer, counted from the top-left corner. */
export interface BufferPixel {
  x: number;
  y: number;
}

/** The magnifier's pixels: MAGNIFIER_SIZE rows, top first, straight-alpha RGBA. */
export interface MagnifierBlock {
  size: number;
  data: Uint8ClampedArray;
}

/** A rectangle of the drawing buffer in WebGL's convention (origin bottom-left), as readPixels takes it. */
export interface ReadRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The buffer pixel under a pointer at `clientX/Y`, for a canvas shown at `box` (CSS pixels) with
 * a drawing buffer of `width` x `height` (the device pixel ratio sits between the two). Null
 * outside the canvas.
 */
export function bufferPixelAt(
  clientX: number,
  clientY: number,
  box: { left: number; top: number; width: number; height: number },
  width: number,
  height: number,
): BufferPixel | null {
  if (box.width <= 0 || box.height <= 0) return null;
  const u = (clientX - box.left) / box.width;
  const v = (clientY - box.top) / box.height;
  if (u < 0 || v < 0 || u >= 1 || v >= 1) return null;
  return { x: Math.floor(u * width), y: Math.floor(v * height) };
}

/** The part of the magnifier's square around `centre` that lies inside the buffer; null if none. */
export function magnifierReadRect(centre: BufferPixel, width: number, height: number): ReadRect | null {
  const left = Math.max(0, centre.x - HALF);
  const right = Math.min(width, centre.x + HALF + 1);
  const top = Math.max(0, centre.y - HALF);
  const bottom = Math.min(height, centre.y + HALF + 1);
  if (left >= right || top >= bottom) return null;
  // WebGL rows count from the bottom of the buffer.
  return { x: left, y: height - bottom, width: right - left, height: bottom - top };
}

/**
 * The magnifier block from what readPixels returned for `rect`: rows flipped to top first,
 * premultiplied alpha (the canvas's default) undone, and the cells outside the buffer left
 * transparent, so the centre cell is always the pointer's pixel.
 */
export function magnifierBlock(
  pixels: Uint8Array,
  rect: ReadRect,
  centre: BufferPixel,
  bufferHeight: number,
): MagnifierBlock {
  const size = MAGNIFIER_SIZE;
  const data = new Uint8ClampedArray(size * size * 4);
  for (let row = 0; row < rect.height; row++) {
    // Row `row` of the read is buffer row (from the top) bufferHeight - 1 - (rect.y + row).
    const bufferY = bufferHeight - 1 - (rect.y + row);
    const cellY = bufferY - centre.y + HALF;
    for (let column = 0; column < rect.width; column++) {
      const cellX = rect.x + column - centre.x + HALF;
      const from = (row * rect.width + column) * 4;
      const to = (cellY * size + cellX) * 4;
      const alpha = pixels[from + 3]!;
      const k = alpha > 0 ? 255 / alpha : 0;
      data[to] = pixels[from]! * k;
      data[to + 1] = pixels[from + 1]! * k;
      data[to + 2] = pixels[from + 2]! * k;
      data[to + 3] = alpha;
    }
  }
  return { size, data };
}

/**
 * The colour a click picks: the centre cell's, as stored hex. Null over nothing (a transparent
 * pixel, or outside the canvas): a click there picks nothing.
 */
export function magnifierColor(block: MagnifierBlock): string | null {
  const at = (HALF * block.size + HALF) * 4;
  if (block.data[at + 3]! === 0) return null;
  return rgbToHex(block.data[at]!, block.data[at + 1]!, block.data[at + 2]!);
}
