/**
 * What the service worker precaches: what every player needs, not every file of the build.
 * Left to runtime caching (cached when first used, vite.config.ts): the admin's lights panel
 * (leva), the changelog, the ZIP writer (a download), and what only they import; and the
 * chunks of the pages built only for tests, benchmarks and the layer playground.
 *
 * A chunk is left out when every chunk that imports it (statically or lazily, per
 * dist/.vite/manifest.json) is left out. A chunk whose importers the manifest does not name
 * (workers) stays in, and so does any chunk whose name a player page's own scripts mention: the
 * manifest leaves out the game pages' main chunk (five pages share src/main.tsx), so what it
 * loads lazily is known only from its text. When in doubt, precache.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One chunk of dist/.vite/manifest.json (what bench/build/first-load.ts reads too). */
export interface ManifestEntry {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** Sources loaded only on a player's request, or only by admins. */
const RARE = [
  'src/ui/viewer/LightsPanel.tsx',
  'src/ui/info/ChangelogView.tsx',
  'node_modules/jszip/dist/jszip.min.js',
];
/** Built pages nobody visits: browser tests, benchmarks, the layer playground. */
const NOT_FOR_PLAYERS = /^(tests\/|bench\/|playground\.html$)/;
/** The pages players open (the test and bench pages are built too, but nobody visits them). */
export const PLAYER_PAGES = [
  'index.html',
  'account.html',
  ...['eafc', 'fifa', 'pes', 'fm', 'basketball'].map((g) => `${g}/index.html`),
  'bulk-generator/index.html',
  'faq/index.html',
  'tools/minikit-generator/index.html',
  'tools/pes-to-fm-converter/index.html',
  'tools/edit-teamkits/index.html',
];

/** Every asset named in the scripts a player page loads itself. */
function namedByPlayerPages(dist: string): string {
  const scripts = new Set<string>();
  for (const page of PLAYER_PAGES) {
    const html = path.join(dist, page);
    if (!existsSync(html)) continue;
    for (const m of readFileSync(html, 'utf8').matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g))
      scripts.add(m[1]!);
  }
  return [...scripts].map((file) => readFileSync(path.join(dist, file), 'utf8')).join('\n');
}

export function filesLeftToRuntime(dist: string): Set<string> {
  const manifestPath = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) return new Set();
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestEntry>;
  const importers = new Map<string, Set<string>>();
  for (const [key, entry] of Object.entries(manifest)) {
    for (const dep of [...(entry.imports ?? []), ...(entry.dynamicImports ?? [])]) {
      if (!importers.has(dep)) importers.set(dep, new Set());
      importers.get(dep)!.add(key);
    }
  }
  const left = new Set(
    Object.keys(manifest).filter(
      (key) =>
        (manifest[key]!.isEntry && NOT_FOR_PLAYERS.test(key)) ||
        RARE.some((rare) => (manifest[key]!.src ?? key).endsWith(rare)),
    ),
  );
  const named = namedByPlayerPages(dist);
  const mentioned = (key: string) => named.includes(path.basename(manifest[key]?.file ?? key));
  for (let grew = true; grew;) {
    grew = false;
    for (const [key, by] of importers) {
      if (left.has(key) || manifest[key]?.isEntry || mentioned(key)) continue;
      if ([...by].every((importer) => left.has(importer))) {
        left.add(key);
        grew = true;
      }
    }
  }
  // Stylesheets go with their chunks, unless a precached chunk uses them too.
  const keptCss = new Set(
    Object.keys(manifest)
      .filter((key) => !left.has(key))
      .flatMap((key) => manifest[key]!.css ?? []),
  );
  return new Set(
    [...left].flatMap((key) => [
      manifest[key]!.file,
      ...(manifest[key]!.css ?? []).filter((css) => !keptCss.has(css)),
    ]),
  );
}

/** A workbox manifest transform dropping those files from the precache list. */
export function precacheForPlayers(dist: string) {
  return async <Entry extends { url: string }>(entries: Entry[]) => {
    const left = filesLeftToRuntime(dist);
    return {
      manifest: entries.filter((entry) => !left.has(entry.url.replace(/^\//, ''))),
      warnings: [] as string[],
    };
  };
}
