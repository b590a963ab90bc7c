// Combinations and which is higher (German "Welche Kombinationen dürfen ausgespielt werden?",
// "Wann ist eine Karte bzw. Kartenkombination höher als eine andere?"; Korean "카드 조합의 등급").
import { describe, expect, test } from 'vitest';
import { makeGofCards, parseGofCards } from './cards.ts';
import { classify, compareCombos, judgePlay, type Combo } from './combos.ts';

const combo = (text: string): Combo => {
  const c = classify(parseGofCards(text));
  if (!c) throw new Error(`'${text}' is no combination`);
  return c;
};
const verdict = (play: string, table: string) => judgePlay(combo(play), combo(table)) ?? 'beats';

describe('the rulebook examples', () => {
  test.each([
    // "Ein roter Flush mit den Zahlen 2, 3, 4, 5, 7 ist niedriger als ein gelber Flush mit den
    // Zahlen 2, 3, 5, 7, 9, obwohl Rot höher ist als Gelb."
    ['2R 3R 4R 5R 7R', '2Y 3Y 5Y 7Y 9Y', 'does-not-beat'],
    ['2Y 3Y 5Y 7Y 9Y', '2R 3R 4R 5R 7R', 'beats'],
    // "Ein Paar aus zwei gelben Dreiern ist niedriger als ein Paar aus einer roten und einer
    // grünen Drei."
    ['3Y 3Y', '3R 3G', 'does-not-beat'],
    ['3R 3G', '3Y 3Y', 'beats'],
    // "10 > 8"; Korean "녹색 10 > 빨간색 8" and "빨간색 3 > 노란색 3 > 녹색 3".
    ['10G', '8R', 'beats'],
    ['3R', '3Y', 'beats'],
    ['3Y', '3G', 'beats'],
    // "6, 6, 6, 3, 3 ist höher als 2, 2, 2, 8, 8."
    ['6G 6Y 6R 3G 3Y', '2G 2Y 2R 8G 8Y', 'beats'],
    // "Ein Full House kann also immer auf eine Straße gelegt werden."
    ['2G 2Y 2R 3G 3Y', '6G 7Y 8R 9G 10Y', 'beats'],
    // "…nicht möglich, eine völlig identische … Kartenkombination zu legen (z. B. grüne 2 und
    // gelbe 2 auf grüne 2 und gelbe 2)."
    ['2G 2Y', '2G 2Y', 'identical-play'],
    // "Vier Achter sind beispielsweise höher als vier Dreier."
    ['8G 8Y 8R 8R', '3G 3Y 3R 3R', 'beats'],
  ])('%s on %s -> %s', (play, table, want) => {
    expect(verdict(play, table)).toBe(want);
  });

  test('"Eine Folge wie 8, 9, 10, 1, 2 ist also nicht möglich"', () => {
    expect(classify(parseGofCards('8G 9Y 10R 1G 2Y'))).toBeNull();
    expect(classify(parseGofCards('8G 9G 10G 1G 2G'))?.type).toBe('flush');
  });
});

