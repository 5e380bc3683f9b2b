/**
 * The template's images as the compositor treats them: a file that does not load is told once to
 * KitCompositor.onImageFailed with its URL (the editor turns it into a toast) while the kit still
 * draws, and at texture scale 0.25 the masks are sampled from their mip levels, so a panel's
 * diagonal edge is filtered instead of stair-stepped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { launchGpuBrowser, openPage, serveBuiltApp, type GpuBrowser } from '../harness';
import type { RegionReadback } from '../pages/template-images.ts';

let gpu: GpuBrowser;
let app: { url: string; close(): Promise<void> };
let page: Page;
let errors: string[];

beforeAll(async () => {
  gpu = await launchGpuBrowser({ quiet: true });
  app = await serveBuiltApp();
  ({ page, errors } = await openPage(gpu, `${app.url}/tests/browser/pages/template-images.html`));
  await page.waitForFunction(() => 'templateImagesTest' in window);
});

afterAll(async () => {
  // The 404s are the point of the failure test, not page errors.
  expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  await gpu?.close();
  await app?.close();
});

const BASE = '#c01010';
const base = (color: string) => ({ n: 'base', uuid: `base-${color}`, type: 'base', c: [color] });
const template = (uuid = 'template') => ({ n: 'template', uuid, c: ['#ffffff', '#ffffff'] });

describe('a template image that does not load', () => {
  const MISSING = '/templates/veloce_origin/normals.png';

  it('is told once with its URL, also when the template is loaded again, and the kit still draws', async () => {
    const kit = (collar: number) => ({
      template: 'veloce_origin',
      collar,
      hideTemplateDetails: true,
      layers: {
        shirt: [base(BASE), template()],
        shorts: [base(BASE), template()],
        socks: [base(BASE), template()],
      },
    });
    const onRequest = (req: HTTPRequest) =>
      req.url().endsWith(MISSING) ? req.respond({ status: 404, body: 'missing' }) : req.continue();
    await page.setRequestInterception(true);
    page.on('request', onRequest);
    try {
      // The fold normals are sampled by the shirt, shorts and socks: three areas meet one failure.
      // The second kit changes the collar, which loads the template's images again.
      const { failuresAfter, region } = await page.evaluate(
        (kits) =>
          window.templateImagesTest.kitFailures(kits as never, {
            scale: 0.25,
            area: 'shirt',
            region: 'front',
          }),
        [kit(0), kit(1)],
      );
      expect(failuresAfter[0]).toHaveLength(1);
      expect(failuresAfter[0]![0]!.url).toMatch(new RegExp(`${MISSING}$`));
      expect(failuresAfter[0]![0]!.kind).toBe('template');
      // The editor words a normals failure as the spec's 'An error occurred' by this part.
      expect(failuresAfter[0]![0]!.part).toBe('normals');
      expect(failuresAfter[1]).toHaveLength(1);
      // The rest draws: the base colour fills the front (the template's stand-ins add nothing).
      expect(region.glError).toBe(0);
      const centre =
        region.red[Math.round(region.height * 0.6) * region.width + Math.round(region.width * 0.5)];
      expect(Math.abs(centre! - 0xc0)).toBeLessThanOrEqual(2);
    } finally {
      page.off('request', onRequest);
      await page.setRequestInterception(false);
    }
  });

  it('is not told when every image loads', async () => {
    const { failuresAfter } = await page.evaluate(
      (kit) =>
        window.templateImagesTest.kitFailures([kit as never], {
          scale: 0.25,
          area: 'shirt',
          region: 'front',
        }),
      { template: 'veloce_origin', layers: { shirt: [base(BASE), template()] } },
    );
    expect(failuresAfter[0]).toEqual([]);
  });
});

describe('template masks at texture scale 0.25', () => {
  // veloce_origin's V collar (collar_uv_1, 1024 x 128): a band whose V's sides are diagonal edges.
  // The collar strip (1536 x 128 region pixels) is 384 x 32 texels at 0.25, so the mask is
  // minified about 2.7x across and 4x down. Over a black base the template's white collar shows
  // each texel's coverage in the red channel.
  const layers = [
    base('#000000'),
    {
      ...template(),
      c: ['#ffffff'],
      kitTemplate: 'veloce_origin',
      kitCollar: 1,
      hideTemplateDetails: true,
    },
  ];
  const region = (scale: number, mipmaps: boolean): Promise<RegionReadback> =>
    page.evaluate(
      (l, s, m) =>
        window.templateImagesTest.templateRegion(l as never, { scale: s, region: 'collar', mipmaps: m }),
      layers as unknown,
      scale,
      mipmaps,
    );

  /**
   * The scale-1 drawing box-filtered to the 0.25 grid: the coverage each 0.25 texel should have,
   * or null where the block crosses the garment's outline (ids are not filtered, by design).
   */
  function boxFiltered(full: RegionReadback, small: RegionReadback): (number | null)[] {
    const k = 4;
    const out: (number | null)[] = [];
    for (let y = 0; y < small.height; y++)
      for (let x = 0; x < small.width; x++) {
        let sum = 0;
        let inside = true;
        for (let dy = 0; dy < k; dy++)
          for (let dx = 0; dx < k; dx++) {
            const i = (y * k + dy) * full.width + x * k + dx;
            sum += full.red[i] ?? 0;
            inside &&= full.alpha[i] === 255;
          }
        out.push(inside && small.alpha[y * small.width + x] === 255 ? sum / (k * k) : null);
      }
    return out;
  }

  /** Texels on the V's edges (inside the strip, off its border rows): mean error, soft texels. */
  function edgeStats(small: RegionReadback, ideal: (number | null)[]) {
    let error = 0;
    let soft = 0;
    let edge = 0;
    for (let y = 1; y < small.height - 1; y++)
      for (let x = 1; x < small.width - 1; x++) {
        const i = y * small.width + x;
        const want = ideal[i];
        if (want == null || want < 8 || want > 247) continue; // outside, or not on an edge
        edge++;
        error += Math.abs(small.red[i]! - want);
        if (small.red[i]! > 25 && small.red[i]! < 230) soft++;
      }
    return { edge, error: error / Math.max(edge, 1), soft };
  }

  it("filters the V collar's diagonal edges: closer to the true coverage and softer than level 0 alone", async () => {
    const full = await region(1, true);
    const mip = await region(0.25, true);
    const level0 = await region(0.25, false);
    for (const r of [full, mip, level0]) expect(r.glError).toBe(0);
    const ideal = boxFiltered(full, mip);
    const withMips = edgeStats(mip, ideal);
    const without = edgeStats(level0, ideal);
    console.log('V collar edge at 0.25', { withMips, without });
    expect(withMips.edge).toBeGreaterThan(40);
    // Level 0 alone samples one texel in four down the strip: the edge stair-steps.
    expect(withMips.error).toBeLessThan(without.error * 0.75);
    expect(withMips.soft).toBeGreaterThan(without.soft * 1.25);
    // Away from the edges nothing changes: the band is white, below the band beside the V black.
    const at = (r: RegionReadback, u: number, v: number) =>
      r.red[Math.round(v * (r.height - 1)) * r.width + Math.round(u * (r.width - 1))]!;
    expect(at(mip, 0.1, 0.15)).toBeGreaterThan(250);
    expect(at(mip, 0.1, 0.85)).toBeLessThan(5);
  });
});
