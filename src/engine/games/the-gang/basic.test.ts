// The basic game (rulebook "Game setup", "Gameplay", "The showdown", "Game end").
import { describe, expect, test } from 'vitest';
import { theGang } from './index.ts';
import { act, must, playToShowdown, rigged, takeAll } from './test-kit.ts';
import type { GangState } from './state.ts';

const setup = (seats: number, seed = 'seed-42') => {
  const s = theGang.setup({ seed, seats, options: theGang.defaultOptions });
  if ('ok' in s) throw new Error(s.reason);
  return s;
};

describe('setup', () => {
  test.each([3, 4, 5, 6])(
    '%i players: chips 1..N of white in the centre, two pocket cards each',
    (n) => {
      const s = setup(n);
      expect(s.centre).toEqual(Array.from({ length: n }, (_, i) => `W${i + 1}`));
      expect(s.pockets.map((p) => p.length)).toEqual(Array(n).fill(2));
      expect(s.deck).toHaveLength(52 - 2 * n);
      expect(new Set([...s.deck, ...s.pockets.flat()]).size).toBe(52);
      expect([s.phase, s.heist, s.round, s.vaults, s.alarms]).toEqual(['round', 1, 1, 0, 0]);
    },
  );

  test('the same seed deals the same game; another seed another', () => {
    expect(setup(4, 'a')).toEqual(setup(4, 'a'));
    expect(setup(4, 'a').pockets).not.toEqual(setup(4, 'b').pockets);
  });

  test.each([2, 7, 0, 3.5])('%s players is refused', (n) => {
    expect(theGang.setup({ seed: 'x', seats: n, options: theGang.defaultOptions })).toMatchObject({
      ok: false,
      reason: 'bad-seat-count',
    });
  });

  test.each([
    [{ mode: 'expert' }, 'bad-options'],
    [{ mode: 'basic', cheat: true }, 'bad-options'],
    [[], 'bad-options'],
    ['basic', 'bad-options'],
  ])('options %j are refused', (raw, reason) => {
    expect(theGang.parseOptions(raw)).toMatchObject({ ok: false, reason });
  });
});

