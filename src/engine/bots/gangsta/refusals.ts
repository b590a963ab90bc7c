// What a Gangsta! bot remembers of the loans it was refused (the `consent` table option). A bot
// keeps no state but its RNG (the host snapshots and restores exactly that), so the memory is
// read back from the public log every time: a bot that forgot would ask the same partner for the
// same gangster again at once, for ever (issue #20: 4,392 declines in one 4-bot game).
//
// A refusal holds, for the bot that asked, for the rest of the chapter: it does not ask that
// owner for any gangster, for any heist, until the chapter changes or the owner lends a gangster
// to somebody (a sign that it lends again). Asking the same owner for another gangster or another
// heist in the same turn would read the refusal too narrowly: a person who said no is not asked
// again at once, and a bot's reasons to refuse (who is ahead) do not change within a chapter
// often enough to be worth a second question. So every owner refuses a bot at most once a
// chapter unless it has lent since: declines per game stay bounded by the seats and chapters.
import type { GangstaView } from '../../games/gangsta/index.ts';

/** Read once per log and seat (the planner asks for every heist it weighs); keyed by length
 * too, so a log that grew in place is read again. */
const memo = new WeakMap<GangstaView['log'], Map<string, ReadonlySet<number>>>();

/** The seats that refused to lend to `me` and are not to be asked again yet (see above). */
export function unwillingLenders(view: Pick<GangstaView, 'log'>, me: number): ReadonlySet<number> {
  let bySeat = memo.get(view.log);
  if (!bySeat) memo.set(view.log, (bySeat = new Map()));
  const key = `${me}:${view.log.length}`;
  let out = bySeat.get(key);
  if (!out) bySeat.set(key, (out = readRefusals(view.log, me)));
  return out;
}

function readRefusals(log: GangstaView['log'], me: number): Set<number> {
  const out = new Set<number>();
  let initiator = -1;
  for (const e of log) {
    if (e.e === 'chapter') out.clear();
    else if (e.e === 'heist-chosen') initiator = e.seat;
    else if (e.e === 'consent') {
      if (e.ok) out.delete(e.seat);
      else if (initiator === me) out.add(e.seat);
    }
  }
  return out;
}
