// Where a page's time goes, for the two browser figures over budget (issue #25), with Chrome's
// own tools through CDP: a CPU profile (Profiler) and the network log.
// - `4g`: the e2e.table_ready_ms.4g flow (a fresh page behind the 4G link and a 4× slower CPU,
//   "create a table", three bots, start, until the 3D table is drawn), with the milestones, each
//   request's start and end, and the main thread's time by script and by function;
// - `drag`: three players at a 1280×800 table, page 1 drags chip W1 for 10 s (as the render
//   bench does), profiled: the main thread's time by script and by function;
// - `release`: the same table, page 1 grabs W1, drags it DRAG_MS (3,000) and lets go: each frame
//   after the press and after the release metered (JavaScript, time in WebGL calls, every WebGL
//   call counted by name: programs linked, textures uploaded), the pointerup's own time, and the
//   CPU profile of the 2.5 s after the release; TRACE=1 adds Chrome's trace of it (per renderer:
//   its longest frame and the WebAssembly functions compiled on first call, `wasm.CompileLazy`;
//   self time per event in page 1's pointerup and in the longest frame), TRACE_V8=1 V8's compile
//   and GC events in it;
// - `alloc`: the same table, page 1 drags W1 for DRAG_MS (10,000) and lets go, V8's sampling heap
//   profiler on (collected objects kept): bytes by function and its callers over the drag and
//   over the release and fall (profile.alloc.*; ALLOC_OUT=prefix writes both raw profiles), and
//   whether the connection's status changed meanwhile; LOGPOINT / LOGPOINT_EXPR log a built
//   chunk's spot each time it runs.
// TRACE_OUT=<file> (with TRACE=1) writes the trace's events there (4g and drag).
// INCLUSIVE_TOP=<n>: how many functions each stretch's inclusive times list (40); PROFILE_OUT=<file>
// (4g) writes the CPU profile there (a .cpuprofile, for DevTools or a script).
// Prints JSON lines (profile.<flow>.*): shares of the profiled time, milliseconds on the page's
// clock. Run inside the loopback namespace:
//   bash scripts/loopback-netns.sh node --import tsx bench/profile-page.ts 4g|drag|release|alloc
import { writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { press, TablePlayers, type Point } from '../test/e2e/table-kit.ts';
import {
  frameKinds,
  inclusive,
  line,
  report,
  setDistDir,
  startProfiler,
  startTrace,
  stopProfiler,
  timeline,
  traceMark,
  traceSelf,
} from './profile-kit.ts';
import { runScript } from './netns-child.ts';
import { GL_METER, RELEASE_METER, type ReleaseFrame } from './page-meters.ts';
import { pageOn4g } from './ready-4g.ts';
import { startAllocSampling, stopAllocSampling } from './alloc-profile.ts';
import { startHand, stopHand } from './restless-hand.ts';

/** The 4G flow, profiled. */
async function fourG(players: TablePlayers): Promise<void> {
  const { page, cdp } = await pageOn4g(players, GL_METER);
  // Each request's start and end on the page's clock (CDP's monotonic seconds, offset by t0).
  const requests = new Map<string, { url: string; start: number; end?: number; bytes?: number }>();
  cdp.on('Network.requestWillBeSent', (e) => {
    requests.set(e.requestId, { url: e.request.url, start: e.timestamp });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) Object.assign(r, { end: e.timestamp, bytes: e.encodedDataLength });
  });
  await startProfiler(cdp);
  const browserCdp = await page.context().browser()!.newBrowserCDPSession();
  const stopTrace = process.env.TRACE ? await startTrace(browserCdp) : null;
  const t0Wall = Date.now();
  const marks = await page.evaluate(async () => {
    const gt = window.gangTable!;
    const m: Record<string, number> = {};
    const t0 = performance.now();
    console.timeStamp('gang:t0');
    await gt.createRoom({ game: 'the-gang', name: 'Pat' });
    m.room = performance.now() - t0;
    for (const seat of [1, 2, 3]) await gt.lobbyAction({ a: 'bot', seat });
    m.bots = performance.now() - t0;
    await gt.startGame();
    m.started = performance.now() - t0;
    while (!gt.table()) await new Promise((resolve) => setTimeout(resolve, 20));
    m.tableMounted = performance.now() - t0;
    while (!gt.table()?.ready) await new Promise((resolve) => setTimeout(resolve, 20));
    m.ready = performance.now() - t0;
    m.framesAtReady = gt.table()!.frames;
    const waits = (window as unknown as { __glWaits: Record<string, { n: number; ms: number }> })
      .__glWaits;
    const shaders = (window as unknown as { __glShaders: string[] }).__glShaders;
    m[`gl.fragmentShaders: ${shaders.join(' ')}`] = shaders.length;
    for (const [name, w] of Object.entries(waits)) {
      m[`gl.${name}.n`] = w.n;
      m[`gl.${name}.ms`] = w.ms;
    }
    while (!gt.table()?.physics) await new Promise((resolve) => setTimeout(resolve, 20));
    m.physics = performance.now() - t0;
    return m;
  });
  const wall = Date.now() - t0Wall;
  let t0Trace: number | null = null;
  const profile = await stopProfiler(cdp);
  if (process.env.PROFILE_OUT) writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile));
  if (stopTrace) {
    // The stretch from the table's code mounting to its first frame (the trace's clock is the
    // profile's, in µs).
    const events = await stopTrace();
    if (process.env.TRACE_OUT) writeFileSync(process.env.TRACE_OUT, JSON.stringify(events));
    const start = (profile as unknown as { startTime: number }).startTime;
    traceSelf(events, start + marks.tableMounted! * 1000, start + marks.ready! * 1000);
    // From "create a table" to ready: every main-thread task of 25 ms or more, and the requests
    // on the same clock (ms after t0).
    const mark = traceMark(events, 'gang:t0');
    if (mark) {
      t0Trace = mark.ts;
      timeline(events, mark, mark.ts + marks.ready! * 1000, 'profile.4g.timeline');
    }
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  for (const [k, v] of Object.entries(marks)) line(`profile.4g.mark.${k}`, Math.round(v));
  line('profile.4g.wall', wall);
  // Requests relative to the profile's start (both CDP monotonic clocks, in µs and s).
  // With the trace, on its t0 (the page's own mark): ms after "create a table".
  const p0 = (t0Trace ?? (profile as unknown as { startTime: number }).startTime) / 1e6;
  for (const r of [...requests.values()].sort((a, b) => a.start - b.start)) {
    line('profile.4g.request', Math.round((r.start - p0) * 1000), 'ms', {
      url: new URL(r.url).pathname,
      end: r.end ? Math.round((r.end - p0) * 1000) : null,
      kb: r.bytes ? +(r.bytes / 1024).toFixed(1) : null,
    });
  }
  report('4g', profile);
  // The marks are after t0; the profile's samples after its own start (known with the trace).
  const lead =
    t0Trace === null
      ? 0
      : (t0Trace - (profile as unknown as { startTime: number }).startTime) / 1000;
  for (const [[from, to], stretch] of [
    [[0, marks.room!], 'lobby'],
    [[marks.started!, marks.tableMounted!], 'code'],
    [[marks.tableMounted!, marks.ready!], 'draw'],
  ] as const) {
    for (const [fn, ms] of inclusive(profile, lead + from, lead + to))
      line(`profile.4g.${stretch}.inclusive`, Math.round(ms), 'ms', { fn });
  }
  await page.context().close();
}

