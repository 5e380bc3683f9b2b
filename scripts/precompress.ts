/**
 * Vite plugin: every text file of the build (scripts, styles, pages, JSON, SVG) gets a brotli
 * (`.br`) and a gzip (`.gz`) copy beside it, which the server sends to browsers that accept them
 * (`src/server/http/compression.ts`, @fastify/static `preCompressed`). The first-load figures in
 * bench/ are gzip sizes; without these copies a player downloaded the editor's 2.3 MB of
 * JavaScript as it is. Made once here at brotli's best quality, rather than at a fast quality by
 * the server for every request.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text worth compressing; source maps are for developers and stay as they are. */
const TEXT = /\.(js|mjs|css|html|json|svg|txt|webmanifest)$/;
/** @fastify/static's own floor: a smaller file is sent as it is. */
const SMALLEST = 1024;

/** The built pages production never serves (src/server/http/connections.ts): no copies. */
const NOT_SERVED = /^(tests|bench)(\/|$)|^playground\.html$/;

async function textFiles(root: string, dir = ''): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(path.join(root, dir), { withFileTypes: true })) {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (NOT_SERVED.test(relative)) continue;
    if (entry.isDirectory()) out.push(...(await textFiles(root, relative)));
    else if (TEXT.test(entry.name)) out.push(relative);
  }
  return out;
}

export interface PrecompressFigures {
  files: number;
  raw_bytes: number;
  brotli_bytes: number;
  gzip_bytes: number;
}

/**
 * Writes `<file>.br` and `<file>.gz` for each text file of `root` of at least 1 kB, where the copy
 * is smaller than the file. zlib's async calls run on libuv's threads, so all cores share the work.
 */
export async function precompressFolder(root: string): Promise<PrecompressFigures> {
  const figures: PrecompressFigures = { files: 0, raw_bytes: 0, brotli_bytes: 0, gzip_bytes: 0 };
  await Promise.all(
    (await textFiles(root)).map(async (relative) => {
      const file = path.join(root, relative);
      const raw = await readFile(file);
      if (raw.length < SMALLEST) return;
      const [br, gz] = await Promise.all([
        brotli(raw, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
        gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < raw.length) await writeFile(`${file}.br`, br);
      if (gz.length < raw.length) await writeFile(`${file}.gz`, gz);
      figures.files++;
      figures.raw_bytes += raw.length;
      figures.brotli_bytes += Math.min(br.length, raw.length);
      figures.gzip_bytes += Math.min(gz.length, raw.length);
    }),
  );
  return figures;
}

export function precompress(): Plugin {
  let outDir = 'dist';
  let log: (message: string) => void = console.log;
  return {
    name: 'kitsmith-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      log = (message) => config.logger.info(message);
    },
    // After everything is written: the bundle, the public folder's copy, the service worker.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const started = performance.now();
        const f = await precompressFolder(outDir);
        const mb = (n: number) => (n / 1e6).toFixed(2);
        log(
          `precompressed ${f.files} files in ${Math.round(performance.now() - started)} ms: ` +
            `${mb(f.raw_bytes)} MB, brotli ${mb(f.brotli_bytes)} MB, gzip ${mb(f.gzip_bytes)} MB`,
        );
      },
    },
  };
}
