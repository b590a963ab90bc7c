// Drag and drop of a hand: who may pick their hand up, what a drop in each zone means, and that a
// refused drop changes nothing.
import { describe, expect, test } from 'vitest';
import type { Drop, DropZone } from '../../core/game.ts';
import { applyIntent } from '../../core/match.ts';
import { gangOfFour } from './index.ts';
import type { GofState } from './state.ts';
import { gofTable } from './table.ts';
import { moves, must, play, rigged } from './test-kit.ts';

// Clockwise for readable turn order: 0 → 1 → 2 → 3; seat 0 leads.
const hands = ['3G 5R 5G 9Y 9R', '4G 6Y 6R DR 2Y', '2G 7G 7Y PG 10R', '8R 8Y 10G PY 3R'];
const playing = () => rigged({ hands, leader: 0, direction: 'clockwise' });
// Round 2: seat 2 won round 1, seat 1 lost it and gave its highest card (DR) to seat 2.
const exchanging = () =>
  rigged({ hands, round: 2, previous: { winner: 2, penalties: [3, 9, 0, 4] } });
const centre: DropZone = { kind: 'centre' };
const seat = (n: number): DropZone => ({ kind: 'seat', seat: n });
const drop = (zone: DropZone | null, ...items: string[]): Drop => ({ zone, items });
const reason = (x: unknown) => (x === null ? null : (x as { reason: string }).reason);

describe('canGrab', () => {
  test.each([
    ['your own hand, on your turn', 0, 'hand:0', null],
    ['your own hand, not your turn', 1, 'hand:1', 'not-your-turn'],
    ['somebody else’s hand', 0, 'hand:1', 'not-your-hand'],
    ['a hand of no seat', 0, 'hand:7', 'no-such-object'],
    ['a card of the trick', 0, 'trick:0:0', 'no-such-object'],
    ['a made-up id', 0, 'hand:0:extra', 'no-such-object'],
  ])('%s', (_name, who, object, want) => {
    expect(reason(gofTable.canGrab(playing(), who, object))).toBe(want);
  });

  test('in the exchange only the winner picks up their hand', () => {
    const s = exchanging();
    expect(s.phase).toBe('exchange');
    expect(gofTable.canGrab(s, 2, 'hand:2')).toBeNull();
    expect(reason(gofTable.canGrab(s, 1, 'hand:1'))).toBe('not-your-turn');
  });

  test('a player out of the round for forgetting "last card" cannot pick up their hand', () => {
    let s = rigged({
      hands: ['3G 5R', '4G 6Y 6R', '2G 7G'],
      leader: 0,
      options: { lastCard: 'called' },
    });
    s = must(s, 0, play('3G'));
    expect(s.out[0]).toBe(true);
    s = { ...s, turn: 0 };
    expect(reason(gofTable.canGrab(s, 0, 'hand:0'))).toBe('out-of-round');
  });

  test('between rounds and after the game nothing is picked up', () => {
    const over = moves(rigged({ hands: ['3G', '4G 6Y', '2G 7G'], leader: 0 }), '3G');
    expect(over.phase).toBe('round-end');
    expect(reason(gofTable.canGrab(over, 1, 'hand:1'))).toBe('wrong-phase');
    const done: GofState = { ...over, result: { winners: [0], totals: [0, 100, 100] } };
    expect(reason(gofTable.canGrab(done, 1, 'hand:1'))).toBe('game-over');
  });
});

describe('dropIntent', () => {
  test.each([
    [
      'the selection in the centre: play it',
      0,
      drop(centre, '5R', '5G'),
      { type: 'play', cards: ['5R', '5G'] },
    ],
    ['one card in the centre: play it', 0, drop(centre, '3G'), { type: 'play', cards: ['3G'] }],
    [
      'with the call: play and call "last card"',
      0,
      drop(centre, '3G', 'last-card'),
      { type: 'play', cards: ['3G'], lastCard: true },
    ],
    ['before a player: refused', 0, drop(seat(1), '3G'), 'play-in-centre'],
    ['before yourself: refused', 0, drop(seat(0), '3G'), 'play-in-centre'],
    ['off the table: refused', 0, drop(null, '3G'), 'off-table'],
    ['nothing carried: refused', 0, drop(centre), 'nothing-selected'],
    ['only the call: refused', 0, drop(centre, 'last-card'), 'nothing-selected'],
    ['a non-card item: refused', 0, drop(centre, '3G', 'XX'), 'malformed'],
    ['not your turn: refused', 1, drop(centre, '4G'), 'not-your-turn'],
  ])('%s', (_name, who, d, want) => {
    const out = gofTable.dropIntent(playing(), who, `hand:${who}`, d);
    expect(typeof want === 'string' ? reason(out) : out).toEqual(want);
  });

  test.each([
    ['one card before the loser: give it', drop(seat(1), '7G'), { type: 'give', card: '7G' }],
    ['one card in the centre: give it', drop(centre, 'DR'), { type: 'give', card: 'DR' }],
    ['before somebody else: refused', drop(seat(3), '7G'), 'give-to-loser'],
    ['two cards: refused', drop(seat(1), '7G', '7Y'), 'give-one-card'],
    ['with a call: refused', drop(seat(1), '7G', 'last-card'), 'give-one-card'],
  ])('the exchange: %s', (_name, d, want) => {
    const out = gofTable.dropIntent(exchanging(), 2, 'hand:2', d);
    expect(typeof want === 'string' ? reason(out) : out).toEqual(want);
  });

  test('a drop means exactly what the intent would: the rules judge it, state untouched', () => {
    const s = playing();
    const before = structuredClone(s);
    const intent = gofTable.dropIntent(s, 0, 'hand:0', drop(centre, '5R', '9Y'));
    expect(intent).toEqual({ type: 'play', cards: ['5R', '9Y'] });
    expect(applyIntent(gangOfFour, s, 0, intent, 4)).toMatchObject({
      ok: false,
      reason: 'not-a-combination',
    });
    const stolen = gofTable.dropIntent(s, 0, 'hand:0', drop(centre, 'DR'));
    expect(applyIntent(gangOfFour, s, 0, stolen, 4)).toMatchObject({ reason: 'not-in-hand' });
    expect(s).toEqual(before);
    const pair = gofTable.dropIntent(s, 0, 'hand:0', drop(centre, '5R', '5G'));
    expect(applyIntent(gangOfFour, s, 0, pair, 4).ok).toBe(true);
  });

  test('the game definition carries these rules', () => {
    expect(gangOfFour.table).toBe(gofTable);
  });
});
