// What a frame of the 3D table costs the page, and how soon a table is ready on a slow phone
// link, in real Chromium (issue #25's budgets):
// - render.frame_js_ms.p50/p95: main-thread JavaScript per frame while a chip is dragged (a
//   pointer move every frame), as CPU time: every requestAnimationFrame callback of a frame that
//   drew (three.js and React Three Fiber draw from one; the pointer handlers run inside the
//   bench's own), its thread CPU time read from Chrome's trace (`tdur` of its FireAnimationFrame
//   events, the thread's own clock), less the CPU time spent inside the page's waits on the GPU
//   process nested in them. Time the main thread is blocked on the GPU process (SwiftShader
//   rasterising in Chromium's GPU process here) or not running at all (other processes on a
//   loaded machine) is not CPU time, so neither is in it; the WebGL calls' own work on the main
//   thread (checking and encoding commands) is, as it would be on a phone. The older wall-time
//   meters are printed beside it: render.frame_js_wall_ms.p50/p95, the callbacks' wall time
//   less the wall time inside WebGL calls (what render.frame_js_ms was until 2026-11-27 evening),
//   render.frame_gl_ms.p95 (inside WebGL calls) and render.frame_wall_ms.p95 (all of it);
// - render.draw_calls.<game>: the most WebGL draw calls (drawArrays/drawElements and their
//   instanced forms, counted where the page makes them) in one frame of each game's demo at 4×,
//   over its first busy seconds (deals, chips or cards moving, moments glowing);
// - e2e.table_ready_ms.4g: from "create a table" on the home screen (already loaded) to the 3D
//   table drawn for a table of one person and bots once started, on an emulated 4G link
//   (10 Mbit/s down, 5 up, 40 ms round trip) and a CPU four times slower (Chrome's throttling).
//   Nothing is cached: the table's code, models and physics come over that link (ready-4g.ts).
// Opening browsers and WebRTC, it runs inside a loopback-only network namespace (netns-child.ts).
// RENDER_ONLY=4g measures only the last (`RENDER_ONLY=4g npm run bench -- render`), and
// RENDER_ONLY=drag only the dragged frames' JavaScript (for a before and after in one sitting).
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { GAME_IDS, gameById } from '../src/engine/index.ts';
import { press, TablePlayers } from '../test/e2e/table-kit.ts';
import { benchInNamespace, runIfMain } from './netns-child.ts';
import { cpuPerFrame, releaseCpu, TRACE_CATEGORIES } from './frame-trace.ts';
import { PROFILE_CATEGORIES, printFrameProfiles } from './frame-profile.ts';
import { setDistDir, type TraceEvent } from './profile-kit.ts';
import { measure4g, readyFigures, readyOn4g } from './ready-4g.ts';
import { startHand, stopHand } from './restless-hand.ts';
import type { BenchResult } from './run.ts';
import { quantile, round } from './stats.ts';

const SELF = fileURLToPath(import.meta.url);
/** How long a chip is dragged while frames are timed at least (ms), and until at least
 * DRAG_FRAMES frames drew, for at most DRAG_MAX_MS (the host puts a piece down after a minute in
 * one hand); how long each demo is watched (ms). SwiftShader draws 10-20 frames in 10 s here, so
 * a p95 over the first 10 s alone is the slowest of them (printed still, as `.first_10s`). */
const DRAG_MS = 10_000;
const DRAG_FRAMES = 40;
const DRAG_MAX_MS = 45_000;
const WATCH_MS = 25_000;

/** Installed before any page script: times every animation-frame callback and counts every
 * draw call, per frame (the frame's timestamp, which all its callbacks share). */
const FRAME_METER = `(() => {
  const frames = new Map();
  window.__frames = frames;
  let current = null;
  let inGl = false;
  const slot = (t) => {
    let f = frames.get(t);
    if (!f) frames.set(t, (f = { t, js: 0, gl: 0, draws: 0 }));
    return f;
  };
  const raf = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (cb) =>
    raf((t) => {
      const f = slot(t);
      const prev = current;
      current = f;
      const start = performance.now();
      try {
        cb(t);
      } finally {
        f.js += performance.now() - start;
        current = prev;
        // Names the frame in Chrome's trace (inside this callback's FireAnimationFrame event), on
        // the page being measured: the CPU meter finds each frame's callbacks by it.
        if (window.__traceFrames) console.timeStamp('gt-frame ' + t);
        if (f.draws > 0) window.__lastDrawn = t;
      }
    });
  const DRAWS = new Set(['drawArrays', 'drawElements', 'drawArraysInstanced', 'drawElementsInstanced']);
  for (const proto of [WebGL2RenderingContext.prototype, WebGLRenderingContext.prototype]) {
    for (const name of Object.getOwnPropertyNames(proto)) {
      const d = Object.getOwnPropertyDescriptor(proto, name);
      if (!d || typeof d.value !== 'function' || name === 'constructor') continue;
      const orig = d.value;
      const draw = DRAWS.has(name);
      proto[name] = function (...args) {
        const f = current;
        if (!f || inGl) return orig.apply(this, args);
        if (draw) f.draws += 1;
        inGl = true;
        const start = performance.now();
        try {
          return orig.apply(this, args);
        } finally {
          f.gl += performance.now() - start;
          inGl = false;
        }
      };
    }
  }
})();`;

