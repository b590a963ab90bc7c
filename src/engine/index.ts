// The engine's front door: the registry of games by id and the public rules API.
import type { AnyGameDef, GameId } from './core/game.ts';
import { theGang } from './games/the-gang/index.ts';

export { GAME_IDS } from './core/game.ts';
export type {
  GameDef,
  GameId,
  AnyGameDef,
  Drop,
  DropZone,
  Seat,
  SetupContext,
  TableRules,
} from './core/game.ts';
export type { Outcome, Rejection, Accepted } from './core/result.ts';
export { isRejection } from './core/result.ts';
export { applyIntent, createState } from './core/match.ts';
export { holdemCategory, compareHoldem, theGangShowdown } from './games/the-gang/api.ts';
export { theGang } from './games/the-gang/index.ts';
export type { GangIntent, GangOptions, GangState, GangView } from './games/the-gang/index.ts';

/** Games playable now, by id. Gang of Four and Gangsta! join here. */
export const GAMES: Partial<Record<GameId, AnyGameDef>> = {
  'the-gang': theGang,
};

/** The definition of a game id, or null when the table does not play it (yet). */
export function gameById(id: string): AnyGameDef | null {
  return Object.prototype.hasOwnProperty.call(GAMES, id) ? (GAMES[id as GameId] ?? null) : null;
}
// Gang of Four: its rules API and definition (not in GAMES until its table UI is ready).
export { gofCombo, gofCanPlay, gofPenalty } from './games/gang-of-four/api.ts';
export type { GofComboInfo } from './games/gang-of-four/api.ts';
export { gangOfFour } from './games/gang-of-four/index.ts';
export type {
  GofIntent,
  GofOptions,
  GofResult,
  GofState,
  GofView,
} from './games/gang-of-four/index.ts';
// Gangsta!: its definition and types (not in GAMES until its table UI is ready).
export { gangsta } from './games/gangsta/index.ts';
export type {
  GangstaIntent,
  GangstaOptions,
  GangstaResult,
  GangstaState,
  GangstaView,
} from './games/gangsta/index.ts';
