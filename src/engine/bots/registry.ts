// The strong bot of each game, and how its moves look on the table: the one shared file of the
// bots that names games (the host and the demo ask here, never a game's folder). A bot's drag is
// what a person would do by hand for the same intent (the game's table rules turn it back into
// that intent on the host); a move with no table object has no drag and is simply sent.
import type { DropZone, GameId } from '../core/game.ts';
import type { GangIntent, GangView } from '../games/the-gang/index.ts';
import type { GofIntent, GofView } from '../games/gang-of-four/index.ts';
import type { GangstaIntent, GangstaView } from '../games/gangsta/index.ts';
import { handObject, LAST_CARD_ITEM } from '../games/gang-of-four/table.ts';
import { TABLE_ZONES } from '../games/gangsta/table.ts';
import type { Bot } from './drive.ts';
import { plannerBot as gofPlanner } from './gang-of-four/planner.ts';
import { plannerBot as gangstaPlanner } from './gangsta/planner.ts';
import { crewBot } from './the-gang/crew.ts';

/** A move made by hand: pick `object` up where it lies (`from`), carry it to `to` with `items`. */
export interface BotDrag {
  readonly object: string;
  readonly from: DropZone;
  readonly to: DropZone;
  readonly items?: readonly string[];
}

/** A game's bot as the host seats it. */
export interface BotPlayer {
  readonly bot: Bot<unknown, unknown>;
  /** The drag that makes `intent` on the table, or null when it has no table object. */
  drag(view: unknown, intent: unknown): BotDrag | null;
  /** Extra time before `intent`, in ms, beyond the usual think: a person pauses over a big
   * decision, and lingers over a showdown or a score sheet before moving on. */
  linger(intent: unknown): number;
}

/** A game's drags, from its own view and intent types and the bot's seat (a spectator has none). */
function byHand<V extends { readonly seat: number | null }, I>(
  drag: (view: V, intent: I, me: number) => BotDrag | null,
): BotPlayer['drag'] {
  return (view, intent) => {
    const me = (view as V).seat;
    return me === null ? null : drag(view as V, intent as I, me);
  };
}

/** A big decision's extra think, and the time to take in a showdown or a round's scores. */
const BIG_MS = 700;
const SHOWDOWN_MS = 6000;

const centre: DropZone = { kind: 'centre' };
const seatZone = (seat: number): DropZone => ({ kind: 'seat', seat });

const theGang: BotPlayer = {
  bot: crewBot as Bot<unknown, unknown>,
  drag: byHand<GangView, GangIntent>((view, intent, me) => {
    if (intent.type === 'returnChip')
      return { object: intent.chip, from: seatZone(me), to: centre };
    if (intent.type !== 'takeChip') return null;
    const holder = view.players.find((p) => p.chip === intent.chip);
    return { object: intent.chip, from: holder ? seatZone(holder.seat) : centre, to: seatZone(me) };
  }),
  linger(intent) {
    const type = (intent as GangIntent).type;
    return type === 'continue' ? SHOWDOWN_MS : type === 'propose' ? BIG_MS : 0;
  },
};

const gangOfFour: BotPlayer = {
  bot: gofPlanner as Bot<unknown, unknown>,
  drag: byHand<GofView, GofIntent>((view, intent, me) => {
    const from = seatZone(me);
    if (intent.type === 'play') {
      const items = intent.lastCard ? [...intent.cards, LAST_CARD_ITEM] : [...intent.cards];
      return { object: handObject(me), from, to: centre, items };
    }
    if (intent.type !== 'give') return null;
    const loser = view.exchange?.loser;
    const to = loser === undefined ? centre : seatZone(loser);
    return { object: handObject(me), from, to, items: [intent.card] };
  }),
  linger(rawIntent) {
    const intent = rawIntent as GofIntent;
    if (intent.type === 'continue') return SHOWDOWN_MS;
    return intent.type === 'give' || (intent.type === 'play' && intent.cards.length >= 4)
      ? BIG_MS
      : 0;
  },
};

const gangsta: BotPlayer = {
  bot: gangstaPlanner as Bot<unknown, unknown>,
  drag: byHand<GangstaView, GangstaIntent>((view, intent, me) => {
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
  }),
  linger: (intent) => ((intent as GangstaIntent).type === 'heist' ? BIG_MS : 0),
};

/** The strong bot of every game, by id. */
export const BOTS: Readonly<Record<GameId, BotPlayer>> = {
  'the-gang': theGang,
  'gang-of-four': gangOfFour,
  gangsta,
};

/** The bot of a game id, or null for an id that names no game. */
export function botFor(id: string): BotPlayer | null {
  return Object.hasOwn(BOTS, id) ? BOTS[id as GameId] : null;
}
