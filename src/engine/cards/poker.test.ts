import { describe, expect, test } from 'vitest';
import {
  cardRank,
  cardSuit,
  JACK_SPECIALIST,
  makeCard,
  makeCards,
  parseCard,
  parseCards,
  RANKS,
  SUITS,
  tryParseCard,
} from './poker.ts';

describe('parseCard / makeCard', () => {
  test.each([
    ['2c', 0, 0, 0],
    ['2d', 1, 0, 1],
    ['2h', 2, 0, 2],
    ['2s', 3, 0, 3],
    ['Td', 33, 8, 1],
    ['Jc', 36, 9, 0],
    ['Ah', 50, 12, 2],
    ['As', 51, 12, 3],
    ['J*', 52, 9, -1],
  ])('%s is card %i (rank %i, suit %i)', (token, card, rank, suit) => {
    expect(parseCard(token)).toBe(card);
    expect(tryParseCard(token)).toBe(card);
    expect(cardRank(card)).toBe(rank);
    expect(cardSuit(card)).toBe(suit);
    expect(makeCard(card)).toBe(token);
  });

  test('every one of the 52 cards round-trips, in rank*4+suit order', () => {
    for (let c = 0; c < 52; c++) {
      const token = makeCard(c);
      expect(token).toBe(RANKS[c >> 2]! + SUITS[c & 3]!);
      expect(parseCard(token)).toBe(c);
    }
    expect(JACK_SPECIALIST).toBe(52);
  });

  test.each([
    ['10h', "unknown card '10h': write ten as 'T' (e.g. 'Th')"],
    ['1h', "unknown card '1h'"],
    ['Ax', "unknown card 'Ax'"],
    ['as', "unknown card 'as'"],
    ['AS', "unknown card 'AS'"],
    ['Q*', "unknown card 'Q*'"],
    ['', "unknown card ''"],
  ])('%j is rejected: %s', (token, message) => {
    expect(tryParseCard(token)).toBeNull();
    expect(() => parseCard(token)).toThrow(message);
  });

  test.each([-1, 53, 1.5, NaN])('makeCard(%d) throws', (c) => {
    expect(() => makeCard(c)).toThrow('not a card number');
  });
});

describe('parseCards / makeCards', () => {
  test.each([
    ['As Kd', [51, 45]],
    ['  2c   3d\tJ* ', [0, 5, 52]],
    ['', []],
  ])('%j', (text, cards) => {
    expect(parseCards(text)).toEqual(cards);
  });

  test('round-trips', () => {
    expect(makeCards(parseCards('As Kd Th 2c J*'))).toBe('As Kd Th 2c J*');
  });

  test.each([
    ['As Kd As', "duplicate card 'As'"],
    ['J* 2c J*', "duplicate card 'J*'"],
    ['As 10d', "unknown card '10d': write ten as 'T'"],
    ['As,Kd', "unknown card 'As,Kd'"],
  ])('%j throws %s', (text, message) => {
    expect(() => parseCards(text)).toThrow(message);
  });
});
