// The host's checks with in-memory connections: lobby, the fixed order of checks, per-seat
// views and diffs, rejoin with a token, and persistence after every committed change.
import { afterEach, describe, expect, test } from 'vitest';
import type { GangView } from '../engine/index.ts';
import { Host, LIMITS } from './host.ts';
import { flush, openRoom, startedGang, testBytes, type Room } from './test-kit.ts';

let room: Room | null = null;
afterEach(() => {
  room?.close();
  room = null;
});

const gangView = (r: Room, i: number) => r.clients[i]!.state.view as GangView;

describe('lobby', () => {
  test('players take the free seats in order; the host is marked; names are cleaned', async () => {
    room = await openRoom();
    await room.join('  Doris\u0007 ');
    await room.join('Trudy');
    const lobby = room.clients[2]!.state.lobby!;
    expect(lobby.players.map((p) => [p.name, p.seat, p.host, p.connected])).toEqual([
      ['Arsène', 0, true, true],
      ['Doris', 1, false, true],
      ['Trudy', 2, false, true],
    ]);
    expect([lobby.game, lobby.minSeats, lobby.maxSeats, lobby.playing]).toEqual([
      'the-gang',
      3,
      6,
      false,
    ]);
    expect(JSON.stringify(lobby)).not.toContain('secret');
  });

  test('host-only actions are refused to others, with a reason', async () => {
    room = await openRoom();
    const doris = await room.join('Doris');
    for (const action of [
      { a: 'start' },
      { a: 'game', game: 'the-gang', options: { mode: 'advanced' } },
      { a: 'remove', player: room.host.lobby().players[0]!.id },
    ] as const) {
      expect(await doris.lobbyAction(action)).toEqual({ ok: false, reason: 'host-only' });
    }
  });

  test('start needs a valid seat count and everyone ready', async () => {
    room = await openRoom();
    const host = room.clients[0]!;
    const doris = await room.join('Doris');
    expect(await host.lobbyAction({ a: 'start' })).toEqual({ ok: false, reason: 'bad-seat-count' });
    const trudy = await room.join('Trudy');
    expect(await host.lobbyAction({ a: 'start' })).toEqual({
      ok: false,
      reason: 'not-everyone-ready',
    });
    await doris.lobbyAction({ a: 'ready', ready: true });
    await trudy.lobbyAction({ a: 'ready', ready: true });
    expect(await host.lobbyAction({ a: 'start' })).toEqual({ ok: true });
    await flush();
    expect(room.clients.map((c) => c.state.seat)).toEqual([0, 1, 2]);
    expect(gangView(room, 1).players[1]!.pocket).toHaveLength(2);
    expect(gangView(room, 1).players[0]!.pocket).toBeNull();
  });

  test('the host moves and removes players; seats swap; the removed are told why', async () => {
    room = await openRoom();
    const doris = await room.join('Doris');
    const trudy = await room.join('Trudy');
    const host = room.clients[0]!;
    const ids = room.host.lobby().players.map((p) => p.id);
    expect(await host.lobbyAction({ a: 'move', player: ids[1]!, seat: 2 })).toEqual({ ok: true });
    await flush();
    expect(doris.state.lobby!.players.map((p) => p.seat)).toEqual([0, 2, 1]);
    expect(await host.lobbyAction({ a: 'move', player: ids[2]!, seat: null })).toEqual({
      ok: true,
    });
    expect(await host.lobbyAction({ a: 'remove', player: ids[1]! })).toEqual({ ok: true });
    await flush();
    expect(doris.state.bye).toBe('removed');
    expect(doris.state.status).toBe('closed');
    expect(trudy.state.lobby!.players.map((p) => p.name)).toEqual(['Arsène', 'Trudy']);
    expect(await host.lobbyAction({ a: 'remove', player: ids[0]! })).toEqual({
      ok: false,
      reason: 'cannot-remove-host',
    });
  });

  test('late arrivals and those who ask are spectators with a view without secrets', async () => {
    room = await startedGang(3);
    const eve = await room.join('Eve');
    const spectatorView = eve.state.view as GangView;
    expect(eve.state.seat).toBeNull();
    expect(spectatorView.players.every((p) => p.pocket === null)).toBe(true);
    expect(spectatorView.seat).toBeNull();
    expect(await eve.act({ type: 'takeChip', chip: 'W1' })).toEqual({
      ok: false,
      reason: 'not-seated',
    });
  });
});

