/**
 * Browser test harness: Debian's Chromium driven by puppeteer-core, WebGL on the CPU.
 *
 * Mesa llvmpipe is preferred (closest to a desktop GL driver, fastest here); SwiftShader is the
 * fallback when llvmpipe gives no WebGL2. Every launch logs the renderer string, because pixel
 * results and timings are only meaningful next to the renderer they ran on.
 */
import puppeteer, { type Browser, type BrowserContext, type Page } from 'puppeteer-core';
import { preview, type PreviewServer } from 'vite';
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { registerRoleQuery } from './roles/role-query';

registerRoleQuery();

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Where a test writes a picture it takes for the docs: docs/screenshots when asked
 * (KITSMITH_SCREENSHOTS=1), else the ignored artifacts folder, so a test run leaves the tree clean.
 */
export function screenshotPath(name: string): string {
  const folder = process.env.KITSMITH_SCREENSHOTS === '1' ? 'docs/screenshots' : 'tests/browser/.artifacts';
  mkdirSync(path.join(ROOT, folder), { recursive: true });
  return path.join(ROOT, folder, name);
}

const COMMON_FLAGS = [
  '--no-sandbox',
  '--disable-accelerated-2d-canvas',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
  '--disable-dev-shm-usage',
];
/**
 * Flags of the browser suite's shared Chromiums only: benches and scripts launch the browser a
 * player runs. PartitionAllocLargeEmptySlotSpanRing: llvmpipe allocates and frees its 64 kB scene
 * blocks per draw through Chromium's allocator, which gave the empty 80 kB slot spans back to the
 * kernel at once and faulted them in again at the next draw (a third of the GPU process's CPU was
 * kernel time); a larger ring of empty spans keeps them. bench/README.md "issue 30, session 12":
 * three browser files, 9 % fewer busy CPU seconds. Puppeteer merges every --enable-features
 * into one switch.
 */
export const SUITE_FEATURES = ['PartitionAllocLargeEmptySlotSpanRing'];
const SUITE_FLAGS = [`--enable-features=${SUITE_FEATURES.join(',')}`];
/** More flags for an experiment (space-separated), e.g. to measure one before adopting it. */
const EXTRA_FLAGS = (process.env.KITSMITH_CHROMIUM_FLAGS ?? '').split(' ').filter(Boolean);
const BACKENDS = {
  llvmpipe: ['--use-angle=gl-egl', '--ignore-gpu-blocklist'],
  swiftshader: ['--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
} as const;
export type Backend = keyof typeof BACKENDS;

export interface GpuBrowser {
  /**
   * The browser a test file drives. Under the browser suite it is the suite's one Chromium seen
   * through this file's own browser context: newPage(), pages() and defaultBrowserContext() stay in
   * that context, so storage, cookies, permissions and service workers never leak between files.
   */
  browser: Browser;
  renderer: string;
  backend: Backend;
  /** Closes what this file opened (its context), never the suite's shared Chromium. */
  close(): Promise<void>;
}

/**
 * One of the suite's Chromiums (one per vitest worker) and its one preview server, which
 * tests/browser/global-setup.ts starts and hands to every test file (vitest provide/inject).
 */
export interface SharedBrowser {
  wsEndpoint: string;
  renderer: string;
  backend: Backend;
  windowSize: string;
  appUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    kitsmithBrowsers: SharedBrowser[];
  }
}

export const DEFAULT_WINDOW_SIZE = '1280,720';

async function launchWith(backend: Backend, windowSize: string, flags: readonly string[]): Promise<Browser> {
  return puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    env: { ...process.env, EGL_PLATFORM: 'surfaceless' },
    args: [...COMMON_FLAGS, ...BACKENDS[backend], `--window-size=${windowSize}`, ...flags, ...EXTRA_FLAGS],
    defaultViewport: null,
  });
}

/** The WebGL2 renderer string of a fresh page, or null when WebGL2 is unavailable. */
export async function webglRenderer(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const gl = document.createElement('canvas').getContext('webgl2');
    if (!gl) return null;
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    return String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
  });
}

/**
 * Launches a Chromium of its own with a working WebGL2 backend, llvmpipe first (SwiftShader only
 * when KITSMITH_BACKEND=swiftshader or llvmpipe gives no WebGL2). The suite's shared browser is
 * launched by this too; tests call launchGpuBrowser().
 */