/** Three players at The Gang, physics running on every page and the table still: page 1 and
 * where its chip W1 is on screen. */
async function tableAtRest(players: TablePlayers): Promise<{ page: Page; start: Point }> {
  await players.startGang({ mode: 'basic' });
  for (const p of players.pages) {
    await p.waitForFunction(() => window.gangTable?.table()?.physics === true, null, {
      timeout: 300_000,
    });
  }
  await players.allSettled();
  const page = players.pages[1]!;
  const start = (await players.pointOf(1, 'W1'))!;
  return { page, start };
}

/** Page 1 drags W1 for 10 s, profiled. */
async function drag(players: TablePlayers): Promise<void> {
  const { page, start } = await tableAtRest(players);
  await press(page, start);
  await page.waitForFunction(() => window.gangTable?.carrying()?.id === 'W1');
  const cdp = await page.context().newCDPSession(page);
  const frames0 = await page.evaluate(() => window.gangTable!.table()!.frames);
  const browserCdp = await page.context().browser()!.newBrowserCDPSession();
  const stopTrace = process.env.TRACE ? await startTrace(browserCdp) : null;
  await startProfiler(cdp);
  await startHand(page, start, false);
  await page.waitForTimeout(10_000);
  await stopHand(page);
  const profile = await stopProfiler(cdp);
  if (stopTrace) {
    const events = await stopTrace();
    if (process.env.TRACE_OUT) writeFileSync(process.env.TRACE_OUT, JSON.stringify(events));
  }
  const frames = (await page.evaluate(() => window.gangTable!.table()!.frames)) - frames0;
  await page.mouse.up();
  line('profile.drag.frames', frames, 'frames');
  report('drag', profile);
  // Who the time is spent under (the app's and three's functions, inclusive), per drawn frame.
  for (const [kind, ms] of frameKinds(profile))
    line('profile.drag.frame', +(ms / Math.max(1, frames)).toFixed(2), 'ms a frame', { kind });
  for (const [fn, ms] of inclusive(profile, 0, Infinity))
    line('profile.drag.inclusive', +(ms / Math.max(1, frames)).toFixed(2), 'ms a frame', { fn });
}