interface Frame {
  /** The frame's timestamp (requestAnimationFrame's argument, shared by its callbacks). */
  readonly t: number;
  /** Wall time inside the frame's callbacks, WebGL calls included. */
  readonly js: number;
  /** Of which inside WebGL calls: the browser encoding commands and, on a software rasteriser,
   * waiting for the GPU process to make room (not the page's JavaScript). */
  readonly gl: number;
  readonly draws: number;
}

/** The frames metered on a page since `since` (its own clock), oldest first. */
function framesSince(page: Page, since: number): Promise<Frame[]> {
  return page.evaluate((t) => {
    const frames = (window as unknown as { __frames: Map<number, Frame> }).__frames;
    return [...frames.values()].filter((f) => f.t > t).sort((a, b) => a.t - b.t);
  }, since);
}

const pageNow = (page: Page) => page.evaluate(() => performance.now());

/** How many frames drew on a page since `since` (its own clock). */
function drawnSince(page: Page, since: number): Promise<number> {
  return page.evaluate((t) => {
    const frames = (window as unknown as { __frames: Map<number, Frame> }).__frames;
    let n = 0;
    for (const f of frames.values()) if (f.t > t && f.draws > 0) n++;
    return n;
  }, since);
}

/** A drawn frame's figures: the in-page meter's wall times, and the CPU meter's from the trace. */
interface DraggedFrame extends Frame {
  /** Thread CPU time in the frame's callbacks, less the CPU time inside GPU-process waits (ms). */
  readonly cpu: number;
  /** Wall time inside the page's waits on the GPU process within the callbacks (ms). */
  readonly gpuWait: number;
  /** Garbage collection on the main thread within the callbacks, CPU (ms; part of `cpu`). */
  readonly gc: number;
  /** Of which major collections (ms). */
  readonly major: number;
  /** The collections of 1 ms or more in it (frame-trace.ts). */
  readonly gcs: readonly string[];
}

/** The frames that drew while page 1 drags chip `id` about for `ms` or longer (until
 * DRAG_FRAMES frames drew, at most DRAG_MAX_MS), the frame after the release included, under
 * Chrome's tracing (the CPU meter); `firstMs`: which of them drew in the first `ms`. */
