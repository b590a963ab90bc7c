// Every refusal a player can see reads as a sentence in each of the four languages: a code the
// three games' engines, the table rules or the host answer with has its own message in that language (no raw
// key, no 'Refused (code)', and no English standing in for a missing translation).
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { LANGUAGES } from '../i18n/core/languages.ts';
import { i18n, setLanguage } from '../i18n/i18n.ts';
import { REASONS } from '../engine/games/gang-of-four/vocabulary.ts';
import { TABLE_REASONS } from '../engine/games/gang-of-four/table.ts';
import { CORE_REASONS } from '../engine/reliability/core/types.ts';
import { HOST_REASONS, LOG_ONLY_REASONS } from '../net/reliability/reasons.ts';
import { reasonText } from './reasons.ts';

/** The codes `reject('…')` names in a game's engine folder. */
function rejected(game: string): string[] {
  const dir = fileURLToPath(new URL(`../engine/games/${game}/`, import.meta.url));
  const codes = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.includes('.test.'))) {
    for (const m of readFileSync(dir + file, 'utf8').matchAll(/reject\('([a-z0-9-]+)'/g)) {
      codes.add(m[1]!);
    }
  }
  return [...codes].sort();
}

const SHARED = [
  ...new Set([
    ...CORE_REASONS,
    ...HOST_REASONS.filter((c) => !LOG_ONLY_REASONS.has(c)),
    'no-bot-seat',
  ]),
].sort();

/** [game or null, code] for every refusal a player can meet. */
const CASES: [string | null, string][] = [
  ...SHARED.map((c): [null, string] => [null, c]),
  ...[...new Set([...rejected('the-gang')])].map((c): [string, string] => ['the-gang', c]),
  ...[...new Set([...REASONS, ...TABLE_REASONS, ...rejected('gang-of-four')])]
    .sort()
    .map((c): [string, string] => ['gang-of-four', c]),
  ...rejected('gangsta').map((c): [string, string] => ['gangsta', c]),
];

afterAll(() => setLanguage('en'));

test('the lists are the real ones', () => {
  expect(rejected('the-gang')).toContain('chip-locked');
  expect(rejected('gang-of-four')).toContain('give-to-loser');
  expect(rejected('gangsta').length).toBeGreaterThan(5);
  expect(CASES.length).toBeGreaterThan(70);
});

describe.each(LANGUAGES.filter((l) => l !== 'en'))('in %s', (lang) => {
  test.each(CASES)('%s: %s', (game, code) => {
    void setLanguage('en');
    const english = reasonText(code, game);
    void setLanguage(lang);
    expect(i18n.language).toBe(lang);
    const said = reasonText(code, game);
    expect(said).not.toContain(code.includes('-') ? code : `(${code})`);
    expect(said).not.toContain('reasons.');
    expect(said).not.toBe(english);
    const ns = game ?? 'common';
    const own = i18n.getResource(lang, ns, `reasons.${code}`) as unknown;
    const shared = i18n.getResource(lang, 'common', `reasons.${code}`) as unknown;
    expect(typeof (own ?? shared)).toBe('string');
  });
});

describe('in English', () => {
  test.each(CASES)('%s: %s', (game, code) => {
    void setLanguage('en');
    const said = reasonText(code, game);
    expect(said).not.toMatch(/^Refused \(/);
    expect(said).toMatch(/[.!]$/);
  });
});