/** Page 1 drags W1 for a few seconds, then lets go under the CPU profiler: what the frames after
 * the release cost (each frame's JavaScript and WebGL calls by name, the pointerup's own time) and
 * the functions' self and inclusive time from the release to 2.5 s after it. */
async function release(players: TablePlayers): Promise<void> {
  const { page, start } = await tableAtRest(players);
  // The meter from the press on: the grab's frames too (the drop targets lit).
  await page.evaluate(RELEASE_METER);
  await press(page, start);
  await page.waitForFunction(() => window.gangTable?.carrying()?.id === 'W1');
  await startHand(page, start, false);
  await page.waitForTimeout(Number(process.env.DRAG_MS ?? 3000));
  await stopHand(page);
  await page.mouse.move(start.x, start.y);
  // Two frames drawn with the hand still, so the meter holds frames from before the release.
  await page.waitForTimeout(500);
  const cdp = await page.context().newCDPSession(page);
  const browserCdp = await page.context().browser()!.newBrowserCDPSession();
  const stopTrace = process.env.TRACE ? await startTrace(browserCdp) : null;
  await startProfiler(cdp);
  const t0 = await page.evaluate(() => performance.now());
  await page.mouse.up();
  await page.waitForTimeout(2500);
  const profile = await stopProfiler(cdp);
  if (stopTrace) {
    // The longest animation frame after the release (the trace's own events), and the pointerup.
    const events = await stopTrace();
    const frames = events.filter((e) => e.ph === 'X' && e.name === 'FireAnimationFrame');
    const longest = frames.sort((a, b) => b.dur! - a.dur!)[0];
    const ups = events.filter(
      (e) =>
        e.ph === 'X' &&
        e.name === 'EventDispatch' &&
        (e.args as { data?: { type?: string } } | undefined)?.data?.type === 'pointerup',
    );
    for (const u of ups) {
      line('profile.release.trace.pointerup', +(u.dur! / 1000).toFixed(1));
      traceSelf(events, u.ts, u.ts + u.dur!, 'profile.release.trace.up');
    }
    // Per renderer (the pointerup's is page 1's): its longest frame, and the WebAssembly
    // functions compiled on first call (Rapier's) in the whole stretch.
    const pids = new Set(frames.map((f) => f.pid));
    for (const pid of pids) {
      const lazy = events.filter((e) => e.pid === pid && e.name === 'wasm.CompileLazy');
      const own = frames.filter((f) => f.pid === pid);
      line('profile.release.trace.renderer', Math.max(...own.map((f) => f.dur! / 1000)), 'ms', {
        page1: ups.some((u) => u.pid === pid),
        frames: own.length,
        wasmCompileLazy: lazy.length,
        wasmCompileLazyMs: Math.round(lazy.reduce((a, e) => a + (e.dur ?? 0), 0) / 1000),
        // Which functions (their index in the module), when few.
        lazy: lazy.length <= 12 ? lazy.map((e) => e.args) : undefined,
      });
    }
    if (longest) {
      line('profile.release.trace.frame', +(longest.dur! / 1000).toFixed(1), 'ms', {
        afterUp: ups[0] ? Math.round((longest.ts - ups[0].ts) / 1000) : null,
        frames: frames.map((f) => +(f.dur! / 1000).toFixed(1)),
      });
      traceSelf(events, longest.ts, longest.ts + longest.dur!, 'profile.release.trace.self');
    }
  }
  const rel = await page.evaluate(
    () =>
      (
        window as unknown as {
          __rel: {
            frames: ReleaseFrame[];
            event: ReleaseFrame;
            up: { timeStamp: number; listenersDone: number; flushed?: number } | null;
            down?: number;
            shaders: string[];
          };
        }
      ).__rel,
  );
  const up = rel.up;
  if (up) {
    line('profile.release.up.listeners', +(up.listenersDone - up.timeStamp).toFixed(1));
    if (up.flushed) line('profile.release.up.flushed', +(up.flushed - up.timeStamp).toFixed(1));
  }
  line('profile.release.event.gl', +rel.event.gl.toFixed(1), 'ms', { calls: rel.event.calls });
  line('profile.release.fragmentShaders', rel.shaders.length, 'programs', { names: rel.shaders });
  const downAt = rel.down ?? 0;
  for (const f of rel.frames.filter((x) => x.start > downAt).slice(0, 3)) {
    line('profile.release.pressFrame', +f.js.toFixed(1), 'ms', {
      at: Math.round(f.start - downAt),
      gl: +f.gl.toFixed(1),
      slow: f.slow,
      calls: f.calls,
    });
  }
  const upAt = up?.timeStamp ?? t0;
  for (const f of rel.frames.filter((x) => x.start > upAt - 200).slice(0, 8)) {
    line('profile.release.frame', +f.js.toFixed(1), 'ms', {
      at: Math.round(f.start - upAt),
      gl: +f.gl.toFixed(1),
      slow: f.slow,
      calls: f.calls,
    });
  }
  report('release', profile);
  for (const [fn, ms] of inclusive(profile, 0, 2500))
    line('profile.release.inclusive', Math.round(ms), 'ms', { fn });
}

