// What a frame's JavaScript is made of, read from Chrome's trace with V8's sampling profiler on
// (FRAME_PROFILE=1 in the render bench): the samples inside one frame's animation-frame
// callbacks, as self time per function. A frame of 3–10 ms holds 30–100 samples at the profiler's
// fine interval (0.1 ms), enough to see which few functions hold its time.
import { frameThread, type cpuPerFrame } from './frame-trace.ts';
import { functionLabel, type ProfileNode, type TraceEvent } from './profile-kit.ts';

/** A drawn frame: when its callbacks began (trace µs, the key of cpuPerFrame) and their CPU ms. */
interface TimedFrame {
  readonly t: number;
  readonly cpu: number;
}

/** The trace categories that add V8's sampling profiler (0.1 ms between samples). */
export const PROFILE_CATEGORIES = [
  'disabled-by-default-v8.cpu_profiler',
  'disabled-by-default-v8.cpu_profiler.hires',
].join(',');

interface Chunk {
  cpuProfile?: { nodes?: (ProfileNode & { parent?: number })[]; samples?: number[] };
  timeDeltas?: number[];
}

/** Every sample of the profile on thread `pid`/`tid`: when (trace µs) and its stack's leaf. */
function samplesOf(events: readonly TraceEvent[], pid: number, tid: number) {
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  if (!profile) return { samples: [] as { ts: number; node: number }[], nodes: new Map() };
  const id = (profile as unknown as { id: string }).id;
  const start = (profile.args as unknown as { data: { startTime: number } }).data.startTime;
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  let t = start;
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== pid || (e as unknown as { id: string }).id !== id)
      continue;
    const data = (e.args as unknown as { data: Chunk }).data;
    for (const n of data.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    const ids = data.cpuProfile?.samples ?? [];
    ids.forEach((node, i) => {
      t += data.timeDeltas?.[i] ?? 0;
      samples.push({ ts: t, node });
    });
  }
  return { samples, nodes };
}

/** Self time (ms) per function in each window [from, to] (trace µs) of thread `pid`/`tid`,
 * the heaviest `top` of each; a sample counts for the time until the next one. */
export function selfInWindows(
  events: readonly TraceEvent[],
  pid: number,
  tid: number,
  windows: readonly { from: number; to: number }[],
  top = 8,
): [string, number][][] {
  const { samples, nodes } = samplesOf(events, pid, tid);
  const labels = new Map<number, string>();
  const label = (id: number) => {
    let s = labels.get(id);
    if (s === undefined) {
      const n = nodes.get(id);
      s = n ? functionLabel(n.callFrame) : '?';
      labels.set(id, s);
    }
    return s;
  };
  return windows.map(({ from, to }) => {
    const self = new Map<string, number>();
    for (let i = 0; i + 1 < samples.length; i++) {
      const s = samples[i]!;
      if (s.ts < from || s.ts > to) continue;
      const dt = (Math.min(samples[i + 1]!.ts, to) - s.ts) / 1000;
      const name = label(s.node);
      self.set(name, (self.get(name) ?? 0) + dt);
    }
    return [...self]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([n, ms]) => [n, +ms.toFixed(2)] as [string, number]);
  });
}

/** The self time per function of the frame after the release, the fall's frames and the
 * slowest dragged frame (stderr). */
export function printFrameProfiles(
  events: readonly TraceEvent[],
  drawn: readonly TimedFrame[],
  cpu: ReturnType<typeof cpuPerFrame>,
  released: number,
): void {
  const thread = frameThread(events);
  if (!thread) return;
  const before = drawn.filter((f) => f.t < released);
  const slowest = before.reduce((a, f) => (f.cpu > a.cpu ? f : a), before[0]!);
  const chosen = [
    ['slowest dragged', slowest],
    ...drawn.filter((f) => f.t >= released).map((f) => [f.t === released ? 'release' : 'fall', f]),
  ] as [string, TimedFrame][];
  for (const [what, f] of chosen) {
    const spans = cpu.get(f.t)!.spans;
    const per = selfInWindows(events, thread.pid, thread.tid, spans, 40);
    const merged = new Map<string, number>();
    for (const list of per) for (const [n, ms] of list) merged.set(n, (merged.get(n) ?? 0) + ms);
    const top = [...merged].sort((a, b) => b[1] - a[1]).slice(0, 10);
    console.error(
      `frame profile: ${what} frame, ${f.cpu.toFixed(1)} ms CPU\n` +
        top.map(([n, ms]) => `    ${ms.toFixed(2)}  ${n}`).join('\n'),
    );
  }
}
