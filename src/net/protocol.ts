// The wire protocol, version 1 (docs/PROTOCOL.md). Every message is one JSON object with the
// version `v` and a type `t`. Both directions are validated at runtime on arrival: a message
// that is too big, not JSON, of another version, of an unknown type or of the wrong shape is
// dropped with a reason and never reaches the host's match or the client's view.
import { GAME_IDS, type DropZone, type GameId } from '../engine/index.ts';

export const PROTOCOL_VERSION = 1;

/** Largest message a client may send (bytes of its JSON text). */
export const MAX_CLIENT_MESSAGE = 8 * 1024;
/** Largest message the host sends (a full view is a few KB). */
export const MAX_HOST_MESSAGE = 512 * 1024;
/** Longest player name, in characters. */
export const MAX_NAME = 24;

// --- Shared shapes ----------------------------------------------------------------------------

/** A person at the table as everyone sees them (never their token). */
export interface LobbyPlayer {
  readonly id: string;
  readonly name: string;
  /** Seat index in the lobby (0-based), or null for a spectator. */
  readonly seat: number | null;
  readonly ready: boolean;
  readonly connected: boolean;
  readonly host: boolean;
  /** Round-trip time to the host in ms, as the host last measured it. */
  readonly rtt: number | null;
}

/** The room as everyone sees it. */
export interface Lobby {
  readonly code: string;
  readonly game: GameId;
  readonly options: unknown;
  readonly minSeats: number;
  readonly maxSeats: number;
  readonly players: readonly LobbyPlayer[];
  /** True while a match is on. */
  readonly playing: boolean;
}

/** Lobby actions; the host-only ones are checked against the sender. */
export type LobbyAction =
  | { readonly a: 'ready'; readonly ready: boolean }
  | { readonly a: 'rename'; readonly name: string }
  | { readonly a: 'sit'; readonly seat: number | null }
  | { readonly a: 'game'; readonly game: GameId; readonly options: unknown }
  | { readonly a: 'move'; readonly player: string; readonly seat: number | null }
  | { readonly a: 'remove'; readonly player: string }
  | { readonly a: 'start' }
  | { readonly a: 'lobby' };

/** One patch operation on a view (see diff.ts). */
export type PatchOp =
  | readonly ['s', readonly (string | number)[], unknown]
  | readonly ['d', readonly (string | number)[]]
  | readonly ['a', readonly (string | number)[], readonly unknown[]]
  | readonly ['t', readonly (string | number)[], number];

// --- Client → host ----------------------------------------------------------------------------

export type ClientMessage =
  /** First message on a connection: join (no token) or rejoin a seat (token). */
  | {
      readonly v: 1;
      readonly t: 'hello';
      readonly room: string;
      readonly name: string;
      readonly token?: string;
      readonly spectator?: boolean;
    }
  /** A game intent; `n` increases by one per message on a session (replays are dropped). */
  | { readonly v: 1; readonly t: 'intent'; readonly n: number; readonly intent: unknown }
  | { readonly v: 1; readonly t: 'lobby'; readonly n: number; readonly action: LobbyAction }
  /** Drag and drop on the table: pick up an object (answered with an ack). */
  | { readonly v: 1; readonly t: 'grab'; readonly n: number; readonly object: string }
  /** Where the held object is now (streamed at most 30 times a second, never acked). */
  | {
      readonly v: 1;
      readonly t: 'pose';
      readonly object: string;
      readonly p: readonly [number, number, number];
      readonly r: number;
    }
  /** Put the held object down on a zone (null: off the table); the host makes it an intent. */
  | {
      readonly v: 1;
      readonly t: 'drop';
      readonly n: number;
      readonly object: string;
      readonly zone: DropZone | null;
    }
  /** The client's view fell out of step: send a full view. */
  | { readonly v: 1; readonly t: 'resync' }
  | { readonly v: 1; readonly t: 'ping'; readonly at: number }
  | { readonly v: 1; readonly t: 'pong'; readonly at: number };

// --- Host → client ----------------------------------------------------------------------------

