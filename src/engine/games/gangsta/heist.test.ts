// Rulebook "Perform a Heist" and "Cooperative heists": choose a heist, engage available
// gangsters one at a time, each bringing a skill still missing; collect when all are covered.
import { describe, expect, test } from 'vitest';
import { gangsterCard, heistCard } from './catalogue.ts';
import type { GangstaState } from './state.ts';
import { act, deepFreeze, gangOf, must, play, rig } from './test-kit.ts';

const money = (id: string) => heistCard(id)!.money;
const influence = (id: string) => heistCard(id)!.influence;
const engage = (gangster: string) => ({ type: 'engage', gangster }) as const;
const choose = (heist: string) => ({ type: 'heist', heist }) as const;

describe('perform a heist', () => {
  // b5 is Enforcer + Driver; g13 Hacker; g10 Enforcer. h1-01 needs Enforcer + Hacker.
  const start = () =>
    rig({
      gangs: ['b5 g10 g13', 'b3'],
      money: [1, 1],
      heists: 'h1-01 h1-02 h1-03 h1-04',
      next: { heists: 'h1-05' },
    });

  test('"The player first selects the heist then starts engaging gangsters"', () => {
    let s = must(start(), 0, choose('h1-01'));
    expect([s.phase, s.heist]).toEqual([
      'heist',
      { card: 'h1-01', initiator: 0, team: [], asking: null },
    ]);
    s = must(s, 0, engage('b5'));
    expect(s.heist!.team).toEqual([{ seat: 0, gangster: 'b5' }]);
    expect(gangOf(s, 0)).toBe('b5 g10 g13');
  });

  test('"A gangster can only be selected if they have at least one skill still needed"', () => {
    const s = must(must(start(), 0, choose('h1-01')), 0, engage('b5'));
    expect(act(s, 0, engage('g10'))).toMatchObject({ ok: false, reason: 'adds-no-skill' });
  });

  test('"all the gangsters are engaged and the player collects Influence, Money"', () => {
    const s = play(start(), [
      [0, choose('h1-01')],
      [0, engage('b5')],
      [0, engage('g13')],
    ]);
    expect(gangOf(s, 0)).toBe('b5* g10 g13*');
    expect(s.players[0]).toMatchObject({
      money: 1 + money('h1-01'),
      heistInfluence: influence('h1-01'),
      heists: ['h1-01'],
    });
    // The river is replenished at the end of the turn, and the turn passes on.
    expect(s.heistRiver.slice(0, 4)).toEqual(['h1-02', 'h1-03', 'h1-04', 'h1-05']);
    expect(s.heistRiver).toHaveLength(5);
    expect([s.phase, s.current, s.heist]).toEqual(['turn', 1, null]);
  });

  test('a requirement twice over needs two skills of that colour (h1-04: Enforcer ×2)', () => {
    let s = play(start(), [
      [0, choose('h1-04')],
      [0, engage('b5')],
    ]);
    expect(s.heist!.team).toHaveLength(1);
    s = must(s, 0, engage('g10'));
    expect(s.players[0]!.heists).toEqual(['h1-04']);
  });

  test('"Heists can only be performed by Available gangsters"', () => {
    const s = must(rig({ gangs: ['b5 g13*', 'b3'], heists: 'h1-01' }), 0, choose('h1-01'));
    expect(act(s, 0, engage('g13'))).toMatchObject({ ok: false, reason: 'not-available' });
  });

  test('abandoning a heist before it completes changes nothing', () => {
    const s0 = start();
    const s = play(s0, [
      [0, choose('h1-01')],
      [0, engage('b5')],
      [0, { type: 'abandon' }],
    ]);
    expect({ ...s, log: [] }).toEqual({ ...s0, log: [] });
    // Back to the turn: the player may mobilise, pick another heist or do something else.
    expect(must(s, 0, { type: 'pass' }).current).toBe(1);
  });

  const bad: [string, (s: GangstaState) => GangstaState, number, unknown, string][] = [
    ['a heist not in the river', (s) => s, 0, choose('h1-09'), 'not-in-river'],
    ['a heist of another chapter', (s) => s, 0, choose('h2-01'), 'not-in-river'],
    ['engaging out of turn', (s) => must(s, 0, choose('h1-01')), 1, engage('b3'), 'not-your-turn'],
    [
      'abandoning out of turn',
      (s) => must(s, 0, choose('h1-01')),
      1,
      { type: 'abandon' },
      'not-your-turn',
    ],
    [
      'a second heist at once',
      (s) => must(s, 0, choose('h1-01')),
      0,
      choose('h1-02'),
      'wrong-phase',
    ],
    [
      'recruiting mid-heist',
      (s) => must(s, 0, choose('h1-01')),
      0,
      { type: 'recruit', gangster: 'g01' },
      'wrong-phase',
    ],
    [
      'an unknown gangster',
      (s) => must(s, 0, choose('h1-01')),
      0,
      engage('g99'),
      'no-such-gangster',
    ],
    [
      'the same gangster twice',
      (s) => must(must(s, 0, choose('h1-04')), 0, engage('b5')),
      0,
      engage('b5'),
      'already-in-heist',
    ],
    [
      "a rival's gangster on an unmarked heist",
      (s) => must(must(s, 0, choose('h1-01')), 0, engage('b5')),
      0,
      engage('b3'),
      'not-cooperative',
    ],
  ];
  test.each(bad)('%s is refused', (_name, prepare, seat, intent, reason) => {
    const s = deepFreeze(prepare(start()));
    const before = structuredClone(s);
    expect(act(s, seat, intent)).toMatchObject({ ok: false, reason });
    expect(s).toEqual(before);
  });
});

