/**
 * Draws Kitsmith's own fictional logos and graphics as SVG and rasterises them with sharp into
 * public/logos/ and public/graphics/, with a catalogue JSON per folder. The SVG is shipped next
 * to each PNG: the compositor rasterises it at the size it draws it, the PNG is the preview and
 * the fallback.
 *
 * Every image is a CHANNEL MASK, not a picture: red, green and blue each mark the pixels of one
 * recolourable part and alpha is the coverage. The compositor maps channel i to colour i of the
 * layer (or of the catalogue entry when recolouring is off), so one file serves every colour way.
 * Parts never overlap, so r + g + b <= 1 everywhere except on antialiased edges between parts.
 *
 * These are original shapes made for this project: no real crest or brand mark.
 *
 * Run: npx tsx scripts/make-logos.ts
 */
import sharp from 'sharp';
import { format } from 'prettier';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Logos are drawn at 1024 px so the largest custom logo (800 %) stays sharp at 4096. */
const LOGO_PX = 1024;
/** Graphics cover a whole region, so they are square textures stretched over it. */
const GRAPHIC_PX = 1024;

const R = '#ff0000';
const G = '#00ff00';
const B = '#0000ff';

interface Art {
  name: string;
  /** Catalogue type (spec §3: brand, club, sponsor, badge, icon…; graphics have none). */
  type?: string;
  /** Original colours, one per channel used, in channel order R, G, B. */
  colors: string[];
  svg: string;
}

const svg = (size: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">${body}</svg>`;

/** Five-pointed star centred at (cx, cy) with outer radius r. */
function star(cx: number, cy: number, r: number): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const rad = i % 2 === 0 ? r : r * 0.4;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    pts.push(`${(cx + rad * Math.cos(a)).toFixed(2)},${(cy + rad * Math.sin(a)).toFixed(2)}`);
  }
  return pts.join(' ');
}

const LOGOS: Art[] = [
  {
    // A shield crest: body, a diagonal band, and a star as the internal detail.
    name: 'Harbour Shield',
    type: 'club',
    colors: ['#1d3557', '#f1faee', '#e63946'],
    svg: svg(
      LOGO_PX,
      `<defs><clipPath id="s"><path d="M10 8 H90 V48 C90 72 70 86 50 94 C30 86 10 72 10 48 Z"/></clipPath></defs>
       <path d="M10 8 H90 V48 C90 72 70 86 50 94 C30 86 10 72 10 48 Z" fill="${R}"/>
       <g clip-path="url(#s)"><path d="M10 60 L90 20 L90 36 L10 76 Z" fill="${G}"/></g>
       <polygon points="${star(50, 34, 12)}" fill="${B}"/>`,
    ),
  },
  {
    // A roundel: outer ring, inner disc, and a chevron.
    name: 'Northgate Roundel',
    type: 'club',
    colors: ['#2a9d8f', '#ffffff', '#264653'],
    svg: svg(
      LOGO_PX,
      `<circle cx="50" cy="50" r="46" fill="${R}"/>
       <circle cx="50" cy="50" r="36" fill="${G}"/>
       <path d="M26 62 L50 34 L74 62 L64 62 L50 46 L36 62 Z" fill="${B}"/>`,
    ),
  },
  {
    // A brand mark: two leaning blades, like a small maker's logo on the chest.
    name: 'Veloce Blades',
    type: 'brand',
    colors: ['#ffffff', '#bfbfbf'],
    svg: svg(
      LOGO_PX,
      `<path d="M12 78 L44 22 L58 22 L26 78 Z" fill="${R}"/>
       <path d="M42 78 L74 22 L88 22 L56 78 Z" fill="${G}"/>`,
    ),
  },
  {
    // A sponsor mark: a wide badge with a wave, readable across the chest.
    name: 'Tidewave',
    type: 'sponsor',
    colors: ['#ffffff', '#bfbfbf'],
    svg: svg(
      LOGO_PX,
      `<rect x="4" y="32" width="92" height="36" rx="18" fill="${R}"/>
       <path d="M14 56 C26 40 38 40 50 52 C62 64 74 64 86 48 L86 56 C74 72 62 72 50 60 C38 48 26 48 14 64 Z" fill="${G}"/>`,
    ),
  },
];

const GRAPHICS: Art[] = [
  {
    // Chevrons pointing down the chest, with a thin echo line under each.
    name: 'Chevron Band',
    colors: ['#ffffff', '#bfbfbf'],
    svg: svg(
      GRAPHIC_PX,
      [0, 1, 2]
        .map((i) => {
          const y = 30 + i * 14;
          return `<path d="M0 ${y} L50 ${y + 14} L100 ${y} L100 ${y + 6} L50 ${y + 20} L0 ${y + 6} Z" fill="${R}"/>
                  <path d="M0 ${y + 8} L50 ${y + 22} L100 ${y + 8} L100 ${y + 9.5} L50 ${y + 23.5} L0 ${y + 9.5} Z" fill="${G}"/>`;
        })
        .join(''),
    ),
  },
  {
    // Shards: three families of triangles, one per channel, for a broken-glass look.
    name: 'Shards',
    colors: ['#ffffff', '#bfbfbf', '#505050'],
    svg: svg(
      GRAPHIC_PX,
      `<path d="M0 0 L40 0 L10 35 Z M60 100 L100 60 L100 100 Z M45 40 L70 20 L62 55 Z" fill="${R}"/>
       <path d="M100 0 L100 30 L70 0 Z M0 60 L30 100 L0 100 Z M30 50 L45 40 L40 70 Z" fill="${G}"/>
       <path d="M45 0 L65 0 L55 15 Z M0 40 L15 45 L0 55 Z M72 60 L90 45 L85 70 Z" fill="${B}"/>`,
    ),
  },
  {
    // A sash from the left shoulder to the right hip, edged on both sides.
    name: 'Edged Sash',
    colors: ['#e63946', '#ffffff'],
    svg: svg(
      GRAPHIC_PX,
      `<path d="M0 10 L0 32 L100 96 L100 74 Z" fill="${G}"/>
       <path d="M0 14 L0 28 L100 92 L100 78 Z" fill="${R}"/>`,
    ),
  },
];

const slug = (name: string) => name.toLowerCase().replace(/[ #/]/g, '_');

async function rasterise(arts: Art[], folder: string): Promise<void> {
  const out = path.join(ROOT, 'public', folder);
  mkdirSync(out, { recursive: true });
  const catalogue = [];
  for (const art of arts) {
    const filename = `${slug(art.name)}.png`;
    const svgFile = `${slug(art.name)}.svg`;
    await sharp(Buffer.from(art.svg)).png({ compressionLevel: 9 }).toFile(path.join(out, filename));
    // The vector source too: the compositor rasterises it at the size it is drawn (crisp at 4096).
    writeFileSync(path.join(out, svgFile), art.svg.replace(/\s*\n\s*/g, ' ') + '\n');
    catalogue.push({
      name: art.name,
      ...(art.type ? { type: art.type } : {}),
      colors: art.colors,
      premium: false,
      filename,
      svg: svgFile,
      colormode: 'channels',
      format: 'png',
    });
  }
  // Written in prettier's format so regenerating keeps `npm run lint` green.
  const json = await format(JSON.stringify(catalogue), { parser: 'json' });
  writeFileSync(path.join(out, `${folder}.json`), json);
  console.log(`wrote ${arts.length} images into public/${folder}`);
}

await rasterise(LOGOS, 'logos');
await rasterise(GRAPHICS, 'graphics');
