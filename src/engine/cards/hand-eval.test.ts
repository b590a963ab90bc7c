import { createRequire } from 'node:module';
import { describe, expect, test } from 'vitest';
import {
  bestFive,
  CATEGORIES,
  categoryOf,
  categoryOfCards,
  evaluate,
  evaluate7,
} from './hand-eval.ts';
import type { Category } from './hand-eval.ts';
import { makeCards, parseCards } from './poker.ts';

type Eval7 = (
  a: number,
  b: number,
  c: number,
  d: number,
  e: number,
  f: number,
  g: number,
) => number;
type EvalN = (codes: number[]) => number;
// phe (the reference evaluator) is untyped CommonJS: smaller is better, suits numbered s h d c.
const require = createRequire(import.meta.url);
const phe7 = require('phe/lib/evaluator7.js') as Eval7;
const pheN = (require('phe') as { evaluateCardCodes: EvalN }).evaluateCardCodes;
const pheRank = (require('phe') as { handRank: (v: number) => number }).handRank;
const toPhe = (c: number): number => c ^ 3;
/** phe's handRank runs 0 = straight flush … 8 = high card. */
const pheCategory = (v: number): Category => CATEGORIES[8 - pheRank(v)]!;

const value = (text: string): number => evaluate(parseCards(text));
const seven = (text: string): number => {
  const c = parseCards(text);
  expect(c).toHaveLength(7);
  return evaluate7(c[0]!, c[1]!, c[2]!, c[3]!, c[4]!, c[5]!, c[6]!);
};

/** mulberry32: a tiny seeded generator, so every run tests the same hands. */
function prng(seed: number): (n: number) => number {
  let s = seed | 0;
  return (n) => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) % n;
  };
}

