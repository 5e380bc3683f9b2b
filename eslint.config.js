import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/**
 * ARCHITECTURE.md's import direction, never backwards: kit <- games <- compositor <- scene <-
 * editor <- ui; tools use kit, games and compositor; the server only kit and games. Each folder of
 * src/ lists what it may import besides itself (the pages around the editor, site/ and main.tsx,
 * sit on top).
 */
const LAYERS = {
  kit: [],
  games: ['kit'],
  i18n: ['kit'],
  api: ['kit', 'games'],
  compositor: ['kit', 'games'],
  tools: ['kit', 'games', 'compositor'],
  scene: ['kit', 'games', 'compositor'],
  server: ['kit', 'games'],
  editor: ['kit', 'games', 'compositor', 'scene', 'tools', 'api', 'i18n'],
  ui: ['kit', 'games', 'compositor', 'scene', 'tools', 'api', 'i18n', 'editor'],
  playground: ['kit', 'games', 'compositor'],
};
const layerZones = Object.entries(LAYERS).map(([folder, allowed]) => ({
  target: `./src/${folder}`,
  from: './src',
  except: [`./${folder}`, ...allowed.map((a) => `./${a}`)],
  message: `src/${folder} may import only ${allowed.length ? allowed.map((a) => `src/${a}`).join(', ') : 'itself'} (ARCHITECTURE.md, import direction).`,
}));

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'data', 'node_modules', 'bench/results', 'public'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Jotai is wrapped by src/editor: everything else goes through its hooks and actions.
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['jotai', 'jotai/*'], message: 'Only src/editor/ imports jotai directly.' }] },
      ],
    },
  },
  { files: ['src/editor/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': 'off' } },
  {
    // The layer order and no import cycles, over the app's own modules (src/ only keeps lint fast:
    // the cycle check follows every import it resolves).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
    },
  },
  {
    // Promises in the app must be awaited, returned or explicitly voided: a forgotten one loses its
    // error (a failed save or download that nobody hears of). Type-aware, so only over src/ (the
    // type information costs about a minute of CPU; tests and scripts await by convention).
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // Role-and-name queries in the browser suite go through the in-page ::-p-role: puppeteer's
    // ::-p-aria polls Chromium's accessibility tree through the test process on every frame of a
    // wait (tests/browser/roles/role-query.ts). Its own agreement test compares the two.
    files: ['tests/browser/**/*.ts'],
    ignores: ['tests/browser/roles/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/::-p-aria/], TemplateElement[value.raw=/::-p-aria/]',
          message: 'Query roles with ::-p-role (tests/browser/roles/role-query.ts), not ::-p-aria.',
        },
      ],
    },
  },
  {
    // The kit document is shared by app and server: no DOM, three or React in it.
    files: ['src/kit/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'three', 'three/*', 'jotai', 'valtio', '@react-three/*'],
              message: 'src/kit is pure TypeScript.',
            },
          ],
        },
      ],
    },
  },
);
