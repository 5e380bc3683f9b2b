import { describe, expect, it } from 'vitest';
import {
  bufferPixelAt,
  MAGNIFIER_SIZE,
  magnifierBlock,
  magnifierColor,
  magnifierReadRect,
  type BufferPixel,
} from './eyedropper.ts';

/**
 * A fake drawing buffer stored the way WebGL keeps it (rows from the bottom, premultiplied
 * alpha), so the test reads it exactly as readPixels would hand it over.
 */
function buffer(
  width: number,
  height: number,
  color: (x: number, y: number) => [number, number, number, number],
) {
  return {
    width,
    height,
    read(x: number, y: number, w: number, h: number): Uint8Array {
      const out = new Uint8Array(w * h * 4);
      for (let row = 0; row < h; row++)
        for (let col = 0; col < w; col++) {
          // GL row y + row is top-based row height - 1 - (y + row).
          const [r, g, b, a] = color(x + col, height - 1 - (y + row));
          const at = (row * w + col) * 4;
          out.set([Math.round((r * a) / 255), Math.round((g * a) / 255), Math.round((b * a) / 255), a], at);
        }
      return out;
    },
  };
}

function sample(fake: ReturnType<typeof buffer>, centre: BufferPixel) {
  const rect = magnifierReadRect(centre, fake.width, fake.height);
  if (!rect) throw new Error('outside');
  return magnifierBlock(fake.read(rect.x, rect.y, rect.width, rect.height), rect, centre, fake.height);
}

const cell = (block: ReturnType<typeof magnifierBlock>, x: number, y: number) =>
  Array.from(block.data.slice((y * block.size + x) * 4, (y * block.size + x) * 4 + 4));

describe('the canvas eyedropper', () => {
  it('maps a pointer to the drawing buffer, device pixel ratio included', () => {
    const box = { left: 100, top: 50, width: 400, height: 200 };
    expect(bufferPixelAt(100, 50, box, 800, 400)).toEqual({ x: 0, y: 0 });
    expect(bufferPixelAt(300.6, 150.2, box, 800, 400)).toEqual({ x: 401, y: 200 });
    expect(bufferPixelAt(499.9, 249.9, box, 800, 400)).toEqual({ x: 799, y: 399 });
    expect(bufferPixelAt(500, 100, box, 800, 400)).toBeNull();
    expect(bufferPixelAt(99, 100, box, 800, 400)).toBeNull();
  });

  it('shows 13 x 13 pixels, top row first, with the pointer in the centre cell', () => {
    expect(MAGNIFIER_SIZE).toBe(13);
    // Each pixel encodes its own position, so a flipped or shifted block shows.
    const fake = buffer(64, 48, (x, y) => [x, y, 7, 255]);
    const block = sample(fake, { x: 20, y: 30 });
    expect(block.size).toBe(13);
    expect(block.data).toHaveLength(13 * 13 * 4);
    expect(cell(block, 6, 6)).toEqual([20, 30, 7, 255]);
    expect(cell(block, 0, 0)).toEqual([14, 24, 7, 255]);
    expect(cell(block, 12, 12)).toEqual([26, 36, 7, 255]);
    expect(cell(block, 12, 0)).toEqual([26, 24, 7, 255]);
    expect(magnifierColor(block)).toBe('#141e07');
  });

  it('leaves cells past the canvas edge transparent and keeps the pointer centred', () => {
    const fake = buffer(10, 10, (x, y) => [x * 20, y * 20, 0, 255]);
    const block = sample(fake, { x: 0, y: 9 });
    expect(cell(block, 6, 6)).toEqual([0, 180, 0, 255]);
    expect(cell(block, 5, 6)[3]).toBe(0); // left of the canvas
    expect(cell(block, 6, 7)[3]).toBe(0); // below the canvas
    expect(cell(block, 7, 5)).toEqual([20, 160, 0, 255]);
    expect(magnifierReadRect({ x: 0, y: 9 }, 10, 10)).toEqual({ x: 0, y: 0, width: 7, height: 7 });
  });

  it('undoes premultiplied alpha and picks nothing over a transparent pixel', () => {
    const fake = buffer(20, 20, (x) => (x < 10 ? [204, 17, 17, 128] : [0, 0, 0, 0]));
    const half = sample(fake, { x: 5, y: 5 });
    const [r, g, b, a] = cell(half, 6, 6);
    expect(a).toBe(128);
    expect(Math.abs(r! - 204)).toBeLessThanOrEqual(2);
    expect(Math.abs(g! - 17)).toBeLessThanOrEqual(2);
    expect(Math.abs(b! - 17)).toBeLessThanOrEqual(2);
    expect(magnifierColor(sample(fake, { x: 15, y: 5 }))).toBeNull();
  });
});
