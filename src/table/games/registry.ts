// Every game the 3D table draws, by id: the one place in the table layer that names games.
import type { GameId } from '../../engine/index.ts';
import type { TableGame } from '../game-table.ts';
import { gangOfFourTable } from './gang-of-four/index.ts';
import { gangstaTable } from './gangsta/index.ts';
import { theGangTable } from './the-gang/index.ts';

const TABLE_GAMES: Readonly<Record<GameId, TableGame>> = {
  'the-gang': theGangTable as TableGame,
  'gang-of-four': gangOfFourTable as TableGame,
  gangsta: gangstaTable as TableGame,
};

/** The ids the table draws (test/registries.test.ts checks every registry has every game). */
export const TABLE_GAME_IDS = Object.keys(TABLE_GAMES);

/** The table module of a game; throws a clear error for a game the table cannot draw. */
export function tableGame(id: string): TableGame {
  if (!Object.hasOwn(TABLE_GAMES, id)) throw new Error(`the 3D table cannot draw ${id}`);
  return TABLE_GAMES[id as GameId];
}
