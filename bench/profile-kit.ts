// The CPU profile's and the trace's readers for bench/profile-page.ts: self and inclusive time
// by script and by function (names resolved through the build's source maps), Chrome's tracing
// started and read, and self time per traced event; each figure printed as a JSON line.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CDPSession } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';

export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
export interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export const line = (name: string, value: number | string, unit = 'ms', extra: object = {}) =>
  console.log(JSON.stringify({ name, value, unit, ...extra }));

/** A script's short name: its file without the build's hash ('TableView', 'client'). */
function scriptOf(url: string): string {
  if (!url) return '';
  const file = url.split('/').pop()!.split('?')[0]!;
  return file.replace(/-[\w-]{8}\.js$/, '').replace(/\.js$/, '') || url;
}

/** The built app's directory (source maps resolve the minified functions' names). */
let distDir = '';

/** Names the built app's directory, whose source maps name the profiled functions. */
export function setDistDir(dir: string): void {
  distDir = dir;
}
const maps = new Map<string, SourceMapConsumer | null>();

/** Where a minified function comes from: its source file and original name, when mapped. */
function original(url: string, line: number, column: number): string {
  const file = url.split('/').pop()?.split('?')[0] ?? '';
  if (!distDir || !file.endsWith('.js')) return '';
  if (!maps.has(file)) {
    try {
      const raw = readFileSync(path.join(distDir, 'assets', `${file}.map`), 'utf8');
      maps.set(file, new SourceMapConsumer(JSON.parse(raw) as never));
    } catch {
      maps.set(file, null);
    }
  }
  const pos = maps.get(file)?.originalPositionFor({ line: line + 1, column });
  if (!pos?.source) return '';
  const src = pos.source.replace(/.*node_modules\//, '').replace(/^.*\/src\//, 'src/');
  return `${pos.name ?? ''} ${src}:${pos.line}`;
}

/** A profiled function's name: its own, its script and line, and its source when mapped. */
export function functionLabel(f: ProfileNode['callFrame']): string {
  // The trace's profile leaves out what a node does not have (the profiler's own nodes' url).
  const url = f.url ?? '';
  const at = url ? ` ${scriptOf(url)}:${(f.lineNumber ?? 0) + 1} ` : ' ';
  return `${f.functionName || '(anonymous)'}${at}${url ? original(url, f.lineNumber ?? 0, f.columnNumber ?? 0) : ''}`.trim();
}

/** Self time (ms) by script and by function ('(program)', '(garbage collector)', '(idle)' are
 * the profiler's own nodes: the browser's native work, GC, nothing to do). */
function selfTimes(profile: Profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const byScript = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const node = byId.get(id)!;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const script = functionName.startsWith('(') ? functionName : scriptOf(url) || '(native)';
    const fn =
      `${functionName || '(anonymous)'} ${scriptOf(url)}:${lineNumber + 1} ` +
      original(url, lineNumber, columnNumber);
    byScript.set(script, (byScript.get(script) ?? 0) + dt);
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + dt);
    total += dt;
  });
  const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n);
  return { total, scripts: top(byScript, 14), functions: top(byFunction, 25) };
}

/** Inclusive time (ms) of the functions of the app and three.js in the samples between `from`
 * and `to` (ms after the profile's start): who the time is spent under (the INCLUSIVE_TOP most). */
export function inclusive(profile: Profile, from: number, to: number): [string, number][] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const names = new Map<number, string>();
  const nameOf = (n: ProfileNode) => {
    let name = names.get(n.id);
    if (name === undefined) {
      const { functionName, url, lineNumber, columnNumber } = n.callFrame;
      const at = original(url, lineNumber, columnNumber);
      name = at && !at.includes('react-dom') ? `${functionName} ${at}` : '';
      names.set(n.id, name);
    }
    return name;
  };
  const total = new Map<string, number>();
  let t = 0;
  profile.samples.forEach((id, i) => {
    t += (profile.timeDeltas[i] ?? 0) / 1000;
    if (t < from || t > to) return;
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = nameOf(byId.get(at)!);
      if (name && !seen.has(name)) {
        seen.add(name);
        total.set(name, (total.get(name) ?? 0) + dt);
      }
    }
  });
  return [...total].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.INCLUSIVE_TOP ?? 40));
}

export function report(flow: string, profile: Profile): void {
  const { total, scripts, functions } = selfTimes(profile);
  line(`profile.${flow}.total`, Math.round(total));
  for (const [s, ms] of scripts)
    line(`profile.${flow}.script`, Math.round(ms), 'ms', {
      script: s,
      share: +(ms / total).toFixed(3),
    });
  for (const [f, ms] of functions)
    line(`profile.${flow}.function`, Math.round(ms), 'ms', {
      fn: f,
      share: +(ms / total).toFixed(3),
    });
}

export async function startProfiler(cdp: CDPSession): Promise<void> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
}

