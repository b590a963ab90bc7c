// The successor's timing (docs/RELIABILITY.md "Host loss"): how long each heir waits for what
// the host said before it went, and the bound on its tries per host generation, so that a network
// that keeps failing cannot make an heir take the table over again and again; and the declines
// that send a successor with a stale checkpoint away.
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Kept, Warning } from './client-heir.ts';
import { newHostKey, signHeir, type HostKey } from './host-key.ts';
import { LoopbackNetwork } from './loopback.ts';
import { Host } from './host.ts';
import { Declined, SUCCESSION, successionWait, takeOver, watchSuccession } from './succession.ts';
import { flush, openRoom, testBytes, type Room } from './test-kit.ts';

let room: Room | null = null;
const extra: { close(): void }[] = [];
afterEach(() => {
  room?.close();
  room = null;
  for (const x of extra.splice(0)) x.close();
});

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('how long an heir waits', () => {
  const reload: Warning = { why: 'reload', to: null };
  const handover: Warning = { why: 'handover', to: 'p2' };
  test.each([
    ['a silent host, first heir', null, 0, SUCCESSION.graceMs],
    ['a silent host, third heir', null, 2, SUCCESSION.graceMs + 2 * SUCCESSION.stepMs],
    ['a reload (or a close), first heir', reload, 0, SUCCESSION.reloadMs],
    ['a reload, second heir', reload, 1, SUCCESSION.reloadMs + SUCCESSION.stepMs],
    ['a hand-over, first heir', handover, 0, SUCCESSION.handoverMs],
  ] as const)('%s', (_, warned, k, ms) => {
    expect(successionWait(warned, k)).toBe(ms);
  });

  test('a closed page is taken over within the aim: the reload grace is short', () => {
    // The aim is 10 s from the host gone to the game taking intents again; the reload grace is
    // part of it, and the first heir's take-over (a round of shares) needs a few seconds more.
    expect(successionWait({ why: 'reload', to: null }, 0)).toBeLessThanOrEqual(5000);
    expect(SUCCESSION.maxSteps).toBeGreaterThanOrEqual(1);
  });
});

describe('tries per host generation', () => {
  test('an heir whose take-overs fail tries maxSteps times, and no more after the host flaps back and away', async () => {
    room = await openRoom();
    const r = room;
    for (const name of ['Doris', 'Trudy', 'Danny'])
      await r.join(name, { heir: newHostKey(testBytes(`heir-${name}`)) });
    for (const c of r.clients.slice(1)) await c.lobbyAction({ a: 'ready', ready: true });
    expect(await r.clients[0]!.lobbyAction({ a: 'start' })).toEqual({ ok: true });
    await r.host.heirs.settled();
    await flush();
    const [doris, ...others] = r.clients.slice(1);
    const tries: number[] = [];
    // Doris's take-overs come to nothing (nobody can reach her); the others never get a turn.
    const timing = { graceMs: 5, stepMs: 1e9, reloadMs: 5, maxSteps: 2 };
    extra.push({ close: watchSuccession(doris!, (kept) => void tries.push(kept.gen), timing) });
    for (const c of others)
      extra.push({ close: watchSuccession(c, () => void tries.push(-1), timing) });
    const snapshot = r.host.snapshot();
    const lose = async () => {
      r.net.vanish('KTR94M');
      r.clock.t += 7000; // silent: each guest notices the silence
      for (const c of r.clients.slice(1)) c.pulse.tick();
      await wait(150); // many reconnection failures, each a chance to try again
    };
    await lose();
    r.host.close();
    expect(tries).toEqual([0, 0]);
    // The host comes back (same generation) and goes again: no more tries from Doris.
    const back = new Host({
      code: 'KTR94M',
      game: 'the-gang',
      now: () => r.clock.t,
      randomId: () => `back-${Math.random()}`,
      randomBytes: testBytes('back'),
      botTimer: r.timer,
      snapshot,
    });
    extra.push(back);
    await back.listen(r.net.host('KTR94M'));
    for (let i = 0; i < 400 && doris!.state.status !== 'connected'; i++) await wait(5);
    expect(doris!.state.status).toBe('connected');
    await lose();
    expect(tries).toEqual([0, 0]);
  });
});

describe('declines', () => {
  test('only the signed declines of named heirs count, once each; when no majority can come the address is given up', async () => {
    const net = new LoopbackNetwork();
    const [me, a, b, stranger] = ['me', 'a', 'b', 'x'].map((n) => newHostKey(testBytes(n)));
    const order = [me!, a!, b!].map((k, i) => ({ id: `p${i}`, seat: i, key: k.public }));
    const kept: Kept = {
      gen: 0,
      epoch: 'epoch-0001',
      share: 's'.repeat(44),
      order,
      base: 'b'.repeat(56),
      steps: [],
      broken: false,
    };
    const host = { now: () => 0, randomId: () => 'id', randomBytes: testBytes('h') };
    let outcome: unknown = null;
    void takeOver({
      room: 'KTR94M',
      kept,
      me: { id: 'p0', key: me! },
      transport: net.host('KTR94M'),
      host,
    }).then(
      (h) => h.close(),
      (e: unknown) => (outcome = e),
    );
    await flush();
    const declineFrom = async (key: HostKey, signer = key) => {
      const end = net.connect('KTR94M');
      const nonce = `nonce-${Math.random().toString(36).slice(2, 14)}`;
      end.send(JSON.stringify({ v: 6, t: 'hi', room: 'KTR94M', nonce }));
      await flush();
      const sig = signHeir(signer, 'KTR94M', 1, nonce, null, 'decline');
      end.send(JSON.stringify({ v: 6, t: 'decline', gen: 1, key: key.public, sig }));
      await flush();
    };
    await declineFrom(a!);
    await declineFrom(a!); // the same heir twice is one decline
    await declineFrom(stranger!); // not named in the checkpoint
    await declineFrom(b!, stranger!); // b's key, signed by another
    expect(outcome).toBeNull();
    expect(net.holds('KTR94M')).toBe(true);
    await declineFrom(b!);
    // The majority's last decline is checked asynchronously (its signature): on a busy machine
    // that can outlast a few rounds of the loopback's timers, so wait for the outcome itself.
    await vi.waitFor(() => expect(outcome).toBeInstanceOf(Declined));
    expect(kept.declined).toBe(true);
    expect(net.holds('KTR94M')).toBe(false); // free for the heir the newer checkpoint names
  });
});
