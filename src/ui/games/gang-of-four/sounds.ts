// Gang of Four's moments heard: a trick swept off the table, and a chime when it is this seat's
// turn to play.
import type { CueName } from '../../../audio/cues.ts';
import type { GofView } from '../../../engine/index.ts';
import { nowMine } from '../../kit/view-cues.ts';

export function gofCues(before: GofView, after: GofView): CueName[] {
  const cues: CueName[] = [];
  if (before.trick.length > 0 && after.trick.length === 0) cues.push('sweep');
  const mine = (v: GofView) => v.phase === 'play' && v.seat !== null && v.turn === v.seat;
  if (nowMine(after.seat, mine(before), mine(after))) cues.push('your-turn');
  return cues;
}