/** Page 1 drags W1 for DRAG_MS (10,000) and lets it fall, V8's heap sampler on (every 256 bytes,
 * collected objects kept): what the drag's frames allocate, and the release's and the fall's. */
async function alloc(players: TablePlayers): Promise<void> {
  const { page, start } = await tableAtRest(players);
  await press(page, start);
  await page.waitForFunction(() => window.gangTable?.carrying()?.id === 'W1');
  const cdp = await page.context().newCDPSession(page);
  const frames = () => page.evaluate(() => window.gangTable!.table()!.frames);
  let n0 = await frames();
  // Whether the page's connection to the host changes during the drag (a reconnect's handshake).
  await page.evaluate(() => {
    const w = window as unknown as { __statuses: string[] };
    w.__statuses = [];
    setInterval(() => {
      const s = String(window.gangTable!.status());
      if (w.__statuses[w.__statuses.length - 1] !== s) w.__statuses.push(s);
    }, 50);
  });
  page.on('console', (m) => console.error(`page 1 console: ${m.text()}`));
  // LOGPOINT='<chunk>:<line>:<column>' (0-based, in the built chunk named <chunk>-<hash>.js) and
  // LOGPOINT_EXPR (a console.log(...) of its locals): a log each time that spot runs, as
  // DevTools' logpoints (e.g. which material three looked a program up for, in getProgram).
  if (process.env.LOGPOINT) {
    const [chunk, lineNumber, columnNumber] = process.env.LOGPOINT.split(':');
    await cdp.send('Debugger.enable');
    await cdp.send('Debugger.setBreakpointByUrl', {
      urlRegex: `${chunk}-[\\w-]+\\.js`,
      lineNumber: Number(lineNumber),
      columnNumber: Number(columnNumber),
      condition: `(${process.env.LOGPOINT_EXPR}), false`,
    });
  }
  await startAllocSampling(cdp);
  await startHand(page, start, false);
  await page.waitForTimeout(Number(process.env.DRAG_MS ?? 10_000));
  await stopHand(page);
  await page.mouse.move(start.x, start.y);
  await stopAllocSampling(cdp, 'drag', (await frames()) - n0);
  n0 = await frames();
  await startAllocSampling(cdp);
  await page.mouse.up();
  await page.waitForFunction((n) => window.gangTable!.table()!.frames > n, n0);
  await page
    .waitForFunction(() => window.gangTable!.table()!.falling.length === 0, null, {
      timeout: 20_000,
    })
    .catch(() => {});
  await stopAllocSampling(cdp, 'fall', (await frames()) - n0);
  const statuses = await page.evaluate(
    () => (window as unknown as { __statuses: string[] }).__statuses,
  );
  line('profile.alloc.statuses', statuses.length, 'states', { statuses });
}

async function main(): Promise<void> {
  const flow = process.argv[2] ?? '4g';
  const names = ['drag', 'release', 'alloc'].includes(flow) ? ['Host', 'Ada', 'Bo'] : ['Host'];
  const players = await TablePlayers.open(names, { width: 1280, height: 800 });
  setDistDir((players as unknown as { app: { dir: string } }).app.dir);
  try {
    if (flow === 'drag') await drag(players);
    else if (flow === 'release') await release(players);
    else if (flow === 'alloc') await alloc(players);
    else await fourG(players);
  } finally {
    await players.close();
  }
}

runScript(main);
