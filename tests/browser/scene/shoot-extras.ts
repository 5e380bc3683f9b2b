/**
 * Screenshots of the extra garments in the app's 3D view (`npx tsx tests/browser/scene/shoot-extras.ts`):
 * docs/screenshots/3d-eafc-extras-front.png and -side.png (undershirt, neck warmer, undershorts
 * and captain's armband on) and 3d-eafc-hanger.png (mannequin off, hanger on). The page is
 * 1280x720 so the viewer's toggles show beside the model. Serves the built app (`npx vite build`
 * first) with its real API, as a user sees it; the kit is loaded through window.kitsmith.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { launchGpuBrowser, ROOT } from '../harness.ts';
import { startEditorServer } from '../editor/editor-server.ts';
import { EXTRAS_KIT } from './extras-kit.ts';
import { sceneShot } from './scene-shot.ts';

const out = process.env.SHOT_DIR ?? path.join(ROOT, 'docs/screenshots');
const server = await startEditorServer();
const url = server.url;
const gpu = await launchGpuBrowser();
mkdirSync(out, { recursive: true });

const shot = (page: Page, name: string, script: string) => sceneShot(page, out, name, script);

try {
  const page = await gpu.browser.newPage();
  page.on('pageerror', (e) => console.error('pageerror', String(e)));
  await page.setViewport({ width: 1280, height: 720 });
  await page.goto(`${url}/?game=eafc&effects=${process.env.EFFECTS ?? '1'}`);
  await page.waitForFunction('window.kitsmithViewer?.root() != null && window.kitsmith', {
    timeout: 120_000,
  });
  await page.evaluate(`window.kitsmith.loadKit(${JSON.stringify(EXTRAS_KIT)})`);
  const flags = (on: boolean) =>
    ['undershirt', 'underneck', 'undershorts', 'c']
      .map((f) => `window.kitsmithViewer.setFlag('${f}', ${on});`)
      .join('');
  const view = process.env.VIEW ?? 'full';
  await shot(
    page,
    '3d-eafc-extras-front.png',
    `${flags(true)} window.kitsmithViewer.setView('${view}'); window.kitsmithViewer.setCamera('front')`,
  );
  await shot(page, '3d-eafc-extras-side.png', `window.kitsmithViewer.setCamera('side')`);
  await shot(
    page,
    '3d-eafc-hanger.png',
    `${flags(false)} window.kitsmithViewer.setFlag('mannequin', false); window.kitsmithViewer.setFlag('hanger', true); window.kitsmithViewer.setView('shirt'); window.kitsmithViewer.setCamera('front')`,
  );
} finally {
  await gpu.close();
  await server.close();
}
