// What a Gang bot believes about the other pockets. Every other seat gets a weight on each
// pocket it could hold (every combination of the cards the bot has not seen, narrowed by what
// its view tells: reading.ts). The chips are the evidence: in each round every player ranks
// themselves by q (strength.ts), so a seat holding a higher chip than another in round r
// probably has the higher q in round r. That evidence ties the seats together; it is folded in
// by a few rounds of mean-field updates: each seat's weights are multiplied, bin by bin of q,
// by the chance its chips are in the right order against every other seat's current belief
// (and against the bot's own q, which it knows exactly). Errors are allowed for: a chip order
// is wrong with a small chance ε, and more often when two hands are close (noise σ on q).
import { evaluate } from '../../cards/hand-eval.ts';
import { enumerate, pocketAt, type Candidates } from './candidates.ts';
import type { Reading } from './reading.ts';
import {
  muscleKey,
  percentileOf,
  pocketIndex,
  qOf,
  showdownKey,
  strengthTable,
  type StrengthTable,
} from './strength.ts';

/** The inference's knobs. */
export interface BeliefParams {
  /** Chance a chip order contradicts the q order outright, per round. */
  readonly eps: readonly number[];
  /** Noise on q when two players order themselves, per round. */
  readonly sigma: readonly number[];
  readonly iterations: number;
}

export const DEFAULT_PARAMS: BeliefParams = {
  eps: [0.06, 0.06, 0.06, 0.05],
  sigma: [0.06, 0.05, 0.04, 0.03],
  iterations: 2,
};

/** Bins of q for the mean-field updates. */
const BINS = 48;
export interface Belief {
  readonly reading: Reading;
  /** Per seat: its candidates (null for the bot and for open pockets). */
  readonly candidates: readonly (Candidates | null)[];
  /** Per seat: normalised weights over its candidates. */
  readonly weights: readonly (Float64Array | null)[];
  /** Per seat, per round: q of a pocket the bot knows (its own, open ones), else NaN. */
  readonly pointQ: readonly Float64Array[];
  /** Per seat: the showdown key of a known pocket on the river, else NaN. */
  readonly pointKey: readonly number[];
}

/**
 * Candidates with their q are the same for every decision of a round while the cards the bot
 * knows stay the same, so a few are kept (the bot's answers do not depend on this cache).
 */
const kinds = new Map<string, Candidates>();
const KINDS_KEPT = 24;

/** Builds the bot's belief from its reading of the view. */
export function believe(r: Reading, params: BeliefParams = DEFAULT_PARAMS): Belief {
  const seats = r.seats;
  const tables = r.boards.map((b, i) =>
    i < r.round && (i === 0 || b.length > 0) ? strengthTable(b) : null,
  );
  const rounds: number[] = [];
  for (let round = 1; round <= r.round; round++) if (tables[round - 1]) rounds.push(round);
  const deadKey = Array.from(r.dead).join('');
  const candidates: (Candidates | null)[] = [];
  const pointQ: Float64Array[] = [];
  const pointKey: number[] = [];
  const river = r.community.length === 5;
  for (let s = 0; s < seats; s++) {
    const muscle = r.muscle === s;
    const pocket = s === r.me ? r.pocket : r.known[s];
    const pq = new Float64Array(4).fill(NaN);
    pointQ.push(pq);
    if (pocket) {
      for (const round of rounds)
        pq[round - 1] = qOfSeat(pocket, tables[round - 1]!, round, muscle);
      pointKey.push(river ? showdownKey(pocket, r.community, muscle) : NaN);
      candidates.push(null);
      continue;
    }
    pointKey.push(NaN);
    const k = r.size[s]!;
    const id = `${k}:${r.jack[s]}:${muscle}:${rounds.join('')}:${deadKey}`;
    let kind = kinds.get(id);
    if (!kind) {
      kind = enumerate(r.dead, k, r.jack[s]!);
      if (river) kind.key = keys(kind, r.community, strengthTable(r.community), muscle);
      for (const round of rounds) fillQ(kind, tables[round - 1]!, round, muscle);
      if (kinds.size >= KINDS_KEPT) kinds.delete(kinds.keys().next().value!);
      kinds.set(id, kind);
    }
    candidates.push(kind);
  }
  const priors = candidates.map((c, s) => (c ? prior(r, s, c) : null));
  let weights = priors.map((p) => p && normalised(p.slice()));
  const points = new Map<number, Float64Array>();
  for (let it = 0; it < params.iterations; it++) {
    const cdfs = smoothedCdfs(r, rounds, candidates, weights, pointQ, params, false, points);
    const claimCdfs =
      r.claims.length > 0
        ? smoothedCdfs(r, [r.round], candidates, weights, pointQ, params, true, points)
        : [];
    weights = candidates.map((c, j) =>
      c ? update(r, j, c, priors[j]!, rounds, cdfs, claimCdfs, params) : null,
    );
  }
  return { reading: r, candidates, weights, pointQ, pointKey };
}

