// The public Gang of Four rules API, rulebook examples first.
import { describe, expect, test } from 'vitest';
import { gofCanPlay, gofCombo, gofPenalty } from './api.ts';

describe('gofCanPlay', () => {
  test.each([
    // German "Weitere Beispiele" and "Wann ist … höher": the rulebook's own examples.
    ['2R 3R 4R 5R 7R', '2Y 3Y 5Y 7Y 9Y', false],
    ['2Y 3Y 5Y 7Y 9Y', '2R 3R 4R 5R 7R', true],
    ['3Y 3Y', '3R 3G', false],
    ['3R 3G', '3Y 3Y', true],
    ['2G 2Y', '2G 2Y', false],
    ['6G 6Y 6R 3G 3Y', '2G 2Y 2R 8G 8Y', true],
    ['8G 8Y 8R 8R', '3G 3Y 3R 3R', true],
    ['2G 2Y 2R 3G 3Y', '6G 7Y 8R 9G 10Y', true],
    // Singles and the special cards.
    ['10G', '8R', true],
    ['DR', 'PY', true],
    ['PY', 'PG', true],
    ['PG', '10R', true],
    ['1M', '1R', true],
    ['DR', 'DR', false],
    // Counts, gangs.
    ['5R 5G', '9Y', false],
    ['2G 2Y 2R 2R', 'DR', true],
    ['2G 2Y 2R 2R', '6G 7G 8G 9G 10G', true],
    ['DR', '2G 2Y 2R 2R', false],
    ['1G 1G 1Y 1Y 1R 1R 1M', '10G 10G 10Y 10Y 10R 10R', true],
    // The 1M as a wild 1.
    ['1M 2R 3R 4R 5R', '6G 6Y 6R PG PY', true],
    ['1M 1G', '1R 1R', true],
    // Not a combination: never playable.
    ['8G 9Y 10R 1G 2Y', '2G 3Y 4R 5G 6Y', false],
    ['5R 6R', '2G 2Y', false],
    // Leading: any legal combination.
    ['5R 10G 1M PG PY DR', '', false],
    ['PG PY', '', true],
    ['8G 9Y 10R 1G 2Y', '  ', false],
    ['1M 2G 3Y 4R 5G', '', true],
  ])('%s on %j -> %s', (play, table, want) => {
    expect(gofCanPlay(play, table)).toBe(want);
  });
});

describe('gofCombo', () => {
  test.each([
    ['DR', 'single', 1],
    ['PG PY', 'pair', 2],
    ['4R 4R 4Y', 'triple', 3],
    ['2G 3Y 4R 5G 6Y', 'straight', 5],
    ['2G 2G 4G 7G 10G', 'flush', 5],
    ['5G 5Y 5R PG PY', 'full-house', 5],
    ['1M 2R 3R 4R 5R', 'straight-flush', 5],
    ['10G 10Y 10Y 10R', 'gang', 4],
    ['1G 1G 1Y 1Y 1R 1R 1M', 'gang', 7],
  ])('%s is a %s of %i cards', (cards, type, size) => {
    expect(gofCombo(cards)).toMatchObject({ type, size });
  });

  test('reports the cards high to low, a full house triple first', () => {
    expect(gofCombo('3G PG 3Y PY 3R')).toEqual({
      type: 'full-house',
      size: 5,
      cards: '3R 3Y 3G PY PG',
    });
  });

  test.each(['8G 9Y 10R 1G 2Y', 'DR PG', '5R 6R', ''])('%j is no combination', (cards) => {
    expect(gofCombo(cards)).toBeNull();
  });
});

describe('gofPenalty', () => {
  test.each([
    [0, 0],
    [1, 1],
    [7, 7],
    [8, 16],
    [10, 20],
    [11, 33],
    [13, 39],
    [14, 56],
    [15, 60],
    [16, 80],
  ])('%i cards: %i points', (cards, points) => {
    expect(gofPenalty(cards)).toBe(points);
  });

  test.each([-1, 17, 2.5, NaN])('%s cards throws', (n) => {
    expect(() => gofPenalty(n)).toThrow('cardsLeft: expected a whole number of cards 0–16');
  });
});

describe('bad input throws an Error that says what is wrong', () => {
  test.each([
    [() => gofCombo('5R 11R'), "cards: unknown card '11R': numbers run 1–10"],
    [() => gofCombo('1W 2G'), "cards: unknown card '1W': write the multicoloured 1 as 1M"],
    [() => gofCombo('5R 5R 5R'), "cards: too many '5R': only two exist"],
    [() => gofCanPlay('5X', '5R'), "play: unknown card '5X'"],
    [() => gofCanPlay('5R', '5R 12G'), "table: unknown card '12G'"],
    [() => gofCanPlay('5R', '5R 6G'), "table: '5R 6G' is no combination"],
    [() => gofCombo(5 as unknown as string), 'cards: expected a string of cards, got number'],
  ])('%#: %s', (call, message) => {
    expect(call).toThrow(message);
  });
});
