// The wire protocol, version 3 (docs/PROTOCOL.md; version 3 sent view deltas as trees with
// shapes, where version 2 sent lists of path operations). Every message is one JSON object with the
// version `v` and a type `t`, declared once below as a valibot schema: the TypeScript types, the
// runtime checks on arrival (both directions) and the tables in docs/PROTOCOL.md all come from
// these declarations. A message that is too big, not JSON, of another version, of an unknown
// type or of the wrong shape is dropped with a reason and never reaches the match or the view.
import * as v from 'valibot';
import { GAME_IDS, type DropZone } from '../engine/index.ts';

export const PROTOCOL_VERSION = 3;

/** Largest message a client may send (UTF-8 bytes of its JSON text). */
export const MAX_CLIENT_MESSAGE = 8 * 1024;
/** Largest message the host sends (a full view is a few KB). */
export const MAX_HOST_MESSAGE = 512 * 1024;
/** Longest player name, in characters (code points). */
export const MAX_NAME = 24;

// --- Shared shapes ----------------------------------------------------------------------------

const Version = v.literal(PROTOCOL_VERSION);
/** A message number: grows by one per request on a player's sessions. */
const Count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const Time = v.pipe(v.number(), v.finite());
/** A seat index, or null (spectator, nobody). */
const SeatOrNull = v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(15)));
const Seat = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(15));
const Game = v.picklist(GAME_IDS);
/** Random values in base64url: nonces, keys, signatures. */
const B64 = (min: number, max: number) =>
  v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]*$/), v.minLength(min), v.maxLength(max));
const Short = (max: number) => v.pipe(v.string(), v.maxLength(max));
/** Table objects: short tokens like `W3`, `pocket:0:1` or `g12`. */
const ObjectId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9*:_-]{1,24}$/));
/** A point on the table, in metres, within a generous box around it. */
const Point = v.tuple([
  v.pipe(v.number(), v.finite(), v.minValue(-10), v.maxValue(10)),
  v.pipe(v.number(), v.finite(), v.minValue(-10), v.maxValue(10)),
  v.pipe(v.number(), v.finite(), v.minValue(-10), v.maxValue(10)),
]);
const Angle = v.pipe(v.number(), v.finite(), v.minValue(-100), v.maxValue(100));

/** A person at the table as everyone sees them (never their token). */
export const LobbyPlayerSchema = v.object({
  id: v.string(),
  name: v.string(),
  /** Seat index in the lobby (0-based), or null for a spectator. */
  seat: SeatOrNull,
  ready: v.boolean(),
  connected: v.boolean(),
  host: v.boolean(),
  /** Round-trip time to the host in ms, as the host last measured it. */
  rtt: v.nullable(Time),
  /** A bot the host plays (always ready and connected); absent for people. */
  bot: v.optional(v.boolean()),
});
export type LobbyPlayer = v.InferOutput<typeof LobbyPlayerSchema>;

/** The room as everyone sees it. */
export const LobbySchema = v.pipe(
  v.object({
    code: v.string(),
    game: Game,
    options: v.unknown(),
    minSeats: Count,
    maxSeats: Count,
    players: v.array(v.pipe(LobbyPlayerSchema, v.title('LobbyPlayer'))),
    /** True while a match is on. */
    playing: v.boolean(),
    /** Locked by the host: nobody new comes in, and only seated players may come back. */
    locked: v.boolean(),
  }),
  v.title('Lobby'),
);
export type Lobby = v.InferOutput<typeof LobbySchema>;

/** A player name as shown at the table: no control, format (bidi, zero-width) or line
 * separator characters, spaces collapsed, trimmed and capped (by code points). */
export function cleanName(raw: string): string {
  const text = raw
    .replace(/\s+/gu, ' ') // tabs, newlines and line separators become spaces
    .replace(/[\p{Cc}\p{Cf}\p{Cs}]/gu, '') // controls, bidi and zero-width marks go
    .replace(/ {2,}/g, ' ')
    .trim();
  return Array.from(text).slice(0, MAX_NAME).join('').trim();
}

const Name = v.pipe(Short(200), v.transform(cleanName), v.minLength(1));

const action = <E extends v.ObjectEntries>(entries: E, text: string) =>
  v.pipe(v.strictObject(entries), v.description(text));

