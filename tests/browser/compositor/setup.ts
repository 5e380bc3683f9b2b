/**
 * Shared set-up of the engine tests: one Chromium, the built app, the compositor test page.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import type { Page } from 'puppeteer-core';
import { launchGpuBrowser, openPage, serveBuiltApp, type GpuBrowser } from '../harness';
import type { CompositorKit, TextureMap } from '../../../src/compositor/kit-compositor.ts';
import type { AreaId } from '../../../src/games/index.ts';
import type { Readback, RenderOptions } from '../pages/compositor.ts';
import { unpackPixels } from '../pixels.ts';

export interface CompositorPage {
  page: Page;
  errors: string[];
}

/** Opens the compositor test page once per test file; checks no page error happened at the end. */
export function openCompositorPage(): CompositorPage {
  const ctx = {} as CompositorPage;
  let gpu: GpuBrowser;
  let app: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    gpu = await launchGpuBrowser({ quiet: true });
    app = await serveBuiltApp();
    const { page, errors } = await openPage(gpu, `${app.url}/tests/browser/pages/compositor.html`);
    await page.waitForFunction(() => 'compositorTest' in window);
    ctx.page = page;
    ctx.errors = errors;
  });
  afterAll(async () => {
    expect(ctx.errors).toEqual([]);
    await gpu?.close();
    await app?.close();
  });
  return ctx;
}

/**
 * The page's renderStack with its pixels sent back packed (pages/pack.ts): for the larger
 * readbacks, whose number[] cost about a second of JSON per million entries.
 */
export async function renderStack(page: Page, layers: unknown[], opts: RenderOptions): Promise<Readback> {
  return unpackPixels(
    await page.evaluate(
      async (l, o) => window.packPixels(await window.compositorTest.renderStack(l as never, o)),
      layers,
      opts,
    ),
  );
}

/** The page's renderKit (one area of a whole kit), its pixels sent back packed. */
export async function renderKit(
  page: Page,
  kit: CompositorKit,
  opts: { game?: string; scale: number; area: AreaId; map?: TextureMap },
): Promise<Readback> {
  return unpackPixels(
    await page.evaluate(
      async (k, o) => window.packPixels(await window.compositorTest.renderKit(k as never, o)),
      kit as unknown,
      opts,
    ),
  );
}

/** RGBA of the pixel at column x, row y (row 0 = top of the image). */
export function pixel(r: Readback, x: number, y: number): [number, number, number, number] {
  const i = (y * r.width + x) * 4;
  return [r.pixels[i]!, r.pixels[i + 1]!, r.pixels[i + 2]!, r.pixels[i + 3]!];
}

export function hex(c: string): [number, number, number] {
  const n = parseInt(c.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function expectClose(actual: readonly number[], expected: readonly number[], tolerance = 2): void {
  const ok =
    actual.length === expected.length && actual.every((v, i) => Math.abs(v - expected[i]!) <= tolerance);
  if (!ok) expect(actual, `within ${tolerance} of ${JSON.stringify(expected)}`).toEqual(expected);
}

/** A base layer of one colour, with the common fields a test overrides. */
export function baseLayer(color: string, extra: Record<string, unknown> = {}) {
  return { n: 'base', uuid: `base-${color}-${JSON.stringify(extra)}`, type: 'base', c: [color], ...extra };
}

/** A design rectangle (D's kind) placed in region pixels: a shape with known edges for tests. */
export function rectLayer(uuid: string, color: string, extra: Record<string, unknown> = {}) {
  return {
    n: 'design',
    uuid,
    type: 'rectangle',
    c: [color],
    width: 160,
    height: 400,
    roundness: 0,
    offset: 240,
    offset_y: 0,
    rotation: 0,
    mirror_back: false,
    ...extra,
  };
}

/** The image flipped left-right. */
export function flipX(r: Readback): number[] {
  const out: number[] = [];
  for (let y = 0; y < r.height; y++)
    for (let x = 0; x < r.width; x++) out.push(...pixel(r, r.width - 1 - x, y));
  return out;
}

/** Largest per-channel difference between two pixel arrays. */
export function maxDiff(a: readonly number[], b: readonly number[]): number {
  let m = 0;
  for (let i = 0; i < a.length; i++) m = Math.max(m, Math.abs(a[i]! - b[i]!));
  return m;
}