export type HostMessage =
  | {
      readonly v: 1;
      readonly t: 'welcome';
      readonly you: { readonly id: string; readonly token: string };
      /** The next `n` the host expects from this session. */
      readonly next: number;
    }
  | { readonly v: 1; readonly t: 'lobby'; readonly lobby: Lobby }
  /** A full view (on join, rejoin, resync or a new match). `seat` null: spectator. */
  | {
      readonly v: 1;
      readonly t: 'view';
      readonly rev: number;
      readonly seat: number | null;
      readonly view: unknown;
    }
  /** Changes from view `rev - 1` to view `rev`. */
  | { readonly v: 1; readonly t: 'diff'; readonly rev: number; readonly ops: readonly PatchOp[] }
  /** The answer to an intent or lobby action `n`. */
  | {
      readonly v: 1;
      readonly t: 'ack';
      readonly n: number;
      readonly ok: boolean;
      readonly reason?: string;
    }
  | { readonly v: 1; readonly t: 'ping'; readonly at: number }
  | { readonly v: 1; readonly t: 'pong'; readonly at: number }
  /** Who holds a table object now (`by` a match seat, or null: put down). */
  | { readonly v: 1; readonly t: 'hold'; readonly object: string; readonly by: number | null }
  /** A pose of an object another seat is dragging, relayed by the host. */
  | {
      readonly v: 1;
      readonly t: 'pose';
      readonly object: string;
      readonly by: number;
      readonly p: readonly [number, number, number];
      readonly r: number;
    }
  /** The connection is being closed by the host, and why. */
  | { readonly v: 1; readonly t: 'bye'; readonly reason: string };

// --- Validation -------------------------------------------------------------------------------

/** A message that failed validation: why, for the log. */
export interface Dropped {
  readonly dropped: string;
}

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
const keysIn = (o: Obj, keys: readonly string[]) => Object.keys(o).every((k) => keys.includes(k));
const isCount = (x: unknown): x is number =>
  typeof x === 'number' && Number.isSafeInteger(x) && x >= 0;
const isTime = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
const isSeat = (x: unknown): x is number | null =>
  x === null || (typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < 16);
const isShortString = (x: unknown, max: number): x is string =>
  typeof x === 'string' && x.length <= max;

/** A player name as shown at the table: trimmed, control characters removed, capped. */
export function cleanName(raw: string): string {
  return (
    raw
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e]/g, '')
      .trim()
      .slice(0, MAX_NAME)
  );
}

/** Parses JSON text within a size cap; never throws. */
function parseJson(text: unknown, max: number): unknown {
  if (typeof text !== 'string') return { dropped: 'not-text' } satisfies Dropped;
  if (text.length > max) return { dropped: 'too-big' } satisfies Dropped;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { dropped: 'not-json' } satisfies Dropped;
  }
}

function parseLobbyAction(a: unknown): LobbyAction | null {
  if (!isObj(a) || typeof a.a !== 'string') return null;
  switch (a.a) {
    case 'ready':
      return keysIn(a, ['a', 'ready']) && typeof a.ready === 'boolean'
        ? { a: 'ready', ready: a.ready }
        : null;
    case 'rename':
      return keysIn(a, ['a', 'name']) && isShortString(a.name, 200) && cleanName(a.name) !== ''
        ? { a: 'rename', name: cleanName(a.name) }
        : null;
    case 'sit':
      return keysIn(a, ['a', 'seat']) && isSeat(a.seat) ? { a: 'sit', seat: a.seat } : null;
    case 'game':
      return keysIn(a, ['a', 'game', 'options']) &&
        (GAME_IDS as readonly unknown[]).includes(a.game)
        ? { a: 'game', game: a.game as GameId, options: a.options ?? null }
        : null;
    case 'move':
      return keysIn(a, ['a', 'player', 'seat']) && isShortString(a.player, 40) && isSeat(a.seat)
        ? { a: 'move', player: a.player, seat: a.seat }
        : null;
    case 'remove':
      return keysIn(a, ['a', 'player']) && isShortString(a.player, 40)
        ? { a: 'remove', player: a.player }
        : null;
    case 'start':
    case 'lobby':
      return keysIn(a, ['a']) ? { a: a.a } : null;
    default:
      return null;
  }
}

