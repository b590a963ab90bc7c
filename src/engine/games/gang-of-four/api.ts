// The public Gang of Four rules API, in card notation ('5R 10G 1M PG PY DR'): what tests, tools
// and other layers ask of the rules without touching card numbers. Bad input is a programming
// error here (no player types these strings), so it throws an Error that says what is wrong.
import { parseGofCards, makeGofCards, type GofCard } from './cards.ts';
import { classify, judgePlay } from './combos.ts';
import { penaltyFor } from './round.ts';
import { HAND_SIZE, type ComboType } from './vocabulary.ts';

/** A combination as the API reports it. */
export interface GofComboInfo {
  readonly type: ComboType;
  /** Number of cards. */
  readonly size: number;
  /** The cards high to low (a full house: the triple, then the pair). */
  readonly cards: string;
}

/** Parses `text` as the cards of `what`; errors name `what`. */
function parseArg(what: string, text: string): GofCard[] {
  if (typeof text !== 'string')
    throw new Error(`${what}: expected a string of cards, got ${typeof text}`);
  try {
    return parseGofCards(text);
  } catch (err) {
    throw new Error(`${what}: ${(err as Error).message}`, { cause: err });
  }
}

/** The combination the cards form, or null when they form no legal one (e.g. '2G 5Y', or
 * '3G 3Y 7R'; '8G 9G 10G 1G 2G' is no straight, a 1 is never above a 10, but it is a flush). */
export function gofCombo(cards: string): GofComboInfo | null {
  const combo = classify(parseArg('cards', cards));
  return combo && { type: combo.type, size: combo.cards.length, cards: makeGofCards(combo.cards) };
}

/** May `play` go on `table`? A blank `table` means leading: any legal combination. */
export function gofCanPlay(play: string, table: string): boolean {
  const mine = classify(parseArg('play', play));
  if (typeof table !== 'string')
    throw new Error(`table: expected a string of cards, got ${typeof table}`);
  if (table.trim() === '') return mine !== null;
  const theirs = classify(parseArg('table', table));
  if (!theirs) throw new Error(`table: '${table.trim()}' is no combination`);
  return mine !== null && judgePlay(mine, theirs) === null;
}

/** Penalty points for one player left holding `cardsLeft` cards (German "Wertung"). */
export function gofPenalty(cardsLeft: number): number {
  if (!Number.isInteger(cardsLeft) || cardsLeft < 0 || cardsLeft > HAND_SIZE) {
    throw new RangeError(
      `cardsLeft: expected a whole number of cards 0–${HAND_SIZE}, got ${cardsLeft}`,
    );
  }
  return penaltyFor(cardsLeft);
}