describe('intents', () => {
  test('an accepted intent changes every view; a refused one answers with the reason', async () => {
    room = await startedGang(4);
    const [a, b] = room.clients;
    expect(await a!.act({ type: 'takeChip', chip: 'W4' })).toEqual({ ok: true });
    await flush();
    expect(gangView(room, 3).players[0]!.chip).toBe('W4');
    expect(await b!.act({ type: 'takeChip', chip: 'Y1' })).toEqual({
      ok: false,
      reason: 'not-this-round',
    });
    expect(await b!.act({ type: 'takeChip', chip: 'W1', to: 0 })).toEqual({
      ok: false,
      reason: 'not-in-front-of-others',
    });
    expect(await b!.act({ type: 'bogus' })).toEqual({ ok: false, reason: 'unknown-intent' });
    expect(await b!.act(null)).toEqual({ ok: false, reason: 'malformed' });
  });

  test('simultaneous takes of one chip are serialised: it ends in front of exactly one', async () => {
    room = await startedGang(3);
    const results = await Promise.all(
      room.clients.map((c) => c.act({ type: 'takeChip', chip: 'W3' })),
    );
    // Everyone may take a chip from another player, so all succeed in turn; the chip ends with
    // exactly one of them and the log shows the order the host applied.
    await flush();
    const holders = gangView(room, 0).players.filter((p) => p.chip === 'W3');
    expect(holders).toHaveLength(1);
    expect(results.filter((r) => r.ok).length).toBeGreaterThanOrEqual(1);
  });

  test('after the first full view only diffs travel, and they are small', async () => {
    room = await startedGang(4);
    const log = room.clients[2]!.received!;
    const before = log.length;
    await room.clients[0]!.act({ type: 'takeChip', chip: 'W2' });
    await flush();
    const fresh = log.slice(before).map((m) => JSON.parse(m) as { t: string });
    expect(fresh.map((m) => m.t)).toEqual(['diff']);
    expect(log.slice(before)[0]!.length).toBeLessThan(300);
  });

  test('the sender gets the diffs its intent caused before its ack (PROTOCOL.md "Order of answers")', async () => {
    room = await startedGang(3);
    const doris = room.clients[1]!;
    const log = doris.received!;
    const types = (from: number) => log.slice(from).map((m) => (JSON.parse(m) as { t: string }).t);
    let from = log.length;
    expect(await doris.act({ type: 'takeChip', chip: 'W1' })).toEqual({ ok: true });
    expect(types(from)).toEqual(['diff', 'ack']);
    expect(gangView(room, 1).players[1]!.chip).toBe('W1'); // held when act() resolves
    // A drop that commits (the chip back to the centre): one diff says the change, that the
    // hold ended and where the chip rests; the ack comes last.
    expect(await doris.grab('W1')).toEqual({ ok: true });
    from = log.length;
    expect(await doris.drop('W1', { kind: 'centre' }, { at: [0, 0] })).toEqual({ ok: true });
    expect(types(from)).toEqual(['diff', 'ack']);
    expect(JSON.parse(log[from]!)).toMatchObject({ p: { object: 'W1', zone: { kind: 'centre' } } });
    expect(gangView(room, 1).players[1]!.chip).toBeNull();
    for (const c of room.clients) {
      expect(c.state.holds).toEqual({});
      expect(c.state.placements).toEqual({ W1: { zone: { kind: 'centre' }, at: [0, 0] } });
    }
    // A refused drop: the hold ends before the ack, nothing is placed.
    expect(await doris.grab('W3')).toEqual({ ok: true });
    from = log.length;
    expect(await doris.drop('W3', { kind: 'seat', seat: 0 }, { at: [0, 0] })).toEqual({
      ok: false,
      reason: 'not-in-front-of-others',
    });
    expect(types(from)).toEqual(['hold', 'ack']);
    // A refused intent gets only its ack.
    from = log.length;
    expect(await doris.act({ type: 'takeChip', chip: 'Y1' })).toEqual({
      ok: false,
      reason: 'not-this-round',
    });
    expect(types(from)).toEqual(['ack']);
  });

  test('the host persists committed changes, a burst of them in one write', async () => {
    room = await startedGang(3);
    room.host.flush();
    const n = room.snapshots.length;
    await room.clients[1]!.act({ type: 'takeChip', chip: 'W1' });
    await room.clients[2]!.act({ type: 'takeChip', chip: 'W2' });
    await room.clients[1]!.act({ type: 'takeChip', chip: 'Y1' }); // refused: nothing to save
    expect(room.snapshots.length).toBe(n);
    await new Promise((r) => setTimeout(r, LIMITS.saveDebounceMs + 50));
    expect(room.snapshots.length).toBe(n + 1);
    const saved = room.snapshots.at(-1)!.match!.state as { holding: (string | null)[] };
    expect(saved.holding).toEqual([null, 'W1', 'W2']);
    await room.clients[0]!.act({ type: 'takeChip', chip: 'W3' });
    room.host.flush(); // a closing page writes at once
    expect(room.snapshots.length).toBe(n + 2);
  });
});

