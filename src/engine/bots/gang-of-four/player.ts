// Gang of Four's bot at the host's table: the planner (planner.ts) playing its hand by hand (the
// chosen cards dragged from its hand to the centre, a card given in the exchange dragged before
// the loser), and taking its time over a big combination, a gift and a round's scores.
import type { GofIntent, GofView } from '../../games/gang-of-four/index.ts';
import { handObject, LAST_CARD_ITEM } from '../../games/gang-of-four/table.ts';
import { BIG_MS, botPlayer, centre, SHOWDOWN_MS, seatZone, tableSpot } from '../core/player.ts';
import { plannerBot } from './planner.ts';

export const gangOfFourPlayer = botPlayer<GofView, GofIntent>({
  bot: plannerBot,
  drag(view, intent, me) {
    const from = seatZone(me);
    if (intent.type === 'play') {
      const items = intent.lastCard ? [...intent.cards, LAST_CARD_ITEM] : [...intent.cards];
      return { object: handObject(me), from, to: centre, items };
    }
    if (intent.type !== 'give') return null;
    const loser = view.exchange?.loser;
    const to = loser === undefined ? centre : seatZone(loser);
    return { object: handObject(me), from, to, items: [intent.card] };
  },
  linger(intent) {
    if (intent.type === 'continue') return SHOWDOWN_MS;
    return intent.type === 'give' || (intent.type === 'play' && intent.cards.length >= 4)
      ? BIG_MS
      : 0;
  },
  spot: tableSpot,
});
