/**
 * Golden images for renders a person once looked at and approved: a render passes when at most a
 * small share of its pixels differ from the committed PNG by more than a few levels in a channel,
 * as three.js e2e compares its screenshots (the tolerance absorbs rounding and antialiased edges
 * that differ between rasterisers; the budget keeps a real change from hiding in them).
 *
 * Regenerate with KITSMITH_UPDATE_GOLDEN=1, then look at the PNGs before committing them (in a
 * commit of their own). A failing render is written to tests/browser/.artifacts/golden-failures.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { expect } from 'vitest';
import { ROOT } from './harness.ts';

export const GOLDEN_ROOT = path.join(ROOT, 'tests/fixtures/golden');
const UPDATE = process.env.KITSMITH_UPDATE_GOLDEN === '1';

export interface GoldenOptions {
  /** A pixel fails when one of its channels differs by more than this (0..255). */
  channelTolerance?: number;
  /** The share of pixels (0..1) that may fail. */
  failedPixelBudget?: number;
}

export interface RgbaImage {
  /** RGBA, 0..255, rows in the order they are stored in the PNG. */
  pixels: ArrayLike<number>;
  width: number;
  height: number;
}

/**
 * A GL readback with rows bottom first (the region-render page's) in image order (top first), as a
 * PNG stores it.
 */
export function fromReadback(image: RgbaImage): RgbaImage {
  const row = image.width * 4;
  const pixels = new Uint8Array(image.width * image.height * 4);
  for (let j = 0; j < image.height; j++)
    pixels.set(
      Array.prototype.slice.call(image.pixels, j * row, (j + 1) * row) as number[],
      (image.height - 1 - j) * row,
    );
  return { pixels, width: image.width, height: image.height };
}

/** The number of pixels that differ by more than `tolerance` in a channel. */
export function failedPixels(
  actual: ArrayLike<number>,
  golden: ArrayLike<number>,
  tolerance: number,
): number {
  let failed = 0;
  for (let i = 0; i < actual.length; i += 4) {
    // Fully transparent texels carry no colour: compare alpha only there.
    const first = actual[i + 3] === 0 && golden[i + 3] === 0 ? 3 : 0;
    for (let c = first; c < 4; c++) {
      if (Math.abs(actual[i + c]! - golden[i + c]!) > tolerance) {
        failed++;
        break;
      }
    }
  }
  return failed;
}

const png = (image: RgbaImage) =>
  sharp(Buffer.from(Uint8Array.from(image.pixels)), {
    raw: { width: image.width, height: image.height, channels: 4 },
  }).png({ compressionLevel: 9 });

/**
 * Expects `image` to match the golden PNG at `file` (relative to tests/fixtures/golden unless
 * absolute); writes it there instead under KITSMITH_UPDATE_GOLDEN=1.
 */
export async function expectGolden(file: string, image: RgbaImage, opts: GoldenOptions = {}): Promise<void> {
  const tolerance = opts.channelTolerance ?? 8;
  const budget = opts.failedPixelBudget ?? 0.005;
  const golden = path.isAbsolute(file) ? file : path.join(GOLDEN_ROOT, file);
  if (UPDATE || !existsSync(golden)) {
    expect(UPDATE, `missing golden ${golden}: run with KITSMITH_UPDATE_GOLDEN=1`).toBe(true);
    mkdirSync(path.dirname(golden), { recursive: true });
    await png(image).toFile(golden);
    return;
  }
  const expected = await sharp(golden).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  expect([expected.info.width, expected.info.height], `size of ${file}`).toEqual([image.width, image.height]);
  const failed = failedPixels(image.pixels, expected.data, tolerance);
  const share = failed / (image.width * image.height);
  if (share > budget) {
    const out = path.join(ROOT, 'tests/browser/.artifacts/golden-failures');
    mkdirSync(out, { recursive: true });
    const base = path.join(out, path.basename(golden, '.png'));
    await png(image).toFile(`${base}.actual.png`);
  }
  expect(share, `share of pixels off ${file} by more than ${tolerance} levels`).toBeLessThanOrEqual(budget);
}
