/**
 * `npm run catalogue`: regenerates Kitsmith's whole starter catalogue deterministically.
 *   1. draws every image (patterns, graphics, logos, collars, armbands, materials, templates) as
 *      SVG and rasterises it with sharp into its public/<folder>/, copies the fonts from npm;
 *   2. writes ONE catalogue, public/data/catalogue/<category>.json, that the compositor, the
 *      editor and the server all read (the server seeds its catalogue table from it);
 * `npm run catalogue` then builds the app and renders every item's preview with the real
 * compositor (previews.ts, one Chromium session).
 */
import sharp from 'sharp';
import { format } from 'prettier';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Art } from './art.ts';
import { GRAPHICS, GRAPHICS_SHORTS, GRAPHICS_SOCKS } from './graphics.ts';
import { ARMBANDS, COLLAR_NECKS, COLLARS, MATERIALS } from './kinds.ts';
import { drawCollarCuts } from './collar-cuts.ts';
import { LOGOS } from './logos.ts';
import { PATTERNS } from './patterns.ts';
import { copyFont, LETTER_FONTS, LETTERS, NUMBER_FONTS, NUMBERS } from './fonts.ts';
import { drawTemplate, TEMPLATES } from './templates.ts';
import { clubColours, FICTIONAL_TEAM_COUNT } from './teams.ts';
import { allTeams } from './teams-build.ts';
import type { FontItem, TemplateItem } from '../../src/kit/model/index.ts';
import { CATALOGUE_SCHEMAS } from '../../src/kit/schema/catalogue.ts';
import { catalogueEntry, type CatalogueEntry, type Dating } from './entry.ts';
import { slug, svgDoc } from './svg.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PUBLIC = path.join(ROOT, 'public');
const OUT = path.join(PUBLIC, 'data/catalogue');

interface ArtCategory {
  category: string;
  /** Asset folder under public/. */
  folder: string;
  items: Art[];
  /** Raster width; the height follows the viewBox. */
  px: number;
  colormode: 'channels' | 'height';
  /** Ship the SVG beside the PNG (the compositor rasterises logos and graphics at drawn size). */
  svg: boolean;
  type: string;
}

const ART: ArtCategory[] = [
  {
    category: 'patterns',
    folder: 'patterns',
    items: PATTERNS,
    px: 256,
    colormode: 'channels',
    svg: false,
    type: 'pattern',
  },
  {
    category: 'graphics',
    folder: 'graphics',
    items: GRAPHICS,
    px: 1024,
    colormode: 'channels',
    svg: true,
    type: 'graphic',
  },
  {
    category: 'graphics_shorts',
    folder: 'graphics',
    items: GRAPHICS_SHORTS,
    px: 1024,
    colormode: 'channels',
    svg: true,
    type: 'graphic',
  },
  {
    category: 'graphics_socks',
    folder: 'graphics',
    items: GRAPHICS_SOCKS,
    px: 1024,
    colormode: 'channels',
    svg: true,
    type: 'graphic',
  },
  {
    category: 'logos',
    folder: 'logos',
    items: LOGOS,
    px: 1024,
    colormode: 'channels',
    svg: true,
    type: 'logo',
  },
  // Collars cover a strip about 12 times as wide as tall (eafc: 1536 x 128 at scale 1).
  {
    category: 'collars',
    folder: 'collars',
    items: COLLARS,
    px: 1536,
    colormode: 'channels',
    svg: false,
    type: 'collar',
  },
  // The armband area is drawn at 512 x 128; twice that keeps it crisp at scale 2.
  {
    category: 'armbands',
    folder: 'armbands',
    items: ARMBANDS,
    px: 1024,
    colormode: 'channels',
    svg: false,
    type: 'armband',
  },
  {
    category: 'materials',
    folder: 'materials',
    items: MATERIALS,
    px: 256,
    colormode: 'height',
    svg: false,
    type: 'material',
  },
];

/** Names the compositor's pixel tests draw by name: never premium or early access. */
const TEST_NAMES = new Set([
  'Diamond Grid',
  'Star Field',
  'Crossing Bands',
  'Harbour Shield',
  'Northgate Roundel',
  'Veloce Blades',
  'Tidewave',
  'Chevron Band',
  'Shards',
  'Edged Sash',
  'Carbon',
  'Mesh',
  'Rib Knit',
  'Striped Rib',
  'Contrast V',
  'Captain Classic',
  'Captain Bars',
  'graduate',
  'oswald',
  'alfa_slab_one',
]);

