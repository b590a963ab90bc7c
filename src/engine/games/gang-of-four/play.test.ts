// Playing a round (German "Spielablauf", "Ablagestapel"; Korean "게임의 시작", "트릭과 라운드"):
// turns, passing and re-entering, the end of a trick, and every refusal of a play or a pass.
import { describe, expect, test } from 'vitest';
import { gangOfFour } from './index.ts';
import type { GofState } from './state.ts';
import { PASS, act, moves, must, play, rigged } from './test-kit.ts';

// Clockwise for readable turn order: 0 → 1 → 2 → 3.
const hands = ['3G 5R 5G 9Y 9R', '4G 6Y 6R DR 2Y', '2G 7G 7Y PG 10R', '8R 8Y 10G PY 3R'];
const four = (o: Partial<Parameters<typeof rigged>[0]> = {}) =>
  rigged({ hands, leader: 0, direction: 'clockwise', ...o });

describe('turns and tricks', () => {
  test('a trick goes round until all others passed in a row; the last player leads anew', () => {
    let s = moves(four(), '3G', '4G', 'pass', '8R', 'pass', 'DR', 'pass', 'pass');
    expect(s.turn).toBe(0);
    expect(s.trick.map((p) => p.cards.join(' '))).toEqual(['3G', '4G', '8R', 'DR']);
    s = must(s, 0, PASS);
    // The cards go face down: only their count is kept.
    expect([s.trick, s.pile, s.turn]).toEqual([[], 4, 1]);
    expect(s.passed).toEqual([false, false, false, false]);
    expect(s.log.at(-1)).toEqual({ round: 1, e: 'trick', cards: 4, leader: 1 });
  });

  test('a player who passed may play again when the turn comes round ("wieder einsteigen")', () => {
    let s = moves(four(), '3G', '4G', 'pass', '8R', 'pass', 'pass');
    expect(s.turn).toBe(2);
    s = must(s, 2, play('PG'));
    expect(s.passed).toEqual([false, false, false, false]);
    s = moves(s, 'PY', 'pass', 'DR', 'pass', 'pass', 'pass');
    expect([s.turn, s.pile]).toEqual([1, 6]);
  });

  test('round 1 runs counter-clockwise: 0 → 3 → 2 → 1', () => {
    let s = rigged({ hands, leader: 0 });
    expect(s.direction).toBe('counter-clockwise');
    const order: number[] = [];
    for (const m of ['3G', '8R', 'pass', 'pass', 'pass']) {
      order.push(s.turn!);
      s = must(s, s.turn!, m === 'pass' ? PASS : play(m));
    }
    expect(order).toEqual([0, 3, 2, 1, 0]);
    expect(s.turn).toBe(3);
  });

  test('the same card count follows the lead; the trick may climb through a gang', () => {
    const s = rigged({
      hands: ['5G 5Y 9G', '6G 6Y 2R 2R 2G 2Y', '7G 7Y 3G', '8G 8Y 4G'],
      leader: 0,
      direction: 'clockwise',
    });
    const t = moves(s, '5G 5Y', '2R 2R 2G 2Y', 'pass', 'pass', 'pass');
    expect([t.turn, t.pile, t.hands[1]]).toEqual([1, 6, ['6G', '6Y']]);
  });

  test('the round ends the moment a player has no cards', () => {
    const s = rigged({
      hands: ['9R 9Y', '4G 6Y', '2G 7G 7Y', '8R 8Y 10G'],
      leader: 0,
      direction: 'clockwise',
    });
    const t = must(s, 0, play('9R 9Y'));
    expect(t.phase).toBe('round-end');
    expect(t.turn).toBeNull();
    expect(t.rounds).toEqual([
      {
        round: 1,
        winner: 0,
        cardsLeft: [0, 2, 3, 3],
        forgot: [false, false, false, false],
        penalties: [0, 2, 3, 3],
      },
    ]);
    expect(t.totals).toEqual([0, 2, 3, 3]);
  });
});

