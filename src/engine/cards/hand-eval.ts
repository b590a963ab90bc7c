// Poker hand evaluation for The Gang's showdown, the specialists and the bots. Bots evaluate
// millions of hands, so evaluate7 is a handful of integer adds and two table reads with no
// allocation: a suit-count word finds a flush, else a base-5 rank key is looked up in a hash
// built once at first use (hand-tables.ts explains the HandValue encoding).

import {
  BUCKET_MUL,
  buildFlushTable,
  buildRankHash,
  CATEGORY_SHIFT,
  RANK_KEY,
  RANKS_MASK,
  rankOnlyValue,
  SLOT_MUL,
  STRAIGHT_FLUSH,
} from './hand-tables.ts';
import { JACK_SPECIALIST } from './poker.ts';

/** Hand categories, weakest first (rulebook, "Poker hand rankings"). */
export const CATEGORIES = [
  'high-card',
  'pair',
  'two-pair',
  'three-of-a-kind',
  'straight',
  'flush',
  'full-house',
  'four-of-a-kind',
  'straight-flush',
  'royal-flush',
] as const;
/** One hand category. */
export type Category = (typeof CATEGORIES)[number];

const ACE = 12;
const JACK = 9;
// Each suit counts in its own nibble, biased by 3 so that a count of 5+ sets the nibble's top bit.
const SUIT_BIAS = 0x3333;
const FLUSH_BITS = 0x8888;
// Seven-card rank keys (49,205) fill 2^16 slots to 0.75 through 2^14 buckets; the 5 and 6-card
// keys (24,570) get their own table the same way.
const SEVEN_BUCKET_SHIFT = 32 - 14;
const SEVEN_SLOT_SHIFT = 32 - 16;
const SMALL_BUCKET_SHIFT = 32 - 13;
const SMALL_SLOT_SHIFT = 32 - 15;

// Built on the first evaluation rather than at import, so importing the engine stays cheap.
let ready = false;
let flushTable: Int32Array = new Int32Array(0);
let sevenDisplace: Uint16Array = new Uint16Array(0);
let sevenValues: Int32Array = new Int32Array(0);
let smallDisplace: Uint16Array = new Uint16Array(0);
let smallValues: Int32Array = new Int32Array(0);
const scratchCounts = new Int32Array(13);

function init(): void {
  flushTable = buildFlushTable();
  const seven = buildRankHash(7, 7, 32 - SEVEN_BUCKET_SHIFT, 32 - SEVEN_SLOT_SHIFT);
  sevenDisplace = seven.displace;
  sevenValues = seven.values;
  const small = buildRankHash(5, 6, 32 - SMALL_BUCKET_SHIFT, 32 - SMALL_SLOT_SHIFT);
  smallDisplace = small.displace;
  smallValues = small.values;
  ready = true;
}

/** Rank-only value of a seven-card base-5 rank key. */
function lookupSeven(key: number): number {
  return sevenValues[
    (Math.imul(key, SLOT_MUL) >>> SEVEN_SLOT_SHIFT) ^
      sevenDisplace[Math.imul(key, BUCKET_MUL) >>> SEVEN_BUCKET_SHIFT]!
  ]!;
}

/** Rank-only value of a five or six-card base-5 rank key. */
function lookupSmall(key: number): number {
  return smallValues[
    (Math.imul(key, SLOT_MUL) >>> SMALL_SLOT_SHIFT) ^
      smallDisplace[Math.imul(key, BUCKET_MUL) >>> SMALL_BUCKET_SHIFT]!
  ]!;
}

/** Hot path: value of seven distinct real cards 0..51 (unchecked: anything else gives garbage). */
export function evaluate7(
  a: number,
  b: number,
  c: number,
  d: number,
  e: number,
  f: number,
  g: number,
): number {
  if (!ready) init();
  const suits =
    SUIT_BIAS +
    (1 << ((a & 3) << 2)) +
    (1 << ((b & 3) << 2)) +
    (1 << ((c & 3) << 2)) +
    (1 << ((d & 3) << 2)) +
    (1 << ((e & 3) << 2)) +
    (1 << ((f & 3) << 2)) +
    (1 << ((g & 3) << 2));
  const flush = suits & FLUSH_BITS;
  if (flush !== 0) {
    // With seven cards a flush beats anything the other two cards could add.
    const s = (31 - Math.clz32(flush)) >> 2;
    let m = 0;
    if ((a & 3) === s) m |= 1 << (a >> 2);
    if ((b & 3) === s) m |= 1 << (b >> 2);
    if ((c & 3) === s) m |= 1 << (c >> 2);
    if ((d & 3) === s) m |= 1 << (d >> 2);
    if ((e & 3) === s) m |= 1 << (e >> 2);
    if ((f & 3) === s) m |= 1 << (f >> 2);
    if ((g & 3) === s) m |= 1 << (g >> 2);
    return flushTable[m]!;
  }
  const rk = RANK_KEY;
  return lookupSeven(rk[a]! + rk[b]! + rk[c]! + rk[d]! + rk[e]! + rk[f]! + rk[g]!);
}

