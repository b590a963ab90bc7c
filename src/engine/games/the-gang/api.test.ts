import { describe, expect, test } from 'vitest';
import { compareHoldem, holdemCategory, theGangShowdown } from './api.ts';

// Rulebook, "True tie": a board and pockets giving Arsène 2-2-A-10-7, Doris 2-2-A-10-7,
// Trudy 2-2-A-J-7 and Danny A-A-A-2-2.
const BOARD = '2c 2d As 7h 3s';
const ARSENE = 'Td 4c';
const DORIS = 'Tc 6d';
const TRUDY = 'Jh 4d';
const DANNY = 'Ah Ad';

describe('theGangShowdown', () => {
  test.each<[string, [number, number, number, number], 'success' | 'fail']>([
    ['the rulebook order', [1, 2, 3, 4], 'success'],
    ['Arsène and Doris swapped (a true tie)', [2, 1, 3, 4], 'success'],
    ['Trudy and Danny swapped', [1, 2, 4, 3], 'fail'],
    ['Doris and Trudy swapped', [1, 3, 2, 4], 'fail'],
    ['all reversed', [4, 3, 2, 1], 'fail'],
  ])('TRUE TIE example, %s -> %s', (_, [a, d, t, y], want) => {
    const players = [
      { pocket: ARSENE, star: a },
      { pocket: DORIS, star: d },
      { pocket: TRUDY, star: t },
      { pocket: DANNY, star: y },
    ];
    expect(theGangShowdown(BOARD, players)).toBe(want);
  });

  test('the hands are what the rulebook says', () => {
    expect(compareHoldem(`${BOARD} ${ARSENE}`, `${BOARD} ${DORIS}`)).toBe(0);
    expect(compareHoldem(`${BOARD} ${TRUDY}`, `${BOARD} ${ARSENE}`)).toBe(1);
    expect(compareHoldem(`${BOARD} ${TRUDY}`, `${BOARD} ${DANNY}`)).toBe(-1);
    expect(holdemCategory(`${BOARD} ${DANNY}`)).toBe('full-house');
  });

  test('Security Cameras: three pocket cards each', () => {
    const players = [
      { pocket: '2h 3h 4h', star: 1 }, // 2-2-2-3-3
      { pocket: 'Ks Kd 9c', star: 2 }, // K-K-2-2-A
      { pocket: 'Ac Ah 8d', star: 3 }, // A-A-A-2-2
    ];
    expect(theGangShowdown('2c 2d As 7h 3s', players)).toBe('fail');
    expect(
      theGangShowdown('2c 2d As 7h 3s', [
        { pocket: 'Ks Kd 9c', star: 1 },
        { pocket: '2h 3h 4h', star: 2 },
        { pocket: 'Ac Ah 8d', star: 3 },
      ]),
    ).toBe('success');
  });

  test('the Jack specialist may sit in a pocket', () => {
    const players = [
      { pocket: '4c 5d', star: 1 }, // K-Q-7-5-4
      { pocket: 'J* 9h', star: 2 }, // K-Q-J-9-7
      { pocket: 'Jc Jd', star: 3 }, // J-J-K-Q-7
    ];
    expect(theGangShowdown('2s 7h Kd Qc 3s', players)).toBe('success');
  });

  test.each<[string, string, { pocket: string; star: number }[], string]>([
    [
      'two players',
      BOARD,
      [
        { pocket: ARSENE, star: 1 },
        { pocket: DORIS, star: 2 },
      ],
      'The Gang is played by 3 to 6 players, got 2',
    ],
    [
      'four board cards',
      '2c 2d As 7h',
      [
        { pocket: ARSENE, star: 1 },
        { pocket: DORIS, star: 2 },
        { pocket: TRUDY, star: 3 },
      ],
      "board: expected 5 cards, got 4 ('2c 2d As 7h')",
    ],
    [
      'an unknown board token',
      '2c 2d As 7h 10s',
      [
        { pocket: ARSENE, star: 1 },
        { pocket: DORIS, star: 2 },
        { pocket: TRUDY, star: 3 },
      ],
      "board: unknown card '10s': write ten as 'T'",
    ],
    [
      'a one-card pocket',
      BOARD,
      [
        { pocket: 'Td', star: 1 },
        { pocket: DORIS, star: 2 },
        { pocket: TRUDY, star: 3 },
      ],
      "player 1's pocket: expected 2 to 3 cards, got 1 ('Td')",
    ],
    [
      'mixed pocket sizes',
      BOARD,
      [
        { pocket: ARSENE, star: 1 },
        { pocket: 'Tc 6d 9d', star: 2 },
        { pocket: TRUDY, star: 3 },
      ],
      "player 2's pocket has 3 cards but player 1's has 2",
    ],
    [
      'a pocket card on the board',
      BOARD,
      [
        { pocket: ARSENE, star: 1 },
        { pocket: 'As 6d', star: 2 },
        { pocket: TRUDY, star: 3 },
      ],
      "card 'As' is both on the board and in player 2's pocket",
    ],
    [
      'a card in two pockets',
      BOARD,
      [
        { pocket: ARSENE, star: 1 },
        { pocket: DORIS, star: 2 },
        { pocket: 'Jh Td', star: 3 },
      ],
      "card 'Td' is both in player 1's pocket and in player 3's pocket",
    ],
    [
      'a card twice in one pocket',
      BOARD,
      [
        { pocket: 'Td Td', star: 1 },
        { pocket: DORIS, star: 2 },
        { pocket: TRUDY, star: 3 },
      ],
      "player 1's pocket: duplicate card 'Td'",
    ],
    [
      'a star too high',
      BOARD,
      [
        { pocket: ARSENE, star: 1 },
        { pocket: DORIS, star: 2 },
        { pocket: TRUDY, star: 4 },
      ],
      "player 3's star 4 is not a chip of a 3-player game (1 to 3)",
    ],
    [
      'a star of zero',
      BOARD,
      [
        { pocket: ARSENE, star: 0 },
        { pocket: DORIS, star: 2 },
        { pocket: TRUDY, star: 3 },
      ],
      "player 1's star 0 is not a chip",
    ],
    [
      'a star given twice',
      BOARD,
      [
        { pocket: ARSENE, star: 2 },
        { pocket: DORIS, star: 2 },
        { pocket: TRUDY, star: 3 },
      ],
      'star 2 is held by both player 1 and player 2',
    ],
  ])('rejects %s', (_, board, players, message) => {
    expect(() => theGangShowdown(board, players)).toThrow(message);
  });
});

