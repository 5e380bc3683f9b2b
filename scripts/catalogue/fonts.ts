/**
 * Kit fonts from their open-licence @fontsource npm packages: copied into public/fonts/ with each
 * licence beside them, so every shipped face keeps a traceable origin and licence. Letter fonts
 * (text layers) and basketball number fonts (nba_text layers) are listed separately.
 */
import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type FontRole = 'block' | 'condensed' | 'slab' | 'college' | 'script' | 'stencil' | 'tech';

export interface FontSource {
  /** Catalogue id, stored in a text layer's `f`. */
  id: string;
  name: string;
  /** @fontsource package name. */
  pkg: string;
  weight: number;
  role: FontRole;
}

export const LETTER_FONTS: FontSource[] = [
  { id: 'graduate', name: 'Graduate', pkg: 'graduate', weight: 400, role: 'college' },
  { id: 'oswald', name: 'Oswald', pkg: 'oswald', weight: 700, role: 'condensed' },
  { id: 'alfa_slab_one', name: 'Alfa Slab One', pkg: 'alfa-slab-one', weight: 400, role: 'slab' },
  { id: 'anton', name: 'Anton', pkg: 'anton', weight: 400, role: 'condensed' },
  { id: 'bebas_neue', name: 'Bebas Neue', pkg: 'bebas-neue', weight: 400, role: 'condensed' },
  { id: 'archivo_black', name: 'Archivo Black', pkg: 'archivo-black', weight: 400, role: 'block' },
  { id: 'black_ops_one', name: 'Black Ops One', pkg: 'black-ops-one', weight: 400, role: 'stencil' },
  {
    id: 'saira_stencil_one',
    name: 'Saira Stencil One',
    pkg: 'saira-stencil-one',
    weight: 400,
    role: 'stencil',
  },
  { id: 'teko', name: 'Teko', pkg: 'teko', weight: 600, role: 'condensed' },
  {
    id: 'barlow_condensed',
    name: 'Barlow Condensed',
    pkg: 'barlow-condensed',
    weight: 700,
    role: 'condensed',
  },
  { id: 'roboto_slab', name: 'Roboto Slab', pkg: 'roboto-slab', weight: 800, role: 'slab' },
  { id: 'zilla_slab', name: 'Zilla Slab', pkg: 'zilla-slab', weight: 700, role: 'slab' },
  { id: 'russo_one', name: 'Russo One', pkg: 'russo-one', weight: 400, role: 'block' },
  { id: 'bungee', name: 'Bungee', pkg: 'bungee', weight: 400, role: 'block' },
  { id: 'staatliches', name: 'Staatliches', pkg: 'staatliches', weight: 400, role: 'block' },
  { id: 'kanit', name: 'Kanit', pkg: 'kanit', weight: 800, role: 'block' },
  { id: 'fjalla_one', name: 'Fjalla One', pkg: 'fjalla-one', weight: 400, role: 'condensed' },
  { id: 'pacifico', name: 'Pacifico', pkg: 'pacifico', weight: 400, role: 'script' },
  { id: 'kaushan_script', name: 'Kaushan Script', pkg: 'kaushan-script', weight: 400, role: 'script' },
  { id: 'yellowtail', name: 'Yellowtail', pkg: 'yellowtail', weight: 400, role: 'script' },
  { id: 'bowlby_one_sc', name: 'Bowlby One SC', pkg: 'bowlby-one-sc', weight: 400, role: 'college' },
];

/** Number faces for basketball: tall, heavy, legible from the stands. */
export const NUMBER_FONTS: FontSource[] = [
  {
    id: 'nba_big_shoulders',
    name: 'Big Shoulders Numbers',
    pkg: 'big-shoulders-display',
    weight: 900,
    role: 'condensed',
  },
  { id: 'nba_saira_condensed', name: 'Saira Court', pkg: 'saira-condensed', weight: 800, role: 'condensed' },
  { id: 'nba_teko', name: 'Teko Numbers', pkg: 'teko', weight: 700, role: 'condensed' },
  { id: 'nba_chakra_petch', name: 'Chakra Numbers', pkg: 'chakra-petch', weight: 700, role: 'tech' },
  { id: 'nba_orbitron', name: 'Orbitron Numbers', pkg: 'orbitron', weight: 900, role: 'tech' },
  { id: 'nba_audiowide', name: 'Audiowide Numbers', pkg: 'audiowide', weight: 400, role: 'tech' },
  { id: 'nba_bowlby', name: 'Bowlby Varsity', pkg: 'bowlby-one-sc', weight: 400, role: 'college' },
  { id: 'nba_anton', name: 'Anton Numbers', pkg: 'anton', weight: 400, role: 'condensed' },
  { id: 'nba_graduate', name: 'Graduate Numbers', pkg: 'graduate', weight: 400, role: 'college' },
  { id: 'nba_russo', name: 'Russo Numbers', pkg: 'russo-one', weight: 400, role: 'block' },
  { id: 'nba_black_ops', name: 'Black Ops Numbers', pkg: 'black-ops-one', weight: 400, role: 'stencil' },
];

export const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const NUMBERS = '0123456789';

export interface CopiedFont {
  source: FontSource;
  family: string;
  file: string;
  license: string;
  licenseFile: string;
  credits_text: string;
  credits_link: string;
  author: string;
}

interface Metadata {
  family: string;
  version: string;
  license: { type: string; url: string; attribution: string };
  source: string;
}

/** Copies one face (named by its catalogue id, as text layers store it) and its licence into `outDir`. */
export function copyFont(root: string, outDir: string, font: FontSource): CopiedFont {
  const dir = path.join(root, 'node_modules/@fontsource', font.pkg);
  const meta = JSON.parse(readFileSync(path.join(dir, 'metadata.json'), 'utf8')) as Metadata;
  const from = path.join(dir, 'files', `${font.pkg}-latin-${font.weight}-normal.woff2`);
  if (!existsSync(from)) throw new Error(`@fontsource/${font.pkg} has no latin ${font.weight} face`);
  copyFileSync(from, path.join(outDir, `${font.id}.woff2`));
  const licenseFile = `${font.pkg.replace(/-/g, '_')}.LICENSE.txt`;
  copyFileSync(path.join(dir, 'LICENSE'), path.join(outDir, licenseFile));
  return {
    source: font,
    family: meta.family,
    file: `${font.id}.woff2`,
    license: meta.license.type,
    licenseFile,
    credits_text: `${meta.family} ${meta.version}: ${meta.license.attribution.replace(/\.$/, '')}. Licence ${meta.license.type}.`,
    credits_link: meta.source,
    author: meta.license.attribution.replace(/^Copyright \(c\) \d{4}(-\d{4})?,?\s*/i, '').replace(/\.$/, ''),
  };
}
