// Gangsta!'s first-game hint says what this seat should do now, from real engine states: act on
// your turn, staff the heist you started, answer a partner's ask, make a choice owed, or wait.
import { describe, expect, test } from 'vitest';
import { gangsta, type GangstaState } from '../../../engine/index.ts';
import { must, rig } from '../../../engine/games/gangsta/test-kit.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { gangstaHint } from './hint.ts';

const hint = (s: GangstaState, seat: number | null) =>
  gangstaHint(seat === null ? gangsta.spectatorView(s) : gangsta.view(s, seat));

// b5: Leader, Enforcer, Driver; g13 Hacker; h1-01 needs Enforcer + Hacker.
const table = () =>
  rig({
    gangs: ['b5 g10 g13', 'b3 g16', 'b4'],
    money: [4, 3, 0],
    river: 'g01 g04 g07 g11 g30',
    heists: 'h1-01 h1-02 h1-03 h1-04 h1-05',
  });

describe('Gangsta!’s first-game hint', () => {
  test('your turn: recruit, staff a heist or pass; the others wait', () => {
    const s = table();
    expect(hint(s, 0)).toBe('Your turn: recruit a gangster, or staff a heist, or pass.');
    expect(hint(s, 1)).toBe('Wait: another boss is playing.');
    expect(hint(s, null)).toBeNull();
  });

  test('a heist under way: its initiator staffs it', () => {
    const s = must(table(), 0, { type: 'heist', heist: 'h1-01' });
    expect(s.phase).toBe('heist');
    expect(hint(s, 0)).toBe(
      'Staff the heist: engage available gangsters until every skill is covered.',
    );
    expect(hint(s, 1)).toBe('Wait: another boss is playing.');
  });

  test('a partner asked, a choice owed, the game over; in Portuguese', () => {
    const v = gangsta.view(table(), 1);
    const heist = {
      card: 'h2-01',
      initiator: 0,
      team: [],
      missing: [],
      asking: { seat: 1, gangster: 'g16' },
    };
    expect(gangstaHint({ ...v, phase: 'heist', heist })).toMatch(/^Another boss asks/);
    expect(gangstaHint({ ...v, phase: 'resolve', waitingFor: [1] })).toBe(
      'A choice is asked of you: see your panel.',
    );
    expect(gangstaHint({ ...v, phase: 'resolve', waitingFor: [2] })).toMatch(/^Wait/);
    expect(gangstaHint({ ...v, phase: 'over' })).toBeNull();
    void i18n.changeLanguage('pt');
    try {
      expect(hint(table(), 0)).toBe('Sua vez: recrute um gângster, monte um golpe, ou passe.');
    } finally {
      void i18n.changeLanguage('en');
    }
  });
});
