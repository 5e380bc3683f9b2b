import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { ROOT, type GpuBrowser } from '../harness.ts';

/** A catalogue's JSON with every item free and long released, so shots see Plus items too. */
export function freeCatalogue(name: string): string {
  const items = JSON.parse(
    readFileSync(path.join(ROOT, `public/data/catalogue/${name}.json`), 'utf8'),
  ) as Record<string, unknown>[];
  return JSON.stringify(items.map((item) => ({ ...item, premium: false, date: '2020-01-01' })));
}

/**
 * A 1280x720 page of `game`'s editor at `serverUrl`, with the catalogues in `served` (path ->
 * JSON) answered from memory; resolves once the 3D view and the editor are up.
 */
export async function openShotPage(
  gpu: GpuBrowser,
  serverUrl: string,
  game: string,
  served: ReadonlyMap<string, string>,
): Promise<Page> {
  const page = await gpu.browser.newPage();
  page.on('pageerror', (e) => console.error('pageerror', String(e)));
  await page.setViewport({ width: 1280, height: 720 });
  // The service worker would answer the catalogue from its cache, past the interception.
  await page.setBypassServiceWorker(true);
  await page.setRequestInterception(true);
  page.on('request', (request: HTTPRequest) => {
    const body = served.get(new URL(request.url()).pathname);
    void (body
      ? request.respond({ status: 200, contentType: 'application/json', body })
      : request.continue());
  });
  await page.goto(`${serverUrl}/?game=${game}&scale=0.5&effects=1`);
  await page.waitForFunction('window.kitsmithViewer?.root() != null && window.kitsmith', {
    timeout: 120_000,
  });
  return page;
}

/**
 * Runs `script` in the page (a kit or view change), lets the 3D view settle and saves the whole
 * page as `out/name` (the screenshot scripts' step).
 */
export async function sceneShot(page: Page, out: string, name: string, script: string): Promise<void> {
  await page.evaluate(script);
  await page.evaluate(() => window.kitsmithViewer!.frame());
  await new Promise((r) => setTimeout(r, 2500));
  const file = path.join(out, name);
  await page.screenshot({ path: file as `${string}.png` });
  console.log(file);
}

/** The Shirt view from the front, settled, saved as `file`: the 3D view's part of the page only. */
export async function shirtFrontShot(page: Page, file: string): Promise<void> {
  await page.evaluate(() => {
    window.kitsmithViewer!.setView('shirt');
    window.kitsmithViewer!.setCamera('front');
  });
  await page.evaluate(() => window.kitsmithViewer!.frame());
  await new Promise((r) => setTimeout(r, 2500));
  await page.screenshot({
    path: file as `${string}.png`,
    clip: { x: 600, y: 100, width: 480, height: 390 },
    captureBeyondViewport: false,
  });
  console.log(file);
}

/**
 * Waits until the kit's shirt texture has settled (three equal readings in a row: images arrive
 * after the kit and redraw it), then reads it once more, so the 3D view shows it; returns it as
 * PNG bytes.
 */
export async function settledShirt(page: Page): Promise<Buffer> {
  const read = () =>
    page.evaluate(async () => {
      const bytes = new Uint8Array(
        await (await window.kitsmith!.exportTexture('shirt', 'albedo')).arrayBuffer(),
      );
      let text = '';
      for (let i = 0; i < bytes.length; i += 0x8000)
        text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(text);
    });
  let [last, same] = ['', 0];
  for (let attempt = 0; attempt < 30 && same < 3; attempt++) {
    const now = await read();
    same = now === last ? same + 1 : 0;
    last = now;
    await new Promise((r) => setTimeout(r, 700));
  }
  return Buffer.from(await read(), 'base64');
}
