// The views a host sends: each connection gets the view of its own seat (a spectator's if it has
// none), in full the first time and as deltas of the filtered view afterwards (diff.ts), their
// values packed with the connection's shapes (pack.ts). A delta is computed once per distinct
// pair of views (connections that saw alike and see alike share it). Before a change is
// committed the view of every seat (connected or not, bots included) and the spectators' view are
// computed, so a game whose `view` throws refuses the change instead of leaving the match in a
// state somebody, now or on their return, cannot see.
import type { AnyGameDef } from '../engine/index.ts';
import type { Contribution } from '../engine/fair/record.ts';
import { diffView, type DiffMemo } from './diff.ts';
import { ShapePacker } from './pack.ts';
import type { Delta, HostMessage, Placement } from './protocol.ts';
import { PROTOCOL_VERSION } from './protocol-shapes.ts';

/** What a match keeps for its record (host-fair.ts): how its seed was made, who sat where, and
 * every accepted intent with its seat. */
export interface FairLog {
  readonly id: string;
  readonly secret: string;
  readonly commitment: string;
  readonly seats: readonly { readonly name: string; readonly bot: boolean }[];
  readonly options: unknown;
  readonly carry?: unknown;
  readonly contributions: readonly Contribution[];
  readonly intents: [number, unknown][];
}

/** A match on the host: its game, seed, state and who sits where. */
export interface Match {
  readonly def: AnyGameDef;
  readonly seed: string;
  state: unknown;
  /** Player id at each match seat. */
  readonly order: readonly string[];
  /** Its record so far (absent: a match restored from a snapshot older than fair play). */
  readonly fair?: FairLog;
}

/** What one connection was last sent, for deltas, and the shapes it knows (since that view). */
export interface ViewFeed {
  sent: { rev: number; view: unknown; shapes: ShapePacker } | null;
  /** The id of the last game record sent on this connection. */
  recordSent?: string;
}

/** Deltas already computed for this round of views: whole views' (connections that see alike)
 * and their parts' (seats whose views share parts), by what they go from and to. */
export interface DeltaMemo {
  readonly views: Map<unknown, Map<unknown, Delta | null>>;
  readonly parts: DiffMemo;
}

/** A memo for one round of views. */
export const deltaMemo = (): DeltaMemo => ({ views: new Map(), parts: new Map() });

/** The view of player `playerId` in `state` (a spectator's if not seated). May throw. */
export function viewOf(match: Match, state: unknown, playerId: string): unknown {
  const seat = match.order.indexOf(playerId);
  return seat >= 0 ? match.def.view(state, seat) : match.def.spectatorView(state);
}

/** The message that brings `feed` to `view` (a full view first, then deltas), or null when
 * nothing changed. Records what was sent. `memo` shares deltas between connections. */
export function nextViewMessage(
  feed: ViewFeed,
  view: unknown,
  seat: number | null,
  placed: Readonly<Record<string, Placement>> = {},
  memo?: DeltaMemo,
): HostMessage | null {
  const prev = feed.sent;
  if (prev) {
    const delta = deltaOf(prev.view, view, memo);
    if (delta === null) return null;
    const packed = tryPack(prev.shapes, delta);
    if (packed) {
      feed.sent = { rev: prev.rev + 1, view, shapes: prev.shapes };
      const k = packed.shapes;
      return {
        v: PROTOCOL_VERSION,
        t: 'diff',
        rev: prev.rev + 1,
        d: packed.packed,
        ...(k.length ? { k } : {}),
      };
    }
  }
  // The first view, or a connection whose shapes ran out: the whole view, and shapes afresh.
  feed.sent = { rev: 1, view, shapes: new ShapePacker() };
  return {
    v: PROTOCOL_VERSION,
    t: 'view',
    rev: 1,
    seat,
    view: view as Record<string, unknown>,
    placed: structuredClone(placed) as Record<string, Placement & { at: [number, number] }>,
  };
}

/** The delta from `from` to `to` (null: no change), from the memo when another connection
 * already needed it. */
function deltaOf(from: unknown, to: unknown, memo?: DeltaMemo): Delta | null {
  let row = memo?.views.get(from);
  if (row?.has(to)) return row.get(to)!;
  const delta = diffView(
    from as Record<string, unknown>,
    to as Record<string, unknown>,
    memo?.parts,
  );
  if (memo) {
    if (!row) memo.views.set(from, (row = new Map()));
    row.set(to, delta);
  }
  return delta;
}

function tryPack(shapes: ShapePacker, delta: Delta): { packed: Delta; shapes: string[][] } | null {
  try {
    const out = shapes.pack(delta);
    return { packed: out.packed as Delta, shapes: out.shapes };
  } catch {
    return null;
  }
}

/** The message telling a connection that no match is on (after one was). */
export function noMatchMessage(feed: ViewFeed): HostMessage | null {
  const had = feed.sent !== null;
  feed.sent = null;
  return had ? { v: PROTOCOL_VERSION, t: 'view', rev: 0, seat: null, view: { game: null } } : null;
}

/** Runs `fn`, turning a throw into an Error value (a game's code must never stop the host). */
export function guarded<T>(fn: () => T): T | Error {
  try {
    return fn();
  } catch (e) {
    return e instanceof Error ? e : new Error(String(e));
  }
}
