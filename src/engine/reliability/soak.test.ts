// The soak in small (the bench runs 1,000 games per game and mode: docs/RELIABILITY.md): seeded
// whole games of every game and mode, bots and random-legal players, every invariant after every
// intent, every game to its end; and the checks themselves catch what they look for.
import { expect, test } from 'vitest';
import { GAME_IDS, GAMES } from '../index.ts';
import { createState } from '../core/match.ts';
import { RELIABILITY } from './registry.ts';
import { freezeDeep, leaked, soakModes } from './soak.ts';

/** Games per mode here: fifteen or so per game in all, a few seconds each on an idle machine. */
const GAMES_PER_MODE = { 'the-gang': 4, 'gang-of-four': 8, gangsta: 5 } as const;

test.each(GAME_IDS)(
  '%s: seeded games of every mode end, with no invariant broken',
  (id) => {
    const tally = soakModes(GAMES[id], RELIABILITY[id], GAMES_PER_MODE[id], 'unit');
    for (const [mode, t] of tally) {
      expect(t.examples, `${id} ${mode}`).toEqual([]);
      expect(t.violations).toBe(0);
      expect(t.finished).toBe(t.games);
    }
  },
  180_000,
); // seconds on an idle machine; a loaded one (other jobs on two cores) takes longer

/** A fresh state of `id` (mutable: a copy). */
const fresh = (id: (typeof GAME_IDS)[number]) => {
  const out = createState(GAMES[id], 'checks', 3, null);
  if (!out.ok) throw new Error(out.reason);
  return structuredClone(out.state) as Record<string, unknown>;
};

test('the checks see a card twice, a chip with two owners, money below zero', () => {
  const gang = fresh('the-gang') as { pockets: string[][]; centre: string[]; holding: unknown[] };
  gang.pockets[1]![0] = gang.pockets[0]![0]!;
  gang.holding[0] = gang.centre[0];
  const found = RELIABILITY['the-gang'].check(gang, null).join('\n');
  expect(found).toMatch(/in two places/);
  expect(found).toMatch(/two owners/);
  const gangsta = fresh('gangsta') as { players: { money: number }[] };
  gangsta.players[1]!.money = -1;
  expect(RELIABILITY.gangsta.check(gangsta, null)).toContain('seat 1 has $-1');
  const gof = fresh('gang-of-four') as { hands: string[][]; turn: number };
  gof.hands[0]!.pop();
  gof.turn = 7;
  expect(RELIABILITY['gang-of-four'].check(gof, null)).toEqual(
    expect.arrayContaining(['cards: 63 of 64', 'turn 7']),
  );
});

test('another seat’s pocket in a view is a leak; a spectator may know no pocket', () => {
  const s = fresh('the-gang') as { pockets: string[][] };
  const hidden = RELIABILITY['the-gang'].hidden(s, 0);
  expect(leaked({ players: [{ pocket: s.pockets[0] }] }, hidden)).toEqual([]);
  expect(leaked({ players: [{ pocket: s.pockets[1] }] }, hidden)).toEqual(s.pockets[1]);
  expect(RELIABILITY['the-gang'].hidden(s, null).size).toBe(52);
});

test('a frozen state shows a game that changes the state it was given', () => {
  const s = freezeDeep({ a: [1, 2], b: { c: 3 } });
  expect(() => (s.a as number[]).push(3)).toThrow(TypeError);
  expect(() => ((s.b as { c: number }).c = 4)).toThrow(TypeError);
});
