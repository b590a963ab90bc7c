// The engine's front door: the registry of games by id and the public rules API.
import type { AnyGameDef, GameId } from './core/game.ts';
import { gangOfFour } from './games/gang-of-four/index.ts';
import { gangsta } from './games/gangsta/index.ts';
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

// The Gang: its showdown as a Hold'em API, its definition and types.
export { holdemCategory, compareHoldem, theGangShowdown } from './games/the-gang/api.ts';
export { theGang } from './games/the-gang/index.ts';
export type { GangIntent, GangOptions, GangState, GangView } from './games/the-gang/index.ts';

// Gang of Four: its rules API (gofCombo, gofCanPlay, gofPenalty), definition and types.
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

// Gangsta!: its card facts (gangstaCard and the lists, as plain data), definition and types.
export {
  gangstaBosses,
  gangstaCard,
  gangstaGangsters,
  gangstaHeists,
  gangstaSkills,
  gangstaSnitches,
} from './games/gangsta/api.ts';
export type {
  GangstaBossInfo,
  GangstaCardInfo,
  GangstaChapter,
  GangstaCoopReward,
  GangstaExtraReward,
  GangstaGangsterInfo,
  GangstaHeistInfo,
  GangstaSkill,
  GangstaSkillInfo,
  GangstaSnitchInfo,
} from './games/gangsta/api.ts';
export { gangsta } from './games/gangsta/index.ts';
export type {
  GangstaIntent,
  GangstaOptions,
  GangstaResult,
  GangstaState,
  GangstaView,
} from './games/gangsta/index.ts';

/** Every game the engine runs, by id (the screens say which can be played: src/ui/games). */
export const GAMES: Readonly<Record<GameId, AnyGameDef>> = {
  'the-gang': theGang,
  'gang-of-four': gangOfFour,
  gangsta,
};

/** The definition of a game id, or null for an id that names no game. */
export function gameById(id: string): AnyGameDef | null {
  return Object.hasOwn(GAMES, id) ? GAMES[id as GameId] : null;
}
