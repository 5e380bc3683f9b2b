import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

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
