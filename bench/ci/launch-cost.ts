/**
 * What one browser test file pays before its first page, before and after the suite shared one
 * Chromium (issue 30): its own Chromium (with the WebGL2 probe) plus its own vite preview server,
 * against a browser context on an already running Chromium. `npx tsx bench/ci/launch-cost.ts`
 * (needs dist/: `npm run build`); prints milliseconds per repeat as JSON.
 */
import puppeteer from 'puppeteer-core';
import { launchChromium, launchGpuBrowser, startPreviewServer } from '../../tests/browser/harness.ts';

const REPEATS = Number(process.env.BENCH_REPEATS ?? 4);
const since = (t: number) => Math.round(performance.now() - t);

const ownBrowser: number[] = [];
for (let i = 0; i < REPEATS; i++) {
  const t = performance.now();
  // Outside vitest, launchGpuBrowser launches its own, as every file did before.
  const gpu = await launchGpuBrowser({ quiet: true });
  const app = await startPreviewServer();
  await gpu.close();
  await app.close();
  ownBrowser.push(since(t));
}

const { browser } = await launchChromium();
const sharedContext: number[] = [];
for (let i = 0; i < REPEATS; i++) {
  const t = performance.now();
  const connected = await puppeteer.connect({
    browserWSEndpoint: browser.wsEndpoint(),
    defaultViewport: null,
  });
  const context = await connected.createBrowserContext();
  await context.close();
  await connected.disconnect();
  sharedContext.push(since(t));
}
await browser.close();

const [load1] = (await import('node:os')).loadavg();
console.log(
  JSON.stringify({
    own_browser_and_preview_ms: ownBrowser,
    shared_context_ms: sharedContext,
    load_average: load1,
  }),
);
