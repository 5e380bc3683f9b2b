/**
 * Kit templates: a fictional maker's cut for a season. Each carries its designs per area, body
 * and sleeve masks, collar shapes and collar UV masks, finish overlays (seams and stitching as
 * greyscale shading), a fold normal map, where the maker's logo sits, long sleeves, a collar
 * preview and the shorts style. Images are drawn here and written to public/templates/<id>/.
 */
import sharp from 'sharp';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { f2, rng, slug } from './svg.ts';

export type Cut = 'set-in' | 'raglan' | 'side-panel' | 'yoke';
export type CollarShape = 'crew' | 'v' | 'polo' | 'wrap' | 'henley';

export interface TemplateSource {
  name: string;
  brand: string;
  year: number;
  cut: Cut;
  collars: CollarShape[];
  long_sleeve: boolean;
  /** Base design names per area (spec document 1, section 3 "Base designs"). */
  designs: { shirt: string[]; shorts: string[]; socks: string[] };
  shortstyle: number[];
  basketball?: boolean;
  colors: string[];
}

export const BRANDS = ['Veloce Blades', 'Arcline', 'Stride', 'Nordkap', 'Orbis', 'Kinetik'] as const;

const FOOTBALL_CUTS: [string, Cut, CollarShape[], string[]][] = [
  ['Origin', 'set-in', ['crew', 'v'], ['three_color_stripe']],
  ['Pro Match', 'raglan', ['v', 'crew'], ['stripes']],
  ['Heritage', 'set-in', ['polo', 'henley'], ['cross']],
  ['Vortex', 'side-panel', ['crew', 'wrap'], ['halftone_gradient_dots']],
  ['Academy', 'yoke', ['crew'], ['checkers']],
];

const PALETTES = [
  ['#ffffff', '#1d3557', '#e63946', '#a8dadc'],
  ['#111111', '#ffba08', '#ffffff', '#6a040f'],
  ['#0b6e4f', '#ffffff', '#f4d35e', '#073b2a'],
  ['#14213d', '#fca311', '#e5e5e5', '#000000'],
  ['#c1121f', '#ffffff', '#003049', '#fdf0d5'],
  ['#5a189a', '#ffffff', '#ff9e00', '#240046'],
];

/** 4 football cuts for each of 5 makers, plus 4 basketball templates: 24 in all. */
export const TEMPLATES: TemplateSource[] = [
  ...BRANDS.slice(0, 5).flatMap((brand, b) =>
    [0, 1, 2, 3].map((c) => {
      const [cutName, cut, collars, shirt] = FOOTBALL_CUTS[(b + c) % FOOTBALL_CUTS.length]!;
      return {
        name: `${brand.split(' ')[0]} ${cutName}`,
        brand,
        year: 2022 + ((b + c) % 5),
        cut,
        collars,
        long_sleeve: (b + c) % 4 === 3,
        designs: { shirt, shorts: ['rectangle'], socks: ['stripes'] },
        shortstyle: [[0, 2, 3, 4, 6][(b + c) % 5]!],
        // Palettes cycle apart from cuts, so two makers' versions of a cut differ in colour too.
        colors: PALETTES[(b * 4 + c) % PALETTES.length]!,
      };
    }),
  ),
  ...['Court', 'Hardwood', 'Baseline', 'Fastbreak'].map((cutName, i) => ({
    name: `Kinetik ${cutName}`,
    brand: 'Kinetik',
    year: 2023 + i,
    cut: (['set-in', 'side-panel', 'yoke', 'raglan'] as const)[i]!,
    collars: [(['v', 'crew', 'v', 'wrap'] as const)[i]!],
    long_sleeve: false,
    designs: {
      shirt: [['stripe_with_border', 'stripes_2_colors', 'stepped_gradient', 'zig_zag'][i]!],
      shorts: ['rectangle'],
      socks: [],
    },
    shortstyle: [0],
    basketball: true,
    colors: PALETTES[(i + 2) % PALETTES.length]!,
  })),
];

/** Masks and finishes: about the size a body panel is drawn at scale 0.5 (512 x 672 in eafc). */
const PX = 512;
/** Fold normals are smooth: a quarter of the panel's normal-map size is plenty. */
const FOLD_PX = 256;
/** Collar UV masks span the collar strip (eafc: 1536 x 128 at scale 1). */
const COLLAR_W = 1024;
const COLLAR_H = 128;

export const svgPng = (body: string, w = PX, h = PX) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 100 ${f2((100 * h) / w)}">${body}</svg>`,
    ),
  )
    .flatten({ background: '#000000' })
    .png({ compressionLevel: 9 });

