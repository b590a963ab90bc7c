// Lint: typescript-eslint's recommended rules, React hooks rules, and the layer rules of
// ARCHITECTURE.md. The engine must stay pure: no DOM, React, three, network, time or ambient
// randomness, so every rule runs in Node and in the host the same way.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const ENGINE_FORBIDDEN_MODULES = [
  'react',
  'react-dom',
  'react-dom/*',
  'three',
  'three/*',
  '@react-three/*',
  'peerjs',
  'zustand',
  'zustand/*',
  'node:*',
  'fs',
  'path',
  'crypto',
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'public/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The pure engine layer.
    files: ['src/engine/**/*.ts'],
    languageOptions: { globals: { ...globals.es2021 } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ENGINE_FORBIDDEN_MODULES,
              message: 'src/engine is pure: no DOM, React, three, network or Node APIs.',
            },
            {
              group: [
                '**/net/**',
                '**/store/**',
                '**/table/**',
                '**/ui/**',
                '**/app/**',
                '**/i18n/**',
              ],
              message: 'Imports point inward only: the engine knows nothing of the outer layers.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...[
          'window',
          'document',
          'navigator',
          'localStorage',
          'sessionStorage',
          'performance',
          'setTimeout',
          'setInterval',
          'requestAnimationFrame',
          'fetch',
          'crypto',
          'process',
        ].map((name) => ({ name, message: `src/engine is pure: no ${name}.` })),
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Use the seeded RNG carried in the state.' },
        { object: 'Date', property: 'now', message: 'The engine has no clock.' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date']", message: 'The engine has no clock.' },
      ],
    },
  },
  {
    files: ['src/engine/**/*.test.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
