/**
 * Screenshots of the Shirt view with two collar variants of one template
 * (`npx tsx tests/browser/scene/shoot-collars.ts`): docs/screenshots/3d-collar-<shape>-front.png
 * and -side.png, at 1280x720 as a player sees the app. Serves the built app (`npx vite build`
 * first); the kit is the extras kit (plain navy, white collar) on the named template.
 * CAMERAS=close,close_side,close_34 adds close-ups of the neck from the front, the side and
 * three-quarters round: the Shirt
 * view's camera moved to 1.2 m from the neck, its lens unchanged (collar details a player only
 * sees when zooming in the free view).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { launchGpuBrowser, ROOT } from '../harness.ts';
import { startEditorServer } from '../editor/editor-server.ts';
import { extrasKit } from './extras-kit.ts';
import { sceneShot } from './scene-shot.ts';

const out = process.env.SHOT_DIR ?? path.join(ROOT, 'docs/screenshots');
/** template:collar:label triples. */
const SHOTS = (process.env.SHOTS ?? 'stride_heritage:0:polo,veloce_origin:1:v').split(',');
const server = await startEditorServer();
const gpu = await launchGpuBrowser();
mkdirSync(out, { recursive: true });

/**
 * Moves the camera to 1.2 m from the neck, from the front, the side or three-quarters round
 * (basketball's taller build scales the height).
 */
function closeUp(angle: string, game: string): string {
  const y = 1.44 * (game === 'basketball' ? 1.06 : 1);
  const yaw = { front: 0, side: 90, three_quarter: 45 }[angle] ?? 0;
  const [x, z] = [1.2 * Math.sin((yaw * Math.PI) / 180), 1.2 * Math.cos((yaw * Math.PI) / 180)];
  return `{ const root = window.kitsmithViewer.root(); root.camera.position.set(${x}, ${y + 0.02}, ${z});
    root.camera.lookAt(0, ${y}, ${yaw ? 0.05 : 0}); root.invalidate(); }`;
}

const shot = (page: Page, name: string, script: string) => sceneShot(page, out, name, script);

try {
  const page = await gpu.browser.newPage();
  page.on('pageerror', (e) => console.error('pageerror', String(e)));
  await page.setViewport({ width: 1280, height: 720 });
  await page.goto(`${server.url}/?game=${process.env.GAME ?? 'eafc'}&effects=${process.env.EFFECTS ?? '1'}`);
  await page.waitForFunction('window.kitsmithViewer?.root() != null && window.kitsmith', {
    timeout: 120_000,
  });
  for (const spec of SHOTS) {
    const [template, collar, label] = spec.split(':');
    const kit = { ...extrasKit(), game: process.env.GAME ?? 'eafc', template, collar: Number(collar) };
    await page.evaluate(`window.kitsmith.loadKit(${JSON.stringify(kit)})`);
    const cameras = (process.env.CAMERAS ?? 'front,side').split(',');
    for (const camera of cameras) {
      const close = camera.startsWith('close');
      const angle = close ? ({ close_side: 'side', close_34: 'three_quarter' }[camera] ?? 'front') : camera;
      await shot(
        page,
        `3d-collar-${label}-${camera}.png`,
        `window.kitsmithViewer.setView('shirt'); window.kitsmithViewer.setCamera('${close ? 'front' : angle}')`,
      );
      if (!close) continue;
      // Once the view's own camera is placed: move it in toward the neck.
      await page.evaluate(() => new Promise((r) => setTimeout(r, 500)));
      await shot(page, `3d-collar-${label}-${camera}.png`, closeUp(angle, kit.game));
    }
  }
} finally {
  await gpu.close();
  await server.close();
}
