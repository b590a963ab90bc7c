// Public hand-strength metrics for The Gang's bots. A hand's strength "q" in a round is its
// expected percentile at the showdown among all two-card pockets, given the community cards
// turned up so far: 0 is the weakest pocket, 1 the strongest. Every bot computes the same q for
// the same pocket and board (the runouts are seeded from the board, never from a bot's RNG), so
// a chip taken in round r can be read by the others as a claim about q in round r.
//
// Tables are built per board and kept in a small cache: a round's first decision pays a few
// milliseconds, later decisions in the round look pockets up. The cache only saves time; a
// table is a pure function of its board.
import { evaluate, evaluate7 } from '../../cards/hand-eval.ts';
import { CATEGORY_SHIFT, RANKS_MASK, STRAIGHT_FLUSH } from '../../cards/hand-tables.ts';
import { nextInt, seedRng, type RngState } from '../../core/rng.ts';
import { PREFLOP_Q } from './preflop.ts';

/** Two-card pockets: 52 choose 2. */
export const POCKETS = 1326;
/** The lower and higher card of each pocket index. */
export const POCKET_LO = new Uint8Array(POCKETS);
export const POCKET_HI = new Uint8Array(POCKETS);
/** Pocket index of two real cards (either order), -1 for the same card twice. */
const INDEX = new Int16Array(52 * 52).fill(-1);
{
  let i = 0;
  for (let a = 0; a < 52; a++)
    for (let b = a + 1; b < 52; b++) {
      POCKET_LO[i] = a;
      POCKET_HI[i] = b;
      INDEX[a * 52 + b] = i;
      INDEX[b * 52 + a] = i;
      i++;
    }
}

/** Each pocket's kind before the flop, of 169: suited kinds fill one half of the 13 × 13
 * square (higher rank × 13 + lower), offsuit ones and pairs the other (lower × 13 + higher). */
const KIND = Uint8Array.from({ length: POCKETS }, (_, p) => {
  const [hi, lo] = [POCKET_HI[p]! >> 2, POCKET_LO[p]! >> 2];
  return (POCKET_LO[p]! & 3) === (POCKET_HI[p]! & 3) ? hi * 13 + lo : lo * 13 + hi;
});

/** The pocket index of two distinct real cards. */
export function pocketIndex(a: number, b: number): number {
  return INDEX[a * 52 + b]!;
}

/** Runouts sampled for a turn (the river), a flop (turn and river), and boards sampled before
 * the flop: enough to order pockets, few enough to build a table in a few milliseconds. */
const FLOP_RUNOUTS = 40;
const TURN_RUNOUTS = 24;
const PREFLOP_BOARDS = 200;
/** Runouts kept for pockets the table does not list (the Jack, three-card pockets). */
const SPARE_RUNOUTS = 24;

/** One round's metric: q per two-card pocket, and the sorted pocket values of each runout. */
export interface StrengthTable {
  readonly board: readonly number[];
  /** q per pocket index; NaN where the pocket shares a card with the board. */
  readonly q: Float32Array;
  /** Cards completing the board, per runout (empty for a complete board). */
  readonly runouts: readonly (readonly number[])[];
  /** Per runout: hand values of every pocket that fits it, ascending. */
  readonly sorted: readonly Int32Array[];
  /** A complete board: every pocket's exact hand value (else empty). */
  readonly value: Int32Array;
}

const cache = new Map<string, StrengthTable>();
const CACHE_SIZE = 16;
let preflop: StrengthTable | null = null;

/** The strength table of a board of 0, 3, 4 or 5 cards (cached). Before the flop, q comes from
 * PREFLOP_Q (the table built once, kept as 169 numbers: a host's bots decide at once after the
 * start, while its page draws the table, instead of evaluating 265,000 hands first); the spare
 * runouts, for the rare pocket the table does not list, are built when first asked for. */
export function strengthTable(board: readonly number[]): StrengthTable {
  if (board.length === 0) return (preflop ??= preflopTable());
  const key = board.join(',');
  const hit = cache.get(key);
  if (hit) return hit;
  const table = buildStrengthTable(board);
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(key, table);
  return table;
}

