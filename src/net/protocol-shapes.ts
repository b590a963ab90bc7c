// The wire protocol's shared shapes (protocol.ts declares the messages from them): the version,
// the size limits, the lobby and its actions, names, seats, table objects, zones and deltas, as
// valibot schemas (the TypeScript types, the runtime checks and the docs all come from them).
import * as v from 'valibot';
import { GAME_IDS } from '../engine/index.ts';

export const PROTOCOL_VERSION = 6;

/** Largest message a client may send (UTF-8 bytes of its JSON text). */
export const MAX_CLIENT_MESSAGE = 8 * 1024;
/** Largest message the host sends (a full view is a few KB). */
export const MAX_HOST_MESSAGE = 512 * 1024;
/** Longest player name, in characters (code points). */
export const MAX_NAME = 24;

// --- Shared shapes ----------------------------------------------------------------------------

export const Version = v.literal(PROTOCOL_VERSION);
/** A message number: grows by one per request on a player's sessions. */
export const Count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
export const Time = v.pipe(v.number(), v.finite());
/** A seat index, or null (spectator, nobody). */
export const SeatOrNull = v.nullable(
  v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(15)),
);
export const Seat = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(15));
const Game = v.picklist(GAME_IDS);
/** Random values in base64url: nonces, keys, signatures. */
export const B64 = (min: number, max: number) =>
  v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]*$/), v.minLength(min), v.maxLength(max));
export const Short = (max: number) => v.pipe(v.string(), v.maxLength(max));
/** 32 bytes as 64 lowercase hex digits (a commitment, a contribution). */
export const Hex64 = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/));
/** Table objects: short tokens like `W3`, `pocket:0:1` or `g12`. */
export const ObjectId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9*:_-]{1,24}$/));
/** A point on the table, in metres, within a generous box around it. */
export const Point = v.tuple([
  v.pipe(v.number(), v.finite(), v.minValue(-10), v.maxValue(10)),
  v.pipe(v.number(), v.finite(), v.minValue(-10), v.maxValue(10)),
  v.pipe(v.number(), v.finite(), v.minValue(-10), v.maxValue(10)),
]);
export const Angle = v.pipe(v.number(), v.finite(), v.minValue(-100), v.maxValue(100));

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
  /** What this person's page found when it checked the last game's record (`fair`): `ok`, or
   * the reason it failed (engine/fair/verify.ts FAIR_FAILURES); absent: not told yet. */
  checked: v.optional(v.pipe(v.string(), v.maxLength(32))),
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
    /** The host generation: 0 for the table's first host, one more after each migration. */
    gen: v.optional(Count),
    /** The fair-play state: the game being dealt (waiting for contributions), or the game whose
     * record was revealed (the players' `checked` are about it). */
    fair: v.optional(v.object({ id: v.pipe(v.string(), v.maxLength(64)), dealing: v.boolean() })),
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
    'Anyone seated: ready (or not) to start. Refused while `playing`, and `dealing` (a deal waits for its contributions: only the host may change the lobby then).',
  ),
  rename: action(
    { a: v.literal('rename'), name: Name },
    'Anyone: a new name (cleaned, 1–24 characters). Refused `too-fast` past a few renames, `dealing`.',
  ),
  sit: action(
    { a: v.literal('sit'), seat: SeatOrNull },
    'Anyone: take a free seat (a bot sitting there makes way), or watch (`null`). Refused `playing`, `dealing`, `no-such-seat`, `seat-taken`.',
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

export const LobbyActionSchema = v.pipe(
  v.variant('a', Object.values(LOBBY_ACTIONS)),
  v.title('a lobby action (below)'),
);
export type LobbyAction = v.InferOutput<typeof LobbyActionSchema>;

/** A zone of the table (see DropZone in the engine). */
export const ZoneSchema = v.pipe(
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
export const ZoneSpot = v.tuple([
  v.pipe(v.number(), v.finite(), v.minValue(-4), v.maxValue(4)),
  v.pipe(v.number(), v.finite(), v.minValue(-4), v.maxValue(4)),
]);
/** What a drag carried along (cards chosen from a hand): short tokens. */
export const Items = v.pipe(
  v.array(v.pipe(v.string(), v.regex(/^[A-Za-z0-9*-]{1,12}$/))),
  v.maxLength(16),
);

/** A view delta (see diff.ts): changed keys (or array indices and `<`, `*`, `-`, `+`) mapped to
 * `[value]`, `[]` or a nested delta; values packed with the connection's shapes (pack.ts). Its
 * structure is checked as it is applied. */
export const DeltaSchema = v.pipe(
  v.custom<Record<string, unknown>>(
    (d) => typeof d === 'object' && d !== null && !Array.isArray(d),
    'a delta is an object',
  ),
  v.title('Delta (below)'),
);
export type Delta = v.InferOutput<typeof DeltaSchema>;
/** New shapes (key lists) a diff declares, numbered after those the connection knows. */
export const ShapesSchema = v.pipe(
  v.array(v.pipe(v.array(v.pipe(v.string(), v.maxLength(64))), v.maxLength(64))),
  v.maxLength(512),
  v.title('Shapes (below)'),
);

/** A sealed checkpoint part (nonce and ciphertext, base64url): a base is a whole snapshot. */
export const Sealed = B64(56, 700_000);
/** A checkpoint epoch's id (one key per epoch). */
export const Epoch = B64(8, 32);
/** A key's share (the key's 32 bytes and the share's index). */
export const Share = B64(44, 44);
/** A successor the host named: a seated person, and the public key of its heir key pair. */
export const HeirSchema = v.pipe(
  v.object({ id: Short(40), seat: Seat, key: B64(43, 43) }),
  v.title('Heir'),
);
export type Heir = v.InferOutput<typeof HeirSchema>;
