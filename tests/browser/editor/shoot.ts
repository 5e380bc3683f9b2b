/**
 * Screenshots of the editor for docs/screenshots (run: npx tsx tests/browser/editor/shoot.ts).
 * Drives the editor like the browser test does, then captures each view at 1280x720 and
 * 1920x1080, so the layout can be looked at.
 */
import path from 'node:path';
import { launchGpuBrowser, ROOT } from '../harness.ts';
import { startEditorServer } from './editor-server.ts';
import { EditorUser } from './editor-user.ts';

const SIZES = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
] as const;

async function main() {
  const server = await startEditorServer();
  const gpu = await launchGpuBrowser();
  try {
    for (const size of SIZES) {
      const page = await gpu.browser.newPage();
      await page.setViewport(size);
      const user = new EditorUser(page);
      await user.open(`${server.url}/?scale=0.5`);
      await user.addLayer('Design');
      await page.waitForSelector('section[aria-label^="Settings of Design"]');
      await user.addLayer('Graphic');
      await page.waitForSelector('section[aria-label^="Settings of Graphic"]');
      await user.waitComposited();
      const shot = (name: string) =>
        page.screenshot({
          path: path.join(ROOT, 'docs/screenshots', `editor-${name}-${size.width}x${size.height}.png`),
        });
      await shot('3d-layer-panel');
      await user.clickTab('Texture');
      await user.waitComposited();
      await shot('texture');
      await user.openColorPicker();
      await shot('color-picker');
      await page.keyboard.press('Escape');
      await user.clickButton('Browse Graphic');
      await page.waitForSelector('.preset-grid .grid-item');
      await shot('preset-selector');
      await page.keyboard.press('Escape');
      await user.clickButton('Start new');
      await page.waitForSelector('[role="dialog"] .grid-item');
      await shot('template-chooser');
      await page.close();
    }
  } finally {
    await gpu.close();
    await server.close();
  }
}

await main();
