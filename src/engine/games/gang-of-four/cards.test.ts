import { describe, expect, test } from 'vitest';
import {
  DRAGON,
  GOF_DECK,
  GOF_TOKENS,
  MULTI_ONE,
  PHOENIX_GREEN,
  PHOENIX_YELLOW,
  gofColour,
  gofCopies,
  gofNumber,
  makeGofCard,
  makeGofCards,
  parseGofCard,
  parseGofCards,
  sortGofTokens,
  tryParseGofCard,
} from './cards.ts';

describe('parseGofCard / makeGofCard', () => {
  test.each([
    ['1G', 0, 1, 'G', 2],
    ['1Y', 1, 1, 'Y', 2],
    ['1R', 2, 1, 'R', 2],
    ['1M', MULTI_ONE, 1, null, 1],
    ['2G', 4, 2, 'G', 2],
    ['5R', 15, 5, 'R', 2],
    ['10G', 28, 10, 'G', 2],
    ['10R', 30, 10, 'R', 2],
    ['PG', PHOENIX_GREEN, null, null, 1],
    ['PY', PHOENIX_YELLOW, null, null, 1],
    ['DR', DRAGON, null, null, 1],
  ])('%s is card %i (number %s, colour %s, %i copies)', (token, card, number, colour, copies) => {
    expect(parseGofCard(token)).toBe(card);
    expect(tryParseGofCard(token)).toBe(card);
    expect(gofNumber(card)).toBe(number);
    expect(gofColour(card)).toBe(colour);
    expect(gofCopies(card)).toBe(copies);
    expect(makeGofCard(card)).toBe(token);
  });

  test('the single-card order: 1G < 1Y < 1R < 1M < 2G < … < 10R < PG < PY < DR', () => {
    const numbers = Array.from({ length: 9 }, (_, i) => ['G', 'Y', 'R'].map((c) => `${i + 2}${c}`));
    expect(GOF_TOKENS).toEqual(['1G', '1Y', '1R', '1M', ...numbers.flat(), 'PG', 'PY', 'DR']);
    GOF_TOKENS.forEach((t, i) => expect(parseGofCard(t)).toBe(i));
  });

  test('the deck: 64 cards, two of each coloured number, one 1M, PG, PY and DR', () => {
    expect(GOF_DECK).toHaveLength(64);
    const count = (t: string) => GOF_DECK.filter((c) => c === parseGofCard(t)).length;
    for (const t of GOF_TOKENS) expect(count(t)).toBe(['1M', 'PG', 'PY', 'DR'].includes(t) ? 1 : 2);
    expect(GOF_DECK.filter((c) => gofNumber(c) === 1)).toHaveLength(7);
  });

  test.each([
    ['11R', "unknown card '11R': numbers run 1–10"],
    ['0G', "unknown card '0G': numbers run 1–10"],
    ['1W', "unknown card '1W': write the multicoloured 1 as 1M"],
    ['M1', "unknown card 'M1': write the multicoloured 1 as 1M"],
    ['MC', "unknown card 'MC': write the multicoloured 1 as 1M"],
    ['2M', "unknown card '2M': only the 1 is multicoloured"],
    ['5r', "unknown card '5r': colours are upper-case: '5R'"],
    ['5', "unknown card '5': add a colour G, Y or R"],
    ['5B', "unknown card '5B': colours are G, Y and R"],
    ['PR', "unknown card 'PR': the phoenixes are PG (green) and PY (yellow)"],
    ['DG', "unknown card 'DG': the dragon is DR"],
    ['As', "unknown card 'As': expected 1G–10R, 1M, PG, PY or DR"],
    ['', "unknown card '': expected"],
  ])('%j is refused: %s', (token, message) => {
    expect(tryParseGofCard(token)).toBeNull();
    expect(() => parseGofCard(token)).toThrow(message);
  });

  test.each([-1, 34, 1.5, NaN])('makeGofCard(%d) throws', (c) => {
    expect(() => makeGofCard(c)).toThrow('not a Gang of Four card number');
  });
});

describe('parseGofCards / makeGofCards', () => {
  test.each([
    ['5R 10G 1M PG PY DR', ['5R', '10G', '1M', 'PG', 'PY', 'DR']],
    ['  2G   2G\t3Y ', ['2G', '2G', '3Y']],
    ['', []],
  ])('%j', (text, want) => {
    expect(makeGofCards(parseGofCards(text))).toBe(want.join(' '));
  });

  test.each([
    ['5R 5R 5R', "too many '5R': only two exist"],
    ['1M 1M', "too many '1M': only one exists"],
    ['DR 2G DR', "too many 'DR': only one exists"],
    ['5R 11R', "unknown card '11R': numbers run 1–10"],
    ['5R,6R', "unknown card '5R,6R'"],
  ])('%j throws %s', (text, message) => {
    expect(() => parseGofCards(text)).toThrow(message);
  });

  test('sortGofTokens puts a hand in the single-card order', () => {
    expect(sortGofTokens(['DR', '10G', '1M', '2G', '1R', 'PG', '9R'])).toEqual([
      '1R',
      '1M',
      '2G',
      '9R',
      '10G',
      'PG',
      'DR',
    ]);
  });
});
