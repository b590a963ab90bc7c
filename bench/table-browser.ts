// The 3D table in real Chromium over real WebRTC on loopback (three players, local signalling,
// no STUN/TURN): how many frames an idle table draws in 5 s (render on demand: it should draw
// none), and the drag echo, from a real pointer move on one guest's page to the chip moving on
// another guest's screen (guest → host → guest over two data channels, the pose stream's pacing,
// the other page's interpolation and its next frame).
//
// Opening browsers and WebRTC, it runs in a loopback-only network namespace: `benchTable()`
// starts this file as a child process through scripts/loopback-netns.sh and reads the JSON lines
// it prints. Chromium here draws with SwiftShader (no GPU): frames cost hundreds of milliseconds,
// so the echo figures are an upper bound of what a player with a GPU feels.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { press, TablePlayers, type Point } from '../test/e2e/table-kit.ts';
import type { BenchResult } from './run.ts';
import { quantile, round } from './stats.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SELF = fileURLToPath(import.meta.url);
const ECHOES = 30;
const IDLE_MS = 5000;

/** The wall clock in ms with sub-millisecond precision; the same clock in node and in pages. */
const wallClock = () => performance.timeOrigin + performance.now();

/** Starts watching, on every animation frame, where object `id` is on this page's screen;
 * `echoSince(page, t)` then answers when it first moved after wall-clock time `t`. */
async function watch(page: Page, id: string): Promise<void> {
  await page.evaluate((objectId) => {
    // (No named closures in here: tsx would wrap them in a helper the page does not have.)
    const w = window as unknown as {
      gangTable: { screenPoint(id: string): { x: number; y: number } | null };
      __moves: number[];
      __last: { x: number; y: number } | null;
      __tick: () => void;
    };
    w.__moves = [];
    w.__last = w.gangTable.screenPoint(objectId);
    w.__tick = () => {
      const p = w.gangTable.screenPoint(objectId);
      const last = w.__last;
      if (p && last && Math.hypot(p.x - last.x, p.y - last.y) > 0.5) {
        w.__moves.push(performance.timeOrigin + performance.now());
      }
      w.__last = p;
      requestAnimationFrame(w.__tick);
    };
    requestAnimationFrame(w.__tick);
  }, id);
}

/** When the watched object first moved on this page after `since`, waiting up to 10 s. */
async function echoSince(page: Page, since: number): Promise<number> {
  const handle = await page.waitForFunction(
    (t) => (window as unknown as { __moves: number[] }).__moves.find((m) => m > t) ?? false,
    since,
    { timeout: 10_000, polling: 'raf' },
  );
  return (await handle.jsonValue()) as number;
}

/** Measures inside the namespace; returns the figures. */
async function measure(): Promise<BenchResult[]> {
  const players = await TablePlayers.open(['Host', 'Ada', 'Bo']);
  try {
    await players.startGang({ mode: 'basic' });
    await players.allSettled();
    const [, dragger, watcher] = players.pages as [Page, Page, Page];

    // Nothing moves: count the frames each page draws (after the frame that drew the last step).
    await dragger.waitForTimeout(1000);
    const before = await Promise.all(players.pages.map((_, i) => players.table(i)));
    await dragger.waitForTimeout(IDLE_MS);
    const after = await Promise.all(players.pages.map((_, i) => players.table(i)));
    const idle = after.map((a, i) => a!.frames - before[i]!.frames);

    // Ada picks up a chip and moves it in short strokes; Bo's screen shows each stroke arrive.
    const start = (await players.pointOf(1, 'W1')) as Point;
    await watch(watcher, 'W1');
    await press(dragger, start);
    await dragger.waitForTimeout(1000); // the grant, and the first relayed pose
    const echoes: number[] = [];
    for (let k = 0; k < ECHOES; k++) {
      // Let Bo's copy come to a stop first, so the next movement is this stroke's.
      await watcher.waitForTimeout(400);
      const to = { x: start.x + (k % 2 === 0 ? 60 : 0), y: start.y - 40 };
      const t0 = wallClock();
      await dragger.mouse.move(to.x, to.y);
      echoes.push((await echoSince(watcher, t0)) - t0);
    }
    await dragger.mouse.move(start.x, start.y);
    await dragger.mouse.up();
    const quality = await watcher.evaluate(
      () => document.querySelector('[data-quality]')?.getAttribute('data-quality') ?? '?',
    );
    if (players.problems.length > 0) throw new Error(players.problems.join('\n'));
    console.error(
      `table bench: ${quality} quality; idle frames ${idle.join(' ')}; ` +
        `echoes (ms) ${echoes.map((e) => Math.round(e)).join(' ')}`,
    );
    return [
      { name: 'e2e.drag_echo.p50_ms', value: round(quantile(echoes, 0.5)), unit: 'ms' },
      { name: 'e2e.drag_echo.p95_ms', value: round(quantile(echoes, 0.95)), unit: 'ms' },
      { name: 'render.idle_frames_5s', value: Math.max(...idle), unit: 'frames' },
    ];
  } finally {
    await players.close();
  }
}

/** Runs `measure()` in a child process inside a loopback-only network namespace. */
export function benchTable(): Promise<BenchResult[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'bash',
      [path.join(ROOT, 'scripts/loopback-netns.sh'), process.execPath, '--import', 'tsx', SELF],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`table bench exited with ${code}`));
      resolve(
        out
          .split('\n')
          .filter((l) => l.startsWith('{'))
          .map((l) => JSON.parse(l) as BenchResult),
      );
    });
  });
}

if (process.argv[1] === SELF) {
  measure().then(
    (results) => {
      for (const r of results) console.log(JSON.stringify(r));
      process.exit(0);
    },
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
