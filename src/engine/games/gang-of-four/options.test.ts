// The table options, where the two rulebooks differ ("last card", the defence duty; the loser
// tie is in round.test.ts), and the option schema itself.
import { describe, expect, test } from 'vitest';
import { createState } from '../../core/match.ts';
import { gangOfFour } from './index.ts';
import { legalPlays, stateContext } from './legal.ts';
import type { GofOptions, GofState } from './state.ts';
import { PASS, act, moves, must, play, rigged } from './test-kit.ts';
import { makeGofCards } from './cards.ts';

describe('options', () => {
  test.each([undefined, null, {}])('%j: the Korean edition, last card by the table', (raw) => {
    expect(gangOfFour.parseOptions(raw)).toEqual({
      lastCard: 'automatic',
      defence: 'advice',
      loserTie: 'clockwise',
    });
  });

  test('options given are kept, the rest defaulted', () => {
    expect(gangOfFour.parseOptions({ lastCard: 'called', defence: 'enforced' })).toEqual({
      lastCard: 'called',
      defence: 'enforced',
      loserTie: 'clockwise',
    });
  });

  test.each([
    ['an unknown last-card mode', { lastCard: 'sometimes' }],
    ['a defence flag', { defence: true }],
    ['an unknown tie rule', { loserTie: 'left' }],
    ['an unknown option', { target: 200 }],
    ['an array', []],
    ['a string', 'called'],
  ])('%s is refused', (_name, raw) => {
    expect(gangOfFour.parseOptions(raw)).toMatchObject({ ok: false, reason: 'bad-options' });
    expect(createState(gangOfFour, 's', 4, raw)).toMatchObject({ reason: 'bad-options' });
  });
});

const lastCardHands = ['5R 9Y', '4G 6Y 8G', '2G 7G 10G', '3R 8Y 10R'];
const called = (o: Partial<GofOptions> = {}) =>
  rigged({
    hands: lastCardHands,
    leader: 0,
    direction: 'clockwise',
    options: { lastCard: 'called', ...o },
  });

describe('"last card" (German "Ansage Letzte Karte", Korean "라스트 카드")', () => {
  test('by default the table announces it', () => {
    const s = must(
      rigged({ hands: lastCardHands, leader: 0, direction: 'clockwise' }),
      0,
      play('5R'),
    );
    expect(s.log.at(-1)).toEqual({ round: 1, e: 'last-card', seat: 0 });
    expect(gangOfFour.view(s, 2).players[0]).toMatchObject({
      cards: 1,
      lastCard: true,
      out: false,
    });
  });

  test('called with the play: announced', () => {
    const s = must(called(), 0, play('5R', true));
    expect([s.out[0], s.log.at(-1)]).toEqual([false, { round: 1, e: 'last-card', seat: 0 }]);
  });

  test('forgotten: out of the round, skipped, may not play the last card', () => {
    let s = must(called(), 0, play('5R'));
    expect([s.out[0], s.log.at(-1)]).toEqual([true, { round: 1, e: 'forgot-last-card', seat: 0 }]);
    expect(gangOfFour.view(s, 1).players[0]).toMatchObject({ lastCard: false, out: true });
    s = moves(s, '6Y', '7G', '8Y');
    expect(s.turn).toBe(1);
    expect(act(s, 0, play('9Y'))).toMatchObject({ reason: 'out-of-round' });
    // The trick ends once the players still in the round have passed.
    s = moves(s, 'pass', 'pass');
    expect([s.turn, s.pile]).toEqual([3, 4]);
  });

  test('forgotten by the player who would lead: the next player leads', () => {
    const s = moves(must(called(), 0, play('5R')), 'pass', 'pass', 'pass');
    expect([s.trick, s.turn]).toEqual([[], 1]);
  });

  test('forgotten: 1 point at the end of the round, marked on the score sheet', () => {
    const s = rigged({
      hands: ['5R 9Y', '4G 4Y', '2G 7G 10G', '3R 8Y 10R'],
      leader: 0,
      direction: 'clockwise',
      options: { lastCard: 'called' },
    });
    const t = moves(s, '5R', 'pass', 'pass', 'pass', '4G 4Y');
    expect(t.rounds[0]).toMatchObject({
      winner: 1,
      cardsLeft: [1, 0, 3, 3],
      forgot: [true, false, false, false],
      penalties: [1, 0, 3, 3],
    });
  });

  test('going out with a combination needs no call', () => {
    const s = rigged({
      hands: ['9R 9Y', '4G 6Y 8G', '2G 7G 10G', '3R 8Y 10R'],
      leader: 0,
      options: { lastCard: 'called' },
    });
    expect(must(s, 0, play('9R 9Y')).rounds[0]!.winner).toBe(0);
  });

  test('the last player still in the round cannot drop out too: the call is taken as made', () => {
    let s = rigged({
      hands: ['5R 6R 7R', '2G 3G', '2Y 3Y'],
      leader: 1,
      direction: 'clockwise',
      options: { lastCard: 'called' },
    });
    s = moves(s, '2G', '3Y');
    expect(s.out).toEqual([false, true, true]);
    // Alone in the round: every play ends its trick at once, and seat 0 leads again.
    s = must(s, 0, play('5R'));
    expect([s.turn, s.trick, s.pile]).toEqual([0, [], 3]);
    s = must(s, 0, play('6R'));
    expect(s.out[0]).toBe(false);
    s = must(s, 0, play('7R'));
    expect(s.rounds[0]).toMatchObject({ winner: 0, penalties: [0, 1, 1] });
  });

  test('calling "last card" on a play that does not leave one card changes nothing', () => {
    const s = must(called(), 0, play('9Y', true));
    expect(s.out[0]).toBe(false);
  });
});

