// Helpers shared by the browser tests of tables with bots (bots.e2e.ts, demo.e2e.ts).
import type { Page } from 'playwright-core';

/** Waits for the 3D table to be drawn. With bots at it the table is never still for long, so
 * this waits for `ready`, not for nothing to move (table-kit's `settled`). */
export async function tableDrawn(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      (window as unknown as { gangTable: { table(): { ready: boolean } | null } }).gangTable.table()
        ?.ready === true,
    null,
    { timeout: 60_000, polling: 200 },
  );
}