async function dragFrames(
  players: TablePlayers,
  id: string,
  ms: number,
): Promise<{
  frames: DraggedFrame[];
  firstMs: DraggedFrame[];
  fall: DraggedFrame[];
  release: { cpu: number; wall: number } | null;
}> {
  const page = players.pages[1]!;
  // Physics loads after the first draw; on a loaded machine that alone can outlast
  // allSettled's 30 s, which is no figure of this bench.
  for (const p of players.pages) {
    await p.waitForFunction(() => window.gangTable?.table()?.physics === true, null, {
      timeout: 300_000,
    });
  }
  await players.allSettled();
  const start = (await players.pointOf(1, id))!;
  await press(page, start);
  await page.waitForFunction((chip) => window.gangTable?.carrying()?.id === chip, id);
  const events: TraceEvent[] = [];
  const browserCdp = await page.context().browser()!.newBrowserCDPSession();
  browserCdp.on('Tracing.dataCollected', (e) =>
    events.push(...(e.value as unknown as TraceEvent[])),
  );
  // FRAME_PROFILE=1: V8's sampler too, to print what the slowest frames are made of (it costs
  // the page time of its own: not for the figures).
  const profiled = !!process.env.FRAME_PROFILE;
  await browserCdp.send('Tracing.start', {
    categories: profiled ? `${TRACE_CATEGORIES},${PROFILE_CATEGORIES}` : TRACE_CATEGORIES,
    transferMode: 'ReportEvents',
  });
  await page.evaluate(
    () => ((window as unknown as { __traceFrames: boolean }).__traceFrames = true),
  );
  const since = await pageNow(page);
  // The hand reads no table snapshot in the frames it moves in (restless-hand.ts): the meter
  // times the app's own work.
  await startHand(page, start, false);
  const t0 = Date.now();
  await page.waitForTimeout(ms);
  while (Date.now() - t0 < DRAG_MAX_MS && (await drawnSince(page, since)) < DRAG_FRAMES)
    await page.waitForTimeout(1000);
  await stopHand(page);
  // Still in hand: a piece the host put down (a page stalled past its idle limit on a loaded
  // machine) draws no more frames, and a run of 5 frames in 45 s would pass for a figure.
  const held = await page.evaluate(() => window.gangTable?.carrying()?.id ?? null);
  if (held !== id) {
    const notices = await page.evaluate(() => window.gangTable?.notices() ?? []);
    throw new Error(`the drag lost ${id} (holding ${held}; notices ${notices.join(', ')})`);
  }
  await page.mouse.move(start.x, start.y);
  // The frame after the release counts too, every time (read at once, it sometimes had not
  // drawn yet): the piece's fall starts there.
  const before = await page.evaluate(() => window.gangTable!.table()!.frames);
  await page.mouse.up();
  await page.waitForFunction((n) => window.gangTable!.table()!.frames > n, before);
  const released = await page.evaluate(
    () => (window as unknown as { __lastDrawn: number }).__lastDrawn,
  );
  // The chip's fall after it, metered apart, until it rests (or 20 s).
  await page
    .waitForFunction(() => window.gangTable!.table()!.falling.length === 0, null, {
      timeout: 20_000,
    })
    .catch(() => {});
  await page.evaluate(
    () => ((window as unknown as { __traceFrames: boolean }).__traceFrames = false),
  );
  const done = new Promise<void>((resolve) =>
    browserCdp.once('Tracing.tracingComplete', () => resolve()),
  );
  await browserCdp.send('Tracing.end');
  await done;
  const cpu = cpuPerFrame(events);
  // The frames drawn while the meter named them in the trace: from the first move to the frame
  // after the release (the dragged frames), then the fall's. None may be missing among them.
  const all = (await framesSince(page, since)).filter((f) => f.draws > 0);
  const last = Math.max(...cpu.keys());
  const missing = all.filter((f) => f.t <= last && !cpu.has(f.t));
  if (missing.length > 0)
    throw new Error(`frames not in the trace: ${missing.map((f) => f.t).join(' ')}`);
  const drawn = all
    .filter((f) => cpu.has(f.t))
    .map((f) => ({
      ...f,
      cpu: cpu.get(f.t)!.cpu,
      gpuWait: cpu.get(f.t)!.wait,
      gc: cpu.get(f.t)!.gc,
      major: cpu.get(f.t)!.major,
      gcs: cpu.get(f.t)!.gcs,
    }));
  const dragged = drawn.filter((f) => f.t <= released);
  if (profiled) printFrameProfiles(events, drawn, cpu, released);
  if (dragged.length < 5) throw new Error(`only ${dragged.length} frames drew while dragging`);
  return {
    frames: dragged,
    // The old sample: the frames of the first `ms` and the frame after the release.
    firstMs: dragged.filter((f, k) => f.t <= since + ms || k === dragged.length - 1),
    fall: drawn.filter((f) => f.t > released),
    release: releaseCpu(events),
  };
}

/** The most draw calls in one frame of `game`'s demo at 4×, watched for WATCH_MS. */
async function demoDraws(page: Page, url: string, game: string): Promise<number> {
  await page.goto(`${url}?demo=${game}&speed=4`);
  await page.waitForFunction(() => window.gangTable?.table()?.ready === true, null, {
    timeout: 120_000,
  });
  const since = await pageNow(page);
  await page.waitForTimeout(WATCH_MS);
  const frames = await framesSince(page, since);
  if (frames.length === 0) throw new Error(`${game}: no frame drawn in ${WATCH_MS} ms`);
  return Math.max(...frames.map((f) => f.draws));
}