/**
 * One mean-field step for seat `j`: its prior weights times, bin by bin of q, the chance that
 * each of its chips lies in the right order against every other seat's chip of that round,
 * and that each claim it made by taking a chip from a player is right.
 */
function update(
  r: Reading,
  j: number,
  c: Candidates,
  prior: Float64Array,
  rounds: readonly number[],
  cdfs: readonly (Float64Array | undefined)[][],
  claimCdfs: readonly (Float64Array | undefined)[][],
  params: BeliefParams,
): Float64Array {
  const w = prior.slice();
  const factor = new Float64Array(BINS);
  const apply = (bins: Uint8Array) => {
    for (let x = 0; x < c.count; x++) w[x]! *= factor[bins[x]!]!;
  };
  for (const round of rounds) {
    const mine = r.stars[j]![round - 1]!;
    if (mine === 0) continue;
    const eps = params.eps[round - 1]!;
    factor.fill(1);
    for (let i = 0; i < r.seats; i++) {
      const theirs = r.stars[i]![round - 1]!;
      const cdf = cdfs[i]![round - 1];
      if (i === j || theirs === 0 || !cdf) continue;
      const above = mine > theirs;
      for (let b = 0; b < BINS; b++) {
        const below = cdf[b]!; // the chance seat i's q lies below bin b
        factor[b]! *= eps + (1 - 2 * eps) * (above ? below : 1 - below);
      }
    }
    apply(c.bins[round - 1]!);
  }
  const bins = c.bins[r.round - 1];
  const eps = params.eps[r.round - 1]!;
  for (const claim of r.claims) {
    const cdf = claimCdfs[claim.other]?.[r.round - 1];
    if (claim.seat !== j || !cdf || !bins) continue;
    for (let b = 0; b < BINS; b++) {
      factor[b] = eps + (1 - 2 * eps) * (claim.above ? cdf[b]! : 1 - cdf[b]!);
    }
    apply(bins);
  }
  return normalised(w, prior);
}

/** q of a known pocket in a round (the Muscle counts on the river). */
export function qOfSeat(
  pocket: readonly number[],
  table: StrengthTable,
  round: number,
  muscle: boolean,
): number {
  if (round < 4 || !muscle) return qOf(pocket, table);
  return percentileOf(table.sorted[0]!, showdownKey(pocket, table.board, true));
}

function fillQ(c: Candidates, table: StrengthTable, round: number, muscle: boolean): void {
  const q = new Float32Array(c.count);
  const bins = new Uint8Array(c.count);
  const river = round === 4 && table.board.length === 5;
  const tq = table.q;
  for (let x = 0; x < c.count; x++) {
    const i = c.index[x]!;
    const at = x * c.k;
    if (i >= 0 && !(river && muscle)) q[x] = tq[i]!;
    else if (river) q[x] = percentileOf(table.sorted[0]!, c.key![x]!);
    else if (c.k === 3 && c.cards[at] !== 52) {
      // Three real cards before the river: the best two-card part (strength.ts).
      const a = c.cards[at]!;
      const b = c.cards[at + 1]!;
      const d = c.cards[at + 2]!;
      q[x] = Math.max(tq[pocketIndex(a, b)]!, tq[pocketIndex(a, d)]!, tq[pocketIndex(b, d)]!);
    } else q[x] = qOfSeat(pocketAt(c, x), table, round, muscle);
    bins[x] = binOf(q[x]!);
  }
  c.q[round - 1] = q;
  c.bins[round - 1] = bins;
}

function keys(
  c: Candidates,
  board: readonly number[],
  table: StrengthTable,
  muscle: boolean,
): Int32Array {
  const out = new Int32Array(c.count);
  const hand = [0, 0, 0, ...board];
  for (let x = 0; x < c.count; x++) {
    const i = c.index[x]!;
    let v: number;
    if (i >= 0) v = table.value[i]!;
    else if (c.k === 3) {
      for (let j = 0; j < 3; j++) hand[j] = c.cards[x * 3 + j]!;
      v = evaluate(hand);
    } else v = evaluate([...pocketAt(c, x), ...board]);
    out[x] = muscle ? muscleKey(v) : v;
  }
  return out;
}

const binOf = (q: number): number => Math.min(BINS - 1, Math.max(0, Math.floor(q * BINS)));

