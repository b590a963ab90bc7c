// Host migration over the in-memory loopback (docs/RELIABILITY.md "Host loss"): the key's split
// and threshold, the checkpoint's exact round trip, a host killed mid-game and a successor
// serving with nothing lost, the bytes a guest receives while the host lives (ciphertext only),
// and an impostor successor turned away.
import { afterEach, describe, expect, test } from 'vitest';
import { gameById } from '../engine/index.ts';
import type { Client } from './client.ts';
import { jsonEqual } from './diff.ts';
import { joinKey, KEY_BYTES, seal, splitKey, threshold, unseal } from './heir-crypto.ts';
import { asJson, promote } from './host-heirs.ts';
import { newHostKey, signHeir, type HostKey } from './host-key.ts';
import { Host } from './host.ts';
import type { Kept } from './client-heir.ts';
import {
  Declined,
  openKept,
  takeOver,
  watchSuccession,
  type SuccessionTiming,
} from './succession.ts';
import { decodeHostMessage } from './protocol.ts';
import { PROTOCOL_VERSION } from './protocol-shapes.ts';
import { flush, openRoom, rawPeer, testBytes, type Room } from './test-kit.ts';

let room: Room | null = null;
const extra: { close(): void }[] = [];
afterEach(() => {
  room?.close();
  room = null;
  for (const x of extra.splice(0)) x.close();
});

const heirKeys = new Map<string, HostKey>();
const heirOf = (name: string) => {
  if (!heirKeys.has(name)) heirKeys.set(name, newHostKey(testBytes(`heir-${name}`)));
  return heirKeys.get(name)!;
};

/** Backoffs no test outlasts: guests that reconnect only when a test (or their watch) says. */
const endless = { firstMs: 1e9, maxMs: 1e9, hostLostMs: 1e9 };

/** A started game of The Gang with four people whose guests offer heir keys (and reconnect by
 * themselves, or only when told: `endless`). */
async function heistOfFour(backoff?: typeof endless): Promise<Room> {
  const r = await openRoom();
  for (const name of ['Doris', 'Trudy', 'Danny'])
    await r.join(name, { heir: heirOf(name), ...(backoff ? { backoff } : {}) });
  for (const c of r.clients.slice(1)) await c.lobbyAction({ a: 'ready', ready: true });
  const started = await r.clients[0]!.lobbyAction({ a: 'start' });
  if (!started.ok) throw new Error(started.reason);
  await r.host.heirs.settled();
  await flush();
  return r;
}

async function until(what: () => boolean, rounds = 400): Promise<void> {
  for (let i = 0; i < rounds && !what(); i++) await new Promise((r) => setTimeout(r, 2));
  expect(what()).toBe(true);
}

describe('the key and its shares', () => {
  test('a majority of the holders opens it; one share, or a minority, opens nothing', async () => {
    expect([2, 3, 4, 5, 6].map(threshold)).toEqual([2, 2, 3, 3, 4]);
    const key = testBytes('k')(KEY_BYTES);
    const sealed = seal(key, 'the whole snapshot', 'aad', testBytes('n'));
    const shares = await splitKey(key, 5);
    expect(await joinKey(shares.slice(0, 1))).toBeNull();
    const two = await joinKey(shares.slice(1, 3));
    expect(two && unseal(two, sealed, 'aad')).toBeNull();
    const three = await joinKey([shares[4]!, shares[0]!, shares[2]!]);
    expect(three && unseal(three, sealed, 'aad')).toBe('the whole snapshot');
    expect(unseal(three!, sealed, 'another place')).toBeNull();
    expect(await joinKey([shares[0]!, shares[0]!, shares[1]!])).toBeNull();
    expect(await joinKey(['junk', shares[0]!])).toBeNull();
  });
});

