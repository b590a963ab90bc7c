// Seeded whole games of Gangsta! by bots that see only their own views (CONVENTIONS §7): every
// game ends, the same seed plays the same game, the random bot never proposes an illegal
// intent, and a table that only ever passes still comes to an end.
import { describe, expect, test } from 'vitest';
import { seedRng } from '../../core/rng.ts';
import { playOut, type Bot } from '../core/drive.ts';
import { gangsta, type GangstaState } from '../../games/gangsta/index.ts';
import { rig } from '../../games/gangsta/test-kit.ts';
import { alwaysPassBot, cheapestCover, randomBot, simpleBot } from './simple.ts';

const asBot = (b: unknown) => b as Bot<unknown, unknown>;

function start(seed: string, seats: number, consent = false): GangstaState {
  const s = gangsta.setup({ seed, seats, options: { consent } });
  if ('ok' in s) throw new Error(s.reason);
  return s;
}

describe('whole games by the simple bot', () => {
  // Pinned endings: they change only when the card set, the rules or the bot change.
  test.each([
    [2, 'ninth-gangster', [1]],
    [3, 'third-snitch', [0]],
    [4, 'third-snitch', [3]],
  ])(
    '%i players from seed 42: the game ends (%s), and the same way every run',
    (seats, reason, winners) => {
      const seed = `gangsta-${seats}-42`;
      const run = () => playOut(gangsta, start(seed, seats), seats, asBot(simpleBot), seed);
      const a = run();
      expect(a.finished).toBe(true);
      expect(a.rejected).toEqual([]);
      const end = a.state as GangstaState;
      expect(end.result).toMatchObject({ reason, winners });
      expect(end.chapter).toBe('domination');
      expect(run().state).toEqual(end);
    },
  );
});

describe('the yardstick bots', () => {
  test.each([2, 3, 4])(
    'random legal bots (%i players) are never refused and always finish',
    (seats) => {
      for (let i = 0; i < 6; i++) {
        const seed = `random-${seats}-${i}`;
        const out = playOut(
          gangsta,
          start(seed, seats, i % 2 === 1),
          seats,
          asBot(randomBot),
          seed,
        );
        expect(out.rejected).toEqual([]);
        expect(out.finished).toBe(true);
      }
    },
  );

  test.each([2, 3, 4])('a table that only ever passes still ends (%i players)', (seats) => {
    const seed = `pass-${seats}`;
    const out = playOut(gangsta, start(seed, seats), seats, asBot(alwaysPassBot), seed);
    expect(out.finished).toBe(true);
    expect((out.state as GangstaState).result!.reason).toBe('third-snitch');
  });

  test('always-pass against simple bots: every game ends, and passing rarely wins', () => {
    let wins = 0;
    for (let i = 0; i < 12; i++) {
      const seats = 2 + (i % 3);
      const seed = `duel-${i}`;
      const bots = [alwaysPassBot, ...Array.from({ length: seats - 1 }, () => simpleBot)];
      const mixed: Bot<unknown, unknown> = (view, rng) =>
        asBot(bots[(view as { seat: number }).seat]!)(view, rng);
      const out = playOut(gangsta, start(seed, seats), seats, mixed, seed);
      expect(out.finished).toBe(true);
      expect(out.rejected).toEqual([]);
      if ((out.state as GangstaState).result!.winners.includes(0)) wins++;
    }
    expect(wins).toBeLessThanOrEqual(1);
  });
});

describe('the simple bot decides from its view', () => {
  const rng = seedRng('bot');
  const decide = (s: GangstaState, seat: number) => simpleBot(gangsta.view(s, seat), rng)[0];

  test('it performs a heist it can staff', () => {
    const s = rig({ gangs: ['b5 g13', 'b3'], money: [0, 0], heists: 'h1-01 h1-14' });
    expect(decide(s, 0)).toEqual({ type: 'heist', heist: 'h1-01' });
  });

  test('it recruits a good buy before another heist', () => {
    const s = rig({ gangs: ['b5 g13', 'b3'], money: [9, 0], heists: 'h1-01', river: 'g12' });
    expect(decide(s, 0)).toEqual({ type: 'recruit', gangster: 'g12' });
  });

  test('it passes with nothing to do, and waits when it is not its turn', () => {
    const s = rig({ gangs: ['b3', 'b5'], money: [0, 0], heists: 'h1-04', river: 'g41' });
    expect(decide(s, 0)).toEqual({ type: 'pass' });
    expect(decide(s, 1)).toBeNull();
  });

  test('it uses a free mobilisation first', () => {
    const s = rig({ gangs: ['b1 g42*', 'b3'], money: [0, 0] });
    expect(decide(s, 0)).toEqual({ type: 'mobilise', gangster: 'g42' });
  });
});

describe('cheapestCover', () => {
  const own = (id: string, cost = 0) => ({ id, own: true, cost });
  test.each([
    [
      'one member covering all',
      ['enforcer', 'hacker'],
      [own('g10'), own('g13'), own('g31')],
      ['g31'],
    ],
    ['available before engaged', ['enforcer'], [own('g10', 1), own('g11')], ['g11']],
    ['impossible', ['leader'], [own('g10')], null],
  ] as const)('%s', (_name, required, candidates, want) => {
    const cover = cheapestCover(required, candidates);
    expect(cover && cover.map((c) => c.id)).toEqual(want);
  });

  test("a partner's gangster alone is not enough: one of the bot's own must start", () => {
    const partner = { id: 'g31', own: false, cost: 0.3 };
    expect(cheapestCover(['enforcer'], [partner])).toBeNull();
    expect(cheapestCover(['enforcer'], [partner], false)).toEqual([partner]);
  });
});
