/**
 * Contact sheets: every preview of a category on one image with its name, written to
 * docs/screenshots/catalogue-<category>.png so the catalogue can be reviewed at a glance.
 * Run after the previews: npx tsx scripts/catalogue/contact-sheets.ts
 */
import sharp, { type OverlayOptions } from 'sharp';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCatalogue } from './previews.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CELL_W = 200;
const LABEL_H = 22;

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function sheet(
  category: string,
  items: { name: string; preview_url: string; premium: boolean; date: string }[],
): Promise<void> {
  const first = await sharp(path.join(ROOT, 'public', items[0]!.preview_url)).metadata();
  const scale = CELL_W / first.width;
  const cellH = Math.round(first.height * scale);
  const cols = Math.min(8, Math.max(4, Math.ceil(Math.sqrt(items.length * (cellH / CELL_W)))));
  const rows = Math.ceil(items.length / cols);
  const width = cols * (CELL_W + 8) + 8;
  const height = rows * (cellH + LABEL_H + 8) + 8;
  const layers: OverlayOptions[] = [];
  for (const [i, item] of items.entries()) {
    const x = 8 + (i % cols) * (CELL_W + 8);
    const y = 8 + Math.floor(i / cols) * (cellH + LABEL_H + 8);
    const image = await sharp(path.join(ROOT, 'public', item.preview_url))
      .resize(CELL_W, cellH, { fit: 'fill' })
      .png()
      .toBuffer();
    layers.push({ input: image, left: x, top: y });
    const tag = item.premium ? ' ★' : '';
    const label = `<svg xmlns="http://www.w3.org/2000/svg" width="${CELL_W}" height="${LABEL_H}"><text x="2" y="15" font-family="sans-serif" font-size="12" fill="#e9ecef">${escapeXml(item.name + tag)}</text></svg>`;
    layers.push({ input: Buffer.from(label), left: x, top: y + cellH });
  }
  mkdirSync(path.join(ROOT, 'docs/screenshots'), { recursive: true });
  await sharp({ create: { width, height, channels: 3, background: '#212529' } })
    .composite(layers)
    .png({ compressionLevel: 9 })
    .toFile(path.join(ROOT, 'docs/screenshots', `catalogue-${category}.png`));
}

for (const [category, items] of Object.entries(readCatalogue())) await sheet(category, items);
console.log('contact sheets written to docs/screenshots/');
