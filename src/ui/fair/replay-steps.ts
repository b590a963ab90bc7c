// The replay's pages, game-blind (ReplayDialog.tsx): from every seat's view of a replayed state,
// what all seats see alike (shown once) and what differs between them (each seat's hidden part:
// its hand, face up), the last lines of the log, and where a round, heist or chapter begins.
import { canonicalJson } from '../../engine/fair/canonical.ts';
import type { Replay } from '../../engine/fair/verify.ts';

/** Top-level view fields that do not help a reader (the log has its own lines). */
const SKIP = new Set(['game', 'seat', 'seats', 'options', 'log', 'result']);
/** Fields whose change marks a new part of a game, in the order they are looked for. */
const PARTS = ['chapter', 'heist', 'round'] as const;

/** One step of a replay, as text. */
export interface ReplayPage {
  /** What every seat sees alike, field by field. */
  readonly shared: readonly (readonly [string, string])[];
  /** Per seat, what only that seat sees (its hand, face up). */
  readonly seats: readonly (readonly (readonly [string, string])[])[];
  /** The log's last lines, if the view has a log. */
  readonly log: readonly string[];
}

const show = (x: unknown): string =>
  Array.isArray(x) && x.every((y) => typeof y === 'string') ? x.join(' ') : JSON.stringify(x);

const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/** Adds to each seat's lines the parts of `values` (one per seat, at `path`) that differ between
 * seats, as deep as the values share a shape: `players.1.pocket: As Kd`, not the whole list. */
function ownParts(path: string, values: readonly unknown[], out: (readonly [string, string])[][]) {
  const first = values[0];
  if (values.every((v) => canonicalJson(v) === canonicalJson(first))) return;
  const sameArrays =
    Array.isArray(first) &&
    values.every((v) => Array.isArray(v) && v.length === first.length) &&
    !first.every((x) => typeof x === 'string');
  if (sameArrays) {
    for (let i = 0; i < first.length; i++) {
      ownParts(
        `${path}.${i}`,
        values.map((v) => (v as unknown[])[i]),
        out,
      );
    }
    return;
  }
  if (values.every(isRecord)) {
    const keys = new Set(values.flatMap((v) => Object.keys(v as object)));
    for (const key of keys) {
      ownParts(
        `${path}.${key}`,
        values.map((v) => (v as Record<string, unknown>)[key]),
        out,
      );
    }
    return;
  }
  values.forEach((v, seat) => {
    if (v !== null && v !== undefined) out[seat]!.push([path, show(v)]);
  });
}

/** The page of state `k` of a replay. */
export function replayPage(replay: Replay, k: number): ReplayPage {
  const state = replay.states[k];
  const views = replay.record.seats.map(
    (_, seat) => replay.def.view(state, seat) as Record<string, unknown>,
  );
  const keys = Object.keys(views[0] ?? {}).filter((key) => !SKIP.has(key));
  const alike = (key: string) =>
    views.every((v) => canonicalJson(v[key]) === canonicalJson(views[0]![key]));
  const shared = keys.filter(alike).map((key) => [key, show(views[0]![key])] as const);
  const seats = views.map(() => [] as (readonly [string, string])[]);
  for (const key of keys.filter((k) => !alike(k))) {
    ownParts(
      key,
      views.map((v) => v[key]),
      seats,
    );
  }
  const log = views[0]?.log;
  const lines = Array.isArray(log) ? log.slice(-4).map((e) => show(e)) : [];
  return { shared, seats, log: lines };
}

/** Where a part of a game begins (a chapter, a heist, a round within it, as far as the game has
 * them): each kind with its number, and its first step. */
export interface ReplayPart {
  readonly labels: readonly { readonly part: (typeof PARTS)[number]; readonly n: number }[];
  readonly step: number;
}

/** Where each part begins: a new one whenever a chapter, heist or round field of the public view
 * changes (only fields that are a number or a name: a number is shown as it is, a name by its
 * order). */
export function replayParts(replay: Replay): ReplayPart[] {
  const at = (k: number) => replay.def.spectatorView(replay.states[k]) as Record<string, unknown>;
  const first = at(0);
  const fields = PARTS.filter((p) => typeof first[p] === 'number' || typeof first[p] === 'string');
  if (fields.length === 0) return [];
  const parts: ReplayPart[] = [];
  const seen = new Map<string, string[]>(fields.map((f) => [f, []]));
  let last: string | null = null;
  for (let k = 0; k < replay.states.length; k++) {
    const view = at(k);
    const key = fields.map((f) => canonicalJson(view[f])).join('|');
    if (key === last) continue;
    last = key;
    const labels = fields.map((part) => {
      const value = view[part];
      if (typeof value === 'number') return { part, n: value };
      const names = seen.get(part)!;
      const name = canonicalJson(value);
      if (!names.includes(name)) names.push(name);
      return { part, n: names.indexOf(name) + 1 };
    });
    parts.push({ labels, step: k });
  }
  return parts;
}

/** What an all-seeing spectator sees at state `k`, for the table: seat `from`'s view (its hand,
 * its side of the table) with each seat's own entry of `players` taken from that seat's view, so
 * that every hand a game keeps there (The Gang's pockets) lies face up, and a hand a game keeps
 * beside the players (Gang of Four's `hand`) put into its seat's entry. */
export function allSeeingView(replay: Replay, k: number, from: number): unknown {
  const state = replay.states[k];
  const view = replay.def.view(state, from) as Record<string, unknown>;
  if (!Array.isArray(view.players)) return view;
  const players = view.players.map((p: unknown, seat: number) => {
    const own = replay.def.view(state, seat) as Record<string, unknown>;
    const entry = seat !== from && Array.isArray(own.players) ? (own.players[seat] as unknown) : p;
    // A hand the game keeps beside the players (Gang of Four's `hand`) goes into its entry, where
    // the table draws it face up.
    return Array.isArray(own.hand) ? { ...(entry as object), hand: own.hand } : entry;
  });
  return { ...view, players };
}
