// Lint: typescript-eslint's recommended rules, React hooks rules, and the boundaries of
// ARCHITECTURE.md: each layer imports only the layers inside it, a game's folders import no other
// game's, and the engine stays pure (no DOM, React, three, network, time or ambient randomness),
// so every rule runs in Node and in the host the same way. test/lint-boundaries.test.ts shows the
// rules catch a breach.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { noLiteralText } from './scripts/eslint/no-literal-text.js';

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

/** The layers, each with the layers it must never import (ARCHITECTURE.md: imports point inward
 * only, `engine` ← `net` ← `store` ← `table` ← `ui` ← `app`; `i18n` words and `audio` cues sit
 * beside them). */
const LAYERS = {
  engine: ['net', 'store', 'table', 'ui', 'app', 'i18n', 'audio'],
  i18n: ['net', 'store', 'table', 'ui', 'app', 'audio'],
  audio: ['engine', 'net', 'store', 'table', 'ui', 'app', 'i18n'],
  net: ['store', 'table', 'ui', 'app', 'i18n', 'audio'],
  store: ['table', 'ui', 'app', 'i18n', 'audio'],
  table: ['ui', 'app'],
  ui: ['app'],
  app: [],
};

/** The games: the folders of a game, in any layer, import no other game's. */
const GAME_FOLDERS = ['the-gang', 'gang-of-four', 'gangsta'];

/** `no-restricted-imports` for a layer's files, inside game `game`'s folders or not. */
function restrictions(layer, game) {
  const patterns = [];
  if (layer === 'engine') {
    patterns.push({
      group: ENGINE_FORBIDDEN_MODULES,
      message: 'src/engine is pure: no DOM, React, three, network or Node APIs.',
    });
  }
  const outer = LAYERS[layer];
  if (outer.length > 0) {
    patterns.push({
      group: outer.flatMap((l) => [`**/${l}/**`, `../${l}/*`, `./${l}/*`]),
      message: `Imports point inward only: src/${layer} never imports ${outer.join(', ')}.`,
    });
  }
  if (game) {
    const others = GAME_FOLDERS.filter((g) => g !== game);
    patterns.push({
      group: others.flatMap((g) => [`**/${g}/**`, `./${g}/*`, `../${g}/*`]),
      message: `A game lives in its own folders: ${game} imports no other game's code.`,
    });
  }
  return ['error', { patterns }];
}

/** The layer and game boundaries, one config per layer and per game folder in it (a file in a
 * game's folder gets both sets of rules: flat config does not merge a rule's options). */
function boundaries() {
  return Object.keys(LAYERS).flatMap((layer) => [
    {
      files: [`src/${layer}/**/*.ts`, `src/${layer}/**/*.tsx`],
      rules: { 'no-restricted-imports': restrictions(layer, null) },
    },
    ...GAME_FOLDERS.map((game) => ({
      files: [`src/${layer}/**/${game}/**/*.ts`, `src/${layer}/**/${game}/**/*.tsx`],
      rules: { 'no-restricted-imports': restrictions(layer, game) },
    })),
  ]);
}

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
  ...boundaries(),
  {
    // Every word a player reads is a message (src/i18n, docs/I18N.md): none written in the
    // screens' or the table's components.
    files: ['src/ui/**/*.tsx', 'src/table/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/screen-test-kit.tsx'],
    plugins: { words: { rules: { 'no-literal-text': noLiteralText } } },
    rules: { 'words/no-literal-text': 'error' },
  },
  {
    files: ['src/engine/**/*.test.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
