// The public Hold'em rules API, in card notation ('As Kd …'): what tests, tools and other
// layers ask of The Gang's showdown without touching card numbers or hand values. Bad input
// is a programming error here (no player ever types these strings), so it throws an Error
// that says exactly what is wrong.

import { categoryOf, evaluate } from '../../cards/hand-eval.ts';
import type { Category } from '../../cards/hand-eval.ts';
import { makeCard, parseCards } from '../../cards/poker.ts';
import type { Card } from '../../cards/poker.ts';

/** Parses `text` as the cards of `what`, checking the count; errors name `what`. */
function parseHand(what: string, text: string, min: number, max: number): Card[] {
  if (typeof text !== 'string')
    throw new Error(`${what}: expected a string of cards, got ${typeof text}`);
  let cards: Card[];
  try {
    cards = parseCards(text);
  } catch (err) {
    throw new Error(`${what}: ${(err as Error).message}`, { cause: err });
  }
  if (cards.length < min || cards.length > max) {
    const want = min === max ? `${min}` : `${min} to ${max}`;
    throw new Error(`${what}: expected ${want} cards, got ${cards.length} ('${text.trim()}')`);
  }
  return cards;
}

/** Category of the best five of 5 to 9 cards, e.g. holdemCategory('As Ks Qs Js Ts 2c 3d'). */
export function holdemCategory(cards: string): Category {
  return categoryOf(evaluate(parseHand('hand', cards, 5, 9)));
}

/** 1 when a's best five beats b's, -1 when it loses, 0 for a true tie (separate hands of 5–9). */
export function compareHoldem(a: string, b: string): -1 | 0 | 1 {
  const va = evaluate(parseHand('first hand', a, 5, 9));
  const vb = evaluate(parseHand('second hand', b, 5, 9));
  return va > vb ? 1 : va < vb ? -1 : 0;
}

/** One player at the showdown: their pocket cards and the star of the red chip they hold. */
export interface ShowdownPlayer {
  readonly pocket: string;
  readonly star: number;
}

/**
 * The basic game's showdown (rulebook, "Showdown" and "True tie"): hands are revealed in
 * ascending order of the red chips' stars, and the heist succeeds iff every hand is at least as
 * strong as the one before it, so truly tied hands may hold their chips in either order.
 * Pockets hold 2 cards, or 3 each under the Security Cameras challenge.
 */
export function theGangShowdown(
  board: string,
  players: readonly ShowdownPlayer[],
): 'success' | 'fail' {
  const n = players.length;
  if (n < 3 || n > 6) throw new Error(`The Gang is played by 3 to 6 players, got ${n}`);
  const boardCards = parseHand('board', board, 5, 5);
  const where = new Map<Card, string>(boardCards.map((c) => [c, 'on the board']));
  const holderOfStar = new Map<number, number>();
  const values: number[] = new Array<number>(n);
  let pocketSize = 0;
  players.forEach((player, i) => {
    const who = `player ${i + 1}`;
    const pocket = parseHand(`${who}'s pocket`, player.pocket, 2, 3);
    if (pocketSize === 0) pocketSize = pocket.length;
    if (pocket.length !== pocketSize) {
      throw new Error(
        `${who}'s pocket has ${pocket.length} cards but player 1's has ${pocketSize}: pockets all hold 2, or all 3 (Security Cameras)`,
      );
    }
    for (const c of pocket) {
      const first = where.get(c);
      if (first !== undefined)
        throw new Error(`card '${makeCard(c)}' is both ${first} and in ${who}'s pocket`);
      where.set(c, `in ${who}'s pocket`);
    }
    const star = player.star;
    if (!Number.isInteger(star) || star < 1 || star > n) {
      throw new Error(`${who}'s star ${star} is not a chip of a ${n}-player game (1 to ${n})`);
    }
    const other = holderOfStar.get(star);
    if (other !== undefined)
      throw new Error(`star ${star} is held by both player ${other + 1} and ${who}`);
    holderOfStar.set(star, i);
    values[i] = evaluate([...boardCards, ...pocket]);
  });
  let previous = -1;
  for (let star = 1; star <= n; star++) {
    const v = values[holderOfStar.get(star)!]!;
    if (v < previous) return 'fail';
    previous = v;
  }
  return 'success';
}
