// Demo mode: an address or the home screen opens a table of bots in the page over the loopback
// alone (the network transports are never asked), the viewer watches, takes a bot's seat when
// they like, and a game follows a game.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { LoopbackNetwork } from '../net/loopback.ts';
import type { LobbyAction } from '../net/protocol.ts';
import { GAME_IDS, gameById } from '../engine/index.ts';
import { DemoLoop, demoFromUrl, demoLink, demoSpeedFromUrl, firstBotSeat } from './demo.ts';
import { flush, openTab, type TestTab } from './test-kit.ts';

const tabs: TestTab[] = [];
afterEach(() => {
  for (const t of tabs.splice(0)) t.close();
  vi.useRealTimers();
});

/** A tab whose network transports fail the test if anything asks for them. */
function offlineTab(href: string): TestTab {
  const t = openTab(new LoopbackNetwork(), href);
  const refuse = () => Promise.reject(new Error('a demo must not touch the network'));
  t.deps.hostTransport = refuse;
  t.deps.clientTransport = refuse;
  tabs.push(t);
  return t;
}

describe('addresses', () => {
  test('?demo= names a game; anything else is no demo', () => {
    expect(demoFromUrl('https://t.test/?demo=the-gang')).toBe('the-gang');
    expect(demoFromUrl('https://t.test/?demo=gangsta&x=1')).toBe('gangsta');
    expect(demoFromUrl('https://t.test/?demo=chess')).toBeNull();
    expect(demoFromUrl('https://t.test/?room=KTR94M')).toBeNull();
    expect(demoLink('https://t.test/app/?room=X', 'gang-of-four')).toBe(
      'https://t.test/app/?demo=gang-of-four',
    );
  });

  test("&speed= asks for 1, 2 or 4 times a person's pace; anything else is 1", () => {
    expect(demoSpeedFromUrl('https://t.test/?demo=gangsta&speed=4')).toBe(4);
    expect(demoSpeedFromUrl('https://t.test/?demo=gangsta&speed=2')).toBe(2);
    for (const odd of ['3', '0', '-4', '4.0', 'fast', ''])
      expect(demoSpeedFromUrl(`https://t.test/?demo=gangsta&speed=${odd}`)).toBe(1);
    expect(demoSpeedFromUrl('not a url')).toBe(1);
    expect(demoLink('https://t.test/', 'gangsta', 2)).toBe('https://t.test/?demo=gangsta&speed=2');
    expect(demoLink('https://t.test/', 'gangsta', 1)).toBe('https://t.test/?demo=gangsta');
  });
});

test('a demo at 4×: its bots move four times as often, and the address says so', async () => {
  // What happened in the first 6 s of (fake) time, at 1× and then at 4× (the log a view carries is
  // bounded: a short while keeps it under its bound).
  const moves = async (speed: 1 | 4) => {
    vi.useFakeTimers();
    const t = offlineTab(`https://t.test/?demo=gang-of-four${speed === 4 ? '&speed=4' : ''}`);
    await t.session.boot();
    await vi.advanceTimersByTimeAsync(6000);
    const log = (t.session.state.view as { log: unknown[] }).log.length;
    expect(t.session.state.demoSpeed).toBe(speed);
    t.session.leave();
    vi.useRealTimers();
    return log;
  };
  const slow = await moves(1);
  const fast = await moves(4);
  expect(fast).toBeGreaterThan(slow * 2);
  // Changed from the bar: the store and the address follow.
  const t = offlineTab('https://t.test/?demo=gangsta');
  await t.session.boot();
  await flush();
  t.session.demoControls.setSpeed(2);
  expect(t.session.state.demoSpeed).toBe(2);
  expect(t.href).toBe('https://t.test/?demo=gangsta&speed=2');
});

describe.each(GAME_IDS.map((id) => [id, gameById(id)!.demoSeats] as const))(
  'a demo of %s',
  (game, bots) => {
    test('opens from its address: bots in every seat, the viewer watching, no network', async () => {
      const t = offlineTab(`https://t.test/?demo=${game}`);
      await t.session.boot();
      await flush();
      const s = t.session.state;
      expect([s.phase, s.demo, s.seat, s.error]).toEqual(['room', game, null, null]);
      expect(s.lobby!.playing).toBe(true);
      expect(s.lobby!.players.filter((p) => p.bot)).toHaveLength(bots);
      expect(s.view).not.toBeNull();
      expect(t.href).toBe(`https://t.test/?demo=${game}`);
      expect(t.deps.local.map.size).toBe(0); // nothing stored: a demo is never resumed
    });
  },
);

test('the viewer takes a seat, sees its cards and plays on; leaving ends the demo', async () => {
  const t = offlineTab('https://t.test/');
  await t.session.watchDemo('the-gang');
  await flush();
  const seat = firstBotSeat(t.session.state.lobby);
  expect(seat).toBe(0);
  expect(await t.session.demoControls.takeSeat()).toEqual({ ok: true });
  await flush();
  const s = t.session.state;
  expect(s.seat).toBe(0);
  const view = s.view as { players: { pocket: string[] | null }[] };
  expect(view.players[0]!.pocket).toHaveLength(2);
  expect(s.lobby!.players.filter((p) => p.bot)).toHaveLength(3);
  t.session.leave();
  expect([t.session.state.phase, t.session.state.demo]).toEqual(['home', null]);
  expect(t.href).toBe('https://t.test/');
});

test('a game over, the loop deals the next one after its pause, until stopped', async () => {
  vi.useFakeTimers();
  const sent: LobbyAction[] = [];
  let over = false;
  const listeners = new Set<() => void>();
  const loop = new DemoLoop(
    {
      lobbyAction: async (action) => {
        sent.push(action);
        if (action.a === 'lobby') over = false;
        return { ok: true };
      },
      matchOver: () => over,
      subscribe: (fn) => (listeners.add(fn), () => listeners.delete(fn)),
    },
    5000,
  );
  await loop.begin('gangsta');
  expect(sent.map((a) => a.a)).toEqual(['sit', 'bot', 'bot', 'bot', 'start']);
  over = true;
  for (const fn of listeners) fn();
  await vi.advanceTimersByTimeAsync(4000);
  expect(sent.at(-1)!.a).toBe('start');
  await vi.advanceTimersByTimeAsync(1500);
  expect(sent.slice(-2).map((a) => a.a)).toEqual(['lobby', 'start']);
  loop.stop();
  expect(listeners.size).toBe(0);
});