/** Decodes and validates a message from a client. */
export function decodeClientMessage(text: unknown): ClientMessage | Dropped {
  const m = parseJson(text, MAX_CLIENT_MESSAGE);
  if (isObj(m) && 'dropped' in m && keysIn(m, ['dropped'])) return m as unknown as Dropped;
  if (!isObj(m)) return { dropped: 'not-an-object' };
  if (m.v !== PROTOCOL_VERSION) return { dropped: 'version' };
  switch (m.t) {
    case 'hello':
      if (
        !keysIn(m, ['v', 't', 'room', 'name', 'token', 'spectator']) ||
        !isShortString(m.room, 16) ||
        !isShortString(m.name, 200) ||
        (m.token !== undefined && !isShortString(m.token, 64)) ||
        (m.spectator !== undefined && typeof m.spectator !== 'boolean')
      ) {
        return { dropped: 'malformed-hello' };
      }
      return {
        v: 1,
        t: 'hello',
        room: m.room,
        name: cleanName(m.name),
        ...(m.token !== undefined ? { token: m.token } : {}),
        ...(m.spectator !== undefined ? { spectator: m.spectator } : {}),
      };
    case 'intent':
      if (!keysIn(m, ['v', 't', 'n', 'intent']) || !isCount(m.n) || !('intent' in m)) {
        return { dropped: 'malformed-intent' };
      }
      return { v: 1, t: 'intent', n: m.n, intent: m.intent };
    case 'lobby': {
      const action = parseLobbyAction(m.action);
      if (!keysIn(m, ['v', 't', 'n', 'action']) || !isCount(m.n) || !action) {
        return { dropped: 'malformed-lobby' };
      }
      return { v: 1, t: 'lobby', n: m.n, action };
    }
    case 'resync':
      return keysIn(m, ['v', 't']) ? { v: 1, t: 'resync' } : { dropped: 'malformed-resync' };
    case 'ping':
    case 'pong':
      return keysIn(m, ['v', 't', 'at']) && isTime(m.at)
        ? { v: 1, t: m.t, at: m.at }
        : { dropped: 'malformed-ping' };
    case 'grab':
      return keysIn(m, ['v', 't', 'n', 'object']) && isCount(m.n) && isObjectId(m.object)
        ? { v: 1, t: 'grab', n: m.n, object: m.object }
        : { dropped: 'malformed-grab' };
    case 'pose':
      return keysIn(m, ['v', 't', 'object', 'p', 'r']) &&
        isObjectId(m.object) &&
        isPoint(m.p) &&
        isAngle(m.r)
        ? { v: 1, t: 'pose', object: m.object, p: [m.p[0], m.p[1], m.p[2]], r: m.r }
        : { dropped: 'malformed-pose' };
    case 'drop': {
      const zone = parseZone(m.zone);
      return keysIn(m, ['v', 't', 'n', 'object', 'zone']) &&
        isCount(m.n) &&
        isObjectId(m.object) &&
        zone !== undefined
        ? { v: 1, t: 'drop', n: m.n, object: m.object, zone }
        : { dropped: 'malformed-drop' };
    }
    default:
      return { dropped: 'unknown-type' };
  }
}

/** Object ids on the table: short tokens like `W3` or `card-As`. */
function isObjectId(x: unknown): x is string {
  return typeof x === 'string' && /^[A-Za-z0-9*:_-]{1,24}$/.test(x);
}

/** A table point in metres, within a generous box around the table. */
function isPoint(x: unknown): x is [number, number, number] {
  return (
    Array.isArray(x) &&
    x.length === 3 &&
    x.every((c) => typeof c === 'number' && Number.isFinite(c) && Math.abs(c) <= 10)
  );
}

function isAngle(x: unknown): x is number {
  return typeof x === 'number' && Number.isFinite(x) && Math.abs(x) <= 100;
}

/** A drop zone, null (off the table), or undefined when malformed. */
function parseZone(z: unknown): DropZone | null | undefined {
  if (z === null) return null;
  if (!isObj(z)) return undefined;
  if (z.kind === 'centre' && keysIn(z, ['kind'])) return { kind: 'centre' };
  if (z.kind === 'seat' && keysIn(z, ['kind', 'seat']) && isSeat(z.seat) && z.seat !== null) {
    return { kind: 'seat', seat: z.seat };
  }
  return undefined;
}

