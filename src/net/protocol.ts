// The wire protocol, version 6 (docs/PROTOCOL.md has what each version changed: 6 added fair
// play's commitment, contributions and record (protocol-fair.ts), 5 the host's notices that it goes
// (a reload, a hand-over), 4 host migration's checkpoints (protocol-heirs.ts)). Every message is one
// JSON object with the version `v` and a type `t`, declared once as a valibot schema: the TypeScript
// types, the runtime checks on arrival (both directions) and the tables in docs/PROTOCOL.md all
// come from these declarations. A message that is too big, not JSON, of another version, of an
// unknown type or of the wrong shape is dropped with a reason and never reaches the match or the
// view.
import * as v from 'valibot';
import type { DropZone } from '../engine/index.ts';
import {
  Angle,
  B64,
  Count,
  DeltaSchema,
  Items,
  LobbyActionSchema,
  LobbySchema,
  MAX_CLIENT_MESSAGE,
  MAX_HOST_MESSAGE,
  ObjectId,
  PROTOCOL_VERSION,
  Point,
  Seat,
  SeatOrNull,
  ShapesSchema,
  Short,
  Time,
  Version,
  ZoneSchema,
  ZoneSpot,
  cleanName,
} from './protocol-shapes.ts';
import { FAIR_CLIENT_MESSAGES, FAIR_HOST_MESSAGES } from './protocol-fair.ts';
import { HEIR_CLIENT_MESSAGES, HEIR_HOST_MESSAGES } from './protocol-heirs.ts';
export {
  LOBBY_ACTIONS,
  LobbyPlayerSchema,
  LobbySchema,
  MAX_CLIENT_MESSAGE,
  MAX_HOST_MESSAGE,
  MAX_NAME,
  PROTOCOL_VERSION,
  cleanName,
} from './protocol-shapes.ts';
export type { Delta, Heir, Lobby, LobbyAction, LobbyPlayer } from './protocol-shapes.ts';

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
      /** The public half of this browser's heir key: the host may name it a successor. */
      heir: v.optional(B64(43, 43)),
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
  ...FAIR_CLIENT_MESSAGES,
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
  ...HEIR_CLIENT_MESSAGES,
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
  ...HEIR_HOST_MESSAGES,
  ...FAIR_HOST_MESSAGES,
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
