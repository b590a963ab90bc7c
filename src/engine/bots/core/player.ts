// What a game's bot is at the host's table (BotPlayer), and the helpers each game's player is
// built from. A bot's drag is what a person would do by hand for the same intent (the game's table
// rules turn it back into that intent on the host); a move with no table object has no drag and
// is simply sent. Each game's player lives in its own folder (engine/bots/<id>/player.ts); the
// registry (registry.ts) is the one file that lists them.
import type { DropZone } from '../../core/game.ts';
import type { Bot } from './drive.ts';

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
  /** Roughly where `zone` lies on the table in the shared frame (metres, x and z; seat 0 at
   * +z), for the poses of a bot's drag: they only show the way, the drop puts the object where
   * the rules say. */
  spot(zone: DropZone, seats: number): readonly [number, number];
}

/** A game's bot as its own folder writes it, in its own view and intent types. */
export interface GamePlayer<V extends { readonly seat: number | null }, I> {
  readonly bot: Bot<V, I>;
  /** The drag that makes `intent` for seat `me`, or null when it has no table object. */
  drag(view: V, intent: I, me: number): BotDrag | null;
  /** As BotPlayer.linger. */
  linger(intent: I): number;
  /** As BotPlayer.spot. */
  spot(zone: DropZone, seats: number): readonly [number, number];
}

/** The player the host seats, from a game's own: the one place where a game's view and intent
 * types meet the host's (the host gives a game's bot only that game's views and intents). */
export function botPlayer<V extends { readonly seat: number | null }, I>(
  p: GamePlayer<V, I>,
): BotPlayer {
  return {
    bot: p.bot as Bot<unknown, unknown>,
    drag: (view, intent) => {
      const v = view as V;
      return v.seat === null ? null : p.drag(v, intent as I, v.seat);
    },
    linger: (intent) => p.linger(intent as I),
    spot: p.spot,
  };
}

/** A big decision's extra think, and the time to take in a showdown or a round's scores. */
export const BIG_MS = 700;
export const SHOWDOWN_MS = 6000;

export const centre: DropZone = { kind: 'centre' };
export const seatZone = (seat: number): DropZone => ({ kind: 'seat', seat });

const round = (x: number) => Math.round(x * 1000) / 1000;

/** Where seat `seat` sits, on an oval around the centre (seat 0 nearest +z). */
export function seatSpot(seat: number, seats: number): [number, number] {
  const a = (2 * Math.PI * seat) / Math.max(1, seats);
  return [round(-Math.sin(a) * 0.72), round(Math.cos(a) * 0.42)];
}

/** The spot of the zones every table has: the centre, a seat, an object (near the centre). Named
 * zones are the game's own (each player's `spot` adds them); unknown ones are the centre. */
export function tableSpot(zone: DropZone, seats: number): [number, number] {
  if (zone.kind === 'seat') return seatSpot(zone.seat, seats);
  if (zone.kind === 'object') return [0, -0.08];
  return [0, 0];
}
