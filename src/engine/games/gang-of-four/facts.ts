// Gang of Four's facts, apart from its rules: what the home screen and the lobby show and start a
// table with (its seat range, demo seats, default options), with no rules nor valibot in the
// home screen's code. Its definition (index.ts) is built on them.
import type { GameFacts } from '../../core/game.ts';
import type { GofOptions } from './state.ts';

/** Gang of Four: 3–4 players, the Korean edition (2018) by default. */
export const gangOfFourFacts: GameFacts<GofOptions> = {
  id: 'gang-of-four',
  name: 'Gang of Four',
  minSeats: 3,
  maxSeats: 4,
  demoSeats: 4,
  defaultOptions: { lastCard: 'automatic', defence: 'advice', loserTie: 'clockwise' },
};
