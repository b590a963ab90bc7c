// The session over loopback: creating and joining rooms, where tokens and snapshots are kept,
// and what a reload, a personal rejoin link or a stale token does.
import { afterEach, describe, expect, test } from 'vitest';
import type { GameId } from '../engine/index.ts';
import { LoopbackNetwork } from '../net/loopback.ts';
import { keyFingerprint } from '../net/host-key.ts';
import { hostKeyKey, tokenKey } from './links.ts';
import { hostSnapshotKey } from './saved-tables.ts';
import { flush, openTab, type TestTab } from './test-kit.ts';

const tabs: TestTab[] = [];
function tab(net: LoopbackNetwork, href?: string): TestTab {
  const t = openTab(net, href);
  tabs.push(t);
  return t;
}

afterEach(() => {
  for (const t of tabs.splice(0)) t.close();
});

describe("the home screen's warm-up", () => {
  /** Idle moments run by hand: the steps queued so far, in order. */
  function idleByHand() {
    const queued: (() => void)[] = [];
    return { idle: (fn: () => void) => void queued.push(fn), queued };
  }

  test('fetches the transport and the networking code, then builds the tables, one step each', async () => {
    const home = tab(new LoopbackNetwork());
    const { idle, queued } = idleByHand();
    const done = home.session.warmUp(idle);
    expect(home.deps.asked).toEqual([]); // nothing before the first idle moment
    queued.shift()!();
    expect(home.deps.asked).toEqual(['warm']);
    await expect.poll(() => queued.length, { timeout: 10_000 }).toBe(1); // the tables wait for a moment of their own
    queued.shift()!();
    await done;
    expect(home.session.state.phase).toBe('home'); // no room, no key: only code and tables
  });

  test('stops once the player has left the home screen', async () => {
    const net = new LoopbackNetwork();
    const home = tab(net);
    const { idle, queued } = idleByHand();
    const done = home.session.warmUp(idle);
    await home.session.createRoom({ game: 'the-gang', name: 'Ada' });
    home.deps.asked.length = 0;
    queued.shift()!();
    await done;
    expect(home.deps.asked).toEqual([]);
    expect(queued).toEqual([]);
  });
});

describe('creating a room', () => {
  test('hosts it, seats the host through its own client and says so in the address', async () => {
    const net = new LoopbackNetwork();
    const host = tab(net);
    const code = await host.session.createRoom({ game: 'the-gang', name: 'Arsène' });
    expect(code).toMatch(/^[CDFGHJKMNPQRTVWXY34679]{6}$/);
    const s = host.session.state;
    expect([s.phase, s.role, s.code, s.status]).toEqual(['room', 'host', code, 'connected']);
    expect(s.lobby?.players.map((p) => [p.name, p.seat, p.host])).toEqual([['Arsène', 0, true]]);
    expect(host.href).toBe(`https://table.test/?room=${code}&host=1`);
    expect(JSON.parse(host.deps.local.getItem(hostSnapshotKey(code))!).code).toBe(code);
    // The host's seat cannot move to another device: no rejoin link for it.
    // The join link names the host's key by its fingerprint, so only the real host is believed.
    const fp = keyFingerprint(s.hostKey!);
    expect(host.session.links()).toEqual({
      join: `https://table.test/?room=${code}&k=${fp}`,
      rejoin: null,
    });
    expect(host.deps.local.getItem('gang-table:name')).toBe('Arsène');
    // The network's code was asked to load, and the room's address at once (claimed while that
    // code loads and the host's keys are made), then the host's bots wait for its table ('table').
    expect(host.deps.asked).toEqual(['warm', 'host', 'table']);
  });

  test('a room left while its code loads lets go of the address it claimed meanwhile', async () => {
    const net = new LoopbackNetwork();
    const host = tab(net);
    const codes: string[] = [];
    const ask = host.deps.hostTransport;
    host.deps.hostTransport = (code) => {
      codes.push(code);
      const transport = ask(code);
      host.session.leave(); // the player leaves as the address is asked for
      return transport;
    };
    await expect(host.session.createRoom({ game: 'the-gang', name: 'A' })).rejects.toThrow();
    await flush();
    expect(codes).toHaveLength(1);
    expect(net.holds(codes[0]!)).toBe(false);
    expect(host.session.state.phase).toBe('home');
  });

  test('refuses games the table does not play, bad options and an empty name', async () => {
    const net = new LoopbackNetwork();
    const host = tab(net);
    await expect(host.session.createRoom({ game: 'chess' as GameId, name: 'A' })).rejects.toThrow(
      'game-not-available',
    );
    await expect(
      host.session.createRoom({ game: 'the-gang', name: 'A', options: { mode: 'legend' } }),
    ).rejects.toThrow('bad-options');
    await expect(host.session.createRoom({ game: 'the-gang', name: '  ' })).rejects.toThrow(
      'no-name',
    );
    expect(host.session.state.phase).toBe('home');
  });
});

