// What the table bench reads in its pages: where a watched object is drawn on every animation
// frame, the pointer events' own timestamps, and the relayed poses' arrival, each on the wall
// clock node and the pages share on one machine (bench/table-browser.ts).
import type { Page } from 'playwright-core';
import type { PoseRecord } from '../src/app/automation.ts';

/** The wall clock in ms with sub-millisecond precision; the same clock in node and in pages. */
export const wallClock = () => performance.timeOrigin + performance.now();

/** Starts watching, on every animation frame, where object `id` is on this page's screen;
 * `echoSince(page, t)` then answers when it first moved after wall-clock time `t`. */
export async function watch(page: Page, id: string): Promise<void> {
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
export async function echoSince(page: Page, since: number): Promise<number> {
  const handle = await page.waitForFunction(
    (t) => (window as unknown as { __moves: number[] }).__moves.find((m) => m > t) ?? false,
    since,
    { timeout: 10_000, polling: 'raf' },
  );
  return (await handle.jsonValue()) as number;
}

/** Keeps, on this page, the wall-clock time of every pointer event (its own timestamp). */
export async function recordPointer(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __pointer: number[] };
    w.__pointer = [];
    window.addEventListener(
      'pointermove',
      (e) => w.__pointer.push(performance.timeOrigin + e.timeStamp),
      { capture: true },
    );
  });
}

/** The first pointer event on this page after `since`. */
export async function pointerSince(page: Page, since: number): Promise<number> {
  const handle = await page.waitForFunction(
    (t) => (window as unknown as { __pointer: number[] }).__pointer.find((m) => m > t) ?? false,
    since,
    { timeout: 30_000, polling: 5 },
  );
  return (await handle.jsonValue()) as number;
}

/** When the first relayed pose of `id` that moved it (not a keepalive at the same spot) arrived
 * on this page after `since`. */
export async function poseSince(page: Page, id: string, since: number, ms = 5000): Promise<number> {
  const handle = await page.waitForFunction(
    ([objectId, t]) => {
      const poses = (window as unknown as { gangTable: { poses(): PoseRecord[] } }).gangTable
        .poses()
        .filter((p) => p.object === objectId);
      const before = poses.filter((p) => p.at <= t).at(-1);
      const moved = poses.find(
        (p) => p.at > t && (!before || p.p[0] !== before.p[0] || p.p[2] !== before.p[2]),
      );
      return moved?.at ?? false;
    },
    [id, since] as const,
    { timeout: ms, polling: 5 },
  );
  return (await handle.jsonValue()) as number;
}
