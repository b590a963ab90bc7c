// The host never stalls: whatever a game's own code throws (apply, view, spectatorView, result,
// setup, the table rules) commits nothing for that intent, refuses it with `internal-error`,
// logs it with the intent, keeps serving every seat, and the game goes on.
import { afterEach, describe, expect, test } from 'vitest';
import {
  gameById,
  theGang,
  type AnyGameDef,
  type GangState,
  type GangView,
} from '../engine/index.ts';
import type { HostLogEntry } from './host.ts';
import { flush, openRoom, startedGang, type Room } from './test-kit.ts';

let room: Room | null = null;
afterEach(() => {
  room?.close();
  room = null;
});

const holds = (s: unknown, chip: string) => (s as GangState).holding.includes(chip);

/** The Gang, but its code breaks at chosen moments. */
const fragile: AnyGameDef = {
  ...theGang,
  apply: (s, seat, intent) => {
    if (intent.type === 'takeChip' && intent.chip === 'W2') throw new Error('apply broke');
    return theGang.apply(s, seat, intent);
  },
  view: (s, seat) => {
    if (holds(s, 'W3')) throw new Error('view broke');
    return theGang.view(s, seat);
  },
  result: (s) => {
    if (holds(s, 'W4')) throw new Error('result broke');
    return theGang.result(s);
  },
  table: {
    canGrab: (s, seat, object) => {
      if (object === 'Y1') throw new Error('canGrab broke');
      return theGang.table!.canGrab(s, seat, object);
    },
    dropIntent: (s, seat, object, drop) => {
      if (drop.zone === null) throw new Error('dropIntent broke');
      return theGang.table!.dropIntent(s, seat, object, drop);
    },
  },
};

const games = (id: string) => (id === 'the-gang' ? fragile : gameById(id));

async function fragileRoom(log: HostLogEntry[]): Promise<Room> {
  return startedGang(4, undefined, { games, onLog: (e) => log.push(e) });
}

describe('a game whose code throws', () => {
  test.each([
    ['apply', 1, { type: 'takeChip', chip: 'W2' }],
    ['view', 2, { type: 'takeChip', chip: 'W3' }],
    ['result', 3, { type: 'takeChip', chip: 'W4' }],
  ])(
    'in %s: the intent is refused, nothing changes, and the game goes on',
    async (where, seat, intent) => {
      const log: HostLogEntry[] = [];
      room = await fragileRoom(log);
      const before = structuredClone(room.host.matchState());
      const viewsBefore = room.clients.map((c) => structuredClone(c.state.view));
      expect(await room.clients[seat]!.act(intent)).toEqual({
        ok: false,
        reason: 'internal-error',
      });
      await flush();
      expect(room.host.matchState()).toEqual(before);
      expect(room.clients.map((c) => c.state.view)).toEqual(viewsBefore);
      const entry = log.find((e) => e.reason === 'internal-error')!;
      expect(entry.detail).toContain(`${where}: ${where} broke`);
      expect(entry.detail).toContain(JSON.stringify(intent));
      // Everyone is still served, and play goes on.
      expect(await room.clients[0]!.act({ type: 'takeChip', chip: 'W1' })).toEqual({ ok: true });
      await flush();
      expect(
        room.clients.every((c) => (c.state.view as { centre: string[] }).centre.length === 3),
      ).toBe(true);
    },
  );

  test('in the table rules: a grab or a drop is refused and the object put down', async () => {
    const log: HostLogEntry[] = [];
    room = await fragileRoom(log);
    const doris = room.clients[1]!;
    expect(await doris.grab('Y1')).toEqual({ ok: false, reason: 'internal-error' });
    expect(await doris.grab('W1')).toEqual({ ok: true });
    expect(await doris.drop('W1', null)).toEqual({ ok: false, reason: 'internal-error' });
    await flush();
    expect(doris.state.holds).toEqual({});
    expect(
      log.filter((e) => e.reason === 'internal-error').map((e) => e.detail?.split(':')[0]),
    ).toEqual(['canGrab', 'dropIntent']);
    expect(await doris.act({ type: 'takeChip', chip: 'W1' })).toEqual({ ok: true });
  });

  test('in apply, after a drop: the object is put down for everybody and placed nowhere', async () => {
    room = await fragileRoom([]);
    const doris = room.clients[1]!;
    expect(await doris.grab('W2')).toEqual({ ok: true });
    await flush();
    expect(room.clients[2]!.state.holds).toEqual({ W2: 1 });
    const from = doris.received!.length;
    expect(await doris.drop('W2', { kind: 'seat', seat: 1 }, { at: [0, 0] })).toEqual({
      ok: false,
      reason: 'internal-error',
    });
    await flush();
    const types = doris.received!.slice(from).map((m) => (JSON.parse(m) as { t: string }).t);
    expect(types).toEqual(['hold', 'ack']);
    for (const c of room.clients) {
      expect(c.state.holds).toEqual({});
      expect(c.state.placements).toEqual({});
    }
  });

  test('in setup or the first views: the match does not start, the lobby stays open', async () => {
    const broken: AnyGameDef = {
      ...theGang,
      setup: () => {
        throw new Error('setup broke');
      },
    };
    room = await openRoom('the-gang', undefined, {
      games: (id) => (id === 'the-gang' ? broken : null),
    });
    for (const name of ['Doris', 'Trudy']) {
      const c = await room.join(name);
      await c.lobbyAction({ a: 'ready', ready: true });
    }
    expect(await room.clients[0]!.lobbyAction({ a: 'start' })).toEqual({
      ok: false,
      reason: 'internal-error',
    });
    expect(room.host.lobby().playing).toBe(false);
    expect(await room.clients[1]!.lobbyAction({ a: 'ready', ready: false })).toEqual({ ok: true });
  });
});

