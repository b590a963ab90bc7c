// Seeded PRNG carried inside the match state (CONVENTIONS §3): the same seed deals the same
// game, and no rule ever reaches for ambient randomness. sfc32 (Chris Doty-Humphrey's Small
// Fast Counting generator): 128 bits of state, passes PractRand, four 32-bit words that
// serialise as plain JSON.

/** The generator's whole state: four unsigned 32-bit words. Never part of any view. */
export type RngState = readonly [number, number, number, number];

/** Hashes a seed string into a well-mixed initial state (cyrb128-style avalanche). */
export function seedRng(seed: string): RngState {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  const words: [number, number, number, number] = [
    (h1 ^ h2 ^ h3 ^ h4) >>> 0,
    (h2 ^ h1) >>> 0,
    (h3 ^ h1) >>> 0,
    (h4 ^ h1) >>> 0,
  ];
  // Discard the first outputs: sfc32 mixes poorly for a few rounds from a raw state.
  let state: RngState = words;
  for (let i = 0; i < 12; i++) state = nextU32(state)[1];
  return state;
}

/** One 32-bit output and the advanced state. */
export function nextU32(state: RngState): [number, RngState] {
  let [a, b, c, d] = state;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  return [t >>> 0, [a >>> 0, b >>> 0, c >>> 0, d >>> 0]];
}

/** A uniform integer in [0, n) without modulo bias (rejection sampling). */
export function nextInt(state: RngState, n: number): [number, RngState] {
  if (!Number.isInteger(n) || n <= 0 || n > 0x100000000) {
    throw new RangeError(`nextInt: n must be an integer in 1..2^32, got ${n}`);
  }
  const limit = 0x100000000 - (0x100000000 % n);
  let s = state;
  for (;;) {
    const [x, next] = nextU32(s);
    s = next;
    if (x < limit) return [x % n, s];
  }
}

/** A Fisher–Yates shuffle: a new array and the advanced state; the input is not touched. */
export function shuffle<T>(items: readonly T[], state: RngState): [T[], RngState] {
  const out = items.slice();
  let s = state;
  for (let i = out.length - 1; i > 0; i--) {
    const [j, next] = nextInt(s, i + 1);
    s = next;
    const tmp = out[i]!;
    out[i] = out[j]!;
    out[j] = tmp;
  }
  return [out, s];
}
