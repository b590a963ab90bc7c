// Keeping time while the page is awake. A page whose event loop stalls (a long task: shaders
// compiling on a software renderer, a table rebuilt, a laptop waking up) runs its timers late,
// and may run them before the messages that queued up meanwhile: a peer that spoke all along
// would then look silent. The heartbeats count silence in time this page was awake to hear it.

/** Calls `fn` every `everyMs`, telling it how long the page stalled since the last call (ms the
 * call came late beyond half an interval; 0 when on time). Returns the stop. */
export function awakeInterval(
  everyMs: number,
  fn: (stalledMs: number) => void,
  now: () => number,
): () => void {
  let last = now();
  const timer = setInterval(() => {
    const t = now();
    const late = t - last - everyMs;
    last = t;
    fn(late > everyMs / 2 ? late : 0);
  }, everyMs);
  return () => clearInterval(timer);
}