function preflopTable(): StrengthTable {
  const q = new Float32Array(POCKETS);
  for (let p = 0; p < POCKETS; p++) q[p] = PREFLOP_Q[KIND[p]!]!;
  let whole: StrengthTable | null = null;
  const built = () => (whole ??= buildStrengthTable([]));
  return {
    board: [],
    q,
    get runouts() {
      return built().runouts;
    },
    get sorted() {
      return built().sorted;
    },
    value: new Int32Array(0),
  };
}

/** A board's strength table built from its runouts (uncached: strengthTable keeps them). */
export function buildStrengthTable(board: readonly number[]): StrengthTable {
  const used = new Uint8Array(52);
  for (const c of board) used[c] = 1;
  const rest: number[] = [];
  for (let c = 0; c < 52; c++) if (!used[c]) rest.push(c);
  let rng = seedRng(`the-gang/strength/${board.join(',')}`);
  const runouts: number[][] = [];
  if (board.length === 5) runouts.push([]);
  else {
    const count =
      board.length === 4 ? TURN_RUNOUTS : board.length === 3 ? FLOP_RUNOUTS : PREFLOP_BOARDS;
    for (let i = 0; i < count; i++) {
      let cards: number[];
      [cards, rng] = draw(rest, 5 - board.length, rng);
      runouts.push(cards);
    }
  }
  const sum = new Float64Array(POCKETS);
  const count = new Uint16Array(POCKETS);
  const sorted: Int32Array[] = [];
  const scratch = new Int32Array(POCKETS);
  const spareValues = new Int32Array(POCKETS);
  const spareFits = new Int16Array(POCKETS);
  const fits = new Int16Array(POCKETS);
  const value = new Int32Array(board.length === 5 ? POCKETS : 0);
  for (const runout of runouts) {
    const full = [...board, ...runout];
    const out = new Uint8Array(52);
    for (const c of full) out[c] = 1;
    const [c0, c1, c2, c3, c4] = full as [number, number, number, number, number];
    let n = 0;
    for (let p = 0; p < POCKETS; p++) {
      const a = POCKET_LO[p]!;
      const b = POCKET_HI[p]!;
      if (out[a] || out[b]) continue;
      const v = evaluate7(a, b, c0, c1, c2, c3, c4);
      if (value.length > 0) value[p] = v;
      fits[n] = p;
      scratch[n++] = v;
    }
    const ascending = radixSort(scratch, fits, n, spareValues, spareFits);
    // Equal hands share the middle of their run of places.
    for (let lo = 0; lo < n;) {
      let hi = lo + 1;
      while (hi < n && ascending[hi] === ascending[lo]) hi++;
      const pct = (lo + hi - 1) / 2 / (n - 1);
      for (let i = lo; i < hi; i++) {
        const p = fits[i]!;
        sum[p]! += pct;
        count[p]! += 1;
      }
      lo = hi;
    }
    if (sorted.length < SPARE_RUNOUTS) sorted.push(ascending);
  }
  const q = new Float32Array(POCKETS);
  for (let p = 0; p < POCKETS; p++) {
    const a = POCKET_LO[p]!;
    const b = POCKET_HI[p]!;
    q[p] = used[a] || used[b] || count[p] === 0 ? NaN : sum[p]! / count[p]!;
  }
  if (board.length === 0) {
    const kinds = preflopKinds(q);
    for (let p = 0; p < POCKETS; p++) q[p] = kinds[KIND[p]!]!;
  }
  return { board: [...board], q, runouts: runouts.slice(0, SPARE_RUNOUTS), sorted, value };
}

const buckets = new Int32Array(256);

/**
 * Sorts the first `n` hand values ascending (values below 2^24), carrying `fits` along, in three
 * counting passes of 8 bits (a comparison sort of packed keys costs several times more here).
 * Returns a copy of the sorted values; `fits` ends up in the same order.
 */
function radixSort(
  values: Int32Array,
  fits: Int16Array,
  n: number,
  tmpValues: Int32Array,
  tmpFits: Int16Array,
): Int32Array {
  countingPass(values, fits, tmpValues, tmpFits, n, 0);
  countingPass(tmpValues, tmpFits, values, fits, n, 8);
  countingPass(values, fits, tmpValues, tmpFits, n, 16);
  fits.set(tmpFits.subarray(0, n));
  return tmpValues.slice(0, n);
}

