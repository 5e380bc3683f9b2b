/**
 * Catalogue previews drawn by the real compositor: every item becomes one layer rendered by the
 * engine's test page (tests/browser/pages/compositor.html, window.compositorTest.renderLayer) in
 * ONE Chromium session, composited over a ground colour and written to public/previews/<category>/.
 * The same layers serve the browser test that every asset loads and renders (catalogue.test.ts).
 */
import sharp from 'sharp';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  openKindSession,
  regionSize,
  type KindImage,
  type RenderOpts,
} from '../../tests/browser/compositor/kind-session.ts';
import type { CatalogueEntry } from './entry.ts';
import { templateLook } from '../../src/kit/operations/template-look.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface PreviewJob {
  category: string;
  id: string;
  layer: Record<string, unknown>;
  opts: RenderOpts;
  /** Kit colour under the layer. */
  ground: string;
}

/** Distinct kit colourways so a sheet of recolourable items does not look all the same. */
const WAYS = [
  ['#1d3557', '#f1faee', '#e63946'],
  ['#0b6e4f', '#f4d35e', '#ffffff'],
  ['#6a040f', '#ffba08', '#111111'],
  ['#14213d', '#fca311', '#e5e5e5'],
  ['#5a189a', '#ff9e00', '#ffffff'],
  ['#111111', '#e5e5e5', '#c1121f'],
];

/** The eafc front panel at 192 texels across, its height in proportion (no stretched previews). */
const [FRONT_W, FRONT_H] = regionSize('shirt', 'front');
const FRONT: RenderOpts = { region: 'front', width: 192, height: Math.round((192 * FRONT_H) / FRONT_W) };

/** The layer that shows an item, in the region that shows it best. */
export function previewJob(category: string, item: CatalogueEntry): PreviewJob {
  const way = WAYS[item.id_num % WAYS.length]!;
  const [ground, c1, c2] = way as [string, string, string];
  const own = item.colors.length > 0 ? item.colors : [c1];
  const uuid = `preview-${category}-${item.id}`;
  const job = (layer: Record<string, unknown>, opts: RenderOpts = FRONT, g = ground): PreviewJob => ({
    category,
    id: item.id,
    layer: { uuid, ...layer },
    opts,
    ground: g,
  });
  switch (category) {
    case 'patterns': {
      // Patterns drawn in their own colours (camouflage, tartan) show those; neutral ones a colourway.
      const neutral = item.colors[0] === '#ffffff' && item.colors[1] === '#bfbfbf';
      const colors = neutral ? [c1, c2, '#888888'] : item.colors;
      const layer = { n: 'pattern', p: item.name, c: colors, size: 220, mode: 1, tiling: 0, rotation: 0 };
      return job(layer, FRONT, neutral ? ground : '#2b2d42');
    }
    case 'graphics':
      return job({ n: 'graphic', g: item.name, c: [c1, c2, '#888888'] });
    case 'graphics_shorts':
      return job(
        { n: 'graphic', g: item.name, c: [c1, c2, '#888888'] },
        { area: 'shorts', region: 'shorts_front', width: 192, height: 192 },
      );
    case 'graphics_socks':
      return job(
        { n: 'graphic', g: item.name, c: [c1, c2, '#888888'] },
        { area: 'socks', region: 'sock', width: 256, height: 128 },
      );
    case 'logos':
      // Logos keep their own colours; a light ground shows dark logos, a dark one light logos.
      return job(
        { n: 'custom_logo', l: item.name, c: own, size: 800, position: 0, position_x: 0 },
        FRONT,
        item.colors[0] === '#ffffff' ? '#1d3557' : '#e9ecef',
      );
    case 'collars':
      return job(
        { n: 'custom_collar', p: item.name, c: own, colorCount: own.length },
        { region: 'collar', width: 576, height: 48 },
        '#808080',
      );
    case 'armbands':
      return job(
        { n: 'armband', preset: { n: item.name, t: 'template' }, c: own },
        { area: 'armband', region: 'armband', width: 256, height: 64 },
        '#808080',
      );
    case 'materials':
      return job(
        { n: 'mat', p: item.name, c: ['#ffffff'], size: 40, rotation: 0, opacity: 100 },
        FRONT,
        '#2b2d42',
      );
    case 'fonts':
      return job({ n: 'text', f: item.id, text: 'Kits 10', c: [c1, c2], size: 260, x: 0, y: 0 }, FRONT);
    case 'nba_fonts':
      return job({ n: 'text', f: item.id, text: '23', c: [c1, c2], size: 600, x: 0, y: 0 }, FRONT);
    case 'templates': {
      // What picking the template puts on a shirt, from the same look the editor dresses a new
      // kit in (src/kit/operations/template-look.ts): its shirt design at its defaults in the
      // template's colours, under the template's art (its panels, collar and finish).
      if (!('designs' in item)) throw new Error(`Template ${item.id} has no designs`);
      const look = templateLook(item, () => `${uuid}-design`);
      const art = { n: 'template', uuid: `${uuid}-art`, c: look.templateColors, kitTemplate: item.id };
      const layers = look.designs.shirt ? [look.designs.shirt, art] : [art];
      return job({ n: 'group', layers }, FRONT, look.ground);
    }
    default:
      throw new Error(`No preview for category ${category}`);
  }
}

