// A game's record (docs/PROTOCOL.md "The record", format version 1): what the host reveals at a
// game's end so that every page can replay it through the same engine. Everything hidden during
// play follows from it: the seed deals every hand, the intents replay every move.
import { GAME_IDS, type GameId } from '../core/game.ts';
import { isHex64 } from './seed.ts';

/** The record format's version: bump it with any change a reader must know about. */
export const RECORD_VERSION = 1;

/** Who made a seat's contribution: the person in it, or the host in its stead (derived from its
 * secret: seed.ts `standInOf`) for its own seat, a bot, or a seat that did not answer in time. */
export const CONTRIBUTORS = ['player', 'host', 'bot', 'timeout'] as const;
export type Contributor = (typeof CONTRIBUTORS)[number];

/** One seat's contribution to the seed. */
export interface Contribution {
  readonly seat: number;
  readonly value: string;
  readonly by: Contributor;
}

/** A whole game, as revealed at its end. */
export interface GameRecord {
  readonly format: 'gang-table/record';
  readonly version: typeof RECORD_VERSION;
  /** This game's id (random, chosen by the host when it committed). */
  readonly id: string;
  readonly game: GameId;
  readonly options: unknown;
  /** Who sat where, in seat order. */
  readonly seats: readonly { readonly name: string; readonly bot: boolean }[];
  /** What the last game of this kind left for this one (GameDef.carry), if anything. */
  readonly carry?: unknown;
  readonly commitment: string;
  readonly secret: string;
  /** One per seat, in seat order. */
  readonly contributions: readonly Contribution[];
  readonly seed: string;
  /** Every accepted intent in order, with its seat. */
  readonly intents: readonly (readonly [number, unknown])[];
  /** The game's result as the host saw it (null: it was left unfinished). */
  readonly result: unknown;
}

/** The shape check of a record from outside (a host, a file): the record, or what is wrong. */
export function parseRecord(raw: unknown): GameRecord | { readonly malformed: string } {
  const bad = (what: string) => ({ malformed: what });
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return bad('not an object');
  const r = raw as Record<string, unknown>;
  if (r.format !== 'gang-table/record') return bad('format');
  if (r.version !== RECORD_VERSION) return bad('version');
  if (typeof r.id !== 'string' || r.id.length > 64) return bad('id');
  if (!(GAME_IDS as readonly unknown[]).includes(r.game)) return bad('game');
  const seats = r.seats;
  if (!Array.isArray(seats) || seats.length < 1 || seats.length > 16) return bad('seats');
  for (const s of seats) {
    const ok = typeof s === 'object' && s !== null && typeof s.name === 'string';
    if (!ok || typeof s.bot !== 'boolean') return bad('seats');
  }
  if (!isHex64(r.commitment)) return bad('commitment');
  if (!isHex64(r.secret)) return bad('secret');
  if (!isHex64(r.seed)) return bad('seed');
  const cs = r.contributions;
  if (!Array.isArray(cs) || cs.length !== seats.length) return bad('contributions');
  for (const [i, c] of cs.entries()) {
    const ok = typeof c === 'object' && c !== null && c.seat === i && isHex64(c.value);
    if (!ok || !(CONTRIBUTORS as readonly unknown[]).includes(c.by)) return bad('contributions');
  }
  if (!Array.isArray(r.intents)) return bad('intents');
  for (const x of r.intents) {
    const ok = Array.isArray(x) && x.length === 2 && Number.isInteger(x[0]);
    if (!ok || x[0] < 0 || x[0] >= seats.length) return bad('intents');
  }
  if (!('result' in r)) return bad('result');
  return raw as GameRecord;
}
