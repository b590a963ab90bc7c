// A room no impostor can enter. The room's address comes from its public invite code, so while
// the host is away anyone may answer there. Guests make whoever answers prove it holds the key
// they met first (or the one their invite link names) before they send their token, and believe
// a welcome only when that key signed it. Also: a host that vanishes without a word is noticed.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { Client } from './client.ts';
import { HANDSHAKE_MS, PING_MS, SILENT_MS } from './client-types.ts';
import { Host, LIMITS, type HostSnapshot } from './host.ts';
import { keyFingerprint, newHostKey, signProof } from './host-key.ts';
import { LoopbackNetwork } from './loopback.ts';
import { flush, openRoom, startedGang, testBytes, type Room } from './test-kit.ts';

let room: Room | null = null;
const extra: (Host | Client)[] = [];
afterEach(() => {
  room?.close();
  room = null;
  for (const x of extra.splice(0)) x.close();
  vi.useRealTimers();
});

/** Someone else's host at the room's address: a host of its own, with its own key. */
async function impostorHost(r: Room): Promise<Host> {
  const host = new Host({
    code: 'KTR94M',
    game: 'the-gang',
    now: () => r.clock.t,
    randomId: () => `mallory-${Math.random()}`,
    randomBytes: testBytes('mallory'),
  });
  await host.listen(r.net.host('KTR94M'));
  extra.push(host);
  return host;
}

const settle = async () => {
  await new Promise((resolve) => setTimeout(resolve, 30));
  await flush();
};

