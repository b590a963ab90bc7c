// A turn (rulebook "Players take turn Mobilizing their gang before performing one of the three
// Actions allowed, recruiting a gangster, performing a heist, or passing"): mobilisation,
// recruiting and passing. Heists have their own file.
import { describe, expect, test } from 'vitest';
import { gangsterCard } from './catalogue.ts';
import { gangsta } from './index.ts';
import type { GangstaState } from './state.ts';
import { act, deepFreeze, gangOf, must, rig } from './test-kit.ts';

const cost = (id: string) => gangsterCard(id)!.cost;

describe('mobilisation', () => {
  test('"a player can pay 1$ to change a gangster from engaged to available"', () => {
    // The boss (a Leader, like every boss) is engaged, so it frees nobody.
    const s = must(rig({ gangs: ['b3* g10* g13', 'b5'], money: [5] }), 0, {
      type: 'mobilise',
      gangster: 'g10',
    });
    expect(gangOf(s, 0)).toBe('b3* g10 g13');
    expect(s.players[0]!.money).toBe(4);
  });

  test('"for free once per available gangster with the Leader (yellow) skill"', () => {
    // b1 (Leader, available) frees one gangster; the second costs $1.
    let s = rig({ gangs: ['b1 g10* g13*', 'b5'], money: [5] });
    expect(s.freeMobilisations).toBe(1);
    s = must(s, 0, { type: 'mobilise', gangster: 'g10' });
    expect([s.players[0]!.money, s.freeMobilisations]).toEqual([5, 0]);
    s = must(s, 0, { type: 'mobilise', gangster: 'g13' });
    expect(s.players[0]!.money).toBe(4);
    expect(s.log.map((e) => e.e === 'mobilise' && e.paid)).toEqual([0, 1]);
  });

  test('an engaged Leader frees nobody', () => {
    const s = rig({ gangs: ['b1* g10*', 'b5'] });
    expect(s.freeMobilisations).toBe(0);
  });

  test('reading: a Leader freed during the phase frees no one else (no chains)', () => {
    let s = rig({ gangs: ['b5* g01* g10* g13', 'b3'], money: [5] });
    s = must(s, 0, { type: 'mobilise', gangster: 'g01' });
    s = must(s, 0, { type: 'mobilise', gangster: 'g10' });
    expect(s.players[0]!.money).toBe(3);
  });

  test('a boss takes part in heists and is mobilised like any gangster', () => {
    const s = must(rig({ gangs: ['b5* g10', 'b3'], money: [1] }), 0, {
      type: 'mobilise',
      gangster: 'b5',
    });
    expect([gangOf(s, 0), s.players[0]!.money]).toEqual(['b5 g10', 0]);
  });

  test('"If all the of gangsters of a player are engaged the gang is deemed synchronized and they all become available"', () => {
    let s = rig({ gangs: ['b3', 'b5* g10* g13*', 'b6* g04'] });
    s = must(s, 0, { type: 'pass' });
    expect([s.current, gangOf(s, 1)]).toEqual([1, 'b5 g10 g13']);
    expect(s.log.some((e) => e.e === 'synchronised' && e.seat === 1)).toBe(true);
    s = must(s, 1, { type: 'pass' });
    expect(gangOf(s, 2)).toBe('b6* g04');
  });

  test('synchronised Leaders are available, so they free gangsters at once', () => {
    let s = rig({ gangs: ['b3', 'b1* g10*'] });
    s = must(s, 0, { type: 'pass' });
    expect(s.freeMobilisations).toBe(1);
  });
});

describe('recruit', () => {
  test('"A player can recruit a gangster by paying the cost of that gangster to the bank"', () => {
    let s = rig({ gangs: ['b3', 'b5'], money: [5, 5], river: 'g10 g11 g12 g13 g14' });
    s = must(s, 0, { type: 'recruit', gangster: 'g11' });
    expect(s.players[0]!.money).toBe(5 - cost('g11'));
    // Reading: a recruit has taken part in no heist, so it joins available.
    expect(gangOf(s, 0)).toBe('b3 g11');
    expect(s.current).toBe(1);
  });

  test('"At the end of each player turn the river is replenished"', () => {
    let s = rig({ gangs: ['b3', 'b5'], river: 'g10 g11 g12 g13 g14', next: { gangsters: 'g40' } });
    s = must(s, 0, { type: 'recruit', gangster: 'g12' });
    expect(s.gangsterRiver).toEqual(['g10', 'g11', 'g13', 'g14', 'g40']);
  });

  test('reading: an empty gangster deck leaves the river short, and play goes on', () => {
    let s = rig({ gangs: ['b3', 'b5'], river: 'g10 g11' });
    s.gangsterDeck = [];
    s = must(s, 0, { type: 'recruit', gangster: 'g10' });
    expect(s.gangsterRiver).toEqual(['g11']);
    expect(s.result).toBeNull();
  });
});

