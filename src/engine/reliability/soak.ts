// The soak (docs/RELIABILITY.md): whole seeded games of every game and mode, strong bots and
// random-legal players mixed at the table, every invariant checked after every accepted intent,
// every refused one shown to leave the state as it was, every view scanned for what its seat must
// not see, and every game played to its end. Pure and seeded: a run repeats exactly.
import type { AnyGameDef } from '../core/game.ts';
import { createState, applyIntent } from '../core/match.ts';
import { nextInt, seedRng, type RngState } from '../core/rng.ts';
import { CORE_REASONS, type GameReliability, type SoakMode } from './core/types.ts';

/** One soaked game: its steps, whether it ended, and what broke (empty: nothing). */
export interface SoakGame {
  readonly steps: number;
  readonly finished: boolean;
  readonly violations: readonly string[];
}

/** A step budget no real game comes near: past it, a game that has not ended is a violation. */
const MAX_STEPS = 30_000;

/** Strings of `hidden` that `value` carries anywhere (keys too). */
export function leaked(value: unknown, hidden: ReadonlySet<string>, out: string[] = []): string[] {
  if (hidden.size === 0) return out;
  if (typeof value === 'string') {
    if (hidden.has(value)) out.push(value);
  } else if (Array.isArray(value)) {
    for (const x of value) leaked(x, hidden, out);
  } else if (typeof value === 'object' && value !== null) {
    const o = value as Record<string, unknown>;
    for (const k of Object.keys(o)) {
      if (hidden.has(k)) out.push(k);
      leaked(o[k], hidden, out);
    }
  }
  return out;
}

/** Freezes `value` deeply, skipping what is frozen already (the parts a new state shares with
 * the last one): a game that changes a state it was given then throws, so a refused intent that
 * changed anything, or an accepted one that changed the old state, cannot pass unseen. */
export function freezeDeep<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const x of Object.values(value)) freezeDeep(x);
  return value;
}

/** Every game's outcome of `intent`, or the error its code threw. */
function attempt(def: AnyGameDef, state: unknown, seat: number, intent: unknown, seats: number) {
  try {
    return applyIntent(def, state, seat, intent, seats);
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/** Plays game `k` of `mode` from `seed`: seats alternate between the quick bot and the
 * random-legal player (which seat starts depends on k); in every fourth game the strong bot
 * takes seat 0. */
export function soakGame(
  def: AnyGameDef,
  rel: GameReliability,
  mode: SoakMode,
  k: number,
  seed: string,
): SoakGame {
  const seats = mode.seats[k % mode.seats.length]!;
  const options = mode.options[k % mode.options.length];
  const made = createState(def, `${seed}:${mode.name}:${k}`, seats, options);
  if (!made.ok) return { steps: 0, finished: false, violations: [`setup: ${made.reason}`] };
  const players = Array.from({ length: seats }, (_, i) =>
    i === 0 && k % 4 === 0 ? rel.strong : (i + k) % 2 ? rel.random : rel.bot,
  );
  const violations: string[] = [];
  const note = (step: number, list: readonly string[]) => {
    for (const v of list) if (violations.length < 20) violations.push(`step ${step}: ${v}`);
  };
  let state: unknown = freezeDeep(made.state);
  note(0, rel.check(state, null));
  let rng: RngState = seedRng(`${seed}:players:${k}`);
  let steps = 0;
  while (def.result(state) === null && steps < MAX_STEPS && violations.length === 0) {
    let first: number;
    [first, rng] = nextInt(rng, seats);
    let acted = false;
    for (let j = 0; j < seats && !acted; j++) {
      const seat = (first + j) % seats;
      const view: unknown = def.view(state, seat);
      note(
        steps,
        leaked(view, rel.hidden(state, seat)).map((t) => `seat ${seat} sees ${t}`),
      );
      let intent: unknown;
      [intent, rng] = players[seat]!(view, rng);
      if (intent === null) continue;
      steps++;
      const out = attempt(def, state, seat, intent, seats);
      if (out instanceof Error) {
        note(steps, [`threw (a state changed in place?): ${out.message}`]);
        continue;
      }
      if (!out.ok) {
        const known = (CORE_REASONS as readonly string[]).includes(out.reason);
        note(steps, known || rel.reasons.includes(out.reason) ? [] : [`reason ${out.reason}?`]);
        continue;
      }
      note(steps, rel.check(out.state, state));
      state = freezeDeep(out.state);
      acted = true;
    }
    if (!acted) break;
    const watch = def.spectatorView(state) as unknown;
    note(
      steps,
      leaked(watch, rel.hidden(state, null)).map((t) => `a spectator sees ${t}`),
    );
  }
  const finished = def.result(state) !== null;
  if (!finished && violations.length === 0) note(steps, ['the game did not end']);
  return { steps, finished, violations };
}

/** Figures of a run of soaked games. */
export interface SoakTally {
  games: number;
  finished: number;
  steps: number;
  violations: number;
  /** The first few, to read. */
  examples: string[];
}

/** Soaks games `from` to `to` (excluded) of one mode. */
export function soakRange(
  def: AnyGameDef,
  rel: GameReliability,
  mode: SoakMode,
  from: number,
  to: number,
  seed: string,
): SoakTally {
  const t: SoakTally = { games: 0, finished: 0, steps: 0, violations: 0, examples: [] };
  for (let k = from; k < to; k++) {
    const g = soakGame(def, rel, mode, k, seed);
    t.games++;
    t.finished += g.finished ? 1 : 0;
    t.steps += g.steps;
    t.violations += g.violations.length;
    for (const v of g.violations)
      if (t.examples.length < 5) t.examples.push(`${mode.name} #${k} ${v}`);
  }
  return t;
}

/** Soaks `games` games of every mode of one game, by mode name. */
export function soakModes(
  def: AnyGameDef,
  rel: GameReliability,
  games: number,
  seed: string,
): Map<string, SoakTally> {
  return new Map(rel.modes.map((m) => [m.name, soakRange(def, rel, m, 0, games, seed)]));
}
