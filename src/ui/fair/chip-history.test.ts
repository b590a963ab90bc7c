// The Gang's chip history in a replay: per heist and betting round, each player's chips in the
// order held; a game with no chips has none.
import { expect, test } from 'vitest';
import { playFair } from '../../engine/fair/test-kit.ts';
import { replayRecord } from '../../engine/fair/verify.ts';
import { chipHistory, heistRounds } from './chip-history.ts';

const v = (heist: number, round: number, ...chips: (string | null)[]) => ({
  heist,
  round,
  players: chips.map((chip) => ({ chip })),
});

test('chips held in each round, in order, a chip given back and another taken', () => {
  const rounds = chipHistory([
    v(1, 1, null, null),
    v(1, 1, 'W1', null),
    v(1, 1, 'W1', 'W2'),
    v(1, 1, null, 'W2'),
    v(1, 1, 'W2', 'W1'),
    v(1, 2, null, null),
    v(1, 2, 'Y2', null),
    v(2, 1, null, 'W1'),
  ]);
  expect(rounds).toEqual([
    {
      heist: 1,
      round: 1,
      seats: [
        ['W1', 'W2'],
        ['W2', 'W1'],
      ],
    },
    { heist: 1, round: 2, seats: [['Y2'], []] },
    { heist: 2, round: 1, seats: [[], ['W1']] },
  ]);
  expect(heistRounds(rounds!, 1).map((r) => r.round)).toEqual([1, 2]);
});

test("a round's last chip, taken as the round ends, is read from the row", () => {
  const rows = (heist: number, round: number, chips: (string | null)[], row: string[][]) => ({
    heist,
    round,
    players: chips.map((chip, i) => ({ chip, row: row[i] })),
  });
  const rounds = chipHistory([
    rows(1, 1, [null, null], [[], []]),
    rows(1, 1, ['W1', null], [[], []]),
    // Seat 1 took W2, the last chip: the round ended in the same move.
    rows(1, 2, [null, null], [['W1'], ['W2']]),
  ]);
  expect(rounds).toEqual([
    { heist: 1, round: 1, seats: [['W1'], ['W2']] },
    { heist: 1, round: 2, seats: [[], []] },
  ]);
});

test('a game without chips has no history', () => {
  expect(chipHistory([{ round: 1, players: [{ cards: 3 }] }])).toBeNull();
  expect(chipHistory([])).toBeNull();
});

test('a whole seeded game of The Gang: every chip held is one of its round', () => {
  const played = playFair('the-gang', 3, 'chips');
  const replay = replayRecord(played.record);
  if (!('states' in replay)) throw new Error(replay.detail);
  const rounds = chipHistory(replay.states.map((s) => replay.def.spectatorView(s)))!;
  expect(rounds.length).toBeGreaterThan(3);
  const letter = ['W', 'Y', 'O', 'R'];
  for (const r of rounds) {
    for (const held of r.seats) for (const chip of held) expect(chip[0]).toBe(letter[r.round - 1]);
  }
  // Every seat ends every betting round of a heist with a chip (basic mode: no Blackout).
  for (const r of rounds.filter((x) => x.heist < rounds.at(-1)!.heist)) {
    for (const held of r.seats) expect(held.length).toBeGreaterThan(0);
  }
});