describe('extra rewards', () => {
  test('getaway (h1-16): the initiator’s gangsters stay available', () => {
    const s = play(rig({ gangs: ['b5', 'b3'], heists: 'h1-16' }), [
      [0, choose('h1-16')],
      [0, engage('b5')],
    ]);
    expect(s.players[0]!.heists).toEqual(['h1-16']);
    expect(gangOf(s, 0)).toBe('b5');
  });

  test('+$N and +N influence on top of the heist’s own (h2-10, h2-02)', () => {
    const cash = play(
      rig({ gangs: ['b4 g31', 'b3'], chapter: 'gang-wars', heists: 'h2-10', money: [0] }),
      [
        [0, choose('h2-10')],
        [0, engage('b4')],
        [0, engage('g31')],
      ],
    );
    expect(cash.players[0]!.money).toBe(money('h2-10') + 1);
    const infl = play(rig({ gangs: ['b5 g31', 'b3'], chapter: 'gang-wars', heists: 'h2-02' }), [
      [0, choose('h2-02')],
      [0, engage('b5')],
      [0, engage('g31')],
    ]);
    expect(infl.players[0]!.heistInfluence).toBe(influence('h2-02') + 1);
  });

  const recruitHeist = () =>
    play(rig({ gangs: ['b1 g13', 'b3'], money: [0, 0], heists: 'h1-12', river: 'g41 g10' }), [
      [0, choose('h1-12')],
      [0, engage('b1')],
      [0, engage('g13')],
    ]);

  test('a free gangster from the river: the initiator chooses, and pays nothing', () => {
    let s = recruitHeist();
    expect([s.phase, s.pending]).toEqual(['resolve', [{ kind: 'free-recruit', seat: 0 }]]);
    expect(act(s, 1, { type: 'recruit', gangster: 'g41' })).toMatchObject({
      reason: 'wrong-phase',
    });
    expect(act(s, 0, { type: 'recruit', gangster: 'g99' })).toMatchObject({
      reason: 'not-in-river',
    });
    s = must(s, 0, { type: 'recruit', gangster: 'g41' });
    expect(gangOf(s, 0)).toBe('b1* g13* g41');
    expect(s.players[0]!.money).toBe(money('h1-12'));
    expect(gangsterCard('g41')!.cost).toBeGreaterThan(money('h1-12'));
    expect([s.phase, s.current]).toEqual(['turn', 1]);
  });

  test('reading: a free gangster is a recruit, so a 4th one starts Gang Wars', () => {
    const s = play(rig({ gangs: ['b1 g13 g10 g16', 'b3'], heists: 'h1-12', river: 'g04' }), [
      [0, choose('h1-12')],
      [0, engage('b1')],
      [0, engage('g13')],
      [0, { type: 'recruit', gangster: 'g04' }],
    ]);
    expect(s.chapter).toBe('gang-wars');
    expect(s.log.map((e) => e.e)).toContain('opportunity');
  });

  test('reading: the free gangster may be turned down', () => {
    const s = must(recruitHeist(), 0, { type: 'decline' });
    expect([gangOf(s, 0), s.current]).toEqual(['b1* g13*', 1]);
  });
});

