// What each seat may see: its own hand, counts of the others, the current trick, this round's
// exchange, the score sheet; never another hand, the set-aside cards, a finished trick, the RNG.
import { describe, expect, test } from 'vitest';
import { gangOfFour } from './index.ts';
import type { GofState } from './state.ts';
import { CARD_TOKEN, PASS, knownCards, moves, must, play, rigged } from './test-kit.ts';

const views = (s: GofState) => [
  ...Array.from({ length: s.seats }, (_, seat) => gangOfFour.view(s, seat)),
  gangOfFour.spectatorView(s),
];
const tokensIn = (x: unknown) => [...JSON.stringify(x).matchAll(CARD_TOKEN)].map((m) => m[1]!);

const hands = ['3G 5R 5G 9Y', '4G 6Y 6R DR', '2G 7G 7Y PG', '8R 8Y 10G PY'];
const start = () => rigged({ hands, leader: 0, direction: 'clockwise' });

describe('views', () => {
  test('a seat sees its own hand sorted and every hand’s count, never another hand', () => {
    const v = gangOfFour.view(rigged({ hands: ['9Y 3G 5R', ...hands.slice(1)], leader: 0 }), 0);
    expect(v.hand).toEqual(['3G', '5R', '9Y']);
    expect(v.players.map((p) => p.cards)).toEqual([3, 4, 4, 4]);
    expect(tokensIn(v).sort()).toEqual(['3G', '5R', '9Y']);
  });

  test('a spectator sees no hand at all', () => {
    const v = gangOfFour.spectatorView(must(start(), 0, play('3G')));
    expect(v.hand).toBeNull();
    expect(tokensIn(v)).toEqual(['3G']);
  });

  test('the current trick is face up for all; a finished trick is only a pile count', () => {
    let s = moves(start(), '3G', 'DR');
    for (const v of views(s))
      expect(v.trick.map((p) => [p.seat, p.cards, p.type])).toEqual([
        [0, ['3G'], 'single'],
        [1, ['DR'], 'single'],
      ]);
    s = moves(s, 'pass', 'pass', 'pass');
    for (const v of views(s)) {
      expect([v.trick, v.pile]).toEqual([[], 2]);
      expect(tokensIn(v)).not.toContain('DR');
      expect(tokensIn(v)).not.toContain('3G');
      expect(v.log.filter((e) => e.e === 'play')).toEqual([
        { round: 1, e: 'play', seat: 0, count: 1 },
        { round: 1, e: 'play', seat: 1, count: 1 },
      ]);
    }
  });

  test('passed, turn and direction are public', () => {
    const s = moves(start(), '3G', 'pass');
    const v = gangOfFour.view(s, 3);
    expect([v.turn, v.direction, v.players.map((p) => p.passed)]).toEqual([
      2,
      'clockwise',
      [false, true, false, false],
    ]);
  });

  test('three players: the set-aside cards never appear', () => {
    const s = rigged({ hands: ['3G 5R', '4G 6Y', '2G 7G'], aside: '1M DR PY PG' });
    for (const v of views(s))
      for (const t of ['1M', 'DR', 'PY', 'PG']) expect(tokensIn(v)).not.toContain(t);
    expect(JSON.stringify(views(s))).not.toMatch(/"aside"|"hands"|"rng"|"seed"/);
    for (const word of s.rng) expect(JSON.stringify(views(s))).not.toContain(String(word));
  });

  test('both exchanged cards are shown to everybody', () => {
    const s = rigged({
      hands: ['2G 3G', '5R DR 9Y', '4G 10R', '6G PG'],
      round: 2,
      previous: { winner: 0, penalties: [0, 9, 4, 2] },
    });
    for (const v of views(s))
      expect(v.exchange).toEqual({ loser: 1, winner: 0, fromLoser: 'DR', fromWinner: null });
    const t = must(s, 0, { type: 'give', card: '2G' });
    for (const v of views(t)) expect(v.exchange!.fromWinner).toBe('2G');
  });

  test('the score sheet and totals are public', () => {
    const s = must(rigged({ hands: ['9R', '2G 3G', '4G'], leader: 0 }), 0, play('9R'));
    const v = gangOfFour.view(s, 2);
    expect([v.phase, v.totals, v.rounds[0]!.penalties]).toEqual([
      'round-end',
      [0, 2, 1],
      [0, 2, 1],
    ]);
    expect(gangOfFour.view(must(s, 1, { type: 'continue' }), 1).rounds).toHaveLength(1);
  });

  test('knownCards covers every card token in every view of a rigged round', () => {
    let s = start();
    for (const m of ['3G', '4G', '7G', '8R', 'pass', 'DR', 'pass', 'pass', 'pass', '6Y 6R']) {
      s = must(s, s.turn!, m === 'pass' ? PASS : play(m));
      for (const [i, v] of views(s).entries()) {
        const known = knownCards(s, i < s.seats ? i : null);
        for (const t of tokensIn(v)) expect(known.has(t)).toBe(true);
      }
    }
  });
});
