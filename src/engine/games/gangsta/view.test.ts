// Hidden information: the decks' order and the RNG are Gangsta!'s only secrets. Seeded games
// check, after every step, that no view holds a card still in a deck, nor the RNG, and that
// every view is computed without throwing; everything else is public and alike for all.
import { describe, expect, test } from 'vitest';
import { playOut, type Bot } from '../../bots/core/drive.ts';
import { randomBot, simpleBot } from '../../bots/gangsta/simple.ts';
import { gangsta } from './index.ts';
import type { GangstaState } from './state.ts';
import { must, rig } from './test-kit.ts';

function assertNoLeak(s: GangstaState): void {
  const hidden = new Set([
    ...s.gangsterDeck,
    ...s.heistDecks.genesis,
    ...s.heistDecks['gang-wars'],
    ...s.heistDecks.domination,
  ]);
  const views = [
    ...Array.from({ length: s.seats }, (_, seat) => gangsta.view(s, seat)),
    gangsta.spectatorView(s),
  ];
  for (const view of views) {
    const json = JSON.stringify(view);
    for (const [, id] of json.matchAll(/"([A-Za-z0-9-]{1,12})"/g)) {
      if (hidden.has(id!)) throw new Error(`${id} is in a deck but shows in a view`);
    }
    expect(json).not.toMatch(/"rng"|"seed"|Deck"/);
    for (const word of s.rng) expect(json).not.toContain(String(word));
  }
}

describe('no view leaks a deck or the RNG', () => {
  test.each([
    ['simple', 2],
    ['simple', 3],
    ['simple', 4],
    ['random', 2],
    ['random', 3],
  ] as const)('%s bots, %i players, every step', (kind, seats) => {
    const seed = `leak-${kind}-${seats}`;
    const start = gangsta.setup({ seed, seats, options: { consent: kind === 'random' } });
    if ('ok' in start) throw new Error(start.reason);
    assertNoLeak(start);
    let checked = 0;
    const bot = (kind === 'simple' ? simpleBot : randomBot) as Bot<unknown, unknown>;
    const out = playOut(gangsta, start, seats, bot, seed, 20_000, (s) => {
      assertNoLeak(s as GangstaState);
      checked++;
    });
    expect(out.finished).toBe(true);
    expect(checked).toBe(out.steps);
  });
});

describe('what a view shows', () => {
  test('seats see alike: every view of a state shares its parts and differs only in seat', () => {
    const s = rig({ gangs: ['b6 g12* g05', 'b1'], money: [3, 4] });
    const [a, b, watcher] = [gangsta.view(s, 0), gangsta.view(s, 1), gangsta.spectatorView(s)];
    expect([a.seat, b.seat, watcher.seat]).toEqual([0, 1, null]);
    expect({ ...a, seat: null }).toEqual(watcher);
    for (const v of [b, watcher]) {
      expect(v.players).toBe(a.players); // built once: the host diffs it once for everybody
      expect(v.log).toBe(a.log);
    }
  });

  test('rivers, gangs, money, influence, chapter, decks as counts; alike for every seat', () => {
    const s = rig({ gangs: ['b6 g12* g05', 'b1'], money: [3, 4], heistInfluence: [2, 0] });
    const v = gangsta.view(s, 1);
    expect(v).toMatchObject({
      game: 'gangsta',
      seat: 1,
      seats: 2,
      phase: 'turn',
      chapter: 'genesis',
      current: 0,
      waitingFor: [0],
      heist: null,
      result: null,
    });
    expect(v.players[0]).toEqual({
      seat: 0,
      boss: 'b6',
      gang: [
        { id: 'b6', engaged: false },
        { id: 'g12', engaged: true },
        { id: 'g05', engaged: false },
      ],
      money: 3,
      heists: [],
      heistInfluence: 2,
      influence: 1 + 2 + 1 + 2, // b6, g12 and g05 as printed, then the heists
    });
    expect(v.gangsterRiver).toEqual(s.gangsterRiver);
    expect(v.heistRiver).toEqual(s.heistRiver);
    expect(v.decks.gangsters).toBe(s.gangsterDeck.length);
    expect({ ...gangsta.spectatorView(s), seat: 1 }).toEqual(v);
  });

  test('the heist in progress with the gangsters engaged so far and the skills missing', () => {
    let s = rig({ gangs: ['b5 g13', 'b3'], heists: 'h1-08' });
    s = must(s, 0, { type: 'heist', heist: 'h1-08' });
    s = must(s, 0, { type: 'engage', gangster: 'g13' });
    expect(gangsta.view(s, 0).heist).toEqual({
      card: 'h1-08',
      initiator: 0,
      team: [{ seat: 0, gangster: 'g13' }],
      missing: ['enforcer', 'driver'],
      asking: null,
    });
  });

  test('pending choices, and the seats waited on', () => {
    const s = must(
      rig({
        gangs: ['b3 g10', 'b5 g16'],
        money: [0, 0],
        chapter: 'gang-wars',
        heists: 'h2-01',
        next: { heists: 's2-3' },
      }),
      0,
      { type: 'pass' },
    );
    const v = gangsta.view(s, 0);
    expect(v.pending).toHaveLength(2);
    expect(v.waitingFor).toEqual([0, 1]);
    expect(v.log.find((e) => e.e === 'snitch')).toMatchObject({ snitch: 's2-3' });
  });
});
