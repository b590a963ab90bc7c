// The crew bot in named situations: one table per test, set up from stacked decks with the
// engine's own test kit, and the bot asked for its move from one seat's view.
import { describe, expect, test } from 'vitest';
import { seedRng } from '../../core/rng.ts';
import { theGang, type GangIntent, type GangState } from '../../games/the-gang/index.ts';
import { must, rigged, takeAll } from '../../games/the-gang/test-kit.ts';
import type { Specialist } from '../../games/the-gang/vocabulary.ts';
import { crewBot } from './crew.ts';

const rng = seedRng('crew-test');
const move = (s: GangState, seat: number): GangIntent | null =>
  crewBot(theGang.view(s, seat), rng)[0];

/** Every seat takes the given stars, round after round, until round `round` begins. */
function toRound(s: GangState, round: number, rows: readonly (readonly number[])[]): GangState {
  let st = s;
  for (const stars of rows) {
    if (st.round >= round) break;
    st = takeAll(st, stars);
  }
  return st;
}

/** Seats take chips in the given order: [seat, stars] pairs. */
function take(s: GangState, moves: readonly [number, number][]): GangState {
  const letter = 'WYOR'[s.round - 1]!;
  return moves.reduce(
    (st, [seat, stars]) => must(st, seat, { type: 'takeChip', chip: `${letter}${stars}` }),
    s,
  );
}

/** Proposes from `by` and has every other seat agree. */
function agreeAll(s: GangState, proposal: object, by = 0): GangState {
  let t = must(s, by, { type: 'propose', proposal });
  for (let seat = 0; seat < t.seats && t.proposal; seat++) {
    if (!t.proposal.agreed.includes(seat))
      t = must(t, seat, { type: 'agree', proposal: t.proposal.id });
  }
  return t;
}

const advanced = (pockets: string[], next: string, specialist: Specialist | null = null) =>
  rigged({ pockets, next, options: { mode: 'advanced' }, specialist });

describe('chips', () => {
  test('with the 2-7 offsuit pre-flop it takes a low chip', () => {
    const s = rigged({ pockets: ['7c 2d', 'As Kd', 'Qh Qs', 'Ts 9s'] });
    expect(move(s, 0)).toEqual({ type: 'takeChip', chip: 'W1' });
  });

  test('with pocket aces pre-flop it takes the top white chip', () => {
    const s = rigged({ pockets: ['7c 2d', 'As Ad', 'Qh 5s', 'Ts 4s'] });
    expect(move(s, 1)).toEqual({ type: 'takeChip', chip: 'W4' });
  });

  test('holding the nuts on the river it takes the top red chip', () => {
    let s = rigged({ pockets: ['As Ks', '7c 2d', '9h 9d', '4c 5d'], next: 'Qs Js Ts 3h 2h' });
    s = toRound(s, 4, [
      [3, 1, 4, 2],
      [4, 1, 3, 2],
      [4, 1, 3, 2],
    ]);
    expect(s.round).toBe(4);
    expect(move(s, 0)).toEqual({ type: 'takeChip', chip: 'R4' });
  });

  test('it takes a chip from a player who signalled weaker when its own estimate is higher', () => {
    // Seat 1 signalled the weakest hand all along, then reached for the top red chip; seat 0
    // holds a straight flush.
    let s = rigged({ pockets: ['9s 8s', '7c 2d', 'Ah Kd', 'Qc Jd'], next: 'Ts Js Qs 3h 2h' });
    s = toRound(s, 4, [
      [3, 1, 4, 2],
      [4, 1, 3, 2],
      [4, 1, 3, 2],
    ]);
    s = take(s, [[1, 4]]);
    expect(move(s, 0)).toEqual({ type: 'takeChip', chip: 'R4' });
  });

  test('it leaves a chip where the table agrees with it', () => {
    let s = rigged({ pockets: ['As Ks', '7c 2d', '9h 9d', '4c 5d'], next: 'Qs Js Ts 3h 2h' });
    s = toRound(s, 4, [
      [3, 1, 4, 2],
      [4, 1, 3, 2],
      [4, 1, 3, 2],
    ]);
    s = take(s, [[0, 4]]);
    expect(move(s, 0)).toBeNull();
  });

  test('it gives its red chip back when an announcement shows it was wrong', () => {
    // Seat 0 took the top red chip with a pair; the Getaway Driver then says seat 2 has a flush.
    let s = advanced(['Kc Kd', '7c 2d', 'Ah 3h', '4c 5d'], '9h 8h Jh 2s Qc', 'getaway-driver');
    s = toRound(s, 4, [
      [4, 1, 3, 2],
      [4, 1, 3, 2],
      [4, 1, 3, 2],
    ]);
    s = take(s, [
      [0, 4],
      [1, 1],
      [2, 3],
      [3, 2],
    ]);
    expect(s.lastCall).not.toBeNull();
    s = agreeAll(s, { kind: 'getaway-driver', seat: 2 }, 1);
    expect(s.announcements.at(-1)).toMatchObject({ seat: 2, category: 'flush' });
    expect(move(s, 0)).toEqual({ type: 'returnChip', chip: 'R4' });
  });

  test('a dark chip it is unsure of is left for later', () => {
    // Ventilation Shaft: the top chips of rounds 1–3 never move again once taken. K-8 is
    // likelier the best of four hands than the second, but not surely: it takes the next chip.
    const table = (challenge: 'ventilation-shaft' | 'noise-sensors') =>
      rigged({
        pockets: ['Kc 8d', '2c 2d', '3h 4s', '5s 7h'],
        options: { mode: 'advanced' },
        challenges: [challenge],
      });
    expect(move(table('noise-sensors'), 0)).toEqual({ type: 'takeChip', chip: 'W4' });
    expect(move(table('ventilation-shaft'), 0)).toEqual({ type: 'takeChip', chip: 'W3' });
  });
});

