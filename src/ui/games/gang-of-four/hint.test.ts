// Gang of Four's first-game hint says what this seat should do now, from real engine states:
// lead (with the multicoloured 1 in round 1), beat the trick or pass, wait, the exchange.
import { describe, expect, test } from 'vitest';
import { gangOfFour, type GofState } from '../../../engine/index.ts';
import { moves, rigged } from '../../../engine/games/gang-of-four/test-kit.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { gofHint } from './hint.ts';

const hint = (s: GofState, seat: number | null) =>
  gofHint(seat === null ? gangOfFour.spectatorView(s) : gangOfFour.view(s, seat));

const hands = ['1M 3G 5R', '4G 4Y 6Y', '2G 7G 7Y', '8R 8Y 10G'];

describe('Gang of Four’s first-game hint', () => {
  test('round 1: the holder of the multicoloured 1 leads with it; the others wait', () => {
    const s = rigged({ hands });
    expect(s.turn).toBe(0);
    expect(hint(s, 0)).toBe('You lead: play the multicoloured 1, alone or in a combination.');
    expect(hint(s, 1)).toBe('Wait for your turn: the others play or pass.');
  });

  test('a lead of anything; on a trick, beat it or pass', () => {
    const s = rigged({ hands, leader: 2 });
    expect(hint(s, 2)).toBe('You lead: play any single card or combination.');
    const after = moves(s, '2G');
    const next = after.turn!;
    expect(hint(after, next)).toBe(
      'Play a combination higher than the trick, with as many cards (or a gang), or pass.',
    );
  });

  test('the exchange, the round’s end, a spectator; in German', () => {
    const s = rigged({ hands });
    const v = gangOfFour.view(s, 1);
    expect(gofHint({ ...v, phase: 'exchange', turn: 1 })).toMatch(/^You won the last round/);
    expect(gofHint({ ...v, phase: 'exchange', turn: 0 })).toMatch(/^The cards are being exchanged/);
    expect(gofHint({ ...v, phase: 'round-end' })).toMatch(/^Round over/);
    expect(gofHint({ ...v, phase: 'over' })).toBeNull();
    expect(hint(s, null)).toBeNull();
    void i18n.changeLanguage('de');
    try {
      expect(hint(s, 0)).toBe('Du spielst aus: Eine deiner Karten muss die mehrfarbige Eins sein.');
    } finally {
      void i18n.changeLanguage('en');
    }
  });
});
