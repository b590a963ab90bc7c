// Seeded whole games of Gang of Four played by the random-legal bot, which sees only its own
// view: every game ends, the same seed plays the same game, no bot move is ever refused, and
// after every step no view shows a card its viewer may not know.
import { describe, expect, test } from 'vitest';
import { gangOfFour, type GofOptions, type GofState } from '../../games/gang-of-four/index.ts';
import { CARD_TOKEN, knownCards } from '../../games/gang-of-four/test-kit.ts';
import { playOut, type Bot } from '../core/drive.ts';
import { randomBot } from './random.ts';

const bot = randomBot as Bot<unknown, unknown>;

function start(seed: string, seats: number, options: Partial<GofOptions>): GofState {
  const s = gangOfFour.setup({
    seed,
    seats,
    options: { ...gangOfFour.defaultOptions, ...options },
  });
  if ('ok' in s) throw new Error(s.reason);
  return s;
}

/** Every view of `s` computes, and shows no card its viewer may not know. (Plain checks that
 * throw, not an `expect` each: they run for every seat after every step of every game.) */
function assertNoLeak(s: GofState): void {
  for (const seat of [...Array.from({ length: s.seats }, (_, i) => i), null]) {
    const view = seat === null ? gangOfFour.spectatorView(s) : gangOfFour.view(s, seat);
    const json = JSON.stringify(view);
    const known = knownCards(s, seat);
    const where = `seat ${seat} in phase ${s.phase}`;
    for (const m of json.matchAll(CARD_TOKEN)) {
      if (!known.has(m[1]!)) throw new Error(`${where} sees ${m[1]}`);
    }
    const hand = JSON.stringify(seat === null ? null : s.hands[seat]);
    if (JSON.stringify(view.hand) !== hand) throw new Error(`${where}: hand is not ${hand}`);
    const secret = /"rng"|"seed"|"aside"|"hands"|"deck"/.exec(json);
    if (secret) throw new Error(`${where}: the view says ${secret[0]}`);
    for (const word of s.rng) {
      if (json.includes(String(word))) throw new Error(`${where}: the view holds rng ${word}`);
    }
  }
  // Every card is somewhere: in a hand, on the trick, face down on the pile, or set aside.
  const onTable = s.trick.reduce((n, p) => n + p.cards.length, 0);
  expect(s.hands.flat().length + onTable + s.pile + s.aside.length).toBe(64);
}

const OPTIONS: [string, Partial<GofOptions>][] = [
  ['Korean edition (defaults)', {}],
  ['German edition', { lastCard: 'called', defence: 'enforced', loserTie: 'counter-clockwise' }],
];

describe.each(OPTIONS)('%s, whole games by bots', (_name, options) => {
  test.each([3, 4])(
    '%i players: the game ends, replays identically and leaks nothing',
    (seats) => {
      const seed = `gof-${seats}-42`;
      let checked = 0;
      const run = (check: boolean) =>
        playOut(gangOfFour, start(seed, seats, options), seats, bot, seed, 20_000, (s) => {
          if (!check) return;
          assertNoLeak(s as GofState);
          checked++;
        });
      const a = run(true);
      expect(a.finished).toBe(true);
      expect(a.rejected).toEqual([]);
      expect(checked).toBe(a.steps);
      const end = a.state as GofState;
      expect(end.phase).toBe('over');
      expect(Math.max(...end.totals)).toBeGreaterThanOrEqual(100);
      const best = Math.min(...end.totals);
      expect(end.result!.winners).toEqual(end.totals.flatMap((t, i) => (t === best ? [i] : [])));
      expect(end.totals).toEqual(
        end.rounds.reduce((t, r) => t.map((x, i) => x + r.penalties[i]!), Array(seats).fill(0)),
      );
      const b = run(false);
      expect(b.state).toEqual(a.state);
    },
    60_000,
  );
});

test('seed 42 ends the same way every run', () => {
  const summary = (seats: number) => {
    const out = playOut(gangOfFour, start('42', seats, {}), seats, bot, '42');
    const s = out.state as GofState;
    return { steps: out.steps, rounds: s.rounds.length, result: s.result };
  };
  expect([summary(3), summary(4)]).toEqual([
    { steps: 1226, rounds: 26, result: { winners: [1], totals: [100, 58, 76] } },
    { steps: 2476, rounds: 32, result: { winners: [3], totals: [75, 100, 92, 59] } },
  ]);
}, 60_000);

test('over many seeds every combination, both last-card readings and the duty are met', () => {
  const types = new Set<string>();
  const events = new Set<string>();
  for (let i = 0; i < 12; i++) {
    const seats = 3 + (i % 2);
    const options: Partial<GofOptions> =
      i % 4 < 2 ? {} : { lastCard: 'called', defence: 'enforced' };
    const out = playOut(
      gangOfFour,
      start(`sweep-${i}`, seats, options),
      seats,
      bot,
      `s${i}`,
      20_000,
      (st) => {
        const g = st as GofState;
        g.trick.forEach((p) => types.add(p.type));
        g.log.forEach((e) => events.add(e.e));
        if (gangOfFour.view(g, 0).defending) events.add('defending');
        if (g.round === 1 && !g.firstLead && g.trick.length === 0 && g.pile === 0)
          events.add('no-1m');
      },
    );
    expect(out.finished).toBe(true);
    expect(out.rejected).toEqual([]);
  }
  expect([...types].sort()).toEqual([
    'flush',
    'full-house',
    'gang',
    'pair',
    'single',
    'straight',
    'straight-flush',
    'triple',
  ]);
  for (const e of [
    'exchange',
    'last-card',
    'forgot-last-card',
    'trick',
    'game-over',
    'defending',
  ]) {
    expect(events).toContain(e);
  }
}, 120_000);
