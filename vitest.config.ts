import { defineConfig } from 'vitest/config';
import glsl from 'vite-plugin-glsl';
import { resolve } from 'node:path';
import { changelogHtml } from './scripts/changelog/plugin.ts';
import { availableParallelism } from 'node:os';
import { LongestFirstSequencer } from './tests/browser/sequencer.ts';

// Vitest's default leaves one core to its main process, which on CI's 2-core machine means one
// worker, while that process mostly waits: the unit files and the browser files run two at a
// time there (KITSMITH_TEST_WORKERS=1 runs them one by one, to compare).
const WORKERS = Number(process.env.KITSMITH_TEST_WORKERS ?? availableParallelism());

// Three projects so `npm test` can run them as separate, clearly named steps.
export default defineConfig({
  test: {
    // The longest browser files start first, also on a clone with no results cache.
    sequence: { sequencer: LongestFirstSequencer },
    // Coverage of the unit and server runs (issue 30): each run's floor is set where package.json
    // runs it, as the two suites cover different parts of src/. The server run counts only what the
    // server runs (src/server and the kit gate, src/kit): measured over all of src/, every new UI
    // file lowered its figure and failed CI without any server code changing. The unit run leaves
    // out what it cannot reach: React components (.tsx, the browser suite's) and the server.
    // Off unless asked for.
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
          maxWorkers: WORKERS,
          // One project after another when all run at once (their worker counts differ).
          sequence: { groupOrder: 0 },
          // Two files at a time on two cores: vitest's 5 s would judge a test by the machine's load.
          testTimeout: 20_000,
          include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts'],
          environment: 'node',
          // Every game's layout registered, as tools and tests switch games freely (src/games/all.ts).
          setupFiles: ['src/games/all.ts'],
        },
      },
      {
        test: {
          name: 'server',
          sequence: { groupOrder: 1 },
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One file at a time (they share the PostgreSQL database and Redis), in one worker that
          // keeps its modules between files: loading the server's modules again for every file was
          // a quarter of the suite's time. Each file starts its own server over a fresh database.
          fileParallelism: false,
          isolate: false,
        },
      },
      {
        test: {
          name: 'browser',
          sequence: { groupOrder: 2 },
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          // One Chromium per worker and one preview server for every file (tests/browser/harness.ts).
          // Files run side by side: each has its own browser context, server, database and ports,
          // and a file spends much of its time waiting on the page, not drawing.
          globalSetup: ['tests/browser/global-setup.ts'],
          // A worker keeps its modules between files (puppeteer, the server, the helpers): loading
          // them again for every file was a fifth of the suite's time. A file's state lives in its
          // own browser context and server, not in those modules (tests/browser/harness.test.ts).
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
          maxWorkers: WORKERS,
        },
      },
    ],
  },
});
