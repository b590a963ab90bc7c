// Helpers shared by the browser tests of tables with bots (bots, demo and looks .e2e.ts).
import type { Page } from 'playwright-core';
import type { Lobby } from '../../src/net/protocol.ts';

/** Seats `count` bots with the lobby's "Add a bot" button, as the host would, one at a time. */
export async function addBots(page: Page, count: number): Promise<void> {
  for (let k = 1; k <= count; k++) {
    await page.getByRole('button', { name: 'Add a bot' }).first().click();
    await page.waitForFunction(
      (n) =>
        (window as unknown as { gangTable: { lobby(): Lobby } }).gangTable
          .lobby()
          .players.filter((p) => p.bot).length === n,
      k,
    );
  }
}

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

/** Waits until a moment glows on the 3D table (gangTable.table().moments); resolves its id. */
export async function firstGlow(page: Page, timeout: number): Promise<string> {
  const glow = await page.waitForFunction(
    () =>
      (
        window as unknown as { gangTable: { table(): { moments: string[] } | null } }
      ).gangTable.table()?.moments[0] ?? false,
    null,
    { timeout, polling: 50 },
  );
  return String(await glow.jsonValue());
}
