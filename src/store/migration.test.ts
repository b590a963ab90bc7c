// Host migration as the app lives it (docs/RELIABILITY.md "Host loss"), over loopback: four tabs
// at a heist, the host's tab closed for good, a guest's session taking the table over, every
// other session back in its seat under it, and the old host's tab, reloaded, joining as a player.
import { afterEach, describe, expect, test } from 'vitest';
import { LoopbackNetwork } from '../net/loopback.ts';
import type { SessionState } from './session-state.ts';
import { openTab, type TestTab } from './test-kit.ts';

const tabs: TestTab[] = [];
function tab(net: LoopbackNetwork, href?: string): TestTab {
  const t = openTab(net, href);
  tabs.push(t);
  return t;
}
afterEach(() => {
  for (const t of tabs.splice(0)) t.close();
});

/** Who hosts, as window.gangTable.host() reads the store (src/app/automation.ts). */
function hostOf(s: SessionState) {
  const h = s.lobby?.players.find((p) => p.host);
  return h ? { seat: h.seat, name: h.name, you: h.id === s.you, gen: s.lobby!.gen ?? 0 } : null;
}

/** A heist of four tabs, the host first; the guests offer heir keys as every guest does. */
async function heist(net: LoopbackNetwork): Promise<{ code: string; all: TestTab[] }> {
  const host = tab(net);
  const code = await host.session.createRoom({ game: 'the-gang', name: 'Arsène' });
  const guests: TestTab[] = [];
  for (const name of ['Doris', 'Trudy', 'Danny']) {
    const g = tab(net);
    await g.session.joinRoom(code, name);
    await g.session.lobbyAction({ a: 'ready', ready: true });
    guests.push(g);
  }
  expect(await host.session.lobbyAction({ a: 'start' })).toEqual({ ok: true });
  const all = [host, ...guests];
  for (const t of all) await t.session.when((s) => s.view !== null);
  return { code, all };
}

/** The chip in front of each seat, as a tab sees them. */
const chipsOf = (s: SessionState) =>
  (s.view as { players: { chip: string | null }[] } | null)?.players.map((p) => p.chip) ?? [];

const jsonOf = (x: unknown) => JSON.stringify(x);

/** Each tab's own seat and cards as its store has them. */
const hands = (ts: TestTab[]) =>
  ts.map((t) => {
    const s = t.session.state;
    const view = s.view as { you?: unknown } | null;
    return { seat: s.seat, you: view?.you };
  });

describe('the host tab closed for good', () => {
  test('a guest takes over as named, the others follow in their seats, the old host rejoins as a player', async () => {
    const net = new LoopbackNetwork();
    const { code, all } = await heist(net);
    const [host, doris, trudy, danny] = all as [TestTab, TestTab, TestTab, TestTab];
    expect(await doris.session.act({ type: 'takeChip', chip: 'W1' })).toEqual({ ok: true });
    expect(await trudy.session.act({ type: 'takeChip', chip: 'W2' })).toEqual({ ok: true });
    const guests = [doris, trudy, danny];
    await Promise.all(guests.map((g) => g.session.when((s) => hostOf(s)?.seat === 0)));
    const before = hands(guests);
    const table = structuredClone(doris.session.state.view);
    // The tab goes without a word (no bye): its channels close, as a closed page's do.
    host.close();
    await doris.session.when((s) => s.status !== 'connected');
    await doris.session.when((s) => s.heir !== null, 2000).catch(() => {});
    expect(guests.map((g) => g.session.state.heir)).toContain('Doris');
    await Promise.all(
      guests.map((g) =>
        g.session.when((s) => s.status === 'connected' && hostOf(s)?.gen === 1, 15_000),
      ),
    );
    expect(doris.session.state.role).toBe('host');
    for (const g of guests) {
      const s = g.session.state;
      expect(hostOf(s)).toEqual({ seat: 1, name: 'Doris', you: g === doris, gen: 1 });
      expect(s.heir).toBeNull();
    }
    expect(hands(guests)).toEqual(before);
    expect(doris.session.state.view).toEqual(table); // nothing committed lost
    // A new intent: Danny takes Doris's chip (the round goes on); every guest sees it.
    expect(await danny.session.act({ type: 'takeChip', chip: 'W1' })).toEqual({ ok: true });
    const now = [null, null, 'W2', 'W1'];

    await Promise.all(guests.map((g) => g.session.when((s) => jsonOf(chipsOf(s)) === jsonOf(now))));
    // The old host's tab comes back with its saved table: it finds the address held and sits
    // down in its own seat as a player instead of starting a second table.
    const back = host.reload();
    tabs.push(back);
    await back.session.boot();
    await back.session.when((s) => s.status === 'connected' && s.view !== null);
    const s = back.session.state;
    expect(s.role).toBe('guest');
    expect(s.seat).toBe(0);
    expect(hostOf(s)).toEqual({ seat: 1, name: 'Doris', you: false, gen: 1 });
    expect(doris.session.state.lobby?.players.map((p) => [p.name, p.seat, p.host])).toEqual([
      ['Arsène', 0, false],
      ['Doris', 1, true],
      ['Trudy', 2, false],
      ['Danny', 3, false],
    ]);
    expect(await back.session.act({ type: 'takeChip', chip: 'W4' })).toEqual({ ok: true });
    await back.session.when((s) => chipsOf(s)[0] === 'W4');
    expect(code).toBe(doris.session.state.code);
  }, 30_000);
});