/** Lobby actions, by `a`; the host-only ones are checked against the sender. */
export const LOBBY_ACTIONS = {
  ready: action(
    { a: v.literal('ready'), ready: v.boolean() },
    'Anyone seated: ready (or not) to start. Refused while `playing`.',
  ),
  rename: action(
    { a: v.literal('rename'), name: Name },
    'Anyone: a new name (cleaned, 1–24 characters). Refused `too-fast` past a few renames.',
  ),
  sit: action(
    { a: v.literal('sit'), seat: SeatOrNull },
    'Anyone: take a free seat (a bot sitting there makes way), or watch (`null`). Refused `playing`, `no-such-seat`, `seat-taken`.',
  ),
  game: action(
    { a: v.literal('game'), game: Game, options: v.optional(v.unknown(), null) },
    'Host: the game and its options (see each game below). Refused `host-only`, `playing`, `game-not-available`, `bad-options`.',
  ),
  move: action(
    { a: v.literal('move'), player: Short(40), seat: SeatOrNull },
    'Host: move a player to a seat (swapping with whoever sits there; a bot moved to watching leaves) or to watching. During a match, only a person watching into a bot’s seat: they take over its cards and the bot leaves. Refused `host-only`, `no-such-player`, `no-such-seat`; in a match `not-a-bot-seat`, `playing`.',
  ),
  remove: action(
    { a: v.literal('remove'), player: Short(40) },
    'Host: remove a player (told `bye removed`; the device they came from is refused from then on) or a bot; during a match, only someone watching. Refused `host-only`, `playing`, `no-such-player`, `cannot-remove-host`.',
  ),
  lock: action(
    { a: v.literal('lock'), locked: v.boolean() },
    'Host: lock the table (nobody new comes in: `bye locked`; only seated players and the host may come back) or open it again. Refused `host-only`.',
  ),
  bot: action(
    { a: v.literal('bot'), seat: Seat },
    'Host: a bot takes lobby seat `seat`: an empty one in the lobby, or during a match the seat of a player whose connection is gone (who then watches, and may be moved back). Refused `host-only`, `no-such-seat`, `seat-taken`; in a match `not-in-match`, `still-connected`.',
  ),
  start: action(
    { a: v.literal('start') },
    'Host: start the game. Refused `host-only`, `playing`, `bad-seat-count`, `not-everyone-ready`.',
  ),
  lobby: action(
    { a: v.literal('lobby') },
    'Host: back to the lobby after (or during) a game. Refused `host-only`, `not-playing`.',
  ),
} as const;

const LobbyActionSchema = v.pipe(
  v.variant('a', Object.values(LOBBY_ACTIONS)),
  v.title('a lobby action (below)'),
);
export type LobbyAction = v.InferOutput<typeof LobbyActionSchema>;

/** A zone of the table (see DropZone in the engine). */
const ZoneSchema = v.pipe(
  v.variant('kind', [
    v.strictObject({ kind: v.literal('centre') }),
    v.strictObject({ kind: v.literal('seat'), seat: Seat }),
    v.strictObject({
      kind: v.literal('zone'),
      zone: v.pipe(v.string(), v.regex(/^[a-z0-9:-]{1,24}$/)),
    }),
    v.strictObject({ kind: v.literal('object'), object: ObjectId }),
  ]),
  v.title('DropZone'),
);
/** Where in its zone an object was put: each coordinate from −1 to 1 across the zone (the host
 * clamps it there), so every peer places it alike whatever its own view of the table. */
const ZoneSpot = v.tuple([
  v.pipe(v.number(), v.finite(), v.minValue(-4), v.maxValue(4)),
  v.pipe(v.number(), v.finite(), v.minValue(-4), v.maxValue(4)),
]);
/** What a drag carried along (cards chosen from a hand): short tokens. */
const Items = v.pipe(
  v.array(v.pipe(v.string(), v.regex(/^[A-Za-z0-9*-]{1,12}$/))),
  v.maxLength(16),
);

/** A view delta (see diff.ts): changed keys (or array indices and `<`, `*`, `-`, `+`) mapped to
 * `[value]`, `[]` or a nested delta; values packed with the connection's shapes (pack.ts). Its
 * structure is checked as it is applied. */
