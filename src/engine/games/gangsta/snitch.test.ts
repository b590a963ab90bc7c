// Rulebook "Snitches": "each player must immediately pay 1$ per Informant (green) skill on the
// card. They can reduce this cost by 1$ per Informant skill in their gang. If they do not have
// enough money to pay they must discard one gangster. A Boss can never, under any circumstance
// be discarded, if they are the only eligible gangster then nothing happens."
import { describe, expect, test } from 'vitest';
import type { GangstaState } from './state.ts';
import { act, deepFreeze, gangOf, must, rig } from './test-kit.ts';

/** Seat 0 passes (its boss, a Leader like every boss, earns $1), and the refill reveals `snitch`
 * (s2-3 is rated 4). */
const reveal = (gangs: string[], money: number[], next = 's2-3 h2-05'): GangstaState =>
  must(
    rig({
      gangs,
      money,
      chapter: 'gang-wars',
      heists: 'h2-01 h2-02 h2-03 h2-04',
      next: { heists: next },
    }),
    0,
    { type: 'pass' },
  );

describe('a snitch is resolved at once', () => {
  test.each([
    ['no Informant pays the full rating', 'b4 g10', 10, { owed: 4, paid: 4 }, 7],
    ['each Informant takes $1 off', 'b2 g04', 10, { owed: 2, paid: 2 }, 9],
    ['never below 0', 'b2 g04 g05 g06', 10, { owed: 0, paid: 0 }, 11],
    ['exactly enough', 'b4 g10', 3, { owed: 4, paid: 4 }, 0],
  ])('%s', (_name, gang, money, bill, left) => {
    const s = reveal([gang, 'b5'], [money, 9]);
    expect(s.log.find((e) => e.e === 'snitch')).toMatchObject({
      snitch: 's2-3',
      bills: [{ seat: 0, ...bill, discards: false }, { seat: 1 }],
    });
    expect(s.players[0]!.money).toBe(left);
  });

  test('"If they do not have enough money to pay they must discard one gangster"', () => {
    const s = reveal(['b4 g10', 'b2', 'b6 g24', 'b1'], [10, 1, 0, 0]);
    expect(s.players.map((p) => p.money)).toEqual([7, 1, 0, 0]);
    // Seat 1 (boss only, short of money): nothing happens. Seat 3 likewise.
    expect(s.pending).toEqual([{ kind: 'discard', seat: 2, from: 2, cause: 'snitch' }]);
    expect([s.phase, s.current]).toEqual(['resolve', 0]);
    // The snitch is replaced only once the choice is made.
    expect(s.heistRiver).toHaveLength(4);
    const t = must(s, 2, { type: 'discard', gangster: 'g24' });
    expect(gangOf(t, 2)).toBe('b6');
    expect(t.discards).toContain('g24');
    expect(t.heistRiver).toEqual(['h2-01', 'h2-02', 'h2-03', 'h2-04', 'h2-05']);
    expect([t.phase, t.current]).toEqual(['turn', 1]);
  });

  test('reading: a player short of money pays nothing, and discards instead', () => {
    const s = reveal(['b4 g10', 'b5'], [2, 9]);
    expect(s.players[0]!.money).toBe(3);
    expect(s.pending).toEqual([{ kind: 'discard', seat: 0, from: 0, cause: 'snitch' }]);
  });

  test('several players choose at once, in any order', () => {
    const base = reveal(['b3 g10 g13', 'b5 g16', 'b1 g11'], [0, 0, 0]);
    expect(base.pending.map((p) => p.seat)).toEqual([0, 1, 2]);
    for (const order of [
      [2, 0, 1],
      [1, 2, 0],
    ]) {
      let s = base;
      const pick: Record<number, string> = { 0: 'g13', 1: 'g16', 2: 'g11' };
      for (const seat of order) {
        expect(s.phase).toBe('resolve');
        s = must(s, seat, { type: 'discard', gangster: pick[seat]! });
      }
      expect([gangOf(s, 0), gangOf(s, 1), gangOf(s, 2)]).toEqual(['b3 g10', 'b5', 'b1']);
      expect(s.phase).toBe('turn');
    }
  });

  test('two snitches in a row are both resolved before the river is full', () => {
    const s = reveal(['b2 g04 g05', 'b6 g24'], [5, 5], 's2-1 s2-2 h2-05');
    expect(s.log.filter((e) => e.e === 'snitch').map((e) => e.e === 'snitch' && e.snitch)).toEqual([
      's2-1',
      's2-2',
    ]);
    expect(s.heistRiver).toEqual(['h2-01', 'h2-02', 'h2-03', 'h2-04', 'h2-05']);
  });

  const owing = () => reveal(['b3 g10', 'b5 g16', 'b1 g11'], [0, 0, 9]);
  test.each([
    ['the boss', 0, 'b3', 'cannot-discard-boss'],
    ["another player's gangster", 0, 'g16', 'not-in-gang'],
    ['a gangster in the river', 0, 'g01', 'not-in-gang'],
    ['a player who owes nothing', 2, 'g11', 'nothing-to-choose'],
  ])('discarding %s is refused', (_name, seat, gangster, reason) => {
    const s = deepFreeze(owing());
    const before = structuredClone(s);
    expect(act(s, seat, { type: 'discard', gangster })).toMatchObject({ ok: false, reason });
    expect(s).toEqual(before);
  });

  test.each([
    [{ type: 'pass' }],
    [{ type: 'recruit', gangster: 'g01' }],
    [{ type: 'heist', heist: 'h2-01' }],
    [{ type: 'mobilise', gangster: 'b1' }],
  ])('while choices are owed, %j is refused (wrong-phase)', (intent) => {
    expect(act(owing(), 1, intent)).toMatchObject({ reason: 'wrong-phase' });
  });
});

describe('"the game immediately ends … when the 3rd Snitch from the Domination Chapter is revealed"', () => {
  const domination = (revealed: number) => {
    const s = rig({
      gangs: ['b3 g10', 'b5'],
      money: [0, 0],
      chapter: 'domination',
      heists: 'h3-01 h3-02 h3-03 h3-04',
      next: { heists: 's3-4 h3-05' },
    });
    s.snitches = revealed;
    return must(s, 0, { type: 'pass' });
  };

  test('the 1st and 2nd are resolved as usual', () => {
    const s = domination(1);
    expect([s.snitches, s.result, s.pending.length]).toEqual([2, null, 1]);
  });

  test('the 3rd ends the game at once (reading: nobody pays it)', () => {
    const s = domination(2);
    expect(s.result).toMatchObject({ reason: 'third-snitch' });
    expect([s.phase, s.pending, s.snitches]).toEqual(['over', [], 3]);
    expect(s.players.map((p) => p.money)).toEqual([1, 0]); // seat 0's pass income only
    expect(act(s, 1, { type: 'pass' })).toMatchObject({ reason: 'game-over' });
  });
});
