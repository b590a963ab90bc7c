// Small statistics shared by the benchmarks.

/** The q-quantile (0..1) of a sample, nearest rank; throws on an empty sample. */
export function quantile(xs: readonly number[], q: number): number {
  if (xs.length === 0) throw new Error('quantile of an empty sample');
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))]!;
}

export const median = (xs: readonly number[]): number => quantile(xs, 0.5);

/** Rounds to `digits` decimals. */
export const round = (x: number, digits = 1): number => Math.round(x * 10 ** digits) / 10 ** digits;