const DeltaSchema = v.pipe(
  v.custom<Record<string, unknown>>(
    (d) => typeof d === 'object' && d !== null && !Array.isArray(d),
    'a delta is an object',
  ),
  v.title('Delta (below)'),
);
export type Delta = v.InferOutput<typeof DeltaSchema>;
/** New shapes (key lists) a diff declares, numbered after those the connection knows. */
const ShapesSchema = v.pipe(
  v.array(v.pipe(v.array(v.pipe(v.string(), v.maxLength(64))), v.maxLength(64))),
  v.maxLength(512),
  v.title('Shapes (below)'),
);

// --- Client → host ----------------------------------------------------------------------------

/** Every message a client may send, by type (docs/PROTOCOL.md is generated from these). */
export const CLIENT_MESSAGES = {
  hi: v.pipe(
    v.strictObject({ v: Version, t: v.literal('hi'), room: Short(16), nonce: B64(16, 64) }),
    v.description(
      'First message on a connection: a fresh random nonce the host must sign before the client says anything secret.',
    ),
  ),
  hello: v.pipe(
    v.strictObject({
      v: Version,
      t: v.literal('hello'),
      room: Short(16),
      name: v.pipe(Short(200), v.transform(cleanName)),
      token: v.optional(Short(64)),
      spectator: v.optional(v.boolean()),
      /** This browser's id for this room (a hash: no two rooms see the same one), so that a
       * removal sticks. */
      device: v.optional(B64(16, 64)),
    }),
    v.description(
      'After a valid proof: join (no token) or rejoin a seat (its token). The newest connection of a seat wins.',
    ),
  ),
  intent: v.pipe(
    v.strictObject({ v: Version, t: v.literal('intent'), n: Count, intent: v.unknown() }),
    v.description('A game intent (see each game below); answered with `ack n`.'),
  ),
  lobby: v.pipe(
    v.strictObject({ v: Version, t: v.literal('lobby'), n: Count, action: LobbyActionSchema }),
    v.description('A lobby action (below); answered with `ack n`.'),
  ),
  grab: v.pipe(
    v.strictObject({ v: Version, t: v.literal('grab'), n: Count, object: ObjectId }),
    v.description('Pick up a table object to drag it; answered with `ack n`.'),
  ),
  pose: v.pipe(
    v.strictObject({ v: Version, t: v.literal('pose'), object: ObjectId, p: Point, r: Angle }),
    v.description(
      'Where the held object is now (table frame, metres; yaw in radians); at most 30 a second, never acked.',
    ),
  ),
  drop: v.pipe(
    v.strictObject({
      v: Version,
      t: v.literal('drop'),
      n: Count,
      object: ObjectId,
      zone: v.nullable(ZoneSchema),
      at: v.optional(ZoneSpot),
      items: v.optional(Items),
    }),
    v.description(
      'Put the held object down on a zone (null: off the table), at a spot in it, with what it carried along (cards chosen from a hand); answered with `ack n`.',
    ),
  ),
  resync: v.pipe(
    v.strictObject({ v: Version, t: v.literal('resync') }),
    v.description('The client’s view fell out of step: the host sends a full view.'),
  ),
  ping: v.pipe(
    v.strictObject({ v: Version, t: v.literal('ping'), at: Time }),
    v.description('Round-trip measurement and keep-alive; the other side echoes `at` in a pong.'),
  ),
  pong: v.pipe(
    v.strictObject({ v: Version, t: v.literal('pong'), at: Time }),
    v.description('The answer to a ping.'),
  ),
} as const;

type Out<T> = T extends v.GenericSchema<unknown, infer O> ? O : never;
export type ClientMessage = {
  [K in keyof typeof CLIENT_MESSAGES]: Out<(typeof CLIENT_MESSAGES)[K]>;
}[keyof typeof CLIENT_MESSAGES];

// --- Host → client ----------------------------------------------------------------------------

