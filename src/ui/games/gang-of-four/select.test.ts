// What a selection is called and whether it may be played now; the hint; the rail's sorts.
import { describe, expect, test } from 'vitest';
import { gangOfFour, type GofView } from '../../../engine/index.ts';
import { moves, must, play, rigged } from '../../../engine/games/gang-of-four/test-kit.ts';
import { comboName } from '../../../i18n/games/gang-of-four/texts.ts';
import { railOrder } from '../../table/hand-rail.ts';
import {
  SORTS,
  canPass,
  describeSelection,
  hintPlays,
  idsFor,
  nextHint,
  railCards,
  tokensOf,
} from './select.ts';

const NAMES = ['Ann', 'Bo', 'Cy', 'Di'];
const name = (s: number) => NAMES[s]!;
const words = (t: string) => t.split(' ');

describe('combinations in words', () => {
  test.each([
    ['single', '7G', 'green 7'],
    ['single', 'DR', 'the dragon'],
    ['single', '1M', 'multicoloured 1'],
    ['single', 'PY', 'yellow phoenix'],
    ['pair', '7R 7G', 'pair of 7s'],
    ['pair', 'PY PG', 'the phoenix pair'],
    ['triple', '9R 9Y 9G', 'three 9s'],
    ['straight', '7R 6G 5Y 4G 3R', 'straight, 3 to 7'],
    ['straight', '5G 4G 3Y 2R 1M', 'straight, 1 to 5'],
    ['flush', '9G 7G 5G 3G 2G', 'green flush, 9 high'],
    ['full-house', '7R 7Y 7G 4G 4Y', 'full house, 7s over 4s'],
    ['full-house', '7R 7Y 7G PY PG', 'full house, 7s over phoenixes'],
    ['straight-flush', '7R 6R 5R 4R 3R', 'red straight flush, 3 to 7'],
    ['straight-flush', '5Y 4Y 3Y 2Y 1M', 'yellow straight flush, 1 to 5'],
    ['gang', '5R 5R 5Y 5G', 'gang of four 5s'],
    ['gang', '1R 1R 1Y 1Y 1G 1G 1M', 'gang of seven 1s'],
  ] as const)('%s %s → %s', (type, cards, want) => {
    expect(comboName(type, words(cards))).toBe(want);
  });
});

// Clockwise, seat 0 leads: 0 → 1 → 2 → 3.
const hands = [
  '3G 5R 5G 7G 7Y 7R PG PY 9Y',
  '4G 4Y 6Y 6R DR 8G 8Y',
  '2G 7G 7Y 10R 1G',
  '8R 8Y 10G 3R 4R',
];
const start = () => rigged({ hands, leader: 0, direction: 'clockwise' });
const view = (s: ReturnType<typeof start>, seat: number) => gangOfFour.view(s, seat) as GofView;

describe('the selection, named and judged', () => {
  test('leading: any combination may be played', () => {
    expect(describeSelection(view(start(), 0), words('7R 7Y 7G PY PG'), name)).toEqual({
      name: 'full house, 7s over phoenixes',
      combo: true,
      playable: true,
      note: 'leads the trick',
    });
  });

  test('nothing selected: nothing to say', () => {
    expect(describeSelection(view(start(), 0), [], name)).toBeNull();
  });

  test('cards that make no combination are listed', () => {
    expect(describeSelection(view(start(), 0), ['3G', '9Y'], name)).toMatchObject({
      name: 'green 3, yellow 9',
      combo: false,
      playable: false,
      note: 'not a combination',
    });
  });

  test.each([
    ['a higher pair beats it', '8G 8Y', true, 'beats Ann’s pair of 5s'],
    ['a lower pair does not', '4G 4Y', false, 'does not beat the pair of 5s'],
    ['a single is the wrong size', '8G', false, 'the table wants 2 cards (a pair), or a gang'],
  ])('on a pair of 5s: %s', (_name, cards, playable, note) => {
    const mine = describeSelection(view(moves(start(), '5R 5G'), 1), words(cards), name)!;
    expect([mine.playable, mine.note]).toEqual([playable, note]);
  });

  test('an identical play, the first lead without the 1M, and not your turn', () => {
    const s = moves(start(), '7G');
    expect(describeSelection(view(s, 1), ['8G'], name)!.playable).toBe(true);
    expect(describeSelection(view(moves(start(), '7G', 'pass'), 2), ['7G'], name)!.note).toBe(
      'the same value as the green 7: it must be higher',
    );
    expect(describeSelection(view(s, 2), ['10R'], name)!.note).toBe('wait for your turn');
    const first = rigged({ hands: ['1M 2G 9Y', '4G 6Y', '2Y 7G'] });
    const lead = gangOfFour.view(first, first.turn!) as GofView;
    expect(describeSelection(lead, ['9Y'], name)!.note).toBe(
      'the first lead must include the multicoloured 1',
    );
  });

  test('in the exchange, the winner picks one card to give', () => {
    const s = rigged({ hands, round: 2, previous: { winner: 2, penalties: [3, 9, 0, 4] } });
    expect(describeSelection(view(s, 2), ['2G'], name)!.note).toBe('the card you give');
    expect(describeSelection(view(s, 2), ['7G', '7Y'], name)!.note).toBe('give one card');
  });
});