describe('joining', () => {
  test('a guest joins by code, keeps its token per tab and per browser, and gets a rejoin link', async () => {
    const net = new LoopbackNetwork();
    const host = tab(net);
    const code = await host.session.createRoom({ game: 'the-gang', name: 'Arsène' });
    const guest = tab(net);
    await guest.session.joinRoom(code.toLowerCase().replace(/^(...)/, '$1-'), 'Doris');
    const s = guest.session.state;
    expect([s.phase, s.role, s.code, s.status]).toEqual(['room', 'guest', code, 'connected']);
    const fp = keyFingerprint(host.session.state.hostKey!);
    expect(s.hostKey).toBe(host.session.state.hostKey);
    expect(guest.href).toBe(`https://table.test/?room=${code}&k=${fp}`);
    const token = guest.deps.session.getItem(tokenKey(code));
    expect(token).toBeTruthy();
    expect(guest.deps.local.getItem(tokenKey(code))).toBe(token);
    expect(guest.deps.local.getItem(hostKeyKey(code))).toBe(s.hostKey);
    expect(guest.session.links()?.rejoin).toBe(
      `https://table.test/?room=${code}&token=${token}&k=${fp}`,
    );
    await flush();
    expect(host.session.state.lobby?.players.map((p) => p.name)).toEqual(['Arsène', 'Doris']);
  });

  test('a bad code or a room nobody hosts fails with a reason, back on the invitation', async () => {
    const net = new LoopbackNetwork();
    const guest = tab(net);
    await expect(guest.session.joinRoom('hello', 'Doris')).rejects.toThrow('bad-code');
    await expect(guest.session.joinRoom('KTR94M', 'Doris')).rejects.toThrow('host-unreachable');
    expect(guest.session.state).toMatchObject({
      phase: 'invited',
      code: 'KTR94M',
      error: 'host-unreachable',
    });
  });
});

