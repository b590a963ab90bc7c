// The Gangsta! planner in named situations (one rigged table per test, the bot asked from its
// own view) and whole seeded games at every table size.
import { describe, expect, test } from 'vitest';
import { seedRng, shuffle } from '../../core/rng.ts';
import { gangsta, type GangstaState } from '../../games/gangsta/index.ts';
import { rig } from '../../games/gangsta/test-kit.ts';
import { playOut, type Bot } from '../core/drive.ts';
import { plannerBot } from './planner.ts';
import { randomBot, simpleBot } from './simple.ts';

const rng = seedRng('planner-test');
const move = (s: GangstaState, seat: number) => plannerBot(gangsta.view(s, seat), rng)[0];

/** The same table with a choice owed. */
function owing(s: GangstaState, pending: GangstaState['pending']): GangstaState {
  return { ...s, phase: 'resolve', pending: [...pending] };
}

describe('its turn', () => {
  test('it recruits the gangster that completes a heist it can afford next turn', () => {
    // The boss brings Enforcer and Driver; the heist wants Enforcer, Hacker and Driver. (The
    // rival's Mercenary boss keeps g07 from winning the Mercenary check outright.)
    const s = rig({
      gangs: ['b5', 'b1'],
      money: [3, 0],
      heists: 'h1-08 h1-04',
      river: 'g07 g13 g04 g16',
    });
    expect(move(s, 0)).toEqual({ type: 'recruit', gangster: 'g13' });
  });

  test('it performs the most valuable heist it can staff', () => {
    const s = rig({ gangs: ['b5 g13', 'b3'], money: [0, 0], heists: 'h1-01 h1-08' });
    expect(move(s, 0)).toEqual({ type: 'heist', heist: 'h1-08' });
  });

  test('it pays to mobilise the gangster its best heist needs', () => {
    const s = rig({ gangs: ['b5 g13*', 'b3'], money: [3, 0], heists: 'h1-08', river: 'g07' });
    expect(move(s, 0)).toEqual({ type: 'mobilise', gangster: 'g13' });
  });

  test('a Leader’s free mobilisation comes first', () => {
    const s = rig({ gangs: ['b1 g42*', 'b3'], money: [0, 0] });
    expect(s.freeMobilisations).toBe(1);
    expect(move(s, 0)).toEqual({ type: 'mobilise', gangster: 'g42' });
  });

  test('it staffs the heist it chose, its own gangsters first', () => {
    let s = rig({ gangs: ['b5 g13', 'b3'], money: [0, 0], heists: 'h1-08' });
    s = { ...s, phase: 'heist', heist: { card: 'h1-08', initiator: 0, team: [], asking: null } };
    const first = move(s, 0);
    expect(first).toMatchObject({ type: 'engage' });
    expect(['b5', 'g13']).toContain((first as { gangster: string }).gangster);
  });

  const nine = (heistInfluence: [number, number]) =>
    rig({
      chapter: 'domination',
      gangs: ['b1 g01 g02 g03 g04 g05 g06 g07 g08', 'b2 g09 g10'],
      money: [5, 5],
      heists: 'h3-16',
      river: 'g11',
      heistInfluence,
    });

  test('ahead, it recruits the ninth gangster and ends the game', () => {
    expect(move(nine([10, 0]), 0)).toEqual({ type: 'recruit', gangster: 'g11' });
  });

  test('behind, it does not end the game with a ninth gangster', () => {
    expect(move(nine([0, 30]), 0)).not.toEqual({ type: 'recruit', gangster: 'g11' });
  });

  test('it waits when it is not its turn', () => {
    const s = rig({ gangs: ['b5', 'b3'], money: [3, 0] });
    expect(move(s, 1)).toBeNull();
    expect(plannerBot(gangsta.spectatorView(s), rng)[0]).toBeNull();
  });
});

describe('choices it owes', () => {
  test('to a snitch it discards its least valuable gangster', () => {
    const s = owing(rig({ gangs: ['b5 g12 g10', 'b3'], money: [0, 0] }), [
      { kind: 'discard', seat: 0, from: 0, cause: 'snitch' },
    ]);
    expect(move(s, 0)).toEqual({ type: 'discard', gangster: 'g10' });
  });

  test('as the two-player Mercenary chooser it discards the rival’s most valuable gangster', () => {
    const s = owing(rig({ gangs: ['b6 g09', 'b5 g12 g10'], money: [0, 0], chapter: 'gang-wars' }), [
      { kind: 'discard', seat: 0, from: 1, cause: 'mercenary' },
    ]);
    expect(move(s, 0)).toEqual({ type: 'discard', gangster: 'g12' });
  });

  test('a free gangster from a reward: it takes the one worth most', () => {
    const s = owing(rig({ gangs: ['b5', 'b1'], money: [0, 0], river: 'g10 g12 g07' }), [
      { kind: 'free-recruit', seat: 0 },
    ]);
    expect(move(s, 0)).toEqual({ type: 'recruit', gangster: 'g12' });
  });
});

