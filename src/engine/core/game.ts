// The one shape every game on the table has (boardgame.io's "a game is a plain object of pure
// functions"): setup from (seed, options, seats), intents validated then applied, a view per
// seat and one for spectators, and a terminal result. The host and the tests drive every game
// through this interface only.
import type { Outcome, Rejection } from './result.ts';
import type { AnySchema, IntentSchemas } from './schema.ts';

/** Every game id, everywhere: engine registry, lobby, URLs. */
export const GAME_IDS = ['the-gang', 'gang-of-four', 'gangsta'] as const;
export type GameId = (typeof GAME_IDS)[number];

/** A seat index, 0-based, clockwise around the table. */
export type Seat = number;

/** What setup needs: a seed (hashed into the RNG carried in state), seat count and options. */
export interface SetupContext<O> {
  readonly seed: string;
  readonly seats: number;
  readonly options: O;
  /** What the last game of this kind in the room left for this one (`GameDef.carry`), if any.
   * It comes from the host's own storage: a game validates it and ignores what does not fit. */
  readonly carry?: unknown;
}

/** Where a dragged object was dropped: the centre of the table, the area before a seat, a named
 * zone of the game's table (a river slot, a gang area), or onto another object (a heist card). */
export type DropZone =
  | { readonly kind: 'centre' }
  | { readonly kind: 'seat'; readonly seat: Seat }
  | { readonly kind: 'zone'; readonly zone: string }
  | { readonly kind: 'object'; readonly object: string };

/** A drop as the rules see it: the zone (null: off the table) and what the dragger carried
 * along, in order (a group of cards from the hand: tokens the dragger chose, checked like any
 * intent's). */
export interface Drop {
  readonly zone: DropZone | null;
  readonly items: readonly string[];
}

/** How drag and drop on the table maps to a game's intents (the host asks, never the client). */
export interface TableRules<S, I> {
  /** Null if `seat` may pick `object` up now, else why not. Object ids are the game's own. */
  canGrab(state: S, seat: Seat, object: string): Rejection | null;
  /** The intent meant by this drop of `object`, or a refusal. */
  dropIntent(state: S, seat: Seat, object: string, drop: Drop): I | Rejection;
}

/** A game definition: data plus pure functions. */
export interface GameDef<S, I, V, O, R> {
  readonly id: GameId;
  readonly name: string;
  readonly minSeats: number;
  readonly maxSeats: number;
  /** Seats at a demo of the game (bots in each, the viewer watching): what shows it best. */
  readonly demoSeats: number;
  readonly defaultOptions: O;
  /** Every intent the game accepts, by type, as schemas with descriptions (parseIntent checks
   * with them; docs/PROTOCOL.md is generated from them). */
  readonly intents: IntentSchemas;
  /** The lobby options' schema (parseOptions checks with it; the docs show it). */
  readonly optionsSchema: AnySchema;
  /** Validates options from the lobby; a rejection names what is wrong. */
  parseOptions(raw: unknown): O | Rejection;
  /** A fresh match; rejects an unsupported seat count. */
  setup(ctx: SetupContext<O>): S | Rejection;
  /** Shape check of an untrusted payload; never throws. */
  parseIntent(raw: unknown): I | Rejection;
  /** Applies a well-formed intent from a seat; a rejection leaves `state` untouched. */
  apply(state: S, seat: Seat, intent: I): Outcome<S>;
  /** What one seat may see. */
  view(state: S, seat: Seat): V;
  /** What a spectator may see: no secrets at all. */
  spectatorView(state: S): V;
  /** The terminal result, or null while the game goes on. */
  result(state: S): R | null;
  /** What this game leaves for the next game of its kind in the same room (The Gang: the
   * stacks' order). The host keeps it with its snapshot; it never leaves the host. */
  carry?(state: S): unknown;
  /** Drag and drop on the 3D table. */
  readonly table?: TableRules<S, I>;
}

/** What the home screen and the lobby know of a game without its rules (each game's facts.ts,
 * gathered by src/engine/facts.ts): its id, name, seat range, demo seats and default options. */
export type GameFacts<O = unknown> = Pick<
  GameDef<unknown, unknown, unknown, O, unknown>,
  'id' | 'name' | 'minSeats' | 'maxSeats' | 'demoSeats' | 'defaultOptions'
>;

/** A game definition with its type parameters erased, for registries and the host. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameDef = GameDef<any, any, any, any, any>;