function isPath(p: unknown): p is (string | number)[] {
  return (
    Array.isArray(p) &&
    p.length <= 32 &&
    p.every(
      (k) =>
        (typeof k === 'number' && Number.isInteger(k) && k >= 0) ||
        (typeof k === 'string' && k !== '__proto__' && k !== 'constructor' && k !== 'prototype'),
    )
  );
}

function isPatchOp(op: unknown): op is PatchOp {
  if (!Array.isArray(op) || !isPath(op[1])) return false;
  switch (op[0]) {
    case 's':
      return op.length === 3;
    case 'd':
      return op.length === 2;
    case 'a':
      return op.length === 3 && Array.isArray(op[2]);
    case 't':
      return op.length === 3 && isCount(op[2]);
    default:
      return false;
  }
}

function isLobby(l: unknown): l is Lobby {
  return (
    isObj(l) &&
    typeof l.code === 'string' &&
    (GAME_IDS as readonly unknown[]).includes(l.game) &&
    isCount(l.minSeats) &&
    isCount(l.maxSeats) &&
    typeof l.playing === 'boolean' &&
    Array.isArray(l.players) &&
    l.players.every(
      (p) =>
        isObj(p) &&
        typeof p.id === 'string' &&
        typeof p.name === 'string' &&
        isSeat(p.seat) &&
        typeof p.ready === 'boolean' &&
        typeof p.connected === 'boolean' &&
        typeof p.host === 'boolean' &&
        (p.rtt === null || isTime(p.rtt)),
    )
  );
}

/** Decodes and validates a message from the host. */
export function decodeHostMessage(text: unknown): HostMessage | Dropped {
  const m = parseJson(text, MAX_HOST_MESSAGE);
  if (isObj(m) && 'dropped' in m && keysIn(m, ['dropped'])) return m as unknown as Dropped;
  if (!isObj(m)) return { dropped: 'not-an-object' };
  if (m.v !== PROTOCOL_VERSION) return { dropped: 'version' };
  switch (m.t) {
    case 'welcome': {
      const you = m.you;
      return isObj(you) &&
        typeof you.id === 'string' &&
        typeof you.token === 'string' &&
        isCount(m.next)
        ? { v: 1, t: 'welcome', you: { id: you.id, token: you.token }, next: m.next }
        : { dropped: 'malformed-welcome' };
    }
    case 'lobby':
      return isLobby(m.lobby)
        ? { v: 1, t: 'lobby', lobby: m.lobby }
        : { dropped: 'malformed-lobby' };
    case 'view':
      return isCount(m.rev) && isSeat(m.seat) && isObj(m.view)
        ? { v: 1, t: 'view', rev: m.rev, seat: m.seat, view: m.view }
        : { dropped: 'malformed-view' };
    case 'diff':
      return isCount(m.rev) && Array.isArray(m.ops) && m.ops.every(isPatchOp)
        ? { v: 1, t: 'diff', rev: m.rev, ops: m.ops }
        : { dropped: 'malformed-diff' };
    case 'ack':
      return isCount(m.n) &&
        typeof m.ok === 'boolean' &&
        (m.reason === undefined || typeof m.reason === 'string')
        ? {
            v: 1,
            t: 'ack',
            n: m.n,
            ok: m.ok,
            ...(typeof m.reason === 'string' ? { reason: m.reason } : {}),
          }
        : { dropped: 'malformed-ack' };
    case 'ping':
    case 'pong':
      return isTime(m.at) ? { v: 1, t: m.t, at: m.at } : { dropped: 'malformed-ping' };
    case 'hold':
      return isObjectId(m.object) && isSeat(m.by)
        ? { v: 1, t: 'hold', object: m.object, by: m.by }
        : { dropped: 'malformed-hold' };
    case 'pose':
      return isObjectId(m.object) && isSeat(m.by) && m.by !== null && isPoint(m.p) && isAngle(m.r)
        ? { v: 1, t: 'pose', object: m.object, by: m.by, p: [m.p[0], m.p[1], m.p[2]], r: m.r }
        : { dropped: 'malformed-pose' };
    case 'bye':
      return typeof m.reason === 'string'
        ? { v: 1, t: 'bye', reason: m.reason }
        : { dropped: 'malformed-bye' };
    default:
      return { dropped: 'unknown-type' };
  }
}

/** Encodes a message for the wire. */
export function encode(m: ClientMessage | HostMessage): string {
  return JSON.stringify(m);
}