/** One stable counting pass on the byte at `shift`, from one pair of arrays to the other. */
function countingPass(
  fromV: Int32Array,
  fromF: Int16Array,
  toV: Int32Array,
  toF: Int16Array,
  n: number,
  shift: number,
): void {
  const b = buckets;
  b.fill(0);
  for (let i = 0; i < n; i++) b[(fromV[i]! >>> shift) & 255]!++;
  let at = 0;
  for (let k = 0; k < 256; k++) {
    const c = b[k]!;
    b[k] = at;
    at += c;
  }
  for (let i = 0; i < n; i++) {
    const v = fromV[i]!;
    const slot = (v >>> shift) & 255;
    const to = b[slot]!;
    b[slot] = to + 1;
    toV[to] = v;
    toF[to] = fromF[i]!;
  }
}

/** Before the flop only the ranks and suitedness matter: q of each of the 169 kinds, the
 * average of its pockets' q (PREFLOP_Q holds them, as built). */
export function preflopKinds(q: Float32Array): Float32Array {
  const sum = new Float64Array(169);
  const n = new Uint16Array(169);
  for (let p = 0; p < POCKETS; p++) {
    sum[KIND[p]!]! += q[p]!;
    n[KIND[p]!]! += 1;
  }
  return Float32Array.from(sum, (x, k) => x / n[k]!);
}

/** `k` distinct cards drawn from `from`. */
function draw(from: readonly number[], k: number, rng: RngState): [number[], RngState] {
  const pool = from.slice();
  const out: number[] = [];
  let s = rng;
  for (let i = 0; i < k; i++) {
    let at: number;
    [at, s] = nextInt(s, pool.length);
    out.push(pool[at]!);
    pool[at] = pool[pool.length - 1]!;
    pool.pop();
  }
  return [out, s];
}

/** Where `v` falls among ascending `values`, as a percentile (ties: the middle of the run). */
export function percentileOf(values: Int32Array, v: number): number {
  const n = values.length;
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (values[mid]! < v) lo = mid + 1;
    else hi = mid;
  }
  let up = lo;
  let top = n;
  while (up < top) {
    const mid = (up + top) >> 1;
    if (values[mid]! <= v) up = mid + 1;
    else top = mid;
  }
  const place = up > lo ? (lo + up - 1) / 2 : lo - 0.5;
  return Math.min(1, Math.max(0, place / (n - 1)));
}

/**
 * q of any pocket: the table for two real cards; a pocket with the Jack or a three-card pocket
 * on a complete board is evaluated; a three-card pocket before the river counts as its best
 * two-card part (cheap, and the same for every bot).
 */
export function qOf(pocket: readonly number[], table: StrengthTable): number {
  if (pocket.length === 2 && pocket[0]! < 52 && pocket[1]! < 52) {
    return table.q[pocketIndex(pocket[0]!, pocket[1]!)]!;
  }
  if (pocket.length === 3 && table.board.length < 5) {
    let best = 0;
    for (let i = 0; i < 3; i++) {
      const part = pocket.filter((_, j) => j !== i);
      const q = qOf(part, table);
      if (q > best) best = q;
    }
    return best;
  }
  let sum = 0;
  let n = 0;
  table.runouts.forEach((runout, i) => {
    if (runout.some((c) => pocket.includes(c))) return;
    const v = evaluate([...pocket, ...table.board, ...runout]);
    sum += percentileOf(table.sorted[i]!, v);
    n++;
  });
  return n > 0 ? sum / n : 0.5;
}

/** The showdown value of a pocket on a complete board, the Muscle lifting it above every other
 * hand of its category (rulebook, specialist 10). */
export function showdownKey(
  pocket: readonly number[],
  board: readonly number[],
  muscle: boolean,
): number {
  const v =
    pocket.length === 2 && pocket[0]! < 52 && pocket[1]! < 52
      ? evaluate7(pocket[0]!, pocket[1]!, board[0]!, board[1]!, board[2]!, board[3]!, board[4]!)
      : evaluate([...pocket, ...board]);
  return muscle ? muscleKey(v) : v;
}

/** A hand value lifted to the top of its category (a straight flush stays below the royal one). */
export function muscleKey(v: number): number {
  const cat = v >>> CATEGORY_SHIFT;
  const royal = (STRAIGHT_FLUSH << CATEGORY_SHIFT) | (12 * 13 ** 4);
  if (cat === STRAIGHT_FLUSH) return v === royal ? v : royal - 1;
  return (cat << CATEGORY_SHIFT) | RANKS_MASK;
}