// Clockwise 3 → 0 → 1: seat 0 sits just before seat 1, who holds one card.
const defence = (seat0: string, lead: string | null, o: Partial<GofOptions> = {}): GofState => {
  const s = rigged({
    hands: [seat0, '4G', '2G 2Y 3Y', 'DR 6G 6Y 10R'],
    leader: lead === null ? 0 : 3,
    direction: 'clockwise',
    options: { defence: 'enforced', ...o },
  });
  return lead === null ? s : must(s, 3, play(lead));
};

describe('stopping a last-card player (German: a duty, option "enforced")', () => {
  test.each([
    // On a single: the highest card if it beats, or a gang; no pass while either is possible.
    ['3G 9Y PG', '6G', '9Y', 'must-defend'],
    ['3G 9Y PG', '6G', 'pass', 'must-defend'],
    ['3G 9Y PG', '6G', 'PG', 'ok'],
    ['3G 9Y PG 8G 8Y 8R 8R', '6G', '8G 8Y 8R 8R', 'ok'],
    // The highest card cannot beat: a gang is then the duty, else the player may pass.
    ['3G 9Y PG', 'DR', 'pass', 'ok'],
    ['3G 9Y PG 8G 8Y 8R 8R', 'DR', 'pass', 'must-defend'],
    ['3G 9Y PG 8G 8Y 8R 8R', 'DR', '8G 8Y 8R 8R', 'ok'],
    // On a pair there is no duty.
    ['3G 9Y 9R PG', '6G 6Y', 'pass', 'ok'],
    ['3G 7G 7Y 9Y 9R PG', '6G 6Y', '7G 7Y', 'ok'],
    // Leading: a combination of two or more cards when there is one…
    ['3G 7G 7Y PG', null, '3G', 'must-defend'],
    ['3G 7G 7Y PG', null, 'PG', 'must-defend'],
    ['3G 7G 7Y PG', null, '7G 7Y', 'ok'],
    // …else the highest single.
    ['3G 7G 9Y PG', null, '3G', 'must-defend'],
    ['3G 7G 9Y PG', null, 'PG', 'ok'],
  ])('seat 0 holding %s on %s: %s -> %s', (hand, lead, move, want) => {
    const s = defence(hand, lead);
    expect(gangOfFour.view(s, 2).defending).toBe(true);
    const out = act(s, 0, move === 'pass' ? PASS : play(move));
    expect(out.ok ? 'ok' : out.reason).toBe(want);
  });

  test('the hint lists only what the duty allows', () => {
    const s = defence('3G 9Y PG 8G 8Y 8R 8R', '6G');
    expect(legalPlays(stateContext(s, 0)).map((c) => makeGofCards(c.cards))).toEqual([
      'PG',
      '8R 8R 8Y 8G',
    ]);
  });

  test('by default (Korean edition) it is advice: the view says so, nothing is refused', () => {
    const s = defence('3G 9Y PG', '6G', { defence: 'advice' });
    expect(gangOfFour.view(s, 0).defending).toBe(true);
    expect(act(s, 0, PASS).ok).toBe(true);
    expect(act(s, 0, play('9Y')).ok).toBe(true);
  });

  test('only the player just before the last-card player is bound, in this round’s direction', () => {
    // Seat 3 leads with seat 0 next (clockwise), who holds three cards: no duty for seat 3.
    const s = rigged({
      hands: ['3G 9Y PG', '4G', '2G 2Y 3Y', 'DR 6G 6Y 10R'],
      leader: 3,
      direction: 'clockwise',
      options: { defence: 'enforced' },
    });
    expect(gangOfFour.view(s, 0).defending).toBe(false);
    expect(act(s, 3, play('6G')).ok).toBe(true);
    // Counter-clockwise the player before seat 1 is seat 2.
    const ccw = rigged({
      hands: ['3G 9Y PG', '4G', '2G 2Y 3Y', 'DR 6G 6Y 10R'],
      leader: 2,
      direction: 'counter-clockwise',
      options: { defence: 'enforced' },
    });
    expect(gangOfFour.view(ccw, 0).defending).toBe(true);
    expect(act(ccw, 2, play('3Y'))).toMatchObject({ reason: 'must-defend' });
    expect(act(ccw, 2, play('2G 2Y')).ok).toBe(true);
  });
});
