// Lookup tables for the hand evaluator, built once at first use from the plain rules below, so
// the source holds no opaque literal tables and every table entry comes from the same code the
// slow paths use (hand-eval.ts holds the hot paths that read them).
//
// A HandValue is `category << CATEGORY_SHIFT | ranks`, where `ranks` spells the hand's
// significant ranks (0 = 2 … 12 = A) in base 13, most significant first: pair rank then its
// three kickers, top card of a straight, and so on. Higher is stronger and equal values are
// exactly equal best fives, so there are 7,462 distinct values over all five-card hands.

/** Category indices (the order of CATEGORIES in hand-eval.ts; royal flush is a straight flush). */
export const HIGH_CARD = 0;
export const PAIR = 1;
export const TWO_PAIR = 2;
export const THREE_OF_A_KIND = 3;
export const STRAIGHT = 4;
export const FLUSH = 5;
export const FULL_HOUSE = 6;
export const FOUR_OF_A_KIND = 7;
export const STRAIGHT_FLUSH = 8;

/** Bits below the category: 13^5 rank spellings fit in 19 bits. */
export const CATEGORY_SHIFT = 19;
/** Mask of the rank spelling below the category. */
export const RANKS_MASK = (1 << CATEGORY_SHIFT) - 1;
const ACE = 12;
const WHEEL_MASK = 0b1000000001111; // A 2 3 4 5

/** Packs a category and up to five ranks (most significant first) into a HandValue. */
function value(category: number, r1: number, r2 = 0, r3 = 0, r4 = 0, r5 = 0): number {
  return (category << CATEGORY_SHIFT) | ((((r1 * 13 + r2) * 13 + r3) * 13 + r4) * 13 + r5);
}

/** Top rank of the highest straight in a 13-bit rank mask, 3 for the wheel, -1 for none. */
export function straightTop(mask: number): number {
  for (let top = ACE; top >= 4; top--) {
    if (((mask >> (top - 4)) & 31) === 31) return top;
  }
  return (mask & WHEEL_MASK) === WHEEL_MASK ? 3 : -1;
}

/** Best flush or straight flush within one suit's rank mask (at least five bits set). */
export function flushValue(mask: number): number {
  const top = straightTop(mask);
  if (top >= 0) return value(STRAIGHT_FLUSH, top);
  const r: number[] = [];
  for (let rank = ACE; rank >= 0 && r.length < 5; rank--) if (mask & (1 << rank)) r.push(rank);
  return value(FLUSH, r[0]!, r[1]!, r[2]!, r[3]!, r[4]!);
}

/** The `n` highest ranks with a nonzero count, skipping the given ranks. */
function topRanks(counts: ArrayLike<number>, n: number, skip1: number, skip2: number): number[] {
  const out: number[] = [];
  for (let rank = ACE; rank >= 0 && out.length < n; rank--) {
    if (counts[rank]! > 0 && rank !== skip1 && rank !== skip2) out.push(rank);
  }
  return out;
}

/**
 * Best hand ignoring suits from per-rank counts (five or more cards in all). Counts may reach 5
 * for jacks with the Jack specialist: four jacks then take the fifth J as their kicker.
 */
export function rankOnlyValue(counts: ArrayLike<number>): number {
  let quad = -1;
  let trip = -1;
  let pairHi = -1;
  let pairLo = -1;
  let mask = 0;
  for (let rank = ACE; rank >= 0; rank--) {
    const n = counts[rank]!;
    if (n === 0) continue;
    mask |= 1 << rank;
    if (n >= 4 && quad < 0) quad = rank;
    else if (n >= 3 && trip < 0) trip = rank;
    else if (n >= 2) {
      if (pairHi < 0) pairHi = rank;
      else if (pairLo < 0) pairLo = rank;
    }
  }
  if (quad >= 0) {
    const other = topRanks(counts, 1, quad, -1)[0] ?? -1;
    const kicker = counts[quad]! >= 5 ? Math.max(quad, other) : other;
    return value(FOUR_OF_A_KIND, quad, kicker);
  }
  // A second trips lands in pairHi (trip was already taken), so it serves as the pair.
  if (trip >= 0 && pairHi >= 0) return value(FULL_HOUSE, trip, pairHi);
  const top = straightTop(mask);
  if (top >= 0) return value(STRAIGHT, top);
  if (trip >= 0) {
    const k = topRanks(counts, 2, trip, -1);
    return value(THREE_OF_A_KIND, trip, k[0]!, k[1]!);
  }
  if (pairLo >= 0) {
    return value(TWO_PAIR, pairHi, pairLo, topRanks(counts, 1, pairHi, pairLo)[0]!);
  }
  if (pairHi >= 0) {
    const k = topRanks(counts, 3, pairHi, -1);
    return value(PAIR, pairHi, k[0]!, k[1]!, k[2]!);
  }
  const k = topRanks(counts, 5, -1, -1);
  return value(HIGH_CARD, k[0]!, k[1]!, k[2]!, k[3]!, k[4]!);
}

