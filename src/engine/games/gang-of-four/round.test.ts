// Dealing, who leads, the card exchange, scoring and the end of the game (German "Karten
// verteilen", "Partie mit drei Spielern", "Kartentausch", "Spielrichtung", "Wertung").
import { describe, expect, test } from 'vitest';
import { parseGofCard } from './cards.ts';
import { gangOfFour } from './index.ts';
import { penaltyFor } from './round.ts';
import type { GofOptions, GofState } from './state.ts';
import { PASS, act, must, play, rigged } from './test-kit.ts';

const setup = (seats: number, seed = 'seed-42', options: Partial<GofOptions> = {}): GofState => {
  const s = gangOfFour.setup({
    seed,
    seats,
    options: { ...gangOfFour.defaultOptions, ...options },
  });
  if ('ok' in s) throw new Error(s.reason);
  return s;
};
const sortTokens = (cards: readonly string[]) => [...cards].sort();

describe('the deal', () => {
  test.each([
    [4, 0],
    [3, 16],
  ])('%i players: 16 cards each, %i set aside, all 64 cards used', (seats, aside) => {
    const s = setup(seats);
    expect(s.hands.map((h) => h.length)).toEqual(Array(seats).fill(16));
    expect(s.aside).toHaveLength(aside);
    const all = [...s.hands.flat(), ...s.aside];
    expect(all).toHaveLength(64);
    expect(new Set(all).size).toBe(34);
    expect([s.round, s.direction, s.pile, s.exchange]).toEqual([1, 'counter-clockwise', 0, null]);
  });

  test('the same seed deals the same game; another seed another', () => {
    expect(setup(4, 'a')).toEqual(setup(4, 'a'));
    expect(setup(4, 'a').hands).not.toEqual(setup(4, 'b').hands);
  });

  test('hands are sorted by the single-card order', () => {
    for (const h of setup(4).hands) {
      const order = h.map(parseGofCard);
      expect(order).toEqual([...order].sort((a, b) => a - b));
    }
  });

  test('the first dealer is drawn by the seeded RNG', () => {
    const dealers = new Set(Array.from({ length: 24 }, (_, i) => setup(4, `d${i}`).dealer));
    expect([...dealers].sort()).toEqual([0, 1, 2, 3]);
  });

  test.each([2, 5, 0, 3.5])('%s players is refused', (n) => {
    expect(
      gangOfFour.setup({ seed: 'x', seats: n, options: gangOfFour.defaultOptions }),
    ).toMatchObject({ ok: false, reason: 'bad-seat-count' });
  });
});

describe('who leads round 1', () => {
  test('the holder of the multicoloured 1 leads, and the lead must contain it', () => {
    const s = setup(4);
    const holder = s.hands.findIndex((h) => h.includes('1M'));
    expect([s.phase, s.turn, s.firstLead]).toEqual(['play', holder, true]);
    expect(gangOfFour.view(s, 0).mustInclude1M).toBe(true);
  });

  const ones = rigged({ hands: ['2G 3G', '4G 5G', '1M 1G 1Y 1R 2Y 3Y 4R 5G 9G', '6G 7G'] });
  test.each([
    ['1M', true],
    ['1M 1G', true],
    ['1M 1Y 1R', true],
    ['1M 2Y 3Y 4R 5G', true],
    ['1M 1G 1Y 1R', true],
    ['2Y', 'must-include-1m'],
    ['1G 1Y', 'must-include-1m'],
    ['1G 2Y 3Y 4R 5G', 'must-include-1m'],
  ])('leading %s -> %s', (cards, want) => {
    expect(ones.turn).toBe(2);
    const out = act(ones, 2, play(cards));
    expect(out.ok ? true : out.reason).toBe(want);
  });

  test('after the first lead, any combination may lead', () => {
    let s = must(ones, 2, play('1M'));
    s = must(must(must(s, 1, PASS), 0, PASS), 3, PASS);
    expect([s.turn, s.firstLead]).toEqual([2, false]);
    expect(act(s, 2, play('9G')).ok).toBe(true);
  });

  test.each([
    [2, 1],
    [0, 2],
  ])(
    '3 players, nobody holds the 1M (dealer %i): the player on the right of the dealer, %i, leads anything',
    (dealer, leader) => {
      const s = rigged({ hands: ['2G 3G', '4G 5G', '6G 7G'], aside: '1M', dealer });
      expect([s.turn, s.firstLead]).toEqual([leader, false]);
      expect(act(s, leader, play(s.hands[leader]![0]!)).ok).toBe(true);
    },
  );
});