async function writeJson(name: string, value: unknown): Promise<void> {
  // Every item must match the shared schema the app and the server read the file with.
  const schema = Object.hasOwn(CATALOGUE_SCHEMAS, name)
    ? CATALOGUE_SCHEMAS[name as keyof typeof CATALOGUE_SCHEMAS]
    : undefined;
  if (schema && Array.isArray(value))
    value.forEach((item, i) => {
      const result = schema.safeParse(item);
      if (!result.success) throw new Error(`${name}.json item ${i}: ${result.error.message}`);
    });
  // Formatted as the repository's prettier check expects, so regenerating keeps lint green.
  writeFileSync(path.join(OUT, `${name}.json`), await format(JSON.stringify(value), { parser: 'json' }));
}

async function drawArt(group: ArtCategory): Promise<CatalogueEntry[]> {
  const dir = path.join(PUBLIC, group.folder);
  mkdirSync(dir, { recursive: true });
  const entries: CatalogueEntry[] = [];
  for (const [i, art] of group.items.entries()) {
    const id = slug(art.name);
    const h = art.height ?? 100;
    const doc = svgDoc(group.px, Math.round((group.px * h) / 100), h, art.body);
    let image = sharp(Buffer.from(doc));
    // Height tiles are opaque grey: no alpha a renderer could premultiply the relief away with.
    if (group.colormode === 'height') image = image.flatten({ background: '#000000' });
    await image.png({ compressionLevel: 9 }).toFile(path.join(dir, `${id}.png`));
    if (group.svg) writeFileSync(path.join(dir, `${id}.svg`), doc + '\n');
    const dating: Dating = { category: group.category, index: i, protected: TEST_NAMES.has(art.name) };
    entries.push(
      catalogueEntry(dating, {
        id,
        name: art.name,
        type: art.type ?? group.type,
        cat: art.cat,
        brand: art.brand ?? '',
        brand_cat: art.brand ? slug(art.brand) : '',
        colors: art.colors,
        colormode: group.colormode,
        recolorable: group.colormode === 'channels',
        monochrome: art.colors.length <= 1,
        filename: `${id}.png`,
        ...(group.svg ? { svg: `${id}.svg` } : {}),
        format: 'png',
        url: `/${group.folder}/${id}.png`,
        credits_text: 'Drawn for Kitsmith by scripts/catalogue (original artwork).',
        credits_link: '',
        author: { name: 'Kitsmith', url: '' },
        license: 'Kitsmith original',
      }),
    );
  }
  return entries;
}

/** The collars whose design implies their own neckline get their cut per game (collar-cuts.ts). */
async function withCollarCuts(collars: CatalogueEntry[]): Promise<CatalogueEntry[]> {
  const out: CatalogueEntry[] = [];
  for (const [i, entry] of collars.entries()) {
    const line = COLLAR_NECKS[entry.name];
    out.push(line ? { ...entry, cuts: await drawCollarCuts(ROOT, entry.id, line, i) } : entry);
  }
  return out;
}

async function fonts(): Promise<{ letters: CatalogueEntry[]; numbers: CatalogueEntry[] }> {
  const dir = path.join(PUBLIC, 'fonts');
  mkdirSync(dir, { recursive: true });
  const credits = [
    '# Font credits',
    '',
    'Kit fonts shipped with Kitsmith, copied from npm by `npm run catalogue`.',
    '',
  ];
  const list = (sources: typeof LETTER_FONTS, category: string, fontType: 0 | 1) =>
    sources.map((source, i) => {
      const font = copyFont(ROOT, dir, source);
      credits.push(
        `- **${source.name}** (${font.family} ${source.weight}, ${source.role}): ${font.credits_text} Source ${font.credits_link}, npm package @fontsource/${source.pkg}, licence text in \`${font.licenseFile}\`.`,
      );
      return catalogueEntry<FontItem>(
        { category, index: i, protected: TEST_NAMES.has(source.id) },
        {
          id: source.id,
          name: source.name,
          type: fontType === 1 ? 'numbers' : 'letters',
          cat: [source.role],
          brand: '',
          brand_cat: '',
          colors: [],
          colormode: 'font',
          recolorable: true,
          monochrome: true,
          filename: font.file,
          format: 'woff2',
          url: `/fonts/${font.file}`,
          credits_text: font.credits_text,
          credits_link: font.credits_link,
          author: { name: font.author, url: font.credits_link },
          license: font.license,
          family: font.family,
          weight: source.weight,
          file: font.file,
          role: source.role,
          font_type: fontType,
          letters: fontType === 1 ? '' : LETTERS,
          numbers: NUMBERS,
        },
      );
    });
  const letters = list(LETTER_FONTS, 'fonts', 0);
  const numbers = list(NUMBER_FONTS, 'nba_fonts', 1);
  writeFileSync(path.join(dir, 'CREDITS.md'), credits.join('\n') + '\n');
  return { letters, numbers };
}