describe('checkpoints', () => {
  test('every seated guest holds the whole snapshot, exactly, and views rebuild alike', async () => {
    room = await heistOfFour();
    const [, doris, trudy] = room.clients;
    expect(await doris!.act({ type: 'takeChip', chip: 'W1' })).toEqual({ ok: true });
    expect(await trudy!.act({ type: 'takeChip', chip: 'W2' })).toEqual({ ok: true });
    await room.host.heirs.settled();
    await flush();
    const kept = room.clients.slice(1).map((c) => c.heirloom.kept!);
    expect(kept.map((k) => k.epoch)).toEqual([kept[0]!.epoch, kept[0]!.epoch, kept[0]!.epoch]);
    expect(kept[0]!.order.map((h) => h.seat)).toEqual([1, 2, 3]);
    expect(kept[0]!.steps.length).toBeGreaterThan(0);
    const key = await joinKey(kept.slice(0, 2).map((k) => k.share));
    const snap = openKept(kept[2]!, key!, 'KTR94M');
    expect(jsonEqual(snap, asJson(room.host.snapshot()))).toBe(true);
    // The rebuilt host's views are the old host's, for every seat.
    const rebuilt = new Host({
      ...hostOpts(room),
      snapshot: promote(snap!, kept[0]!.order[0]!.id),
    });
    const def = gameById('the-gang')!;
    for (let seat = 0; seat < 4; seat++) {
      expect(def.view(rebuilt.matchState() as never, seat)).toEqual(
        def.view(room.host.matchState() as never, seat),
      );
    }
  });

  test('while the host lives, a guest receives no other seat’s cards and no seed', async () => {
    room = await heistOfFour();
    for (const [i, chip] of [
      [1, 'W1'],
      [2, 'W2'],
      [3, 'W3'],
      [0, 'W4'],
    ] as const)
      expect(await room.clients[i]!.act({ type: 'takeChip', chip })).toEqual({ ok: true });
    await room.host.heirs.settled();
    await flush();
    const state = room.host.matchState() as { pockets: string[][] };
    const seed = room.host.snapshot().match!.seed;
    for (let i = 1; i < 4; i++) {
      const got = room.clients[i]!.received!.join('\n');
      expect(got).toContain('"t":"checkpoint"');
      expect(got).toContain('"t":"step"');
      expect(got).not.toContain(seed);
      for (let seat = 0; seat < 4; seat++) {
        if (seat === i) continue;
        for (const card of state.pockets[seat]!) expect(got).not.toContain(`"${card}"`);
      }
      for (const [j, token] of room.clients.map((c) => c.state.you!.token).entries())
        if (j !== i) expect(got).not.toContain(token);
    }
  });
});

function hostOpts(r: Room) {
  let n = 0;
  return {
    code: 'KTR94M',
    game: 'the-gang' as const,
    now: () => r.clock.t,
    randomId: () => `succ${++n}-secret`,
    randomBytes: testBytes('successor'),
    botTimer: r.timer,
  };
}

