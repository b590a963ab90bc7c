// Applying an intent never writes to the state it is given: seeded games under every option, 3
// and 4 players, with every state deep-frozen before each move (core/frozen-play.ts), so that
// rules.ts may share with the state before whatever a move does not change.
import { describe, expect, test } from 'vitest';
import type { Bot } from '../../bots/core/drive.ts';
import { plannerBot } from '../../bots/gang-of-four/planner.ts';
import { randomBot } from '../../bots/gang-of-four/random.ts';
import { deepFreeze, playFrozen } from '../../bots/core/frozen-play.ts';
import { gangOfFour } from './index.ts';
import { copyState } from './rules.ts';
import { DEFENCE_MODES, LAST_CARD_MODES, LOSER_TIE_MODES } from './vocabulary.ts';

const PLAYERS = [plannerBot, randomBot] as Bot<unknown, unknown>[];
const OPTIONS = LAST_CARD_MODES.flatMap((lastCard) =>
  DEFENCE_MODES.flatMap((defence) =>
    LOSER_TIE_MODES.map((loserTie) => ({ lastCard, defence, loserTie })),
  ),
);

describe('Gang of Four: applying an intent leaves the state it was given untouched', () => {
  test.each(OPTIONS.flatMap((o) => [3, 4].map((seats) => [o, seats] as const)))(
    '%o, %i players, frozen states throughout',
    (options, seats) => {
      const out = playFrozen(gangOfFour, options, seats, PLAYERS, `gof-${seats}`, 3000);
      expect(out.steps).toBeGreaterThan(100);
    },
  );

  test('the copy equals the state and owns every array a rule writes to', () => {
    const created = gangOfFour.setup({
      seed: 'copy',
      seats: 4,
      options: gangOfFour.defaultOptions,
    });
    const s = deepFreeze(created as Exclude<typeof created, { ok: false }>);
    const copy = copyState(s);
    expect(copy).toEqual(s);
    for (const a of [copy.hands[0], copy.trick, copy.passed, copy.out, copy.rounds, copy.log]) {
      expect(Object.isFrozen(a)).toBe(false);
    }
  });
});