describe('refusals leave the state untouched', () => {
  const onSingle = (s: GofState) => must(s, 0, play('5R'));
  const bad: [string, (s: GofState) => GofState, number, unknown, string][] = [
    ['playing out of turn', (s) => s, 1, play('4G'), 'not-your-turn'],
    ['passing out of turn', (s) => s, 2, PASS, 'not-your-turn'],
    ['a card not in hand', (s) => s, 0, play('DR'), 'not-in-hand'],
    ['a second copy not held', (s) => s, 0, play('5R 5R'), 'not-in-hand'],
    ['a third copy', (s) => s, 0, play('5R 5R 5R'), 'not-in-hand'],
    ['cards that form no combination', (s) => s, 0, play('3G 9Y'), 'not-a-combination'],
    ['two pairs', (s) => s, 0, play('5R 5G 9Y 9R'), 'not-a-combination'],
    ['a lower single', onSingle, 1, play('4G'), 'does-not-beat'],
    ['a pair on a single', onSingle, 1, play('6Y 6R'), 'wrong-count'],
    ['passing when leading', (s) => s, 0, PASS, 'must-lead'],
    ['giving a card during play', (s) => s, 0, { type: 'give', card: '3G' }, 'wrong-phase'],
    ['continuing during play', (s) => s, 0, { type: 'continue' }, 'wrong-phase'],
    ['an unknown card token', (s) => s, 0, play('11R'), 'malformed'],
    ['the 1 written without colour', (s) => s, 0, { type: 'play', cards: ['1'] }, 'malformed'],
    ['no cards', (s) => s, 0, { type: 'play', cards: [] }, 'malformed'],
    ['cards as a string', (s) => s, 0, { type: 'play', cards: '5R' }, 'malformed'],
    ['a card as a number', (s) => s, 0, { type: 'play', cards: [5] }, 'malformed'],
    [
      'lastCard not a boolean',
      (s) => s,
      0,
      { ...(play('5R') as object), lastCard: 1 },
      'malformed',
    ],
    ['an extra field', (s) => s, 0, { type: 'pass', seat: 0 }, 'malformed'],
    ['give without a card', (s) => s, 0, { type: 'give' }, 'malformed'],
    ['no type', (s) => s, 0, { cards: ['5R'] }, 'malformed'],
    ['a type inherited, not own', (s) => s, 0, Object.create({ type: 'pass' }), 'malformed'],
    ['not an object', (s) => s, 0, 'pass', 'malformed'],
    ['an array', (s) => s, 0, [{ type: 'pass' }], 'malformed'],
    ['null', (s) => s, 0, null, 'malformed'],
    ['an unknown intent', (s) => s, 0, { type: 'bid', cards: ['5R'] }, 'unknown-intent'],
  ];
  test.each(bad)('%s is refused: %s', (_name, prepare, seat, intent, reason) => {
    const s = prepare(four());
    const before = structuredClone(s);
    const out = act(deepFreeze(s), seat, intent);
    expect(out).toMatchObject({ ok: false, reason });
    expect(s).toEqual(before);
  });

  test('an identical play is refused as such (green 2 + yellow 2 on green 2 + yellow 2)', () => {
    const s = rigged({
      hands: ['2G 2Y 9R', '2G 2Y 8R', '3G', '4G'],
      leader: 0,
      direction: 'clockwise',
    });
    const t = must(s, 0, play('2G 2Y'));
    expect(act(deepFreeze(t), 1, play('2Y 2G'))).toMatchObject({ reason: 'identical-play' });
  });

  test('a seat that does not exist is refused by the definition', () => {
    expect(gangOfFour.apply(four(), 4, { type: 'pass' })).toMatchObject({ reason: 'not-a-player' });
    expect(gangOfFour.apply(four(), -1, { type: 'pass' })).toMatchObject({
      reason: 'not-a-player',
    });
  });
});

function deepFreeze<T>(x: T): T {
  if (typeof x === 'object' && x !== null) {
    Object.values(x).forEach(deepFreeze);
    Object.freeze(x);
  }
  return x;
}
