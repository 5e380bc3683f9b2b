/**
 * Screenshots of shipped custom collars that bring their own cut
 * (`npx tsx tests/browser/scene/shoot-custom-collars.ts`): the Shirt view from the front, one
 * PNG per collar and game, `3d-custom-collar-<game>-<id>.png` in SHOT_DIR (default
 * tests/browser/.artifacts). Serves the built app (`npx vite build` first). The kit is the
 * game's first kit with the collar added above its template; collars.json is served with every
 * collar free and released, so Plus and early-access collars can be looked at too.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launchGpuBrowser, ROOT } from '../harness.ts';
import { startEditorServer } from '../editor/editor-server.ts';
import { freeCatalogue, openShotPage, settledShirt, shirtFrontShot } from './scene-shot.ts';

const out = process.env.SHOT_DIR ?? path.join(ROOT, 'tests/browser/.artifacts');
const GAMES = (process.env.GAMES ?? 'eafc,basketball').split(',');
const COLLARS = (process.env.COLLARS ?? 'Contrast V,Polo Placket,Wrap Band,Tipped Edge').split(',');
const served = new Map([['/data/catalogue/collars.json', freeCatalogue('collars')]]);
const server = await startEditorServer();
const gpu = await launchGpuBrowser();
mkdirSync(out, { recursive: true });

try {
  for (const game of GAMES) {
    const page = await openShotPage(gpu, server.url, game, served);
    const first = await page.evaluate(() => window.kitsmith!.getKit());
    for (const name of COLLARS) {
      const kit = JSON.parse(first) as { shirt: Record<string, unknown>[] };
      const at = kit.shirt.findIndex((layer) => layer.n === 'template');
      kit.shirt.splice(at + 1, 0, { n: 'custom_collar', uuid: 'shot-collar', p: name });
      const report = await page.evaluate((data) => window.kitsmith!.loadKit(data), JSON.stringify(kit));
      if (report.dropped.length > 0) console.error(name, 'dropped', report.dropped);
      const texture = await settledShirt(page);
      if (process.env.TEXTURES === '1') writeFileSync(path.join(out, `texture-${game}-${name}.png`), texture);
      await shirtFrontShot(
        page,
        path.join(out, `3d-custom-collar-${game}-${name.toLowerCase().replace(/ /g, '_')}.png`),
      );
    }
    await page.close();
  }
} finally {
  await gpu.close();
  await server.close();
}