describe('the hint', () => {
  test('offers the lowest legal play first, then the next, round again', () => {
    const s = moves(start(), '5R 5G');
    const v = view(s, 1);
    const plays = hintPlays(v);
    expect(plays).toEqual([
      ['6R', '6Y'],
      ['8Y', '8G'],
    ]);
    expect(nextHint(plays, [])).toEqual(['6R', '6Y']);
    expect(nextHint(plays, ['6Y', '6R'])).toEqual(['8Y', '8G']);
    expect(nextHint(plays, ['8G', '8Y'])).toEqual(['6R', '6Y']);
  });

  test('every hint is a legal play the rules accept', () => {
    let s = start();
    for (let k = 0; k < 6; k++) {
      const seat = s.turn!;
      const plays = hintPlays(view(s, seat));
      if (plays.length === 0) {
        s = must(s, seat, { type: 'pass' });
        continue;
      }
      for (const p of plays) must(s, seat, play(p.join(' ')));
      s = must(s, seat, play(plays[0]!.join(' ')));
    }
  });

  test('nothing beats the table: no hint; not your turn: no hint either', () => {
    const s = moves(start(), 'PY');
    expect(hintPlays(view(s, 1))).toEqual([['DR']]);
    const after = moves(s, 'DR');
    expect(hintPlays(view(after, 2))).toEqual([]);
    expect(nextHint([], [])).toBeNull();
    expect(hintPlays(view(after, 0))).toEqual([]);
    expect(canPass(view(after, 2))).toBe(true);
    expect(canPass(view(after, 0))).toBe(false);
    expect(canPass(view(start(), 0))).toBe(false);
  });
});

describe('the hand on the rail', () => {
  const hand = ['1G', '3R', '5G', '5G', '5Y', '1M', '9R', 'PG', 'DR'];

  test('two copies of a card get ids of their own; tokens map back to free copies', () => {
    const cards = railCards(hand);
    expect(cards.map((c) => c.id)).toEqual([
      '1G#0',
      '3R#0',
      '5G#0',
      '5G#1',
      '5Y#0',
      '1M#0',
      '9R#0',
      'PG#0',
      'DR#0',
    ]);
    expect(cards[2]!.label).toBe('green 5');
    expect(idsFor(['5G', '5G', '9R'], cards)).toEqual(['5G#0', '5G#1', '9R#0']);
    expect(tokensOf(['5G#1', 'DR#0'])).toEqual(['5G', 'DR']);
  });

  test('sorted by number (the single-card order) or by colour', () => {
    const cards = railCards(hand);
    const [byNumber, byColour] = SORTS;
    expect(railOrder(cards, byNumber!).map((c) => c.token)).toEqual([
      '1G',
      '1M',
      '3R',
      '5G',
      '5G',
      '5Y',
      '9R',
      'PG',
      'DR',
    ]);
    expect(railOrder(cards, byColour!).map((c) => c.token)).toEqual([
      '1G',
      '5G',
      '5G',
      '5Y',
      '3R',
      '9R',
      '1M',
      'PG',
      'DR',
    ]);
  });
});
