// What the reliability proofs (docs/RELIABILITY.md) need to know about one game: the invariants
// its state keeps after every step, the tokens a seat must never be shown, the words a fuzzer
// builds hostile intents from, the modes a soak plays and the players it seats. Test support:
// each game's lives in its own folder here (reliability/<id>/), the registry lists them.
import type { Bot } from '../../bots/core/drive.ts';

/** Tables a soak plays: a name for the figures; game k seats `seats[k % n]` players with lobby
 * options `options[k % n]`. */
export interface SoakMode {
  readonly name: string;
  readonly seats: readonly number[];
  readonly options: readonly unknown[];
}

/** One game's invariants and test players. States are the engine's own (unknown here). */
export interface GameReliability {
  /** Every reason the game refuses an intent or a drag with (the engine's own, CORE_REASONS,
   * come on top): a refusal with any other is a violation. */
  readonly reasons: readonly string[];
  /** Broken invariants of `state`, in words (empty: every one holds). `prev` is the state before
   * the last accepted step (null at the start): some invariants compare the two. */
  check(state: unknown, prev: unknown): string[];
  /** Tokens `seat` (null: a spectator) must not be sent now: other seats' hidden cards, the
   * decks' contents. Computed from the state alone, independently of the game's views. */
  hidden(state: unknown, seat: number | null): ReadonlySet<string>;
  /** Words the game's intents are made of now (cards, chips, gangsters…), for fuzzed intents. */
  tokens(state: unknown): readonly string[];
  /** The tables a soak plays. */
  readonly modes: readonly SoakMode[];
  /** A quick bot (most seats of a soak), the strong one (one seat in every few games: it thinks
   * longer) and a random-legal player (the bots' baseline). */
  readonly bot: Bot<unknown, unknown>;
  readonly strong: Bot<unknown, unknown>;
  readonly random: Bot<unknown, unknown>;
}

/** The reasons the engine's front door refuses with, in every game (core/match.ts, schema.ts). */
export const CORE_REASONS = [
  'not-a-player',
  'malformed',
  'unknown-intent',
  'bad-options',
  'bad-seat-count',
] as const;

/** Values in `list` that occur more than once. */
export function repeated(list: readonly string[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const x of list) (seen.has(x) ? twice : seen).add(x);
  return [...twice];
}

/** A violation when `ok` is false. */
export const unless = (ok: boolean, what: string): string[] => (ok ? [] : [what]);

/** True for an integer in [lo, hi]. */
export const within = (x: unknown, lo: number, hi: number): boolean =>
  typeof x === 'number' && Number.isInteger(x) && x >= lo && x <= hi;
