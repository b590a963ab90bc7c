// A whole table over the in-memory network, driven the way the app drives it: four tabs'
// sessions (the host's and three guests') through window.gangTable's automation surface. They
// create and join, get ready, start The Gang, and take, swap and return chips; each sees only
// its own cards; a refusal comes back with its reason and shows as a toast; a latecomer
// watches; the host takes the table back to the lobby.
import { afterEach, describe, expect, test } from 'vitest';
import { createAutomation, type GangTableAutomation } from '../../src/app/automation.ts';
import type { GangView } from '../../src/engine/index.ts';
import { LoopbackNetwork } from '../../src/net/loopback.ts';
import { flush, openTab, type TestTab } from '../../src/store/test-kit.ts';

const tabs: TestTab[] = [];
afterEach(() => {
  for (const t of tabs.splice(0)) t.close();
});

function player(net: LoopbackNetwork): { tab: TestTab; api: GangTableAutomation } {
  const tab = openTab(net);
  tabs.push(tab);
  return { tab, api: createAutomation(tab.session) };
}

const gang = (api: GangTableAutomation) => api.view() as GangView;

describe('a table of four over loopback', () => {
  test('create, join, ready, start, play chips, watch, back to the lobby', async () => {
    const net = new LoopbackNetwork();
    const arsene = player(net);
    const code = await arsene.api.createRoom({
      game: 'the-gang',
      name: 'Arsène',
      options: { mode: 'basic' },
    });
    expect(arsene.api.status()).toBe('connected');

    const guests = [player(net), player(net), player(net)];
    for (const [i, name] of ['Doris', 'Trudy', 'Danny'].entries()) {
      await guests[i]!.api.joinRoom(code, name);
    }
    await flush();
    expect(arsene.api.lobby()?.players.map((p) => [p.name, p.seat, p.ready])).toEqual([
      ['Arsène', 0, true],
      ['Doris', 1, false],
      ['Trudy', 2, false],
      ['Danny', 3, false],
    ]);
    expect(guests.map((g) => g.api.seat())).toEqual([1, 2, 3]);

    // Not everyone is ready: the host's start is refused, with the reason as a toast too.
    await expect(arsene.api.startGame()).rejects.toThrow('not-everyone-ready');
    expect(arsene.tab.session.state.toasts.map((t) => t.reason)).toContain('not-everyone-ready');
    // Guests cannot start.
    await expect(guests[0]!.api.startGame()).rejects.toThrow('host-only');

    for (const g of guests) await g.api.ready();
    await arsene.api.startGame();
    await flush();
    const all = [arsene, ...guests];
    expect(all.map((p) => p.api.seat())).toEqual([0, 1, 2, 3]);
    for (const [seat, p] of all.entries()) {
      const view = gang(p.api);
      expect([view.game, view.seat, view.phase, view.round]).toEqual([
        'the-gang',
        seat,
        'round',
        1,
      ]);
      expect(view.players[seat]!.pocket).toHaveLength(2);
      expect(view.players.filter((x) => x.pocket !== null)).toHaveLength(1);
      expect(view.centre).toEqual(['W1', 'W2', 'W3', 'W4']);
    }
    // A copy: changing it changes nothing in the client.
    (gang(arsene.api) as { heist: number }).heist = 99;
    expect(gang(arsene.api).heist).toBe(1);

    // Wrong colour: refused with the rules' reason.
    expect(await guests[0]!.api.act({ type: 'takeChip', chip: 'Y2' })).toEqual({
      ok: false,
      reason: 'not-this-round',
    });
    // Take, take from another, swap (return then take), everyone holding ends the round.
    expect(await arsene.api.act({ type: 'takeChip', chip: 'W4' })).toEqual({ ok: true });
    expect(await guests[0]!.api.act({ type: 'takeChip', chip: 'W4' })).toEqual({ ok: true });
    await flush();
    expect(gang(arsene.api).players.map((p) => p.chip)).toEqual([null, 'W4', null, null]);
    expect(await arsene.api.act({ type: 'takeChip', chip: 'W3' })).toEqual({ ok: true });
    expect(await arsene.api.act({ type: 'returnChip', chip: 'W3' })).toEqual({ ok: true });
    expect(await arsene.api.act({ type: 'takeChip', chip: 'W1' })).toEqual({ ok: true });
    expect(await guests[1]!.api.act({ type: 'takeChip', chip: 'W2' })).toEqual({ ok: true });
    expect(await guests[2]!.api.act({ type: 'takeChip', chip: 'W3' })).toEqual({ ok: true });
    await flush();
    for (const p of all) {
      const view = gang(p.api);
      expect(view.round).toBe(2);
      expect(view.community).toHaveLength(3);
      expect(view.players.map((x) => x.row)).toEqual([['W1'], ['W4'], ['W2'], ['W3']]);
    }

    // A latecomer watches: a spectator's view holds no pocket at all.
    const rusty = player(net);
    await rusty.api.joinRoom(code, 'Rusty');
    await flush();
    expect(rusty.api.seat()).toBeNull();
    expect(gang(rusty.api).players.every((x) => x.pocket === null)).toBe(true);
    expect(await rusty.api.act({ type: 'takeChip', chip: 'Y1' })).toEqual({
      ok: false,
      reason: 'not-seated',
    });

    // The host ends the game early: everyone is back in the lobby, guests not ready.
    expect(await arsene.api.lobbyAction({ a: 'lobby' })).toEqual({ ok: true });
    await flush();
    for (const p of [...all, rusty]) {
      expect(p.api.view()).toBeNull();
      expect(p.api.lobby()?.playing).toBe(false);
    }
    expect(arsene.api.lobby()?.players.map((p) => p.ready)).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(arsene.api.rejoinLink()).toBeNull();
    expect(guests[0]!.api.rejoinLink()).toMatch(new RegExp(`\\?room=${code}&token=`));
  });
});
