// A game is its folders plus one line in each registry (docs/ADDING-A-GAME.md): this fails when
// a registry lacks a game another one has, or names one the engine does not know.
import { expect, test } from 'vitest';
import * as v from 'valibot';
import { BOTS } from '../src/engine/bots/registry.ts';
import { GAME_FACTS } from '../src/engine/facts.ts';
import { GAME_IDS, GAMES } from '../src/engine/index.ts';
import { RELIABILITY } from '../src/engine/reliability/registry.ts';
import { TABLE_GAME_IDS } from '../src/table/games/registry.ts';
import { gameUi, UI_GAME_IDS } from '../src/ui/games/registry.ts';

const sorted = (ids: readonly string[]) => [...ids].sort();

test.each([
  ['the engine’s games', () => Object.keys(GAMES)],
  ['the games’ facts', () => Object.keys(GAME_FACTS)],
  ['the bots', () => Object.keys(BOTS)],
  ['the reliability proofs', () => Object.keys(RELIABILITY)],
  ['the 3D table', () => TABLE_GAME_IDS],
  ['the screens', () => UI_GAME_IDS],
])('%s hold every game id and no other', (_name, ids) => {
  expect(sorted(ids())).toEqual(sorted(GAME_IDS));
});

test.each(GAME_IDS)('%s is whole in every layer: rules, bot, screen, table', (id) => {
  const def = GAMES[id];
  expect(def.id).toBe(id);
  expect(def.minSeats).toBeLessThanOrEqual(def.demoSeats);
  expect(def.demoSeats).toBeLessThanOrEqual(def.maxSeats);
  expect(gameUi(id)?.info.id).toBe(id);
  expect(gameUi(id)?.Screen).not.toBeNull();
  expect(typeof BOTS[id].bot).toBe('function');
});

test.each(GAME_IDS)(
  '%s: its facts (the home screen’s) are its definition’s and its options’ defaults',
  (id) => {
    const def = GAMES[id];
    const facts = GAME_FACTS[id];
    for (const key of ['id', 'name', 'minSeats', 'maxSeats', 'demoSeats'] as const) {
      expect(def[key], key).toBe(facts[key]);
    }
    expect(def.parseOptions(undefined)).toEqual(facts.defaultOptions);
    expect(v.parse(def.optionsSchema as v.GenericSchema, {})).toEqual(facts.defaultOptions);
  },
);