describe('classify', () => {
  test.each([
    // Singles: any card, the dragon too ("Einzelkarte (z. B. eine gelbe 3 oder der Drache)").
    ['3Y', 'single'],
    ['1M', 'single'],
    ['PG', 'single'],
    ['DR', 'single'],
    // Pairs: two of a number, or the phoenixes ("zwei rote Einser oder die beiden Phönixe").
    ['1R 1R', 'pair'],
    ['PG PY', 'pair'],
    ['1M 1G', 'pair'],
    // Triples, copies allowed ("zwei rote und eine gelbe Vier").
    ['2G 2Y 2R', 'triple'],
    ['4R 4R 4Y', 'triple'],
    ['1M 1R 1R', 'triple'],
    // Straights: five consecutive numbers, any colours; the 1 low only.
    ['2G 3Y 4R 5G 6Y', 'straight'],
    ['1G 2Y 3R 4G 5Y', 'straight'],
    ['1M 2Y 3R 4G 5Y', 'straight'],
    ['6G 7Y 8R 9G 10Y', 'straight'],
    // Flushes: five of one colour, any numbers, copies too ("Der Flush 2, 2, 4, 7, 10").
    ['2G 2G 4G 7G 10G', 'flush'],
    ['1M 3R 5R 7R 9R', 'flush'],
    ['1M 2Y 4Y 6Y 8Y', 'flush'],
    // Full houses: a triple and a pair; the phoenix pair may be the pair.
    ['6G 6Y 6R 3G 3Y', 'full-house'],
    ['5G 5Y 5R PG PY', 'full-house'],
    ['1M 1R 1R 5R 5R', 'full-house'],
    // Straight flushes, the 1M as a 1 of the flush's colour.
    ['3Y 4Y 5Y 6Y 7Y', 'straight-flush'],
    ['1M 2R 3R 4R 5R', 'straight-flush'],
    ['6G 7G 8G 9G 10G', 'straight-flush'],
    // Gangs of four to seven ("Gang of Four … Gang of Seven (alle sieben 1er, inklusive der
    // mehrfarbigen 1)").
    ['10G 10Y 10Y 10R', 'gang'],
    ['8G 8G 8Y 8Y 8R', 'gang'],
    ['4G 4G 4Y 4Y 4R 4R', 'gang'],
    ['1G 1G 1Y 1Y 1R 1R 1M', 'gang'],
    ['1M 1G 1Y 1R', 'gang'],
  ])('%s is a %s', (text, type) => {
    expect(combo(text).type).toBe(type);
  });

  test.each([
    ['no cards', ''],
    ['two numbers', '5R 6R'],
    ['two pairs', '2G 2Y 3G 3Y'],
    ['four cards of two numbers', '5G 5Y 5R 6G'],
    ['a gang plus one', '5G 5Y 5R 5G 6G'],
    ['five mixed cards', '2G 3Y 4R 5G 7Y'],
    ['six cards in a row', '1G 2G 3G 4G 5G 6G'],
    ['the dragon in a pair', 'DR PY'],
    ['the dragon in a straight', '7G 8G 9G 10G DR'],
    ['a phoenix with a number', 'PG 5R'],
    ['a phoenix in a triple', 'PG PY 5R'],
    ['a phoenix in a flush', 'PG 2G 3G 4G 5G'],
    ['a phoenix in a straight', 'PY 7G 8Y 9R 10G'],
    ['the phoenix pair with two pairs', 'PG PY 5G 5Y 6R'],
    ['a phoenix in a full house triple', 'PG 5G 5Y 6G 6Y'],
    ['the phoenix pair in a gang', 'PG PY 5G 5Y 5R 5R'],
  ])('%s (%s) is no combination', (_name, text) => {
    expect(classify(parseGofCards(text))).toBeNull();
  });

  test('a full house lists its triple first, then its pair', () => {
    expect(makeGofCards(combo('3G 6G 3Y 6R 6Y').cards)).toBe('6R 6Y 6G 3Y 3G');
    expect(makeGofCards(combo('PG 5Y PY 5G 5R').cards)).toBe('5R 5Y 5G PY PG');
  });
});

