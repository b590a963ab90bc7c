// Gang of Four card notation ('5R', '10G', '1M', 'PG', 'PY', 'DR'): the one spelling that
// tests, logs, views and the rules API share, paired parse/make functions in the chessops style
// (CONVENTIONS §5). A card is its place in the single-card order, so comparing two singles is
// comparing two numbers. Rulebook (German "Inhalt", Korean "게임 구성물"): 64 cards, the 1–10 in
// green, yellow and red twice each, one multicoloured 1, a green and a yellow phoenix, a red
// dragon. The two copies of a coloured number card are the same card for the rules, so they
// share a token.

/** Colours of the number cards, low to high (rulebook: "GRÜN < GELB < ROT"). */
export const GOF_COLOURS = ['G', 'Y', 'R'] as const;
/** One colour letter of a number card. */
export type GofColour = (typeof GOF_COLOURS)[number];

/** A card: its place in the single-card order, 0 (1G) … 33 (DR). */
export type GofCard = number;

/** Every token in single-card order: 1G 1Y 1R 1M 2G … 10R PG PY DR. */
export const GOF_TOKENS: readonly string[] = [
  ...GOF_COLOURS.map((c) => `1${c}`),
  '1M',
  ...Array.from({ length: 9 }, (_, i) => GOF_COLOURS.map((c) => `${i + 2}${c}`)).flat(),
  'PG',
  'PY',
  'DR',
];

/** The multicoloured 1: the highest 1, a 1 of any colour in a combination. */
export const MULTI_ONE: GofCard = 3;
/** The green phoenix. */
export const PHOENIX_GREEN: GofCard = 31;
/** The yellow phoenix (above the green one). */
export const PHOENIX_YELLOW: GofCard = 32;
/** The red dragon: the highest single, never part of a combination. */
export const DRAGON: GofCard = 33;

const INDEX = new Map(GOF_TOKENS.map((t, i) => [t, i]));

/** The printed number 1–10, or null for a phoenix or the dragon. */
export function gofNumber(c: GofCard): number | null {
  if (c < 0 || c >= PHOENIX_GREEN) return null;
  return c <= MULTI_ONE ? 1 : Math.floor((c - 4) / 3) + 2;
}

/** The colour of a number card (null for the multicoloured 1, the phoenixes and the dragon). */
export function gofColour(c: GofCard): GofColour | null {
  if (c === MULTI_ONE || gofNumber(c) === null) return null;
  return GOF_COLOURS[c < MULTI_ONE ? c : (c - 4) % 3]!;
}

/** How many physical copies of a card the deck holds: two of each coloured number, else one. */
export function gofCopies(c: GofCard): number {
  return gofColour(c) === null ? 1 : 2;
}

/** The full 64-card deck in single-card order, both copies of a coloured number side by side. */
export const GOF_DECK: readonly GofCard[] = GOF_TOKENS.flatMap((_, c) =>
  Array<GofCard>(gofCopies(c)).fill(c),
);

/** The card a token names, or null when it names none. */
export function tryParseGofCard(token: string): GofCard | null {
  return typeof token === 'string' ? (INDEX.get(token) ?? null) : null;
}

/** Why `token` names no card, as the end of an error message. */
function whyNotACard(token: string): string {
  const numbered = /^(\d+)([A-Za-z*]*)$/.exec(token);
  if (numbered) {
    const [, digits, letters] = numbered as unknown as [string, string, string];
    const n = Number(digits);
    if (/^[gyrm]$/.test(letters))
      return `colours are upper-case: '${digits}${letters.toUpperCase()}'`;
    if (letters === 'M') return 'only the 1 is multicoloured: write it as 1M';
    if (n < 1 || n > 10) return 'numbers run 1–10';
    if (letters === '') return `add a colour G, Y or R (e.g. '${n}G')`;
    if (n === 1) return 'write the multicoloured 1 as 1M, the coloured 1s as 1G, 1Y, 1R';
    return `colours are G, Y and R (e.g. '${n}G')`;
  }
  if (/^m(c|1)?$/i.test(token) || /^1?(mc|multi)/i.test(token)) {
    return 'write the multicoloured 1 as 1M';
  }
  if (/^p/i.test(token)) return 'the phoenixes are PG (green) and PY (yellow)';
  if (/^d/i.test(token)) return 'the dragon is DR';
  return 'expected 1G–10R, 1M, PG, PY or DR';
}

/** The card a token names; throws an Error that says what is wrong with the token. */
export function parseGofCard(token: string): GofCard {
  if (typeof token !== 'string') throw new Error(`expected a card token, got ${typeof token}`);
  const card = tryParseGofCard(token);
  if (card !== null) return card;
  throw new Error(`unknown card '${token}': ${whyNotACard(token)}`);
}

/** The token of a card (inverse of parseGofCard). */
export function makeGofCard(c: GofCard): string {
  const token = Number.isInteger(c) ? GOF_TOKENS[c] : undefined;
  if (token === undefined) throw new Error(`not a Gang of Four card number: ${c}`);
  return token;
}

/**
 * Space-separated tokens to cards, in the order given; a token may repeat for both copies of a
 * coloured number card. Throws on an unknown token or more copies than the deck holds.
 */
export function parseGofCards(text: string): GofCard[] {
  if (typeof text !== 'string') throw new Error(`expected a string of cards, got ${typeof text}`);
  const cards = text
    .trim()
    .split(/\s+/)
    .filter((t) => t !== '')
    .map(parseGofCard);
  checkCopies(cards);
  return cards;
}

/** Throws when `cards` hold more copies of a card than the deck does. */
export function checkCopies(cards: readonly GofCard[]): void {
  const seen = new Map<GofCard, number>();
  for (const c of cards) {
    const n = (seen.get(c) ?? 0) + 1;
    seen.set(c, n);
    if (n > gofCopies(c)) {
      const only = gofCopies(c) === 1 ? 'only one exists' : 'only two exist';
      throw new Error(`too many '${makeGofCard(c)}': ${only}`);
    }
  }
}

/** Cards to space-separated tokens (inverse of parseGofCards). */
export function makeGofCards(cards: readonly GofCard[]): string {
  return cards.map(makeGofCard).join(' ');
}

/** Tokens sorted low to high by the single-card order (a hand as players hold it). */
export function sortGofTokens(tokens: readonly string[]): string[] {
  return tokens
    .map(parseGofCard)
    .sort((a, b) => a - b)
    .map(makeGofCard);
}
