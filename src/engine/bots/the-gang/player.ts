// The Gang's bot at the host's table: the crew bot (crew.ts) moving its chips by hand (taking one
// is a drag to its own seat, giving one back a drag to the centre), and lingering over proposals
// and the showdown.
import type { GangIntent, GangView } from '../../games/the-gang/index.ts';
import { BIG_MS, botPlayer, centre, SHOWDOWN_MS, seatZone, tableSpot } from '../core/player.ts';
import { crewBot } from './crew.ts';

export const theGangPlayer = botPlayer<GangView, GangIntent>({
  bot: crewBot,
  drag(view, intent, me) {
    if (intent.type === 'returnChip')
      return { object: intent.chip, from: seatZone(me), to: centre };
    if (intent.type !== 'takeChip') return null;
    const holder = view.players.find((p) => p.chip === intent.chip);
    return { object: intent.chip, from: holder ? seatZone(holder.seat) : centre, to: seatZone(me) };
  },
  linger(intent) {
    const type = intent.type;
    return type === 'continue' ? SHOWDOWN_MS : type === 'propose' ? BIG_MS : 0;
  },
  spot: tableSpot,
});
