/**
 * The first composite compiles its pass programs while its images load (issue 20,
 * bench/README.md "issue 20, session 6"): with the template's images held back by the test, the
 * renderer already has the kit's pass programs; once the images arrive, drawing the kit (the
 * draft, then the user's scale) creates no other pass program: the programs compiled ahead are
 * the ones drawn with.
 */
import type { HTTPRequest, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchGpuBrowser, serveBuiltApp, type GpuBrowser } from '../harness.ts';

let gpu: GpuBrowser;
let app: { url: string; close(): Promise<void> };
let page: Page;
let errors: string[];
const held: HTTPRequest[] = [];
let holding = true;

/** The names of the compositor's programs the renderer holds ("albedo: base+template", ...). */
const PASS_PROGRAMS = `(() => {
  const gl = window.kitsmithViewer?.root()?.gl;
  if (!gl) return null;
  return gl.info.programs.map((p) => p.name).filter((n) => /^(albedo|orm|coverage): /.test(n)).sort();
})()`;

beforeAll(async () => {
  gpu = await launchGpuBrowser();
  app = await serveBuiltApp();
  page = await gpu.browser.newPage();
  await page.setBypassServiceWorker(true);
  await page.setViewport({ width: 1280, height: 720 });
  errors = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (holding && /\/templates\/[^/]+\/[^/]+\.png$/.test(new URL(request.url()).pathname))
      held.push(request);
    else void request.continue();
  });
  await page.goto(`${app.url}/?game=eafc&effects=0&scale=0.5`);
}, 180_000);
afterAll(async () => {
  await gpu?.close();
  await app?.close();
});

describe('pass programs', () => {
  it('compile while the first kit’s images load, and are the ones the kit is drawn with', async () => {
    // The template's images are asked for and held: nothing has been drawn with them.
    await page.waitForFunction(() => document.readyState === 'complete');
    const start = Date.now();
    while (held.length === 0 && Date.now() - start < 60_000) await new Promise((r) => setTimeout(r, 50));
    expect(held.length).toBeGreaterThan(0);
    await page.waitForFunction(`(${PASS_PROGRAMS} ?? []).some((n) => n.includes('template'))`, {
      timeout: 60_000,
    });
    const ahead = (await page.evaluate(PASS_PROGRAMS)) as string[];
    expect(await page.evaluate(() => performance.getEntriesByName('kitsmith:composite-end').length)).toBe(0);

    holding = false;
    for (const request of held.splice(0)) void request.continue();
    await page.waitForFunction(() => window.kitsmith !== undefined, { timeout: 120_000 });
    expect(await page.evaluate(PASS_PROGRAMS)).toEqual(ahead);
    expect(errors).toEqual([]);
  }, 180_000);
});
