// Reading a Gang bot's belief (belief.ts): the chance that another seat is weaker than the bot
// in a round's metric (q before the river, the showdown itself on it), the bot's own value,
// and the distribution of its place among the seats.
import { type Belief, qOfSeat } from './belief.ts';
import { showdownKey, strengthTable } from './strength.ts';

/** Whether `round`'s order is the showdown's own (the river is out). */
export function isShowdown(b: Belief, round: number): boolean {
  return round === 4 && b.reading.community.length === 5;
}

/** The bot's own value in `round`'s metric: q, or its showdown key on the river. */
export function myValue(b: Belief, round: number): number {
  const me = b.reading.me;
  return isShowdown(b, round) ? b.pointKey[me]! : b.pointQ[me]![round - 1]!;
}

/** What a pocket the bot might hold would be worth in `round`'s metric. */
export function valueOf(b: Belief, pocket: readonly number[], round: number): number {
  const r = b.reading;
  const muscle = r.muscle === r.me;
  if (isShowdown(b, round)) return showdownKey(pocket, r.community, muscle);
  return qOfSeat(pocket, strengthTable(r.boards[round - 1]!), round, muscle);
}

/**
 * The chance that `seat` is weaker than the bot in the metric of `round` (q before the river,
 * the showdown itself on it); a tie counts half. `mine` replaces the bot's own value.
 */
export function chanceWeaker(
  b: Belief,
  seat: number,
  round: number,
  mine = myValue(b, round),
): number {
  const showdown = isShowdown(b, round);
  const c = b.candidates[seat];
  if (!c) {
    const theirs = showdown ? b.pointKey[seat]! : b.pointQ[seat]![round - 1]!;
    return compare(theirs, mine);
  }
  const w = b.weights[seat]!;
  return showdown
    ? weakerMass(w, c.key!, c.count, mine)
    : weakerMass(w, c.q[round - 1]!, c.count, mine);
}

/** The weight of values below `mine`, half the weight of equal ones (two monomorphic copies:
 * this loop runs for every seat in every decision). */
function weakerMass(
  w: Float64Array,
  values: Int32Array | Float32Array,
  n: number,
  mine: number,
): number {
  return values instanceof Int32Array ? massInt(w, values, n, mine) : massFloat(w, values, n, mine);
}

function massInt(w: Float64Array, values: Int32Array, n: number, mine: number): number {
  let p = 0;
  for (let x = 0; x < n; x++) {
    const v = values[x]!;
    if (v < mine) p += w[x]!;
    else if (v === mine) p += 0.5 * w[x]!;
  }
  return p;
}

function massFloat(w: Float64Array, values: Float32Array, n: number, mine: number): number {
  let p = 0;
  for (let x = 0; x < n; x++) {
    const d = values[x]! - mine;
    if (d < -1e-6) p += w[x]!;
    else if (d <= 1e-6) p += 0.5 * w[x]!;
  }
  return p;
}

/** 1 if a < b, 0.5 if equal (within float noise), else 0. */
function compare(a: number, b: number): number {
  const d = a - b;
  return d < -1e-6 ? 1 : d > 1e-6 ? 0 : 0.5;
}

/** The distribution of the bot's place (index k: k seats weaker than it) from independent
 * chances that each other seat is weaker. */
export function placeDistribution(weaker: readonly number[]): Float64Array {
  let dist = new Float64Array([1]);
  for (const p of weaker) {
    const next = new Float64Array(dist.length + 1);
    for (let k = 0; k < dist.length; k++) {
      next[k]! += dist[k]! * (1 - p);
      next[k + 1]! += dist[k]! * p;
    }
    dist = next;
  }
  return dist;
}
