// Advanced, Professional and Master Thief modes (rulebook pp. 14–15): which cards are active
// each heist, how the stacks turn, and the alarm count.
import { describe, expect, test } from 'vitest';
import { theGang } from './index.ts';
import { confirmAll, must, playToShowdown, rigged, takeAll } from './test-kit.ts';
import { gangCarry, setupMatch } from './match-setup.ts';
import { compareStrength, strengthOf } from './showdown.ts';
import type { GangOptions, GangState } from './state.ts';
import { CHALLENGES, SPECIALISTS } from './vocabulary.ts';

const opts = (
  mode: GangOptions['mode'],
  stacks: GangOptions['stacks'] = 'first-game',
): GangOptions => ({ mode, stacks });
const win = ['Kd 9c', 'Ac 8d', 'Ts Th', '3c 5d'];
const board = 'As 2s 7d Tc 4h';

/** Plays the current heist on a stacked deck to a success or a failure. */
function heist(s: GangState, success: boolean): GangState {
  const dealt = rigged({
    pockets: win,
    next: board,
    options: s.options,
    challenges: s.challenges,
    specialist: s.specialist,
  });
  let t: GangState = {
    ...dealt,
    heist: s.heist,
    vaults: s.vaults,
    alarms: s.alarms,
    outcomes: s.outcomes,
    challengeStack: s.challengeStack,
    specialistStack: s.specialistStack,
    permanentChallenge: s.permanentChallenge,
    alarmLimit: s.alarmLimit,
    stackTurns: s.stackTurns,
  };
  if (t.phase === 'coordinate') {
    for (let seat = 0; seat < 4; seat++)
      t = must(t, seat, { type: 'pass', card: t.pockets[seat]![0]! });
  }
  while (t.phase === 'round' && t.round < 4) t = takeAll(t, [1, 2, 3, 4]);
  // Red chips by the hands' true order (or its reverse, to fail).
  const strength = (seat: number) => strengthOf(t.pockets[seat]!, t.community, t.muscle === seat);
  const order = [0, 1, 2, 3].sort((a, b) => compareStrength(strength(a), strength(b)));
  if (!success) order.reverse();
  t = takeAll(
    t,
    [0, 1, 2, 3].map((seat) => order.indexOf(seat) + 1),
  );
  t = confirmAll(t);
  while (t.phase === 'guess') {
    const kind =
      t.challenges.includes('retina-scan') && t.guesses['retina-scan'] === undefined
        ? 'retina-scan'
        : 'fingerprint-scan';
    const top = t.finals[3]!.indexOf('R4');
    const voters = [0, 1, 2, 3].filter((v) => v !== top);
    const ranks = t.pockets[top]!.map((c) => c[0]!);
    const proposal =
      kind === 'retina-scan'
        ? {
            kind,
            rank: success ? ranks[0] : '23456789TJQKA'.split('').find((r) => !ranks.includes(r)),
          }
        : {
            kind,
            category: success
              ? strength(top).category
              : strength(top).category === 'pair'
                ? 'flush'
                : 'pair',
          };
    t = must(t, voters[0]!, { type: 'propose', proposal });
    for (const v of voters.slice(1))
      if (t.proposal) t = must(t, v, { type: 'agree', proposal: t.proposal.id });
  }
  expect(t.showdown!.success).toBe(success);
  return t;
}

