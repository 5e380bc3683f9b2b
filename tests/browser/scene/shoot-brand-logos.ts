/**
 * Screenshots of every template maker's brand logo where its templates put it
 * (`npx tsx tests/browser/scene/shoot-brand-logos.ts`): for each brand, a kit on its first
 * template (basketball for Kinetik, eafc for the rest), the Shirt view from the front
 * (`3d-brand-<brand>.png`) and the shirt texture (`texture-brand-<brand>.png`) in SHOT_DIR
 * (default tests/browser/.artifacts). Serves the built app (`npx vite build` first), with logos
 * and templates served free and released, so Plus brands are looked at too.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launchGpuBrowser, ROOT } from '../harness.ts';
import { startEditorServer } from '../editor/editor-server.ts';
import { freeCatalogue, openShotPage, settledShirt, shirtFrontShot } from './scene-shot.ts';

const out = process.env.SHOT_DIR ?? path.join(ROOT, 'tests/browser/.artifacts');
const served = new Map(
  ['logos', 'templates'].map((name) => [`/data/catalogue/${name}.json`, freeCatalogue(name)]),
);
const templates = JSON.parse(served.get('/data/catalogue/templates.json')!) as {
  id: string;
  brand: { name: string };
  games: string[];
}[];
const brands = [...new Set(templates.map((t) => t.brand.name))].filter(
  (brand) => !process.env.BRANDS || process.env.BRANDS.split(',').includes(brand),
);
const server = await startEditorServer();
const gpu = await launchGpuBrowser();
mkdirSync(out, { recursive: true });

try {
  for (const brand of brands) {
    const template = templates.find((t) => t.brand.name === brand)!;
    const game = template.games[0]!;
    const page = await openShotPage(gpu, server.url, game, served);
    const kit = JSON.parse(await page.evaluate(() => window.kitsmith!.getKit())) as {
      template: string;
      logos: { t: string; l?: string }[];
    };
    kit.template = template.id;
    for (const logo of kit.logos) if (logo.t === 'brand') logo.l = brand.toLowerCase().replace(/ /g, '_');
    const report = await page.evaluate((data) => window.kitsmith!.loadKit(data), JSON.stringify(kit));
    if (report.dropped.length > 0) console.error(brand, 'dropped', report.dropped);
    const slug = brand.toLowerCase().replace(/ /g, '_');
    writeFileSync(path.join(out, `texture-brand-${slug}.png`), await settledShirt(page));
    await shirtFrontShot(page, path.join(out, `3d-brand-${slug}.png`));
    await page.close();
  }
} finally {
  await gpu.close();
  await server.close();
}
