// Gangsta!'s facts, apart from its rules: what the home screen and the lobby show and start a
// table with (its seat range, demo seats, default options), with no rules nor valibot in the
// home screen's code. Its definition (index.ts) is built on them.
import type { GameFacts } from '../../core/game.ts';
import type { GangstaOptions } from './state.ts';

/** Gangsta!: 2–4 players, the rules as printed (no consent step) by default. */
export const gangstaFacts: GameFacts<GangstaOptions> = {
  id: 'gangsta',
  name: 'Gangsta!',
  minSeats: 2,
  maxSeats: 4,
  demoSeats: 3,
  defaultOptions: { consent: false },
};