export async function stopProfiler(cdp: CDPSession): Promise<Profile> {
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  return profile;
}

/** One event of Chrome's trace (the fields the benches read). */
export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's CPU time inside the event (µs), where traced. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { message?: string; type?: string } };
}

/** Starts Chrome's tracing (the Performance panel's categories) on `page`'s browser. */
export async function startTrace(cdp: CDPSession): Promise<() => Promise<TraceEvent[]>> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8',
      'gpu',
      // ANGLE's own events in the GPU process: programs linked, textures uploaded, draws.
      'gpu.angle',
      'disabled-by-default-gpu.service',
      ...(process.env.TRACE_V8
        ? [
            'disabled-by-default-v8.compile',
            'v8.wasm',
            'blink.user_timing',
            'disabled-by-default-v8.gc',
          ]
        : []),
    ].join(','),
    transferMode: 'ReportEvents',
  });
  return async () => {
    const done = new Promise<void>((resolve) =>
      cdp.once('Tracing.tracingComplete', () => resolve()),
    );
    await cdp.send('Tracing.end');
    await done;
    return events;
  };
}

/** The trace's console.timeStamp(message) event (a page's mark on the trace's clock). */
export function traceMark(events: TraceEvent[], message: string): TraceEvent | undefined {
  return events.find(
    (e) =>
      e.name === 'TimeStamp' &&
      (e.args as { data?: { message?: string } } | undefined)?.data?.message === message,
  );
}

/** Self time (ms) of each traced event name per thread, between `from` and `to` (trace µs). */
export function traceSelf(
  events: TraceEvent[],
  from: number,
  to: number,
  label = 'profile.4g.trace',
): void {
  const threads = new Map<string, string>();
  for (const e of events)
    if (e.ph === 'M' && e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args!.name!);
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of events) {
    if (e.ph !== 'X' || e.dur === undefined || e.ts < from || e.ts > to) continue;
    const key = `${e.pid}:${e.tid}`;
    const name = threads.get(key) ?? key;
    if (!/CrRendererMain|CrGpuMain|VizCompositor|DedicatedWorker/.test(name)) continue;
    if (!byThread.has(key)) byThread.set(key, []);
    byThread.get(key)!.push(e);
  }
  for (const [key, list] of byThread) {
    list.sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
    const self = new Map<string, number>();
    const stack: TraceEvent[] = [];
    for (const e of list) {
      while (stack.length && stack.at(-1)!.ts + stack.at(-1)!.dur! <= e.ts) stack.pop();
      const parent = stack.at(-1);
      if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - e.dur!);
      self.set(e.name, (self.get(e.name) ?? 0) + e.dur!);
      stack.push(e);
    }
    const thread = `${threads.get(key) ?? key}`;
    for (const [name, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 20))
      line(label, +(us / 1000).toFixed(1), 'ms', { thread, event: name });
  }
}

/** What the animation-frame callbacks' samples are made of (ms by kind of code, self time): the
 * samples under R3F's frame loop or the benches' restless hand (their stack's first JavaScript
 * function), each given to its own function's package (three.js, R3F, React, Rapier, PeerJS),
 * the app's layer (src/table, src/net, …) or the browser's bindings (WebGL calls, events). */
export function frameKinds(profile: Profile): [string, number][] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const kindOf = (n: ProfileNode): string => {
    const { functionName, url, lineNumber, columnNumber } = n.callFrame;
    if (!url) return functionName.startsWith('(') ? functionName : `browser: ${functionName}`;
    const at = original(url, lineNumber, columnNumber);
    const src = at.split(' ').pop() ?? '';
    for (const [pkg, kind] of [
      ['three/', 'three.js'],
      ['@react-three/fiber', 'R3F'],
      ['@react-three/drei', 'drei'],
      ['@react-three/rapier', 'Rapier'],
      ['rapier3d', 'Rapier'],
      ['react-dom', 'React'],
      ['scheduler', 'React'],
      ['peerjs', 'PeerJS'],
    ] as const)
      if (src.includes(pkg)) return kind;
    const layer = /^src\/(\w+)/.exec(src);
    return layer ? `src/${layer[1]}` : functionName === 'w.__frame' ? 'bench hand' : 'other';
  };
  const isFrameRoot = (n: ProfileNode) => {
    const { functionName, url, lineNumber, columnNumber } = n.callFrame;
    if (functionName === 'w.__frame') return true;
    return / loop @react-three\/fiber/.test(` ${original(url, lineNumber, columnNumber)}`);
  };
  const out = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    let first: ProfileNode | undefined;
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const n = byId.get(at)!;
      if (n.callFrame.functionName !== '(root)') first = n;
    }
    if (!first || !isFrameRoot(first)) return;
    const kind = kindOf(byId.get(id)!);
    out.set(kind, (out.get(kind) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
  });
  return [...out].sort((a, b) => b[1] - a[1]);
}