/** Measures inside the namespace; returns the figures. */
async function measure(): Promise<BenchResult[]> {
  if (process.env.RENDER_ONLY === '4g') return measure4g();
  const players = await TablePlayers.open(['Host', 'Ada', 'Bo'], { width: 1280, height: 800 });
  try {
    for (const page of players.pages) await page.context().addInitScript(FRAME_METER);
    // The built app's source maps name the profiled functions (FRAME_PROFILE=1).
    setDistDir((players as unknown as { app: { dir: string } }).app.dir);
    await players.startGang({ mode: 'basic' });
    const { frames, firstMs, fall, release } = await dragFrames(players, 'W1', DRAG_MS);
    if (players.problems.length > 0) throw new Error(players.problems.join('\n'));
    // The page's own JavaScript as CPU time (the trace); the wall-time meters beside it.
    const js = frames.map((f) => f.cpu);
    const jsFirst = firstMs.map((f) => f.cpu);
    const jsWall = frames.map((f) => f.js - f.gl);
    const gl = frames.map((f) => f.gl);
    const wall = frames.map((f) => f.js);
    const dragged = [
      { name: 'render.frame_js_ms.p50', value: round(quantile(js, 0.5)), unit: 'ms CPU' },
      {
        name: 'render.frame_js_ms.p95',
        value: round(quantile(js, 0.95)),
        unit: `ms CPU (${js.length} frames)`,
      },
      // What the meter read before it waited for DRAG_FRAMES frames: the first 10 s alone.
      {
        name: 'render.frame_js_ms.first_10s.p50',
        value: round(quantile(jsFirst, 0.5)),
        unit: 'ms CPU',
      },
      {
        name: 'render.frame_js_ms.first_10s.p95',
        value: round(quantile(jsFirst, 0.95)),
        unit: `ms CPU (${jsFirst.length} frames)`,
      },
      { name: 'render.frame_js_wall_ms.p50', value: round(quantile(jsWall, 0.5)), unit: 'ms' },
      { name: 'render.frame_js_wall_ms.p95', value: round(quantile(jsWall, 0.95)), unit: 'ms' },
      {
        name: 'render.frame_gl_ms.p95',
        value: round(quantile(gl, 0.95)),
        unit: 'ms in WebGL calls',
      },
      { name: 'render.frame_wall_ms.p95', value: round(quantile(wall, 0.95)), unit: 'ms' },
      {
        name: 'render.frames_drawn.drag',
        value: frames.length,
        unit: `frames in ${round((frames.at(-1)!.t - frames[0]!.t) / 1000)} s`,
      },
      ...(fall.length > 0
        ? [
            {
              name: 'render.fall_js_ms.max',
              value: round(Math.max(...fall.map((f) => f.cpu))),
              unit: `ms CPU (the slowest of the ${fall.length} frames after it)`,
            },
          ]
        : []),
      ...(release
        ? [
            { name: 'render.release_js_ms', value: round(release.cpu), unit: 'ms CPU' },
            { name: 'render.release_wall_ms', value: round(release.wall), unit: 'ms' },
          ]
        : []),
    ];
    const each = (xs: number[]) => xs.map((x) => x.toFixed(1)).join(' ');
    const perFrame =
      `render bench: frame JS, CPU (ms) ${each(js)}\n` +
      `  of which garbage collection (ms) ${each(frames.map((f) => f.gc))}\n` +
      `    of which major (ms) ${each(frames.map((f) => f.major))}\n` +
      `  wall less WebGL calls (ms) ${each(jsWall)}\n` +
      `  inside WebGL calls (ms) ${each(gl)}; of which GPU waits ${each(frames.map((f) => f.gpuWait))}\n` +
      `  the fall's frames after the release's, CPU (ms) ${each(fall.map((f) => f.cpu))}\n` +
      `    of which garbage collection (ms) ${each(fall.map((f) => f.gc))}` +
      [...frames, ...fall]
        .flatMap((f) => f.gcs.map((g) => `\n  collection in the frame at ${f.t.toFixed(0)}: ${g}`))
        .join('');
    if (process.env.RENDER_ONLY === 'drag') {
      console.error(perFrame);
      return dragged;
    }
    const draws: Record<string, number> = {};
    for (const game of GAME_IDS)
      draws[game] = await demoDraws(players.pages[0]!, players.url, game);
    const ready = await readyOn4g(players);
    console.error(
      `${perFrame}\n` +
        `  draw calls ${JSON.stringify(draws)}; ready on 4G ${Math.round(ready.ready)} ms`,
    );
    if (players.problems.length > 0) throw new Error(players.problems.join('\n'));
    return [
      ...dragged,
      ...GAME_IDS.map((game) => ({
        name: `render.draw_calls.${game}`,
        value: draws[game]!,
        unit: `calls (${gameById(game)!.demoSeats} seats)`,
      })),
      ...readyFigures(ready),
    ];
  } finally {
    await players.close();
  }
}

/** Runs `measure()` in a child process inside a loopback-only network namespace. */
export function benchRender(): Promise<BenchResult[]> {
  return benchInNamespace(SELF, 'render');
}

runIfMain(SELF, measure);
