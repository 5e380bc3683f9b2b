/**
 * First-load JavaScript per page, read from the build (no browser): for each app page, the
 * scripts its built HTML names (module scripts and modulepreload links) and every chunk they
 * import statically (dist/.vite/manifest.json), summed raw and gzipped. Game pages also get the
 * figure once the editor is in (src/editor-page.tsx: three, the compositor, the panels; src/main.tsx
 * asks for it at once) and once the 3D view has mounted (the viewer's lazy chunk added too).
 * It also sums what the service worker precaches (dist/sw.js), since every user downloads that
 * on the first visit, used or not.
 *
 * Usage: `npx vite build && npx tsx bench/build/first-load.ts [label]`; writes
 * bench/results/first-load-<label>.json and the "first_load" section of latest.json.
 * Gzip is zlib's level 9, as `vite build` reports it; the server's own compression may differ.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { PLAYER_PAGES as APP_PAGES, type ManifestEntry } from '../../scripts/precache.ts';
import { mergeResults, RESULTS_DIR } from '../results.ts';

type Manifest = Record<string, ManifestEntry>;

const GAME_PAGE = /^(eafc|fifa|pes|fm|basketball)\/index\.html$/;
/** The source of a game page's editor chunk, asked for lazily by src/main.tsx. */
const EDITOR_SOURCE = 'src/editor-page.tsx';
/** The source of the 3D view's lazy chunk (src/ui/shell/ViewerSlot.tsx imports it). */
const VIEWER_SOURCE = 'src/ui/viewer/Viewer3D.tsx';

export interface Size {
  files: number;
  raw_kB: number;
  gzip_kB: number;
}

const kB = (bytes: number) => Math.round(bytes / 10.24) / 100;

export function firstLoad(dist: string) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const byFile = new Map(Object.values(manifest).map((e) => [e.file, e]));
  const sizes = new Map<string, { raw: number; gzip: number }>();
  const sizeOf = (file: string) => {
    let s = sizes.get(file);
    if (!s) {
      const bytes = readFileSync(path.join(dist, file));
      s = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
      sizes.set(file, s);
    }
    return s;
  };
  const total = (files: Iterable<string>): Size => {
    let raw = 0;
    let gzip = 0;
    let n = 0;
    for (const f of files) {
      const s = sizeOf(f);
      raw += s.raw;
      gzip += s.gzip;
      n++;
    }
    return { files: n, raw_kB: kB(raw), gzip_kB: kB(gzip) };
  };
  /** A chunk and everything it imports statically. */
  const closure = (files: string[], into = new Set<string>()) => {
    const stack = [...files];
    while (stack.length) {
      const file = stack.pop()!;
      if (into.has(file)) continue;
      into.add(file);
      for (const key of byFile.get(file)?.imports ?? []) {
        const dep = manifest[key];
        if (dep) stack.push(dep.file);
      }
    }
    return into;
  };

  const pages: Record<string, unknown> = {};
  for (const page of APP_PAGES) {
    const htmlPath = path.join(dist, page);
    if (!existsSync(htmlPath)) continue;
    const html = readFileSync(htmlPath, 'utf8');
    const named = [
      ...html.matchAll(/<script[^>]*type="module"[^>]*src="\/([^"]+)"/g),
      ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g),
    ].map((m) => m[1]!);
    const js = closure(named);
    const css = new Set(
      [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]!),
    );
    const figures: Record<string, unknown> = {
      js: total(js),
      css: total(css),
      chunks: [...js].map((f) => `${f} ${sizeOf(f).gzip}`).sort(),
    };
    if (GAME_PAGE.test(page)) {
      const editor = manifest[EDITOR_SOURCE] ? closure([manifest[EDITOR_SOURCE].file], new Set(js)) : js;
      figures.js_with_editor = total(editor);
      if (manifest[VIEWER_SOURCE])
        figures.js_with_3d_view = total(closure([manifest[VIEWER_SOURCE].file], new Set(editor)));
    }
    pages[page] = figures;
  }

  // What the service worker precaches: workbox writes its list into sw.js as {url:"…",revision:…}.
  const swPath = path.join(dist, 'sw.js');
  let precache: Record<string, unknown> | null = null;
  if (existsSync(swPath)) {
    const urls = [...readFileSync(swPath, 'utf8').matchAll(/url:"([^"]+)"/g)].map((m) => m[1]!);
    const files = urls.filter((u) => existsSync(path.join(dist, u)));
    precache = {
      all: total(files),
      js: total(files.filter((f) => f.endsWith('.js'))),
      js_files: files.filter((f) => f.endsWith('.js')).sort(),
    };
  }
  return { pages, precache };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const label = process.argv[2] ?? 'latest';
  const dist = path.resolve(process.env.BENCH_DIST ?? 'dist');
  const figures = firstLoad(dist);
  const summary = Object.fromEntries(
    Object.entries(figures.pages).map(([page, f]) => {
      const p = f as { js: Size; js_with_editor?: Size; js_with_3d_view?: Size };
      return [
        page,
        {
          js_gzip_kB: p.js.gzip_kB,
          with_editor_gzip_kB: p.js_with_editor?.gzip_kB,
          with_3d_view_gzip_kB: p.js_with_3d_view?.gzip_kB,
        },
      ];
    }),
  );
  console.table(summary);
  const precache = figures.precache as { all: Size; js: Size } | null;
  if (precache) console.log('precache:', precache.all, 'of which JS:', precache.js);
  const result = { label, gzip: 'zlib level 9', ...figures, measured_at: new Date().toISOString() };
  writeFileSync(path.join(RESULTS_DIR, `first-load-${label}.json`), JSON.stringify(result, null, 2) + '\n');
  mergeResults('first_load', {
    label,
    summary,
    precache: precache && { all: precache.all, js: precache.js },
  });
}
