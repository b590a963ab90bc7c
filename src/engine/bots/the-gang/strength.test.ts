import { describe, expect, test } from 'vitest';
import { parseCard } from '../../cards/poker.ts';
import { PREFLOP_Q } from './preflop.ts';
import { buildStrengthTable, pocketIndex, preflopKinds, qOf, strengthTable } from './strength.ts';

const cards = (s: string) => s.split(' ').map(parseCard);

describe('the strength table before the flop', () => {
  const built = buildStrengthTable([]);

  test('PREFLOP_Q holds exactly what the runouts build', () => {
    const kinds = Array.from(preflopKinds(built.q), (x) => Number(x.toPrecision(9)));
    expect(
      kinds.every((x, k) => Math.fround(x) === Math.fround(PREFLOP_Q[k]!)),
      `the numbers to put in preflop.ts:\n${JSON.stringify(kinds)}`,
    ).toBe(true);
  });

  test('the kept table gives every pocket the q the built one does', () => {
    const kept = strengthTable([]);
    expect(kept.board).toEqual([]);
    expect(Array.from(kept.q)).toEqual(Array.from(built.q));
  });

  test('its spare runouts, built when first asked for, are the built table’s', () => {
    const kept = strengthTable([]);
    expect(kept.runouts).toEqual(built.runouts);
    expect(kept.sorted).toEqual(built.sorted);
    // A three-card pocket counts as its best two-card part.
    expect(qOf(cards('As Ah 2c'), kept)).toBe(
      kept.q[pocketIndex(...(cards('As Ah') as [number, number]))],
    );
  });

  test('the 169 kinds order as a poker player expects', () => {
    const q = (s: string) => qOf(cards(s), strengthTable([]));
    expect(q('As Ah')).toBeGreaterThan(q('Ks Kh'));
    expect(q('Ks Kh')).toBeGreaterThan(q('As Kh'));
    expect(q('As Ks')).toBeGreaterThan(q('As Kh'));
    expect(q('As Kh')).toBeGreaterThan(q('7s 2h'));
    expect(q('2s 2h')).toBeGreaterThan(q('7s 2h'));
    expect(q('7s 2h')).toBe(q('7d 2c'));
  });
});
