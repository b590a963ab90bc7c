// Plays a match to its end with one bot per seat, all from one seed: the seeded whole-game
// scenarios of the tests and, later, the demo table. Pure: same seed, same game.
import type { AnyGameDef } from '../../core/game.ts';
import { nextInt, seedRng, type RngState } from '../../core/rng.ts';
import { applyIntent } from '../../core/match.ts';

/** A bot: from a view and its RNG, the next intent (or null: nothing to do now). */
export type Bot<V, I> = (view: V, rng: RngState) => [I | null, RngState];

export interface PlayOutResult<S> {
  readonly state: S;
  readonly steps: number;
  readonly rejected: { seat: number; intent: unknown; reason: string }[];
  readonly finished: boolean;
}

/** Lets bots act in a seeded random seat order until the game ends or `maxSteps` run out. */
export function playOut<S>(
  def: AnyGameDef,
  start: S,
  seats: number,
  bot: Bot<unknown, unknown>,
  seed: string,
  maxSteps = 20_000,
  onStep?: (state: S, seat: number, intent: unknown) => void,
): PlayOutResult<S> {
  let state = start;
  let rng = seedRng(seed);
  const rejected: PlayOutResult<S>['rejected'] = [];
  let steps = 0;
  while (def.result(state) === null && steps < maxSteps) {
    // Ask every seat, starting from a random one; the first with something to do acts.
    let start0: number;
    [start0, rng] = nextInt(rng, seats);
    let acted = false;
    for (let k = 0; k < seats && !acted; k++) {
      const seat = (start0 + k) % seats;
      let intent: unknown;
      [intent, rng] = bot(def.view(state, seat), rng);
      if (intent === null) continue;
      const out = applyIntent(def, state, seat, intent, seats);
      steps++;
      if (out.ok) {
        state = out.state;
        onStep?.(state, seat, intent);
        acted = true;
      } else {
        rejected.push({ seat, intent, reason: out.reason });
        if (rejected.length > 100) return { state, steps, rejected, finished: false };
      }
    }
    if (!acted) break;
  }
  return { state, steps, rejected, finished: def.result(state) !== null };
}
