// The Gang's facts, apart from its rules: what the home screen and the lobby show and start a
// table with (its seat range, demo seats, default options), with no rules nor valibot in the
// home screen's code. Its definition (index.ts) is built on them.
import type { GameFacts } from '../../core/game.ts';
import type { GangOptions } from './state.ts';

/** The Gang: 3–6 players, the basic mode by default. */
export const theGangFacts: GameFacts<GangOptions> = {
  id: 'the-gang',
  name: 'The Gang',
  minSeats: 3,
  maxSeats: 6,
  demoSeats: 4,
  defaultOptions: { mode: 'basic', stacks: 'first-game' },
};