/**
 * Body mask: white where the shirt body takes colour 1, black where panels/sleeves take over.
 * `neck` is SVG drawn over it in black: a custom collar's own neck trim (collar-cuts.ts); a
 * template has none (its collar strip is its whole neck).
 */
export function bodyMask(cut: Cut, back: boolean, neck = ''): string {
  const base = `<rect width="100" height="100" fill="#ffffff"/>`;
  switch (cut) {
    case 'raglan':
      return (
        base +
        `<path d="M0 0 L30 0 L0 ${back ? 34 : 30} Z M100 0 L70 0 L100 ${back ? 34 : 30} Z" fill="#000000"/>` +
        neck
      );
    case 'side-panel':
      return (
        base +
        `<rect x="0" y="20" width="12" height="80" fill="#000000"/><rect x="88" y="20" width="12" height="80" fill="#000000"/>` +
        neck
      );
    case 'yoke':
      return (
        base +
        `<path d="M0 0 H100 V${back ? 22 : 16} C70 ${back ? 30 : 24} 30 ${back ? 30 : 24} 0 ${back ? 22 : 16} Z" fill="#000000"/>` +
        neck
      );
    default:
      return base + neck;
  }
}

/** Sleeve mask: the sleeve body, with the cuff (the bottom tenth or so) left to the cuff colour. */
export function sleeveMask(longSleeve: boolean): string {
  return `<rect width="100" height="${longSleeve ? 94 : 88}" fill="#ffffff"/>`;
}

/** A seam as shading: a dark line with a light dashed stitch beside it. */
export const seamLine = (d: string, w = 0.8) =>
  `<path d="${d}" stroke="#505050" stroke-width="${w}" fill="none"/><path d="${d}" stroke="#9a9a9a" stroke-width="0.3" stroke-dasharray="1 1" fill="none" transform="translate(0.9 0)"/>`;

/**
 * Seams and stitching as shading: mid grey is neutral, darker lines are seams. `neck` is the
 * seams and shading along a custom collar's own neck line (collar-cuts.ts); a template has none.
 */
export function finish(cut: Cut, seed: number, shorts: boolean, neck = ''): string {
  const rand = rng(seed);
  const seams: string[] = [`<rect width="100" height="100" fill="#808080"/>`];
  const line = seamLine;
  if (shorts) seams.push(line('M50 0 V40'), line('M0 92 H100', 0.6), line('M0 6 H100', 0.6));
  else if (cut === 'raglan') seams.push(line('M30 0 L0 30'), line('M70 0 L100 30'));
  else if (cut === 'side-panel') seams.push(line('M12 20 V100'), line('M88 20 V100'));
  else if (cut === 'yoke') seams.push(line('M0 16 C30 24 70 24 100 16'));
  seams.push(neck);
  seams.push(line('M0 97 H100', 0.5));
  // Soft light and shade so a flat colour reads as cloth.
  seams.push(
    `<defs><radialGradient id="l" cx="${f2(40 + rand() * 20)}%" cy="35%"><stop offset="0" stop-color="#ffffff" stop-opacity="0.08"/><stop offset="1" stop-color="#000000" stop-opacity="0.06"/></radialGradient></defs><rect width="100" height="100" fill="url(#l)"/>`,
  );
  return seams.join('');
}

/**
 * Fold normals: soft diagonal drape folds down the panel's sides, where cloth gathers under the
 * arms and at the waist, and none in the middle of the panel, where prints sit flat. Tangent
 * normals encoded as n * 128 + 127, so a flat texel is exactly #7f7fff (spec §9) and adds nothing.
 */
async function foldNormals(seed: number, file: string): Promise<void> {
  const rand = rng(seed);
  const folds = Array.from({ length: 3 }, (_, k) => ({
    angle: (0.9 + rand() * 0.35) * (k === 2 ? 0.6 : 1),
    frequency: 3 + rand() * 2.5,
    phase: rand() * 6.28,
    amplitude: 1 - k * 0.25,
  }));
  const smooth = (a: number, b: number, x: number) => {
    const t = Math.min(1, Math.max(0, (x - a) / (b - a)));
    return t * t * (3 - 2 * t);
  };
  const height = (x: number, y: number) => {
    const side = x - 0.5;
    const envelope = smooth(0.2, 0.42, Math.abs(side));
    if (envelope === 0) return 0;
    // Mirrored about the centre line, so the folds run down and in from both armpits.
    const u = Math.abs(side);
    return (
      envelope *
      folds.reduce(
        (h, f) =>
          h +
          f.amplitude *
            Math.sin((u * Math.cos(f.angle) + y * Math.sin(f.angle)) * f.frequency * 2 * Math.PI + f.phase),
        0,
      )
    );
  };
  const data = Buffer.alloc(FOLD_PX * FOLD_PX * 3);
  const e = 1 / FOLD_PX;
  const encode = (v: number) => Math.min(255, Math.max(0, Math.round(127 + v * 128)));
  for (let j = 0; j < FOLD_PX; j++)
    for (let i = 0; i < FOLD_PX; i++) {
      const x = (i + 0.5) / FOLD_PX;
      const y = 1 - (j + 0.5) / FOLD_PX; // image rows run down, region y runs up
      // Slopes of a relief about 2 % of the panel high: folds that catch the light, not ridges.
      const dx = ((height(x + e, y) - height(x - e, y)) / (2 * e)) * 0.022;
      const dy = ((height(x, y + e) - height(x, y - e)) / (2 * e)) * 0.022;
      const len = Math.hypot(dx, dy, 1);
      const k = (j * FOLD_PX + i) * 3;
      data[k] = encode(-dx / len);
      data[k + 1] = encode(-dy / len);
      data[k + 2] = encode(1 / len);
    }
  await sharp(data, { raw: { width: FOLD_PX, height: FOLD_PX, channels: 3 } })
    .png({ compressionLevel: 9 })
    .toFile(file);
}

