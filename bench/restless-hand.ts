// A hand that never rests, for the browser benches: from the next animation frame on, a pointer
// move every frame (dispatched from the frame's own callback, as a mouse moving without pause
// would, its button down), round a small loop above a point, so a table with a piece in hand
// draws every frame. Each frame's timestamp is kept, and the table's frame count with it unless
// `counted` is false: that count is read through `gangTable.table()`, a snapshot of the whole
// table (its objects' ids, the moments, the camera's home), made inside the frame's own callback,
// so a meter of the frame's JavaScript (render-browser.ts) would time it as the app's.
import type { Page } from 'playwright-core';
import type { Point } from '../test/e2e/table-kit.ts';

/** Starts the hand on `page`, circling above `at` (`counted`: keep the table's frame count at
 * each move; without it, each tick's count is 0). */
export async function startHand(page: Page, at: Point, counted = true): Promise<void> {
  await page.evaluate(
    ([x, y, count]) => {
      // (No named closures in here: tsx would wrap them in a helper the page does not have.)
      const w = window as unknown as {
        gangTable: { table(): { frames: number } | null };
        __ticks: [number, number][];
        __moving: boolean;
        __frame: (t: number) => void;
      };
      w.__ticks = [];
      w.__moving = true;
      w.__frame = (t) => {
        w.__ticks.push([t, count ? (w.gangTable.table()?.frames ?? 0) : 0]);
        const a = (w.__ticks.length % 16) * (Math.PI / 8);
        window.dispatchEvent(
          new PointerEvent('pointermove', {
            clientX: x + 50 * Math.cos(a),
            clientY: y - 30 + 25 * Math.sin(a),
            pointerId: 1,
            pointerType: 'mouse',
            isPrimary: true,
            buttons: 1,
            bubbles: true,
          }),
        );
        if (w.__moving) requestAnimationFrame(w.__frame);
      };
      requestAnimationFrame(w.__frame);
    },
    [at.x, at.y, counted] as const,
  );
}

/** Stops the hand; resolves every frame it moved in: [timestamp, frames drawn by then (0 when
 * not counted)]. */
export function stopHand(page: Page): Promise<[number, number][]> {
  return page.evaluate(() => {
    const w = window as unknown as { __ticks: [number, number][]; __moving: boolean };
    w.__moving = false;
    return w.__ticks;
  });
}
