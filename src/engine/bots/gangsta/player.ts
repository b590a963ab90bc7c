// Gangsta!'s bot at the host's table: the planner (planner.ts) moving cards by hand (a gangster
// from the river to its gang, a heist from the river to its gang, a member onto the heist being
// staffed or onto the discards), mobilising by a click and answering with buttons, and taking its
// time over a heist. The river, the heists and the discards are zones of this game's table.
import type { DropZone } from '../../core/game.ts';
import type { GangstaIntent, GangstaView } from '../../games/gangsta/index.ts';
import { TABLE_ZONES } from '../../games/gangsta/table.ts';
import { BIG_MS, botPlayer, seatSpot, tableSpot } from '../core/player.ts';
import { plannerBot } from './planner.ts';

/** Where this game's named zones lie (shared frame, metres), roughly as the table lays them. */
const NAMED: Readonly<Record<string, readonly [number, number]>> = {
  heists: [-0.3, -0.12],
  gangsters: [0.25, -0.12],
  discards: [0.7, -0.2],
};

function spot(zone: DropZone, seats: number): readonly [number, number] {
  if (zone.kind !== 'zone') return tableSpot(zone, seats);
  const gang = /^gang:(\d+)$/.exec(zone.zone);
  if (gang) return seatSpot(Number(gang[1]), seats);
  return NAMED[zone.zone] ?? [0, 0];
}

export const gangstaPlayer = botPlayer<GangstaView, GangstaIntent>({
  bot: plannerBot,
  drag(view, intent, me) {
    const ownerOf = (id: string) => view.players.findIndex((p) => p.gang.some((m) => m.id === id));
    switch (intent.type) {
      case 'recruit':
        return { object: intent.gangster, from: TABLE_ZONES.gangsters, to: TABLE_ZONES.gang(me) };
      case 'heist':
        return { object: intent.heist, from: TABLE_ZONES.heists, to: TABLE_ZONES.gang(me) };
      case 'engage': {
        const card = view.heist?.card;
        const owner = ownerOf(intent.gangster);
        if (!card || owner < 0) return null;
        const to: DropZone = { kind: 'object', object: card };
        return { object: intent.gangster, from: TABLE_ZONES.gang(owner), to };
      }
      case 'discard': {
        const owner = ownerOf(intent.gangster);
        if (owner < 0) return null;
        return { object: intent.gangster, from: TABLE_ZONES.gang(owner), to: TABLE_ZONES.discards };
      }
      default:
        return null; // mobilise is a click, pass and the answers are buttons
    }
  },
  linger: (intent) => (intent.type === 'heist' ? BIG_MS : 0),
  spot,
});