describe('specialists and the last call', () => {
  const pockets = ['Kc Kd', '7c 2d', 'Ah 3h', '4c 5d'];
  const board = '9h 8h Jh 2s Qc 9c';
  const atLastCall = (specialist: Specialist) => {
    let s = advanced(pockets, board, specialist);
    s = toRound(s, 4, [
      [3, 1, 4, 2],
      [3, 1, 4, 2],
      [3, 1, 4, 2],
    ]);
    return take(s, [
      [0, 3],
      [1, 1],
      [2, 4],
      [3, 2],
    ]);
  };

  test('at the last call it proposes the Muscle for the highest red chip', () => {
    const s = atLastCall('muscle');
    expect(move(s, 1)).toMatchObject({ type: 'propose', proposal: { kind: 'muscle', seat: 2 } });
  });

  test('it proposes the Hacker for the lowest red chip', () => {
    const s = atLastCall('hacker');
    expect(move(s, 3)).toMatchObject({ type: 'propose', proposal: { kind: 'hacker', seat: 1 } });
  });

  test('it agrees to a proposal', () => {
    const s = must(atLastCall('muscle'), 1, {
      type: 'propose',
      proposal: { kind: 'muscle', seat: 2 },
    });
    expect(move(s, 0)).toEqual({ type: 'agree', proposal: s.proposal!.id });
  });

  test('the Informant goes to the player whose place against the proposer is least clear', () => {
    const s = atLastCall('informant');
    const m = move(s, 0);
    expect(m).toMatchObject({ type: 'propose', proposal: { kind: 'informant', target: 0 } });
    // Seat 1 (7-2, the lowest chips all along) is the clearest; the doubt lies with another.
    expect(m).not.toMatchObject({ proposal: { seat: 1 } });
  });

  test('as the Informant it shows its highest card', () => {
    const s = agreeAll(atLastCall('informant'), { kind: 'informant', seat: 2, target: 0 }, 3);
    expect(move(s, 2)).toEqual({ type: 'show', card: 'Ah' });
  });

  test('as the Hacker on the lowest red chip it puts down a card that would lift it', () => {
    // Seat 1 (7-2, the lowest red chip) draws the 9c: a pair of nines would lift it off the
    // bottom, so the drawn card goes face down.
    const s = agreeAll(atLastCall('hacker'), { kind: 'hacker', seat: 1 }, 0);
    expect(s.pockets[1]).toContain('9c');
    expect(move(s, 1)).toEqual({ type: 'discard', card: '9c' });
  });

  test('with nothing more to say it confirms the reveal', () => {
    const s = agreeAll(atLastCall('muscle'), { kind: 'muscle', seat: 2 }, 0);
    expect(s.lastCall).toEqual([false, false, false, false]);
    expect(move(s, 1)).toEqual({ type: 'reveal' });
  });

  test('under the Coordinator it passes the card it can spare', () => {
    const s = advanced(['As 3d', '7c 2d', 'Ah 3h', '4c 5d'], board, 'coordinator');
    expect(s.phase).toBe('coordinate');
    expect(move(s, 0)).toEqual({ type: 'pass', card: '3d' });
  });
});