describe('a stranger holding the room’s address', () => {
  test('learns no token, changes no stored token, and the real host gets everyone back', async () => {
    room = await startedGang(3);
    const stored = room.clients.map((c) => c.state.you!.token);
    room.host.close(); // the host's tab closes: guests keep trying
    const snapshot = room.snapshots.at(-1)!;
    const mallory = await impostorHost(room);
    await settle();
    // Every guest met the stranger, refused its proof and said nothing more.
    expect(room.clients.slice(1).every((c) => c.state.impostor)).toBe(true);
    expect(mallory.lobby().players.map((p) => p.name)).toEqual(['Host']);
    expect(JSON.stringify(mallory.snapshot())).not.toContain(stored[1]!);
    expect(mallory.dropped.get('no-hi') ?? 0).toBe(0);
    mallory.close();
    // The real host comes back from its snapshot: same key, same seats.
    const real = new Host({
      code: 'KTR94M',
      game: 'the-gang',
      now: () => room!.clock.t,
      randomId: () => 'x',
      randomBytes: testBytes('real-again'),
      snapshot,
    });
    await real.listen(room.net.host('KTR94M'));
    extra.push(real);
    await settle();
    expect(room.clients.map((c) => c.state.status)).toEqual([
      'connected',
      'connected',
      'connected',
    ]);
    expect(room.clients.map((c) => c.state.you!.token)).toEqual(stored);
    expect(room.clients.map((c) => c.state.impostor)).toEqual([false, false, false]);
  });

  test('a stranger that answers with a forged welcome or bye before any proof is ignored', async () => {
    room = await openRoom();
    const doris = await room.join('Doris');
    const token = doris.state.you!.token;
    const seen: string[] = [];
    room.host.close();
    // A raw stranger: no key at all, it tries to hand out a token and to make Doris forget hers.
    await room.net.host('KTR94M').listen((conn) => {
      conn.onMessage((m) => {
        seen.push(m);
        conn.send(
          JSON.stringify({
            v: 6,
            t: 'welcome',
            you: { id: 'x', token: 'mallorys-token' },
            next: 1,
            sig: 'A'.repeat(86),
          }),
        );
        conn.send(JSON.stringify({ v: 6, t: 'bye', reason: 'unknown-token' }));
      });
    });
    await settle();
    expect(doris.state.you!.token).toBe(token);
    expect(doris.state.status).not.toBe('closed');
    expect(seen.every((m) => JSON.parse(m).t === 'hi')).toBe(true);
    expect(seen.join()).not.toContain(token);
  });

  test('a silent answerer: the guest closes after the handshake timeout and tries again', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    const net = new LoopbackNetwork(true);
    // Something holds the room's address and never answers: no proof, no welcome, no bye.
    await net.host('KTR94M').listen(() => {});
    const doris = new Client({
      transport: net.client(),
      room: 'KTR94M',
      name: 'Doris',
      token: 'dorises-seat-token',
      now: () => Date.now(),
      randomBytes: testBytes('doris'),
      backoff: { firstMs: 100, maxMs: 200, hostLostMs: 60_000 },
    });
    try {
      const first = doris.connect();
      const refused = expect(first).rejects.toThrow('handshake-timeout');
      await vi.advanceTimersByTimeAsync(HANDSHAKE_MS - 1);
      expect(net.hostEnds.map((e) => e.isOpen)).toEqual([true]);
      expect(doris.state.status).toBe('connecting');
      await vi.advanceTimersByTimeAsync(1);
      expect(net.hostEnds.map((e) => e.isOpen)).toEqual([false]);
      expect(doris.state.status).toBe('reconnecting');
      await refused;
      // After the backoff it tries again, and again gives up on the silence.
      await vi.advanceTimersByTimeAsync(100);
      expect(net.hostEnds.map((e) => e.isOpen)).toEqual([false, true]);
      await vi.advanceTimersByTimeAsync(HANDSHAKE_MS);
      expect(net.hostEnds.map((e) => e.isOpen).slice(0, 2)).toEqual([false, false]);
      await vi.advanceTimersByTimeAsync(HANDSHAKE_MS);
      expect(net.hostEnds.length).toBeGreaterThanOrEqual(3);
      // Each attempt said hi and nothing more: the token never left.
      const said = net.hostEnds.flatMap((e) => e.log!);
      expect(said.map((m) => (JSON.parse(m) as { t: string }).t)).toEqual(
        net.hostEnds.map(() => 'hi'),
      );
      expect(said.join()).not.toContain('dorises-seat-token');
    } finally {
      doris.close();
      vi.useRealTimers();
    }
  });

  test('a proof signed with another key is refused even if its signature is valid', async () => {
    room = await openRoom();
    const doris = await room.join('Doris');
    room.host.close();
    const key = newHostKey(testBytes('other'));
    const seen: string[] = [];
    await room.net.host('KTR94M').listen((conn) => {
      conn.onMessage((m) => {
        seen.push(m);
        const msg = JSON.parse(m) as { t: string; nonce: string };
        if (msg.t === 'hi') {
          conn.send(
            JSON.stringify({
              v: 6,
              t: 'proof',
              key: key.public,
              sig: signProof(key, 'KTR94M', msg.nonce),
            }),
          );
        }
      });
    });
    await settle();
    expect(doris.state.impostor).toBe(true);
    expect(seen.some((m) => m.includes('"hello"'))).toBe(false);
  });

  test('an invite link’s fingerprint protects a first-time guest; a wrong one is refused', async () => {
    room = await openRoom();
    const fp = keyFingerprint(room.host.key.public);
    const good = await room.join('Doris', { fingerprint: fp });
    expect(good.state.status).toBe('connected');
    const wrong = new Client({
      transport: room.net.client(),
      room: 'KTR94M',
      name: 'Trudy',
      fingerprint: keyFingerprint(newHostKey(testBytes('nope')).public),
      now: () => room!.clock.t,
      randomBytes: testBytes('trudy'),
      backoff: { firstMs: 5, maxMs: 10, hostLostMs: 50 },
    });
    extra.push(wrong);
    await expect(wrong.connect()).rejects.toThrow('impostor');
    expect(room.host.lobby().players.map((p) => p.name)).toEqual(['Arsène', 'Doris']);
  });

  test('what a stranger captured takes no seat when replayed to the real host', async () => {
    room = await startedGang(3);
    const captured: string[] = [];
    room.host.close();
    const snapshot = room.snapshots.at(-1)!;
    await room.net.host('KTR94M').listen((conn) => conn.onMessage((m) => captured.push(m)));
    await settle();
    room.net.vanish('KTR94M');
    const real = new Host({
      code: 'KTR94M',
      game: 'the-gang',
      now: () => room!.clock.t,
      randomId: () => 'x',
      randomBytes: testBytes('real'),
      snapshot: snapshot as HostSnapshot,
    });
    await real.listen(room.net.host('KTR94M'));
    extra.push(real);
    expect(captured.length).toBeGreaterThan(0);
    const end = room.net.connect('KTR94M');
    const got: string[] = [];
    end.onMessage((m) => got.push(m));
    for (const m of captured) end.send(m);
    end.send(
      JSON.stringify({ v: 6, t: 'intent', n: 99, intent: { type: 'takeChip', chip: 'W1' } }),
    );
    await flush();
    expect(got.some((m) => m.includes('"welcome"'))).toBe(false);
    expect((real.matchState() as { holding: unknown[] }).holding).toEqual([null, null, null]);
  });
});

