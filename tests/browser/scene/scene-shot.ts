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
