// The ten specialist cards (rulebook pp. 18–19): each reveals exactly what the card allows,
// to exactly whom it allows.
import { describe, expect, test } from 'vitest';
import { theGang } from './index.ts';
import { act, must, playToShowdown, rigged, takeAll } from './test-kit.ts';
import type { GangState } from './state.ts';
import type { Specialist } from './vocabulary.ts';

const four = ['Kd Jc', 'Qc 3d', 'Ah Ts', '9c 2h'];
const board = 'As 2s 7d Tc 4h';
const withSpecialist = (specialist: Specialist, pockets = four, next = board) =>
  rigged({ pockets, next, options: { mode: 'advanced' }, specialist });

/** Proposes from seat 0 and has every other seat agree. */
function agreeAll(s: GangState, proposal: object, by = 0): GangState {
  let t = must(s, by, { type: 'propose', proposal });
  const id = t.proposal?.id ?? t.nextProposalId - 1;
  for (let seat = 0; seat < t.seats; seat++) {
    if (seat !== by && t.proposal) t = must(t, seat, { type: 'agree', proposal: id });
  }
  return t;
}

const viewJson = (s: GangState, seat: number | null) =>
  JSON.stringify(seat === null ? theGang.spectatorView(s) : theGang.view(s, seat));

describe('announcing specialists (at the deal)', () => {
  test('3 Investor: everybody’s number of face cards (J, Q, K)', () => {
    const s = withSpecialist('investor');
    expect(s.announcements).toEqual([
      { kind: 'investor', seat: 0, faceCards: 2 },
      { kind: 'investor', seat: 1, faceCards: 1 },
      { kind: 'investor', seat: 2, faceCards: 0 },
      { kind: 'investor', seat: 3, faceCards: 0 },
    ]);
  });

  test('8 Math Whiz: the sum of the pocket cards, J/Q/K 10 and A 11', () => {
    const s = withSpecialist('math-whiz', ['Ts 7h', 'Qd 3c', 'Ah Td', '9c 2h']);
    expect(s.announcements.map((a) => (a.kind === 'math-whiz' ? a.sum : -1))).toEqual([
      17, 13, 21, 11,
    ]);
  });

  test('9 Con Artist: the dealt pockets are gathered, shuffled and redealt', () => {
    const s = withSpecialist('con-artist');
    expect(s.pockets.flat().sort()).toEqual(four.join(' ').split(' ').sort());
    expect(s.secrets.map((x) => x.beforeConArtist!.join(' '))).toEqual(four);
    // Only the owner remembers their old hand.
    expect(theGang.view(s, 1).secrets!.beforeConArtist).toEqual(['Qc', '3d']);
    expect(viewJson(s, 0)).not.toContain('"Qc"');
  });
});

describe('6 Coordinator', () => {
  test('everyone passes one card to the left at the same time, before the white chips', () => {
    let s = withSpecialist('coordinator');
    expect(s.phase).toBe('coordinate');
    expect(act(s, 0, { type: 'takeChip', chip: 'W1' })).toMatchObject({ reason: 'wrong-phase' });
    expect(act(s, 0, { type: 'pass', card: 'As' })).toMatchObject({ reason: 'card-not-in-pocket' });
    s = must(s, 0, { type: 'pass', card: 'Kd' });
    s = must(s, 0, { type: 'pass', card: 'Jc' }); // a change of mind before everyone chose
    expect(theGang.view(s, 1).passed).toEqual([true, false, false, false]);
    expect(viewJson(s, 1)).not.toContain('Jc');
    s = must(must(must(s, 1, { type: 'pass', card: '3d' }), 2, { type: 'pass', card: 'Ah' }), 3, {
      type: 'pass',
      card: '2h',
    });
    expect(s.phase).toBe('round');
    expect(s.pockets).toEqual([
      ['Kd', '2h'],
      ['Qc', 'Jc'],
      ['Ts', '3d'],
      ['9c', 'Ah'],
    ]);
    expect(theGang.view(s, 1).secrets).toMatchObject({ passed: '3d', received: 'Jc' });
  });
});