/** The last guest's channel goes dead while everybody else is heard from; the host's next ping
 * round comes after the silence limit. */
async function trudyFallsSilent(r: Room): Promise<void> {
  r.net.clientEnds.at(-1)!.sever();
  r.clock.t += LIMITS.silentMs + 1;
  for (const c of r.clients.slice(0, 2)) c.ping();
  await flush();
  r.host.pingAll();
  await flush();
}

describe('a host or a guest that vanishes without a word', () => {
  test('guests notice a silent host within a few seconds and reconnect to its successor', async () => {
    room = await startedGang(3);
    const doris = room.clients[1]!;
    room.host.flush();
    const snapshot = room.snapshots.at(-1)!;
    room.net.vanish('KTR94M'); // a killed tab: no close, no bye
    room.clock.t += SILENT_MS / 2;
    doris.pulse.tick();
    expect(doris.state.status).toBe('connected');
    room.clock.t += SILENT_MS;
    doris.pulse.tick();
    expect(doris.state.status).toBe('reconnecting');
    const back = new Host({
      code: 'KTR94M',
      game: 'the-gang',
      now: () => room!.clock.t,
      randomId: () => 'x',
      randomBytes: testBytes('back'),
      snapshot,
    });
    await back.listen(room.net.host('KTR94M'));
    extra.push(back);
    await settle();
    expect(doris.state.status).toBe('connected');
    expect(doris.state.seat).toBe(1);
  });

  test('the host lets a silent guest go: seat kept, grab released, lobby says offline', async () => {
    room = await startedGang(3);
    const trudy = room.clients[2]!;
    await trudy.grab('W1');
    await flush();
    await trudyFallsSilent(room);
    const lobby = room.clients[0]!.state.lobby!;
    expect(lobby.players.map((p) => p.connected)).toEqual([true, true, false]);
    expect(room.clients[0]!.state.holds).toEqual({});
    expect(room.host.dropped.get('silent')).toBe(1);
  });

  test('a stall of its own never passes for the host’s silence: the guest counts awake time', async () => {
    room = await startedGang(3);
    const doris = room.clients[1]!;
    // Doris's page froze for 10 s (a long task); its ping timer fires before the messages that
    // queued meanwhile are read. The host spoke all along.
    room.clock.t += 10_000;
    doris.pulse.tick(10_000 - PING_MS);
    expect(doris.state.status).toBe('connected');
    await flush(); // the queued messages, and the answer to this tick's ping
    room.clock.t += PING_MS;
    doris.pulse.tick();
    expect(doris.state.status).toBe('connected');
    // A host that is really gone is still noticed, counting the awake time only.
    room.net.vanish('KTR94M');
    room.clock.t += SILENT_MS + 1;
    doris.pulse.tick();
    expect(doris.state.status).toBe('reconnecting');
  });

  test('a host that stalled keeps its guests and their grabs: its silence test counts awake time', async () => {
    room = await startedGang(3);
    const trudy = room.clients[2]!;
    await trudy.grab('W1');
    await flush();
    // The host's page froze past both the silence and the idle-grab limits.
    const stall = LIMITS.grabIdleMs + LIMITS.silentMs;
    room.clock.t += stall;
    room.host.pingAll(stall - LIMITS.pingMs);
    await flush();
    expect(room.host.dropped.get('silent')).toBeUndefined();
    expect(room.clients[0]!.state.lobby!.players.map((p) => p.connected)).toEqual([
      true,
      true,
      true,
    ]);
    expect(room.clients[0]!.state.holds).toEqual({ W1: 2 });
    // Awake again, a guest who really says nothing is let go as before.
    await trudyFallsSilent(room);
    expect(room.host.dropped.get('silent')).toBe(1);
  });
});