describe('the old host back while its heir takes over', () => {
  test('back the moment the first heir holds the address: it sits down as a player, one table', async () => {
    const net = new LoopbackNetwork();
    const { code, all } = await heist(net);
    const [host, doris, trudy, danny] = all as [TestTab, TestTab, TestTab, TestTab];
    expect(await doris.session.act({ type: 'takeChip', chip: 'W1' })).toEqual({ ok: true });
    const guests = [doris, trudy, danny];
    await Promise.all(guests.map((g) => g.session.when((s) => chipsOf(s)[1] === 'W1')));
    const before = hands(guests);
    host.close();
    // The first heir has the address and waits for the others' shares (seen here: Doris still a
    // guest, Trudy still without a host): the old host's tab comes back then, with its saved
    // table, and finds the address held.
    for (let i = 0; i < 2000 && !net.holds(code); i++) await new Promise((r) => setTimeout(r, 2));
    expect(net.holds(code)).toBe(true);
    const back = host.reload();
    tabs.push(back);
    void back.session.boot();
    const everyone = [back, ...guests];
    await Promise.all(
      everyone.map((t) =>
        t.session.when((s) => s.status === 'connected' && s.view !== null, 20_000),
      ),
    );
    // One table: everybody has the same host, Doris, one generation on; the old host plays.
    for (const t of everyone) {
      expect(hostOf(t.session.state)).toEqual({ seat: 1, name: 'Doris', you: t === doris, gen: 1 });
    }
    expect(back.session.state.role).toBe('guest');
    expect(back.session.state.seat).toBe(0);
    expect(hands(guests)).toEqual(before);
    expect(await back.session.act({ type: 'takeChip', chip: 'W4' })).toEqual({ ok: true });
    await Promise.all(everyone.map((t) => t.session.when((s) => chipsOf(s)[0] === 'W4')));
  }, 30_000);
});

describe('the table handed over on purpose', () => {
  test('the host hands it to Trudy: nothing lost, all follow, the old host plays on in its seat', async () => {
    const net = new LoopbackNetwork();
    const { code, all } = await heist(net);
    const [host, doris, trudy, danny] = all as [TestTab, TestTab, TestTab, TestTab];
    expect(await doris.session.act({ type: 'takeChip', chip: 'W1' })).toEqual({ ok: true });
    expect(await host.session.act({ type: 'takeChip', chip: 'W2' })).toEqual({ ok: true });
    await Promise.all(all.map((t) => t.session.when((s) => chipsOf(s)[0] === 'W2')));
    const before = hands(all);
    const table = structuredClone(danny.session.state.view);
    const trudyId = trudy.session.state.you!;
    // Trudy (seat 2) is not the first heir the checkpoint names (Doris is): nobody else moves.
    expect(await host.session.handOver(trudyId)).toBe(true);
    await Promise.all(
      all.map((t) =>
        t.session.when((s) => s.status === 'connected' && hostOf(s)?.gen === 1, 15_000),
      ),
    );
    expect(trudy.session.state.role).toBe('host');
    expect(host.session.state.role).toBe('guest');
    for (const t of all) {
      const s = t.session.state;
      expect(hostOf(s)).toEqual({ seat: 2, name: 'Trudy', you: t === trudy, gen: 1 });
      expect(s.heir).toBeNull();
    }
    expect(doris.session.state.role).toBe('guest');
    expect(hands(all)).toEqual(before); // every seat and hand as it was
    expect(danny.session.state.view).toEqual(table); // nothing committed lost
    // The old host is a player in seat 0; its saved table is no longer its own to resume.
    expect(host.session.state.seat).toBe(0);
    expect(host.session.state.savedTables.map((t) => t.code)).not.toContain(code);
    expect(trudy.session.state.lobby?.players.map((p) => [p.name, p.seat, p.host])).toEqual([
      ['Arsène', 0, false],
      ['Doris', 1, false],
      ['Trudy', 2, true],
      ['Danny', 3, false],
    ]);
    // The game goes on: a guest takes the old host's chip, the old host takes another.
    expect(await danny.session.act({ type: 'takeChip', chip: 'W2' })).toEqual({ ok: true });
    await host.session.when((s) => chipsOf(s)[0] === null);
    expect(await host.session.act({ type: 'takeChip', chip: 'W4' })).toEqual({ ok: true });
    const now = ['W4', 'W1', null, 'W2'];
    await Promise.all(all.map((t) => t.session.when((s) => jsonOf(chipsOf(s)) === jsonOf(now))));
    // A player not seated or not connected cannot be handed the table: nothing changes.
    expect(await trudy.session.handOver('nobody')).toBe(false);
    expect(trudy.session.state.role).toBe('host');
  }, 30_000);
});