describe('Advanced mode', () => {
  test('first heist plain; success → top challenge, failure → top specialist; used cards go under', () => {
    let s = setupMatch('adv', 4, opts('advanced'));
    expect([s.challenges, s.specialist]).toEqual([[], null]);
    s = heist(s, true);
    expect(s.showdown!.success).toBe(true);
    s = must(s, 0, { type: 'continue' });
    expect([s.challenges, s.specialist]).toEqual([['quick-access'], null]);
    s = heist(s, false);
    s = must(s, 0, { type: 'continue' });
    expect([s.challenges, s.specialist]).toEqual([[], 'informant']);
    expect(s.challengeStack.at(-1)).toBe('quick-access');
    expect(s.challengeStack[0]).toBe('noise-sensors');
    s = heist(s, true);
    s = must(s, 0, { type: 'continue' });
    expect([s.challenges, s.specialist]).toEqual([['noise-sensors'], null]);
    expect(s.specialistStack.at(-1)).toBe('informant');
  });

  test('shuffled stacks are a seeded permutation of all ten cards', () => {
    const a = setupMatch('one', 4, opts('advanced', 'shuffled'));
    const b = setupMatch('two', 4, opts('advanced', 'shuffled'));
    expect([...a.challengeStack].sort()).toEqual([...CHALLENGES].sort());
    expect([...a.specialistStack].sort()).toEqual([...SPECIALISTS].sort());
    expect(
      a.challengeStack.join() === b.challengeStack.join() &&
        a.specialistStack.join() === b.specialistStack.join(),
    ).toBe(false);
  });
});

describe('Professional mode', () => {
  test('no Quick Access; one random challenge active every heist, beside the advanced card', () => {
    for (const seed of ['p1', 'p2', 'p3', 'p4', 'p5']) {
      let s = setupMatch(seed, 4, opts('professional'));
      const permanent = s.permanentChallenge!;
      expect(permanent).not.toBe('quick-access');
      expect(s.challenges).toEqual([permanent]);
      expect(s.challengeStack).not.toContain('quick-access');
      expect(s.challengeStack).toHaveLength(8);
      s = must(heist(s, true), 0, { type: 'continue' });
      expect(s.challenges[0]).toBe(permanent);
      expect(s.challenges).toHaveLength(2);
      s = must(heist(s, false), 0, { type: 'continue' });
      expect(s.challenges).toEqual([permanent]);
      expect(s.specialist).toBe('informant');
    }
  });
});

describe('Master Thief mode', () => {
  test('two alarms lose; no specialists; two challenges, the lowest-numbered replaced each heist', () => {
    let s = setupMatch('mt', 4, opts('master-thief'));
    expect(s.alarmLimit).toBe(2);
    expect(s.specialistStack).toEqual([]);
    expect(s.challenges).toHaveLength(2);
    expect(s.challenges).not.toContain('quick-access');
    const first = [...s.challenges];
    s = must(heist(s, false), 0, { type: 'continue' });
    const lowest = [...first].sort((a, b) => CHALLENGES.indexOf(a) - CHALLENGES.indexOf(b))[0];
    expect(s.challenges).toHaveLength(2);
    expect(s.challenges).not.toContain(lowest);
    expect(s.specialist).toBeNull();
    s = heist(s, false);
    expect([s.alarms, s.result, s.phase]).toEqual([2, 'lost', 'over']);
    expect(theGang.view(s, 0).result).toBe('lost');
  });
});

describe('a finished heist', () => {
  test('the showdown waits for anyone to continue; the next heist is dealt fresh', () => {
    let s = playToShowdown(rigged({ pockets: win, next: board }), [1, 2, 3, 4]);
    expect(s.phase).toBe('showdown');
    s = must(s, 2, { type: 'continue' });
    expect([s.heist, s.round, s.phase, s.community.length, s.showdown]).toEqual([
      2,
      1,
      'round',
      0,
      null,
    ]);
    expect(s.log.at(-2)).toMatchObject({ e: 'heist', heist: 2 });
  });
});

