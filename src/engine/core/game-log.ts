// A game's public log, bounded. A log can grow without end (players who pass a chip back and
// forth, partners who keep declining), but a state is copied on every move and a view is sent
// whole to whoever joins: the state keeps the log's last STATE_LOG_MAX entries (the whole history
// is the match's record of intents), and each view carries a shorter tail from a start that moves
// in steps, so between steps a view's log only grows (its diffs are appends, see net/diff.ts) and
// it never holds more than `keep + step - 1` entries. Nothing in a game's rules reads its log.

/** Entries a view's log keeps at least (when there are that many), and the step its start moves by. */
export const LOG_WINDOW = { keep: 96, step: 64 } as const;

/** Index of the first entry a view of a `length`-entry log carries. */
export function logWindowStart(
  length: number,
  keep: number = LOG_WINDOW.keep,
  step: number = LOG_WINDOW.step,
): number {
  return Math.max(0, Math.floor((length - keep) / step) * step);
}

/** The tail of `log` a view carries (a copy). */
export function logWindow<T>(log: readonly T[], keep?: number, step?: number): T[] {
  return log.slice(logWindowStart(log.length, keep, step));
}

/** Entries a state's log keeps at least; it is trimmed back to this once it holds a step more. */
export const STATE_LOG_MAX = 512;

/** Appends `entry` to a state's log, trimming its oldest entries (in steps of LOG_WINDOW.step,
 * so the tail a view carries keeps its alignment and its diffs stay appends). */
export function appendLog<T>(log: T[], entry: T): void {
  log.push(entry);
  if (log.length >= STATE_LOG_MAX + LOG_WINDOW.step) log.splice(0, log.length - STATE_LOG_MAX);
}
