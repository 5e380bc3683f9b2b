import type { Page } from 'puppeteer-core';

/** A part of the texture, as fractions of its width and height (origin top-left). */
export interface TextureBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const WHOLE: TextureBox = { x0: 0, y0: 0, x1: 1, y1: 1 };

/**
 * Texels of the shirt's albedo that differ from the reading stored in the page under `baseline`
 * (the first call with a name stores it and answers 0): where the texture changed, read from the
 * kit itself. A texel counts when one of its first `channels` (3: colour, 4: with coverage)
 * moved by more than 24; only texels inside `box` count.
 */
export function changedShirtTexels(
  page: Page,
  baseline: string,
  channels: 3 | 4 = 3,
  box: TextureBox = WHOLE,
): Promise<number> {
  return page.evaluate(
    async (baseline, channels, box) => {
      const blob = await window.kitsmith!.exportTexture('shirt', 'albedo');
      const bitmap = await createImageBitmap(blob);
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
      const store = window as unknown as Record<string, Uint8ClampedArray | undefined>;
      const before = store[`baseline:${baseline}`];
      if (!before) {
        store[`baseline:${baseline}`] = data;
        return 0;
      }
      let changed = 0;
      const [w, h] = [bitmap.width, bitmap.height];
      for (let i = 0; i < data.length; i += 4) {
        const x = ((i / 4) % w) / w;
        const y = Math.floor(i / 4 / w) / h;
        if (x < box.x0 || x >= box.x1 || y < box.y0 || y >= box.y1) continue;
        for (let c = 0; c < channels; c++) {
          if (Math.abs(data[i + c]! - before[i + c]!) > 24) {
            changed++;
            break;
          }
        }
      }
      return changed;
    },
    baseline,
    channels,
    box,
  );
}
