/**
 * The browser suite's Chromiums and one preview server (vitest globalSetup of the browser
 * project), as three.js e2e shares one browser: starting them per file cost most of the suite's
 * set-up time. Builds nothing: `npm run test:browser` runs `vite build` first.
 *
 * One Chromium per vitest worker, not one for all: a Chromium draws every page of every context
 * in its one GPU process, so two files running side by side in one browser would take turns on
 * llvmpipe instead of drawing at the same time.
 *
 * Test files reach them through tests/browser/harness.ts (launchGpuBrowser, serveBuiltApp), each
 * in a browser context of its own on its worker's Chromium.
 */
import type { Browser } from 'puppeteer-core';
import type { TestProject } from 'vitest/node';
import { DEFAULT_WINDOW_SIZE, launchChromium, startPreviewServer } from './harness.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const app = await startPreviewServer();
  const workers = Math.max(1, project.config.maxWorkers || 1);
  // One after another: two launches at once on a busy machine can miss the WebGL2 probe's wait.
  const launched: Awaited<ReturnType<typeof launchChromium>>[] = [];
  for (let i = 0; i < workers; i++)
    launched.push(await launchChromium({ windowSize: DEFAULT_WINDOW_SIZE, suite: true }));
  const { browser, renderer, backend } = launched[0]!;
  console.log(
    `[browser] ${workers} shared Chromium(s) ${await browser.version()}, WebGL2 renderer (${backend}): ${renderer}`,
  );
  project.provide(
    'kitsmithBrowsers',
    launched.map((one) => ({
      wsEndpoint: one.browser.wsEndpoint(),
      renderer: one.renderer,
      backend: one.backend,
      windowSize: DEFAULT_WINDOW_SIZE,
      appUrl: app.url,
    })),
  );
  return async () => {
    await Promise.all(launched.map((one) => closeChecked(one.browser)));
    await app.close();
  };
}

async function closeChecked(browser: Browser): Promise<void> {
  // A file that left a context open would have kept its pages running beside the next files.
  const cdp = await browser.target().createCDPSession();
  const { browserContextIds: left } = await cdp.send('Target.getBrowserContexts');
  if (left.length > 0) console.warn(`[browser] ${left.length} browser context(s) left open by test files`);
  await browser.close();
}
