// What the banner says, from the view alone.
import { afterEach, describe, expect, test } from 'vitest';
import type { GofLogEntry } from '../../../engine/games/gang-of-four/index.ts';
import { logText } from '../../../i18n/games/gang-of-four/texts.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { gangOfFour, type GofState, type GofView } from '../../../engine/index.ts';
import { moves, rigged } from '../../../engine/games/gang-of-four/test-kit.ts';
import { listNames, nextActiveSeat, roundText, scoreSheet, turnText } from './format.ts';

const NAMES = ['Ann', 'Bo', 'Cy', 'Di'];
const name = (s: number) => NAMES[s]!;
const view = (s: GofState, seat: number | null) =>
  (seat === null ? gangOfFour.spectatorView(s) : gangOfFour.view(s, seat)) as GofView;

describe('the banner', () => {
  test.each([
    [[], ''],
    [['Ann'], 'Ann'],
    [['Ann', 'Bo'], 'Ann and Bo'],
    [['You', 'Bo', 'Cy'], 'You, Bo and Cy'],
  ])('names %j read "%s"', (names, want) => {
    expect(listNames(names)).toBe(want);
  });

  test('the first lead of the game must include the multicoloured 1', () => {
    const s = rigged({ hands: ['1M 2G 9Y', '4G 6Y', '2Y 7G'] });
    expect(turnText(view(s, 0), name)).toEqual({
      title: 'Your turn',
      detail: 'You lead the game: your play must include the multicoloured 1.',
      mine: true,
    });
    expect(turnText(view(s, null), name).title).toBe('Ann to play');
  });

  test('the end of the game: one winner, or a shared win', () => {
    const hands = ['3G', '4G 6Y', '2G 7G 7Y 8Y 9Y 10Y 1G 1Y'];
    // Ann goes out; Bo scores 2, Cy 16.
    const one = moves(rigged({ hands, leader: 0, totals: [90, 99, 84] }), '3G');
    expect(one.result!.winners).toEqual([0]);
    expect(turnText(view(one, 0), name).title).toBe('You win the game!');
    expect(turnText(view(one, 2), name).title).toBe('Ann wins the game!');
    const tie = moves(rigged({ hands, leader: 0, totals: [95, 93, 84] }), '3G');
    expect(tie.result!.winners).toEqual([0, 1]);
    expect(turnText(view(tie, 1), name).title).toBe('You and Ann win the game!');
    expect(turnText(view(tie, null), name).title).toBe('Ann and Bo win the game!');
  });

  test('the round line, and who plays next skipping players out of the round', () => {
    const s = rigged({ hands: ['3G 5R', '4G 6Y 6R', '2G 7G', '8R 9R'], leader: 0 });
    expect(roundText(view(s, 0), name)).toBe('Round 1 · ↺ counter-clockwise · Bo dealt');
    const v = view(s, 0);
    expect(nextActiveSeat(v, 0)).toBe(3);
    const out = { ...v, players: v.players.map((p) => (p.seat === 3 ? { ...p, out: true } : p)) };
    expect(nextActiveSeat(out, 0)).toBe(2);
  });

  test('the score sheet marks who went out and who forgot "last card"', () => {
    const hands = ['3G 5R', '4G 6Y 6R', '9G'];
    let s = rigged({ hands, leader: 0, direction: 'clockwise', options: { lastCard: 'called' } });
    // Ann plays down to one card without the call: out, 1 point; Cy goes out.
    s = moves(s, '3G', '4G', '9G');
    expect(s.phase).toBe('round-end');
    const sheet = scoreSheet(view(s, 1));
    expect(sheet.rows).toEqual([
      {
        round: 1,
        cells: [
          { points: 1, out: false, forgot: true },
          { points: 2, out: false, forgot: false },
          { points: 0, out: true, forgot: false },
        ],
      },
    ]);
    expect(sheet.totals).toEqual([1, 2, 0]);
  });
});

describe('in the reader’s language', () => {
  afterEach(() => void i18n.changeLanguage('en'));

  test('German and Korean: the books’ words, the reader’s lists and plurals', async () => {
    const s = rigged({ hands: ['1M 2G 9Y', '4G 6Y', '2Y 7G'] });
    await i18n.changeLanguage('de');
    expect(turnText(view(s, 0), name)).toEqual({
      title: 'Du bist dran',
      detail: 'Du eröffnest das Spiel: dein Ausspiel muss die mehrfarbige 1 enthalten.',
      mine: true,
    });
    expect(listNames(['Ann', 'Bo', 'Cy'])).toBe('Ann, Bo und Cy');
    expect(logText({ e: 'play', seat: 1, count: 1 } as GofLogEntry, name)).toBe(
      'Bo spielt eine Karte aus.',
    );
    await i18n.changeLanguage('ko');
    expect(turnText(view(s, null), name).title).toBe('Ann의 차례');
    expect(logText({ e: 'play', seat: 2, count: 5 } as GofLogEntry, name)).toBe(
      'Cy이(가) 카드 5장을 냅니다.',
    );
    await i18n.changeLanguage('pt');
    expect(roundText(view(rigged({ hands: ['3G', '4G'], leader: 0 }), 0), name)).toMatch(
      /^Rodada 1 · ↺ anti-horário · /,
    );
  });
});
