// For tests: plays seeded games with every state deep-frozen before each move, so that a rule
// which writes to its input state (instead of the copy it makes) throws at once. A game's apply
// copies only what its rules change and shares the rest with the state before (a structural copy,
// far cheaper than a deep clone), and this is the proof that the sharing is safe.
import type { Bot } from '../bots/drive.ts';
import type { AnyGameDef } from './game.ts';
import { createState, applyIntent } from './match.ts';
import { nextInt, seedRng } from './rng.ts';

/** Freezes `x` and everything reachable from it; returns it. */
export function deepFreeze<T>(x: T): T {
  if (typeof x !== 'object' || x === null || Object.isFrozen(x)) return x;
  Object.freeze(x);
  for (const v of Object.values(x)) deepFreeze(v);
  return x;
}

export interface FrozenPlay {
  readonly steps: number;
  readonly refused: number;
  readonly finished: boolean;
}

/** Plays one seeded game of `def` with `bots` taking the seats in turn (seat k plays
 * bots[k % n]), freezing each state before every intent, accepted or refused. Throws if a rule
 * writes to a frozen state (ES modules are strict: writing to a frozen object throws). */
export function playFrozen(
  def: AnyGameDef,
  options: unknown,
  seats: number,
  bots: readonly Bot<unknown, unknown>[],
  seed: string,
  maxSteps = 5000,
): FrozenPlay {
  const created = createState(def, seed, seats, options);
  if (!created.ok) throw new Error(`${def.id}: ${created.reason}`);
  let state = deepFreeze(created.state);
  let rng = seedRng(seed);
  let steps = 0;
  let refused = 0;
  while (def.result(state) === null && steps < maxSteps) {
    let first: number;
    [first, rng] = nextInt(rng, seats);
    let acted = false;
    for (let k = 0; k < seats && !acted; k++) {
      const seat = (first + k) % seats;
      let intent: unknown;
      [intent, rng] = bots[seat % bots.length]!(def.view(state, seat), rng);
      if (intent === null) continue;
      steps++;
      const out = applyIntent(def, state, seat, intent, seats);
      if (out.ok) {
        state = deepFreeze(out.state);
        acted = true;
      } else refused++;
    }
    if (!acted) break;
  }
  return { steps, refused, finished: def.result(state) !== null };
}
