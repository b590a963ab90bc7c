// The 4G table (issue #25's `e2e.table_ready_ms.4g`): a stranger's fresh page behind an emulated
// 4G link and a CPU four times slower, from "create a table" on its loaded home screen, through
// three bots and "start", to the 3D table drawn (render-browser.ts runs it; profile-page.ts and
// ab-4g.ts open the same page). BENCH_HOME_READ_MS: a player who types a name and reads the home
// screen that long before "create" (default: "create" at once, the budget's figure).
import type { CDPSession, Page } from 'playwright-core';
import { TablePlayers } from '../test/e2e/table-kit.ts';
import type { BenchResult } from './run.ts';

/** A stranger's fresh page (cache off) behind the 4G link (10 Mbit/s down, 5 up, 40 ms round
 * trip) and a CPU four times slower, its home screen loaded; with its CDP session. `init` runs in
 * the page before its scripts (a meter). */
export async function pageOn4g(
  players: TablePlayers,
  init?: string,
): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await players.stranger('/');
  if (init) await page.addInitScript(init);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 40,
    downloadThroughput: (10_000_000 / 8) | 0,
    uploadThroughput: (5_000_000 / 8) | 0,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.reload();
  await page.waitForFunction(() => 'gangTable' in window, null, { timeout: 60_000 });
  // BENCH_HOME_READ_MS: a player who types their name on the home screen and reads it that long
  // before "create", as players do, and the home screen's idle moments with them
  // (ui/home-idle.ts, PlayPanel.tsx); by default "create" comes at once. The same for any two
  // builds compared (ab-4g.ts).
  const reading = Number(process.env.BENCH_HOME_READ_MS ?? 0);
  if (reading > 0) {
    await page.locator('#player-name').fill('Pat');
    await page.waitForTimeout(reading);
  }
  return { page, cdp };
}

/** From "create a table" to the 3D table drawn, on a fresh page behind a 4G link and a CPU four
 * times slower; the table is this player's and three bots'. */
export async function readyOn4g(
  players: TablePlayers,
): Promise<{ ready: number; fromStart: number }> {
  const { page, cdp } = await pageOn4g(players);
  const ms = await page.evaluate(async () => {
    const gt = window.gangTable!;
    const t0 = performance.now();
    await gt.createRoom({ game: 'the-gang', name: 'Pat' });
    for (const seat of [1, 2, 3]) await gt.lobbyAction({ a: 'bot', seat });
    const start = performance.now();
    await gt.startGame();
    while (!gt.table()?.ready) await new Promise((resolve) => setTimeout(resolve, 20));
    const end = performance.now();
    return { ready: end - t0, fromStart: end - start };
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.context().close();
  return ms;
}

/** The 4G figures: from "create" (the budget's), and from "start" alone (what a player who has
 * waited in the lobby for friends sees: the bench's lobby lasts ≈ 0.1 s, a player's minutes). */
export function readyFigures({
  ready,
  fromStart,
}: {
  ready: number;
  fromStart: number;
}): BenchResult[] {
  return [
    { name: 'e2e.table_ready_ms.4g', value: Math.round(ready), unit: 'ms' },
    { name: 'e2e.table_ready_ms.4g.from_start', value: Math.round(fromStart), unit: 'ms' },
  ];
}

/** Only the 4G table (RENDER_ONLY=4g): one host's browser, nothing else measured before it. */
export async function measure4g(): Promise<BenchResult[]> {
  const players = await TablePlayers.open(['Host'], { width: 1280, height: 800 });
  try {
    return readyFigures(await readyOn4g(players));
  } finally {
    await players.close();
  }
}
