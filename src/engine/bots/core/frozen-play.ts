// For tests: plays seeded games with every state deep-frozen before each move, so that a rule
// which writes to its input state (instead of the copy it makes) throws at once. A game's apply
// copies only what its rules change and shares the rest with the state before (a structural copy,
// far cheaper than a deep clone), and this is the proof that the sharing is safe.
import { playOut, type Bot, type PlayOutResult } from './drive.ts';
import type { AnyGameDef } from '../../core/game.ts';
import { createState } from '../../core/match.ts';

/** Freezes `x` and everything reachable from it; returns it. */
export function deepFreeze<T>(x: T): T {
  if (typeof x !== 'object' || x === null || Object.isFrozen(x)) return x;
  Object.freeze(x);
  for (const v of Object.values(x)) deepFreeze(v);
  return x;
}

/** Plays one seeded game of `def` (drive.ts playOut) with `bots` taking the seats in turn (seat
 * k plays bots[k % n]), every state frozen before the intents tried on it, accepted or refused.
 * Throws if a rule writes to a frozen state (ES modules are strict: such a write throws). */
export function playFrozen(
  def: AnyGameDef,
  options: unknown,
  seats: number,
  bots: readonly Bot<unknown, unknown>[],
  seed: string,
  maxSteps = 5000,
): PlayOutResult<unknown> {
  const created = createState(def, seed, seats, options);
  if (!created.ok) throw new Error(`${def.id}: ${created.reason}`);
  const bot: Bot<unknown, unknown> = (view, rng) =>
    bots[(view as { seat: number }).seat % bots.length]!(view, rng);
  return playOut(def, deepFreeze(created.state), seats, bot, seed, maxSteps, deepFreeze);
}