/** The Gang, but once chip W2 is held the view of seat `who` (or the spectators' view) throws. */
function blindTo(who: number | 'spectators'): AnyGameDef {
  return {
    ...theGang,
    view: (s, seat) => {
      if (seat === who && holds(s, 'W2')) throw new Error(`view of seat ${seat} broke`);
      return theGang.view(s, seat);
    },
    spectatorView: (s) => {
      if (who === 'spectators' && holds(s, 'W2')) throw new Error('spectatorView broke');
      return theGang.spectatorView(s);
    },
  };
}

describe('a view that throws only for someone not connected', () => {
  /** Four players; Danny (seat 3) has left, and with `bot` a bot plays his seat. Doris takes W2. */
  async function refused(def: AnyGameDef, bot = false) {
    const log: HostLogEntry[] = [];
    room = await startedGang(4, undefined, {
      games: (id) => (id === 'the-gang' ? def : gameById(id)),
      onLog: (e) => log.push(e),
    });
    const danny = room.clients[3]!;
    const token = danny.state.you!.token;
    danny.close();
    await flush();
    if (bot)
      expect(await room.clients[0]!.lobbyAction({ a: 'bot', seat: 3 })).toEqual({ ok: true });
    const before = structuredClone(room.host.matchState());
    expect(await room.clients[1]!.act({ type: 'takeChip', chip: 'W2' })).toEqual({
      ok: false,
      reason: 'internal-error',
    });
    await flush();
    expect(room.host.matchState()).toEqual(before);
    const entry = log.find((e) => e.reason === 'internal-error')!;
    expect(entry.detail).toContain('"chip":"W2"');
    // Play goes on for everyone else.
    expect(await room.clients[0]!.act({ type: 'takeChip', chip: 'W1' })).toEqual({ ok: true });
    return { r: room, entry, token };
  }

  test('an absent seat: the intent is refused, and the seat comes back to a view', async () => {
    const { r, entry, token } = await refused(blindTo(3));
    expect(entry.detail).toContain('view: view of seat 3 broke');
    const danny = await r.join('Danny', { token });
    expect(danny.state.seat).toBe(3);
    expect((danny.state.view as GangView).players[0]!.chip).toBe('W1');
  });

  test('a bot’s seat: the intent is refused, and a person taking the seat back gets its view', async () => {
    const { r, entry, token } = await refused(blindTo(3), true);
    expect(entry.detail).toContain('view: view of seat 3 broke');
    const danny = await r.join('Danny', { token });
    expect(danny.state.seat).toBeNull();
    const move = { a: 'move', player: danny.state.you!.id, seat: 3 } as const;
    expect(await r.clients[0]!.lobbyAction(move)).toEqual({ ok: true });
    await flush();
    expect(danny.state.seat).toBe(3);
    expect((danny.state.view as GangView).players[0]!.chip).toBe('W1');
  });

  test('the spectators, though nobody watches: refused, and a newcomer gets a view', async () => {
    const { r, entry } = await refused(blindTo('spectators'));
    expect(entry.detail).toContain('view: spectatorView broke');
    const eve = await r.join('Eve');
    expect(eve.state.seat).toBeNull();
    expect((eve.state.view as GangView).players[0]!.chip).toBe('W1');
  });
});
