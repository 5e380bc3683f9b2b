/**
 * Draws Kitsmith's own pattern tiles as SVG and rasterises them with sharp into public/patterns/,
 * with the catalogue file public/patterns/patterns.json (the same entry shape as logos/graphics).
 *
 * Every tile is a CHANNEL MASK: red, green and blue each mark one recolourable part (the pattern
 * layer's colours 1, 2 and 3) and alpha is coverage. Tiles are seamless: anything that crosses an
 * edge is drawn again on the opposite edge, so repeats show no join. Parts never overlap.
 *
 * Run: npx tsx scripts/make-patterns.ts
 */
import sharp from 'sharp';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** 256 px: a tile is at most 800 region pixels (1600 texels at scale 2), mipmaps do the rest. */
const TILE_PX = 256;

const R = '#ff0000';
const G = '#00ff00';
const B = '#0000ff';

interface Tile {
  name: string;
  /** Original colours, one per channel used, in channel order R, G, B. */
  colors: string[];
  body: string;
}

/** The same shape at the four corners of the 100x100 tile, so it wraps seamlessly. */
const atCorners = (shape: (x: number, y: number) => string) =>
  [0, 100].flatMap((x) => [0, 100].map((y) => shape(x, y))).join('');

function star(cx: number, cy: number, r: number): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const rad = i % 2 === 0 ? r : r * 0.42;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    pts.push(`${(cx + rad * Math.cos(a)).toFixed(2)},${(cy + rad * Math.sin(a)).toFixed(2)}`);
  }
  return `<polygon points="${pts.join(' ')}" fill="${B}"/>`;
}

export const TILES: Tile[] = [
  {
    // A diamond with a round stud in its middle, small dots where four tiles meet.
    name: 'Diamond Grid',
    colors: ['#ffffff', '#bfbfbf', '#505050'],
    body:
      `<polygon points="50,12 88,50 50,88 12,50" fill="${R}"/>` +
      `<circle cx="50" cy="50" r="10" fill="${G}"/>` +
      atCorners((x, y) => `<circle cx="${x}" cy="${y}" r="8" fill="${B}"/>`),
  },
  {
    // A ring with a dot set off-centre inside it (so mirrored tiles differ), small stars where
    // four tiles meet.
    name: 'Star Field',
    colors: ['#ffffff', '#bfbfbf', '#505050'],
    body:
      `<circle cx="50" cy="50" r="22" fill="none" stroke="${R}" stroke-width="8"/>` +
      `<circle cx="60" cy="50" r="6" fill="${G}"/>` +
      atCorners((x, y) => star(x, y, 16)),
  },
  {
    // Crossing bands: a vertical and a horizontal band and their crossing as a third part,
    // which repeats into a check.
    name: 'Crossing Bands',
    colors: ['#ffffff', '#bfbfbf', '#505050'],
    body:
      `<rect x="35" y="0" width="30" height="100" fill="${R}"/>` +
      `<rect x="0" y="35" width="100" height="30" fill="${G}"/>` +
      `<rect x="35" y="35" width="30" height="30" fill="${B}"/>`,
  },
];

const fileName = (name: string) => `${name.toLowerCase().replace(/[ #/]/g, '_')}.png`;

async function main(): Promise<void> {
  const out = path.join(ROOT, 'public/patterns');
  mkdirSync(out, { recursive: true });
  for (const tile of TILES) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE_PX}" height="${TILE_PX}" viewBox="0 0 100 100">${tile.body}</svg>`;
    await sharp(Buffer.from(svg))
      .png({ compressionLevel: 9 })
      .toFile(path.join(out, fileName(tile.name)));
  }
  const catalogue = TILES.map((tile) => ({
    name: tile.name,
    colors: tile.colors,
    premium: false,
    filename: fileName(tile.name),
    colormode: 'channels',
    format: 'png',
  }));
  writeFileSync(path.join(out, 'patterns.json'), JSON.stringify(catalogue, null, 2) + '\n');
}

await main();
