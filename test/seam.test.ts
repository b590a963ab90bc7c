// The seam check (issue #22): a game lives in its own folders. Outside them, only the registries
// may name a game, by its id or its name; everything else reaches a game through them. Comments
// may name games (they explain), test files and test kits may too (they pick a game to drive).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from 'vitest';
import { GAME_IDS } from '../src/engine/index.ts';

const SRC = join(import.meta.dirname, '..', 'src');

/** Files allowed to name every game: the id list and each layer's registry. */
const REGISTRIES = new Set([
  'engine/core/game.ts',
  'engine/index.ts',
  'engine/facts.ts',
  'engine/bots/registry.ts',
  'engine/reliability/registry.ts',
  'table/games/registry.ts',
  'ui/games/registry.ts',
  'i18n/games/catalogs.ts',
  'i18n/games/loaders.ts',
]);

/** A game's names as code would write them: its id, its title, its identifier. */
const NAMES = [
  ...GAME_IDS,
  'The Gang',
  'Gang of Four',
  'Gangsta',
  'theGang',
  'gangOfFour',
  'gangsta',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(e.name) ? [path] : [];
  });
}

/** The code without its comments (strings kept: a game's id in a string is what we look for). */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** The game names `body` holds. */
const namesIn = (body: string) => NAMES.filter((n) => new RegExp(`\\b${n}\\b`, 'i').test(body));
const inGameFolder = (path: string) => path.split('/').some((p) => GAME_IDS.includes(p as never));
const isTest = (path: string) => /\.test\.tsx?$|test-kit/.test(path);

/** Every file outside a game's folders and the registries that names a game, with the name. */
function seamBreaches(): string[] {
  return sourceFiles(SRC).flatMap((file) => {
    const path = relative(SRC, file).replaceAll('\\', '/');
    if (inGameFolder(path) || isTest(path) || REGISTRIES.has(path)) return [];
    const named = namesIn(code(readFileSync(file, 'utf8')));
    return named.length > 0 ? [`${path}: ${named.join(', ')}`] : [];
  });
}

test('no file outside a game’s folders or the registries names a game', () => {
  expect(seamBreaches()).toEqual([]);
});

test('the check sees a breach: a game named in code, not in a comment', () => {
  const body = code(`// The Gang is fine in a comment\nconst id = 'gang-of-four'; /* Gangsta! */`);
  expect(namesIn(body)).toEqual(['gang-of-four']);
});
