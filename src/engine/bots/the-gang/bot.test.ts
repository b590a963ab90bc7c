// Seeded whole games of The Gang in every mode, played by bots that see only their own views:
// every game ends, the same seed plays the same game, and no view ever shows a card its
// viewer may not know.
import { describe, expect, test } from 'vitest';
import { theGang, type GangState, type GangView } from '../../games/the-gang/index.ts';
import { CHALLENGES, MODES, SPECIALISTS } from '../../games/the-gang/vocabulary.ts';
import { gangBotIntent } from './bot.ts';
import { CARD_TOKEN, knownCards } from '../../games/the-gang/test-kit.ts';
import { playOut, type Bot } from '../core/drive.ts';

const bot = gangBotIntent as Bot<unknown, unknown>;

function start(
  seed: string,
  seats: number,
  mode: (typeof MODES)[number],
  stacks: 'first-game' | 'shuffled' = 'first-game',
): GangState {
  const s = theGang.setup({ seed, seats, options: { mode, stacks } });
  if ('ok' in s) throw new Error(s.reason);
  return s;
}

function assertNoLeak(s: GangState): void {
  for (const seat of [...Array.from({ length: s.seats }, (_, i) => i), null]) {
    const view: GangView = seat === null ? theGang.spectatorView(s) : theGang.view(s, seat);
    const json = JSON.stringify(view);
    const known = knownCards(s, seat);
    for (const m of json.matchAll(CARD_TOKEN)) {
      if (!known.has(m[1]!)) throw new Error(`seat ${seat} sees ${m[1]} in phase ${s.phase}`);
    }
    expect(json).not.toMatch(/"rng"|"deck"|"seed"|"discard"/);
    for (const word of s.rng) expect(json).not.toContain(String(word));
  }
}

describe.each(MODES)('%s mode, whole games by bots', (mode) => {
  test.each([3, 4, 5, 6])(
    '%i players: the game ends, replays identically and leaks nothing',
    (seats) => {
      const seed = `${mode}-${seats}-42`;
      let checked = 0;
      const run = (check: boolean) =>
        playOut(theGang, start(seed, seats, mode), seats, bot, seed, 20_000, (s) => {
          if (check) {
            assertNoLeak(s as GangState);
            checked++;
          }
        });
      const a = run(true);
      expect(a.finished).toBe(true);
      expect(a.rejected).toEqual([]);
      const end = a.state as GangState;
      expect(['won', 'lost']).toContain(end.result);
      expect(end.outcomes.length).toBeGreaterThanOrEqual(mode === 'master-thief' ? 2 : 3);
      expect(end.outcomes.length).toBeLessThanOrEqual(mode === 'master-thief' ? 4 : 5);
      expect(checked).toBe(a.steps);
      const b = run(false);
      expect(b.state).toEqual(a.state);
    },
  );
});

test('over many seeds every challenge and specialist is met and every game ends', () => {
  const seen = new Set<string>();
  const steps: number[] = [];
  for (let i = 0; i < 40; i++) {
    const mode = MODES[1 + (i % 3)]!;
    const seats = 3 + (i % 4);
    const seed = `sweep-${i}`;
    const out = playOut(
      theGang,
      start(seed, seats, mode, 'shuffled'),
      seats,
      bot,
      seed,
      20_000,
      (st) => {
        const g = st as GangState;
        g.challenges.forEach((c) => seen.add(c));
        if (g.specialist) seen.add(g.specialist);
      },
    );
    expect(out.finished).toBe(true);
    expect(out.rejected).toEqual([]);
    steps.push(out.steps);
  }
  expect([...seen].sort()).toEqual([...CHALLENGES, ...SPECIALISTS].sort());
  expect(Math.min(...steps)).toBeGreaterThan(20);
});
