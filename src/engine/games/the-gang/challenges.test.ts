// The ten challenge cards (rulebook pp. 16–17), each as real engine behaviour.
import { describe, expect, test } from 'vitest';
import type { GangState } from './state.ts';
import { theGang } from './index.ts';
import { act, must, playToShowdown, rigged, takeAll } from './test-kit.ts';

const adv = { mode: 'advanced' } as const;
const four = ['Kd 9c', 'Ac 8d', 'Ts Th', '3c 5d'];
const board = 'As 2s 7d Tc 4h';

describe('1 Quick Access', () => {
  test('no white chips: the flop is out and the yellow chips wait at once', () => {
    const s = rigged({ pockets: four, next: board, options: adv, challenges: ['quick-access'] });
    expect([s.round, s.community.length]).toEqual([2, 3]);
    expect(s.centre).toEqual(['Y1', 'Y2', 'Y3', 'Y4']);
    const end = playToShowdown(s, [1, 2, 3, 4]);
    expect(end.finals[0]).toEqual([null, null, null, null]);
    expect(end.showdown!.success).toBe(true);
  });
});

describe.each([['noise-sensors', 1] as const, ['ventilation-shaft', 4] as const])(
  '%s: the %i-star chips of rounds 1–3 are dark and never change owners',
  (challenge, stars) => {
    test('taken once, they stay', () => {
      let s = rigged({ pockets: four, next: board, options: adv, challenges: [challenge] });
      for (const letter of ['W', 'Y', 'O']) {
        const chip = `${letter}${stars}`;
        expect(s.dark).toEqual([chip]);
        s = must(s, 0, { type: 'takeChip', chip });
        expect(act(s, 1, { type: 'takeChip', chip })).toMatchObject({ reason: 'chip-locked' });
        expect(act(s, 0, { type: 'returnChip', chip })).toMatchObject({ reason: 'chip-locked' });
        const others = [1, 2, 3, 4].filter((n) => n !== stars);
        s = others.reduce(
          (st, n, i) => must(st, i + 1, { type: 'takeChip', chip: `${letter}${n}` }),
          s,
        );
      }
      expect(s.round).toBe(4);
      expect(s.dark).toEqual([]);
    });
  },
);

describe('3 Motion Detector and 7 Laser Tripwires', () => {
  test('a J, Q or K on the flop: the white 1-star holder draws new pocket cards', () => {
    let s = rigged({
      pockets: four,
      next: 'Qh 2c 3c 9h 9d',
      options: adv,
      challenges: ['motion-detector'],
    });
    s = takeAll(s, [3, 1, 2, 4]);
    expect(s.community).toEqual(['Qh', '2c', '3c']);
    expect(s.pockets[1]).toEqual(['9h', '9d']);
    expect(s.discard).toEqual(['Ac', '8d']);
    expect(theGang.view(s, 1).secrets!.discarded).toEqual(['Ac', '8d']);
    expect(s.log.some((e) => e.e === 'redraw' && e.seat === 1)).toBe(true);
  });

  test('no face card on the flop: Motion Detector does nothing', () => {
    let s = rigged({ pockets: four, next: board, options: adv, challenges: ['motion-detector'] });
    s = takeAll(s, [3, 1, 2, 4]);
    expect(s.pockets[1]).toEqual(['Ac', '8d']);
  });

  test('no J, Q or K on the flop: the highest white chip holder redraws under Laser Tripwires', () => {
    let s = rigged({
      pockets: four,
      next: '2c 3c 4d 9h 9d',
      options: adv,
      challenges: ['laser-tripwires'],
    });
    s = takeAll(s, [3, 1, 4, 2]);
    expect(s.pockets[2]).toEqual(['9h', '9d']);
    const faces = rigged({
      pockets: four,
      next: 'Kh 3c 4d 9h 9d',
      options: adv,
      challenges: ['laser-tripwires'],
    });
    expect(takeAll(faces, [3, 1, 4, 2]).pockets[2]).toEqual(['Ts', 'Th']);
  });
});

