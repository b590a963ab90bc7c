// Gangsta!'s moments heard: the vault when any gang pulls off a heist, and a chime when the table
// waits on this seat (its turn, a choice to make, a skill it is asked for).
import type { CueName } from '../../../audio/cues.ts';
import type { GangstaView } from '../../../engine/index.ts';
import { nowMine } from '../../kit/view-cues.ts';

const heists = (v: GangstaView) => v.players.reduce((n, p) => n + p.heists.length, 0);

export function gangstaCues(before: GangstaView, after: GangstaView): CueName[] {
  const cues: CueName[] = [];
  if (heists(after) > heists(before)) cues.push('vault');
  const mine = (v: GangstaView) => v.seat !== null && v.waitingFor.includes(v.seat);
  if (nowMine(after.seat, mine(before), mine(after))) cues.push('your-turn');
  return cues;
}