describe('scans', () => {
  test('Fingerprint Scan: it names the likeliest category of the top hand', () => {
    // The board holds three 2s; seat 3's 9-5 makes a full house, so the top hand that beats
    // it is most likely a full house too.
    let s = rigged({
      pockets: ['3c 4d', 'Ks Qd', 'Ac Ah', '9d 5h'],
      next: '2c 2d 2h 7s 9c',
      options: { mode: 'advanced' },
      challenges: ['fingerprint-scan'],
    });
    s = toRound(s, 5, [
      [1, 3, 4, 2],
      [1, 2, 4, 3],
      [1, 2, 4, 3],
      [1, 2, 4, 3],
    ]);
    expect(s.phase).toBe('guess');
    expect(move(s, 2)).toBeNull(); // the top hand takes no part
    expect(move(s, 0)).toEqual({
      type: 'propose',
      proposal: { kind: 'fingerprint-scan', category: 'full-house' },
    });
  });

  test('Retina Scan: it names a rank the top hand likely holds', () => {
    // Everybody else is open and low; the top hand signalled the strongest from the deal on,
    // with an ace on the board.
    let s = rigged({
      pockets: ['3c 4d', '6s 7d', 'Ac Kh', '8d 5h'],
      next: 'As Jd 9h 2s 2c',
      options: { mode: 'advanced' },
      challenges: ['retina-scan'],
    });
    s = toRound(s, 5, [
      [1, 2, 4, 3],
      [1, 2, 4, 3],
      [1, 2, 4, 3],
      [1, 2, 4, 3],
    ]);
    expect(s.phase).toBe('guess');
    const m = move(s, 0);
    expect(m).toMatchObject({ type: 'propose', proposal: { kind: 'retina-scan' } });
    const rank = (m as { proposal: { rank: string } }).proposal.rank;
    expect(['A', 'K']).toContain(rank);
  });
});

describe('it decides from its own view only', () => {
  test('two tables that differ only in cards it cannot see get the same move', () => {
    const a = rigged({ pockets: ['Kc Kd', '7c 2d', 'Ah 3h', '4c 5d'], next: '9h 8h Jh 2s Qc' });
    const b = rigged({ pockets: ['Kc Kd', 'Qs Qh', '6d 6c', 'Tc Td'], next: '9h 8h Jh 2s Qc' });
    for (const [x, y] of [
      [a, b],
      [
        toRound(a, 3, [
          [4, 1, 3, 2],
          [4, 1, 3, 2],
        ]),
        toRound(b, 3, [
          [4, 1, 3, 2],
          [4, 1, 3, 2],
        ]),
      ],
    ] as const) {
      expect(theGang.view(x, 0)).toEqual(theGang.view(y, 0));
      for (const seed of ['a', 'b', 'c']) {
        expect(crewBot(theGang.view(x, 0), seedRng(seed))).toEqual(
          crewBot(theGang.view(y, 0), seedRng(seed)),
        );
      }
    }
  });

  test('it never acts for a spectator or after the game', () => {
    const s = rigged({ pockets: ['Kc Kd', '7c 2d', 'Ah 3h', '4c 5d'] });
    expect(crewBot(theGang.spectatorView(s), rng)[0]).toBeNull();
  });
});
