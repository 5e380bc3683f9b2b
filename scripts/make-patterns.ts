/**
 * Draws Kitsmith's own catalogue images for the pattern-like layer kinds as SVG and rasterises
 * them with sharp, each folder with its catalogue JSON (the same entry shape as logos/graphics):
 * - public/patterns/: pattern tiles, seamless (anything crossing an edge is drawn again on the
 *   opposite edge);
 * - public/collars/: custom collar artwork, stretched over the collar strip;
 * - public/armbands/: captain's armband presets, drawn over the 512x128 armband area;
 * - public/materials/: material effects (mat), seamless GREYSCALE height tiles: white is raised.
 *
 * All but the materials are CHANNEL MASKS: red, green and blue each mark one recolourable part
 * (the layer's colours 1, 2 and 3) and alpha is coverage. Parts never overlap.
 * These are original drawings made for this project.
 *
 * Run: npx tsx scripts/make-patterns.ts
 */
import sharp from 'sharp';
import { format } from 'prettier';
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
  /** viewBox height when the image is not square (its width is always 100). */
  height?: number;
}

interface Folder {
  folder: 'patterns' | 'collars' | 'armbands' | 'materials';
  /** Raster width in pixels; the height follows the viewBox. */
  px: number;
  colormode: 'channels' | 'height';
  items: Tile[];
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

const TILES: Tile[] = [
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

/** A captain's "C": a thick ring with its right side open, centred at (cx, cy). */
function captainC(cx: number, cy: number, r: number, fill: string): string {
  const at = (deg: number) => [
    cx + r * Math.cos((deg * Math.PI) / 180),
    cy + r * Math.sin((deg * Math.PI) / 180),
  ];
  const [x0, y0] = at(-50);
  const [x1, y1] = at(50);
  return `<path d="M${x0!.toFixed(2)} ${y0!.toFixed(2)} A${r} ${r} 0 1 0 ${x1!.toFixed(2)} ${y1!.toFixed(2)}" fill="none" stroke="${fill}" stroke-width="${(r * 0.42).toFixed(2)}"/>`;
}

const COLLARS: Tile[] = [
  {
    // A ribbed collar: the body, two thin stripes, and a tipped edge at the neckline (top).
    name: 'Striped Rib',
    colors: ['#ffffff', '#d81e2c', '#1b4fa0'],
    height: 12.5,
    body:
      `<rect x="0" y="0" width="100" height="12.5" fill="${R}"/>` +
      `<rect x="0" y="4" width="100" height="1.2" fill="${G}"/>` +
      `<rect x="0" y="7" width="100" height="1.2" fill="${G}"/>` +
      `<rect x="0" y="0" width="100" height="1.6" fill="${B}"/>`,
  },
  {
    // A plain collar with a contrasting V at its middle (the front) and a tipped edge.
    name: 'Contrast V',
    colors: ['#ffffff', '#f5c400', '#101010'],
    height: 12.5,
    body:
      `<rect x="0" y="1.6" width="100" height="10.9" fill="${R}"/>` +
      `<polygon points="44,1.6 56,1.6 50,12.5" fill="${G}"/>` +
      `<rect x="0" y="0" width="100" height="1.6" fill="${B}"/>`,
  },
];

const ARMBANDS: Tile[] = [
  {
    // The band, a captain's C, and a stripe along each edge.
    name: 'Captain Classic',
    colors: ['#f5c400', '#101010', '#ffffff'],
    height: 25,
    body:
      `<rect x="0" y="0" width="100" height="25" fill="${R}"/>` +
      captainC(50, 12.5, 6.5, G) +
      `<rect x="0" y="1.5" width="100" height="1.5" fill="${B}"/>` +
      `<rect x="0" y="22" width="100" height="1.5" fill="${B}"/>`,
  },
  {
    // The band with slanted bars either side of the C.
    name: 'Captain Bars',
    colors: ['#1b4fa0', '#ffffff', '#d81e2c'],
    height: 25,
    body:
      `<rect x="0" y="0" width="100" height="25" fill="${R}"/>` +
      captainC(50, 12.5, 6.5, G) +
      [20, 27, 66, 73]
        .map((x) => `<polygon points="${x},25 ${x + 3},25 ${x + 8},0 ${x + 5},0" fill="${B}"/>`)
        .join(''),
  },
];

/** Height tiles: grey levels are relief, shaded with SVG gradients; all seamless. */
const MATERIALS: Tile[] = [
  {
    // Carbon twill: blocks whose shading alternates direction, offset row by row.
    name: 'Carbon',
    colors: [],
    body:
      `<defs><linearGradient id="h"><stop offset="0" stop-color="#303030"/><stop offset="0.5" stop-color="#f0f0f0"/><stop offset="1" stop-color="#303030"/></linearGradient>` +
      `<linearGradient id="v" x2="0" y2="1"><stop offset="0" stop-color="#303030"/><stop offset="0.5" stop-color="#d0d0d0"/><stop offset="1" stop-color="#303030"/></linearGradient></defs>` +
      [0, 1, 2, 3]
        .flatMap((row) =>
          [0, 1].map((col) => {
            const x = (col * 50 + row * 25) % 100;
            const fill = (row + col) % 2 === 0 ? 'url(#h)' : 'url(#v)';
            const rect = (rx: number) =>
              `<rect x="${rx}" y="${row * 25}" width="50" height="25" fill="${fill}"/>`;
            return rect(x) + (x + 50 > 100 ? rect(x - 100) : '');
          }),
        )
        .join(''),
  },
  {
    // Breathable mesh: a raised knit with round holes on a staggered grid.
    name: 'Mesh',
    colors: [],
    body:
      `<defs><radialGradient id="hole"><stop offset="0" stop-color="#000000"/><stop offset="0.75" stop-color="#202020"/><stop offset="1" stop-color="#c8c8c8"/></radialGradient></defs>` +
      `<rect width="100" height="100" fill="#c8c8c8"/>` +
      `<circle cx="50" cy="50" r="16" fill="url(#hole)"/>` +
      atCorners((x, y) => `<circle cx="${x}" cy="${y}" r="16" fill="url(#hole)"/>`),
  },
  {
    // Ribbed knit: rounded vertical ribs.
    name: 'Rib Knit',
    colors: [],
    body:
      `<defs><linearGradient id="rib"><stop offset="0" stop-color="#202020"/><stop offset="0.5" stop-color="#f0f0f0"/><stop offset="1" stop-color="#202020"/></linearGradient></defs>` +
      [0, 25, 50, 75].map((x) => `<rect x="${x}" y="0" width="25" height="100" fill="url(#rib)"/>`).join(''),
  },
];

const FOLDERS: Folder[] = [
  { folder: 'patterns', px: TILE_PX, colormode: 'channels', items: TILES },
  // Collars cover a strip about 12 times as wide as tall (eafc: 1536 x 128 at scale 1).
  { folder: 'collars', px: 1536, colormode: 'channels', items: COLLARS },
  // The armband area is drawn at 512 x 128 (spec §9); twice that keeps it crisp at scale 2.
  { folder: 'armbands', px: 1024, colormode: 'channels', items: ARMBANDS },
  { folder: 'materials', px: TILE_PX, colormode: 'height', items: MATERIALS },
];

const fileName = (name: string) => `${name.toLowerCase().replace(/[ #/]/g, '_')}.png`;

async function main(): Promise<void> {
  for (const { folder, px, colormode, items } of FOLDERS) {
    const out = path.join(ROOT, 'public', folder);
    mkdirSync(out, { recursive: true });
    for (const item of items) {
      const h = item.height ?? 100;
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${Math.round((px * h) / 100)}" viewBox="0 0 100 ${h}">${item.body}</svg>`;
      let image = sharp(Buffer.from(svg));
      // Height tiles are opaque grey: no alpha a renderer could premultiply the relief away with.
      if (colormode === 'height') image = image.flatten({ background: '#000000' });
      await image.png({ compressionLevel: 9 }).toFile(path.join(out, fileName(item.name)));
    }
    const catalogue = items.map((item) => ({
      name: item.name,
      colors: item.colors,
      premium: false,
      filename: fileName(item.name),
      colormode,
      format: 'png',
    }));
    // Formatted as the repository's prettier check expects, so regenerating keeps lint green.
    const json = await format(JSON.stringify(catalogue), { parser: 'json' });
    writeFileSync(path.join(out, `${folder}.json`), json);
  }
}

await main();
