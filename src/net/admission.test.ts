// Who comes in (issue #20, defect 9): the host locks the table, a removal sticks to the device the
// person came from, look-alike names are told apart, and a burst of new connections cannot push
// out a guest in the middle of its handshake.
import { afterEach, expect, test } from 'vitest';
import { Host, LIMITS } from './host.ts';
import { flush, openRoom, rawPeer, startedGang, testBytes, type Room } from './test-kit.ts';

let room: Room | null = null;
afterEach(() => {
  room?.close();
  room = null;
});

const DEVICE = 'DorisesLaptopForThisRoom0';
const welcomed = (got: readonly string[]) => got.some((m) => m.includes('"t":"welcome"'));
const bye = (reason: string) => `{"v":5,"t":"bye","reason":"${reason}"}`;

test('a locked table lets nobody new in; seated players and the host come back', async () => {
  room = await openRoom();
  const doris = await room.join('Doris');
  const watcher = await room.join('Wendy', { spectator: true });
  const trudy = await room.join('Trudy');
  expect(await room.clients[0]!.lobbyAction({ a: 'lock', locked: true })).toEqual({ ok: true });
  expect(doris.state.lobby!.locked).toBe(true);
  expect((await rawPeer(room, { name: 'Stranger' })).got.at(-1)).toBe(bye('locked'));
  // Doris (seated) comes back; Wendy (watching) may not.
  const dorisToken = doris.state.you!.token;
  const wendyToken = watcher.state.you!.token;
  doris.close();
  watcher.close();
  await flush();
  expect(welcomed((await rawPeer(room, { token: dorisToken })).got)).toBe(true);
  expect((await rawPeer(room, { token: wendyToken })).got.at(-1)).toBe(bye('locked'));
  // Guests cannot lock or unlock; the host opens it again.
  expect(await trudy.lobbyAction({ a: 'lock', locked: false })).toEqual({
    ok: false,
    reason: 'host-only',
  });
  await room.clients[0]!.lobbyAction({ a: 'lock', locked: false });
  expect(welcomed((await rawPeer(room, { name: 'Newcomer' })).got)).toBe(true);
});

test('the lock survives a host reload', async () => {
  room = await openRoom();
  await room.clients[0]!.lobbyAction({ a: 'lock', locked: true });
  room.host.flush();
  const snapshot = room.snapshots.at(-1)!;
  expect(snapshot.locked).toBe(true);
  room.host.close();
  const again = new Host({
    code: 'KTR94M',
    game: 'the-gang',
    now: () => room!.clock.t,
    randomId: () => `x${Math.random()}`,
    randomBytes: testBytes('again'),
    snapshot,
  });
  expect(again.lobby().locked).toBe(true);
  again.close();
});

test('a removal sticks to the device: the removed person cannot come back as someone new', async () => {
  room = await openRoom();
  const first = await rawPeer(room, { name: 'Mallory', device: DEVICE });
  expect(welcomed(first.got)).toBe(true);
  const id = room.host.lobby().players.find((p) => p.name === 'Mallory')!.id;
  expect(await room.clients[0]!.lobbyAction({ a: 'remove', player: id })).toEqual({ ok: true });
  await flush();
  expect(first.got.at(-1)).toBe(bye('removed'));
  const again = await rawPeer(room, { name: 'Not Mallory', device: DEVICE });
  expect(again.got.at(-1)).toBe(bye('removed'));
  expect(room.host.lobby().players.map((p) => p.name)).toEqual(['Arsène']);
  // Another device is someone else; and the ban survives a reload.
  expect(
    welcomed((await rawPeer(room, { name: 'Doris', device: 'AnotherDevice0123456' })).got),
  ).toBe(true);
  room.host.flush();
  expect(room.snapshots.at(-1)!.banned).toEqual([DEVICE]);
});

test('during a match the host may remove someone watching, not a player in the match', async () => {
  room = await startedGang(3);
  const watcher = await rawPeer(room, { name: 'Wendy', device: DEVICE });
  const lobby = room.host.lobby();
  const wendy = lobby.players.find((p) => p.name === 'Wendy')!.id;
  const doris = lobby.players.find((p) => p.name === 'Doris')!.id;
  const host = room.clients[0]!;
  expect(await host.lobbyAction({ a: 'remove', player: doris })).toEqual({
    ok: false,
    reason: 'playing',
  });
  expect(await host.lobbyAction({ a: 'remove', player: wendy })).toEqual({ ok: true });
  await flush();
  expect(watcher.got.at(-1)).toBe(bye('removed'));
});

test('look-alike names are told apart: nobody joins as the host, nor renames into another', async () => {
  room = await openRoom();
  const a = await room.join('Arsène');
  const b = await room.join(' ARSÈNE ');
  const c = await room.join('Doris');
  await flush();
  expect(room.host.lobby().players.map((p) => p.name)).toEqual([
    'Arsène',
    'Arsène 2',
    'ARSÈNE 3',
    'Doris',
  ]);
  await c.lobbyAction({ a: 'rename', name: 'arsène' });
  await c.lobbyAction({ a: 'rename', name: 'Doris' }); // her own name is hers
  await flush();
  expect(room.host.lobby().players.map((p) => p.name)).toEqual([
    'Arsène',
    'Arsène 2',
    'ARSÈNE 3',
    'Doris',
  ]);
  expect([a, b].every((x) => x.state.status === 'connected')).toBe(true);
});

test('a burst of new connections cannot push out a guest in the middle of its handshake', async () => {
  room = await startedGang(3);
  const token = room.clients[1]!.state.you!.token;
  room.clients[1]!.close();
  await flush();
  // Doris said hi and got the proof; before her hello arrives, a crowd of connections opens.
  const doris = await rawPeer(room, { hello: false });
  expect(doris.got[0]).toContain('"t":"proof"');
  const crowd = [];
  for (let i = 0; i < 2 * LIMITS.maxPending; i++) crowd.push(await rawPeer(room, { hi: false }));
  expect(doris.end.isOpen).toBe(true);
  doris.end.send(JSON.stringify({ v: 5, t: 'hello', room: 'KTR94M', name: 'Doris', token }));
  await flush();
  expect(welcomed(doris.got)).toBe(true);
  expect(crowd.filter((c) => c.end.isOpen).length).toBeLessThanOrEqual(LIMITS.maxPending);
});
