// The render bench's CPU meter, read from Chrome's trace: each drawn frame's animation-frame
// callbacks as thread CPU time less the time blocked on the GPU process inside them, and the
// release's own task (docs/performance-log.md "What a dragged frame is made of").
import type { TraceEvent } from './profile-kit.ts';

/** Whether complete event `e` lies inside complete event `outer`. */
const within = (outer: TraceEvent, e: TraceEvent) =>
  e.ts >= outer.ts && e.ts + (e.dur ?? 0) <= outer.ts + outer.dur!;

/** The events not inside another of them (a GPU wait may nest another). */
const outermost = (es: readonly TraceEvent[]) =>
  es.filter((e) => !es.some((o) => o !== e && within(o, e)));

/** Chrome's trace categories the CPU meter reads: FireAnimationFrame and console.timeStamp
 * (devtools.timeline), the page's waits on the GPU process (gpu). */
export const TRACE_CATEGORIES = ['devtools.timeline', 'gpu'].join(',');

/** A page's waits on the GPU process (Chromium's command buffer client, traced under `gpu`): the
 * main thread blocked until that process has run the commands it was sent. */
const GPU_WAIT = /^CommandBufferProxyImpl::WaitFor|^CommandBufferHelper::(WaitForToken|Finish)$/;

/** A frame's figures from the trace (ms), and its callbacks' spans on the trace's clock (µs). */
export interface FrameCpu {
  cpu: number;
  wait: number;
  gc: number;
  /** Of which major (mark-compact) collections, CPU (ms). */
  major: number;
  /** Each collection of 1 ms or more in it: its trace event's name and arguments (V8's reason,
   * the heap's size before and after). */
  gcs: string[];
  spans: { from: number; to: number }[];
}

/** The thread whose frames the meter named (its first mark's), if any. */
export function frameThread(events: readonly TraceEvent[]): { pid: number; tid: number } | null {
  const mark = events.find(
    (e) => e.name === 'TimeStamp' && e.args?.data?.message?.startsWith('gt-frame '),
  );
  return mark ? { pid: mark.pid, tid: mark.tid } : null;
}

/** Per frame timestamp (the page's clock), from the trace of a page whose meter named its frames
 * (console.timeStamp 'gt-frame T' inside each callback): the callbacks' thread CPU time, less
 * that inside the GPU waits nested in them, and the wall time of those waits (ms). */
export function cpuPerFrame(events: readonly TraceEvent[]): Map<number, FrameCpu> {
  const marks = events.filter(
    (e) => e.name === 'TimeStamp' && e.args?.data?.message?.startsWith('gt-frame '),
  );
  const out = new Map<number, FrameCpu>();
  if (marks.length === 0) return out;
  const { pid, tid } = marks[0]!;
  const onThread = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');
  const callbacks = onThread.filter((e) => e.name === 'FireAnimationFrame');
  const waits = onThread.filter((e) => GPU_WAIT.test(e.name));
  const gcs = onThread.filter((e) => e.name === 'MinorGC' || e.name === 'MajorGC');
  for (const mark of marks) {
    const cb = callbacks.find((c) => mark.ts >= c.ts && mark.ts <= c.ts + c.dur!);
    if (!cb) continue;
    if (cb.tdur === undefined) throw new Error('the trace has no thread CPU time (tdur)');
    const outer = outermost(waits.filter((w) => within(cb, w)));
    const t = Number(mark.args!.data!.message!.slice('gt-frame '.length));
    const f = out.get(t) ?? { cpu: 0, wait: 0, gc: 0, major: 0, gcs: [], spans: [] };
    f.spans.push({ from: cb.ts, to: cb.ts + cb.dur! });
    const inside = gcs.filter((g) => within(cb, g));
    f.gc += inside.reduce((a, g) => a + (g.tdur ?? 0), 0) / 1000;
    f.major +=
      inside.filter((g) => g.name === 'MajorGC').reduce((a, g) => a + (g.tdur ?? 0), 0) / 1000;
    f.cpu += (cb.tdur - outer.reduce((a, w) => a + (w.tdur ?? 0), 0)) / 1000;
    f.wait += outer.reduce((a, w) => a + (w.dur ?? 0), 0) / 1000;
    out.set(t, f);
  }
  return out;
}

/** The release's own JavaScript, outside any frame: the task that dispatched the pointerup on
 * the page whose frames the meter named (its handlers, and the React work they flush), as thread
 * CPU time less the GPU waits in it, and its wall time (ms). */
export function releaseCpu(events: readonly TraceEvent[]): { cpu: number; wall: number } | null {
  const mark = events.find(
    (e) => e.name === 'TimeStamp' && e.args?.data?.message?.startsWith('gt-frame '),
  );
  if (!mark) return null;
  const onThread = events.filter((e) => e.pid === mark.pid && e.tid === mark.tid && e.ph === 'X');
  const up = onThread.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'pointerup');
  if (!up) return null;
  // The outermost event holding the dispatch: the task itself.
  const task = onThread
    .filter((e) => within(e, up))
    .reduce((a, e) => (e.dur! > a.dur! ? e : a), up);
  const outer = outermost(onThread.filter((w) => GPU_WAIT.test(w.name) && within(task, w)));
  return {
    cpu: ((task.tdur ?? 0) - outer.reduce((a, w) => a + (w.tdur ?? 0), 0)) / 1000,
    wall: task.dur! / 1000,
  };
}
