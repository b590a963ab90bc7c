// The replay's controls as pure functions (the overlay of ReplayScreen.tsx and the keyboard drive
// them through one reducer): the step shown, play and pause, one step either way, a jump to a
// step or to the next / previous round, heist or chapter, and the speed. No clock here: the
// screen's timer sends `tick` every `stepDelayMs`.

/** The speeds offered, in steps per second at ×1 = one step a second. */
export const SPEEDS = [0.5, 1, 2, 4, 8] as const;
export type Speed = (typeof SPEEDS)[number];

/** Where a replay is. */
export interface ReplayControl {
  /** The step shown (0: the deal; `last`: after the last move). */
  readonly step: number;
  readonly last: number;
  readonly playing: boolean;
  readonly speed: Speed;
}

/** What the controls (buttons, keys, timer) ask for. */
export type ReplayAction =
  | { readonly type: 'step'; readonly by: number }
  | { readonly type: 'jump'; readonly to: number }
  | { readonly type: 'part'; readonly starts: readonly number[]; readonly by: 1 | -1 }
  | { readonly type: 'toggle' }
  | { readonly type: 'pause' }
  | { readonly type: 'tick' }
  | { readonly type: 'speed'; readonly to: number }
  | { readonly type: 'faster' }
  | { readonly type: 'slower' };

/** A replay at its deal, paused, at ×1. */
export const startControl = (last: number): ReplayControl => ({
  step: 0,
  last: Math.max(0, last),
  playing: false,
  speed: 1,
});

const clamp = (c: ReplayControl, step: number) => Math.max(0, Math.min(c.last, Math.round(step)));

/** The speed in SPEEDS nearest to `x`. */
const nearestSpeed = (x: number): Speed =>
  SPEEDS.reduce((best, s) => (Math.abs(s - x) < Math.abs(best - x) ? s : best), SPEEDS[1]);

/** The part of the replay (its start step) that step `step` lies in, as an index of `starts`. */
export function partIndex(starts: readonly number[], step: number): number {
  let at = -1;
  for (const [i, s] of starts.entries()) if (s <= step) at = i;
  return at;
}

/** The control after `a`. A manual move pauses; playing on from the end starts over. */
export function replayReduce(c: ReplayControl, a: ReplayAction): ReplayControl {
  switch (a.type) {
    case 'step':
      return { ...c, step: clamp(c, c.step + a.by), playing: false };
    case 'jump':
      return { ...c, step: clamp(c, a.to), playing: false };
    case 'part': {
      const i = partIndex(a.starts, c.step);
      // Back from inside a part goes to its start; back from its start, to the one before.
      const target =
        a.by > 0
          ? a.starts[i + 1]
          : i >= 0 && a.starts[i]! < c.step
            ? a.starts[i]
            : a.starts[Math.max(0, i - 1)];
      return target === undefined ? c : { ...c, step: clamp(c, target), playing: false };
    }
    case 'toggle':
      if (c.playing) return { ...c, playing: false };
      return { ...c, playing: c.last > 0, step: c.step >= c.last ? 0 : c.step };
    case 'pause':
      return c.playing ? { ...c, playing: false } : c;
    case 'tick':
      if (!c.playing) return c;
      return { ...c, step: clamp(c, c.step + 1), playing: c.step + 1 < c.last };
    case 'speed':
      return { ...c, speed: nearestSpeed(a.to) };
    case 'faster':
      return { ...c, speed: SPEEDS[Math.min(SPEEDS.length - 1, SPEEDS.indexOf(c.speed) + 1)]! };
    case 'slower':
      return { ...c, speed: SPEEDS[Math.max(0, SPEEDS.indexOf(c.speed) - 1)]! };
  }
}

/** How long a step shows while playing, in ms. */
export const stepDelayMs = (speed: Speed): number => 1000 / speed;

/** The action a key asks for (null: not a replay key). Space or K: play/pause; arrows: a step;
 * Page Up/Down or [ ]: the previous / next part; Home/End: the deal / the end; + and -: speed. */
export function keyAction(
  key: string,
  last: number,
  starts: readonly number[],
): ReplayAction | null {
  switch (key) {
    case ' ':
    case 'k':
      return { type: 'toggle' };
    case 'ArrowRight':
      return { type: 'step', by: 1 };
    case 'ArrowLeft':
      return { type: 'step', by: -1 };
    case 'PageDown':
    case ']':
      return { type: 'part', starts, by: 1 };
    case 'PageUp':
    case '[':
      return { type: 'part', starts, by: -1 };
    case 'Home':
      return { type: 'jump', to: 0 };
    case 'End':
      return { type: 'jump', to: last };
    case '+':
    case '=':
      return { type: 'faster' };
    case '-':
      return { type: 'slower' };
    default:
      return null;
  }
}
