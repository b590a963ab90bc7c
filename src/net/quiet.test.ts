// A host gone quiet (client-quiet.ts): busy or gone? The decision table; a client says its host is
// quiet once per silence, at QUIET_MS of the fake clock; a crashed host (its address freed, as the
// broker frees a dead page's id) is succeeded at once by the first heir, with no grace and no
// silence rule, the others following by their peek, nothing lost; a busy host (its address still
// held, however quiet) is never deposed: the claim is refused and everyone stays at generation 0.
import { afterEach, describe, expect, test } from 'vitest';
import type { Kept } from './client-heir.ts';
import { answeredAt, quietMove } from './client-quiet.ts';
import type { Client } from './client.ts';
import { QUIET_MS, SILENT_MS } from './client-types.ts';
import { newHostKey, type HostKey } from './host-key.ts';
import type { Host } from './host.ts';
import { takeOver, watchSuccession } from './succession.ts';
import { flush, openRoom, testBytes, type Room } from './test-kit.ts';
import type { HostTransport } from './transport.ts';

let room: Room | null = null;
const extra: { close(): void }[] = [];
afterEach(() => {
  room?.close();
  room = null;
  for (const x of extra.splice(0)) x.close();
});

const keys = new Map<string, HostKey>();
const heirOf = (name: string) => {
  if (!keys.has(name)) keys.set(name, newHostKey(testBytes(`heir-${name}`)));
  return keys.get(name)!;
};
/** Reconnection waits and graces no test outlasts: only the quiet path can move anyone. */
const SLOW = { backoff: { firstMs: 1e9, maxMs: 1e9, hostLostMs: 1e9 } };
const NEVER = { graceMs: 1e8, stepMs: 1e8, reloadMs: 1e8 };

async function heistOfFour(): Promise<Room> {
  const r = await openRoom();
  for (const name of ['Doris', 'Trudy', 'Danny'])
    await r.join(name, { heir: heirOf(name), ...SLOW });
  for (const c of r.clients.slice(1)) await c.lobbyAction({ a: 'ready', ready: true });
  expect(await r.clients[0]!.lobbyAction({ a: 'start' })).toEqual({ ok: true });
  await r.host.heirs.settled();
  await flush();
  return r;
}

async function until(what: () => boolean, rounds = 400): Promise<void> {
  for (let i = 0; i < rounds && !what(); i++) await new Promise((r) => setTimeout(r, 2));
  expect(what()).toBe(true);
}

/** Watches the guests with the quiet path on: claims go to the loopback broker, take-overs are
 * real (takeOver over the claimed address). */
function watchQuiet(r: Room, guests: Client[]) {
  const seen = { claims: [] as string[], won: [] as string[], hosts: [] as Host[] };
  for (const c of guests) {
    const name = c.state.lobby!.players.find((p) => p.id === c.state.you!.id)!.name;
    const claim = async (): Promise<HostTransport | null> => {
      seen.claims.push(name);
      const t = r.net.host('KTR94M');
      return (await t.claim!()) ? t : null;
    };
    const succeed = (kept: Kept, claimed?: HostTransport) => {
      seen.won.push(name);
      const me = { id: c.state.you!.id, key: heirOf(name) };
      let n = 0;
      const host = {
        now: () => r.clock.t,
        randomId: () => `succ${++n}-secret`,
        randomBytes: testBytes(`succ-${name}`),
        botTimer: r.timer,
      };
      return takeOver({ room: 'KTR94M', kept, me, transport: claimed!, host }).then((h) => {
        seen.hosts.push(h);
        extra.push({ close: () => h.close() });
      });
    };
    extra.push({ close: watchSuccession(c, succeed, NEVER, undefined, claim) });
  }
  return seen;
}