describe('a host gone for good', () => {
  test('the first heir takes over: every view agrees, nothing committed is lost', async () => {
    room = await heistOfFour();
    const r = room;
    const [, doris, trudy, danny] = r.clients as [Client, Client, Client, Client];
    expect(await trudy.act({ type: 'takeChip', chip: 'W1' })).toEqual({ ok: true });
    expect(await danny.act({ type: 'takeChip', chip: 'W2' })).toEqual({ ok: true });
    await r.host.heirs.settled();
    await flush();
    const before = structuredClone(r.host.matchState());
    const hosts: Host[] = [];
    for (const c of [doris, trudy, danny]) {
      const stop = watchSuccession(
        c,
        (kept) => {
          const { code: _c, game: _g, ...host } = hostOpts(r);
          const me = { id: c.state.you!.id, key: heirOf(nameOf(c)) };
          void takeOver({ room: 'KTR94M', kept, me, transport: r.net.host('KTR94M'), host }).then(
            (h) => hosts.push(h),
          );
        },
        { graceMs: 5, stepMs: 200 },
      );
      extra.push({ close: stop });
    }
    // The host's tab is closed for good: its channels go silent; each guest notices the silence.
    r.net.vanish('KTR94M');
    r.host.close();
    r.clock.t += 7000;
    for (const c of [doris, trudy, danny]) c.pulse.tick();
    await until(() => hosts.length === 1);
    const successor = hosts[0]!;
    extra.push({ close: () => successor.close() });
    await until(() =>
      [doris, trudy, danny].every(
        (c) => c.state.status === 'connected' && c.state.lobby?.gen === 1,
      ),
    );
    expect(successor.lobby().players.find((p) => p.host)!.name).toBe('Doris');
    expect(successor.matchState()).toEqual(before); // 0 lost committed intents
    expect(await doris.act({ type: 'takeChip', chip: 'W3' })).toEqual({ ok: true });
    await flush();
    const def = gameById('the-gang')!;
    for (const [seat, c] of [doris, trudy, danny].entries())
      expect(c.state.view).toEqual(
        JSON.parse(JSON.stringify(def.view(successor.matchState() as never, seat + 1))),
      );
  });

  test('the later heirs reconnect once the first was due to take over, not when their backoff comes round', async () => {
    const r = (room = await heistOfFour(endless)); // they reconnect when their watch says so
    const [, doris, trudy, danny] = r.clients as [Client, Client, Client, Client];
    const hosts: Host[] = [];
    const timing = { graceMs: 5, stepMs: 1e9, nudgesMs: [20, 60, 120] };
    for (const c of [doris, trudy, danny]) {
      const stop = watchSuccession(
        c,
        (kept) => {
          const { code: _c, game: _g, ...host } = hostOpts(r);
          const me = { id: c.state.you!.id, key: heirOf(nameOf(c)) };
          const transport = r.net.host('KTR94M');
          return takeOver({ room: 'KTR94M', kept, me, transport, host }).then((h) => hosts.push(h));
        },
        timing,
      );
      extra.push({ close: stop });
    }
    r.net.vanish('KTR94M');
    r.host.close();
    r.clock.t += 7000;
    for (const c of [doris, trudy, danny]) c.pulse.tick();
    // Trudy and Danny hand Doris their shares, then come back to the table she serves.
    await until(() => hosts.length === 1);
    extra.push({ close: () => hosts[0]!.close() });
    await until(() =>
      [trudy, danny].every((c) => c.state.status === 'connected' && c.state.lobby?.gen === 1),
    );
  });

  test('an heir whose checkpoint fell behind (it dropped while the holders changed) is declined at once; the heir the others name takes over', async () => {
    const r = (room = await heistOfFour(endless));
    const [, doris, trudy, danny] = r.clients as [Client, Client, Client, Client];
    // Doris's channel drops for a moment: the host supplies Trudy and Danny with a new epoch that
    // does not name her, a move is made, and the host dies before she is back.
    doris.hangUp();
    await until(() => trudy.heirloom.kept?.epoch !== doris.heirloom.kept?.epoch);
    expect(trudy.heirloom.kept!.order.map((h) => h.id)).not.toContain(doris.state.you!.id);
    expect(await trudy.act({ type: 'takeChip', chip: 'W1' })).toEqual({ ok: true });
    await r.host.heirs.settled();
    await flush();
    const before = structuredClone(r.host.matchState());
    r.net.vanish('KTR94M');
    r.host.close();
    const hosts: Host[] = [];
    const failed: unknown[] = [];
    const watch = (c: Client, timing: SuccessionTiming) => {
      const succeed = (kept: Kept) => {
        const { code: _c, game: _g, ...host } = hostOpts(r);
        const me = { id: c.state.you!.id, key: heirOf(nameOf(c)) };
        const transport = r.net.host('KTR94M');
        // The 20 s a successor waits for shares is what a stale heir held the table up for.
        return takeOver({ room: 'KTR94M', kept, me, transport, host, openMs: 20_000 }).then(
          (h) => hosts.push(h),
          (e: unknown) => failed.push(e),
        );
      };
      extra.push({ close: watchSuccession(c, succeed, timing) });
    };
    watch(doris, { graceMs: 5, stepMs: 1e9, probeMs: 20 }); // first in her old checkpoint: first at the address
    r.clock.t += 7000;
    for (const c of [trudy, danny]) c.pulse.tick();
    for (const c of [trudy, danny])
      watch(c, { graceMs: 60, stepMs: 200, probeMs: 20, nudgesMs: [20, 60] });
    await until(() => hosts.length === 1, 1500);
    extra.push({ close: () => hosts[0]!.close() });
    expect(failed.some((e) => e instanceof Declined)).toBe(true);
    expect(doris.heirloom.kept?.declined).toBe(true); // she tries no more with it
    expect(hosts[0]!.lobby().players.find((p) => p.host)!.name).toBe('Trudy');
    expect(hosts[0]!.matchState()).toEqual(before); // 0 lost committed intents
    expect(doris.state.impostor || trudy.state.impostor || danny.state.impostor).toBe(false);
    await doris.retryNow(); // her backoff is endless here; a real client comes back by itself
    await until(() =>
      [doris, danny].every((c) => c.state.status === 'connected' && c.state.lobby?.gen === 1),
    );
  });

  test('an heir key the checkpoint does not name is turned away, and gets no share', async () => {
    room = await heistOfFour();
    const r = room;
    const doris = r.clients[1]!;
    r.net.vanish('KTR94M');
    r.host.close();
    const mallory = newHostKey(testBytes('mallory'));
    const said: string[] = [];
    await r.net.host('KTR94M').listen((conn) => {
      conn.onMessage((data) => {
        said.push(data);
        const m = JSON.parse(data) as { t: string; nonce: string };
        if (m.t !== 'hi') return;
        const sig = signHeir(mallory, 'KTR94M', 1, m.nonce);
        conn.send(JSON.stringify({ v: 6, t: 'heir', gen: 1, key: mallory.public, sig }));
      });
    });
    r.clock.t += 7000;
    doris.pulse.tick();
    await until(() => doris.state.impostor);
    expect(said.some((m) => m.includes('"t":"share"'))).toBe(false);
  });
});

