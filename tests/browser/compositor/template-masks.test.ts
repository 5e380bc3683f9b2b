/**
 * The template layer draws the kit template's own masks (document 1 §3 "Template"): body masks
 * mark the template's panels, the sleeve mask its cuffs (unless apply_no_sleeves), the chosen
 * collar's UV mask the collar's shape; where a mask excludes a part, the colours below stay as
 * they are. Details (the finish) are hidden here so that only the masks show.
 */
import { describe, expect, it } from 'vitest';
import type { Readback, RenderOptions } from '../pages/compositor.ts';
import { baseLayer, expectClose, hex, openCompositorPage, pixel } from './setup';

const t = openCompositorPage();
const render = (layers: unknown[], opts: RenderOptions): Promise<Readback> =>
  t.page.evaluate((l, o) => window.compositorTest.renderStack(l as never, o), layers, opts);

const BASE = '#204080';
const PANEL = '#e0c020';
const COLLAR = '#c02060';

function templateLayer(template: string, extra: Record<string, unknown> = {}) {
  return {
    n: 'template',
    uuid: `template-${template}-${JSON.stringify(extra)}`,
    c: [PANEL, COLLAR],
    kitTemplate: template,
    kitCollar: 0,
    hideTemplateDetails: true,
    ...extra,
  };
}

const rgb = (r: Readback, x: number, y: number) => pixel(r, x, y).slice(0, 3);

describe('template body masks', () => {
  // Front region 1024 x 1344 drawn at 64 x 84: one texel is 16 region pixels.
  const FRONT: RenderOptions = { region: 'front', width: 64, height: 84 };

  it('a set-in template (all-white body mask) leaves the whole front untouched', async () => {
    const r = await render([baseLayer(BASE), templateLayer('veloce_origin')], FRONT);
    expect(r.glError).toBe(0);
    for (let y = 14; y < 84; y += 6) for (let x = 0; x < 64; x += 5) expectClose(rgb(r, x, y), hex(BASE), 1);
  });

  it("a side-panel template paints its panels (the mask's black strips) and nothing else", async () => {
    const r = await render([baseLayer(BASE), templateLayer('veloce_vortex')], FRONT);
    // The mask is black for x < 12 % and x > 88 % below the top 20 %.
    expectClose(rgb(r, 3, 60), hex(PANEL), 2);
    expectClose(rgb(r, 60, 60), hex(PANEL), 2);
    expectClose(rgb(r, 32, 60), hex(BASE), 1);
    expectClose(rgb(r, 20, 60), hex(BASE), 1);
    expectClose(rgb(r, 3, 12), hex(BASE), 1);
  });

  it('a yoke template paints the yoke across the shoulders only', async () => {
    const r = await render([baseLayer(BASE), templateLayer('arcline_academy')], FRONT);
    expectClose(rgb(r, 32, 10), hex(PANEL), 2);
    expectClose(rgb(r, 32, 40), hex(BASE), 1);
  });
});

describe('template sleeve mask', () => {
  // Sleeve 960 x 576 drawn at 60 x 36; the short sleeve ends at region y 48 (row 15).
  const SLEEVE: RenderOptions = { region: 'sleeve_left', width: 60, height: 36 };

  it('paints the cuff at the short hem, and at the long hem when long sleeves show', async () => {
    const short = await render([baseLayer(BASE), templateLayer('veloce_origin')], SLEEVE);
    // Region y 56: inside the cuff above the short hem. (Row 13 straddles the cuff's top edge at
    // region y 77, which the mask's mip levels filter as they should at 16 region px a texel.)
    expectClose(rgb(short, 30, 14), hex(PANEL), 2);
    expectClose(rgb(short, 30, 6), hex(BASE), 1);
    expectClose(rgb(short, 30, 34), hex(BASE), 1); // below the short hem
    const long = await render(
      [baseLayer(BASE), templateLayer('veloce_origin', { kitLongSleeve: true })],
      SLEEVE,
    );
    expectClose(rgb(long, 30, 35), hex(PANEL), 2);
    expectClose(rgb(long, 30, 13), hex(BASE), 1);
  });

  it('a template with apply_no_sleeves leaves the sleeves untouched', async () => {
    const r = await render([baseLayer(BASE), templateLayer('veloce_pro_match')], SLEEVE);
    for (let y = 0; y < 36; y += 3) expectClose(rgb(r, 30, y), hex(BASE), 1);
  });
});

describe('template collar UV mask', () => {
  // Collar strip 400 x 128 drawn at 96 x 16.
  const COLLAR_REGION: RenderOptions = { region: 'collar', width: 96, height: 16 };

  it("limits the collar colour to the chosen collar's shape", async () => {
    // veloce_origin's collars: 0 crew (a band over the top 40 %), 1 v (the band and a V below).
    const crew = await render([baseLayer(BASE), templateLayer('veloce_origin')], COLLAR_REGION);
    expectClose(rgb(crew, 10, 2), hex(COLLAR), 2);
    expectClose(rgb(crew, 10, 13), hex(BASE), 1);
    expectClose(rgb(crew, 48, 13), hex(BASE), 1);
    const v = await render(
      [baseLayer(BASE), templateLayer('veloce_origin', { kitCollar: 1 })],
      COLLAR_REGION,
    );
    expectClose(rgb(v, 10, 2), hex(COLLAR), 2);
    expectClose(rgb(v, 48, 13), hex(COLLAR), 2);
    expectClose(rgb(v, 10, 13), hex(BASE), 1);
  });

  it('a custom collar replaces the template collar', async () => {
    const r = await render(
      [baseLayer(BASE), templateLayer('veloce_origin', { customCollar: 'Contrast V' })],
      COLLAR_REGION,
    );
    expectClose(rgb(r, 10, 2), hex(BASE), 1);
  });
});

describe('template images that fail to load', () => {
  it('leave the colours below (never a black shirt) and report the file', async () => {
    const page = t.page;
    const warnings: string[] = [];
    const onConsole = (m: { type(): string; text(): string }) => {
      if (m.type() === 'warn') warnings.push(m.text());
    };
    page.on('console', onConsole);
    await page.setRequestInterception(true);
    const onRequest = (req: import('puppeteer-core').HTTPRequest) =>
      req.url().includes('/templates/stride_vortex/')
        ? req.respond({ status: 404, body: 'missing' })
        : req.continue();
    page.on('request', onRequest);
    try {
      const r = await render([baseLayer(BASE), templateLayer('stride_vortex')], {
        region: 'front',
        width: 64,
        height: 84,
      });
      expect(r.glError).toBe(0);
      expectClose(rgb(r, 3, 60), hex(BASE), 1);
      expectClose(rgb(r, 32, 60), hex(BASE), 1);
    } finally {
      page.off('request', onRequest);
      await page.setRequestInterception(false);
      page.off('console', onConsole);
    }
    expect(warnings.join('\n')).toMatch(/error loading \/templates\/stride_vortex\//);
    // The 404s are the point of this test, not page errors.
    t.errors.splice(0, t.errors.length, ...t.errors.filter((e) => !/Failed to load resource/.test(e)));
  });
});
