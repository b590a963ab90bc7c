// The bot of each game, as the host seats it: the one shared file of the bots that names games
// (the host, the demo and the benchmarks ask here, never a game's folder). Each game's player
// (its bot, its drags by hand, its pauses, where its zones lie) lives in engine/bots/<id>/.
import type { GameId } from '../core/game.ts';
import { gangOfFourPlayer } from './gang-of-four/player.ts';
import { gangstaPlayer } from './gangsta/player.ts';
import type { BotPlayer } from './core/player.ts';
import { theGangPlayer } from './the-gang/player.ts';

export type { BotDrag, BotPlayer } from './core/player.ts';

/** The strong bot of every game, by id. */
export const BOTS: Readonly<Record<GameId, BotPlayer>> = {
  'the-gang': theGangPlayer,
  'gang-of-four': gangOfFourPlayer,
  gangsta: gangstaPlayer,
};

/** The bot of a game id, or null for an id that names no game. */
export function botFor(id: string): BotPlayer | null {
  return Object.hasOwn(BOTS, id) ? BOTS[id as GameId] : null;
}
