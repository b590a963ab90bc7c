// A room no impostor can enter, in real Chromium over real WebRTC (local signalling, loopback-only
// namespace). The host's tab closes; a stranger's page takes the room's address the moment the
// broker frees it, records what the reconnecting guests send and answers with forged welcomes and
// byes. The guests send it no token and keep theirs; nothing it captured takes a seat when it is
// replayed; the real host comes back and everyone is in their seat again. Then the host's tab is
// killed outright (its data channels never close): the guests notice within seconds (or have
// already moved over to its first heir, who took the freed address over), and everyone is back at
// the table once the tab returns.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { PeerTest, Snapshot } from './peer-page.ts';
import { TablePlayers, gt } from './table-kit.ts';

const NAMES = ['Arsène', 'Doris', 'Trudy', 'Danny'];
const STRANGER_PAGE = 'test/e2e/peer-page.html';

let players: TablePlayers;
let code: string;
let hostUrl: string;

/** What a page keeps for this room: its seat token and the host key it was given under. */
function stored(page: Page): Promise<{ token: string | null; key: string | null }> {
  return page.evaluate(
    (c) => ({
      token: localStorage.getItem(`gang-table:token:${c}`),
      key: localStorage.getItem(`gang-table:host-key:${c}`),
    }),
    code,
  );
}

function peer<T, A = null>(page: Page, fn: (t: PeerTest, arg: A) => T, arg: A | null = null) {
  return page.evaluate<T>(`(${fn.toString()})(window.peerTest, ${JSON.stringify(arg)})`);
}

/** How many animations on the page run without end. */
function endless(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      document.getAnimations().filter((a) => a.effect?.getTiming().iterations === Infinity).length,
  );
}

/** Waits until the page's connection status is (or, with `not`, is no longer) `status`. */
async function waitStatus(
  page: Page,
  status: string,
  not = false,
  timeout = 40_000,
): Promise<void> {
  await page.waitForFunction(
    ([want, invert]) => {
      const g = (window as unknown as { gangTable?: { status(): string } }).gangTable;
      return g !== undefined && (g.status() === want) !== invert;
    },
    [status, not] as const,
    { timeout, polling: 100 },
  );
}

/** Waits until `page` has lost its host of generation `gen`: it is no longer connected, or is
 * already connected to a successor (a later generation: the first heir of a quiet host takes its
 * freed address over, and the other guests move over to it without ever being disconnected). */
async function lostHost(page: Page, gen: number): Promise<void> {
  await page.waitForFunction(
    (was) => {
      type G = { status(): string; host(): { gen: number } | null };
      const g = (window as unknown as { gangTable?: G }).gangTable;
      return g !== undefined && (g.status() !== 'connected' || (g.host()?.gen ?? 0) > was);
    },
    gen,
    { timeout: 40_000, polling: 100 },
  );
}

/** The host's tab (page `i`, at `url`) opens again; resolves the milliseconds until everyone is
 * connected. A crashed tab's room id stays with the signalling server until it misses its
 * heartbeats (≤ 15 s). */
async function hostComesBack(i = 0, url = hostUrl): Promise<number> {
  const started = Date.now();
  const context = players.pages[i]!.context();
  const page = await context.newPage();
  players.pages[i] = page;
  await page.goto(url);
  for (const p of players.pages) await waitStatus(p, 'connected', false, 75_000);
  return Date.now() - started;
}

beforeAll(async () => {
  players = await TablePlayers.open(
    NAMES,
    { width: 1100, height: 760 },
    {
      text: true,
      entries: [STRANGER_PAGE],
      // Its pages spend most of the file reconnecting: the status dot's pulse, drawn 60 times a
      // second on each, was most of the file's CPU.
      reducedMotion: true,
    },
  );
  code = await players.startGang({ mode: 'basic' });
  hostUrl = players.pages[0]!.url();
}, 180_000);

afterAll(async () => {
  await players?.close();
});