/** `count` distinct random real cards. */
function deal(rand: (n: number) => number, count: number): number[] {
  const deck = Array.from({ length: 52 }, (_, i) => i);
  for (let i = 0; i < count; i++) {
    const j = i + rand(52 - i);
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  return deck.slice(0, count);
}

describe('categories of seven cards', () => {
  test.each<[string, Category]>([
    ['As Ks Qs Js Ts 2c 3d', 'royal-flush'],
    ['Ks Qs Js Ts 9s As 3d', 'royal-flush'],
    ['9h Th Jh Qh Kh Ah 2c', 'royal-flush'],
    ['9s Ks Qs Js Ts 2c 3d', 'straight-flush'],
    ['Ad 2d 3d 4d 5d Kc Kh', 'straight-flush'],
    ['7c 7d 7h 7s Ac Kd Qh', 'four-of-a-kind'],
    ['7c 7d 7h Ks Kc Kd 2h', 'full-house'],
    ['7c 7d 7h Ks Kc 2d 2h', 'full-house'],
    ['2h 5h 8h Jh Kh Ah Ad', 'flush'],
    ['2h 5h 8h Jh Kh 3h 4h', 'flush'],
    ['9c Td Jh Qs Kc 2d 2h', 'straight'],
    ['Ac 2d 3h 4s 5c 9d 9h', 'straight'],
    ['Ac Kd Qh Js Tc 9d 8h', 'straight'],
    ['Kc Ad 2h 3s 4c 9d 7h', 'high-card'],
    ['7c 7d 7h As Kc 2d 3h', 'three-of-a-kind'],
    ['7c 7d 3h 3s Kc Kd 2h', 'two-pair'],
    ['7c 7d 3h 3s Kc 9d 2h', 'two-pair'],
    ['7c 7d 3h 4s Kc 9d 2h', 'pair'],
    ['7c 8d 3h 4s Kc 9d 2h', 'high-card'],
  ])('%s -> %s', (text, want) => {
    expect(categoryOf(seven(text))).toBe(want);
    expect(categoryOf(value(text))).toBe(want);
    expect(categoryOfCards(parseCards(text))).toBe(want);
  });
});

describe('ordering', () => {
  // [stronger, weaker]: each line is one rule of the poker ranking.
  test.each([
    ['As Ks Qs Js Ts', 'Ks Qs Js Ts 9s'], // royal over king-high straight flush
    ['2d 3d 4d 5d 6d', 'Ad 2d 3d 4d 5d'], // the wheel is the lowest straight flush
    ['Ad 2d 3d 4d 5d', 'Ac Ad Ah As Kc'], // any straight flush over quads
    ['2c 2d 2h 2s 3c', 'Ac Ad Ah Kc Kd'], // quads over a full house
    ['8c 8d 8h 8s Ac', '8c 8d 8h 8s Kc'], // quads kicker
    ['3c 3d 3h 2c 2d', 'As Qs 9s 5s 3s'], // full house over flush
    ['Kc Kd Kh 2c 2d', 'Qc Qd Qh Ac Ad'], // full house: trips first
    ['Kc Kd Kh 3c 3d', 'Kc Kd Kh 2c 2d'], // then the pair
    ['2h 3h 4h 5h 7h', 'Ac Kd Qh Js Tc'], // flush over straight
    ['Ah Kh 4h 3h 2h', 'Ks Qs Js 9s 8s'], // flush: highest card first
    ['Ah Kh 4h 3h 2h', 'As Qs Js 9s 8s'], // then the next
    ['Ah Kh Qh Jh 3h', 'As Ks Qs Js 2s'], // down to the fifth
    ['2c 3d 4h 5s 6c', 'Ac 2d 3h 4s 5c'], // the wheel is the lowest straight
    ['Ac 2d 3h 4s 5c', 'Ac Ad Ah Kc Qd'], // but still a straight
    ['2c 2d 3h 4s 5c', 'Kc Ad 2h 3s 4c'], // K-A-2-3-4 is no straight, only A-K high
    ['Tc Jd Qh Ks Ac', '9c Td Jh Qs Kc'], // broadway is the top straight
    ['2c 2d 2h Ac Kd', 'Ac Ad Kh Ks Qc'], // trips over two pair
    ['5c 5d 5h Ac Kd', '5c 5d 5h Ac Qd'], // trips kickers
    ['Ac Ad 3h 3s 2c', 'Kc Kd Qh Qs Jc'], // two pair: high pair first
    ['Ac Ad 4h 4s 2c', 'Ac Ad 3h 3s Kc'], // then low pair
    ['Ac Ad 4h 4s 3c', 'Ac Ad 4h 4s 2c'], // then kicker
    ['2c 2d 3h 4s 5c', 'Ac Kd Qh Js 9c'], // any pair over high card
    ['Ac Ad Kh 7s 3c', 'Ah As Qc Jd Tc'], // pair kickers: first kicker
    ['Ac Ad Kh 7s 4c', 'Ah As Kc 7d 3c'], // ... down to the last
    ['Ac Kd Qh Js 9c', 'Ac Kd Qh Js 8c'], // high card: every card counts
    ['Ac 7d 5h 4s 3c', 'Kc Qd Jh Ts 8c'],
  ])('%s beats %s', (strong, weak) => {
    expect(value(strong)).toBeGreaterThan(value(weak));
  });

  test.each([
    ['As Kd Qh Jc 9s', 'Ah Kc Qd Js 9h'], // suits never break ties
    ['As Ks Qs Js 9s', 'Ah Kh Qh Jh 9h'],
    ['Tc Jc Qc Kc Ac', 'Th Jh Qh Kh Ah'],
    ['Ac Ad Kh 7s 5c 2d 3h', 'Ah As Kd 7c 5d'], // cards below the best five never count
    ['Kc Ad 2h 3s 4c', 'Ac Kd 4h 3s 2d'], // K-A-2-3-4 does not wrap round: A-K-4-3-2
  ])('%s ties %s', (a, b) => {
    expect(value(a)).toBe(value(b));
  });

  test("rulebook TRUE TIE: Arsène and Doris tie, Trudy's J beats them, Danny's full house tops all", () => {
    const board = '2c 2d As 7h 3s';
    const arsene = value(`${board} Td 4c`); // 2-2-A-10-7
    const doris = value(`${board} Tc 6d`); // 2-2-A-10-7
    const trudy = value(`${board} Jh 4d`); // 2-2-A-J-7
    const danny = value(`${board} Ah Ad`); // A-A-A-2-2
    expect(makeCards(bestFive(parseCards(`${board} Td 4c`)))).toBe('2c 2d As 7h Td');
    expect(arsene).toBe(doris);
    expect(trudy).toBeGreaterThan(arsene);
    expect(danny).toBeGreaterThan(trudy);
    expect([arsene, trudy, danny].map(categoryOf)).toEqual(['pair', 'pair', 'full-house']);
  });
});

describe('the Jack specialist (J*): a suitless J', () => {
  test.each<[string, Category]>([
    ['J* Jc Jd Jh Js 2c 3d', 'four-of-a-kind'],
    ['J* Jc Jd Jh Js', 'four-of-a-kind'],
    ['J* Jc Jd 2h 2s', 'full-house'],
    ['J* Jc 4d 7h 9s 2c', 'pair'],
    ['J* 2h 5h 8h Kh Ac 3d', 'high-card'], // four hearts: J* cannot be the fifth
    ['Th J* Qh Kh Ah 2c 3d', 'straight'], // completes broadway but not a royal flush
    ['7h 8h 9h Th J* 2c', 'straight'],
    ['J* 7h 8h 9h Th 2h 3c 4d', 'flush'], // five real hearts (Security Cameras): flush
  ])('%s -> %s', (text, want) => {
    expect(categoryOf(value(text))).toBe(want);
  });

  test('four jacks take the Jack specialist as a J kicker', () => {
    const withStar = value('J* Jc Jd Jh Js 2c 3d');
    expect(withStar).toBeLessThan(value('Jc Jd Jh Js Qc 2d 3d'));
    expect(withStar).toBeGreaterThan(value('Jc Jd Jh Js Tc 2d 3d'));
    expect(value('J* Jc Jd Jh Js Ac 3d')).toBe(value('Jc Jd Jh Js Ac'));
    expect(makeCards(bestFive(parseCards('2c J* Jc Jd Jh Js 3d')))).toBe('J* Jc Jd Jh Js');
  });

  test('J* counts as J for kickers and pairs', () => {
    expect(value('J* 2c 2d 5h 7s')).toBe(value('Jc 2c 2d 5h 7s'));
    expect(value('J* Jc 5h 7s 9d')).toBe(value('Jd Jc 5h 7s 9d'));
  });
});

describe('eight cards (Security Cameras: 3 pocket + 5 community)', () => {
  test.each<[string, Category]>([
    ['Ac Ad As Ah 2h 7h 9h Jh', 'four-of-a-kind'], // quads beside a five-card heart flush
    ['Kh Kc Kd 2h 2c 7h 9h Jh', 'full-house'], // full house beside a heart flush
    ['Ah 2h 3h 4h 5h Ac Ad As', 'straight-flush'], // but a straight flush beats quads
    ['Ah Kh 9h 7h 3h 2c 4d 6s', 'flush'],
    ['Ah Kh 9h 7h 3h 2h 4d 6s', 'flush'],
    ['2c 3d 4h 5s 6c 7d 8h 9s', 'straight'],
    ['2c 2d 3h 3s 4c 4d 5h 7s', 'two-pair'],
    ['2c 2d 2h 3s 3c 3d 5h 7s', 'full-house'],
  ])('%s -> %s', (text, want) => {
    expect(categoryOf(value(text))).toBe(want);
    expect(categoryOfCards(parseCards(text))).toBe(want);
  });

  test('bestFive picks the quads, not the flush', () => {
    expect(makeCards(bestFive(parseCards('Ac Ad As Ah 2h 7h 9h Jh')))).toBe('Ac Ad As Ah Jh');
  });

  test('8-card value = best 7-card value over the 8 ways to drop a card (seeded)', () => {
    const rand = prng(8);
    for (let n = 0; n < 20_000; n++) {
      const c = deal(rand, 8);
      let best = 0;
      for (let drop = 0; drop < 8; drop++) {
        const s = c.filter((_, i) => i !== drop);
        best = Math.max(best, evaluate7(s[0]!, s[1]!, s[2]!, s[3]!, s[4]!, s[5]!, s[6]!));
      }
      // With 8 cards a flush no longer dominates, so the drop-one maximum is the truth.
      if (evaluate(c) !== best) expect(makeCards(c)).toBe('(agrees with drop-one)');
    }
  });
});

describe('nine cards (Security Cameras plus a Hacker or Jack step: 4 pocket + 5 community)', () => {
  test.each<[string, Category]>([
    ['Ac Ad As Ah 2h 7h 9h Jh Kc', 'four-of-a-kind'],
    ['Ah 2h 3h 4h 5h Ac Ad As Kc', 'straight-flush'],
    ['Kh Kc Kd 2h 2c 7h 9h Jh 3s', 'full-house'],
    ['Ah Kh 9h 7h 3h 2c 4d 6s 8c', 'flush'],
    ['2c 3d 4h 5s 6c 7d 8h 9s Tc', 'straight'],
    ['J* Jc Jd Jh Js 2c 3d 4h 5s', 'four-of-a-kind'],
    ['J* Th Qh Kh Ah 2c 3d 4d 8s', 'straight'],
    ['2c 2d 3h 3s 4c 4d 5h 7s 9c', 'two-pair'],
  ])('%s -> %s', (text, want) => {
    expect(categoryOf(value(text))).toBe(want);
    expect(categoryOfCards(parseCards(text))).toBe(want);
    expect(bestFive(parseCards(text))).toHaveLength(5);
  });
});

describe('best five of many', () => {
  /** The best value over every five-card subset: the definition the evaluator must meet. */
  function maxOfFives(c: readonly number[]): number {
    let best = -1;
    const n = c.length;
    for (let i = 0; i < n; i++)
      for (let j = i + 1; j < n; j++)
        for (let k = j + 1; k < n; k++)
          for (let l = k + 1; l < n; l++)
            for (let m = l + 1; m < n; m++)
              best = Math.max(best, evaluate([c[i]!, c[j]!, c[k]!, c[l]!, c[m]!]));
    return best;
  }

  test.each([
    [6, false],
    [7, false],
    [8, false],
    [9, false],
    [10, false],
    [5, true],
    [7, true],
    [8, true],
    [9, true],
  ])(
    '%i cards (J* in hand: %s) = best five-card subset, and bestFive finds it (seeded)',
    (size, jack) => {
      const rand = prng(size * 2 + (jack ? 1 : 0));
      for (let n = 0; n < 3_000; n++) {
        const c = jack ? [...deal(rand, size - 1), 52] : deal(rand, size);
        const v = evaluate(c);
        if (v !== maxOfFives(c) || evaluate(bestFive(c)) !== v) {
          expect(makeCards(c)).toBe('(consistent with its best five)');
        }
      }
    },
  );
});

describe('categoryOfCards with fewer than five cards (Getaway Driver before the flop)', () => {
  test.each<[string, Category]>([
    ['As', 'high-card'],
    ['As Kd', 'high-card'],
    ['As Ad', 'pair'],
    ['As Ad Kc', 'pair'],
    ['As Ad Kc Kd', 'two-pair'],
    ['As Ad Ac', 'three-of-a-kind'],
    ['As Ad Ac Kd', 'three-of-a-kind'],
    ['As Ad Ac Ah', 'four-of-a-kind'],
    ['J* Jc Jd Jh', 'four-of-a-kind'],
    ['J* Jc', 'pair'],
    ['2c 3c 4c 5c', 'high-card'], // no straight or flush under five cards
  ])('%s -> %s', (text, want) => {
    expect(categoryOfCards(parseCards(text))).toBe(want);
  });
});

describe('bad input', () => {
  test.each([
    [[0, 1, 2, 3], 'a poker hand needs at least 5 cards, got 4'],
    [[0, 1, 2, 3, 4, 5, 6, 7, 8, 0], 'card number 0 given twice'],
    [[0, 1, 2, 3, 3], 'card number 3 given twice'],
    [[0, 1, 2, 52, 52], 'card number 52 given twice'],
    [[0, 1, 2, 3, 53], 'not a card number: 53'],
    [[0, 1, 2, 3, -1], 'not a card number: -1'],
  ])('evaluate(%j) throws %s', (cards, message) => {
    expect(() => evaluate(cards)).toThrow(message);
  });

  test('categoryOfCards needs a card; categoryOf needs a hand value', () => {
    expect(() => categoryOfCards([])).toThrow('at least 1 card');
    expect(() => categoryOfCards([5, 5])).toThrow('given twice');
    expect(() => categoryOf(-1)).toThrow('not a hand value');
  });
});

describe('against phe, the reference evaluator (seeded random hands)', () => {
  test('200k seven-card hands: same order between consecutive hands, same categories', () => {
    const rand = prng(20240601);
    const count = 200_000;
    let prevOurs = -1;
    let prevPhe = -1;
    let prevText = '';
    for (let n = 0; n < count; n++) {
      const c = deal(rand, 7);
      const ours = evaluate7(c[0]!, c[1]!, c[2]!, c[3]!, c[4]!, c[5]!, c[6]!);
      const ref = phe7(
        toPhe(c[0]!),
        toPhe(c[1]!),
        toPhe(c[2]!),
        toPhe(c[3]!),
        toPhe(c[4]!),
        toPhe(c[5]!),
        toPhe(c[6]!),
      );
      // Only build messages on failure: expect() per hand would dominate the run time.
      const ourCategory = categoryOf(ours);
      const sameCategory =
        (ourCategory === 'royal-flush' ? 'straight-flush' : ourCategory) === pheCategory(ref);
      const sameOrder = n === 0 || Math.sign(ours - prevOurs) === Math.sign(prevPhe - ref);
      if (!sameCategory || !sameOrder) {
        expect({ hand: makeCards(c), previous: prevText, ours: ourCategory }).toEqual({
          hand: makeCards(c),
          previous: prevText,
          ours: pheCategory(ref),
        });
        expect(Math.sign(ours - prevOurs)).toBe(Math.sign(prevPhe - ref));
      }
      prevOurs = ours;
      prevPhe = ref;
      prevText = makeCards(c);
    }
  });

  test.each([5, 6, 7])('20k %i-card hands through evaluate(): same order as phe', (size) => {
    const rand = prng(size);
    let prev: [number, number] | null = null;
    for (let n = 0; n < 20_000; n++) {
      const c = deal(rand, size);
      const ours = evaluate(c);
      const ref = pheN(c.map(toPhe));
      if (prev !== null && Math.sign(ours - prev[0]) !== Math.sign(prev[1] - ref)) {
        expect(makeCards(c)).toBe('(ordered like phe)');
      }
      prev = [ours, ref];
    }
  });
});
