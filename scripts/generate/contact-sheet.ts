/**
 * A contact sheet of 48 generated kits on the 3D mannequin (front, full body), written to
 * docs/screenshots/generator-contact-sheet.png, to review the generator's output at a glance:
 * 32 random kits and 16 real-world sides' home, away and third kits, each labelled with its design
 * (as the UI names it) and seed or team. Needs `npx vite build` first.
 *
 *   npx tsx scripts/generate/contact-sheet.ts
 */
import sharp, { type OverlayOptions } from 'sharp';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FM_KIT_TYPES } from '../../src/kit/index.ts';
import { DESIGN_LABEL_KEYS, generateKit, type GeneratedKit } from '../../src/kit/random/index.ts';
import { openRenderSession } from '../render.ts';
import { readGeneratorCatalogue, readTeams, ROOT } from './catalogue.ts';
import { FICTIONAL_TEAM_COUNT } from '../catalogue/teams.ts';

const CELL_W = 200;
const CELL_H = 288;
const LABEL_H = 34;
const COLS = 8;
/** The mannequin's part of the 3D view at 1280x720 (full body, front camera). */
const CLIP = { x: 700, y: 118, width: 240, height: 346 };

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const catalogue = readGeneratorCatalogue();
const real = readTeams().slice(FICTIONAL_TEAM_COUNT);
const english = JSON.parse(readFileSync(path.join(ROOT, 'public/data/lan/en.json'), 'utf8')) as Record<
  string,
  string
>;

const kits: { generated: GeneratedKit; label: string }[] = [];
for (let i = 0; i < 32; i++) {
  const generated = generateKit({ game: 'eafc', seed: `sheet-${i}`, catalogue });
  kits.push({ generated, label: `seed sheet-${i}` });
}
for (let i = 0; i < 16; i++) {
  const team = real[(i * 11) % real.length]!;
  const kitType = FM_KIT_TYPES[i % 3]!;
  const generated = generateKit({ game: 'eafc', seed: `sheet-team-${i}`, catalogue, team, kitType });
  kits.push({ generated, label: `${team.name} ${kitType}` });
}

const session = await openRenderSession('eafc', 0.5);
console.log(`3D on ${session.renderer}`);
const layers: OverlayOptions[] = [];
try {
  for (const [i, { generated, label }] of kits.entries()) {
    await session.page.evaluate((data) => window.kitsmith!.loadKit(data), generated.data);
    // The kit is composited; give the on-demand 3D view its frame.
    await new Promise((resolve) => setTimeout(resolve, 700));
    const shot = await session.page.screenshot({ clip: CLIP });
    const image = await sharp(shot).resize(CELL_W, CELL_H, { fit: 'cover' }).png().toBuffer();
    const x = 8 + (i % COLS) * (CELL_W + 8);
    const y = 8 + Math.floor(i / COLS) * (CELL_H + LABEL_H + 8);
    layers.push({ input: image, left: x, top: y });
    const design = english[DESIGN_LABEL_KEYS[generated.design]] ?? generated.design;
    const text = `<svg xmlns="http://www.w3.org/2000/svg" width="${CELL_W}" height="${LABEL_H}"><text x="2" y="14" font-family="sans-serif" font-size="12" fill="#e9ecef">${escapeXml(design)}</text><text x="2" y="29" font-family="sans-serif" font-size="11" fill="#adb5bd">${escapeXml(label)}</text></svg>`;
    layers.push({ input: Buffer.from(text), left: x, top: y + CELL_H });
    console.log(`${i + 1}/48 ${design} (${label})`);
  }
} finally {
  await session.close();
}
const rows = Math.ceil(kits.length / COLS);
mkdirSync(path.join(ROOT, 'docs/screenshots'), { recursive: true });
const target = path.join(ROOT, 'docs/screenshots/generator-contact-sheet.png');
await sharp({
  create: {
    width: COLS * (CELL_W + 8) + 8,
    height: rows * (CELL_H + LABEL_H + 8) + 8,
    channels: 3,
    background: '#212529',
  },
})
  .composite(layers)
  .png({ compressionLevel: 9 })
  .toFile(target);
console.log(`written ${target}`);
