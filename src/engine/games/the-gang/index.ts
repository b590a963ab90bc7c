// The Gang, the cooperative poker game (Kosmos), as a game definition for the table.
import type { GameDef } from '../../core/game.ts';
import { reject } from '../../core/result.ts';
import * as v from 'valibot';
import { gangCarry, setupMatch } from './match-setup.ts';
import { GANG_INTENTS, parseGangIntent, type GangIntent } from './intents.ts';
import { applyGangIntent } from './rules.ts';
import { gangTable } from './table.ts';
import type { GangCarry, GangOptions, GangResult, GangState } from './state.ts';
import { gangView, type GangView } from './view.ts';
import { CHALLENGES, SPECIALISTS } from './vocabulary.ts';
import { theGangFacts } from './facts.ts';
import { GangOptionsSchema, parseGangOptions } from './options.ts';

export { GangOptionsSchema, parseGangOptions } from './options.ts';

export type { GangIntent } from './intents.ts';
export type { GangCarry, GangOptions, GangResult, GangState } from './state.ts';
export type { GangView, GangPlayerView } from './view.ts';

/** The stacks' order a previous game left (from the host's storage: checked, never trusted). */
const CarrySchema = v.object({
  challenges: v.array(v.picklist(CHALLENGES)),
  specialists: v.array(v.picklist(SPECIALISTS)),
  turns: v.object({
    challengeOnes: v.pipe(v.number(), v.integer(), v.minValue(0)),
    specialistOnes: v.pipe(v.number(), v.integer(), v.minValue(0)),
    challengesRandom: v.boolean(),
    specialistsRandom: v.boolean(),
  }),
});

function parseCarry(raw: unknown): GangCarry | null {
  const out = v.safeParse(CarrySchema, raw);
  return out.success ? out.output : null;
}

/** The Gang: 3–6 players, basic/advanced/professional/master-thief modes. */
export const theGang: GameDef<GangState, GangIntent, GangView, GangOptions, GangResult> = {
  ...theGangFacts,
  intents: GANG_INTENTS,
  optionsSchema: GangOptionsSchema,
  parseOptions: parseGangOptions,
  setup: ({ seed, seats, options, carry }) =>
    Number.isInteger(seats) && seats >= 3 && seats <= 6
      ? setupMatch(seed, seats, options, parseCarry(carry))
      : reject('bad-seat-count', `The Gang is for 3–6 players, got ${seats}`),
  parseIntent: parseGangIntent,
  apply: (state, seat, intent) =>
    Number.isInteger(seat) && seat >= 0 && seat < state.seats
      ? applyGangIntent(state, seat, intent)
      : reject('not-a-player'),
  view: (state, seat) => gangView(state, seat),
  spectatorView: (state) => gangView(state, null),
  result: (state) => state.result,
  carry: gangCarry,
  table: gangTable,
};