function collarShape(shape: CollarShape): string {
  switch (shape) {
    case 'v':
      return `<path d="M0 0 H100 V40 H62 L50 100 L38 40 H0 Z" fill="#ffffff"/>`;
    case 'polo':
      return `<path d="M0 0 H100 V60 H56 V100 H44 V60 H0 Z" fill="#ffffff"/>`;
    case 'wrap':
      return `<path d="M0 0 H100 V40 H60 L40 100 L36 40 H0 Z" fill="#ffffff"/>`;
    case 'henley':
      return `<path d="M0 0 H100 V40 H54 V90 H46 V40 H0 Z" fill="#ffffff"/>`;
    default:
      return `<rect width="100" height="40" fill="#ffffff"/>`;
  }
}

export interface TemplateFiles {
  dir: string;
  mask: { front: string; back: string };
  mask_sleeves: string;
  collar_uv: string[];
  finish: string;
  finish2: string;
  finish_shorts: string;
  normals: string;
  collar_preview: string;
}

/** Draws one template's images; returns their public URLs. */
export async function drawTemplate(root: string, t: TemplateSource, index: number): Promise<TemplateFiles> {
  const id = slug(t.name);
  const dir = path.join(root, 'public/templates', id);
  mkdirSync(dir, { recursive: true });
  const url = (f: string) => `/templates/${id}/${f}`;
  await svgPng(bodyMask(t.cut, false)).toFile(path.join(dir, 'mask_front.png'));
  await svgPng(bodyMask(t.cut, true)).toFile(path.join(dir, 'mask_back.png'));
  await svgPng(sleeveMask(t.long_sleeve)).toFile(path.join(dir, 'mask_sleeves.png'));
  const collarUv: string[] = [];
  for (const [k, shape] of t.collars.entries()) {
    const f = `collar_uv_${k}.png`;
    // Shapes are drawn in a 100 x 100 square, squeezed onto the strip's view.
    const squeeze = `<g transform="scale(1 ${COLLAR_H / COLLAR_W})">${collarShape(shape)}</g>`;
    await svgPng(squeeze, COLLAR_W, COLLAR_H).toFile(path.join(dir, f));
    collarUv.push(url(f));
  }
  await svgPng(finish(t.cut, index * 7 + 1, false)).toFile(path.join(dir, 'finish.png'));
  // finish is the front's art, finish2 the back's (same seams, its own light).
  await svgPng(finish(t.cut, index * 7 + 2, false)).toFile(path.join(dir, 'finish2.png'));
  await svgPng(finish('set-in', index * 7 + 3, true)).toFile(path.join(dir, 'finish_shorts.png'));
  await foldNormals(index * 7 + 4, path.join(dir, 'normals.png'));
  const [c1, c2] = t.colors;
  await sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 100 100"><rect width="100" height="100" fill="${c1}"/><g transform="translate(0 30)">${collarShape(t.collars[0]!).replace(/#ffffff/g, c2!)}</g></svg>`,
    ),
  )
    .png({ compressionLevel: 9 })
    .toFile(path.join(dir, 'collar_preview.png'));
  return {
    dir: `/templates/${id}/`,
    mask: { front: url('mask_front.png'), back: url('mask_back.png') },
    mask_sleeves: url('mask_sleeves.png'),
    collar_uv: collarUv,
    finish: url('finish.png'),
    finish2: url('finish2.png'),
    finish_shorts: url('finish_shorts.png'),
    normals: url('normals.png'),
    collar_preview: url('collar_preview.png'),
  };
}
