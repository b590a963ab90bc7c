// Replaying a game's record through the same engine, and checking it against what one page saw
// (docs/PROTOCOL.md "Fair play"): the commitment matches the secret, the host's own values follow
// from it, the seed follows from every contribution (this page's own included), every intent was
// legal, every view this page was sent is its seat's view in the replay, in order, and the
// replay ends as the host said. Pure: Node runs it as the browser does.
import type { AnyGameDef } from '../core/game.ts';
import { applyIntent, createState } from '../core/match.ts';
import { gameById } from '../index.ts';
import { canonicalJson } from './canonical.ts';
import { parseRecord, type GameRecord } from './record.ts';
import type { FairFailure } from './failures.ts';
import { commitmentOf, seedOf, sha256Hex, standInOf } from './seed.ts';

export { FAIR_FAILURES, type FairFailure } from './failures.ts';

/** One view a page was sent (`seat` null: a spectator's), by the hash of its canonical JSON. */
export interface SeenView {
  readonly seat: number | null;
  readonly hash: string;
  readonly rev: number;
}

/** What one page saw of a game, to check the record against. */
export interface Witness {
  /** The game id and commitment the host announced before the deal. */
  readonly id?: string;
  readonly commitment?: string;
  /** What this page contributed. */
  readonly contribution?: { readonly value: string };
  /** The views it was sent, in order. */
  readonly views: readonly SeenView[];
  /** Its first view is the deal (it was there when the game started). */
  readonly fromStart?: boolean;
}

/** The outcome of a check: what was checked, or the first thing that did not match. */
export type Verdict =
  | { readonly ok: true; readonly intents: number; readonly views: number }
  | { readonly ok: false; readonly reason: FairFailure; readonly detail: string };

/** A record replayed: every state, from the deal to the last intent (or to the first intent
 * the engine refused: `failure` says which). */
export interface Replay {
  readonly def: AnyGameDef;
  readonly record: GameRecord;
  readonly states: readonly unknown[];
  readonly failure?: Extract<Verdict, { ok: false }>;
}

/** The hash a page keeps of a view it was sent. */
export const viewHash = (view: unknown): string => sha256Hex(canonicalJson(view));

const fail = (reason: FairFailure, detail: string): Verdict => ({ ok: false, reason, detail });

/** Checks the record's commitment, contributions and seed (no replay yet). */
function checkSeed(record: GameRecord, witness: Witness | null): Verdict | null {
  if (witness?.id !== undefined && witness.id !== record.id) {
    return fail('other-game', `announced game ${witness.id}, record of ${record.id}`);
  }
  if (witness?.commitment !== undefined && witness.commitment !== record.commitment) {
    return fail('commitment-changed', 'the record names another commitment than the one shown');
  }
  if (commitmentOf(record.secret) !== record.commitment) {
    return fail('commitment-mismatch', 'the revealed secret does not hash to the commitment');
  }
  for (const c of record.contributions) {
    if (c.by !== 'player' && c.value !== standInOf(record.secret, c.seat)) {
      return fail('stand-in-mismatch', `seat ${c.seat}: the host's value is not its secret's`);
    }
  }
  const mine = witness?.contribution;
  if (mine && !record.contributions.some((c) => c.by === 'player' && c.value === mine.value)) {
    const stood = record.contributions.some((c) => c.by === 'timeout');
    const what = stood ? 'replaced by the host as if it never came' : 'left out';
    return fail('contribution-missing', `this page's contribution was ${what}`);
  }
  const seed = seedOf(
    record.secret,
    record.contributions.map((c) => c.value),
  );
  if (seed !== record.seed) return fail('seed-mismatch', 'the seed does not follow from them');
  return null;
}