/** Best flush-or-straight-flush value per 13-bit rank mask; 0 where fewer than five bits. */
export function buildFlushTable(): Int32Array {
  const table = new Int32Array(8192);
  for (let mask = 0; mask < 8192; mask++) {
    let bits = 0;
    for (let m = mask; m !== 0; m &= m - 1) bits++;
    if (bits >= 5) table[mask] = flushValue(mask);
  }
  return table;
}

/** Per-card rank key: 5^rank, so a sum of up to 8 cards spells the rank counts in base 5. */
export const RANK_KEY: Int32Array = (() => {
  const keys = new Int32Array(52);
  for (let c = 0; c < 52; c++) keys[c] = 5 ** (c >> 2);
  return keys;
})();

/** Multipliers of the rank hash: one picks a key's bucket, the other its home slot. */
export const BUCKET_MUL = 0x9e3779b1 | 0;
export const SLOT_MUL = 0x85ebca6b | 0;

/**
 * A minimal-probe perfect hash ("hash and displace") from base-5 rank keys to rank-only
 * HandValues: `values[(imul(key, SLOT_MUL) >>> (32 - slotBits)) ^ displace[bucket]]`, with
 * `bucket = imul(key, BUCKET_MUL) >>> (32 - bucketBits)`. Two small reads and no key compare keep
 * the seven-card table (~320 KB) in L2 cache, about twice as fast as open addressing over
 * stored keys. It only answers keys it was built for: any other key reads some other entry.
 */
export interface RankHash {
  readonly displace: Uint16Array;
  readonly values: Int32Array;
}

/** Calls `visit(key, counts)` for every rank multiset of minCards..maxCards cards (≤ 4 per rank). */
function forEachRankMultiset(
  minCards: number,
  maxCards: number,
  visit: (key: number, counts: Int32Array) => void,
): void {
  const counts = new Int32Array(13);
  const fill = (rank: number, cards: number, key: number): void => {
    if (rank === 13) {
      if (cards >= minCards) visit(key, counts);
      return;
    }
    for (let n = 0; n <= 4 && cards + n <= maxCards; n++) {
      counts[rank] = n;
      fill(rank + 1, cards + n, key + n * 5 ** rank);
    }
    counts[rank] = 0;
  };
  fill(0, 0, 0);
}

/** Builds the RankHash of all minCards..maxCards rank multisets (deterministic: fixed multipliers). */
export function buildRankHash(
  minCards: number,
  maxCards: number,
  bucketBits: number,
  slotBits: number,
): RankHash {
  const keys: number[] = [];
  const vals: number[] = [];
  forEachRankMultiset(minCards, maxCards, (key, counts) => {
    keys.push(key);
    vals.push(rankOnlyValue(counts));
  });
  const nb = 1 << bucketBits;
  const slots = 1 << slotBits;
  // Group keys by bucket (counting sort), then place the biggest buckets first while the
  // table is emptiest: for each, find a displacement moving all its keys onto free slots.
  const start = new Int32Array(nb + 1);
  const bucketOf = keys.map((k) => Math.imul(k, BUCKET_MUL) >>> (32 - bucketBits));
  for (const b of bucketOf) start[b + 1]! += 1;
  for (let b = 0; b < nb; b++) start[b + 1]! += start[b]!;
  const members = new Int32Array(keys.length);
  const next = start.slice(0, nb);
  bucketOf.forEach((b, i) => (members[next[b]!++] = i));
  const displace = new Uint16Array(nb);
  const values = new Int32Array(slots);
  const used = new Uint8Array(slots);
  let largest = 0;
  for (let b = 0; b < nb; b++) largest = Math.max(largest, start[b + 1]! - start[b]!);
  const home = new Int32Array(largest);
  for (let size = largest; size > 0; size--)
    for (let b = 0; b < nb; b++) {
      const from = start[b]!;
      if (start[b + 1]! - from !== size) continue;
      for (let j = 0; j < size; j++) {
        home[j] = Math.imul(keys[members[from + j]!]!, SLOT_MUL) >>> (32 - slotBits);
        for (let i = 0; i < j; i++) {
          if (home[i] === home[j]) throw new Error('rank hash: two keys share a home slot');
        }
      }
      let d = 0;
      for (let j = 0; j < size; j++) {
        if (used[home[j]! ^ d] !== 0) {
          if (++d === slots) throw new Error('rank hash: no displacement fits');
          j = -1;
        }
      }
      displace[b] = d;
      for (let j = 0; j < size; j++) {
        used[home[j]! ^ d] = 1;
        values[home[j]! ^ d] = vals[members[from + j]!]!;
      }
    }
  return { displace, values };
}
