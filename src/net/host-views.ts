// The views a host sends: each connection gets the view of its own seat (a spectator's if it has
// none), in full the first time and as diffs of the filtered view afterwards. Before a change is
// committed the view of every seat (connected or not, bots included) and the spectators' view are
// computed, so a game whose `view` throws refuses the change instead of leaving the match in a
// state somebody, now or on their return, cannot see.
import type { AnyGameDef } from '../engine/index.ts';
import { diffJson } from './diff.ts';
import type { HostMessage, Placement } from './protocol.ts';

/** A match on the host: its game, seed, state and who sits where. */
export interface Match {
  readonly def: AnyGameDef;
  readonly seed: string;
  state: unknown;
  /** Player id at each match seat. */
  readonly order: readonly string[];
}

/** What one connection was last sent, for diffs. */
export interface ViewFeed {
  sent: { rev: number; view: unknown } | null;
}

/** The view of player `playerId` in `state` (a spectator's if not seated). May throw. */
export function viewOf(match: Match, state: unknown, playerId: string): unknown {
  const seat = match.order.indexOf(playerId);
  return seat >= 0 ? match.def.view(state, seat) : match.def.spectatorView(state);
}

/** The message that brings `feed` to `view` (a full view first, then diffs), or null when
 * nothing changed. Records what was sent. */
export function nextViewMessage(
  feed: ViewFeed,
  view: unknown,
  seat: number | null,
  placed: Readonly<Record<string, Placement>> = {},
): HostMessage | null {
  const prev = feed.sent;
  if (!prev) {
    feed.sent = { rev: 1, view };
    return {
      v: 2,
      t: 'view',
      rev: 1,
      seat,
      view: view as Record<string, unknown>,
      placed: structuredClone(placed) as Record<string, Placement & { at: [number, number] }>,
    };
  }
  const ops = diffJson(prev.view, view);
  if (ops.length === 0) return null;
  feed.sent = { rev: prev.rev + 1, view };
  return { v: 2, t: 'diff', rev: prev.rev + 1, ops };
}

/** The message telling a connection that no match is on (after one was). */
export function noMatchMessage(feed: ViewFeed): HostMessage | null {
  const had = feed.sent !== null;
  feed.sent = null;
  return had ? { v: 2, t: 'view', rev: 0, seat: null, view: { game: null } } : null;
}

/** Runs `fn`, turning a throw into an Error value (a game's code must never stop the host). */
export function guarded<T>(fn: () => T): T | Error {
  try {
    return fn();
  } catch (e) {
    return e instanceof Error ? e : new Error(String(e));
  }
}
