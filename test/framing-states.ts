// What the framing checks ask for again and again, worked out once (test/framing-kit.ts): a game's
// state some bot moves in, and the seat's view framed for a screen. Both are pure (the same seed,
// the same arguments, the same answer); on-screen.test.ts asks for the same few dozen of each from
// every seat of every screen, and working them out anew was most of its time.
import { GAMES, type GameId } from '../src/engine/index.ts';
import { BOTS } from '../src/engine/bots/registry.ts';
import { playOut } from '../src/engine/bots/core/drive.ts';
import { deepFreeze } from '../src/engine/bots/core/frozen-play.ts';
import {
  frameView,
  type CameraPose,
  type Framing,
  type ScreenBox,
  type Search,
} from '../src/table/core/framing.ts';
import { FOV } from '../src/table/scene/CameraRig.tsx';

/** The states stateFor has played to, by game, seats, steps and `until`. Each is frozen, so a
 * view or a scene that wrote to a shared state would throw, not leak into the next check. */
const played = new Map<string, unknown>();
const untilIds = new Map<(view: unknown) => boolean, number>();

/** A game's state `steps` bot moves in (0: as dealt), or the first state `until` holds. */
export function stateFor(
  id: GameId,
  seats: number,
  steps = 0,
  until?: (view: unknown) => boolean,
): unknown {
  if (until && !untilIds.has(until)) untilIds.set(until, untilIds.size + 1);
  const u = until ? untilIds.get(until) : 0;
  const key = `${id}/${seats}/${steps}/${u}`;
  if (!played.has(key)) played.set(key, deepFreeze(playTo(id, seats, steps, until)));
  return played.get(key);
}

/** stateFor's state, played anew. */
function playTo(
  id: GameId,
  seats: number,
  steps: number,
  until?: (view: unknown) => boolean,
): unknown {
  const def = GAMES[id];
  let state: unknown = def.setup({ seed: 'phone', seats, options: def.defaultOptions });
  if (state && typeof state === 'object' && 'reason' in state) throw new Error(String(state));
  if (steps > 0) state = playOut(def, state, seats, BOTS[id].bot, 'labels', steps).state;
  for (let i = 0; until && !until(def.view(state as never, 0)); i++) {
    if (i > 500) throw new Error(`${id}: the moment to measure never came`);
    state = playOut(def, state, seats, BOTS[id].bot, `until-${i}`, 1).state;
  }
  return state;
}

/** The views framed so far, by what framed them (a pure function of its arguments). */
const framed = new Map<string, CameraPose>();

/** frameView at the rig's FOV, remembered (on-screen.test.ts frames the same scene on the same
 * screen in several of its checks: what is hidden, where labels go, the hint); frozen, as the
 * states are, since every caller shares it. */
export function framedView(
  framing: Framing,
  aspect: number,
  covered: readonly ScreenBox[],
  search: Search = 'pruned',
): CameraPose {
  const key = JSON.stringify([framing, aspect, covered, search]);
  let pose = framed.get(key);
  if (!pose) framed.set(key, (pose = deepFreeze(frameView(framing, FOV, aspect, covered, search))));
  return pose;
}