describe('the next card is revealed as soon as a heist ends ("Reveal the topmost …")', () => {
  test('Advanced: the showdown already shows the next challenge or specialist', () => {
    let s = heist(setupMatch('adv', 4, opts('advanced')), true);
    expect(s.upcoming).toEqual({ challenges: ['quick-access'], specialist: null, discarded: null });
    expect(theGang.view(s, 2).upcoming).toEqual(s.upcoming);
    expect(s.log.at(-1)).toMatchObject({ e: 'next-card', challenges: ['quick-access'] });
    s = heist(must(s, 0, { type: 'continue' }), false);
    expect(s.upcoming).toEqual({ challenges: [], specialist: 'informant', discarded: null });
    // The cards of this heist are still shown as active until the next deal.
    expect(s.challenges).toEqual(['quick-access']);
    expect(must(s, 1, { type: 'continue' }).specialist).toBe('informant');
  });

  test('nothing is revealed once the game is over', () => {
    let s = setupMatch('mt', 4, opts('master-thief'));
    s = heist(must(heist(s, false), 0, { type: 'continue' }), false);
    expect([s.phase, s.upcoming]).toEqual(['over', null]);
  });
});

describe('Master Thief: "discard the lowest-numbered challenge card"', () => {
  test('the replaced challenge leaves the game; it never comes back under the stack', () => {
    let s = setupMatch('mt-discard', 4, opts('master-thief'));
    const lowest = [...s.challenges].sort(
      (a, b) => CHALLENGES.indexOf(a) - CHALLENGES.indexOf(b),
    )[0]!;
    s = heist(s, true);
    expect(s.upcoming!.discarded).toBe(lowest);
    s = must(s, 0, { type: 'continue' });
    expect(s.challenges).not.toContain(lowest);
    expect(s.challengeStack).not.toContain(lowest);
    expect(s.challengeStack.length + s.challenges.length).toBe(8); // nine without Quick Access, one gone
  });
});

describe("the rulebook's tip: carry the stacks' order from game to game", () => {
  const carryOver = opts('advanced', 'carry-over');

  test('a new game starts where the last one left the stacks; cards in play go under', () => {
    let s = heist(setupMatch('g1', 4, carryOver), true); // reveals challenge 1
    s = heist(must(s, 0, { type: 'continue' }), false); // reveals specialist 1
    const carry = gangCarry(must(s, 0, { type: 'continue' }));
    expect(carry.challenges.slice(0, 2)).toEqual(['noise-sensors', 'motion-detector']);
    expect(carry.challenges.at(-1)).toBe('quick-access');
    expect(carry.specialists.at(-1)).toBe('informant');
    expect(carry.turns).toMatchObject({ challengeOnes: 1, specialistOnes: 1 });
    const next = theGang.setup({ seed: 'g2', seats: 4, options: carryOver, carry });
    expect((next as GangState).challengeStack).toEqual(carry.challenges);
  });

  test('card 1 coming round the second time shuffles its stack, for good', () => {
    const carry = {
      challenges: [...CHALLENGES],
      specialists: [...SPECIALISTS],
      turns: {
        challengeOnes: 1,
        specialistOnes: 0,
        challengesRandom: false,
        specialistsRandom: false,
      },
    };
    let s = theGang.setup({ seed: 'again', seats: 4, options: carryOver, carry }) as GangState;
    s = heist(s, true);
    expect(s.stackTurns.challengesRandom).toBe(true);
    expect(s.challengeStack.join()).not.toBe(
      CHALLENGES.filter((c) => c !== s.upcoming!.challenges[0]).join(),
    );
    // Specialist 1 shows for the first time: no shuffle there.
    s = heist(must(s, 0, { type: 'continue' }), false);
    expect(s.upcoming!.specialist).toBe('informant');
    expect(s.stackTurns.specialistsRandom).toBe(false);
  });

  test('a carry that does not fit is ignored; other stack orders ignore it', () => {
    const bad = { challenges: ['quick-access'], specialists: [], turns: {} };
    const s = theGang.setup({ seed: 'x', seats: 4, options: carryOver, carry: bad }) as GangState;
    expect(s.challengeStack).toEqual([...CHALLENGES]);
    const good = gangCarry(setupMatch('y', 4, opts('advanced', 'shuffled')));
    const first = theGang.setup({ seed: 'z', seats: 4, options: opts('advanced'), carry: good });
    expect((first as GangState).challengeStack).toEqual([...CHALLENGES]);
  });
});