describe('group specialists: propose, everyone agrees, the engine carries it out', () => {
  test('1 Informant: one card is shown to the chosen player only', () => {
    let s = withSpecialist('informant');
    s = agreeAll(s, { kind: 'informant', seat: 2, target: 0 }, 1);
    expect(s.pending).toEqual({ kind: 'informant-show', seat: 2, target: 0 });
    expect(act(s, 1, { type: 'show', card: 'Qc' })).toMatchObject({ reason: 'nothing-to-do' });
    expect(act(s, 2, { type: 'show', card: 'Kd' })).toMatchObject({ reason: 'card-not-in-pocket' });
    s = must(s, 2, { type: 'show', card: 'Ah' });
    expect(theGang.view(s, 0).secrets!.informed).toEqual([{ from: 2, card: 'Ah' }]);
    expect(theGang.view(s, 2).secrets!.shown).toEqual({ to: 0, card: 'Ah' });
    for (const seat of [1, 3, null]) expect(viewJson(s, seat)).not.toContain('Ah');
    expect(
      act(s, 0, { type: 'propose', proposal: { kind: 'informant', seat: 1, target: 0 } }),
    ).toMatchObject({ reason: 'specialist-used' });
  });

  test('1 Informant: the chosen player cannot be the informant; seats must exist', () => {
    const s = withSpecialist('informant');
    expect(
      act(s, 0, { type: 'propose', proposal: { kind: 'informant', seat: 1, target: 1 } }),
    ).toMatchObject({ reason: 'bad-target' });
    expect(
      act(s, 0, { type: 'propose', proposal: { kind: 'informant', seat: 4, target: 1 } }),
    ).toMatchObject({ reason: 'no-such-seat' });
    expect(act(s, 0, { type: 'propose', proposal: { kind: 'informant', seat: 1 } })).toMatchObject({
      reason: 'malformed',
    });
  });

  test('2 Getaway Driver: only the hand ranking is announced', () => {
    let s = takeAll(withSpecialist('getaway-driver'), [4, 3, 2, 1]);
    s = agreeAll(s, { kind: 'getaway-driver', seat: 2 });
    expect(s.announcements).toEqual([{ kind: 'getaway-driver', seat: 2, category: 'pair' }]);
    expect(viewJson(s, 0)).not.toContain('Ts');
  });

  test('2 Getaway Driver before the flop: the pocket cards alone', () => {
    const s = agreeAll(withSpecialist('getaway-driver', ['Kd Kc', 'Qc 3d', 'Ah Ts', '9c 2h']), {
      kind: 'getaway-driver',
      seat: 0,
    });
    expect(s.announcements[0]).toMatchObject({ category: 'pair' });
  });

  test('4 Mastermind: how many cards of the value the gang chose', () => {
    const s = agreeAll(withSpecialist('mastermind'), { kind: 'mastermind', seat: 1, rank: 'Q' });
    expect(s.announcements).toEqual([{ kind: 'mastermind', seat: 1, rank: 'Q', count: 1 }]);
  });

  test('5 Hacker: draw one, then put one pocket card face down (the drawn one allowed)', () => {
    let s = agreeAll(withSpecialist('hacker', four, '9d 8d 7h As 2s 7d'), {
      kind: 'hacker',
      seat: 3,
    });
    expect(s.pockets[3]).toEqual(['9c', '2h', '9d']);
    expect(theGang.view(s, 3).players[3]!.pocket).toEqual(['9c', '2h', '9d']);
    expect(viewJson(s, 0)).not.toContain('9d');
    s = takeAll(s, [1, 2, 3, 4]);
    expect(s.round).toBe(1); // the round waits for the discard
    s = must(s, 3, { type: 'discard', card: '9d' });
    expect([s.pockets[3], s.round]).toEqual([['9c', '2h'], 2]);
  });

  test('7 Jack: the suitless J joins the pocket and a real card goes face down', () => {
    let s = agreeAll(withSpecialist('jack'), { kind: 'jack', seat: 1 });
    expect(s.pockets[1]).toEqual(['Qc', '3d', 'J*']);
    expect(act(s, 1, { type: 'discard', card: 'J*' })).toMatchObject({
      reason: 'cannot-discard-jack',
    });
    s = must(s, 1, { type: 'discard', card: '3d' });
    s = playToShowdown(s, [1, 2, 3, 4]);
    // Qc J* with As 2s 7d Tc 4h: high card A Q J T 7 (the Jack counts as a J).
    expect([...s.showdown!.hands.find((h) => h.seat === 1)!.best].sort()).toEqual(
      ['7d', 'As', 'J*', 'Qc', 'Tc'].sort(),
    );
  });

  test('10 Muscle: the rulebook example', () => {
    // Arsène 2-2-J-8-7 with the Muscle, Doris 2-2-A-8-7, Trudy 8-8-K-7-3 (here 8-8-K-9-7),
    // Danny 7-7-7-8-2 (here 7-7-7-9-8): board 8c 7d 3s 2h 9d.
    const pockets = ['2d Jh', '2c Ah', '8h Kd', '7c 7h'];
    const next = '8c 7d 3s 2h 9d';
    const muscled = (stars: number[]) => {
      const s = agreeAll(withSpecialist('muscle', pockets, next), { kind: 'muscle', seat: 0 }, 3);
      expect(theGang.view(s, 2).players[0]!.muscle).toBe(true);
      return playToShowdown(s, stars).showdown!.success;
    };
    expect(muscled([3, 1, 2, 4])).toBe(true);
    expect(muscled([1, 2, 3, 4])).toBe(false);
    // Without the Muscle, Arsène's pair of twos with a J is the weakest.
    expect(
      playToShowdown(withSpecialist('muscle', pockets, next), [1, 2, 3, 4]).showdown!.success,
    ).toBe(true);
  });

  test('bad proposals and votes change nothing', () => {
    const s = withSpecialist('muscle');
    const p = must(s, 0, { type: 'propose', proposal: { kind: 'muscle', seat: 2 } });
    expect(act(p, 0, { type: 'agree', proposal: 1 })).toMatchObject({ reason: 'already-agreed' });
    expect(act(p, 1, { type: 'agree', proposal: 7 })).toMatchObject({ reason: 'stale-proposal' });
    expect(act(p, 1, { type: 'agree', proposal: '1' })).toMatchObject({ reason: 'malformed' });
    expect(act(s, 0, { type: 'propose', proposal: { kind: 'hacker', seat: 2 } })).toMatchObject({
      reason: 'specialist-not-active',
    });
    expect(act(s, 0, { type: 'propose', proposal: { kind: 'teleport', seat: 2 } })).toMatchObject({
      reason: 'malformed',
    });
  });
});