export async function launchChromium(
  opts: { windowSize?: string; suite?: boolean } = {},
): Promise<{ browser: Browser; renderer: string; backend: Backend }> {
  if (!existsSync(CHROMIUM))
    throw new Error(`Chromium not found at ${CHROMIUM}: run .ci/run or apt-get install chromium`);
  const order: Backend[] =
    process.env.KITSMITH_BACKEND === 'swiftshader' ? ['swiftshader'] : ['llvmpipe', 'swiftshader'];
  for (const backend of order) {
    const browser = await launchWith(
      backend,
      opts.windowSize ?? DEFAULT_WINDOW_SIZE,
      opts.suite ? SUITE_FLAGS : [],
    );
    const page = await browser.newPage();
    const renderer = await webglRenderer(page);
    await page.close();
    if (renderer) return { browser, renderer, backend };
    await browser.close();
  }
  throw new Error('No WebGL2 backend available in Chromium (tried llvmpipe and SwiftShader)');
}

/**
 * This worker's shared browser and the app when this runs inside the browser suite, else null (bench and
 * scripts under tsx launch their own). `vitest` is imported only under vitest.
 */
async function sharedBrowser(): Promise<SharedBrowser | null> {
  const handed = process.env[SHARED_BROWSER_ENV];
  if (handed) return JSON.parse(handed) as SharedBrowser;
  if (!process.env.VITEST) return null;
  const { inject } = await import('vitest');
  try {
    const browsers = inject('kitsmithBrowsers') ?? [];
    // The worker's own Chromium (VITEST_POOL_ID is 1..maxWorkers), so files running side by side
    // never share a GPU process.
    const worker = Math.max(0, Number(process.env.VITEST_POOL_ID ?? '1') - 1);
    return browsers.length > 0 ? browsers[worker % browsers.length]! : null;
  } catch {
    // A script a test starts as a child process inherits VITEST but has no runner to ask.
    return null;
  }
}

const SHARED_BROWSER_ENV = 'KITSMITH_SHARED_BROWSER';

/**
 * Environment for a script a test runs as a child process (the CLI tests), so that it opens its
 * pages in the suite's Chromium and app too; empty outside the suite.
 */
export async function sharedBrowserEnv(): Promise<Record<string, string>> {
  const shared = await sharedBrowser();
  return shared ? { [SHARED_BROWSER_ENV]: JSON.stringify(shared) } : {};
}

/** The script that refuses a page's offline worker, by page (allowOfflineWorker removes it). */
const workerRefusals = new WeakMap<Page, string>();

/**
 * A page a test file opens from its own browser context (`gpu.browser.newPage()`; not the pages of
 * a context it creates for a second visitor) registers no offline worker: its install stores the
 * whole app shell and catalogue (about 5 MB, 120 files) in every test file's fresh browser
 * context, 4-5 CPU seconds of a file's first editor page on this 2-core machine
 * (bench/README.md "issue 30, session 10").
 * The app goes on without one, as in a browser without service workers. Only the register call
 * fails, on the prototype, so a test that wraps it (first-frame.test.ts) still sees when the app
 * asked. Files about offline use call allowOfflineWorker().
 */
async function withoutOfflineWorker(page: Page): Promise<Page> {
  const { identifier } = await page.evaluateOnNewDocument(() => {
    if (typeof ServiceWorkerContainer === 'undefined') return;
    ServiceWorkerContainer.prototype.register = () =>
      Promise.reject(new DOMException('No offline worker in this test', 'NotSupportedError'));
  });
  workerRefusals.set(page, identifier);
  return page;
}

/**
 * Lets this page (before it navigates) register the app's offline worker and be answered by it:
 * for the tests about offline use.
 */
export async function allowOfflineWorker(page: Page): Promise<void> {
  const identifier = workerRefusals.get(page);
  if (identifier !== undefined) await page.removeScriptToEvaluateOnNewDocument(identifier);
  workerRefusals.delete(page);
  await page.setBypassServiceWorker(false);
}

/**
 * A view of the shared Chromium that opens pages in one browser context of its own, and keeps the
 * contexts a test creates for itself (a second visitor) in `opened` so close() can end them.
 * Puppeteer's methods read private fields, so each is called on the real object, not the proxy.
 */
