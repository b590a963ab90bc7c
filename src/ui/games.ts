// The games of the table as the screens present them (the engine's registry says which run).
import { gameById, type GameId } from '../engine/index.ts';

export interface GameInfo {
  readonly id: GameId;
  readonly name: string;
  readonly players: string;
  readonly kind: string;
  readonly blurb: string;
}

export const GAME_INFO: readonly GameInfo[] = [
  {
    id: 'the-gang',
    name: 'The Gang',
    players: '3–6 players',
    kind: 'Cooperative poker',
    blurb:
      'Rank your hands with star chips, without a word, and crack three vaults before the alarm goes off three times.',
  },
  {
    id: 'gang-of-four',
    name: 'Gang of Four',
    players: '3–4 players',
    kind: 'Climbing card game',
    blurb:
      'Beat the last play with a stronger combination, or bomb it with a gang, and be the first to empty your hand.',
  },
  {
    id: 'gangsta',
    name: 'Gangsta!',
    players: '2–4 players',
    kind: 'Heists and recruiting',
    blurb:
      'Recruit gangsters, mobilise your crew and pull off heists across three chapters. Mind the snitches.',
  },
];

/** Whether the table plays `id` now. */
export function isPlayable(id: GameId): boolean {
  return gameById(id) !== null;
}

/** A game's display name. */
export function gameName(id: string): string {
  return GAME_INFO.find((g) => g.id === id)?.name ?? id;
}