describe('scoring', () => {
  test.each([
    [0, 0],
    [1, 1],
    [5, 5], // "Maria hat … noch fünf Karten … 5 Punkte (5 x 1)"
    [7, 7],
    [8, 16],
    [9, 18], // "Johannes noch neun Karten … 18 Punkte (9 x 2)"
    [10, 20],
    [11, 33],
    [13, 39],
    [14, 56],
    [15, 60], // "Lisa, die noch 15 Karten besitzt … 60 Punkte (15 x 4)"
    [16, 80],
  ])('%i cards left: %i points', (cards, points) => {
    expect(penaltyFor(cards)).toBe(points);
  });
});

/** Round 1 rigged so that seat `winner` goes out at once with a pair. */
function finishedRound(winner: number, others: string[], totals?: number[]): GofState {
  const hands = [...others];
  hands.splice(winner, 0, '9R 9Y');
  const s = rigged({ hands, leader: winner, ...(totals ? { totals } : {}) });
  return must(s, winner, play('9R 9Y'));
}

describe('the next round and the exchange', () => {
  test('the winner deals, the direction turns, the loser gives the highest card at once', () => {
    const end = finishedRound(2, ['2G 3G 4G 5G 6G 7G 8G', '2Y', '3Y 4Y']);
    expect(end.phase).toBe('round-end');
    const s = must(end, 0, { type: 'continue' });
    expect([s.round, s.dealer, s.direction, s.phase, s.turn]).toEqual([
      2,
      2,
      'clockwise',
      'exchange',
      2,
    ]);
    const ex = s.exchange!;
    expect([ex.loser, ex.winner, ex.fromWinner]).toEqual([0, 2, null]);
    // Nothing the loser kept is higher than what they gave.
    expect(Math.max(...s.hands[0]!.map(parseGofCard))).toBeLessThanOrEqual(
      parseGofCard(ex.fromLoser),
    );
    expect(s.hands.map((h) => h.length)).toEqual([15, 16, 17, 16]);
    const t = must(s, 2, { type: 'give', card: s.hands[2]![0]! });
    expect(t.hands.map((h) => h.length)).toEqual([16, 16, 16, 16]);
    expect([t.phase, t.turn, t.firstLead, t.exchange!.fromWinner]).toEqual([
      'play',
      2,
      false,
      s.hands[2]![0],
    ]);
  });

  const round2 = (penalties: number[], totals: number[], loserTie?: GofOptions['loserTie']) =>
    rigged({
      hands: ['2G 3G', '5R DR 9Y', '4G 10R', '6G PG'],
      round: 2,
      previous: { winner: 0, penalties },
      totals,
      ...(loserTie ? { options: { loserTie } } : {}),
    });

  test('a rigged exchange: the loser’s dragon goes to the winner, who gives any card', () => {
    const s = round2([0, 9, 4, 2], [0, 9, 4, 2]);
    expect(s.exchange).toEqual({ loser: 1, winner: 0, fromLoser: 'DR', fromWinner: null });
    expect([s.hands[0], s.hands[1]]).toEqual([
      ['2G', '3G', 'DR'],
      ['5R', '9Y'],
    ]);
    const t = must(s, 0, { type: 'give', card: '3G' });
    expect([t.hands[0], t.hands[1]]).toEqual([
      ['2G', 'DR'],
      ['3G', '5R', '9Y'],
    ]);
    expect(t.log.filter((e) => e.e === 'exchange')).toEqual([
      { round: 2, e: 'exchange', from: 1, to: 0, card: 'DR' },
      { round: 2, e: 'exchange', from: 0, to: 1, card: '3G' },
    ]);
  });

  test('the winner may give back the card just received', () => {
    const t = must(round2([0, 9, 4, 2], [0, 9, 4, 2]), 0, { type: 'give', card: 'DR' });
    expect(sortTokens(t.hands[1]!)).toEqual(sortTokens(['5R', '9Y', 'DR']));
  });

  test.each([
    ['most points this round', [0, 9, 4, 2], [0, 9, 4, 2], undefined, 1],
    ['tied: the higher total gives', [0, 5, 9, 9], [0, 30, 20, 25], undefined, 3],
    [
      'tied on total: nearest the winner clockwise (Korean)',
      [0, 9, 4, 9],
      [0, 9, 4, 9],
      undefined,
      1,
    ],
    [
      'tied on total: nearest counter-clockwise (German option)',
      [0, 9, 4, 9],
      [0, 9, 4, 9],
      'counter-clockwise' as const,
      3,
    ],
  ])('%s', (_name, penalties, totals, tie, loser) => {
    expect(round2(penalties, totals, tie).exchange!.loser).toBe(loser);
  });

  test.each([
    ['a give by the loser', 1, { type: 'give', card: '5R' }, 'not-your-turn'],
    ['a give of a card not held', 0, { type: 'give', card: '9R' }, 'not-in-hand'],
    ['a play during the exchange', 0, play('2G'), 'wrong-phase'],
    ['a pass during the exchange', 0, PASS, 'wrong-phase'],
    ['a give with a bad token', 0, { type: 'give', card: '1' }, 'malformed'],
  ])('%s is refused', (_name, seat, intent, reason) => {
    const s = round2([0, 9, 4, 2], [0, 9, 4, 2]);
    const before = structuredClone(s);
    expect(act(s, seat, intent)).toMatchObject({ ok: false, reason });
    expect(s).toEqual(before);
  });

  test('the direction alternates: round 3 is counter-clockwise again, dealt by its winner', () => {
    let s = rigged({
      hands: ['2G', '3G 3Y', '4G', '6G'],
      round: 2,
      previous: { winner: 0, penalties: [0, 1, 1, 1] },
      leader: 1,
    });
    expect(s.direction).toBe('clockwise');
    s = must(must(s, 1, play('3G 3Y')), 2, { type: 'continue' });
    expect([s.round, s.direction, s.dealer, s.exchange!.winner]).toEqual([
      3,
      'counter-clockwise',
      1,
      1,
    ]);
  });
});

