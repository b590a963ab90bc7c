// Seeded whole games of The Gang in every mode and at every table size, four to six crew bots
// seeing only their own views: every game ends, no bot intent is ever refused, and the same
// seed plays the same game.
import { describe, expect, test } from 'vitest';
import { theGang, type GangState } from '../../games/the-gang/index.ts';
import { MODES } from '../../games/the-gang/vocabulary.ts';
import { playOut, type Bot } from '../core/drive.ts';
import { crewBot } from './crew.ts';

const bot = crewBot as Bot<unknown, unknown>;

function play(mode: (typeof MODES)[number], seats: number, seed: string) {
  const stacks = seed === '42' ? 'first-game' : 'shuffled';
  const s = theGang.setup({ seed, seats, options: { mode, stacks } });
  if ('ok' in s) throw new Error(s.reason);
  return playOut(theGang, s, seats, bot, seed);
}

describe.each(MODES)('%s mode', (mode) => {
  test.each([3, 4, 5, 6])(
    '%i crew bots play a whole game without a refused intent',
    (seats) => {
      const seed = `crew-${mode}-${seats}`;
      const out = play(mode, seats, seed);
      expect(out.rejected).toEqual([]);
      expect(out.finished).toBe(true);
      const end = out.state as GangState;
      expect(['won', 'lost']).toContain(end.result);
      expect(end.outcomes.length).toBeLessThanOrEqual(mode === 'master-thief' ? 4 : 5);
      // The same seed plays the same game (one table size per mode is enough to show it).
      if (seats === 4) expect(play(mode, seats, seed).state).toEqual(end);
    },
    30_000,
  );
});

test('four crew bots from seed 42, basic mode: pinned (it changes only with the bot)', () => {
  const out = play('basic', 4, '42');
  const end = out.state as GangState;
  expect([out.steps, end.outcomes, end.result]).toEqual([
    99,
    ['fail', 'success', 'success', 'success'],
    'won',
  ]);
}, 30_000);