describe('the last call: a specialist may be proposed "at any time (before the showdown!)"', () => {
  /** Rounds 1–3 played, then every red chip taken, the specialist still unused. */
  const lastCall = (specialist: Specialist = 'hacker') => {
    let s = withSpecialist(specialist);
    for (let r = 0; r < 3; r++) s = takeAll(s, [1, 2, 3, 4]);
    return takeAll(s, [1, 2, 3, 4]);
  };

  test('the last red chip opens a last call instead of the showdown; all confirm, then reveal', () => {
    let s = lastCall();
    expect([s.phase, s.round, s.lastCall]).toEqual(['round', 4, [false, false, false, false]]);
    expect(theGang.view(s, 1).lastCall).toEqual([false, false, false, false]);
    expect(s.log.at(-1)).toMatchObject({ e: 'last-call' });
    for (const seat of [0, 1, 2]) s = must(s, seat, { type: 'reveal' });
    expect(s.phase).toBe('round');
    s = must(s, 3, { type: 'reveal' });
    expect([s.phase, s.lastCall, s.showdown!.hands.length]).toEqual(['showdown', null, 4]);
  });

  test('a specialist used at the last call: the confirmations lapse and the new hand counts', () => {
    let s = must(must(lastCall(), 0, { type: 'reveal' }), 1, { type: 'reveal' });
    s = agreeAll(s, { kind: 'hacker', seat: 3 });
    expect(s.pending).toEqual({ kind: 'hacker-discard', seat: 3 });
    expect(s.lastCall).toEqual([false, false, false, false]);
    s = must(s, 3, { type: 'discard', card: '2h' });
    expect(s.phase).toBe('round');
    for (const seat of [0, 1, 2, 3]) s = must(s, seat, { type: 'reveal' });
    expect(s.showdown!.hands.find((h) => h.seat === 3)!.pocket).toHaveLength(2);
    expect(s.showdown!.hands.find((h) => h.seat === 3)!.pocket).not.toContain('2h');
  });

  test('an open proposal holds the reveal until it is settled; a decline says so', () => {
    let s = must(lastCall('muscle'), 2, { type: 'propose', proposal: { kind: 'muscle', seat: 2 } });
    for (const seat of [0, 1, 2, 3]) s = must(s, seat, { type: 'reveal' });
    expect([s.phase, s.proposal?.kind]).toEqual(['round', 'muscle']);
    s = must(s, 0, { type: 'decline', proposal: s.proposal!.id });
    expect(s.log.some((e) => e.e === 'proposal-dropped' && e.why === 'declined')).toBe(true);
    expect(s.phase).toBe('showdown');
  });

  test('a chip that changes hands during the last call reopens it', () => {
    let s = must(must(lastCall(), 0, { type: 'reveal' }), 1, { type: 'reveal' });
    s = must(s, 2, { type: 'returnChip', chip: 'R3' });
    expect(s.lastCall).toEqual([false, false, false, false]);
    s = must(s, 2, { type: 'takeChip', chip: 'R3' });
    expect(s.phase).toBe('round');
  });

  test('bad confirmations change nothing', () => {
    const early = withSpecialist('hacker');
    expect(act(early, 0, { type: 'reveal' })).toMatchObject({ reason: 'wrong-phase' });
    const s = must(lastCall(), 0, { type: 'reveal' });
    expect(act(s, 0, { type: 'reveal' })).toMatchObject({ reason: 'already-confirmed' });
    expect(act(s, 1, { type: 'reveal', now: true })).toMatchObject({ reason: 'malformed' });
  });

  test('no last call once the specialist was used, or for one that acts at the deal', () => {
    let s = agreeAll(withSpecialist('muscle'), { kind: 'muscle', seat: 1 });
    for (let r = 0; r < 4; r++) s = takeAll(s, [1, 2, 3, 4]);
    expect(s.phase).toBe('showdown');
    let t = withSpecialist('investor');
    for (let r = 0; r < 4; r++) t = takeAll(t, [1, 2, 3, 4]);
    expect(t.phase).toBe('showdown');
  });
});