describe('pass', () => {
  test.each([
    ['reading: the boss counts (every boss is a Leader)', 'b3 g10', 1],
    ['a Leader gangster', 'b3 g01', 2],
    ['an engaged Leader counts too', 'b3 g01*', 2],
    ['an engaged boss counts too', 'b1* g02 g20*', 3],
  ])(
    '"an income equivalent to the number of gangsters possessing the Leader skill": %s',
    (_n, gang, income) => {
      const s = must(rig({ gangs: [gang, 'b5'], money: [2] }), 0, { type: 'pass' });
      expect(s.players[0]!.money).toBe(2 + income);
      expect(s.log.find((e) => e.e === 'pass')).toMatchObject({ seat: 0, income });
    },
  );

  test('turns go clockwise: seat + 1, round the table', () => {
    let s = rig({ gangs: ['b3', 'b5', 'b6'], current: 1 });
    s = must(s, 1, { type: 'pass' });
    expect(s.current).toBe(2);
    s = must(s, 2, { type: 'pass' });
    expect([s.current, s.turn]).toEqual([0, 3]);
  });
});

describe('bad input is refused and changes nothing', () => {
  // The boss is engaged: no Leader frees a mobilisation.
  const start = () => rig({ gangs: ['b3* g10* g13', 'b5 g16*'], money: [0, 5] });
  const rows: [string, (s: GangstaState) => GangstaState, number, unknown, string][] = [
    ['mobilise out of turn', (s) => s, 1, { type: 'mobilise', gangster: 'g16' }, 'not-your-turn'],
    ['recruit out of turn', (s) => s, 1, { type: 'recruit', gangster: 'g01' }, 'not-your-turn'],
    ['pass out of turn', (s) => s, 1, { type: 'pass' }, 'not-your-turn'],
    ['heist out of turn', (s) => s, 1, { type: 'heist', heist: 'h1-01' }, 'not-your-turn'],
    ['mobilise without $1', (s) => s, 0, { type: 'mobilise', gangster: 'g10' }, 'cannot-afford'],
    [
      'mobilise an available one',
      (s) => s,
      0,
      { type: 'mobilise', gangster: 'g13' },
      'not-engaged',
    ],
    [
      "mobilise another's gangster",
      (s) => s,
      0,
      { type: 'mobilise', gangster: 'g16' },
      'not-your-gangster',
    ],
    [
      'mobilise an unknown id',
      (s) => s,
      0,
      { type: 'mobilise', gangster: 'zz' },
      'not-your-gangster',
    ],
    [
      'recruit without the money',
      (s) => s,
      0,
      { type: 'recruit', gangster: 'g01' },
      'cannot-afford',
    ],
    [
      'recruit one not in the river',
      (s) => s,
      0,
      { type: 'recruit', gangster: 'g10' },
      'not-in-river',
    ],
    [
      'engage with no heist chosen',
      (s) => s,
      0,
      { type: 'engage', gangster: 'g13' },
      'wrong-phase',
    ],
    ['abandon with no heist', (s) => s, 0, { type: 'abandon' }, 'wrong-phase'],
    [
      'discard with nothing owed',
      (s) => s,
      0,
      { type: 'discard', gangster: 'g13' },
      'nothing-to-choose',
    ],
    ['consent when nobody asked', (s) => s, 1, { type: 'consent' }, 'nothing-to-answer'],
    ['decline when nobody asked', (s) => s, 0, { type: 'decline' }, 'nothing-to-answer'],
    [
      'mobilise once a heist is chosen',
      (s) => must(s, 0, { type: 'heist', heist: s.heistRiver[0]! }),
      0,
      { type: 'mobilise', gangster: 'g10' },
      'wrong-phase',
    ],
    [
      'pass once a heist is chosen',
      (s) => must(s, 0, { type: 'heist', heist: s.heistRiver[0]! }),
      0,
      { type: 'pass' },
      'wrong-phase',
    ],
    ['a malformed intent', (s) => s, 0, { type: 'recruit', gangster: 7 }, 'malformed'],
    ['an unknown intent', (s) => s, 0, { type: 'bribe' }, 'unknown-intent'],
  ];
  test.each(rows)('%s is refused', (_name, prepare, seat, intent, reason) => {
    const s = deepFreeze(prepare(start()));
    const before = structuredClone(s);
    expect(act(s, seat, intent)).toMatchObject({ ok: false, reason });
    expect(s).toEqual(before);
  });

  test('a seat that does not exist is refused by the definition', () => {
    const s = start();
    expect(gangsta.apply(s, 2, { type: 'pass' })).toMatchObject({ reason: 'not-a-player' });
    expect(gangsta.apply(s, -1, { type: 'pass' })).toMatchObject({ reason: 'not-a-player' });
  });
});