describe('taking chips (no turns, everybody at once)', () => {
  const start = () => rigged({ pockets: ['As Ad', 'Kc Kd', '2c 7d', '3h 9s'] });

  test('from the centre, from another player, and back to the centre', () => {
    let s = start();
    s = must(s, 0, { type: 'takeChip', chip: 'W4' });
    expect(s.holding[0]).toBe('W4');
    expect(s.centre).toEqual(['W1', 'W2', 'W3']);
    s = must(s, 1, { type: 'takeChip', chip: 'W4' });
    expect([s.holding[0], s.holding[1]]).toEqual([null, 'W4']);
    s = must(s, 1, { type: 'returnChip', chip: 'W4' });
    expect(s.centre).toEqual(['W1', 'W2', 'W3', 'W4']);
    expect(s.log.filter((e) => e.e === 'take').map((e) => e.e === 'take' && e.from)).toEqual([
      null,
      0,
    ]);
  });

  test('the round ends as soon as everyone has a chip; earlier chips stay in a row', () => {
    let s = takeAll(start(), [4, 3, 1, 2]);
    expect(s.round).toBe(2);
    expect(s.community).toHaveLength(3);
    expect(s.centre).toEqual(['Y1', 'Y2', 'Y3', 'Y4']);
    expect(s.finals[0]).toEqual(['W4', 'W3', 'W1', 'W2']);
    s = takeAll(s, [4, 3, 2, 1]);
    expect([s.round, s.community.length]).toEqual([3, 4]);
    s = takeAll(s, [4, 3, 2, 1]);
    expect([s.round, s.community.length]).toEqual([4, 5]);
    const v = theGang.view(s, 2);
    expect(v.players[0]!.row).toEqual(['W4', 'Y4', 'O4']);
  });

  const bad: [string, (s: GangState) => GangState, number, unknown, string][] = [
    ['a chip of another round', (s) => s, 0, { type: 'takeChip', chip: 'Y1' }, 'not-this-round'],
    [
      'a chip that does not exist with 4 players',
      (s) => s,
      0,
      { type: 'takeChip', chip: 'W5' },
      'no-such-chip',
    ],
    [
      'a second chip of a colour',
      (s) => must(s, 0, { type: 'takeChip', chip: 'W1' }),
      0,
      { type: 'takeChip', chip: 'W2' },
      'already-holding-colour',
    ],
    [
      'a chip already yours',
      (s) => must(s, 0, { type: 'takeChip', chip: 'W1' }),
      0,
      { type: 'takeChip', chip: 'W1' },
      'already-yours',
    ],
    [
      'placing a chip before someone else',
      (s) => s,
      0,
      { type: 'takeChip', chip: 'W1', to: 2 },
      'not-in-front-of-others',
    ],
    [
      'returning a chip you do not hold',
      (s) => must(s, 1, { type: 'takeChip', chip: 'W1' }),
      0,
      { type: 'returnChip', chip: 'W1' },
      'not-your-chip',
    ],
    [
      'returning a chip of another round',
      (s) => s,
      0,
      { type: 'returnChip', chip: 'R1' },
      'not-this-round',
    ],
    ['a malformed chip token', (s) => s, 0, { type: 'takeChip', chip: 'W7' }, 'malformed'],
    ['a chip given as a number', (s) => s, 0, { type: 'takeChip', chip: 3 }, 'malformed'],
    ['an extra field', (s) => s, 0, { type: 'takeChip', chip: 'W1', stars: 9 }, 'malformed'],
    ['no type', (s) => s, 0, { chip: 'W1' }, 'malformed'],
    ['an unknown intent', (s) => s, 0, { type: 'flipTable' }, 'unknown-intent'],
    ['not an object', (s) => s, 0, 'takeChip W1', 'malformed'],
    ['null', (s) => s, 0, null, 'malformed'],
    ['continue before the showdown', (s) => s, 0, { type: 'continue' }, 'wrong-phase'],
    [
      'a discard with nothing to discard',
      (s) => s,
      0,
      { type: 'discard', card: 'As' },
      'nothing-to-do',
    ],
    ['a pass outside the Coordinator', (s) => s, 0, { type: 'pass', card: 'As' }, 'wrong-phase'],
    ['a vote on no proposal', (s) => s, 0, { type: 'agree', proposal: 1 }, 'stale-proposal'],
    [
      'a specialist that is not active',
      (s) => s,
      0,
      { type: 'propose', proposal: { kind: 'muscle', seat: 0 } },
      'specialist-not-active',
    ],
    [
      'a scan guess outside the showdown',
      (s) => s,
      0,
      { type: 'propose', proposal: { kind: 'retina-scan', rank: 'A' } },
      'wrong-phase',
    ],
  ];
  test.each(bad)('%s is refused and changes nothing', (_name, prepare, seat, intent, reason) => {
    const s = prepare(start());
    const before = structuredClone(s);
    const out = act(deepFreeze(s), seat, intent);
    expect(out).toMatchObject({ ok: false, reason });
    expect(s).toEqual(before);
  });

  test('a seat that does not exist is refused by the definition', () => {
    const s = start();
    expect(theGang.apply(s, 4, { type: 'takeChip', chip: 'W1' })).toMatchObject({
      reason: 'not-a-player',
    });
    expect(theGang.apply(s, -1, { type: 'takeChip', chip: 'W1' })).toMatchObject({
      reason: 'not-a-player',
    });
  });
});