describe('4 Retina Scan and 9 Fingerprint Scan', () => {
  const guessing = (challenges: ('retina-scan' | 'fingerprint-scan')[]) =>
    playToShowdown(rigged({ pockets: four, next: board, options: adv, challenges }), [1, 2, 3, 4]);

  test('the others guess a card value of the highest red chip before its hand is revealed', () => {
    const s = guessing(['retina-scan']);
    expect(s.phase).toBe('guess');
    const v = theGang.view(s, 0);
    expect(v.scan).toMatchObject({ about: 3, open: ['retina-scan'] });
    expect(v.players.map((p) => p.pocket !== null)).toEqual([true, true, true, false]);
    expect(
      act(s, 3, { type: 'propose', proposal: { kind: 'retina-scan', rank: '5' } }),
    ).toMatchObject({ reason: 'not-a-guesser' });
    let t = must(s, 0, { type: 'propose', proposal: { kind: 'retina-scan', rank: '5' } });
    expect(act(t, 3, { type: 'agree', proposal: 1 })).toMatchObject({ reason: 'not-a-guesser' });
    t = must(must(t, 1, { type: 'agree', proposal: 1 }), 2, { type: 'agree', proposal: 1 });
    expect(t.phase).toBe('showdown');
    expect(t.showdown!.guesses).toEqual([
      { kind: 'retina-scan', guess: '5', actual: '3 5', correct: true },
    ]);
    expect(t.showdown!.success).toBe(true);
  });

  test('a wrong guess fails the heist even with the chips in the right order', () => {
    let s = guessing(['retina-scan']);
    s = must(s, 1, { type: 'propose', proposal: { kind: 'retina-scan', rank: 'K' } });
    s = must(must(s, 0, { type: 'agree', proposal: 1 }), 2, { type: 'agree', proposal: 1 });
    expect(s.showdown).toMatchObject({ orderCorrect: true, success: false });
    expect(s.alarms).toBe(1);
  });

  test('a dropped proposal is never dropped silently: declined and replaced ones are logged', () => {
    let s = guessing(['fingerprint-scan']);
    s = must(s, 0, { type: 'propose', proposal: { kind: 'fingerprint-scan', category: 'flush' } });
    s = must(s, 1, { type: 'propose', proposal: { kind: 'fingerprint-scan', category: 'pair' } });
    s = must(s, 2, { type: 'decline', proposal: 2 });
    expect(theGang.view(s, 0).log.filter((e) => e.e === 'proposal-dropped')).toEqual([
      expect.objectContaining({
        proposal: { kind: 'fingerprint-scan', category: 'flush' },
        why: 'replaced',
        seat: 1,
      }),
      expect.objectContaining({
        proposal: { kind: 'fingerprint-scan', category: 'pair' },
        why: 'declined',
        seat: 2,
      }),
    ]);
  });

  test('a declined proposal is gone; a newer one replaces an older one', () => {
    let s = guessing(['fingerprint-scan']);
    s = must(s, 0, { type: 'propose', proposal: { kind: 'fingerprint-scan', category: 'flush' } });
    s = must(s, 1, { type: 'decline', proposal: 1 });
    expect(s.proposal).toBeNull();
    s = must(s, 2, { type: 'propose', proposal: { kind: 'fingerprint-scan', category: 'pair' } });
    s = must(s, 1, {
      type: 'propose',
      proposal: { kind: 'fingerprint-scan', category: 'straight' },
    });
    expect(act(s, 0, { type: 'agree', proposal: 2 })).toMatchObject({ reason: 'stale-proposal' });
    s = must(must(s, 0, { type: 'agree', proposal: 3 }), 2, { type: 'agree', proposal: 3 });
    expect(s.showdown!.guesses).toEqual([
      { kind: 'fingerprint-scan', guess: 'straight', actual: 'straight', correct: true },
    ]);
  });

  test('both scans at once need both guesses', () => {
    let s = guessing(['retina-scan', 'fingerprint-scan']);
    s = must(s, 0, {
      type: 'propose',
      proposal: { kind: 'fingerprint-scan', category: 'straight' },
    });
    s = must(must(s, 1, { type: 'agree', proposal: 1 }), 2, { type: 'agree', proposal: 1 });
    expect(s.phase).toBe('guess');
    expect(
      act(s, 0, { type: 'propose', proposal: { kind: 'fingerprint-scan', category: 'pair' } }),
    ).toMatchObject({ reason: 'no-such-guess' });
    s = must(s, 0, { type: 'propose', proposal: { kind: 'retina-scan', rank: '3' } });
    s = must(must(s, 1, { type: 'agree', proposal: 2 }), 2, { type: 'agree', proposal: 2 });
    expect(s.showdown!.success).toBe(true);
  });
});

