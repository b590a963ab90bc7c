// The reliability proofs' registry (docs/RELIABILITY.md): each game's invariants and test players
// (reliability/<id>/invariants.ts), by id. The fuzzer, the soak and the benchmark ask here.
import type { GameId } from '../core/game.ts';
import { gangOfFourReliability } from './gang-of-four/invariants.ts';
import { gangstaReliability } from './gangsta/invariants.ts';
import { theGangReliability } from './the-gang/invariants.ts';
import type { GameReliability } from './core/types.ts';

export type { GameReliability, SoakMode } from './core/types.ts';

/** Every game's invariants, by id. */
export const RELIABILITY: Readonly<Record<GameId, GameReliability>> = {
  'the-gang': theGangReliability,
  'gang-of-four': gangOfFourReliability,
  gangsta: gangstaReliability,
};
