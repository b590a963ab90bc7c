// The pockets a seat of The Gang could hold, as a Gang bot counts them (belief.ts weighs them):
// every combination of the cards it has not seen, the Jack first for its holder, thinned by an
// even stride when there are too many (three-card pockets).
import { pocketIndex } from './strength.ts';

/** Above this many candidate pockets (three-card pockets), an even stride keeps this many. */
const MAX_CANDIDATES = 2500;

/** The pockets one kind of seat may hold, with their q per round. */
export interface Candidates {
  /** Pocket size. */
  readonly k: number;
  readonly count: number;
  /** Cards, `k` per pocket. */
  readonly cards: Uint8Array;
  /** Two-card pockets of real cards: their index (strength.ts), else -1. */
  readonly index: Int16Array;
  /** q per round (index round - 1), filled for the rounds needed. */
  readonly q: Float32Array[];
  readonly bins: Uint8Array[];
  /** Showdown keys on the river (the Muscle's included). */
  key: Int32Array | null;
}

/** A pocket of the candidates, as a fresh array. */
export function pocketAt(c: Candidates, i: number): number[] {
  // (A loop: `Array.from` of a subarray makes a view and iterates it, ten times the cost here.)
  const out: number[] = [];
  for (let j = i * c.k; j < i * c.k + c.k; j++) out.push(c.cards[j]!);
  return out;
}

/** Every pocket of `k` cards from the cards not dead (with the Jack first for its holder). */
export function enumerate(dead: Uint8Array, k: number, jack: boolean): Candidates {
  const pool: number[] = [];
  for (let c = 0; c < 52; c++) if (!dead[c]) pool.push(c);
  const free = jack ? k - 1 : k;
  const total = choose(pool.length, free);
  const stride = Math.max(1, Math.ceil(total / MAX_CANDIDATES));
  const count = Math.ceil(total / stride);
  const cards = new Uint8Array(count * k);
  const index = new Int16Array(count).fill(-1);
  let n = 0;
  let seen = 0;
  const pick: number[] = [];
  const walk = (from: number) => {
    if (pick.length === free) {
      if (seen++ % stride !== 0) return;
      const at = n * k;
      let o = 0;
      if (jack) cards[at + o++] = 52;
      for (const c of pick) cards[at + o++] = c;
      if (k === 2 && !jack) index[n] = pocketIndex(pick[0]!, pick[1]!);
      n++;
      return;
    }
    for (let i = from; i < pool.length; i++) {
      pick.push(pool[i]!);
      walk(i + 1);
      pick.pop();
    }
  };
  walk(0);
  return {
    k,
    count: n,
    cards: cards.subarray(0, n * k),
    index: index.subarray(0, n),
    q: [],
    bins: [],
    key: null,
  };
}

function choose(n: number, k: number): number {
  let out = 1;
  for (let i = 0; i < k; i++) out = (out * (n - i)) / (i + 1);
  return Math.round(out);
}
