// Gang of Four, the climbing card game (Days of Wonder), as a game definition for the table.
import type { GameDef } from '../../core/game.ts';
import { reject } from '../../core/result.ts';
import { GOF_INTENTS, parseGofIntent, type GofIntent } from './intents.ts';
import { gangOfFourFacts } from './facts.ts';
import { GofOptionsSchema, parseGofOptions } from './options.ts';
import { setupMatch } from './round.ts';
import { applyGofIntent } from './rules.ts';
import { gofTable } from './table.ts';
import type { GofOptions, GofResult, GofState } from './state.ts';
import { gofView, type GofView } from './view.ts';

export type { GofIntent } from './intents.ts';
export type {
  Exchange,
  GofOptions,
  GofResult,
  GofState,
  LogEntry as GofLogEntry,
  RoundScore,
  TrickPlay,
} from './state.ts';
export type { GofView, GofPlayerView } from './view.ts';
export { legalPlays, viewContext, type PlayContext } from './legal.ts';
export { LAST_CARD_ITEM, handObject } from './table.ts';

/** Gang of Four: 3–4 players, options for the points where the two rulebooks differ. */
export const gangOfFour: GameDef<GofState, GofIntent, GofView, GofOptions, GofResult> = {
  ...gangOfFourFacts,
  intents: GOF_INTENTS,
  optionsSchema: GofOptionsSchema,
  parseOptions: parseGofOptions,
  setup: ({ seed, seats, options }) =>
    Number.isInteger(seats) && seats >= 3 && seats <= 4
      ? setupMatch(seed, seats, options)
      : reject('bad-seat-count', `Gang of Four is for 3–4 players, got ${seats}`),
  parseIntent: parseGofIntent,
  apply: (state, seat, intent) =>
    Number.isInteger(seat) && seat >= 0 && seat < state.seats
      ? applyGofIntent(state, seat, intent)
      : reject('not-a-player'),
  view: (state, seat) => gofView(state, seat),
  spectatorView: (state) => gofView(state, null),
  result: (state) => state.result,
  table: gofTable,
};
