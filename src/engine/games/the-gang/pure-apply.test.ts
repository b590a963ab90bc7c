// Applying an intent never writes to the state it is given: seeded games of every mode and seat
// count, with every state deep-frozen before each move (core/frozen-play.ts), played by the crew
// bot and a meddler who tries the rarer moves (specialists, votes, informants, discards, giving
// chips back), so that rules.ts may share with the state before whatever a move does not change.
import { describe, expect, test } from 'vitest';
import type { Bot } from '../../bots/core/drive.ts';
import { crewBot } from '../../bots/the-gang/crew.ts';
import { randomChipsBot } from '../../bots/the-gang/random-chips.ts';
import { deepFreeze, playFrozen } from '../../bots/core/frozen-play.ts';
import { nextInt, type RngState } from '../../core/rng.ts';
import { CATEGORIES } from '../../cards/hand-eval.ts';
import { theGang, type GangIntent, type GangView } from './index.ts';
import { copyState } from './rules.ts';
import { MODES, RANK_CHARS } from './vocabulary.ts';

const pick = <T>(items: readonly T[], rng: RngState): [T, RngState] => {
  const [i, next] = nextInt(rng, items.length);
  return [items[i]!, next];
};

/** Tries one of the rarer moves a third of the time (refusals are fine), else plays the crew's. */
const meddler: Bot<GangView, GangIntent> = (view, rng0) => {
  const me = view.seat!;
  const [roll, rng] = nextInt(rng0, 12);
  const pocket = view.players[me]!.pocket ?? [];
  const other = (me + 1) % view.seats;
  const card = pocket[roll % Math.max(1, pocket.length)] ?? 'As';
  const chip = view.players[me]!.chip;
  const moves: (GangIntent | null)[] = [
    view.specialist
      ? {
          type: 'propose',
          proposal:
            view.specialist === 'informant'
              ? { kind: 'informant', seat: me, target: other }
              : view.specialist === 'mastermind'
                ? { kind: 'mastermind', seat: other, rank: RANK_CHARS[roll]! }
                : ({ kind: view.specialist, seat: other } as never),
        }
      : null,
    view.proposal ? { type: roll % 2 ? 'agree' : 'decline', proposal: view.proposal.id } : null,
    view.pending ? { type: roll % 2 ? 'show' : 'discard', card } : null,
    view.phase === 'coordinate' ? { type: 'pass', card } : null,
    view.phase === 'guess'
      ? {
          type: 'propose',
          proposal:
            roll % 2
              ? { kind: 'retina-scan', rank: RANK_CHARS[roll]! }
              : { kind: 'fingerprint-scan', category: CATEGORIES[roll % CATEGORIES.length]! },
        }
      : null,
    chip && roll < 3 ? { type: 'returnChip', chip } : null,
    view.lastCall ? { type: 'reveal' } : null,
  ];
  const [move, after] = pick(moves, rng);
  return move && roll < 4 ? [move, after] : crewBot(view, after);
};

const PLAYERS = [crewBot, meddler, randomChipsBot] as Bot<unknown, unknown>[];

describe('The Gang: applying an intent leaves the state it was given untouched', () => {
  test.each(MODES.flatMap((mode) => [3, 4, 5, 6].map((seats) => [mode, seats] as const)))(
    '%s, %i players, frozen states throughout',
    (mode, seats) => {
      for (const stacks of ['first-game', 'shuffled'] as const) {
        const out = playFrozen(theGang, { mode, stacks }, seats, PLAYERS, `${mode}-${seats}`);
        expect(out.steps).toBeGreaterThan(20);
      }
    },
  );

  test('the copy shares nothing a rule writes to, and equals the state', () => {
    const created = theGang.setup({
      seed: 'copy',
      seats: 4,
      options: { mode: 'professional', stacks: 'shuffled' },
    });
    const s = deepFreeze(created as Exclude<typeof created, { ok: false }>);
    const copy = copyState(s);
    expect(copy).toEqual(s);
    expect(Object.isFrozen(copy.pockets[0])).toBe(false);
    expect(Object.isFrozen(copy.secrets[0]!.informed)).toBe(false);
  });
});