describe('reconnect and resume', () => {
  test('a player who reconnects with the token gets the same seat and cards back', async () => {
    room = await startedGang(3);
    const doris = room.clients[1]!;
    const pocket = gangView(room, 1).players[1]!.pocket;
    const token = doris.state.you!.token;
    doris.close();
    await flush();
    expect(room.clients[0]!.state.lobby!.players[1]!.connected).toBe(false);
    const again = await room.join('whoever', { token });
    expect(again.state.seat).toBe(1);
    expect((again.state.view as GangView).players[1]!.pocket).toEqual(pocket);
    expect(again.state.lobby!.players[1]!.name).toBe('Doris');
  });

  test('the same token on another device replaces the old connection', async () => {
    room = await startedGang(3);
    const doris = room.clients[1]!;
    await room.join('Doris on a phone', { token: doris.state.you!.token });
    await flush();
    expect(doris.state.bye).toBe('replaced');
    expect(room.host.lobby().players.filter((p) => p.connected)).toHaveLength(3);
  });

  test('an unknown token is refused', async () => {
    room = await openRoom();
    await expect(room.join('Mallory', { token: 'guessed-token' })).rejects.toThrow('unknown-token');
  });

  test('a host restored from its snapshot resumes the match; clients reconnect by themselves', async () => {
    room = await startedGang(4);
    await room.clients[1]!.act({ type: 'takeChip', chip: 'W1' });
    const viewBefore = gangView(room, 2);
    room.host.close(); // a closing host writes its last snapshot at once
    const snapshot = room.snapshots.at(-1)!;
    await flush();
    expect(room.clients[2]!.state.status).toBe('reconnecting');
    const reborn = new Host({
      code: 'KTR94M',
      game: 'the-gang',
      now: () => room!.clock.t,
      randomId: () => 'fresh-id',
      randomBytes: testBytes('reborn'),
      snapshot,
    });
    await reborn.listen(room.net.host('KTR94M'));
    await new Promise((r) => setTimeout(r, 30));
    await flush();
    expect(room.clients.map((c) => c.state.status)).toEqual([
      'connected',
      'connected',
      'connected',
      'connected',
    ]);
    expect(gangView(room, 2)).toEqual(viewBefore);
    expect(await room.clients[2]!.act({ type: 'takeChip', chip: 'W2' })).toEqual({ ok: true });
    expect(reborn.hostToken).toBe(room.host.hostToken);
    reborn.close();
  });
});

describe('what one game leaves for the next (GameDef.carry)', () => {
  test('the host keeps it when the table goes back to the lobby, and hands it to the next setup', async () => {
    room = await startedGang(3, { mode: 'advanced', stacks: 'carry-over' });
    const first = room.host.matchState() as { stackTurns: { challengeOnes: number } };
    first.stackTurns = { ...first.stackTurns, challengeOnes: 1 }; // as if card 1 had shown
    const host = room.clients[0]!;
    expect(await host.lobbyAction({ a: 'lobby' })).toEqual({ ok: true });
    expect(room.host.snapshot().carry['the-gang']).toMatchObject({ turns: { challengeOnes: 1 } });
    for (const c of room.clients.slice(1)) await c.lobbyAction({ a: 'ready', ready: true });
    expect(await host.lobbyAction({ a: 'start' })).toEqual({ ok: true });
    const next = room.host.matchState() as { stackTurns: { challengeOnes: number } };
    expect(next.stackTurns.challengeOnes).toBe(1);
    // The carry never leaves the host.
    for (const c of room.clients) expect(c.received!.join()).not.toContain('challengeOnes');
  });

  test('going back to the lobby puts every held object down', async () => {
    room = await startedGang(3);
    await room.clients[1]!.grab('W1');
    await flush();
    expect(room.clients[2]!.state.holds).toEqual({ W1: 1 });
    await room.clients[0]!.lobbyAction({ a: 'lobby' });
    await flush();
    expect(room.clients[2]!.state.holds).toEqual({});
  });
});
