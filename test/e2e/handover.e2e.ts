// The table handed over on purpose over real WebRTC (docs/RELIABILITY.md "Handing the table
// over"): four players at a heist of The Gang on text tables, a few chips taken, then the host
// hands the table to Trudy (seat 3) through window.gangTable.handOver. Every page follows her:
// host() names her seat and generation 1 everywhere, the old host plays on in its own seat with
// its own cards, nothing committed is lost, and the game takes intents from everyone again; the
// old host's home screen no longer offers the table as its own. Prints
// reliability.handover_ms.webrtc (the call → every page connected under Trudy, a new intent in).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { GangView } from '../../src/engine/index.ts';
import { TablePlayers, gt } from './table-kit.ts';

const NAMES = ['Arsène', 'Doris', 'Trudy', 'Danny'];

let players: TablePlayers;

type Hosting = { seat: number | null; name: string; you: boolean; gen: number } | null;

beforeAll(async () => {
  players = await TablePlayers.open(NAMES, { width: 1100, height: 760 }, { text: true });
});

afterAll(async () => {
  await players?.close();
});

/** Waits until `page` is connected under generation `gen`; on a timeout, says what each page is
 * doing. */
async function underGen(page: Page, gen: number, timeout = 30_000): Promise<void> {
  try {
    await page.waitForFunction(
      (g) => {
        const t = (window as unknown as { gangTable: { status(): string; host(): Hosting } })
          .gangTable;
        return t.status() === 'connected' && t.host()?.gen === g;
      },
      gen,
      { timeout, polling: 100 },
    );
  } catch (e) {
    const said: string[] = [];
    for (const p of players.pages)
      said.push(JSON.stringify(await Promise.all(['status', 'host', 'heir'].map((m) => gt(p, m)))));
    said.push(...players.consoleLines.slice(-40));
    throw new Error(`${String(e)}\n${said.join('\n')}`, { cause: e });
  }
}

const chips = async (page: Page) => (await gt<GangView>(page, 'view')).players.map((p) => p.chip);

test('the host hands the table to Trudy: everyone follows, nothing lost, the host plays on', async () => {
  const code = await players.startGang({ mode: 'basic' });
  const pages = players.pages as [Page, Page, Page, Page];
  const [host, doris, trudy, danny] = pages;
  for (const [page, chip] of [
    [host, 'W1'],
    [doris, 'W2'],
  ] as const)
    expect(await gt(page, 'act', { type: 'takeChip', chip })).toEqual({ ok: true });
  const committed = ['W1', 'W2', null, null];
  for (const p of pages)
    await p.waitForFunction((w) => {
      const v = (window as unknown as { gangTable: { view(): GangView | null } }).gangTable.view();
      return JSON.stringify(v?.players.map((x) => x.chip)) === JSON.stringify(w);
    }, committed);
  const pockets = await Promise.all(
    pages.map(async (p, seat) => (await gt<GangView>(p, 'view')).players[seat]!.pocket),
  );

  const t0 = Date.now();
  expect(await gt<boolean>(host, 'handOver', 2)).toBe(true);
  for (const p of pages) await underGen(p, 1);
  // The game goes on: Danny takes the old host's chip, then the old host takes another.
  expect(await gt(danny, 'act', { type: 'takeChip', chip: 'W1' })).toEqual({ ok: true });
  const handoverMs = Date.now() - t0;
  console.log(
    JSON.stringify({ name: 'reliability.handover_ms.webrtc', value: handoverMs, unit: 'ms' }),
  );
  await host.waitForFunction(
    () =>
      (window as unknown as { gangTable: { view(): GangView | null } }).gangTable.view()?.players[0]
        ?.chip === null,
  );
  expect(await gt(host, 'act', { type: 'takeChip', chip: 'W3' })).toEqual({ ok: true });
  const now = ['W3', 'W2', null, 'W1'];
  for (const p of pages)
    await p.waitForFunction((w) => {
      const v = (window as unknown as { gangTable: { view(): GangView | null } }).gangTable.view();
      return JSON.stringify(v?.players.map((x) => x.chip)) === JSON.stringify(w);
    }, now);
  for (const [seat, p] of pages.entries()) {
    expect(await gt<Hosting>(p, 'host')).toEqual({
      seat: 2,
      name: 'Trudy',
      you: p === trudy,
      gen: 1,
    });
    const v = await gt<GangView>(p, 'view');
    expect(v.seat).toBe(seat);
    expect(v.players[seat]!.pocket).toEqual(pockets[seat]); // own seat, own cards
  }
  expect(await chips(doris)).toEqual(now);
  // The old host's saved table is gone: it is Trudy's now (her page saved it).
  expect(await host.evaluate((k) => localStorage.getItem(k), `gang-table:host:${code}`)).toBeNull();
  expect(
    await trudy.evaluate(
      (k) => localStorage.getItem(k)?.includes('"gen":1'),
      `gang-table:host:${code}`,
    ),
  ).toBe(true);
  expect(players.problems.filter((p) => !p.includes(' console: '))).toEqual([]);
}, 150_000);