describe('which is higher', () => {
  test.each([
    // Singles by the single-card order.
    ['1M', '1R', 'beats'],
    ['2G', '1M', 'beats'],
    ['PG', '10R', 'beats'],
    ['PY', 'PG', 'beats'],
    ['DR', 'PY', 'beats'],
    ['PY', 'DR', 'does-not-beat'],
    ['3G', '3R', 'does-not-beat'],
    ['5R', '5R', 'identical-play'],
    // Pairs: highest card, its colour, then the second card.
    ['PG PY', '10R 10R', 'beats'],
    ['10R 10R', 'PG PY', 'does-not-beat'],
    ['1M 1G', '1R 1R', 'beats'],
    ['3R 3Y', '3R 3G', 'beats'],
    ['4G 4G', '3R 3R', 'beats'],
    // Triples.
    ['4R 4R 4Y', '4R 4Y 4G', 'beats'],
    ['5G 5G 5Y', '4R 4R 4Y', 'beats'],
    // Five-card kinds: straight < flush < full house < straight flush.
    ['2G 4G 6G 8G 9G', '6G 7Y 8R 9G 10Y', 'beats'],
    ['6G 7Y 8R 9G 10Y', '2G 4G 6G 8G 9G', 'does-not-beat'],
    ['2G 2Y 2R 3G 3Y', '4R 6R 8R 9R 10R', 'beats'],
    ['1G 2G 3G 4G 5G', 'PG PY 10G 10Y 10R', 'beats'],
    // Straights: highest number, then its colour.
    ['2G 3G 4Y 5R 6G', '1R 2R 3R 4R 5Y', 'beats'],
    ['2G 3Y 4R 5G 6R', '2G 3Y 4R 5G 6Y', 'beats'],
    ['1M 2G 3Y 4R 5Y', '1R 2G 3Y 4R 5Y', 'beats'],
    // Flushes: the colour of the highest card decides before the second-highest number.
    ['2R 3R 4R 5R 9R', '2Y 3Y 4Y 8Y 9Y', 'beats'],
    ['2Y 3Y 4Y 8Y 9Y', '2Y 3Y 4Y 7Y 9Y', 'beats'],
    ['1M 3R 5R 7R 9R', '1R 3R 5R 7R 9R', 'beats'],
    // Full houses: the triple decides, then the pair; the phoenix pair is the highest pair.
    ['6R 6R 6Y 2G 2G', '6G 6Y 6R 10R 10R', 'beats'],
    ['2G 2Y 2R PG PY', '2G 2Y 2R 8G 8Y', 'beats'],
    ['2G 2Y 2R 9G 9Y', '2G 2Y 2R 8R 8R', 'beats'],
    // Straight flushes.
    ['1M 2R 3R 4R 5R', '1R 2R 3R 4R 5R', 'beats'],
    ['2G 3G 4G 5G 6G', '1M 2R 3R 4R 5R', 'beats'],
    // The same card count, gangs excepted.
    ['5R 5G', '9Y', 'wrong-count'],
    ['9Y', '5R 5G', 'wrong-count'],
    ['5G 5Y 5R', '2G 2Y', 'wrong-count'],
    ['2G 3Y 4R 5G 6Y', '7G 7Y 7R', 'wrong-count'],
    // Gangs beat any other combination, whatever its count; bigger gangs beat smaller ones.
    ['2G 2Y 2R 2R', 'DR', 'beats'],
    ['2G 2Y 2R 2R', 'PG PY', 'beats'],
    ['2G 2Y 2R 2R', '6G 7G 8G 9G 10G', 'beats'],
    ['DR', '2G 2Y 2R 2R', 'does-not-beat'],
    ['6G 7G 8G 9G 10G', '2G 2Y 2R 2R', 'does-not-beat'],
    ['2G 2G 2Y 2R 2R', '10G 10Y 10R 10R', 'beats'],
    ['10G 10Y 10R 10R', '2G 2G 2Y 2R 2R', 'does-not-beat'],
    ['3G 3G 3Y 3Y 3R 3R', '10G 10G 10Y 10R 10R', 'beats'],
    ['1G 1G 1Y 1Y 1R 1R 1M', '10G 10G 10Y 10Y 10R 10R', 'beats'],
    ['1M 1G 1Y 1R', '10G 10Y 10R 10R', 'does-not-beat'],
    ['1M 1G 1Y 1R', '1R 1R 1Y 1G', 'beats'],
    // Same size and number (only as an abstract question): the cards high to low decide.
    ['8G 8Y 8Y 8R', '8G 8G 8Y 8R', 'beats'],
  ])('%s on %s -> %s', (play, table, want) => {
    expect(verdict(play, table)).toBe(want);
  });

  test('comparison is antisymmetric and null only across card counts', () => {
    expect(compareCombos(combo('5R'), combo('5R 5G'))).toBeNull();
    expect(compareCombos(combo('5R 5G'), combo('2G 2Y 2R 2R'))).toBeLessThan(0);
    expect(compareCombos(combo('2G 2Y 2R 2R'), combo('5R 5G'))).toBeGreaterThan(0);
  });
});
