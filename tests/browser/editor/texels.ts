import type { Page } from 'puppeteer-core';

/**
 * Texels of the shirt's albedo that differ from the reading stored in the page under `baseline`
 * (the first call with a name stores it and answers 0): where the texture changed, read from the
 * kit itself. A texel counts when one of its first `channels` (3: colour, 4: with coverage)
 * moved by more than 24.
 */
export function changedShirtTexels(page: Page, baseline: string, channels: 3 | 4 = 3): Promise<number> {
  return page.evaluate(
    async (baseline, channels) => {
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
      for (let i = 0; i < data.length; i += 4) {
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
  );
}
