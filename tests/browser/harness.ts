/**
 * Browser test harness: Debian's Chromium driven by puppeteer-core, WebGL on the CPU.
 *
 * Mesa llvmpipe is preferred (closest to a desktop GL driver, fastest here); SwiftShader is the
 * fallback when llvmpipe gives no WebGL2. Every launch logs the renderer string, because pixel
 * results and timings are only meaningful next to the renderer they ran on.
 */
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { preview, type PreviewServer } from 'vite';
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

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
const BACKENDS = {
  llvmpipe: ['--use-angle=gl-egl', '--ignore-gpu-blocklist'],
  swiftshader: ['--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
} as const;
export type Backend = keyof typeof BACKENDS;

export interface GpuBrowser {
  browser: Browser;
  renderer: string;
  backend: Backend;
  close(): Promise<void>;
}

async function launchWith(backend: Backend, windowSize: string): Promise<Browser> {
  return puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    env: { ...process.env, EGL_PLATFORM: 'surfaceless' },
    args: [...COMMON_FLAGS, ...BACKENDS[backend], `--window-size=${windowSize}`],
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

/** Launches Chromium with a working WebGL2 backend, llvmpipe first. */
export async function launchGpuBrowser(
  opts: { windowSize?: string; quiet?: boolean } = {},
): Promise<GpuBrowser> {
  if (!existsSync(CHROMIUM))
    throw new Error(`Chromium not found at ${CHROMIUM}: run .ci/run or apt-get install chromium`);
  const order: Backend[] =
    process.env.KITSMITH_BACKEND === 'swiftshader' ? ['swiftshader'] : ['llvmpipe', 'swiftshader'];
  for (const backend of order) {
    const browser = await launchWith(backend, opts.windowSize ?? '1280,720');
    const page = await browser.newPage();
    const renderer = await webglRenderer(page);
    await page.close();
    if (renderer) {
      if (!opts.quiet) console.log(`[browser] WebGL2 renderer (${backend}): ${renderer}`);
      return { browser, renderer, backend, close: () => browser.close() };
    }
    await browser.close();
  }
  throw new Error('No WebGL2 backend available in Chromium (tried llvmpipe and SwiftShader)');
}

/** Serves the built app (dist/) on a free port. `npm run test:browser` builds first. */
export async function serveBuiltApp(): Promise<{ url: string; close(): Promise<void> }> {
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