/** Every message the host may send, by type. */
export const HOST_MESSAGES = {
  proof: v.pipe(
    v.object({ v: Version, t: v.literal('proof'), key: B64(43, 43), sig: B64(86, 86) }),
    v.description(
      'The host’s public key (Ed25519) and its signature over the room and the client’s nonce.',
    ),
  ),
  welcome: v.pipe(
    v.object({
      v: Version,
      t: v.literal('welcome'),
      you: v.object({ id: v.string(), token: v.string() }),
      next: Count,
      sig: B64(86, 86),
    }),
    v.description(
      'After hello: who you are, your seat token (keep it to rejoin) and the next message number, signed with the host’s key.',
    ),
  ),
  lobby: v.pipe(
    v.object({ v: Version, t: v.literal('lobby'), lobby: LobbySchema }),
    v.description('The room, on every change.'),
  ),
  view: v.pipe(
    v.object({
      v: Version,
      t: v.literal('view'),
      rev: Count,
      seat: SeatOrNull,
      view: v.record(v.string(), v.unknown()),
      /** Where dropped objects rest in their zones (see place). */
      placed: v.optional(
        v.record(
          v.string(),
          v.pipe(v.object({ zone: ZoneSchema, at: ZoneSpot }), v.title('Placement')),
        ),
      ),
    }),
    v.description(
      'The full view of the client’s seat (`seat` null: spectator) on join, rejoin, resync and a new match; `view: { game: null }` means no match.',
    ),
  ),
  diff: v.pipe(
    v.object({
      v: Version,
      t: v.literal('diff'),
      rev: Count,
      d: DeltaSchema,
      k: v.optional(ShapesSchema),
      /** The object a committed drop put down, and where it rests now (see place). */
      p: v.optional(
        v.pipe(
          v.object({ object: ObjectId, zone: ZoneSchema, at: ZoneSpot }),
          v.title('{ object, zone, at } as in place'),
        ),
      ),
    }),
    v.description(
      'Changes from view `rev - 1` to view `rev`: a delta `d`, and the shapes `k` it uses for the first time on this connection. A diff a drop caused also says what was put down (`p`): it is no longer held and rests at that spot (no `hold` or `place` follows).',
    ),
  ),
  ack: v.pipe(
    v.object({
      v: Version,
      t: v.literal('ack'),
      n: Count,
      ok: v.boolean(),
      reason: v.optional(v.string()),
    }),
    v.description('The answer to request `n` (after the diffs it caused).'),
  ),
  ping: v.pipe(
    v.object({ v: Version, t: v.literal('ping'), at: Time }),
    v.description('Round trips and keep-alive.'),
  ),
  pong: v.pipe(
    v.object({ v: Version, t: v.literal('pong'), at: Time }),
    v.description('The answer to a ping.'),
  ),
  hold: v.pipe(
    v.object({ v: Version, t: v.literal('hold'), object: ObjectId, by: SeatOrNull }),
    v.description('Who holds a table object now (a match seat), or null once it is put down.'),
  ),
  pose: v.pipe(
    v.object({
      v: Version,
      t: v.literal('pose'),
      by: Seat,
      p: Point,
      r: Angle,
    }),
    v.description(
      'A pose of the object seat `by` is dragging (the one `hold` said it holds: a seat holds one at a time), relayed to everybody else.',
    ),
  ),
  place: v.pipe(
    v.object({
      v: Version,
      t: v.literal('place'),
      object: ObjectId,
      zone: ZoneSchema,
      at: ZoneSpot,
    }),
    v.description(
      "An object was put down at this spot of its zone (by a committed drop): it rests there while the rules keep it in that zone. Sent only to a connection whose view that drop left unchanged; everyone else learns it from the diff's `p`, and a (re)joining client from its full view's `placed`.",
    ),
  ),
  bye: v.pipe(
    v.object({ v: Version, t: v.literal('bye'), reason: v.string() }),
    v.description('The host closes this connection, and why.'),
  ),
} as const;

export type HostMessage = {
  [K in keyof typeof HOST_MESSAGES]: Out<(typeof HOST_MESSAGES)[K]>;
}[keyof typeof HOST_MESSAGES];

// --- Decoding ---------------------------------------------------------------------------------

/** Why a message was dropped before it reached the host's rules: a closed set of codes, so a
 * peer's words never become a key in the host's counters (docs/PROTOCOL.md "Dropped"). */
export type DropReason =
  | 'not-text'
  | 'too-big'
  | 'not-json'
  | 'not-an-object'
  | 'version'
  | 'unknown-type'
  | `malformed-${keyof typeof CLIENT_MESSAGES | keyof typeof HOST_MESSAGES}`;
