/**
 * The six built-in backgrounds of the Save preview dialog (document 2 §9), drawn here as SVG and
 * rasterised with sharp into public/backgrounds/<name>.jpg (2000 px, enough for every output).
 * Run: npx tsx scripts/preview-backgrounds.ts
 */
import sharp from 'sharp';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILT_IN_BACKGROUNDS } from '../src/tools/preview/settings.ts';

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/backgrounds');
const S = 2000;

/** A seeded random, so the images are the same on every run. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

const grain = (opacity: number, frequency = 0.9) => `
  <filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="${frequency}" numOctaves="3" seed="7"/>
  <feColorMatrix type="saturate" values="0"/></filter>
  <rect width="${S}" height="${S}" filter="url(#grain)" opacity="${opacity}" style="mix-blend-mode:overlay"/>`;

function stadium(): string {
  const r = random(1);
  const lights = Array.from({ length: 46 }, () => {
    const x = r() * S;
    const y = 120 + r() * 620;
    const size = 18 + r() * 70;
    const a = 0.25 + r() * 0.55;
    return `<circle cx="${x}" cy="${y}" r="${size}" fill="#fff6d8" opacity="${a}" filter="url(#soft)"/>`;
  }).join('');
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#060b1e"/><stop offset="0.55" stop-color="#13254a"/><stop offset="1" stop-color="#0b3b2a"/></linearGradient>
    <filter id="soft" x="-200%" y="-200%" width="500%" height="500%"><feGaussianBlur stdDeviation="14"/></filter>
    <radialGradient id="glow" cx="0.5" cy="0.3" r="0.6"><stop offset="0" stop-color="#7fa8ff" stop-opacity="0.35"/><stop offset="1" stop-color="#7fa8ff" stop-opacity="0"/></radialGradient></defs>
    <rect width="${S}" height="${S}" fill="url(#sky)"/><rect width="${S}" height="${S}" fill="url(#glow)"/>${lights}`;
}

function pitch(): string {
  const stripes = Array.from({ length: 10 }, (_, i) =>
    i % 2
      ? ''
      : `<rect x="0" y="${i * (S / 10)}" width="${S}" height="${S / 10}" fill="#ffffff" opacity="0.06"/>`,
  ).join('');
  return `<defs><radialGradient id="g" cx="0.5" cy="0.45" r="0.75"><stop offset="0" stop-color="#3f9a45"/><stop offset="1" stop-color="#154a1f"/></radialGradient></defs>
    <rect width="${S}" height="${S}" fill="url(#g)"/>${stripes}
    <circle cx="${S / 2}" cy="${S / 2}" r="${S * 0.22}" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="12"/>
    <line x1="0" y1="${S / 2}" x2="${S}" y2="${S / 2}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="12"/>${grain(0.35)}`;
}

function tunnel(): string {
  return `<defs><radialGradient id="g" cx="0.5" cy="0.42" r="0.7"><stop offset="0" stop-color="#e9eef5"/><stop offset="0.25" stop-color="#8d99a8"/><stop offset="0.7" stop-color="#2a3038"/><stop offset="1" stop-color="#0c0e12"/></radialGradient></defs>
    <rect width="${S}" height="${S}" fill="url(#g)"/>
    ${Array.from({ length: 9 }, (_, i) => `<rect x="${S * (0.08 + i * 0.105)}" y="0" width="${S * 0.012}" height="${S}" fill="#000" opacity="0.18"/>`).join('')}
    ${grain(0.3)}`;
}

function concrete(): string {
  return `<defs><filter id="c"><feTurbulence type="fractalNoise" baseFrequency="0.004 0.006" numOctaves="5" seed="3"/><feColorMatrix type="saturate" values="0"/></filter>
    <radialGradient id="v" cx="0.5" cy="0.45" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></radialGradient></defs>
    <rect width="${S}" height="${S}" fill="#8a8c8f"/><rect width="${S}" height="${S}" filter="url(#c)" opacity="0.55" style="mix-blend-mode:overlay"/>
    ${grain(0.45, 1.4)}<rect width="${S}" height="${S}" fill="url(#v)"/>`;
}

function sunset(): string {
  return `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2b1055"/><stop offset="0.45" stop-color="#d13f6a"/><stop offset="0.75" stop-color="#ff9a44"/><stop offset="1" stop-color="#ffd27a"/></linearGradient>
    <radialGradient id="sun" cx="0.5" cy="0.78" r="0.35"><stop offset="0" stop-color="#fff3c4" stop-opacity="0.95"/><stop offset="0.35" stop-color="#ffd27a" stop-opacity="0.5"/><stop offset="1" stop-color="#ffd27a" stop-opacity="0"/></radialGradient></defs>
    <rect width="${S}" height="${S}" fill="url(#g)"/><rect width="${S}" height="${S}" fill="url(#sun)"/>${grain(0.2)}`;
}

function court(): string {
  const r = random(5);
  const planks = Array.from({ length: 20 }, (_, i) => {
    const tone = ['#c8894b', '#b97a3f', '#d4995a', '#ad6e36'][Math.floor(r() * 4)]!;
    return `<rect x="${i * (S / 20)}" y="0" width="${S / 20 - 4}" height="${S}" fill="${tone}"/>`;
  }).join('');
  return `<defs><filter id="w"><feTurbulence type="fractalNoise" baseFrequency="0.002 0.08" numOctaves="3" seed="9"/><feColorMatrix type="saturate" values="0"/></filter>
    <radialGradient id="v" cx="0.5" cy="0.4" r="0.8"><stop offset="0.4" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.5"/></radialGradient></defs>
    <rect width="${S}" height="${S}" fill="#6b3f1d"/>${planks}
    <rect width="${S}" height="${S}" filter="url(#w)" opacity="0.35" style="mix-blend-mode:multiply"/>
    <rect width="${S}" height="${S}" fill="url(#v)"/>`;
}

const DRAW: Record<(typeof BUILT_IN_BACKGROUNDS)[number], () => string> = {
  stadium,
  pitch,
  tunnel,
  concrete,
  sunset,
  court,
};

for (const name of BUILT_IN_BACKGROUNDS) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}">${DRAW[name]()}</svg>`;
  await sharp(Buffer.from(svg))
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(path.join(OUT, `${name}.jpg`));
  await sharp(Buffer.from(svg))
    .resize(160, 160)
    .jpeg({ quality: 80 })
    .toFile(path.join(OUT, `${name}-thumb.jpg`));
  console.log(name);
}
