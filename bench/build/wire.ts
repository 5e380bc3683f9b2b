/**
 * What a player's browser downloads to open a game's site: `/eafc/` from the production server
 * (`buildServer` over `dist/`, as `npm start` serves it) in a fresh Chromium profile, every
 * response until the first kit frame, summed by kind from CDP's Network events: bytes over the wire
 * (`encodedDataLength`: compressed body and headers) and bytes once decoded (what a server that
 * does not compress sends). Also the encodings the responses came in, and the same page opened again
 * in the same profile with the service worker bypassed: how many responses the cache gave and
 * how many went to the server (by status: 304 is a revalidation).
 *
 * Usage: `npx vite build && npx tsx bench/build/wire.ts [label]`; writes
 * bench/results/first-load-wire-<label>.json and the "first_load_wire" section of latest.json.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { launchGpuBrowser } from '../../tests/browser/harness.ts';
import { startEditorServer } from '../../tests/browser/editor/editor-server.ts';
import { mergeResults, RESULTS_DIR } from '../results.ts';

const PAGE = process.env.BENCH_PATH ?? '/eafc/';
const kB = (bytes: number) => Math.round(bytes / 10.24) / 100;

interface Totals {
  requests: number;
  wire_kB: number;
  decoded_kB: number;
}

export async function measureWire(): Promise<Record<string, unknown>> {
  const server = await startEditorServer();
  const gpu = await launchGpuBrowser({ windowSize: '1280,720' });
  try {
    const context = await gpu.browser.createBrowserContext();
    const page = await context.newPage();
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    const seen = new Map<string, { url: string; type: string; encoding: string }>();
    const sizes = new Map<string, { wire: number; decoded: number }>();
    cdp.on('Network.responseReceived', (event) => {
      const headers = Object.fromEntries(
        Object.entries(event.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
      );
      seen.set(event.requestId, {
        url: event.response.url,
        type: event.type ?? 'Other',
        encoding: headers['content-encoding'] ?? 'none',
      });
    });
    cdp.on('Network.dataReceived', (event) => {
      const size = sizes.get(event.requestId) ?? { wire: 0, decoded: 0 };
      size.decoded += event.dataLength;
      sizes.set(event.requestId, size);
    });
    cdp.on('Network.loadingFinished', (event) => {
      const size = sizes.get(event.requestId) ?? { wire: 0, decoded: 0 };
      size.wire = event.encodedDataLength;
      sizes.set(event.requestId, size);
    });
    const acceptEncoding = new Promise<string>((resolve) =>
      cdp.on('Network.requestWillBeSentExtraInfo', (event) => {
        const header = Object.entries(event.headers).find(([k]) => k.toLowerCase() === 'accept-encoding');
        if (header) resolve(String(header[1]));
      }),
    );
    await page.goto(`${server.url}${PAGE}`, { waitUntil: 'load' });
    await page.waitForFunction('window.kitsmithViewer?.firstKitFrameMs() != null', { timeout: 180_000 });

    const firstKitFrameMs = (await page.evaluate('window.kitsmithViewer.firstKitFrameMs()')) as number;

    const byType: Record<string, Totals> = {};
    const encodings: Record<string, number> = {};
    const all: Totals = { requests: 0, wire_kB: 0, decoded_kB: 0 };
    for (const [id, response] of seen) {
      const size = sizes.get(id);
      if (!size || response.url.startsWith('data:')) continue;
      const totals = (byType[response.type] ??= { requests: 0, wire_kB: 0, decoded_kB: 0 });
      for (const t of [totals, all]) {
        t.requests++;
        t.wire_kB += size.wire / 1024;
        t.decoded_kB += size.decoded / 1024;
      }
      encodings[response.encoding] = (encodings[response.encoding] ?? 0) + 1;
    }

    // The same page opened again in the same profile, the service worker bypassed (a browser
    // without one, or before it is in): what still goes to the server, and what the cache answers.
    await page.setBypassServiceWorker(true);
    const cached = new Set<string>();
    const repeat = new Map<string, { fromDisk: boolean; status: number }>();
    const onCached = (event: { requestId: string }) => cached.add(event.requestId);
    const onResponse = (event: {
      requestId: string;
      response: { status: number; fromDiskCache?: boolean };
    }) =>
      repeat.set(event.requestId, {
        fromDisk: event.response.fromDiskCache === true,
        status: event.response.status,
      });
    cdp.on('Network.requestServedFromCache', onCached);
    cdp.on('Network.responseReceived', onResponse);
    await page.goto('about:blank');
    await page.goto(`${server.url}${PAGE}`, { waitUntil: 'load' });
    await page.waitForFunction('window.kitsmithViewer?.firstKitFrameMs() != null', { timeout: 180_000 });
    const repeatFirstKitFrameMs = (await page.evaluate('window.kitsmithViewer.firstKitFrameMs()')) as number;
    cdp.off('Network.requestServedFromCache', onCached);
    cdp.off('Network.responseReceived', onResponse);
    const toServer: Record<string, number> = {};
    let fromCache = 0;
    for (const [id, response] of repeat) {
      if (cached.has(id) || response.fromDisk) fromCache++;
      else toServer[response.status] = (toServer[response.status] ?? 0) + 1;
    }

    const rounded = (t: Totals): Totals => ({
      ...t,
      wire_kB: kB(t.wire_kB * 1024),
      decoded_kB: kB(t.decoded_kB * 1024),
    });
    return {
      renderer: gpu.renderer,
      address: PAGE,
      until: 'first kit frame',
      accept_encoding: await Promise.race([acceptEncoding, Promise.resolve('(not seen)')]),
      all: rounded(all),
      by_type: Object.fromEntries(Object.entries(byType).map(([type, t]) => [type, rounded(t)])),
      responses_by_encoding: encodings,
      first_kit_frame_ms: Math.round(firstKitFrameMs),
      repeat_visit: {
        service_worker: 'bypassed',
        responses: repeat.size,
        from_cache: fromCache,
        to_server_by_status: toServer,
        first_kit_frame_ms: Math.round(repeatFirstKitFrameMs),
      },
    };
  } finally {
    await gpu.close();
    await server.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const label = process.argv[2] ?? 'latest';
  const figures = { label, ...(await measureWire()) };
  writeFileSync(
    path.join(RESULTS_DIR, `first-load-wire-${label}.json`),
    `${JSON.stringify(figures, null, 2)}\n`,
  );
  mergeResults('first_load_wire', figures);
  console.log(JSON.stringify(figures, null, 2));
}
