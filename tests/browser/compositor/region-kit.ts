/**
 * Shared set-up for the layer-kind pixel tests of designs, patterns and panels: one Chromium, the
 * built app, and the region-render page (tests/browser/pages/region-render.ts), plus readers that
 * speak region space (+y up) so expectations read like the shader's own maths.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Page } from 'puppeteer-core';
import { launchGpuBrowser, openPage, serveBuiltApp, ROOT, type GpuBrowser } from '../harness';
import type { RegionRenderOptions } from '../pages/region-render';
import { unpackPixels } from '../pixels.ts';

export type Rgba = [number, number, number, number];

export interface RegionImage {
  width: number;
  height: number;
  /** Texel (i, j), i from the left, j from the BOTTOM (region +y up), as 0..255 RGBA. */
  at(i: number, j: number): Rgba;
  /** The texel under region point (x, y), in region pixels from the centre. */
  atPoint(x: number, y: number): Rgba;
  /** Alpha (0..1) along row j. */
  alphaRow(j: number): number[];
  /** Alpha (0..1) along column i. */
  alphaColumn(i: number): number[];
  pixels: number[];
  glError: number;
}

export interface RegionSession {
  render(layer: object, opts: RegionRenderOptions): Promise<RegionImage>;
  errors: string[];
  close(): Promise<void>;
}

export async function openRegionSession(): Promise<RegionSession> {
  const gpu: GpuBrowser = await launchGpuBrowser();
  const app = await serveBuiltApp();
  const { page, errors } = await openPage(gpu, `${app.url}/tests/browser/pages/region-render.html`);
  await page.waitForFunction(() => typeof window.regionRender === 'function');
  return {
    errors,
    render: (layer, opts) => renderOn(page, layer, opts),
    close: async () => {
      await page.close();
      await gpu.close();
      await app.close();
    },
  };
}

async function renderOn(page: Page, layer: object, opts: RegionRenderOptions): Promise<RegionImage> {
  const result = unpackPixels(
    await page.evaluate(
      async (l, o) => window.packPixels(await window.regionRender(l as never, o)),
      layer,
      opts,
    ),
  );
  if (result.error) throw new Error(`shader error for ${JSON.stringify(layer)}: ${result.error}`);
  const { width, height } = opts;
  const [rw, rh] = opts.regionSize;
  const at = (i: number, j: number): Rgba => {
    const k = (j * width + i) * 4;
    return result.pixels.slice(k, k + 4) as Rgba;
  };
  return {
    width,
    height,
    pixels: result.pixels,
    glError: result.glError,
    at,
    atPoint: (x, y) =>
      at(
        Math.min(width - 1, Math.max(0, Math.floor((x / rw + 0.5) * width))),
        Math.min(height - 1, Math.max(0, Math.floor((y / rh + 0.5) * height))),
      ),
    alphaRow: (j) => Array.from({ length: width }, (_, i) => at(i, j)[3] / 255),
    alphaColumn: (i) => Array.from({ length: height }, (_, j) => at(i, j)[3] / 255),
  };
}

/** Number of runs of texels whose alpha is above one half (stripes along a scanline). */
export function countRuns(alphas: readonly number[]): number {
  let runs = 0;
  let inside = false;
  for (const a of alphas) {
    if (a > 0.5 && !inside) runs++;
    inside = a > 0.5;
  }
  return runs;
}

/** Sum of alpha along a line: the covered length in texels, exact under box filtering. */
export function coveredTexels(alphas: readonly number[]): number {
  return alphas.reduce((sum, a) => sum + a, 0);
}

export const ARTIFACTS = path.join(ROOT, 'tests/browser/.artifacts');

/**
 * Writes a region render as a PNG over a ground colour (the kit's base under the layer), so a
 * person can look at it; rows are flipped back to image order (top first).
 */
export async function writeArtifact(
  name: string,
  image: RegionImage,
  ground: [number, number, number],
): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const out = Buffer.alloc(image.width * image.height * 3);
  for (let j = 0; j < image.height; j++) {
    for (let i = 0; i < image.width; i++) {
      const [r, g, b, a] = image.at(i, j);
      const k = ((image.height - 1 - j) * image.width + i) * 3;
      const t = a / 255;
      out[k] = Math.round(r * t + ground[0] * (1 - t));
      out[k + 1] = Math.round(g * t + ground[1] * (1 - t));
      out[k + 2] = Math.round(b * t + ground[2] * (1 - t));
    }
  }
  const file = path.join(ARTIFACTS, `${name}.png`);
  await sharp(out, { raw: { width: image.width, height: image.height, channels: 3 } })
    .png()
    .toFile(file);
  return file;
}