describe('holdemCategory', () => {
  test.each([
    ['As Ks Qs Js Ts 2c 3d', 'royal-flush'],
    ['Ah 2h 3h 4h 5h', 'straight-flush'],
    ['Ac Ad As Ah 2h 7h 9h Jh', 'four-of-a-kind'],
    ['J* Jc Jd Jh Js 2c 3d', 'four-of-a-kind'],
    ['Th J* Qh Kh Ah', 'straight'],
    ['2c 2d As 7h 3s Td', 'pair'],
    ['Kc Ad 2h 3s 4c', 'high-card'],
  ])('%s -> %s', (cards, want) => {
    expect(holdemCategory(cards)).toBe(want);
  });

  test.each([
    ['As Ks Qs Js', "hand: expected 5 to 9 cards, got 4 ('As Ks Qs Js')"],
    ['As Ks Qs Js Ts 9s 8s 7s 6s 5s', 'hand: expected 5 to 9 cards, got 10'],
    ['As Ks Qs Js As', "hand: duplicate card 'As'"],
    ['As Ks Qs Js 1s', "hand: unknown card '1s'"],
  ])('%j throws %s', (cards, message) => {
    expect(() => holdemCategory(cards)).toThrow(message);
  });
});

describe('compareHoldem', () => {
  test.each<[string, string, -1 | 0 | 1]>([
    ['As Ks Qs Js Ts', 'Ah Kh Qh Jh Th', 0],
    ['As Ks Qs Js Ts', 'Ac Ad Ah As Kc', 1],
    ['Ac 2d 3h 4s 5c', '2c 3d 4h 5s 6c', -1],
    ['2c 2d As 7h 3s Td 4c', '2c 2d As 7h 3s Tc 6d', 0], // the same board may appear in both
    ['Ac Ad As Ah 2h 7h 9h Jh', 'Kh Qh 9h 7h 3h 2c 4d 6s', 1],
  ])('%s vs %s -> %i', (a, b, want) => {
    expect(compareHoldem(a, b)).toBe(want);
    expect(compareHoldem(b, a)).toBe(-want || 0);
  });

  test('errors say which side is wrong', () => {
    expect(() => compareHoldem('As Ks Qs Js Ts', 'As Ks')).toThrow(
      'second hand: expected 5 to 9 cards, got 2',
    );
    expect(() => compareHoldem('As Ks Qs Js Tx', 'As Ks Qs Js Ts')).toThrow(
      "first hand: unknown card 'Tx'",
    );
  });
});
