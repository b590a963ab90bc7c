// The Gang by hand on the table: which chips a player may pick up, and what a drop means.
// A chip dropped in your own area is "take it"; dropped in the centre it is "put it back";
// dropped before somebody else it is refused, as the rulebook says ("you may never place a
// chip in front of another player").
import type { Drop, TableRules } from '../../core/game.ts';
import { reject, type Rejection } from '../../core/result.ts';
import type { GangIntent } from './intents.ts';
import type { GangState } from './state.ts';
import { parseChip } from './vocabulary.ts';

function canGrab(s: GangState, seat: number, chip: string): Rejection | null {
  if (s.result) return reject('game-over');
  if (s.phase !== 'round') return reject('wrong-phase');
  const parsed = parseChip(chip);
  if (!parsed || parsed.stars > s.seats) return reject('no-such-chip');
  if (parsed.round !== s.round) return reject('not-this-round');
  const holder = s.holding.indexOf(chip);
  if (holder === seat) return s.dark.includes(chip) ? reject('chip-locked') : null;
  if (holder < 0 && !s.centre.includes(chip)) return reject('no-such-chip');
  if (holder >= 0 && s.dark.includes(chip)) return reject('chip-locked');
  if (s.holding[seat] !== null) return reject('already-holding-colour');
  return null;
}

function dropIntent(s: GangState, seat: number, chip: string, drop: Drop): GangIntent | Rejection {
  const refused = canGrab(s, seat, chip);
  if (refused) return refused;
  const zone = drop.zone;
  if (!zone) return reject('off-table');
  if (zone.kind !== 'centre' && zone.kind !== 'seat') return reject('off-table');
  const mine = s.holding[seat] === chip;
  if (zone.kind === 'centre') return mine ? { type: 'returnChip', chip } : reject('no-change');
  if (zone.seat !== seat) return reject('not-in-front-of-others');
  return mine ? reject('no-change') : { type: 'takeChip', chip };
}

/** Drag-and-drop rules of The Gang. */
export const gangTable: TableRules<GangState, GangIntent> = { canGrab, dropIntent };
