// Seven-card evaluation throughput, ours against phe (the reference evaluator) on the same
// pre-generated seeded hands, so the bots' hand-strength loops have a number to hold on to.

import { createRequire } from 'node:module';
import { evaluate7 } from '../src/engine/cards/hand-eval.ts';
import type { BenchResult } from './run.ts';
import { median } from './stats.ts';

type Eval7 = (
  a: number,
  b: number,
  c: number,
  d: number,
  e: number,
  f: number,
  g: number,
) => number;

// phe is CommonJS without types. Its 7-card evaluator on card codes is its fastest entry point:
// evaluateCardCodes only adds a length switch and an `apply` on top of the same function.
const require = createRequire(import.meta.url);
const pheEval7 = require('phe/lib/evaluator7.js') as Eval7;

const HANDS = 2_000_000;
const ROUNDS = 9;

/** Deals `count` seven-card hands (cards 0..51, ours) from a seeded generator into one array. */
export function dealHands(count: number, seed: number): Int32Array {
  const out = new Int32Array(count * 7);
  const deck = Int32Array.from({ length: 52 }, (_, i) => i);
  let s = seed | 0;
  for (let h = 0; h < count; h++) {
    // Partial Fisher-Yates: the first 7 slots of the deck become the hand.
    for (let i = 0; i < 7; i++) {
      s = (s + 0x6d2b79f5) | 0; // mulberry32
      let t = Math.imul(s ^ (s >>> 15), 1 | s);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      const j = i + (((t ^ (t >>> 14)) >>> 0) % (52 - i));
      const card = deck[j]!;
      deck[j] = deck[i]!;
      deck[i] = card;
      out[h * 7 + i] = card;
    }
  }
  return out;
}

/** phe numbers suits s h d c where we number c d h s: the same rank*4+suit, suit bits flipped. */
export function toPheCodes(hands: Int32Array): Int32Array {
  return hands.map((c) => c ^ 3);
}

// Two loops rather than one taking the evaluator as an argument, so each call site stays
// monomorphic and both evaluators get the same chance to be inlined.
function runOurs(h: Int32Array): number {
  let sum = 0;
  for (let i = 0; i < h.length; i += 7) {
    sum =
      (sum + evaluate7(h[i]!, h[i + 1]!, h[i + 2]!, h[i + 3]!, h[i + 4]!, h[i + 5]!, h[i + 6]!)) |
      0;
  }
  return sum;
}

function runPhe(h: Int32Array): number {
  let sum = 0;
  for (let i = 0; i < h.length; i += 7) {
    sum =
      (sum + pheEval7(h[i]!, h[i + 1]!, h[i + 2]!, h[i + 3]!, h[i + 4]!, h[i + 5]!, h[i + 6]!)) | 0;
  }
  return sum;
}

/** Hands per second of evaluate7 and of phe's evaluator (median of alternating rounds). */
export async function benchHoldem(): Promise<BenchResult[]> {
  const ours = dealHands(HANDS, 42);
  const phe = toPheCodes(ours);
  let checksum = 0;
  for (let i = 0; i < 3; i++) checksum = (checksum + runOurs(ours) + runPhe(phe)) | 0; // warm-up: JIT and tables
  const oursRates: number[] = [];
  const pheRates: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    let t = performance.now();
    checksum = (checksum + runOurs(ours)) | 0;
    oursRates.push(HANDS / ((performance.now() - t) / 1000));
    t = performance.now();
    checksum = (checksum + runPhe(phe)) | 0;
    pheRates.push(HANDS / ((performance.now() - t) / 1000));
    await Promise.resolve();
  }
  // Printing the checksum keeps every evaluation observable, so none can be optimised away.
  console.error(`holdem checksum ${checksum}`);
  const o = median(oursRates);
  const p = median(pheRates);
  return [
    { name: 'holdem.eval7.ours', value: Math.round(o), unit: 'hands/s' },
    { name: 'holdem.eval7.phe', value: Math.round(p), unit: 'hands/s' },
    { name: 'holdem.eval7.ratio', value: Math.round((o / p) * 100) / 100, unit: 'x' },
  ];
}