describe('the end of the game', () => {
  test('someone reaches 100 after a round: the lowest total wins', () => {
    const s = finishedRound(1, ['2G 3G 4G 5G 6G', '2Y', '3Y 4Y'], [95, 10, 20, 30]);
    expect(s.phase).toBe('over');
    expect(s.totals).toEqual([100, 10, 21, 32]);
    expect(s.result).toEqual({ winners: [1], totals: [100, 10, 21, 32] });
    expect(gangOfFour.result(s)).toEqual(s.result);
    expect(act(s, 0, { type: 'continue' })).toMatchObject({ reason: 'game-over' });
    expect(act(s, 2, play('2Y'))).toMatchObject({ reason: 'game-over' });
  });

  test('a tie for the lowest total is shared', () => {
    const s = finishedRound(1, ['2G', '2Y', '3Y 4Y'], [99, 40, 39, 60]);
    expect(s.result).toEqual({ winners: [1, 2], totals: [100, 40, 40, 62] });
  });

  test('under 100 the score sheet waits for any player to continue', () => {
    const s = finishedRound(1, ['2G', '2Y', '3Y 4Y'], [10, 40, 39, 60]);
    expect([s.phase, s.result]).toEqual(['round-end', null]);
    expect(act(s, 3, { type: 'continue' }).ok).toBe(true);
  });
});