test('a stranger at the room’s address learns no token, changes none, and replays take no seat', async () => {
  const guests = players.pages.slice(1);
  const before = await Promise.all(guests.map(stored));
  expect(before.every((s) => s.token && s.key)).toBe(true);
  const seats = await Promise.all(guests.map((p) => gt<number>(p, 'seat')));

  await players.pages[0]!.close(); // the host's tab closes
  const stranger = await players.stranger(STRANGER_PAGE);
  await stranger.waitForFunction(() => 'peerTest' in window);
  const forged = [
    JSON.stringify({
      v: 6,
      t: 'welcome',
      you: { id: 'x', token: 'STRANGERS-TOKEN' },
      next: 1,
      sig: 'A'.repeat(86),
    }),
    JSON.stringify({ v: 6, t: 'bye', reason: 'unknown-token' }),
  ];
  await peer(stranger, (t, texts) => t.autoReply(texts), forged);
  const tookId = Date.now();
  await peer(stranger, (t, c) => t.listen(c), code);
  console.log(`the stranger held the room's address ${Date.now() - tookId} ms after asking`);
  await stranger.waitForFunction(
    () => (window as unknown as { peerTest: PeerTest }).peerTest.snapshot().received.length >= 3,
    null,
    { timeout: 30_000 },
  );
  // The guests reconnect (to the stranger): under reduced motion their status dot holds still
  // (theme.css), no animation left running without end.
  for (const p of guests) expect(await endless(p), 'endless animations').toBe(0);
  await stranger.waitForTimeout(3000);
  const got: Snapshot = await peer(stranger, (t) => t.snapshot());
  console.log(
    `the stranger received ${got.received.length} messages from ${got.opened} connections`,
  );
  const types = got.received.map((m) => (JSON.parse(m) as { t: string }).t);
  expect(new Set(types)).toEqual(new Set(['hi']));
  for (const s of before) expect(got.received.join()).not.toContain(s.token!);
  // Nobody's stored seat changed, nobody gave up.
  expect(await Promise.all(guests.map(stored))).toEqual(before);
  for (const p of guests) expect(await gt<string>(p, 'status')).not.toBe('closed');

  // The stranger lets go; the real host comes back; everyone is in their seat.
  await peer(stranger, (t) => t.stop());
  await hostComesBack();
  expect(await Promise.all(guests.map((p) => gt<number>(p, 'seat')))).toEqual(seats);
  expect(await Promise.all(guests.map(stored))).toEqual(before);

  // Replaying what the stranger captured, to the real host, takes no seat.
  const lobbyBefore = await gt<{ players: unknown[] }>(players.pages[0]!, 'lobby');
  const replayer = await players.stranger(STRANGER_PAGE);
  await replayer.waitForFunction(() => 'peerTest' in window);
  await peer(replayer, (t, c) => t.connect(c), code);
  for (const m of got.received) await peer(replayer, (t, text) => t.send(text), m);
  await replayer.waitForTimeout(1500);
  const answers = (await peer(replayer, (t) => t.snapshot())).received;
  expect(answers.some((m) => m.includes('"t":"welcome"'))).toBe(false);
  expect((await gt<{ players: unknown[] }>(players.pages[0]!, 'lobby')).players).toHaveLength(
    lobbyBefore.players.length,
  );
  expect(players.problems).toEqual([]);
}, 150_000);

test('a host tab killed outright is noticed within seconds; everyone is back at the table when it returns', async () => {
  // Whoever hosts now: while the stranger held the address above, a guest named in the host's
  // checkpoint may have taken the table over (docs/RELIABILITY.md "Host loss"), the old host
  // then joining as a player.
  const hosts = await Promise.all(
    players.pages.map((p) => gt<{ you: boolean; gen: number } | null>(p, 'host')),
  );
  const h = hosts.findIndex((x) => x?.you === true);
  expect(h).toBeGreaterThanOrEqual(0);
  const host = players.pages[h]!;
  const url = host.url();
  const guests = players.pages.filter((_, i) => i !== h);
  const seats = await Promise.all(guests.map((p) => gt<number>(p, 'seat')));
  const gen = hosts[h]!.gen;
  const cdp = await host.context().newCDPSession(host);
  const killed = Date.now();
  void cdp.send('Page.crash').catch(() => {}); // no unload, no closing handshake
  await Promise.all(guests.map((p) => lostHost(p, gen)));
  const noticed = Date.now() - killed;
  console.log(`the guests noticed the vanished host after ${noticed} ms`);
  expect(noticed).toBeLessThan(10_000);
  await host.close().catch(() => {});
  const back = await hostComesBack(h, url);
  console.log(`everyone was back at the table ${back} ms after the host returned`);
  expect(await Promise.all(guests.map((p) => gt<number>(p, 'seat')))).toEqual(seats);
}, 180_000);
