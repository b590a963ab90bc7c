// The drag protocol: grant, refuse, simultaneous grabs, relayed poses, drop to intent.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { theGang, type AnyGameDef, type GangView } from '../engine/index.ts';
import type { RemotePose } from './client-types.ts';
import { LIMITS } from './host.ts';
import { flush, rawPeer, type Room, startedGang } from './test-kit.ts';

let room: Room | null = null;
afterEach(() => {
  room?.close();
  room = null;
  vi.useRealTimers();
});

const view = (r: Room, i: number) => r.clients[i]!.state.view as GangView;

describe('grab', () => {
  test('granted: everyone learns who holds it', async () => {
    room = await startedGang(3);
    expect(await room.clients[1]!.grab('W2')).toEqual({ ok: true });
    await flush();
    for (const c of room.clients) expect(c.state.holds).toEqual({ W2: 1 });
  });

  test('refused with the rule’s reason', async () => {
    room = await startedGang(3);
    expect(await room.clients[1]!.grab('R2')).toEqual({ ok: false, reason: 'not-this-round' });
    expect(await room.clients[1]!.grab('W9')).toEqual({ ok: false, reason: 'no-such-chip' });
  });

  test('two players grabbing one chip at once: exactly one gets it', async () => {
    room = await startedGang(4);
    const results = await Promise.all(room.clients.map((c) => c.grab('W3')));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.reason)).toEqual([
      'held-by-other',
      'held-by-other',
      'held-by-other',
    ]);
  });

  test('a spectator cannot grab', async () => {
    room = await startedGang(3);
    const eve = await room.join('Eve');
    expect(await eve.grab('W1')).toEqual({ ok: false, reason: 'not-seated' });
  });

  test('picking up a second object puts the first one down', async () => {
    room = await startedGang(3);
    await room.clients[0]!.grab('W1');
    await room.clients[0]!.grab('W2');
    await flush();
    expect(room.clients[2]!.state.holds).toEqual({ W2: 0 });
  });
});

describe('poses', () => {
  test('relayed to everybody but the dragger, with the dragger’s seat', async () => {
    room = await startedGang(3);
    const eve = await room.join('Eve');
    const seen: RemotePose[][] = [[], [], [], []];
    [...room.clients].forEach((c, i) => c.onPose((p) => seen[i]!.push(p)));
    await room.clients[2]!.grab('W1');
    room.clients[2]!.pose('W1', [0.1234567, 0.05, -0.2], 1.5);
    await flush();
    expect(seen[2]).toEqual([]);
    for (const i of [0, 1, 3]) {
      expect(seen[i]!.map(({ object, by, p, r }) => ({ object, by, p, r }))).toEqual([
        { object: 'W1', by: 2, p: [0.123, 0.05, -0.2], r: 1.5 },
      ]);
    }
    expect(eve.state.seat).toBeNull();
  });

  test('a pose for an object one does not hold is dropped', async () => {
    room = await startedGang(3);
    const seen: RemotePose[] = [];
    room.clients[0]!.onPose((p) => seen.push(p));
    room.clients[1]!.pose('W1', [0, 0, 0], 0);
    await flush();
    expect(seen).toEqual([]);
    expect(room.host.dropped.get('not-holding')).toBe(1);
  });

  test('the client streams at most 30 poses a second, and always the latest', async () => {
    room = await startedGang(3);
    const seen: RemotePose[] = [];
    room.clients[0]!.onPose((p) => seen.push(p));
    await room.clients[1]!.grab('W1');
    for (let i = 0; i < 10; i++) room.clients[1]!.pose('W1', [i / 100, 0, 0], 0);
    await flush();
    // The first goes at once. The rest wait for the interval's (real) timer, which a busy machine
    // may run before the loopback's deliveries are flushed: so the second may already be here.
    expect(seen.map((p) => p.p[0])[0]).toBe(0);
    expect(seen.length).toBeLessThanOrEqual(2);
    room.clock.t += 40;
    await vi.waitFor(() => expect(seen.map((p) => p.p[0])).toEqual([0, 0.09]));
    await flush();
    expect(seen.map((p) => p.p[0])).toEqual([0, 0.09]); // the eight between never go
  });

  test('poses have their own rate limit; a burst beyond it is dropped', async () => {
    room = await startedGang(3);
    await room.clients[1]!.grab('W1');
    const { end } = await rawPeer(room, { token: room.clients[1]!.state.you!.token });
    for (let i = 0; i < LIMITS.poseBurst + 5; i++) {
      end.send(JSON.stringify({ v: 6, t: 'pose', object: 'W1', p: [0, 0, 0], r: 0 }));
    }
    await flush();
    expect(room.host.dropped.get('rate-limited')).toBe(5);
  });
});

