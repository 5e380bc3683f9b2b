/**
 * The dressed player in the app's own 3D view, for the README (`npx vite build && npx tsx
 * tests/browser/scene/shoot-player.ts [game…]`): the striped, numbered reference kit
 * (tests/fixtures/kits/reference-10.json) in every view (full, shirt, shorts, socks) from the five
 * camera angles (front, side, back, side (back), and the Rotating view stopped), one contact
 * sheet per game: docs/screenshots/3d-player-<game>.png, rows = views, columns = angles.
 * SHOT_TAG names a variant (e.g. SHOT_TAG=-before).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { launchGpuBrowser, openPage, ROOT, serveBuiltApp } from '../harness.ts';

const TILE = 400;
const VIEWS = (process.env.VIEWS ?? 'full,shirt,shorts,socks').split(',');
const ANGLES = (process.env.ANGLES ?? 'front,side,back,side_back,rotate').split(',');
/** Extra query for the app (e.g. QUERY=ao=0). */
const QUERY = process.env.QUERY ? `&${process.env.QUERY}` : '';
const games = process.argv.slice(2);
const kit = JSON.parse(readFileSync(path.join(ROOT, 'tests/fixtures/kits/reference-10.json'), 'utf8')) as {
  game: string;
};
const gpu = await launchGpuBrowser({ windowSize: '1280,800' });
const app = await serveBuiltApp();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
try {
  for (const game of games.length ? games : ['eafc', 'fifa', 'pes', 'fm', 'basketball']) {
    const { page, errors } = await openPage(gpu, `${app.url}/?game=${game}${QUERY}`);
    await page.setViewport({ width: 1280, height: 800 });
    await page.waitForFunction('window.kitsmithViewer?.firstKitFrameMs() != null', { timeout: 180_000 });
    await page.evaluate(`window.kitsmith.loadKit(${JSON.stringify({ ...kit, game })})`);
    await sleep(2500);
    const tiles: { input: Buffer; left: number; top: number }[] = [];
    for (const [row, view] of VIEWS.entries())
      for (const [col, angle] of ANGLES.entries()) {
        await page.evaluate(
          (v, a) => {
            const viewer = window.kitsmithViewer!;
            viewer.setView(v as never);
            viewer.setCamera(a as never);
          },
          view,
          angle,
        );
        // The Rotating view is stopped part-way round: a three-quarter angle.
        if (angle === 'rotate') {
          await sleep(1200);
          // The Stop rotating button, found by its text as a player finds it.
          await page.evaluate(() =>
            [...document.querySelectorAll('button')]
              .find((b) => /stop rotating/i.test(b.textContent ?? ''))
              ?.click(),
          );
        }
        await sleep(900);
        const canvas = (await page.$('.viewer-canvas'))!;
        const box = (await canvas.boundingBox())!;
        const side = Math.min(box.width, box.height);
        // Without captureBeyondViewport: it resizes the window during the capture (stretched tiles).
        const png = await page.screenshot({
          captureBeyondViewport: false,
          clip: {
            x: box.x + (box.width - side) / 2,
            y: box.y + (box.height - side) / 2,
            width: side,
            height: side,
          },
        });
        tiles.push({
          input: await sharp(png).resize(TILE, TILE).toBuffer(),
          left: col * TILE,
          top: row * TILE,
        });
      }
    const file = path.join(ROOT, `docs/screenshots/3d-player-${game}${process.env.SHOT_TAG ?? ''}.png`);
    await sharp({
      create: {
        width: TILE * ANGLES.length,
        height: TILE * VIEWS.length,
        channels: 3,
        background: '#e6e6e6',
      },
    })
      .composite(tiles)
      // A palette PNG: the sheets are the README's largest pictures (1.4 MB each as truecolour,
      // about 350 kB this way, no visible change), and docs/screenshots stays under 8 MB.
      .png({ palette: true, quality: 90, effort: 7 })
      .toFile(file);
    console.log(file, errors.length ? errors : '');
    await page.close();
  }
} finally {
  await gpu.close();
  await app.close();
}