/**
 * Each maker's house spot for its logo on the shirt front: most on the wearer's right chest (the
 * viewer's left, -x), one centred under the collar; the basketball maker centres it on the chest.
 */
const BRAND_SHIRT_SPOTS: Record<string, { x: number; y: number; size: number }> = {
  'Veloce Blades': { x: -42, y: 52, size: 10 },
  Arcline: { x: 0, y: 40, size: 9 },
  Stride: { x: -40, y: 46, size: 9 },
  Nordkap: { x: -40, y: 48, size: 11 },
  Orbis: { x: -38, y: 32, size: 12 },
  Kinetik: { x: 0, y: 34, size: 8 },
};

async function templates(): Promise<CatalogueEntry[]> {
  const out: CatalogueEntry[] = [];
  for (const [i, t] of TEMPLATES.entries()) {
    const files = await drawTemplate(ROOT, t, i);
    const id = slug(t.name);
    out.push(
      catalogueEntry<TemplateItem>(
        { category: 'templates', index: i, protected: false, year: t.year },
        {
          id,
          name: t.name,
          type: 'template',
          cat: [t.cut, t.basketball ? 'basketball' : 'football'],
          // A template's brand is its maker's logo: where it sits per area, and which areas hide it.
          // Positions as the compositor reads them (src/compositor/images/kit-logos.ts): x, y
          // -100..100 of the panel's half size from its centre, size % of the panel's width.
          brand: {
            name: t.brand,
            positions: {
              shirt: BRAND_SHIRT_SPOTS[t.brand] ?? { x: -42, y: 52, size: 10 },
              shorts: { x: -68, y: -50, size: 14 },
              socks: { x: 0, y: 45, size: 10 },
            },
            logoShirt: true,
            logoShorts: true,
            logoSocks: !t.basketball,
          },
          brand_cat: slug(t.brand),
          colors: t.colors,
          colormode: 'template',
          recolorable: true,
          monochrome: false,
          filename: id,
          format: 'png',
          url: files.dir,
          credits_text: 'Drawn for Kitsmith by scripts/catalogue (original artwork).',
          credits_link: '',
          author: { name: 'Kitsmith', url: '' },
          license: 'Kitsmith original',
          games: t.basketball ? ['basketball'] : ['eafc', 'fifa', 'pes', 'fm'],
          designs: t.designs,
          mask: files.mask,
          mask_sleeves: files.mask_sleeves,
          apply_no_sleeves: t.cut === 'raglan',
          // The spec's template field (document 1 §3 "Template"): how many collar variants.
          collar: t.collars.length,
          collar_shapes: t.collars,
          collar_uv: files.collar_uv,
          finish: files.finish,
          finish2: files.finish2,
          finish_shorts: files.finish_shorts,
          normals: files.normals,
          long_sleeve: t.long_sleeve,
          collar_preview: files.collar_preview,
          settings: { shortstyle: t.shortstyle },
        },
      ),
    );
  }
  return out;
}

/**
 * The templates the server ships as its sample (src/server/catalogue/sample/): the first football
 * and the first basketball template, copied from this catalogue so the sample always has the
 * current item shape. The server serves it when its public folder has no catalogue yet.
 */
async function writeServerSample(templates: CatalogueEntry[]): Promise<void> {
  const first = (cat: string) => templates.find((t) => t.cat.includes(cat));
  const sample = [first('football'), first('basketball')].filter((t) => t !== undefined);
  const file = path.join(ROOT, 'src/server/catalogue/sample/templates.json');
  writeFileSync(file, await format(JSON.stringify(sample), { parser: 'json' }));
}

async function main(): Promise<void> {
  // Every generated folder is rebuilt from scratch, so nothing stale survives a rename.
  for (const folder of [
    'patterns',
    'graphics',
    'logos',
    'collars',
    'armbands',
    'materials',
    'fonts',
    'templates',
    'data/catalogue',
  ])
    rmSync(path.join(PUBLIC, folder), { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const written: Record<string, CatalogueEntry[]> = {};
  for (const group of ART) written[group.category] = await drawArt(group);
  written.collars = await withCollarCuts(written.collars!);
  const f = await fonts();
  written.fonts = f.letters;
  written.nba_fonts = f.numbers;
  written.templates = await templates();
  const logos = written.logos!;
  const teams = allTeams(logos, written.templates as unknown as Parameters<typeof allTeams>[1]);
  const fictional = teams.slice(0, FICTIONAL_TEAM_COUNT);
  for (const [name, entries] of Object.entries(written)) await writeJson(name, entries);
  await writeJson('teams', teams);
  await writeJson('club_colors', clubColours(fictional));
  await writeServerSample(written.templates);
  for (const [name, entries] of Object.entries(written)) console.log(`${name}: ${entries.length}`);
  console.log(`teams: ${teams.length}`);
}

await main();