function isolatedView(browser: Browser, context: BrowserContext, opened: BrowserContext[]): Browser {
  const own: Partial<Record<keyof Browser, unknown>> = {
    newPage: async () => withoutOfflineWorker(await context.newPage()),
    pages: () => context.pages(),
    defaultBrowserContext: () => context,
    createBrowserContext: async (...args: Parameters<Browser['createBrowserContext']>) => {
      const created = await browser.createBrowserContext(...args);
      opened.push(created);
      return created;
    },
    close: () => context.close(),
  };
  return new Proxy(browser, {
    get(target, key) {
      if (Object.hasOwn(own, key)) return own[key as keyof Browser];
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * A Chromium with WebGL2 for one test file. Inside the browser suite this is a fresh browser
 * context on the suite's shared Chromium (tests/browser/global-setup.ts); a file that asks for
 * another window size, and every bench or script, launches a Chromium of its own.
 */
export async function launchGpuBrowser(
  opts: { windowSize?: string; quiet?: boolean } = {},
): Promise<GpuBrowser> {
  const shared = await sharedBrowser();
  if (shared && (opts.windowSize ?? DEFAULT_WINDOW_SIZE) === shared.windowSize) {
    const browser = await puppeteer.connect({ browserWSEndpoint: shared.wsEndpoint, defaultViewport: null });
    const context = await browser.createBrowserContext();
    const opened = [context];
    if (!opts.quiet) console.log(`[browser] WebGL2 renderer (${shared.backend}, shared): ${shared.renderer}`);
    return {
      browser: isolatedView(browser, context, opened),
      renderer: shared.renderer,
      backend: shared.backend,
      async close() {
        await Promise.all(opened.map((c) => (c.closed ? null : c.close())));
        await browser.disconnect();
      },
    };
  }
  const { browser, renderer, backend } = await launchChromium(opts);
  if (!opts.quiet) console.log(`[browser] WebGL2 renderer (${backend}): ${renderer}`);
  return { browser, renderer, backend, close: () => browser.close() };
}

/** Serves the built app (dist/) on a free port, for a bench or script outside the suite. */
export async function startPreviewServer(): Promise<{ url: string; close(): Promise<void> }> {
  if (!existsSync(path.join(ROOT, 'dist/index.html')))
    throw new Error('dist/ is missing: run `npm run build` first');
  const server: PreviewServer = await preview({
    root: ROOT,
    configFile: path.join(ROOT, 'vite.config.ts'),
    logLevel: 'silent',
    preview: { port: 0, host: '127.0.0.1', strictPort: false, open: false },
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview did not report a URL');
  return { url: url.replace(/\/$/, ''), close: () => server.close() };
}

/**
 * The built app (dist/): the suite's shared preview server inside the browser suite (close() then
 * does nothing, as other files use it), else one of its own on a free port. `npm run test:browser`
 * builds first.
 */
export async function serveBuiltApp(): Promise<{ url: string; close(): Promise<void> }> {
  const shared = await sharedBrowser();
  if (shared) return { url: shared.appUrl, close: async () => {} };
  return startPreviewServer();
}

/** Opens a page, failing the test on any uncaught page error or console error. */
export async function openPage(gpu: GpuBrowser, url: string): Promise<{ page: Page; errors: string[] }> {
  const page = await gpu.browser.newPage();
  // The app's service worker caches what one page loaded and answers the next page of the same
  // browser from that cache, out of reach of request interception: tests that are not about
  // offline use go to the network (tests/browser/site/offline.test.ts turns the bypass off).
  await page.setBypassServiceWorker(true);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto(url, { waitUntil: 'load' });
  return { page, errors };
}

/**
 * Lets the pages of this file's browser context save downloads into `folder`. The suite's
 * Chromium is shared, so the context is named: without it Chromium sets the default context's
 * behaviour, and this file's downloads never arrive.
 */
export async function allowDownloads(gpu: GpuBrowser, folder: string): Promise<void> {
  const cdp = await gpu.browser.target().createCDPSession();
  await cdp.send('Browser.setDownloadBehavior', {
    browserContextId: gpu.browser.defaultBrowserContext().id,
    behavior: 'allow',
    downloadPath: folder,
    eventsEnabled: true,
  });
}
