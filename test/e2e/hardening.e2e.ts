// Who gets in, in real Chromium over real WebRTC (issue #20: defects 7, 8 and 9 on the real PeerJS
// path). A malicious signalling server introduces Doris's page to a relay of its own instead of
// the host: the relay passes every message on, the host's proof with it, and Doris's page refuses
// it (the proof is signed over the host's and the relay's certificates, not Doris's), so the relay
// never sees her token or her hand. Then the host locks the table (a stranger is turned away, a
// seated player comes back) and removes a player, whose browser cannot come back as someone new.
// Text tables only: nothing here needs the 3D table drawn.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Lobby } from '../../src/net/protocol.ts';
import type { PeerTest, Snapshot } from './peer-page.ts';
import { TablePlayers, gt } from './table-kit.ts';

const RELAY_PAGE = 'test/e2e/peer-page.html';

let players: TablePlayers;
let code: string;

function peer<T, A = null>(page: Page, fn: (t: PeerTest, arg: A) => T, arg: A | null = null) {
  return page.evaluate<T>(`(${fn.toString()})(window.peerTest, ${JSON.stringify(arg)})`);
}

type Trouble = { error: string | null; impostor: boolean; bye: string | null };

/** Opens `url` in a browser of its own and waits for the app. */
async function newcomer(url: string): Promise<Page> {
  const page = await players.stranger(url);
  await page.waitForFunction(() => 'gangTable' in window);
  return page;
}

/** Joins `code` as `name` from `page`; resolves the reason it was refused, or 'joined'. */
function tryJoin(page: Page, name: string): Promise<string> {
  return page.evaluate(
    ([c, n]) =>
      (
        window as unknown as { gangTable: { joinRoom(c: string, n: string): Promise<void> } }
      ).gangTable
        .joinRoom(c, n)
        .then(() => 'joined')
        .catch((e: Error) => e.message),
    [code, name] as const,
  );
}

const lobbyOf = (page: Page) => gt<Lobby>(page, 'lobby');
/** What the pages said lately, for a failure's message. */
const said = () => players.consoleLines.slice(-12).join('\n');

beforeAll(async () => {
  players = await TablePlayers.open(
    ['Arsène', 'Doris'],
    { width: 1000, height: 700 },
    {
      text: true,
      entries: [RELAY_PAGE],
    },
  );
  const [host, doris] = players.pages as [Page, Page];
  await host.goto(players.url);
  await host.waitForFunction(() => 'gangTable' in window);
  code = await gt<string>(host, 'createRoom', { game: 'the-gang', name: 'Arsène' });
  await doris.goto(players.url);
  await doris.waitForFunction(() => 'gangTable' in window);
  await gt(doris, 'joinRoom', code, 'Doris');
}, 180_000);

afterAll(async () => {
  await players?.close();
});

test('a relay in the middle passes the host’s proof on, and learns nothing: no token, no seat', async () => {
  const [host, doris] = players.pages as [Page, Page];
  const rejoin = (await gt<string>(doris, 'rejoinLink'))!;
  const token = new URL(rejoin).searchParams.get('token')!;
  // The malicious broker: another server, whose pages it introduces to its own relay.
  const evil = await players.otherServer();
  const relay = await players.stranger(new URL(RELAY_PAGE, evil).href);
  await relay.waitForFunction(() => 'peerTest' in window);
  const real = new URL(players.url);
  await peer(relay, (t, a) => t.relay(a.code, a.upstream), {
    code,
    upstream: { host: real.hostname, port: Number(real.port), path: '/peerjs', secure: false },
  });
  // Doris's seat, opened on a page that the malicious broker serves and signals.
  const victimUrl = new URL(rejoin);
  const evilUrl = new URL(evil);
  victimUrl.host = evilUrl.host;
  const victim = await newcomer(victimUrl.href);
  await victim.waitForFunction(
    () => (window as unknown as { gangTable: { trouble(): Trouble } }).gangTable.trouble().impostor,
    null,
    { timeout: 30_000, polling: 100 },
  );
  const passed: Snapshot = await peer(relay, (t) => t.snapshot());
  const types = passed.received.map((m) => (JSON.parse(m) as { t: string }).t);
  console.log(`the relay passed on: ${types.join(' ')}`);
  expect(types).toContain('hi');
  expect(types).toContain('proof'); // it got the host's real proof, and passed it on…
  expect(types).not.toContain('hello'); // …and Doris said nothing more
  expect(passed.received.join()).not.toContain(token);
  expect(await gt<string>(victim, 'status')).not.toBe('connected');
  // The host's table is as it was: Doris still in her seat, on her own page.
  const lobby = await lobbyOf(host);
  expect(lobby.players.map((p) => [p.name, p.connected])).toEqual([
    ['Arsène', true],
    ['Doris', true],
  ]);
  expect(await gt<string>(doris, 'status')).toBe('connected');
  await peer(relay, (t) => t.stop());
  await relay.context().close();
  await victim.context().close();
}, 90_000);

test('a locked table turns a stranger away; a seated player comes back', async () => {
  const [host, doris] = players.pages as [Page, Page];
  expect(await gt(host, 'lobbyAction', { a: 'lock', locked: true })).toEqual({ ok: true });
  const link = (await gt<string>(host, 'joinLink'))!;
  const stranger = await newcomer(link);
  expect(await tryJoin(stranger, 'Mallory'), said()).toBe('locked');
  expect((await lobbyOf(host)).players.map((p) => p.name)).toEqual(['Arsène', 'Doris']);
  await doris.reload();
  await doris.waitForFunction(
    () =>
      (window as unknown as { gangTable: { status(): string } }).gangTable.status() === 'connected',
    null,
    { timeout: 30_000 },
  );
  // Connected first, then the lobby comes in its own message.
  await expect.poll(async () => (await lobbyOf(doris))?.locked, { timeout: 15_000 }).toBe(true);
  expect(await gt(host, 'lobbyAction', { a: 'lock', locked: false })).toEqual({ ok: true });
  expect(await tryJoin(stranger, 'Mallory')).toBe('joined');
  await stranger.context().close();
}, 90_000);

test('a player the host removed cannot come back from that browser as someone new', async () => {
  const [host, doris] = players.pages as [Page, Page];
  const lobby = await lobbyOf(host);
  const id = lobby.players.find((p) => p.name === 'Doris')!.id;
  expect(await gt(host, 'lobbyAction', { a: 'remove', player: id })).toEqual({ ok: true });
  await doris.waitForFunction(
    () =>
      (window as unknown as { gangTable: { trouble(): Trouble } }).gangTable.trouble().bye ===
      'removed',
    null,
    { timeout: 20_000 },
  );
  expect(await tryJoin(doris, 'Not Doris')).toBe('removed');
  const names = (await lobbyOf(host)).players.map((p) => p.name);
  expect(names).not.toContain('Not Doris');
  expect(names).not.toContain('Doris');
  // Somebody else, from another browser, is welcome.
  const friend = await newcomer((await gt<string>(host, 'joinLink'))!);
  expect(await tryJoin(friend, 'Trudy'), said()).toBe('joined');
  await friend.context().close();
  expect(players.problems.filter((p) => !p.includes('console'))).toEqual([]);
}, 90_000);