describe('lending under the consent option', () => {
  const asked = (gangs: string[], money: number[]) => {
    const s = rig({
      gangs,
      money,
      heists: 'h2-12',
      chapter: 'gang-wars',
      options: { consent: true },
      current: 1,
    });
    return {
      ...s,
      phase: 'heist' as const,
      heist: {
        card: 'h2-12',
        initiator: 1,
        team: [{ seat: 1, gangster: 'b3' }],
        asking: { seat: 0, gangster: 'g12' },
      },
    };
  };

  test('with one rival it does not lend a gangster', () => {
    expect(move(asked(['b5 g12', 'b3'], [0, 0]), 0)).toEqual({ type: 'decline' });
  });

  test('with several rivals it lends to one who is not ahead of it', () => {
    expect(move(asked(['b5 g12', 'b3', 'b1'], [0, 0, 0]), 0)).toEqual({ type: 'consent' });
  });
});

describe('it decides from its own view only', () => {
  test('two tables whose decks differ in order get the same move', () => {
    const a = gangsta.setup({
      seed: 'same',
      seats: 2,
      options: { consent: false },
    }) as GangstaState;
    const [gangsters] = shuffle(a.gangsterDeck, seedRng('other'));
    const [heists] = shuffle(a.heistDecks['gang-wars'], seedRng('other'));
    const b: GangstaState = {
      ...a,
      gangsterDeck: gangsters,
      heistDecks: { ...a.heistDecks, 'gang-wars': heists },
    };
    expect(b.gangsterDeck).not.toEqual(a.gangsterDeck);
    expect(gangsta.view(b, a.current)).toEqual(gangsta.view(a, a.current));
    expect(move(b, a.current)).toEqual(move(a, a.current));
  });
});

describe('whole games', () => {
  const start = (seed: string, seats: number, consent: boolean): GangstaState => {
    const s = gangsta.setup({ seed, seats, options: { consent } });
    if ('ok' in s) throw new Error(s.reason);
    return s;
  };
  const table =
    (bots: readonly Bot<unknown, unknown>[]): Bot<unknown, unknown> =>
    (view, r) =>
      bots[(view as { seat: number }).seat]!(view, r);
  const planner = plannerBot as Bot<unknown, unknown>;

  test.each([2, 3, 4])(
    '%i players: the game ends, no intent is refused, the same seed plays the same game',
    (seats) => {
      const lineups = [
        Array(seats).fill(planner),
        [planner, ...Array(seats - 1).fill(randomBot)],
        [planner, ...Array(seats - 1).fill(simpleBot)],
      ] as Bot<unknown, unknown>[][];
      lineups.forEach((bots, i) => {
        const seed = `planner-${seats}-${i}`;
        const consent = i === 2;
        const a = playOut(gangsta, start(seed, seats, consent), seats, table(bots), seed);
        expect(a.rejected).toEqual([]);
        expect(a.finished).toBe(true);
        const b = playOut(gangsta, start(seed, seats, consent), seats, table(bots), seed);
        expect(b.state).toEqual(a.state);
      });
    },
    30_000,
  );

  test('three planners from seed 42: pinned (it changes only with the bot or the card set)', () => {
    const out = playOut(gangsta, start('42', 3, false), 3, planner, '42');
    const result = (out.state as GangstaState).result!;
    expect([out.steps, result.reason, result.winners, result.scores.map((x) => x.total)]).toEqual([
      163,
      'third-snitch',
      [1],
      [32, 43, 38],
    ]);
  }, 30_000);

  test('against a random player it wins almost every two-player game', () => {
    let won = 0;
    for (let g = 0; g < 10; g++) {
      const seed = `versus-${g}`;
      const bots = g % 2 === 0 ? [planner, randomBot] : [randomBot, planner];
      const out = playOut(
        gangsta,
        start(seed, 2, false),
        2,
        table(bots as Bot<unknown, unknown>[]),
        seed,
      );
      if ((out.state as GangstaState).result!.winners.includes(g % 2)) won++;
    }
    expect(won).toBeGreaterThanOrEqual(9);
  }, 30_000);
});
