import { defineConfig } from 'vitest/config';
import glsl from 'vite-plugin-glsl';
import { resolve } from 'node:path';
import { changelogHtml } from './scripts/changelog/plugin.ts';

// Three projects so `npm test` can run them as separate, clearly named steps.
export default defineConfig({
  test: {
    // Coverage of the unit and server runs (issue 30): each run's floor is set where package.json
    // runs it, as the two suites cover different parts of src/. Off unless asked for.
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}'],
      exclude: ['src/**/*.test.ts', 'src/**/*.d.ts'],
      reporter: ['text-summary', 'json-summary'],
    },
    projects: [
      {
        // Shaders import as strings, as in the app build, so modules that define passes load in node.
        // The changelog's markup too (virtual:changelog-html).
        plugins: [
          glsl({ include: ['**/*.frag', '**/*.vert', '**/*.glsl'], minify: false }),
          changelogHtml(resolve(import.meta.dirname, 'CHANGELOG.md')),
        ],
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts'],
          environment: 'node',
          // Every game's layout registered, as tools and tests switch games freely (src/games/all.ts).
          setupFiles: ['src/games/all.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          // One Chromium and one preview server for every file (tests/browser/harness.ts).
          globalSetup: ['tests/browser/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
