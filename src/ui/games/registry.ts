// Every game the screens know, by id: the one place in the UI layer that names games. A game is
// playable when the engine runs it and it has a screen.
import { GAME_IDS, gameFacts, type GameId } from '../../engine/facts.ts';
import { t } from '../../i18n/i18n.ts';
import type { GameInfo, GameUi } from '../kit/game-ui.ts';
import { gangOfFourUi } from './gang-of-four/index.ts';
import { gangstaUi } from './gangsta/index.ts';
import { theGangUi } from './the-gang/index.ts';

const GAME_UIS: Record<GameId, GameUi> = {
  'the-gang': theGangUi,
  'gang-of-four': gangOfFourUi,
  gangsta: gangstaUi,
};

/** The ids the screens know (test/registries.test.ts checks every registry has every game). */
export const UI_GAME_IDS = Object.keys(GAME_UIS);

/** The screens' module of a game, or null for an id that is none. */
export function gameUi(id: string): GameUi | null {
  return Object.hasOwn(GAME_UIS, id) ? GAME_UIS[id as GameId] : null;
}

/** Every game, in the order the home screen lists them. */
export const GAME_INFO: readonly GameInfo[] = GAME_IDS.map((id) => GAME_UIS[id].info);

/** Whether the table plays `id` now. */
export function isPlayable(id: string): boolean {
  return gameFacts(id) !== null && Boolean(gameUi(id)?.Screen);
}

/** How many play a game, e.g. "3–6 players", in the reader's language (from the game's facts,
 * src/engine/facts.ts). */
export function seatRange(id: string): string {
  const def = gameFacts(id);
  if (!def) return '';
  return def.minSeats === def.maxSeats
    ? t('home.seatsExact', { count: def.minSeats })
    : t('home.seats', { min: def.minSeats, max: def.maxSeats });
}

/** The options a new table of a game starts with: the game's defaults. */
export function defaultOptions(id: string): unknown {
  return gameFacts(id)?.defaultOptions ?? null;
}

/** A game's name in the reader's language (its box's name there). */
export function gameName(id: string): string {
  const game = gameUi(id)?.info.id;
  return game ? t('info.name', { ns: game }) : id;
}

/** What kind of game it is and its pitch, in the reader's language (the home screen's card). */
export function gameKind(id: GameId): { kind: string; blurb: string } {
  return { kind: t('info.kind', { ns: id }), blurb: t('info.blurb', { ns: id }) };
}