describe('cooperative heists', () => {
  // h2-09 (marked) needs Enforcer, Hacker, Driver ×2; b5 is Enforcer + Driver, g13 Hacker, b3
  // (seat 1) Mercenary + Driver.
  const start = (options = {}) =>
    rig({
      gangs: ['b5 g13', 'b3 g10', 'b6'],
      chapter: 'gang-wars',
      heists: 'h2-09 h2-01',
      options,
    });

  test('"once the first gangster has been selected … the remaining gangsters can be picked from any player gang"', () => {
    const s = play(start(), [
      [0, choose('h2-09')],
      [0, engage('b5')],
      [0, engage('b3')],
      [0, engage('g13')],
    ]);
    expect([gangOf(s, 0), gangOf(s, 1)]).toEqual(['b5* g13*', 'b3* g10']);
    expect(s.players[0]!.money).toBe(5 + money('h2-09'));
    // "each player who has at least one gangster participating … will gain the cooperative
    // reward (including the initiator)"; the third player took no part.
    const coop = heistCard('h2-09')!.coop!.amount;
    expect(s.players.map((p) => p.heistInfluence)).toEqual([influence('h2-09') + coop, coop, 0]);
    expect(s.log.find((e) => e.e === 'heist')).toMatchObject({ coop: [0, 1] });
  });

  test('the first gangster follows the usual rule: one of your own', () => {
    const s = must(start(), 0, choose('h2-09'));
    expect(act(s, 0, engage('b3'))).toMatchObject({ reason: 'first-from-own-gang' });
  });

  test('a lent gangster must be available', () => {
    const s = play(rig({ gangs: ['b5 g13', 'b3*'], chapter: 'gang-wars', heists: 'h2-09' }), [
      [0, choose('h2-09')],
      [0, engage('b5')],
    ]);
    expect(act(s, 0, engage('b3'))).toMatchObject({ reason: 'not-available' });
  });

  test('"If two or more players are involved": alone, no cooperative reward', () => {
    const s = play(rig({ gangs: ['b5 g13 g16', 'b3'], chapter: 'gang-wars', heists: 'h2-09' }), [
      [0, choose('h2-09')],
      [0, engage('b5')],
      [0, engage('g13')],
      [0, engage('g16')],
    ]);
    expect(s.players.map((p) => p.heistInfluence)).toEqual([influence('h2-09'), 0]);
  });

  test('a cash cooperative reward pays $ to everyone involved (h2-10)', () => {
    // h2-10 needs Leader, Enforcer, Hacker ×2: b4 (Leader, Hacker), then seat 1's b1 (Enforcer)
    // and g13 (Hacker). It also pays its initiator an extra $1.
    const s = play(
      rig({ gangs: ['b4', 'b1 g13'], chapter: 'gang-wars', heists: 'h2-10', money: [0, 0] }),
      [
        [0, choose('h2-10')],
        [0, engage('b4')],
        [0, engage('b1')],
        [0, engage('g13')],
      ],
    );
    const coop = heistCard('h2-10')!.coop!.amount;
    expect(s.players.map((p) => p.money)).toEqual([money('h2-10') + 1 + coop, coop]);
  });

  describe('consent (table option, default off)', () => {
    const asked = () =>
      play(start({ consent: true }), [
        [0, choose('h2-09')],
        [0, engage('b5')],
        [0, engage('b3')],
      ]);

    test('the owner is asked first; nothing moves until they answer', () => {
      const s = asked();
      expect(s.heist!.asking).toEqual({ seat: 1, gangster: 'b3' });
      expect(s.heist!.team).toHaveLength(1);
      expect(act(s, 0, engage('g13'))).toMatchObject({ reason: 'awaiting-consent' });
      expect(act(s, 2, { type: 'consent' })).toMatchObject({ reason: 'nothing-to-answer' });
    });

    test('consent: the gangster joins', () => {
      const s = must(must(asked(), 1, { type: 'consent' }), 0, engage('g13'));
      expect(s.players[1]!.heistInfluence).toBe(heistCard('h2-09')!.coop!.amount);
    });

    test('decline: the heist goes on without them', () => {
      const s = must(asked(), 1, { type: 'decline' });
      expect([s.heist!.team.length, s.heist!.asking, s.phase]).toEqual([1, null, 'heist']);
    });

    test('abandoning withdraws the request', () => {
      const s = must(asked(), 0, { type: 'abandon' });
      expect([s.heist, s.phase]).toEqual([null, 'turn']);
    });
  });
});