/**
 * Value of the best five of five or more distinct cards, the Jack specialist included: seven
 * (two pocket cards and the board), eight (Security Cameras: three pocket cards), nine (a Hacker
 * or Jack step adding a card to three) or more. Up to eight plain cards take the table lookups;
 * with eight a flush no longer dominates, so both kinds of best hand are compared.
 */
export function evaluate(cards: readonly number[]): number {
  const n = cards.length;
  if (n < 5) throw new Error(`a poker hand needs at least 5 cards, got ${n}`);
  if (!ready) init();
  let suits = SUIT_BIAS;
  let key = 0;
  let seenLo = 0;
  let seenHi = 0;
  let jack = false;
  for (let i = 0; i < n; i++) {
    const c = cards[i]!;
    if (!Number.isInteger(c) || c < 0 || c > JACK_SPECIALIST) {
      throw new Error(`not a card number: ${c}`);
    }
    const bit = 1 << (c & 31);
    const seen = c < 32 ? seenLo : seenHi;
    if ((seen & bit) !== 0) throw new Error(`card number ${c} given twice`);
    if (c < 32) seenLo |= bit;
    else seenHi |= bit;
    if (c === JACK_SPECIALIST) {
      jack = true;
      continue;
    }
    suits += 1 << ((c & 3) << 2);
    key += RANK_KEY[c]!;
  }
  if (n > 8) return evaluateMany(cards);
  let flushValue = 0;
  const flush = suits & FLUSH_BITS;
  if (flush !== 0) {
    const s = (31 - Math.clz32(flush)) >> 2;
    let m = 0;
    for (let i = 0; i < n; i++) {
      const c = cards[i]!;
      if (c !== JACK_SPECIALIST && (c & 3) === s) m |= 1 << (c >> 2);
    }
    flushValue = flushTable[m]!;
    if (n <= 7 && !jack) return flushValue;
  }
  let rankValue = 0;
  if (jack) {
    rankValue = rankValueOfCounts(cards);
  } else if (n === 8) {
    // The best five leave out at least one card: try leaving out each.
    for (let i = 0; i < 8; i++) {
      const v = lookupSeven(key - RANK_KEY[cards[i]!]!);
      if (v > rankValue) rankValue = v;
    }
  } else {
    rankValue = n === 7 ? lookupSeven(key) : lookupSmall(key);
  }
  return flushValue > rankValue ? flushValue : rankValue;
}

/** Rank-only value from counted ranks: for more jacks or cards than the base-5 keys hold. */
function rankValueOfCounts(cards: readonly number[]): number {
  scratchCounts.fill(0);
  for (const c of cards) scratchCounts[c === JACK_SPECIALIST ? JACK : c >> 2]! += 1;
  return rankOnlyValue(scratchCounts);
}

/** More than eight cards (already validated): every suit's flush against the ranks alone. */
function evaluateMany(cards: readonly number[]): number {
  let best = rankValueOfCounts(cards);
  for (let s = 0; s < 4; s++) {
    let m = 0;
    for (const c of cards) if (c !== JACK_SPECIALIST && (c & 3) === s) m |= 1 << (c >> 2);
    const v = flushTable[m]!;
    if (v > best) best = v;
  }
  return best;
}

/** Category of a HandValue; the top straight flush is the royal flush. */
export function categoryOf(value: number): Category {
  const cat = value >>> CATEGORY_SHIFT;
  if (cat === STRAIGHT_FLUSH && (value & RANKS_MASK) === ACE * 13 ** 4) return 'royal-flush';
  const name = CATEGORIES[cat];
  if (name === undefined) throw new Error(`not a hand value: ${value}`);
  return name;
}

/**
 * Category of one or more cards. Under five cards (the Getaway Driver before the flop) only groups
 * of equal ranks count, since straights and flushes need five cards.
 */
export function categoryOfCards(cards: readonly number[]): Category {
  const n = cards.length;
  if (n >= 5) return categoryOf(evaluate(cards));
  if (n < 1) throw new Error('a hand needs at least 1 card, got 0');
  const counts = new Array<number>(13).fill(0);
  for (const c of cards) {
    if (!Number.isInteger(c) || c < 0 || c > JACK_SPECIALIST) {
      throw new Error(`not a card number: ${c}`);
    }
    if (cards.indexOf(c) !== cards.lastIndexOf(c)) throw new Error(`card number ${c} given twice`);
    counts[c === JACK_SPECIALIST ? JACK : c >> 2]! += 1;
  }
  const max = Math.max(...counts);
  const pairs = counts.filter((k) => k === 2).length;
  if (max === 4) return 'four-of-a-kind';
  if (max === 3) return 'three-of-a-kind';
  if (pairs === 2) return 'two-pair';
  return pairs === 1 ? 'pair' : 'high-card';
}

/** The five cards (in the order given) that make the best hand of five or more, for display. */
export function bestFive(cards: readonly number[]): number[] {
  const target = evaluate(cards); // also validates the cards
  const n = cards.length;
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++)
      for (let k = j + 1; k < n; k++)
        for (let l = k + 1; l < n; l++)
          for (let m = l + 1; m < n; m++) {
            const five = [cards[i]!, cards[j]!, cards[k]!, cards[l]!, cards[m]!];
            if (evaluate(five) === target) return five;
          }
  throw new Error('unreachable: the best hand is always some five of the cards');
}
