// Advanced, Professional and Master Thief modes (rulebook pp. 14–15): which cards are active
// each heist, how the stacks turn, and the alarm count.
import { describe, expect, test } from 'vitest';
import { theGang } from './index.ts';
import { must, playToShowdown, rigged, takeAll } from './test-kit.ts';
import { setupMatch } from './heist.ts';
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