/** What a traced event's self time counts as, in a timeline of the page's main thread. */
function kindOf(name: string): string {
  if (/WaitForGetOffset|ReadPixels|WaitSyncToken|Finish/.test(name)) return 'gpuWait';
  if (/compile|Compile|Parse|parse|produceCache|Deserialize/.test(name)) return 'compile';
  if (/GC|Scavenge|Sweep|Mark|Compact/.test(name)) return 'gc';
  if (/Layout|Style|Paint|Commit|Layer|Raster|HitTest|RecalcStyle/.test(name)) return 'render';
  if (
    /RunTask|ThreadControllerImpl|RunMicrotasks|ParseHTML|ResourceReceive|ResourceFinish/.test(name)
  )
    return 'other';
  return 'js';
}

/** A timeline of the page's main thread from `from` to `to` (trace µs; printed in ms after
 * `from`): each task of `minMs` or more with its self time by kind (js, compile, gpuWait, gc,
 * render, other) and what ran in it (the script evaluated, the function called, the timer), and
 * the stretch's totals by kind, with the GPU process's busy time. */
export function timeline(
  events: TraceEvent[],
  mark: TraceEvent,
  to: number,
  label: string,
  minMs = 25,
): void {
  const from = mark.ts;
  const threads = new Map<string, string>();
  for (const e of events)
    if (e.ph === 'M' && e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args!.name!);
  const key = `${mark.pid}:${mark.tid}`;
  const main = events
    .filter((e) => e.ph === 'X' && e.dur !== undefined && `${e.pid}:${e.tid}` === key)
    .filter((e) => e.ts + e.dur! >= from && e.ts <= to)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const totals = new Map<string, number>();
  const stack: TraceEvent[] = [];
  interface Task {
    e: TraceEvent;
    self: Map<string, number>;
    what: string[];
  }
  let task: Task | null = null;
  const tasks: Task[] = [];
  const describe = (e: TraceEvent): string | null => {
    const d = (e.args as { data?: Record<string, unknown> } | undefined)?.data;
    if (!d) return null;
    const url = typeof d.url === 'string' ? d.url.split('/').pop() : '';
    if (e.name === 'EvaluateScript' || e.name === 'v8.evaluateModule') return `eval ${url}`;
    if (e.name === 'FunctionCall') return `call ${(d.functionName as string) || '?'} ${url}`.trim();
    if (e.name === 'TimerFire' || e.name === 'FireAnimationFrame' || e.name === 'EventDispatch')
      return `${e.name}${d.type ? ` ${d.type as string}` : ''}`;
    return null;
  };
  for (const e of main) {
    while (stack.length && stack.at(-1)!.ts + stack.at(-1)!.dur! <= e.ts) stack.pop();
    const parent = stack.at(-1);
    if (!parent) {
      task = { e, self: new Map(), what: [] };
      tasks.push(task);
    }
    const kind = kindOf(e.name);
    const current: Task = task!;
    const add = (k: string, us: number) => {
      current.self.set(k, (current.self.get(k) ?? 0) + us);
      totals.set(k, (totals.get(k) ?? 0) + us);
    };
    if (parent) add(kindOf(parent.name), -e.dur!);
    add(kind, e.dur!);
    const what = describe(e);
    if (what && current.what.length < 3 && !current.what.includes(what)) current.what.push(what);
    stack.push(e);
  }
  const ms = (us: number) => Math.round(us / 1000);
  for (const t of tasks) {
    if (t.e.dur! < minMs * 1000) continue;
    const self = Object.fromEntries(
      [...t.self].filter(([, us]) => us >= 1000).map(([k, us]) => [k, ms(us)]),
    );
    line(`${label}.task`, ms(t.e.ts - from), 'ms after t0', {
      dur: ms(t.e.dur!),
      ...self,
      what: t.what.join(' | '),
    });
  }
  // The main thread's CPU time in its tasks (a busy machine stretches their wall time, much less
  // their CPU time: the figure to compare between runs at different loads).
  const cpu = tasks.reduce((sum, t) => sum + (t.e.tdur ?? 0), 0);
  line(`${label}.main`, ms(to - from), 'ms', {
    cpu: ms(cpu),
    ...Object.fromEntries([...totals].map(([k, us]) => [k, ms(us)])),
  });
  // The GPU process's main thread: its top-level tasks' time in the stretch.
  const gpu = events.filter(
    (e) =>
      e.ph === 'X' &&
      e.dur !== undefined &&
      e.ts >= from &&
      e.ts <= to &&
      threads.get(`${e.pid}:${e.tid}`) === 'CrGpuMain',
  );
  gpu.sort((a, b) => a.ts - b.ts);
  let busy = 0;
  let end = 0;
  for (const e of gpu) {
    const s = Math.max(e.ts, end);
    const f = e.ts + e.dur!;
    if (f > s) busy += f - s;
    end = Math.max(end, f);
  }
  line(`${label}.gpuBusy`, ms(busy), 'ms');
}
