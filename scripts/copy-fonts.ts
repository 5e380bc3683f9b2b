/**
 * Copies the kit fonts from their @fontsource npm packages into public/fonts/, with each font's
 * licence, and writes the font catalogue (public/fonts/fonts.json) and credits (CREDITS.md).
 *
 * Fonts come from npm rather than being committed by hand so their origin and licence stay
 * traceable: every shipped face is OFL-1.1 and carries its licence file next to it.
 *
 * Run: npx tsx scripts/copy-fonts.ts
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'public/fonts');

interface FontSource {
  /** Catalogue id, stored in a text layer's `f`. */
  id: string;
  /** Name shown in the font picker. */
  name: string;
  pkg: string;
  weight: number;
  /** Why this face is in the set: kit lettering needs a block, a condensed and a slab face. */
  role: 'block' | 'condensed' | 'slab';
}

const FONTS: FontSource[] = [
  { id: 'graduate', name: 'Graduate', pkg: 'graduate', weight: 400, role: 'block' },
  { id: 'oswald', name: 'Oswald', pkg: 'oswald', weight: 700, role: 'condensed' },
  { id: 'alfa_slab_one', name: 'Alfa Slab One', pkg: 'alfa-slab-one', weight: 400, role: 'slab' },
];

interface Metadata {
  family: string;
  version: string;
  license: { type: string; url: string; attribution: string };
  source: string;
}

mkdirSync(OUT, { recursive: true });
const catalogue = [];
const credits = [
  '# Font credits',
  '',
  'Kit fonts shipped with Kitsmith, copied from npm by `scripts/copy-fonts.ts`.',
  '',
];
for (const font of FONTS) {
  const dir = path.join(ROOT, 'node_modules/@fontsource', font.pkg);
  const meta = JSON.parse(readFileSync(path.join(dir, 'metadata.json'), 'utf8')) as Metadata;
  const file = `${font.id}.woff2`;
  copyFileSync(
    path.join(dir, 'files', `${font.pkg}-latin-${font.weight}-normal.woff2`),
    path.join(OUT, file),
  );
  copyFileSync(path.join(dir, 'LICENSE'), path.join(OUT, `${font.id}.LICENSE.txt`));
  catalogue.push({
    id: font.id,
    name: font.name,
    family: meta.family,
    weight: font.weight,
    role: font.role,
    file,
    license: meta.license.type,
    premium: false,
  });
  credits.push(
    `- **${meta.family}** (${font.role}, weight ${font.weight}, ${meta.version}): ${meta.license.attribution.replace(/\.$/, '')}.`,
    `  Licence ${meta.license.type} (${meta.license.url}), full text in \`${font.id}.LICENSE.txt\`.`,
    `  Source ${meta.source}, npm package @fontsource/${font.pkg}.`,
  );
}
writeFileSync(path.join(OUT, 'fonts.json'), JSON.stringify(catalogue, null, 2) + '\n');
writeFileSync(path.join(OUT, 'CREDITS.md'), credits.join('\n') + '\n');
console.log(`copied ${FONTS.length} fonts into ${path.relative(ROOT, OUT)}`);
