// Every game's facts by id, without its rules (each game's facts.ts): the home screen, the lobby
// and the demo read these, so the home screen's code carries no rules nor valibot; the rules
// themselves (src/engine/index.ts) load with the room.
import { GAME_IDS, type GameFacts, type GameId } from './core/game.ts';
import { gangOfFourFacts } from './games/gang-of-four/facts.ts';
import { gangstaFacts } from './games/gangsta/facts.ts';
import { theGangFacts } from './games/the-gang/facts.ts';

export { GAME_IDS };
export type { GameFacts, GameId };

/** Every game's facts, by id (engine-facts.test.ts checks they are its definition's). */
export const GAME_FACTS: Readonly<Record<GameId, GameFacts>> = {
  'the-gang': theGangFacts,
  'gang-of-four': gangOfFourFacts,
  gangsta: gangstaFacts,
};

/** The facts of a game id, or null for an id that names no game. */
export function gameFacts(id: string): GameFacts | null {
  return Object.hasOwn(GAME_FACTS, id) ? GAME_FACTS[id as GameId] : null;
}
