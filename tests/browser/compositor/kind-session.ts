/**
 * Shared set-up for the text, logo, graphic and printing pixel tests: one Chromium, the built app
 * and the engine's test page (tests/browser/pages/compositor.ts), with readers in REGION space
 * (origin at the region centre, +y up, region pixels at texture scale 1) so expectations read
 * like the layout maths.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Page } from 'puppeteer-core';
import { launchGpuBrowser, openPage, serveBuiltApp, ROOT, type GpuBrowser } from '../harness';
import { unpackPixels } from '../pixels.ts';
import '../../../src/games/all.ts';
import { gameLayout, type AreaId, type RegionName } from '../../../src/games/index.ts';

export type Rgba = [number, number, number, number];

export interface KindImage {
  width: number;
  height: number;
  glError: number;
  pixels: number[];
  /** Region size in region pixels. */
  size: [number, number];
  /** Texel (i, j), i from the left, j from the TOP. */
  at(i: number, j: number): Rgba;
  /** The texel under region point (x, y). */
  atPoint(x: number, y: number): Rgba;
  /** Region point of texel (i, j)'s centre. */
  pointOf(i: number, j: number): [number, number];
  /** Covered texels (alpha above the threshold, 0..255) as region points with their alpha. */
  covered(threshold?: number): { x: number; y: number; a: number }[];
  /** Alpha-weighted centroid of the coverage, region pixels; undefined when nothing is covered. */
  centroid(filter?: (x: number, y: number) => boolean): [number, number] | undefined;
  /** Extent of coverage: min/max region x and y of covered texels. */
  bounds(threshold?: number): { x0: number; x1: number; y0: number; y1: number } | undefined;
}

export interface RenderOpts {
  area?: AreaId;
  region: RegionName;
  width: number;
  height: number;
}

export interface KindSession {
  render(layer: object, opts: RenderOpts): Promise<KindImage>;
  page: Page;
  errors: string[];
  close(): Promise<void>;
}

export function regionSize(area: AreaId, region: RegionName): [number, number] {
  const rect = gameLayout('eafc').areas[area]?.regions.find((r) => r.name === region)?.rect;
  if (!rect) throw new Error(`no region ${region} in ${area}`);
  return [rect.w, rect.h];
}

export async function openKindSession(): Promise<KindSession> {
  const gpu: GpuBrowser = await launchGpuBrowser();
  const app = await serveBuiltApp();
  const { page, errors } = await openPage(gpu, `${app.url}/tests/browser/pages/compositor.html`);
  await page.waitForFunction(() => typeof window.compositorTest === 'object');
  return {
    page,
    // The browser asks for /favicon.ico, which the app does not ship; that 404 is not a test
    // failure (asset 404s of the kinds show up as missing pixels instead).
    get errors() {
      return errors.filter((e) => !/^Failed to load resource: .*404/.test(e));
    },
    render: async (layer, opts) => {
      const area = opts.area ?? 'shirt';
      const result = unpackPixels(
        await page.evaluate(
          async (l, o) => window.packPixels(await window.compositorTest.renderLayer(l as never, o)),
          layer,
          { area, region: opts.region, width: opts.width, height: opts.height },
        ),
      );
      return kindImage(
        result.pixels,
        result.width,
        result.height,
        result.glError,
        regionSize(area, opts.region),
      );
    },
    close: async () => {
      await page.close();
      await gpu.close();
      await app.close();
    },
  };
}

export function kindImage(
  pixels: number[],
  width: number,
  height: number,
  glError: number,
  size: [number, number],
): KindImage {
  const [rw, rh] = size;
  const at = (i: number, j: number): Rgba =>
    pixels.slice((j * width + i) * 4, (j * width + i) * 4 + 4) as Rgba;
  const pointOf = (i: number, j: number): [number, number] => [
    ((i + 0.5) / width - 0.5) * rw,
    (0.5 - (j + 0.5) / height) * rh,
  ];
  const covered = (threshold = 128) => {
    const out: { x: number; y: number; a: number }[] = [];
    for (let j = 0; j < height; j++)
      for (let i = 0; i < width; i++) {
        const a = at(i, j)[3];
        if (a >= threshold) {
          const [x, y] = pointOf(i, j);
          out.push({ x, y, a });
        }
      }
    return out;
  };
  return {
    width,
    height,
    glError,
    pixels,
    size,
    at,
    pointOf,
    atPoint: (x, y) =>
      at(
        Math.min(width - 1, Math.max(0, Math.floor((x / rw + 0.5) * width))),
        Math.min(height - 1, Math.max(0, Math.floor((0.5 - y / rh) * height))),
      ),
    covered,
    centroid(filter = () => true) {
      let sx = 0;
      let sy = 0;
      let sa = 0;
      for (const { x, y, a } of covered(1)) {
        if (!filter(x, y)) continue;
        sx += x * a;
        sy += y * a;
        sa += a;
      }
      return sa > 0 ? [sx / sa, sy / sa] : undefined;
    },
    bounds(threshold = 128) {
      const c = covered(threshold);
      if (c.length === 0) return undefined;
      return {
        x0: Math.min(...c.map((p) => p.x)),
        x1: Math.max(...c.map((p) => p.x)),
        y0: Math.min(...c.map((p) => p.y)),
        y1: Math.max(...c.map((p) => p.y)),
      };
    },
  };
}

/** Writes an image to tests/browser/.artifacts/ so a person (or the reviewer) can look at it. */
export async function saveArtifact(
  name: string,
  img: Pick<KindImage, 'pixels' | 'width' | 'height'>,
): Promise<string> {
  const dir = path.join(ROOT, 'tests/browser/.artifacts');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  await sharp(Buffer.from(img.pixels), { raw: { width: img.width, height: img.height, channels: 4 } })
    .png()
    .toFile(file);
  return file;
}

export interface Crop {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * Renders a layer over the whole front panel at width x height texels and returns only a crop:
 * a 4096 render is too large to ship back whole, and the tests look at one band of it.
 */
export async function renderFrontCrop(
  s: KindSession,
  layer: object,
  width: number,
  height: number,
  crop: Crop,
): Promise<{ pixels: number[]; glError: number }> {
  return s.page.evaluate(
    async (l, w, h, c) => {
      const r = await window.compositorTest.renderLayer(l as never, {
        area: 'shirt',
        region: 'front',
        width: w,
        height: h,
      });
      const out: number[] = [];
      for (let y = c.y; y < c.y + c.h; y++)
        out.push(...r.pixels.slice((y * w + c.x) * 4, (y * w + c.x + c.w) * 4));
      return { pixels: out, glError: r.glError };
    },
    layer,
    width,
    height,
    crop,
  );
}

/** Composites straight-alpha pixels over a grey level, so a saved PNG shows what a kit would. */
export function flattenOver(pixels: readonly number[], background: number): number[] {
  const flat = pixels.slice();
  for (let i = 0; i < flat.length; i += 4) {
    const a = flat[i + 3]! / 255;
    for (let k = 0; k < 3; k++) flat[i + k] = Math.round(flat[i + k]! * a + background * (1 - a));
    flat[i + 3] = 255;
  }
  return flat;
}