const hexRgb = (hex: string) =>
  [1, 3, 5].map((k) => Number.parseInt(hex.slice(k, k + 2), 16)) as [number, number, number];

/** The kind's straight colour and coverage over the ground, rows top first. */
export function overGround(image: KindImage, ground: string): Buffer {
  const [gr, gg, gb] = hexRgb(ground);
  const out = Buffer.alloc(image.width * image.height * 3);
  for (let j = 0; j < image.height; j++)
    for (let i = 0; i < image.width; i++) {
      const [r, g, b, a] = image.at(i, j);
      const t = a / 255;
      const k = (j * image.width + i) * 3;
      out[k] = Math.round(r * t + gr * (1 - t));
      out[k + 1] = Math.round(g * t + gg * (1 - t));
      out[k + 2] = Math.round(b * t + gb * (1 - t));
    }
  return out;
}

export async function renderPreviews(catalogue: Record<string, CatalogueEntry[]>): Promise<void> {
  // Only the categories being drawn are cleared: `previews.ts <category>…` redraws just those.
  for (const category of Object.keys(catalogue))
    rmSync(path.join(ROOT, 'public/previews', category), { recursive: true, force: true });
  const session = await openKindSession();
  // The page's console only says "Failed to load resource"; the response names the file.
  const failed: string[] = [];
  session.page.on('response', (res) => {
    if (res.status() >= 400) failed.push(`${res.status()} ${res.url()}`);
  });
  try {
    for (const [category, items] of Object.entries(catalogue)) {
      const dir = path.join(ROOT, 'public/previews', category);
      mkdirSync(dir, { recursive: true });
      for (const item of items) {
        const job = previewJob(category, item);
        let image = await session.render(job.layer, job.opts);
        // dist/ is shared: another `vite build` empties it for a few seconds. A file that failed
        // to load meanwhile is drawn again once the build is back (with a fresh layer id, so the
        // engine asks for the file again); only a failure that stays is an error.
        for (let attempt = 1; failed.length > 0 && attempt <= 4; attempt++) {
          console.warn(`retrying ${category}/${item.id} after: ${failed.join(', ')}`);
          failed.length = 0;
          await new Promise((resolve) => setTimeout(resolve, 15_000));
          image = await session.render(
            { ...job.layer, uuid: `${String(job.layer.uuid)}-retry${attempt}` },
            job.opts,
          );
        }
        if (failed.length > 0)
          throw new Error(`Could not load for ${category}/${item.id}: ${failed.join(', ')}`);
        if (image.glError !== 0) throw new Error(`GL error ${image.glError} drawing ${category}/${item.id}`);
        await sharp(overGround(image, job.ground), {
          raw: { width: image.width, height: image.height, channels: 3 },
        })
          .png({ compressionLevel: 9 })
          .toFile(path.join(dir, `${item.id}.png`));
      }
      console.log(`previews: ${category} (${items.length})`);
    }
    const errors = session.errors.filter((e) => !/^Failed to load resource/.test(e));
    if (errors.length) throw new Error(`Page errors while rendering previews:\n${errors.join('\n')}`);
  } finally {
    await session.close();
  }
}

const CATEGORIES = [
  'patterns',
  'graphics',
  'graphics_shorts',
  'graphics_socks',
  'logos',
  'collars',
  'armbands',
  'materials',
  'fonts',
  'nba_fonts',
  'templates',
] as const;

/** The catalogue as written by build.ts, per category that has previews. */
export function readCatalogue(): Record<string, CatalogueEntry[]> {
  return Object.fromEntries(
    CATEGORIES.map((c) => [
      c,
      JSON.parse(
        readFileSync(path.join(ROOT, 'public/data/catalogue', `${c}.json`), 'utf8'),
      ) as CatalogueEntry[],
    ]),
  );
}

const isMain =
  process.argv[1] && path.resolve(process.argv[1]) === path.resolve(fileURLToPath(import.meta.url));
if (isMain) {
  // With category names as arguments, only those are redrawn (after changing their art).
  const only = process.argv.slice(2);
  const all = readCatalogue();
  const unknown = only.filter((c) => !Object.hasOwn(all, c));
  if (unknown.length) throw new Error(`Unknown preview categories: ${unknown.join(', ')}`);
  await renderPreviews(only.length ? Object.fromEntries(only.map((c) => [c, all[c]!])) : all);
}
