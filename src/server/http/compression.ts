/**
 * What goes over the wire compressed, and how long a browser may keep the built app's files.
 *
 * - The built app's text files are sent as the brotli or gzip copy the build made beside them
 *   (scripts/precompress.ts, best quality, no work per request); a file without a copy is sent
 *   as it is, as are images, fonts, ZIPs and GIFs (already compressed).
 * - Every other reply over 1 kB (the catalogue's JSON, kit lists, server-made pages) is
 *   compressed as it is sent, at brotli's fast default quality.
 * - The build's hashed chunks (`/assets/…-<hash>.js`) never change under their name, so a browser
 *   keeps them for a year without asking again; pages, the service worker and unhashed files are
 *   checked on every visit as before.
 * Request bodies are never inflated: the body limits count the bytes that arrive.
 */
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import type { FastifyStaticOptions } from '@fastify/static';
import path from 'node:path';

export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';

/** Registers compression of replies: before any route or static folder, so it sees them all. */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { globalDecompression: false, threshold: 1024 });
}

/** @fastify/static options for the built app in `distDir`. */
export function builtAppStatic(distDir: string): FastifyStaticOptions {
  const assets = path.join(distDir, 'assets') + path.sep;
  return {
    root: distDir,
    prefix: '/',
    decorateReply: false,
    // A list: with preCompressed, @fastify/static looks up a folder's index only from a list.
    index: ['index.html'],
    // /eafc -> /eafc/ (each game's site is a folder of the built app).
    redirect: true,
    preCompressed: true,
    setHeaders: (reply, file) => {
      if (file.startsWith(assets)) reply.header('cache-control', HASHED_ASSET_CACHE);
    },
  };
}