describe('the table handed over on purpose', () => {
  test('only the chosen player gets the snapshot; the others are told whom to wait for', async () => {
    room = await heistOfFour();
    const r = room;
    const [, doris, trudy, danny] = r.clients as [Client, Client, Client, Client];
    expect(await r.host.handOver('nobody', 0)).toBe(false);
    const seed = r.host.snapshot().match!.seed;
    const trudyId = trudy.state.you!.id;
    const handing = r.host.handOver(trudyId, 50);
    await flush();
    // Nothing more is done here once the snapshot is out: it would be lost (it is resent later).
    const before = structuredClone(r.host.matchState());
    void danny.act({ type: 'takeChip', chip: 'W1' });
    await flush();
    expect(r.host.matchState()).toEqual(before);
    expect(await handing).toBe(true);
    const handed = trudy.heirloom.handed!;
    expect(handed.gen).toBe(1);
    const snap = handed.snapshot as unknown as ReturnType<Host['snapshot']>;
    expect(snap.players.find((p) => p.host)!.id).toBe(trudyId);
    expect(snap.match!.seed).toBe(seed);
    for (const c of [doris, danny]) {
      expect(c.heirloom.warned).toEqual({ why: 'handover', to: trudyId });
      expect(c.heirloom.handed).toBeNull();
      expect(c.received!.join('\n')).not.toContain(seed);
    }
  });

  test('a client holding no checkpoint waits for a successor rather than calling it an impostor', async () => {
    room = await openRoom();
    const r = room;
    await r.join('Doris');
    const doris = r.clients[1]!;
    r.net.vanish('KTR94M');
    r.host.close();
    const heir = newHostKey(testBytes('heir'));
    let his = 0;
    await r.net.host('KTR94M').listen((conn) => {
      conn.onMessage((data) => {
        const m = JSON.parse(data) as { t: string; nonce: string };
        if (m.t !== 'hi') return;
        his++;
        const sig = signHeir(heir, 'KTR94M', 1, m.nonce);
        conn.send(
          JSON.stringify({ v: PROTOCOL_VERSION, t: 'heir', gen: 1, key: heir.public, sig }),
        );
      });
    });
    r.clock.t += 7000;
    doris.pulse.tick();
    await until(() => his >= 2); // it came back to see whether the table is served yet
    expect(doris.state.impostor).toBe(false);
  });
});

const nameOf = (c: Client) => c.state.lobby!.players.find((p) => p.id === c.state.you!.id)!.name;

describe('the new messages are checked', () => {
  test('a share or a decline sent to a living host is refused with a reason; malformed ones are dropped', async () => {
    room = await heistOfFour();
    const doris = room.clients[1]!.state.you!.token;
    const { end } = await rawPeer(room, { token: doris });
    const before = structuredClone(room.host.matchState());
    const share = room.clients[1]!.heirloom.kept!.share;
    end.send(JSON.stringify({ v: 6, t: 'share', epoch: 'abcdefgh', share }));
    end.send(JSON.stringify({ v: 6, t: 'share', epoch: 'x', share: 'nope' }));
    const key = heirOf('Doris').public;
    end.send(JSON.stringify({ v: 6, t: 'decline', gen: 1, key, sig: 'A'.repeat(86) }));
    end.send(JSON.stringify({ v: 6, t: 'decline', gen: -1, key: 'short', sig: 'x' }));
    await flush();
    expect(room.host.dropped.get('not-an-heir')).toBe(2); // a share or a decline: for a successor
    expect(room.host.dropped.get('malformed-share')).toBe(1);
    expect(room.host.dropped.get('malformed-decline')).toBe(1);
    expect(room.host.matchState()).toEqual(before);
    for (const bad of [
      { v: 6, t: 'checkpoint', gen: 0, epoch: 'abcdefgh', share, order: [], base: 'x'.repeat(60) },
      { v: 6, t: 'step', epoch: 'abcdefgh', seq: -1, d: 'x'.repeat(60) },
      { v: 6, t: 'heir', gen: 1, key: 'short', sig: 'short' },
    ])
      expect(decodeHostMessage(JSON.stringify(bad))).toEqual({ dropped: `malformed-${bad.t}` });
  });
});
