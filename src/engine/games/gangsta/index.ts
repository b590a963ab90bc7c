// Gangsta!, the gangster-recruiting heist game for 2–4 players, as a game definition.
import type { GameDef } from '../../core/game.ts';
import { reject } from '../../core/result.ts';
import { setupMatch } from './flow.ts';
import { GANGSTA_INTENTS, parseGangstaIntent, type GangstaIntent } from './intents.ts';
import { gangstaFacts } from './facts.ts';
import { GangstaOptionsSchema, parseGangstaOptions } from './options.ts';
import { applyGangstaIntent } from './rules.ts';
import type { GangstaOptions, GangstaResult, GangstaState } from './state.ts';
import { gangstaTable } from './table.ts';
import { gangstaView, type GangstaView } from './view.ts';

export type { GangstaIntent } from './intents.ts';
export type { GangstaOptions, GangstaResult, GangstaState, ScoreLine } from './state.ts';
export type { GangstaView, GangstaPlayerView, GangstaHeistView } from './view.ts';

const { minSeats: MIN_SEATS, maxSeats: MAX_SEATS } = gangstaFacts;

/** Gangsta!: 2–4 players; option `consent` adds an owner's consent to cooperative loans; drag
 * and drop on the table as table.ts reads it. */
export const gangsta: GameDef<
  GangstaState,
  GangstaIntent,
  GangstaView,
  GangstaOptions,
  GangstaResult
> = {
  ...gangstaFacts,
  intents: GANGSTA_INTENTS,
  optionsSchema: GangstaOptionsSchema,
  parseOptions: parseGangstaOptions,
  setup: ({ seed, seats, options }) =>
    Number.isInteger(seats) && seats >= MIN_SEATS && seats <= MAX_SEATS
      ? setupMatch(seed, seats, options)
      : reject('bad-seat-count', `Gangsta! is for 2–4 players, got ${seats}`),
  parseIntent: parseGangstaIntent,
  apply: (state, seat, intent) =>
    Number.isInteger(seat) && seat >= 0 && seat < state.seats
      ? applyGangstaIntent(state, seat, intent)
      : reject('not-a-player'),
  view: (state, seat) => gangstaView(state, seat),
  spectatorView: (state) => gangstaView(state, null),
  result: (state) => state.result,
  table: gangstaTable,
};