/** Replays a record (no checks but the engine's): every state, or why it could not. */
export function replayRecord(
  raw: unknown,
  games: (id: string) => AnyGameDef | null = gameById,
): Replay | Extract<Verdict, { ok: false }> {
  const record = parseRecord(raw);
  if ('malformed' in record)
    return { ok: false, reason: 'malformed-record', detail: record.malformed };
  const def = games(record.game);
  if (!def) return { ok: false, reason: 'unknown-game', detail: record.game };
  const seats = record.seats.length;
  let created;
  try {
    created = createState(def, record.seed, seats, record.options, record.carry);
  } catch (e) {
    return { ok: false, reason: 'setup-failed', detail: String(e) };
  }
  if (!created.ok) return { ok: false, reason: 'setup-failed', detail: created.reason };
  const states: unknown[] = [created.state];
  for (const [i, [seat, intent]] of record.intents.entries()) {
    let out;
    try {
      out = applyIntent(def, states[states.length - 1], seat, intent, seats);
    } catch (e) {
      out = { ok: false as const, reason: `threw: ${String(e)}` };
    }
    if (!out.ok) {
      const detail = `intent ${i + 1} of seat ${seat} (${JSON.stringify(intent)}): ${out.reason}`;
      return { def, record, states, failure: { ok: false, reason: 'illegal-intent', detail } };
    }
    states.push(out.state);
  }
  return { def, record, states };
}

/** Checks a record against what one page saw (`witness` null: only the record itself). */
export function verifyRecord(
  raw: unknown,
  witness: Witness | null,
  games: (id: string) => AnyGameDef | null = gameById,
): Verdict {
  const record = parseRecord(raw);
  if ('malformed' in record) return fail('malformed-record', record.malformed);
  const seedFailure = checkSeed(record, witness);
  if (seedFailure) return seedFailure;
  const replay = replayRecord(record, games);
  if (!('states' in replay)) return replay;
  const first = witness?.fromStart ? witness.views[0] : undefined;
  if (first && viewHashAt(replay, 0, first.seat) !== first.hash) {
    return fail('view-mismatch', "the deal this page was shown is not the seed's deal");
  }
  if (replay.failure) return replay.failure;
  const viewFailure = witness ? checkViews(replay, witness.views) : null;
  if (viewFailure) return viewFailure;
  const last = replay.states[replay.states.length - 1];
  const result = replay.def.result(last) as unknown;
  if (canonicalJson(result ?? null) !== canonicalJson(record.result ?? null)) {
    return fail('result-mismatch', 'the replay ends otherwise than the host said');
  }
  return { ok: true, intents: record.intents.length, views: witness?.views.length ?? 0 };
}

/** Every view seen must be its seat's view at some state of the replay, the states in order
 * (views of states in between may never have been sent: nothing changed for that seat, or the
 * page was away). */
function checkViews(replay: Replay, seen: readonly SeenView[]): Verdict | null {
  const { states } = replay;
  const memo = new Map<string, string>();
  const hashAt = (k: number, seat: number | null): string => {
    const key = `${k}/${seat}`;
    let h = memo.get(key);
    if (h === undefined) memo.set(key, (h = viewHashAt(replay, k, seat)));
    return h;
  };
  let k = 0;
  for (const [i, v] of seen.entries()) {
    const seat = v.seat;
    if (seat !== null && (seat < 0 || seat >= replay.record.seats.length)) {
      return fail('view-mismatch', `view ${i + 1} (rev ${v.rev}) names seat ${seat}`);
    }
    while (k < states.length && hashAt(k, seat) !== v.hash) k++;
    if (k === states.length) {
      const whose = seat === null ? "a spectator's" : `seat ${seat}'s`;
      return fail(
        'view-mismatch',
        `view ${i + 1} (rev ${v.rev}, ${whose}) is in no state of the replay`,
      );
    }
  }
  return null;
}

/** The hash of seat `seat`'s view (null: a spectator's) of the replay's state `k`. */
export function viewHashAt(replay: Replay, k: number, seat: number | null): string {
  const state = replay.states[k];
  const view = seat === null ? replay.def.spectatorView(state) : replay.def.view(state, seat);
  return viewHash(JSON.parse(JSON.stringify(view)) as unknown);
}