export const DROP_REASONS: readonly DropReason[] = [
  'not-text',
  'too-big',
  'not-json',
  'not-an-object',
  'version',
  'unknown-type',
  ...[...Object.keys(CLIENT_MESSAGES), ...Object.keys(HOST_MESSAGES)].map(
    (t) => `malformed-${t}` as DropReason,
  ),
];

/** A message that failed validation: why, for the log. */
export interface Dropped {
  readonly dropped: DropReason;
}

/** UTF-8 length of a string, without allocating. */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      bytes += 4; // a surrogate pair is one four-byte character
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** Parsed JSON, or why it could not be: the two never share a shape, so a message that merely
 * looks like a drop (`{"dropped": …}`) is a message like any other. */
type Parsed = { readonly json: unknown } | Dropped;

/** Parses JSON text within a byte cap; never throws. */
function parseJson(text: unknown, max: number): Parsed {
  if (typeof text !== 'string') return { dropped: 'not-text' };
  if (text.length > max || (text.length * 3 > max && utf8Bytes(text) > max)) {
    return { dropped: 'too-big' };
  }
  try {
    return { json: JSON.parse(text) as unknown };
  } catch {
    return { dropped: 'not-json' };
  }
}

/** The type of a parsed message, if it is one of `table`'s (the check that picks its rate bucket). */
function typeOf(parsed: Parsed, table: Record<string, unknown>): string | Dropped {
  if ('dropped' in parsed) return parsed;
  const m = parsed.json;
  if (typeof m !== 'object' || m === null || Array.isArray(m)) return { dropped: 'not-an-object' };
  const o = m as Record<string, unknown>;
  if (o.v !== PROTOCOL_VERSION) return { dropped: 'version' };
  return typeof o.t === 'string' && Object.hasOwn(table, o.t) ? o.t : { dropped: 'unknown-type' };
}

/** A parsed but not yet checked message and its type, or why it was dropped. */
export type Peeked = { readonly t: string; readonly raw: unknown } | Dropped;

/** First step of decoding a client message: size, JSON, version and type (the host picks the
 * rate-limit bucket from this type, so a duplicate `"t"` key cannot choose another bucket). */
export function peekClientMessage(text: unknown): Peeked {
  const parsed = parseJson(text, MAX_CLIENT_MESSAGE);
  const t = typeOf(parsed, CLIENT_MESSAGES);
  return typeof t === 'string' ? { t, raw: (parsed as { json: unknown }).json } : t;
}

/** Second step: the shape check of a peeked message. */
export function checkClientMessage(peeked: { t: string; raw: unknown }): ClientMessage | Dropped {
  const schema = CLIENT_MESSAGES[peeked.t as keyof typeof CLIENT_MESSAGES];
  const out = v.safeParse(schema, peeked.raw);
  const t = peeked.t as keyof typeof CLIENT_MESSAGES;
  return out.success ? (out.output as ClientMessage) : { dropped: `malformed-${t}` };
}

/** Decodes and validates a message from a client. */
export function decodeClientMessage(text: unknown): ClientMessage | Dropped {
  const peeked = peekClientMessage(text);
  return 'dropped' in peeked ? peeked : checkClientMessage(peeked);
}

/** Decodes and validates a message from the host. */
export function decodeHostMessage(text: unknown): HostMessage | Dropped {
  const parsed = parseJson(text, MAX_HOST_MESSAGE);
  const found = typeOf(parsed, HOST_MESSAGES);
  if (typeof found !== 'string') return found;
  const t = found as keyof typeof HOST_MESSAGES;
  const out = v.safeParse(HOST_MESSAGES[t], (parsed as { json: unknown }).json);
  return out.success ? (out.output as HostMessage) : { dropped: `malformed-${t}` };
}

/** Encodes a message for the wire. */
export function encode(m: ClientMessage | HostMessage): string {
  return JSON.stringify(m);
}

/** The zone of a drop, in the engine's terms. */
export type { DropZone };

/** Where a placed object rests: its zone and the spot in it (−1…1 across each way). */
export interface Placement {
  readonly zone: DropZone;
  readonly at: readonly [number, number];
}
