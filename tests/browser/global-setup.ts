/**
 * The browser suite's one Chromium and one preview server (vitest globalSetup of the browser
 * project), as three.js e2e shares one browser: starting them per file cost most of the suite's
 * set-up time. Builds nothing: `npm run test:browser` runs `vite build` first.
 *
 * Test files reach both through tests/browser/harness.ts (launchGpuBrowser, serveBuiltApp), each
 * in a browser context of its own.
 */
import type { TestProject } from 'vitest/node';
import { DEFAULT_WINDOW_SIZE, launchChromium, startPreviewServer } from './harness.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const app = await startPreviewServer();
  const { browser, renderer, backend } = await launchChromium({ windowSize: DEFAULT_WINDOW_SIZE });
  console.log(
    `[browser] shared Chromium ${await browser.version()}, WebGL2 renderer (${backend}): ${renderer}`,
  );
  project.provide('kitsmithBrowser', {
    wsEndpoint: browser.wsEndpoint(),
    renderer,
    backend,
    windowSize: DEFAULT_WINDOW_SIZE,
    appUrl: app.url,
  });
  return async () => {
    // A file that left a context open would have kept its pages running beside the next files.
    const cdp = await browser.target().createCDPSession();
    const { browserContextIds: left } = await cdp.send('Target.getBrowserContexts');
    if (left.length > 0) console.warn(`[browser] ${left.length} browser context(s) left open by test files`);
    await browser.close();
    await app.close();
  };
}
