import path from 'node:path';
import type { Page } from 'puppeteer-core';

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
