// A host's reload slower than the grace period (docs/RELIABILITY.md "Host loss"): the page says
// `going` as it goes (pagehide), so the guests wait the reload grace instead of the short one and
// the reloaded host finds its table, with nobody having taken it over; at the end of the reload
// grace each heir reconnects at once, so a host back by then is found even by guests whose
// backoff has not come round; a host closed for good (its address stays free) goes to the first
// heir right after the reload grace; a silent loss still gets the short grace.
import { afterEach, describe, expect, test } from 'vitest';
import type { Client } from './client.ts';
import { newHostKey } from './host-key.ts';
import { Host, type HostSnapshot } from './host.ts';
import { watchSuccession } from './succession.ts';
import { flush, openRoom, testBytes, type Room } from './test-kit.ts';

let room: Room | null = null;
const extra: { close(): void }[] = [];
afterEach(() => {
  room?.close();
  room = null;
  for (const x of extra.splice(0)) x.close();
});

/** Reconnection waits no test outlasts: only an heir's own check reconnects. */
const SLOW = { backoff: { firstMs: 1e9, maxMs: 1e9, hostLostMs: 1e9 } };

async function heistOfFour(slow = false): Promise<Room> {
  const r = await openRoom();
  for (const name of ['Doris', 'Trudy', 'Danny'])
    await r.join(name, { heir: newHostKey(testBytes(`heir-${name}`)), ...(slow ? SLOW : {}) });
  for (const c of r.clients.slice(1)) await c.lobbyAction({ a: 'ready', ready: true });
  expect(await r.clients[0]!.lobbyAction({ a: 'start' })).toEqual({ ok: true });
  await r.host.heirs.settled();
  await flush();
  return r;
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Watches the three guests with a short grace and a reload grace no test outlasts; counts the
 * guests that would take over. */
function watch(guests: Client[], reloadMs = 1e9): { took: string[] } {
  const seen = { took: [] as string[] };
  for (const c of guests) {
    const stop = watchSuccession(c, () => void seen.took.push(c.state.you!.id), {
      graceMs: 5,
      stepMs: 5,
      reloadMs,
    });
    extra.push({ close: stop });
  }
  return seen;
}

/** The host's page reloaded: a Host from its snapshot. */
function reloaded(r: Room, snapshot: HostSnapshot): Host {
  let n = 0;
  const back = new Host({
    code: 'KTR94M',
    game: 'the-gang',
    now: () => r.clock.t,
    randomId: () => `back${++n}-secret`,
    randomBytes: testBytes('back'),
    botTimer: r.timer,
    snapshot,
  });
  extra.push({ close: () => back.close() });
  return back;
}

describe('a host page that says it is going', () => {
  test('a reload slower than the grace keeps its table: nobody takes over', async () => {
    room = await heistOfFour();
    const r = room;
    const guests = r.clients.slice(1);
    expect(await guests[0]!.act({ type: 'takeChip', chip: 'W1' })).toEqual({ ok: true });
    const seen = watch(guests);
    const snapshot = r.host.snapshot();
    r.host.leaving(); // pagehide, and the page is gone
    r.host.close();
    await flush();
    for (const c of guests) expect(c.heirloom.warned).toEqual({ why: 'reload', to: null });
    expect(guests.every((c) => c.state.status !== 'connected')).toBe(true);
    await wait(100); // twenty short graces
    expect(seen.took).toEqual([]);
    // The reloaded host comes back from its snapshot: everyone back, generation 0, the chip kept.
    const back = reloaded(r, snapshot);
    await back.listen(r.net.host('KTR94M'));
    for (let i = 0; i < 400 && guests.some((c) => c.state.status !== 'connected'); i++)
      await wait(5);
    for (const c of guests) {
      expect(c.state.status).toBe('connected');
      expect(c.state.lobby?.gen ?? 0).toBe(0);
      expect(c.heirloom.warned).toBeNull(); // a host again: the next loss starts afresh
    }
    expect(seen.took).toEqual([]);
  });

  test('a reload back within the reload grace: each heir reconnects at its end, nobody takes over', async () => {
    room = await heistOfFour(true);
    const r = room;
    const guests = r.clients.slice(1);
    const seen = watch(guests, 40);
    const snapshot = r.host.snapshot();
    r.host.leaving();
    r.host.close();
    await flush();
    expect(guests.every((c) => c.state.status === 'reconnecting')).toBe(true);
    const back = reloaded(r, snapshot);
    await back.listen(r.net.host('KTR94M')); // back before the reload grace is over
    for (let i = 0; i < 400 && guests.some((c) => c.state.status !== 'connected'); i++)
      await wait(5);
    // Their backoff would have waited for ever: each heir's check found the host.
    for (const c of guests) expect(c.state.status).toBe('connected');
    await wait(60);
    expect(seen.took).toEqual([]);
    expect(r.net.holds('KTR94M')).toBe(true);
  });

  test('a host closed for good after saying it was going: the first heir takes over once the reload grace is over', async () => {
    room = await heistOfFour(true);
    const r = room;
    const guests = r.clients.slice(1);
    const seen = watch(guests, 40);
    r.host.leaving(); // a close says `going` as a reload does
    r.host.close();
    await flush();
    expect(guests.every((c) => c.heirloom.warned?.why === 'reload')).toBe(true);
    for (let i = 0; i < 400 && seen.took.length === 0; i++) await wait(5);
    // The address stayed free: the first heir's check found nobody, and it takes over.
    expect(seen.took[0]).toBe(guests[0]!.state.you!.id);
  });

  test('guests told `going` hang up at once, and the host, still there a moment, starts no new epoch', async () => {
    const r = (room = await openRoom());
    for (const name of ['Doris', 'Trudy', 'Danny', 'Ocean'])
      await r.join(name, { heir: newHostKey(testBytes(`heir-${name}`)), ...SLOW });
    for (const c of r.clients.slice(1)) await c.lobbyAction({ a: 'ready', ready: true });
    expect(await r.clients[0]!.lobbyAction({ a: 'start' })).toEqual({ ok: true });
    await r.host.heirs.settled();
    await flush();
    // Danny and Ocean will not hear the notice (their channels went quiet): still connected as
    // far as the host knows, enough holders for a new epoch once Doris and Trudy hang up.
    r.net.hostEnds[3]!.sever();
    r.net.hostEnds[4]!.sever();
    const bases = r.host.heirs.bytes.base;
    r.host.leaving();
    await flush();
    await r.host.heirs.settled();
    await flush();
    const [doris, trudy] = r.clients.slice(1);
    expect([doris!.state.status, trudy!.state.status]).toEqual(['reconnecting', 'reconnecting']);
    // A new epoch among fewer holders would leave Doris's and Trudy's shares for the old one.
    expect(r.host.heirs.bytes.base).toBe(bases);
  });

  test('a host gone without a word gets the short grace: its first heir takes over', async () => {
    room = await heistOfFour();
    const r = room;
    const guests = r.clients.slice(1);
    const seen = watch(guests);
    r.net.vanish('KTR94M');
    r.host.close();
    r.clock.t += 7000; // silent: each guest notices the silence
    for (const c of guests) c.pulse.tick();
    for (let i = 0; i < 400 && seen.took.length === 0; i++) await wait(5);
    expect(seen.took).toEqual([guests[0]!.state.you!.id]);
  });
});