/** Prior weights of a seat's candidates: the hard facts and the Con Artist's odds. */
function prior(r: Reading, seat: number, c: Candidates): Float64Array {
  const w = new Float64Array(c.count).fill(1);
  const none = r.tests[seat]!.length === 0 && r.boosts[seat]!.length === 0;
  if (none && r.holds.every((h) => h.length === 0)) return w;
  const elsewhere = new Uint8Array(53);
  r.holds.forEach((h, s) => s !== seat && h.forEach((x) => (elsewhere[x] = 1)));
  const own = r.holds[seat]!;
  const tests = r.tests[seat]!;
  const boosts = r.boosts[seat]!;
  const needsPocket = tests.length > 0;
  for (let x = 0; x < c.count; x++) {
    const at = x * c.k;
    let ok = true;
    for (let i = 0; i < c.k && ok; i++) if (elsewhere[c.cards[at + i]!]) ok = false;
    for (const h of own) {
      let has = false;
      for (let i = 0; i < c.k; i++) if (c.cards[at + i] === h) has = true;
      if (!has) ok = false;
    }
    if (ok && needsPocket) {
      const pocket = pocketAt(c, x);
      ok = tests.every((t) => t(pocket));
    }
    if (!ok) {
      w[x] = 0;
      continue;
    }
    for (const b of boosts) {
      for (let i = 0; i < c.k; i++) if (c.cards[at + i] === b.card) w[x]! *= b.ratio;
    }
  }
  return w;
}

/** Scales weights to sum 1; if evidence ruled everything out, falls back to `fallback`. */
function normalised(w: Float64Array, fallback?: Float64Array): Float64Array {
  let sum = 0;
  for (let i = 0; i < w.length; i++) sum += w[i]!;
  if (!(sum > 0)) {
    if (fallback) return normalised(fallback.slice());
    w.fill(1);
    sum = w.length;
  }
  for (let i = 0; i < w.length; i++) w[i]! /= sum;
  return w;
}

const kernels = new Map<number, { reach: number; k: Float64Array }>();

/**
 * K[d + reach] = chance that a q `d` bins below a bin's centre, plus noise, lies below that
 * centre; beyond `reach` bins it is 0 or 1.
 */
function kernel(sigma: number): { reach: number; k: Float64Array } {
  let hit = kernels.get(sigma);
  if (hit) return hit;
  const reach = Math.ceil(4.5 * sigma * BINS);
  const k = new Float64Array(2 * reach + 1);
  for (let d = -reach; d <= reach; d++) k[d + reach] = phi(d / BINS / sigma);
  hit = { reach, k };
  kernels.set(sigma, hit);
  return hit;
}

/** Per seat and round: the chance the seat's q (with noise) lies below each bin's centre. A
 * known q (the bot's own, an open pocket) gives the same answer every pass: `points` keeps it. */
function smoothedCdfs(
  r: Reading,
  rounds: readonly number[],
  candidates: readonly (Candidates | null)[],
  weights: readonly (Float64Array | null)[],
  pointQ: readonly Float64Array[],
  params: BeliefParams,
  all: boolean,
  points: Map<number, Float64Array>,
): (Float64Array | undefined)[][] {
  return candidates.map((c, s) => {
    const out: (Float64Array | undefined)[] = [];
    for (const round of rounds) {
      if (!all && r.stars[s]![round - 1] === 0) continue;
      if (!c && Number.isNaN(pointQ[s]![round - 1]!)) continue;
      const sigma = params.sigma[round - 1]!;
      if (!c) {
        const key = s * 4 + round;
        let cdf = points.get(key);
        if (!cdf) {
          cdf = new Float64Array(BINS);
          const q = pointQ[s]![round - 1]!;
          for (let b = 0; b < BINS; b++) cdf[b] = phi(((b + 0.5) / BINS - q) / sigma);
          points.set(key, cdf);
        }
        out[round - 1] = cdf;
        continue;
      }
      const hist = new Float64Array(BINS);
      const w = weights[s]!;
      const bins = c.bins[round - 1]!;
      for (let x = 0; x < c.count; x++) hist[bins[x]!]! += w[x]!;
      // Mass far below a bin counts whole, mass far above not at all, the rest by the kernel.
      const { reach, k } = kernel(sigma);
      const cdf = new Float64Array(BINS);
      let far = 0;
      for (let b = 0; b < BINS; b++) {
        if (b - reach - 1 >= 0) far += hist[b - reach - 1]!;
        let sum = far;
        const lo = Math.max(0, b - reach);
        const hi = Math.min(BINS - 1, b + reach);
        for (let a = lo; a <= hi; a++) sum += hist[a]! * k[b - a + reach]!;
        cdf[b] = sum;
      }
      out[round - 1] = cdf;
    }
    return out;
  });
}

/** The standard normal distribution function (Abramowitz and Stegun 7.1.26). */
export function phi(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-z * z);
  return x >= 0 ? (1 + y) / 2 : (1 - y) / 2;
}
