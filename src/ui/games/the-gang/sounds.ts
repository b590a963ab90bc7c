// The Gang's moments heard: the vault opening or the alarm on each heist's end, and a chime
// when a specialist's choice waits on this seat (the game has no turns otherwise).
import type { CueName } from '../../../audio/cues.ts';
import type { GangView } from '../../../engine/index.ts';
import { nowMine } from '../../kit/view-cues.ts';

export function gangCues(before: GangView, after: GangView): CueName[] {
  const cues: CueName[] = [];
  if (after.outcomes.length > before.outcomes.length) {
    cues.push(after.outcomes.at(-1) === 'success' ? 'vault' : 'alarm');
  }
  const waits = (v: GangView) => v.seat !== null && v.pending?.seat === v.seat;
  if (nowMine(after.seat, waits(before), waits(after))) cues.push('your-turn');
  return cues;
}
