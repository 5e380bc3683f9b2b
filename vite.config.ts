import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import glsl from 'vite-plugin-glsl';
import { VitePWA } from 'vite-plugin-pwa';
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { changelogHtml } from './scripts/changelog/plugin.ts';
import { precacheForPlayers } from './scripts/precache.ts';
import { precompress } from './scripts/precompress.ts';
import { startupPreloads } from './scripts/startup-preloads.ts';

const root = import.meta.dirname;
// Every HTML page of the app plus the pages browser tests and benchmarks load: they are built
// with the app so tests run against the same bundles users get.
const pages = (dir: string) =>
  (existsSync(resolve(root, dir)) ? readdirSync(resolve(root, dir)) : [])
    .filter((f) => f.endsWith('.html'))
    .map((f) => resolve(root, dir, f));

// One site per game (src/site/games.ts): /eafc/, /fifa/, /pes/, /fm/, /basketball/.
const gameSites = ['eafc', 'fifa', 'pes', 'fm', 'basketball'].map((game) =>
  resolve(root, game, 'index.html'),
);
// The companion tools are folders too (src/site/CONTEXT.md): /bulk-generator/, /faq/,
// /tools/minikit-generator/, /tools/pes-to-fm-converter/, /tools/edit-teamkits/.
const toolPages = [
  'bulk-generator',
  'faq',
  'tools/minikit-generator',
  'tools/pes-to-fm-converter',
  'tools/edit-teamkits',
].map((tool) => resolve(root, tool, 'index.html'));

export default defineConfig({
  plugins: [
    react(),
    glsl({ include: ['**/*.frag', '**/*.vert', '**/*.glsl'], minify: false }),
    // A game's site asks for its layout chunk, the 3D view and the catalogue at once.
    startupPreloads(),
    // The changelog's markup is made here, so the browser ships no markdown parser or sanitiser.
    changelogHtml(resolve(root, 'CHANGELOG.md')),
    // The service worker (src/site/offline.ts registers it): the editor opens and works offline once
    // loaded. The app shell and the catalogue's JSON are precached; catalogue images and fonts, and
    // the admin-only and rarely used chunks, are cached as they are used; the server's API (/api/)
    // is never cached.
    VitePWA({
      injectRegister: null,
      registerType: 'autoUpdate',
      manifest: false,
      workbox: {
        globPatterns: [
          'index.html',
          '{eafc,fifa,pes,fm,basketball}/index.html',
          'bulk-generator/index.html',
          'faq/index.html',
          'tools/minikit-generator/index.html',
          'tools/pes-to-fm-converter/index.html',
          'tools/edit-teamkits/index.html',
          'assets/*.{js,css}',
          'data/**/*.json',
          'favicon.svg',
        ],
        globIgnores: ['**/*.map'],
        // Admin-only and rarely used chunks, and the test pages' own, are cached when first used.
        manifestTransforms: [precacheForPlayers(resolve(root, 'dist'))],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        // /eafc/?scale=0.5 is still /eafc/index.html.
        ignoreURLParametersMatching: [/.*/],
        navigateFallback: null,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            // Chunks left out of the precache (scripts/precache.ts): hashed names, so never stale.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: 'lazy-chunks', expiration: { maxEntries: 200 } },
          },
          {
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin &&
              // backgrounds: the Save preview's Image backgrounds, chosen offline too.
              /^\/(templates|graphics|patterns|logos|previews|fonts|materials|collars|armbands|backgrounds)\//.test(
                url.pathname,
              ),
            handler: 'CacheFirst',
            options: { cacheName: 'catalogue-assets', expiration: { maxEntries: 2000 } },
          },
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/data/'),
            handler: 'StaleWhileRevalidate',
            options: { cacheName: 'catalogue-data' },
          },
        ],
      },
    }),
    // Brotli and gzip copies of the built text files, which the server sends (after the service
    // worker is written, so it has its copies too).
    precompress(),
  ],
  build: {
    outDir: 'dist',
    sourcemap: true,
    // Which chunk holds which module: tests check that a game's site downloads only its own game.
    manifest: true,
    target: 'es2022',
    rollupOptions: {
      input: [
        ...pages('.'),
        ...gameSites,
        ...toolPages,
        ...pages('tests/browser/pages'),
        ...pages('bench/pages'),
      ],
      // A game's layout chunk is named after its game (tests check what each site downloads).
      output: {
        chunkFileNames: (chunk) => {
          const game = chunk.moduleIds.map((id) => /\/games\/(\w+)\/layout\.ts$/.exec(id)?.[1]).find(Boolean);
          return game ? `assets/game-${game}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:8080', '/data': 'http://localhost:8080' } },
  // `vite preview` (browser tests, bench, npm run render) serves the built files under /data
  // (public/data/catalogue) itself and proxies only what dist/ does not hold.
  preview: {
    proxy: {
      '/api': 'http://localhost:8080',
      '/data': {
        target: 'http://localhost:8080',
        bypass: (req) => {
          const file = resolve(root, 'dist', `.${(req.url ?? '').split('?')[0]}`);
          return existsSync(file) ? req.url : undefined;
        },
      },
    },
  },
});
