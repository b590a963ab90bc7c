// Poker card notation ('As', 'Td', 'J*'): the one readable spelling that tests, logs and the
// rules API share, paired parse/make functions in the chessops style (CONVENTIONS §5).
// A card is a small integer so the hand evaluator can index typed arrays with it directly.

/** Ranks from lowest to highest; ten is 'T' so every token is exactly two characters. */
export const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'] as const;
/** One rank letter. */
export type Rank = (typeof RANKS)[number];

/** Suits in card-number order: clubs, diamonds, hearts, spades (they never break ties). */
export const SUITS = ['c', 'd', 'h', 's'] as const;
/** One suit letter. */
export type Suit = (typeof SUITS)[number];

/** A card: `rank * 4 + suit` for the 52 real cards (0 = 2c … 51 = As), or JACK_SPECIALIST. */
export type Card = number;

/** The Jack specialist (rulebook, specialist 7): counts as a J but has no suit, token 'J*'. */
export const JACK_SPECIALIST: Card = 52;
const JACK_SPECIALIST_TOKEN = 'J*';
const JACK_RANK = 9;

/** Rank index 0..12 (2 … A); the Jack specialist is a J. */
export function cardRank(c: Card): number {
  return c === JACK_SPECIALIST ? JACK_RANK : c >> 2;
}

/** Suit index 0..3 (c d h s), or -1 for the suitless Jack specialist. */
export function cardSuit(c: Card): number {
  return c === JACK_SPECIALIST ? -1 : c & 3;
}

/** The card a token names, or null when it names none. */
export function tryParseCard(token: string): Card | null {
  if (token === JACK_SPECIALIST_TOKEN) return JACK_SPECIALIST;
  if (token.length !== 2) return null;
  const rank = RANKS.indexOf(token[0] as Rank);
  const suit = SUITS.indexOf(token[1] as Suit);
  return rank < 0 || suit < 0 ? null : rank * 4 + suit;
}

/** The card a token names; throws an Error naming the bad token. */
export function parseCard(token: string): Card {
  const card = tryParseCard(token);
  if (card !== null) return card;
  if (/^10[cdhs]$/.test(token)) {
    throw new Error(`unknown card '${token}': write ten as 'T' (e.g. 'T${token[2]}')`);
  }
  throw new Error(
    `unknown card '${token}': expected a rank of ${RANKS.join('')} then a suit of ${SUITS.join('')}, or 'J*'`,
  );
}

/** The token of a card (inverse of parseCard). */
export function makeCard(c: Card): string {
  if (c === JACK_SPECIALIST) return JACK_SPECIALIST_TOKEN;
  if (!Number.isInteger(c) || c < 0 || c > 51) throw new Error(`not a card number: ${c}`);
  return RANKS[c >> 2]! + SUITS[c & 3]!;
}

/** Space-separated tokens to cards; throws on an unknown token or a card given twice. */
export function parseCards(text: string): Card[] {
  const tokens = text
    .trim()
    .split(/\s+/)
    .filter((t) => t !== '');
  const cards: Card[] = [];
  for (const token of tokens) {
    const card = parseCard(token);
    if (cards.includes(card)) throw new Error(`duplicate card '${token}'`);
    cards.push(card);
  }
  return cards;
}

/** Cards to space-separated tokens (inverse of parseCards). */
export function makeCards(cards: readonly Card[]): string {
  return cards.map(makeCard).join(' ');
}
