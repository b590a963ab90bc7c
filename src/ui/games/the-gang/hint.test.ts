// The Gang's first-game hint says what this seat should do now, from real engine states: take a
// chip, then swap or wait, confirm the last call, pass a card, guess, watch the showdown.
import { describe, expect, test } from 'vitest';
import { theGang } from '../../../engine/index.ts';
import type { GangState } from '../../../engine/games/the-gang/state.ts';
import { must, playToShowdown, rigged, takeAll } from '../../../engine/games/the-gang/test-kit.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { gangHint } from './hint.ts';

const heist = () => rigged({ pockets: ['Kd Jc', 'Qc 3d', 'Ah Ts'], next: 'As 2s 7d Tc 4h' });
const hint = (s: GangState, seat: number | null) =>
  gangHint(seat === null ? theGang.spectatorView(s) : theGang.view(s, seat));

describe('The Gang’s first-game hint', () => {
  test('a round: take a chip; holding one, swap or wait', () => {
    const s = heist();
    expect(hint(s, 0)).toBe('Take a chip: the star count says how strong you think your hand is.');
    const taken = must(s, 0, { type: 'takeChip', chip: 'W1' });
    expect(hint(taken, 0)).toMatch(/^You have a chip\. Swap it/);
    expect(hint(taken, 1)).toMatch(/^Take a chip/);
  });

  test('round 4’s last call (a specialist still unused): confirm when ready', () => {
    let s = rigged({
      pockets: ['Kd Jc', 'Qc 3d', 'Ah Ts'],
      next: 'As 2s 7d Tc 4h',
      options: { mode: 'advanced' },
      specialist: 'muscle', // a group specialist: the crew may still use it
    });
    for (let r = 0; r < 4; r++) s = takeAll(s, [1, 2, 3]);
    expect(s.lastCall).not.toBeNull();
    expect(hint(s, 2)).toBe(
      'Everyone has a red chip: confirm when you are ready for the showdown.',
    );
  });

  test('the showdown, the coordinator’s pass, a scan guess, a specialist’s step', () => {
    const shown = playToShowdown(heist(), [1, 2, 3]);
    expect(hint(shown, 1)).toMatch(/^The hands are shown from the lowest red chip up/);
    const v = theGang.view(heist(), 1);
    expect(gangHint({ ...v, phase: 'coordinate', passed: [false, false, false] })).toBe(
      'Choose a card to pass to the player on your left.',
    );
    expect(gangHint({ ...v, phase: 'coordinate', passed: [false, true, false] })).toBeNull();
    const scan = { about: 2, open: ['retina-scan' as const], agreed: {} };
    expect(gangHint({ ...v, phase: 'guess', scan })).toMatch(/^Agree with the gang/);
    expect(gangHint({ ...v, phase: 'guess', scan: { ...scan, about: 1 } })).toBeNull();
    expect(gangHint({ ...v, pending: { kind: 'hacker-discard', seat: 1 } })).toMatch(
      /^A specialist asks something of you/,
    );
  });

  test('a spectator and a finished game: nothing; the reader’s language', () => {
    const s = heist();
    expect(hint(s, null)).toBeNull();
    expect(gangHint({ ...theGang.view(s, 0), phase: 'over' })).toBeNull();
    void i18n.changeLanguage('ko');
    try {
      expect(hint(s, 0)).toBe(
        '칩을 하나 가져오세요. 별 수는 내 패가 얼마나 강하다고 생각하는지를 뜻합니다.',
      );
    } finally {
      void i18n.changeLanguage('en');
    }
  });
});
