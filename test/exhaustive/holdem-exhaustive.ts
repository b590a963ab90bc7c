// Every seven-card and five-card hand through the evaluator, checked against the published
// category counts: too slow for the unit suite (~134M hands), so `npm run test:exhaustive`.
// Exit code 1 on any mismatch.

import { CATEGORIES, categoryOf, evaluate, evaluate7 } from '../../src/engine/cards/hand-eval.ts';
import type { Category } from '../../src/engine/cards/hand-eval.ts';
import { CATEGORY_SHIFT } from '../../src/engine/cards/hand-tables.ts';

/** Published counts of seven-card hands by category (straight flush includes royal). */
const SEVEN: Record<Exclude<Category, 'royal-flush'>, number> = {
  'straight-flush': 41_584,
  'four-of-a-kind': 224_848,
  'full-house': 3_473_184,
  flush: 4_047_644,
  straight: 6_180_020,
  'three-of-a-kind': 6_461_620,
  'two-pair': 31_433_400,
  pair: 58_627_800,
  'high-card': 23_294_460,
};
const SEVEN_ROYAL = 4_324;

/** Published counts of five-card hands by category (royal counted on its own here). */
const FIVE: Record<Category, number> = {
  'royal-flush': 4,
  'straight-flush': 36,
  'four-of-a-kind': 624,
  'full-house': 3_744,
  flush: 5_108,
  straight: 10_200,
  'three-of-a-kind': 54_912,
  'two-pair': 123_552,
  pair: 1_098_240,
  'high-card': 1_302_540,
};
const FIVE_DISTINCT = 7_462;

let failures = 0;
function check(label: string, got: number, want: number): void {
  const ok = got === want;
  if (!ok) failures++;
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} ${label.padEnd(34)} ${String(got).padStart(11)}${ok ? '' : ` (want ${want})`}`,
  );
}

function sevenCardCounts(): { byCategory: Int32Array; royal: number; total: number } {
  const byCategory = new Int32Array(9);
  let royal = 0;
  let total = 0;
  const royalValue = evaluate7(32, 36, 40, 44, 48, 0, 1); // Tc Jc Qc Kc Ac 2c 2d
  for (let a = 0; a < 46; a++)
    for (let b = a + 1; b < 47; b++)
      for (let c = b + 1; c < 48; c++)
        for (let d = c + 1; d < 49; d++)
          for (let e = d + 1; e < 50; e++)
            for (let f = e + 1; f < 51; f++)
              for (let g = f + 1; g < 52; g++) {
                const v = evaluate7(a, b, c, d, e, f, g);
                byCategory[v >>> CATEGORY_SHIFT]! += 1;
                if (v === royalValue) royal++;
                total++;
              }
  return { byCategory, royal, total };
}

function fiveCardCounts(): { byCategory: Map<Category, number>; distinct: number; total: number } {
  const byCategory = new Map<Category, number>();
  const seen = new Set<number>();
  const hand = [0, 0, 0, 0, 0];
  let total = 0;
  for (let a = 0; a < 48; a++)
    for (let b = a + 1; b < 49; b++)
      for (let c = b + 1; c < 50; c++)
        for (let d = c + 1; d < 51; d++)
          for (let e = d + 1; e < 52; e++) {
            hand[0] = a;
            hand[1] = b;
            hand[2] = c;
            hand[3] = d;
            hand[4] = e;
            const v = evaluate(hand);
            seen.add(v);
            const cat = categoryOf(v);
            byCategory.set(cat, (byCategory.get(cat) ?? 0) + 1);
            total++;
          }
  return { byCategory, distinct: seen.size, total };
}

const t0 = performance.now();
const seven = sevenCardCounts();
const t1 = performance.now();
console.log(`seven-card hands: ${seven.total} in ${((t1 - t0) / 1000).toFixed(2)} s`);
check('7 cards: total', seven.total, 133_784_560);
for (const [name, want] of Object.entries(SEVEN)) {
  check(`7 cards: ${name}`, seven.byCategory[CATEGORIES.indexOf(name as Category)]!, want);
}
check('7 cards: royal-flush (within SF)', seven.royal, SEVEN_ROYAL);

const five = fiveCardCounts();
const t2 = performance.now();
console.log(`five-card hands: ${five.total} in ${((t2 - t1) / 1000).toFixed(2)} s`);
check('5 cards: total', five.total, 2_598_960);
check('5 cards: distinct values', five.distinct, FIVE_DISTINCT);
for (const [name, want] of Object.entries(FIVE)) {
  check(`5 cards: ${name}`, five.byCategory.get(name as Category) ?? 0, want);
}

console.log(
  `${failures === 0 ? 'all counts match' : `${failures} mismatches`}; elapsed ${((t2 - t0) / 1000).toFixed(2)} s`,
);
process.exit(failures === 0 ? 0 : 1);
