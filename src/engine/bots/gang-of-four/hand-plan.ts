// How good a Gang of Four hand is, as the cheapest way to split it into combinations: every
// combination costs one turn to get rid of, less the chance it wins its trick (a winner buys
// the lead back), and a gang is an asset that costs nothing but wins a trick when it matters.
// The split is found exactly by a search over the hand's cards (at most 17, so at most 2^17
// sub-hands, each remembered once): take the lowest card left, try every combination that
// holds it. One search answers "what is the hand worth after this play?" for every play.
import type { Combo } from '../../games/gang-of-four/combos.ts';
import { legalPlays } from '../../games/gang-of-four/legal.ts';
import { DRAGON, PHOENIX_YELLOW, gofNumber, type GofCard } from '../../games/gang-of-four/cards.ts';

/** How much a combination costs to keep in hand: about one turn, less its chance to win. */
export function comboCost(c: Combo): number {
  return 1 - 1.1 * comboStrength(c);
}

/**
 * A rough chance that a combination wins its trick, 0 to 1 (above 1 for a gang: it beats
 * anything but a bigger gang). Singles grow steeply with their place in the single order
 * (the dragon always wins); a pair, triple or five-card combination by its highest number.
 */
export function comboStrength(c: Combo): number {
  const top = c.cards[0]!;
  const n = (gofNumber(top) ?? 11) - 1; // 0 (ones) … 9 (tens), 10 for the phoenixes
  switch (c.type) {
    case 'single':
      return top === DRAGON ? 1 : (top / 32) ** 3;
    case 'pair':
      return top === PHOENIX_YELLOW ? 1 : (n / 10) ** 2;
    case 'triple':
      return 0.25 + 0.7 * (n / 9) ** 2;
    case 'straight':
      return 0.2 + 0.3 * (n / 9);
    case 'flush':
      return 0.35 + 0.3 * (n / 9);
    case 'full-house':
      return 0.5 + 0.4 * (n / 9);
    case 'straight-flush':
      return 0.85 + 0.15 * (n / 9);
    case 'gang':
      return 1.3 + 0.15 * (c.cards.length - 4) + 0.01 * n;
  }
}

/** A hand's plan: its cheapest split and the worth of every sub-hand the search visited. */
export interface HandPlan {
  /** The hand, low to high; bit i of a mask is card i. */
  readonly cards: readonly GofCard[];
  /** Every combination the hand can form, as masks over `cards`, with its cost. */
  readonly combos: readonly {
    readonly mask: number;
    readonly combo: Combo;
    readonly cost: number;
  }[];
  /** The cheapest cost of the cards in `mask` (memoised search). */
  cost(mask: number): number;
  /** The combinations of the cheapest split of `mask`. */
  split(mask: number): Combo[];
  /** The mask of the hand's cards that make `cards` (the lowest copies first), or -1. */
  maskOf(cards: readonly GofCard[]): number;
}

/** Plans a hand (any order; copies allowed). */
export function planHand(hand: readonly GofCard[]): HandPlan {
  const cards = [...hand].sort((a, b) => a - b);
  const n = cards.length;
  const maskOf = (play: readonly GofCard[]): number => {
    let mask = 0;
    for (const c of play) {
      let i = 0;
      while (i < n && (cards[i] !== c || mask & (1 << i))) i++;
      if (i === n) return -1;
      mask |= 1 << i;
    }
    return mask;
  };
  // Every distinct combination (legalPlays on an empty table lists them), each under every
  // choice of copies, filed under its lowest card.
  const all = legalPlays({ hand: cards, table: null, mustInclude1M: false, defend: false });
  const combos: { mask: number; combo: Combo; cost: number }[] = [];
  const byLow: number[][] = Array.from({ length: n }, () => []);
  for (const combo of all) {
    const cost = comboCost(combo);
    for (const mask of copies(cards, combo.cards)) {
      byLow[31 - Math.clz32(mask & -mask)]!.push(combos.length);
      combos.push({ mask, combo, cost });
    }
  }
  const memo = new Map<number, number>();
  const best = new Map<number, number>();
  const cost = (mask: number): number => {
    if (mask === 0) return 0;
    const hit = memo.get(mask);
    if (hit !== undefined) return hit;
    const low = 31 - Math.clz32(mask & -mask);
    let min = Infinity;
    let pick = -1;
    for (const i of byLow[low]!) {
      const m = combos[i]!.mask;
      if ((m & mask) !== m) continue;
      const c = combos[i]!.cost + cost(mask & ~m);
      if (c < min) [min, pick] = [c, i];
    }
    memo.set(mask, min);
    best.set(mask, pick);
    return min;
  };
  const split = (mask: number): Combo[] => {
    const out: Combo[] = [];
    for (let m = mask; m !== 0;) {
      cost(m);
      const c = combos[best.get(m)!]!;
      out.push(c.combo);
      m &= ~c.mask;
    }
    return out;
  };
  return { cards, combos, cost, split, maskOf };
}

/** Every mask of `hand` (sorted) that spells `play`, one per choice of copies. */
function copies(hand: readonly GofCard[], play: readonly GofCard[]): number[] {
  let masks = [0];
  for (const c of play) {
    const next: number[] = [];
    for (const m of masks) {
      for (let i = 0; i < hand.length; i++) {
        if (hand[i] === c && !(m & (1 << i))) next.push(m | (1 << i));
      }
    }
    masks = [...new Set(next)];
  }
  return masks;
}