describe('drop', () => {
  test('on your own area: the host makes it a take, commits, and puts the chip down', async () => {
    room = await startedGang(3);
    const c = room.clients[1]!;
    await c.grab('W3');
    expect(await c.drop('W3', { kind: 'seat', seat: 1 })).toEqual({ ok: true });
    await flush();
    expect(view(room, 0).players[1]!.chip).toBe('W3');
    expect(room.clients[0]!.state.holds).toEqual({});
  });

  test('before somebody else: refused with the reason, nothing changes, the chip is put down', async () => {
    room = await startedGang(3);
    const c = room.clients[1]!;
    await c.grab('W3');
    const before = structuredClone(room.host.matchState());
    expect(await c.drop('W3', { kind: 'seat', seat: 2 })).toEqual({
      ok: false,
      reason: 'not-in-front-of-others',
    });
    await flush();
    expect(room.host.matchState()).toEqual(before);
    expect(room.clients[2]!.state.holds).toEqual({});
  });

  test('taking a chip from another player by dragging it from their area', async () => {
    room = await startedGang(3);
    await room.clients[0]!.act({ type: 'takeChip', chip: 'W3' });
    await room.clients[2]!.grab('W3');
    expect(await room.clients[2]!.drop('W3', { kind: 'seat', seat: 2 })).toEqual({ ok: true });
    await flush();
    expect(view(room, 1).players.map((p) => p.chip)).toEqual([null, null, 'W3']);
  });

  test('dropping what one does not hold is refused', async () => {
    room = await startedGang(3);
    expect(await room.clients[1]!.drop('W3', { kind: 'centre' })).toEqual({
      ok: false,
      reason: 'not-holding',
    });
  });

  test('a dragger who disconnects or goes silent lets go', async () => {
    room = await startedGang(3);
    await room.clients[1]!.grab('W1');
    room.clients[1]!.close();
    await flush();
    expect(room.clients[0]!.state.holds).toEqual({});
    await room.clients[2]!.grab('W2');
    await flush();
    room.clock.t += LIMITS.grabIdleMs + 1;
    room.host.pingAll();
    await flush();
    expect(room.clients[0]!.state.holds).toEqual({});
  });

  test('a holder who keeps moving still puts the object down after a bounded time', async () => {
    room = await startedGang(3);
    const trudy = room.clients[2]!;
    await trudy.grab('W2');
    for (let t = 0; t <= LIMITS.grabMaxMs; t += 5000) {
      room.clock.t += 5000;
      trudy.pose('W2', [0, 0.03, 0.01 * (t / 5000)], 0);
      for (const c of room.clients) c.ping(); // everyone stays heard from
      await flush();
      room.host.pingAll();
      await flush();
      if (t + 5000 <= LIMITS.grabMaxMs) expect(room.clients[0]!.state.holds).toEqual({ W2: 2 });
    }
    expect(room.clients[0]!.state.holds).toEqual({});
    expect(room.host.dropped.get('silent')).toBeUndefined();
  });

  test('picking up again what one holds does not restart its time: it is put down all the same', async () => {
    room = await startedGang(3);
    const trudy = room.clients[2]!;
    expect(await trudy.grab('W2')).toEqual({ ok: true });
    for (let t = 0; t <= LIMITS.grabMaxMs; t += 5000) {
      room.clock.t += 5000;
      const again = await trudy.grab('W2');
      for (const c of room.clients) c.ping(); // everyone stays heard from
      await flush();
      room.host.pingAll();
      await flush();
      if (t + 5000 <= LIMITS.grabMaxMs) {
        expect(again).toEqual({ ok: true }); // a re-grab counts as a move: never idle
        expect(room.clients[0]!.state.holds).toEqual({ W2: 2 });
      }
    }
    expect(room.clients[0]!.state.holds).toEqual({});
    expect(room.host.dropped.get('silent')).toBeUndefined();
  });

  test('a committed drop places the object at its spot, clamped into the zone, for everybody', async () => {
    room = await startedGang(3);
    const doris = room.clients[1]!;
    await doris.grab('W2');
    expect(await doris.drop('W2', { kind: 'seat', seat: 1 }, { at: [0.25, -3] })).toEqual({
      ok: true,
    });
    const want = { W2: { zone: { kind: 'seat', seat: 1 }, at: [0.25, -1] } };
    expect(room.clients[2]!.state.placements).toEqual(want);
    // A refused drop places nothing; a (re)joining client gets every placement with its view.
    await room.clients[2]!.grab('W3');
    await room.clients[2]!.drop('W3', { kind: 'seat', seat: 0 }, { at: [0, 0] });
    const again = await room.join('Trudy', { token: room.clients[2]!.state.you!.token });
    expect(again.state.placements).toEqual(want);
    // A new match starts with nothing placed.
    await room.clients[0]!.lobbyAction({ a: 'lobby' });
    for (const c of [doris, again]) await c.lobbyAction({ a: 'ready', ready: true });
    await room.clients[0]!.lobbyAction({ a: 'start' });
    expect(doris.state.placements).toEqual({});
  });

  test('the items a drag carried reach the rules; a spot off every zone is ignored', async () => {
    room = await startedGang(3);
    const doris = room.clients[1]!;
    await doris.grab('W1');
    expect(await doris.drop('W1', null, { at: [0, 0], items: ['5R', 'J*'] })).toEqual({
      ok: false,
      reason: 'off-table',
    });
    expect(doris.state.placements).toEqual({});
  });

  test('one whose view a drop leaves unchanged is told apart that it was put down, and where', async () => {
    // The spectators of this Gang see nothing but the game's name: a drop changes no view of theirs.
    const still: AnyGameDef = { ...theGang, spectatorView: () => ({ game: 'the-gang' }) };
    room = await startedGang(3, undefined, { games: (id) => (id === 'the-gang' ? still : null) });
    const eve = await room.join('Eve');
    await room.clients[1]!.grab('W2');
    await flush();
    const from = eve.received!.length;
    expect(await room.clients[1]!.drop('W2', { kind: 'seat', seat: 1 }, { at: [0.5, 0] })).toEqual({
      ok: true,
    });
    await flush();
    const types = eve.received!.slice(from).map((m) => (JSON.parse(m) as { t: string }).t);
    expect(types).toEqual(['hold', 'place']);
    expect(eve.state.holds).toEqual({});
    expect(eve.state.placements).toEqual({ W2: { zone: { kind: 'seat', seat: 1 }, at: [0.5, 0] } });
    expect(room.clients[2]!.state.placements).toEqual(eve.state.placements);
  });

  test('a newcomer learns what is being held', async () => {
    room = await startedGang(3);
    await room.clients[1]!.grab('W1');
    const eve = await room.join('Eve');
    expect(eve.state.holds).toEqual({ W1: 1 });
  });
});
