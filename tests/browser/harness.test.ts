/**
 * The suite shares one Chromium and one preview server (tests/browser/global-setup.ts): what one
 * test file stores must not reach another, and a file closing its browser must not close the
 * suite's. Two launchGpuBrowser() calls stand for two test files.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import {
  allowOfflineWorker,
  launchGpuBrowser,
  serveBuiltApp,
  SUITE_FEATURES,
  type GpuBrowser,
} from './harness.ts';

let first: GpuBrowser;
let second: GpuBrowser;
let url: string;

beforeAll(async () => {
  first = await launchGpuBrowser({ quiet: true });
  second = await launchGpuBrowser({ quiet: true });
  url = (await serveBuiltApp()).url;
});
afterAll(async () => {
  await first?.close();
  await second?.close();
});

/** A page of `gpu` on the app's origin, without loading the app (this is about storage only). */
async function blankPageOnApp(gpu: GpuBrowser) {
  const page = await gpu.browser.newPage();
  await page.goto(`${url}/favicon.svg`);
  return page;
}

describe('the shared browser', () => {
  it('keeps local storage and cookies to the file that wrote them', async () => {
    const writer = await blankPageOnApp(first);
    await writer.evaluate(() => {
      localStorage.setItem('kitsmith-harness', 'first');
      document.cookie = 'kitsmith-harness=first; path=/';
    });
    const sameFile = await blankPageOnApp(first);
    expect(await sameFile.evaluate(() => localStorage.getItem('kitsmith-harness'))).toBe('first');

    const reader = await blankPageOnApp(second);
    expect(await reader.evaluate(() => localStorage.getItem('kitsmith-harness'))).toBeNull();
    expect(await reader.evaluate(() => document.cookie)).not.toContain('kitsmith-harness');
    expect(await second.browser.defaultBrowserContext().cookies()).toEqual([]);
  });

  it("runs with the suite's own Chromium features", async () => {
    const session = await first.browser.target().createCDPSession();
    const { arguments: args } = await session.send('Browser.getBrowserCommandLine');
    await session.detach();
    const enabled = args
      .filter((arg) => arg.startsWith('--enable-features='))
      .flatMap((arg) => arg.slice('--enable-features='.length).split(','));
    expect(SUITE_FEATURES.length).toBeGreaterThan(0);
    for (const feature of SUITE_FEATURES) expect(enabled).toContain(feature);
  });

  it('opens pages at the window size a file launched its own Chromium with', async () => {
    const page = await blankPageOnApp(second);
    expect(await page.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([1280, 720]);
  });

  it('lists only the pages of its own file', async () => {
    const mine = await second.browser.newPage();
    const pages = await second.browser.pages();
    expect(pages).toContain(mine);
    expect((await first.browser.pages()).includes(mine)).toBe(false);
  });

  it('registers no offline worker unless a file lets its page', async () => {
    const register = (page: Page) =>
      page.evaluate(() =>
        navigator.serviceWorker.register('/sw.js').then(
          async (registration) => (await registration.unregister()) && 'registered',
          (error: unknown) => (error instanceof DOMException ? error.name : String(error)),
        ),
      );
    expect(await register(await blankPageOnApp(first))).toBe('NotSupportedError');
    const offline = await first.browser.newPage();
    await allowOfflineWorker(offline);
    await offline.goto(`${url}/favicon.svg`);
    expect(await register(offline)).toBe('registered');
  });

  it('closes what a file opened and leaves the shared browser to the others', async () => {
    const visitor = await first.browser.createBrowserContext();
    await first.close();
    expect(visitor.closed).toBe(true);
    const page = await blankPageOnApp(second);
    expect(await page.evaluate(() => document.readyState)).toBe('complete');
    const again = await launchGpuBrowser({ quiet: true });
    try {
      expect(await again.browser.pages()).toEqual([]);
    } finally {
      await again.close();
    }
  });
});
