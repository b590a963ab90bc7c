// The legal-play list behind the hint button and the bots: it must agree with the rules on
// every subset of the hand, in every situation, and list each distinct play once.
import { describe, expect, test } from 'vitest';
import { makeGofCards } from './cards.ts';
import { legalPlays, stateContext } from './legal.ts';
import type { GofState } from './state.ts';
import { act, must, play, rigged } from './test-kit.ts';

const listed = (s: GofState) =>
  legalPlays(stateContext(s, s.turn!)).map((c) => makeGofCards(c.cards));

/** Every distinct sub-multiset of the hand the rules accept, by brute force. */
function accepted(s: GofState): Set<string> {
  const hand = s.hands[s.turn!]!;
  const out = new Set<string>();
  for (let mask = 1; mask < 1 << hand.length; mask++) {
    const cards = hand.filter((_, i) => mask & (1 << i));
    const next = act(s, s.turn!, play(cards.join(' ')));
    if (next.ok) out.add(next.state.trick.at(-1)!.cards.join(' '));
  }
  return out;
}

const big = '1M 1G 1Y 2G 2Y 2R 3R 4R 5R 5R 5G 5Y PG PY';
const positions: [string, () => GofState][] = [
  ['leading', () => rigged({ hands: [big, '9G', '9Y'], leader: 0 })],
  ['the first lead of round 1 (with the 1M)', () => rigged({ hands: [big, '9G', '9Y'] })],
  ['on a single', () => must(rigged({ hands: [big, '4G 9G', '9Y'], leader: 1 }), 1, play('4G'))],
  [
    'on a pair',
    () => must(rigged({ hands: [big, '2G 2Y 9G', '9Y'], leader: 1 }), 1, play('2G 2Y')),
  ],
  [
    'on a triple',
    () => must(rigged({ hands: [big, '3G 3Y 3R 9G', '9Y'], leader: 1 }), 1, play('3G 3Y 3R')),
  ],
  [
    'on a straight',
    () =>
      must(
        rigged({ hands: [big, '2Y 3G 4Y 5G 6G 9G', '9Y'], leader: 1 }),
        1,
        play('2Y 3G 4Y 5G 6G'),
      ),
  ],
  [
    'on a gang',
    () => must(rigged({ hands: [big, '4G 4G 4Y 4Y 9G', '9Y'], leader: 1 }), 1, play('4G 4G 4Y 4Y')),
  ],
  [
    'defending on a single (enforced)',
    () =>
      must(
        rigged({
          hands: [big, '9G', '3G 9Y'],
          leader: 2,
          direction: 'clockwise',
          options: { defence: 'enforced' },
        }),
        2,
        play('3G'),
      ),
  ],
];

describe('legal plays agree with the rules on every subset of the hand', () => {
  test.each(positions)('%s', (_name, position) => {
    const s = position();
    const list = listed(s);
    expect(new Set(list).size).toBe(list.length);
    expect(new Set(list)).toEqual(accepted(s));
  });
});

describe('listing', () => {
  test.each([
    ['copies listed once, on a single', '5R 5R 5G', '4G', ['5G', '5R']],
    ['copies listed once, leading', '5R 5R 5G', null, ['5G', '5R', '5R 5G', '5R 5R', '5R 5R 5G']],
    [
      'the phoenixes: singles, their pair, a full house; low to high',
      '7G 7Y 7R PG PY',
      null,
      [
        '7G',
        '7Y',
        '7R',
        'PG',
        'PY',
        '7Y 7G',
        '7R 7G',
        '7R 7Y',
        'PY PG',
        '7R 7Y 7G',
        '7R 7Y 7G PY PG',
      ],
    ],
    ['the 1M in a straight flush', '1M 2R 3R 4R 5R', '1G 2G 3G 4Y 5Y', ['5R 4R 3R 2R 1M']],
    ['gangs last', '3G 3Y 3R 3R 9R', '8G', ['9R', '3R 3R 3Y 3G']],
  ])('%s: %s on %s', (_name, hand, table, want) => {
    const s =
      table === null
        ? rigged({ hands: [hand, '9G', '9Y'], leader: 0 })
        : must(rigged({ hands: [hand, `${table} 10G`, '9Y'], leader: 1 }), 1, play(table));
    expect(listed(s)).toEqual(want);
  });
});