describe('showdown (red chips only, ascending stars)', () => {
  // Board As 2s 7d Tc 4h; hands from weakest to strongest.
  const pockets = ['Kd 9c', 'Ac 8d', 'Ts Th', '3c 5d'];
  const board = 'As 2s 7d Tc 4h';

  test('correct order: the vault is cracked', () => {
    const s = playToShowdown(rigged({ pockets, next: board }), [1, 2, 3, 4]);
    expect(s.phase).toBe('showdown');
    expect(s.showdown!.success).toBe(true);
    expect(s.showdown!.hands.map((h) => h.category)).toEqual([
      'high-card',
      'pair',
      'three-of-a-kind',
      'straight',
    ]);
    expect([s.vaults, s.alarms]).toEqual([1, 0]);
  });

  test('one wrong pair of chips: the alarm goes off, and the mistake is marked', () => {
    const s = playToShowdown(rigged({ pockets, next: board }), [2, 1, 3, 4]);
    // Seat 1's pair is revealed first, then seat 0's weaker high card.
    expect(s.showdown!.success).toBe(false);
    expect(s.showdown!.hands.map((h) => h.seat)).toEqual([1, 0, 2, 3]);
    expect(s.showdown!.hands.map((h) => h.mistake)).toEqual([false, true, false, false]);
    expect([s.vaults, s.alarms]).toEqual([0, 1]);
  });

  test('only red chips count, not earlier rounds', () => {
    let s = rigged({ pockets, next: board });
    s = takeAll(s, [4, 3, 2, 1]);
    s = takeAll(s, [4, 3, 2, 1]);
    s = takeAll(s, [4, 3, 2, 1]);
    s = takeAll(s, [1, 2, 3, 4]);
    expect(s.showdown!.success).toBe(true);
  });

  test("the rulebook's true tie: Arsène and Doris may hold the chips in either order", () => {
    // Board 2h 2d Ad 7c 4s; Arsène Tc 3s, Doris Th 5c → 2-2-A-T-7; Trudy Jd 6h → 2-2-A-J-7;
    // Danny Ah As → A-A-A-2-2.
    const p = ['Tc 3s', 'Th 5c', 'Jd 6h', 'Ah As'];
    const b = '2h 2d Ad 7c 4s';
    for (const stars of [
      [1, 2, 3, 4],
      [2, 1, 3, 4],
    ]) {
      const s = playToShowdown(rigged({ pockets: p, next: b }), stars);
      expect(s.showdown!.success).toBe(true);
      expect(s.showdown!.hands.map((h) => sortTokens(h.best.join(' ')))).toEqual(
        stars[0] === 1
          ? ['2h 2d Ad Tc 7c', '2h 2d Ad Th 7c', '2h 2d Ad Jd 7c', 'Ah As Ad 2h 2d'].map(sortTokens)
          : ['2h 2d Ad Th 7c', '2h 2d Ad Tc 7c', '2h 2d Ad Jd 7c', 'Ah As Ad 2h 2d'].map(
              sortTokens,
            ),
      );
    }
    const wrong = playToShowdown(rigged({ pockets: p, next: b }), [1, 2, 4, 3]);
    expect(wrong.showdown!.success).toBe(false);
  });
});

describe('game end', () => {
  const win = ['Kd 9c', 'Ac 8d', 'Ts Th', '3c 5d'];
  test('three vaults win; three alarms lose; a game is 3 to 5 heists', () => {
    let s = rigged({ pockets: win, next: 'As 2s 7d Tc 4h' });
    for (const outcome of ['win', 'lose', 'win', 'lose', 'win']) {
      s = playToShowdown(s, outcome === 'win' ? [1, 2, 3, 4] : [4, 3, 2, 1]);
      if (s.phase === 'over') break;
      s = must(s, 0, { type: 'continue' });
      s = restack(s, win, 'As 2s 7d Tc 4h');
    }
    expect(s.outcomes).toEqual(['success', 'fail', 'success', 'fail', 'success']);
    expect(s.result).toBe('won');
    expect(theGang.result(s)).toBe('won');
    expect(act(s, 0, { type: 'continue' })).toMatchObject({ reason: 'game-over' });
  });

  test('three alarms lose', () => {
    let s = rigged({ pockets: win, next: 'As 2s 7d Tc 4h' });
    for (let i = 0; i < 3; i++) {
      s = playToShowdown(s, [4, 3, 2, 1]);
      if (s.phase === 'over') break;
      s = restack(must(s, 1, { type: 'continue' }), win, 'As 2s 7d Tc 4h');
    }
    expect([s.alarms, s.result, s.heist]).toEqual([3, 'lost', 3]);
  });
});

/** Re-deals the current (fresh) heist from a stacked deck, keeping everything else. */
function restack(s: GangState, pockets: string[], next: string): GangState {
  const r = rigged({
    pockets,
    next,
    options: s.options,
    challenges: s.challenges,
    specialist: s.specialist,
  });
  return {
    ...r,
    heist: s.heist,
    vaults: s.vaults,
    alarms: s.alarms,
    outcomes: s.outcomes,
    rng: s.rng,
  };
}

function sortTokens(five: string): string {
  return five.split(' ').sort().join(' ');
}

function deepFreeze<T>(x: T): T {
  if (typeof x === 'object' && x !== null) {
    Object.values(x).forEach(deepFreeze);
    Object.freeze(x);
  }
  return x;
}