describe('what a guest does when its host goes quiet', () => {
  test.each([
    [0, null, true, 'claim'],
    [0, null, false, 'peek'],
    [1, null, true, 'peek'],
    [2, null, true, 'peek'],
    [-1, null, true, 'peek'],
    [0, { why: 'reload', to: null }, true, 'wait'],
    [1, { why: 'handover', to: 'p2' }, true, 'wait'],
  ] as const)('heir %i, warned %j, can claim %s: %s', (k, warned, can, move) => {
    expect(quietMove(k, warned, can)).toBe(move);
  });

  test('a client says its host is quiet once per silence, after QUIET_MS of it', async () => {
    room = await openRoom();
    const r = room;
    const doris = await r.join('Doris');
    let quiet = 0;
    doris.pulse.onQuiet(() => quiet++);
    r.clock.t += QUIET_MS - 100;
    doris.pulse.beat();
    expect(quiet).toBe(0);
    r.clock.t += 200;
    doris.pulse.beat();
    doris.pulse.beat();
    expect(quiet).toBe(1);
    doris.ping(); // the host answers: heard again
    await flush();
    r.clock.t += QUIET_MS + 1;
    doris.pulse.beat(QUIET_MS); // the page itself stalled that long: not the host's silence
    expect(quiet).toBe(1);
    r.clock.t += QUIET_MS + 1;
    doris.pulse.beat();
    expect(quiet).toBe(2);
    expect(doris.state.status).toBe('connected'); // quiet is not gone: SILENT_MS decides that
    expect(QUIET_MS).toBeLessThan(SILENT_MS);
  });
});

describe('busy or gone: the broker tells', () => {
  test('a crashed host (its address freed): the first heir takes over at once, the others follow their peek', async () => {
    room = await heistOfFour();
    const r = room;
    const [, doris, trudy, danny] = r.clients as [Client, Client, Client, Client];
    expect(await trudy.act({ type: 'takeChip', chip: 'W1' })).toEqual({ ok: true });
    await r.host.heirs.settled();
    await flush();
    const before = structuredClone(r.host.matchState());
    const seen = watchQuiet(r, [doris, trudy, danny]);
    // The renderer crashes: its channels go silent, none closes, and its address is free.
    r.net.vanish('KTR94M');
    r.host.close();
    r.clock.t += QUIET_MS + 1;
    for (const c of [doris, trudy, danny]) c.pulse.beat();
    await until(() => seen.hosts.length === 1);
    expect(seen.claims).toEqual(['Doris']);
    // (Doris's own guest client is the app's to close: it plays over the successor's loopback.)
    await until(() =>
      [trudy, danny].every((c) => c.state.status === 'connected' && c.state.lobby?.gen === 1),
    );
    const successor = seen.hosts[0]!;
    expect(successor.lobby().players.find((p) => p.host)!.name).toBe('Doris');
    expect(successor.matchState()).toEqual(before); // nothing committed lost
    expect(await danny.act({ type: 'takeChip', chip: 'W2' })).toEqual({ ok: true });
  });

  test('a busy host (its address still held): however quiet, nobody takes over', async () => {
    room = await heistOfFour();
    const r = room;
    const guests = r.clients.slice(1);
    const seen = watchQuiet(r, guests);
    // The host's page stalls: nothing from it for QUIET_MS, but it keeps its address.
    r.clock.t += QUIET_MS + 1;
    for (const c of guests) c.pulse.beat();
    await until(() => seen.claims.length === 1);
    await flush(20);
    expect(seen.won).toEqual([]);
    expect(r.net.holds('KTR94M')).toBe(true);
    // Those that peeked found the host itself at its address: the same table, generation 0.
    await until(() => guests.every((c) => c.state.status === 'connected'));
    for (const c of guests) expect(c.state.lobby?.gen ?? 0).toBe(0);
    expect(r.host.lobby().players.find((p) => p.host)!.name).toBe('Arsène');
    expect(await guests[2]!.act({ type: 'takeChip', chip: 'W1' })).toEqual({ ok: true });
  });
});

describe('a reloaded old host asks who answers at its address', () => {
  test('nobody there: no answer, until it stops asking; somebody serving: it answers', async () => {
    room = await openRoom();
    const r = room;
    let asking = 3;
    const free = await answeredAt(
      async () => r.net.client(),
      'NOBODY',
      () => asking-- > 0,
      1,
      5,
    );
    expect(free).toBe(false);
    const held = await answeredAt(
      async () => r.net.client(),
      'KTR94M',
      () => true,
      1,
      5,
    );
    expect(held).toBe(true);
  });
});
