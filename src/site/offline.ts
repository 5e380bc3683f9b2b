/**
 * Offline use (document 2 §2 "Startup": a service worker is registered). The worker is built by
 * vite-plugin-pwa (vite.config.ts). On the first visit the page was loaded before the worker
 * controlled it, so once it does, the page asks again for the catalogue files and images it used
 * (from the browser's HTTP cache, usually) so the worker keeps them: the editor then opens and
 * draws the same kit offline. The server's API is never cached.
 */
import { Workbox } from 'workbox-window';

const CACHED_PREFIXES = [
  '/data/',
  '/templates/',
  '/graphics/',
  '/patterns/',
  '/logos/',
  '/previews/',
  '/fonts/',
  '/materials/',
  '/collars/',
  '/armbands/',
];

function usedCatalogueUrls(): string[] {
  const urls = new Set<string>();
  for (const entry of performance.getEntriesByType('resource')) {
    const url = new URL(entry.name, window.location.href);
    if (url.origin !== window.location.origin) continue;
    if (CACHED_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) urls.add(url.href);
  }
  return [...urls];
}

async function refetchThroughWorker(): Promise<void> {
  await Promise.all(usedCatalogueUrls().map((url) => fetch(url).catch(() => undefined)));
}

/**
 * Registers the service worker once the page has loaded and `after` has settled: the editor
 * passes its first kit drawn at the user's scale. The worker's install fetches and stores the
 * whole app shell and catalogue data; on a two-core machine that work took about a core for the
 * first 1.5 s when it began at the page's load event, while the editor drew its first frame
 * (bench/README.md "issue 20, session 6").
 */
let registered = false;

export function registerOffline(after: Promise<unknown> = Promise.resolve()): void {
  if (registered || !('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  registered = true;
  const start = () => {
    const workbox = new Workbox('/sw.js', { scope: '/' });
    const controlled = () => void refetchThroughWorker();
    if (navigator.serviceWorker.controller) controlled();
    else navigator.serviceWorker.addEventListener('controllerchange', controlled, { once: true });
    void workbox.register().catch(() => undefined);
  };
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  // A kit that never settles (no WebGL) must not keep the site from working offline.
  const settled = Promise.race([after.catch(() => undefined), wait(REGISTER_LATEST_MS)]);
  void Promise.all([loaded, settled]).then(start);
}

/** The latest the worker waits for the editor's first kit. */
const REGISTER_LATEST_MS = 10_000;
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
