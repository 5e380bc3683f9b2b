import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import glsl from 'vite-plugin-glsl';
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';

const root = import.meta.dirname;
// Every HTML page of the app plus the pages browser tests and benchmarks load: they are built
// with the app so tests run against the same bundles users get.
const pages = (dir: string) =>
  (existsSync(resolve(root, dir)) ? readdirSync(resolve(root, dir)) : [])
    .filter((f) => f.endsWith('.html'))
    .map((f) => resolve(root, dir, f));

export default defineConfig({
  plugins: [react(), glsl({ include: ['**/*.frag', '**/*.vert', '**/*.glsl'], minify: false })],
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2022',
    rollupOptions: { input: [...pages('.'), ...pages('tests/browser/pages'), ...pages('bench/pages')] },
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
