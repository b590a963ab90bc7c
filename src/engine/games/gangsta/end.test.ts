// Rulebook "End Game" and "Scoring": "The game immediately ends when a player recruits their
// 9th gangster"; influence on gangsters + influence from heists + 2 to the wealthiest (1 if
// tied) + 2 to the most gangsters (1 if tied); "The player with the most Influence wins".
import { describe, expect, test } from 'vitest';
import { influenceOfMember } from './catalogue.ts';
import { score } from './flow.ts';
import { gangsta } from './index.ts';
import { act, must, rig } from './test-kit.ts';

describe('"The game immediately ends when a player recruits their 9th gangster"', () => {
  const ninth = () =>
    must(
      rig({
        gangs: ['b3 g10 g11 g12 g13 g14 g15 g16 g17', 'b5 g31'],
        money: [9, 3],
        chapter: 'domination',
        river: 'g04 g05',
        heistInfluence: [4, 20],
      }),
      0,
      { type: 'recruit', gangster: 'g04' },
    );

  test('at once: no refill, no next turn', () => {
    const s = ninth();
    expect(s.result).toMatchObject({ reason: 'ninth-gangster' });
    expect([s.phase, s.gangsterRiver, s.turn]).toEqual(['over', ['g05'], 1]);
    expect(gangsta.result(s)).toBe(s.result);
    expect(s.log.at(-1)).toMatchObject({ e: 'game-over', reason: 'ninth-gangster' });
  });

  test('the final score, part by part', () => {
    const s = ninth();
    const gang0 = ['b3', 'g10', 'g11', 'g12', 'g13', 'g14', 'g15', 'g16', 'g17', 'g04'];
    const gang0Influence = gang0.reduce((t, id) => t + influenceOfMember(id), 0);
    const gang1Influence = influenceOfMember('b5') + influenceOfMember('g31');
    // Seat 0 spent $2 of 9 and keeps 7, the wealthiest; it has 9 gangsters, the most.
    expect(s.result!.scores).toEqual([
      { seat: 0, gang: gang0Influence, heists: 4, wealth: 2, size: 2, total: gang0Influence + 8 },
      { seat: 1, gang: gang1Influence, heists: 20, wealth: 0, size: 0, total: gang1Influence + 20 },
    ]);
    const totals = s.result!.scores.map((x) => x.total);
    expect(s.result!.winners).toEqual([totals[0]! > totals[1]! ? 0 : 1]);
  });

  test.each([
    [{ type: 'pass' }],
    [{ type: 'recruit', gangster: 'g05' }],
    [{ type: 'discard', gangster: 'g10' }],
    [{ type: 'decline' }],
  ])('after the end, %j is refused (game-over)', (intent) => {
    expect(act(ninth(), 1, intent)).toMatchObject({ ok: false, reason: 'game-over' });
  });
});

describe('scoring', () => {
  const players = (rows: [string, number, number][]) =>
    rig({
      gangs: rows.map((r) => r[0]),
      money: rows.map((r) => r[1]),
      heistInfluence: rows.map((r) => r[2]),
    }).players;

  test.each([
    [
      'a clear wealthiest and a clear biggest gang',
      [
        ['b5 g10', 9, 0],
        ['b5 g10 g13', 1, 0],
      ],
      [2, 0],
      [0, 2],
    ],
    [
      '"1 if tied" for the money',
      [
        ['b5', 4, 0],
        ['b5', 4, 0],
        ['b5', 1, 0],
      ],
      [1, 1, 0],
      [1, 1, 1],
    ],
    [
      '"1 if tied" for the gangsters',
      [
        ['b5 g10', 0, 0],
        ['b5 g13', 3, 0],
      ],
      [0, 2],
      [1, 1],
    ],
  ] as [string, [string, number, number][], number[], number[]][])(
    '%s',
    (_name, rows, wealth, size) => {
      const scores = score(players(rows));
      expect(scores.map((x) => x.wealth)).toEqual(wealth);
      expect(scores.map((x) => x.size)).toEqual(size);
    },
  );

  test('influence printed on the gang (boss included) plus influence from heists', () => {
    // b6 prints 1, g03 and g12 2 each.
    const [a] = score(players([['b6 g03 g12', 0, 7]]));
    expect(a).toMatchObject({ gang: 1 + 2 + 2, heists: 7 });
  });

  test('reading: players tied for the most influence share the win', () => {
    // b1 and b3 both print 1 influence; seat 0's pass earns $1 (its boss leads, as every boss
    // does), so equal money and gangs tie both bonuses.
    const s = rig({ gangs: ['b1', 'b3'], money: [0, 1], chapter: 'domination', heists: 'h3-01' });
    s.heistDecks.domination = [];
    const t = must(s, 0, { type: 'pass' });
    expect(t.result!.scores.map((x) => x.total)).toEqual([3, 3]);
    expect(t.result!.winners).toEqual([0, 1]);
  });
});