describe('5 Hasty Getaway', () => {
  test('no orange chips: the turn and the river come out and red chips follow yellow', () => {
    let s = rigged({ pockets: four, next: board, options: adv, challenges: ['hasty-getaway'] });
    s = takeAll(takeAll(s, [1, 2, 3, 4]), [1, 2, 3, 4]);
    expect([s.round, s.community.length, s.centre[0]]).toEqual([4, 5, 'R1']);
    s = takeAll(s, [1, 2, 3, 4]);
    expect(s.finals[2]).toEqual([null, null, null, null]);
    expect(s.showdown!.success).toBe(true);
  });
});

describe('8 Blackout', () => {
  test('earlier rounds’ chips are discarded: no rows, and no earlier chip moves in the log', () => {
    let s = rigged({ pockets: four, next: board, options: adv, challenges: ['blackout'] });
    s = takeAll(takeAll(s, [4, 3, 2, 1]), [1, 2, 3, 4]);
    const v = theGang.view(s, 0);
    expect(v.players.map((p) => p.row)).toEqual([[], [], [], []]);
    expect(v.log.filter((e) => e.e === 'take' || e.e === 'round-end')).toEqual([]);
    // The rules still remember who held what (Motion Detector, the showdown).
    expect(s.finals[0]).toEqual(['W4', 'W3', 'W2', 'W1']);
  });

  test('discarded chips stay out of sight at a scan guess and at the showdown too', () => {
    let s = rigged({
      pockets: four,
      next: board,
      options: adv,
      challenges: ['blackout', 'retina-scan'],
    });
    s = takeAll(takeAll(takeAll(s, [4, 3, 2, 1]), [2, 1, 4, 3]), [3, 4, 1, 2]);
    s = takeAll(s, [1, 2, 3, 4]);
    expect(s.phase).toBe('guess');
    const earlier = (st: GangState) =>
      theGang
        .view(st, 0)
        .log.filter((e) => ['take', 'return', 'round-end'].includes(e.e) && e.round < 4);
    expect(earlier(s)).toEqual([]);
    expect(theGang.view(s, 0).log.filter((e) => e.e === 'take')).toHaveLength(4); // the red ones
    s = must(s, 0, { type: 'propose', proposal: { kind: 'retina-scan', rank: '3' } });
    s = must(must(s, 1, { type: 'agree', proposal: 1 }), 2, { type: 'agree', proposal: 1 });
    expect(s.phase).toBe('showdown');
    expect(earlier(s)).toEqual([]);
  });
});

describe('10 Security Cameras', () => {
  test('three pocket cards each; the best five of eight counts', () => {
    const pockets = ['Ac 8d 3d', 'Kd 9c 2d', 'Ts Th 5s', 'Qc Qd Qh'];
    let s = rigged({
      pockets,
      next: 'Qs 2s 7d Tc 4h',
      options: adv,
      challenges: ['security-cameras'],
    });
    expect(s.pockets.map((p) => p.length)).toEqual([3, 3, 3, 3]);
    s = playToShowdown(s, [1, 2, 3, 4]);
    expect(s.showdown!.hands.map((h) => h.category)).toEqual([
      'high-card',
      'pair',
      'three-of-a-kind',
      'four-of-a-kind',
    ]);
    expect(s.showdown!.hands[3]!.best).toHaveLength(5);
    expect(s.showdown!.success).toBe(true);
  });
});