describe('loading a page', () => {
  test('an invitation without a token asks for a name', async () => {
    const net = new LoopbackNetwork();
    const guest = tab(net, 'https://table.test/?room=KTR94M');
    await guest.session.boot();
    expect(guest.session.state).toMatchObject({ phase: 'invited', code: 'KTR94M', error: null });
  });

  test("a guest's reload rejoins the same seat with the stored token", async () => {
    const net = new LoopbackNetwork();
    const host = tab(net);
    const code = await host.session.createRoom({ game: 'the-gang', name: 'Arsène' });
    const guest = tab(net);
    await guest.session.joinRoom(code, 'Doris');
    const id = guest.session.state.you;
    const again = guest.reload();
    tabs.push(again);
    await again.session.boot();
    expect(again.session.state).toMatchObject({ phase: 'room', you: id, status: 'connected' });
    await flush();
    expect(host.session.state.lobby?.players).toHaveLength(2);
  });

  test("the host's reload resumes the room and the guests come back by themselves", async () => {
    const net = new LoopbackNetwork();
    const host = tab(net);
    const code = await host.session.createRoom({ game: 'the-gang', name: 'Arsène' });
    const guest = tab(net);
    await guest.session.joinRoom(code, 'Doris');
    await guest.session.lobbyAction({ a: 'ready', ready: true });
    const again = host.reload();
    tabs.push(again);
    await flush();
    expect(guest.session.state.status).toBe('reconnecting');
    await again.session.boot();
    expect(again.session.state).toMatchObject({ phase: 'room', role: 'host', code });
    await guest.session.when((s) => s.status === 'connected', 2000);
    await again.session.when((s) => s.lobby?.players[1]?.connected === true, 2000);
    expect(again.session.state.lobby?.players.map((p) => [p.name, p.ready])).toEqual([
      ['Arsène', true],
      ['Doris', true],
    ]);
  });

  test('a personal rejoin link moves the seat to another device and leaves the address clean', async () => {
    const net = new LoopbackNetwork();
    const host = tab(net);
    const code = await host.session.createRoom({ game: 'the-gang', name: 'Arsène' });
    const laptop = tab(net);
    await laptop.session.joinRoom(code, 'Doris');
    const link = laptop.session.links()!.rejoin!;
    const phone = tab(net, link);
    await phone.session.boot();
    expect(phone.session.state).toMatchObject({ phase: 'room', you: laptop.session.state.you });
    const fp = keyFingerprint(host.session.state.hostKey!);
    expect(phone.href).toBe(`https://table.test/?room=${code}&k=${fp}`);
    expect(phone.deps.local.getItem(tokenKey(code))).toBe(link.split('token=')[1]!.split('&')[0]);
    await laptop.session.when((s) => s.status === 'closed', 2000);
    expect(laptop.session.state.bye).toBe('replaced');
  });

  test('a token the host does not know is forgotten, and the page asks for a name', async () => {
    const net = new LoopbackNetwork();
    const host = tab(net);
    const code = await host.session.createRoom({ game: 'the-gang', name: 'Arsène' });
    const guest = tab(net, `https://table.test/?room=${code}&token=NotATokenOfThisRoom`);
    await guest.session.boot();
    expect(guest.session.state).toMatchObject({
      phase: 'invited',
      code,
      error: 'unknown-token',
    });
    expect(guest.deps.local.getItem(tokenKey(code))).toBeNull();
    expect(guest.deps.session.getItem(tokenKey(code))).toBeNull();
  });

  test('a host tab that cannot reopen its table says so, and keeps the snapshot for a retry', async () => {
    const net = new LoopbackNetwork();
    const host = tab(net);
    const code = await host.session.createRoom({ game: 'the-gang', name: 'Arsène' });
    const again = host.reload();
    tabs.push(again);
    const listen = again.deps.hostTransport;
    again.deps.hostTransport = async () => {
      throw new Error('signalling-timeout');
    };
    await again.session.boot();
    expect(again.session.state).toMatchObject({
      phase: 'invited',
      role: 'host',
      code,
      error: 'signalling-timeout',
    });
    expect(again.deps.local.getItem(hostSnapshotKey(code))).not.toBeNull();
    again.deps.hostTransport = listen;
    await again.session.boot();
    expect(again.session.state).toMatchObject({ phase: 'room', role: 'host', code });
  });

  test('leaving as the host closes the table and forgets it', async () => {
    const net = new LoopbackNetwork();
    const host = tab(net);
    const code = await host.session.createRoom({ game: 'the-gang', name: 'Arsène' });
    host.session.leave();
    expect(host.session.state).toMatchObject({ phase: 'home', code: null, status: 'idle' });
    expect(host.deps.local.getItem(hostSnapshotKey(code))).toBeNull();
    expect(host.href).toBe('https://table.test/');
  });
});
