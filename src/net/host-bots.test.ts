// Bots at the host's table, over the loopback transport with a fake clock: the lobby's bot
// actions and their refusals, tables of one person and bots for every game, whole games played by
// bots through the host (drags relayed like anybody's), seats handed between people and bots
// mid-game with the cards kept, snapshots and the lobby, and what a bot gets to see.
import { afterEach, describe, expect, test } from 'vitest';
import { BOTS, type BotPlayer } from '../engine/bots/registry.ts';
import { crewBot } from '../engine/bots/the-gang/crew.ts';
import { seedRng } from '../engine/core/rng.ts';
import { GAME_IDS, gameById, type GameId, type GangState, type GangView } from '../engine/index.ts';
import { BOT_PACE } from './host-bots.ts';
import { Host } from './host.ts';
import type { HostLogEntry } from './host.ts';
import type { LobbyAction } from './protocol.ts';
import { flush, openRoom, testBytes, type Room } from './test-kit.ts';

let room: Room | null = null;
afterEach(() => {
  room?.close();
  room = null;
});

const host = (r: Room) => r.clients[0]!;
const lobbyOf = (r: Room) => r.host.lobby();
const botsIn = (r: Room) => lobbyOf(r).players.filter((p) => p.bot);
const over = (r: Room) => {
  const state = r.host.matchState();
  return state !== null && gameById(lobbyOf(r).game)!.result(state) !== null;
};

/** Runs the bots' timer (and lets messages flow) until `done` or nothing is left to run. */
async function runBots(r: Room, done: () => boolean, maxCalls = 50_000): Promise<number> {
  let calls = 0;
  while (!done() && calls < maxCalls) {
    if (!r.timer.next()) {
      await flush();
      if (!r.timer.next()) break;
    }
    if (++calls % 25 === 0) await flush();
  }
  await flush();
  return calls;
}

/** The host watches; bots fill `n` seats; the game starts. */
async function botsOnly(game: GameId, n: number, more = {}): Promise<Room> {
  const r = await openRoom(game, undefined, more);
  expect(await host(r).lobbyAction({ a: 'sit', seat: null })).toEqual({ ok: true });
  for (let seat = 0; seat < n; seat++) {
    expect(await host(r).lobbyAction({ a: 'bot', seat })).toEqual({ ok: true });
  }
  expect(await host(r).lobbyAction({ a: 'start' })).toEqual({ ok: true });
  await flush();
  return r;
}

const posesSeenBy = (r: Room, i: number) =>
  r.clients[i]!.received!.filter((m) => m.includes('"t":"pose"')).length;

describe('bots in the lobby', () => {
  test('the host seats a bot in an empty seat: marked, ready, connected; and removes it', async () => {
    room = await openRoom();
    const doris = await room.join('Doris');
    expect(await host(room).lobbyAction({ a: 'bot', seat: 3 })).toEqual({ ok: true });
    await flush();
    const bot = doris.state.lobby!.players.find((p) => p.seat === 3)!;
    expect(bot).toMatchObject({ bot: true, ready: true, connected: true, host: false });
    expect(bot.name).toBeTruthy();
    expect(doris.state.lobby!.players.filter((p) => !p.bot).every((p) => !('bot' in p))).toBe(true);
    expect(await host(room).lobbyAction({ a: 'remove', player: bot.id })).toEqual({ ok: true });
    await flush();
    expect(doris.state.lobby!.players.some((p) => p.bot)).toBe(false);
  });

  test('bad bot actions are refused with a reason and change nothing', async () => {
    room = await openRoom();
    const doris = await room.join('Doris');
    await host(room).lobbyAction({ a: 'bot', seat: 2 });
    const before = JSON.stringify(lobbyOf(room));
    const cases: [typeof doris, LobbyAction, string][] = [
      [doris, { a: 'bot', seat: 3 }, 'host-only'],
      [host(room), { a: 'bot', seat: 1 }, 'seat-taken'],
      [host(room), { a: 'bot', seat: 2 }, 'seat-taken'],
      [host(room), { a: 'bot', seat: 6 }, 'no-such-seat'],
      [doris, { a: 'remove', player: botsIn(room)[0]!.id }, 'host-only'],
    ];
    for (const [who, action, reason] of cases) {
      expect(await who.lobbyAction(action)).toEqual({ ok: false, reason });
      room.clock.t += 1000; // lobby actions are throttled
    }
    expect(JSON.stringify(lobbyOf(room))).toBe(before);
  });

  test('a malformed bot action never reaches the lobby', async () => {
    room = await openRoom();
    const logs: HostLogEntry[] = [];
    room.close();
    room = await openRoom('the-gang', undefined, { onLog: (e) => logs.push(e) });
    const before = JSON.stringify(lobbyOf(room));
    const end = room.net.connect('KTR94M');
    end.send(JSON.stringify({ v: 6, t: 'hi', room: 'KTR94M', nonce: 'raw-peer-nonce-0123456789' }));
    end.send(JSON.stringify({ v: 6, t: 'hello', room: 'KTR94M', name: 'Mallory' }));
    await flush();
    for (const action of [{ a: 'bot', seat: -1 }, { a: 'bot' }, { a: 'bot', seat: 1, x: 1 }]) {
      end.send(JSON.stringify({ v: 6, t: 'lobby', n: 1, action }));
    }
    await flush();
    expect(logs.filter((e) => e.reason === 'malformed-lobby')).toHaveLength(3);
    const after = lobbyOf(room);
    expect(after.players.some((p) => p.bot)).toBe(false);
    expect(after.players).toHaveLength(JSON.parse(before).players.length + 1); // Mallory
  });

  test('a person sitting down in a bot seat sends the bot away; bots never watch', async () => {
    room = await openRoom();
    const doris = await room.join('Doris', { spectator: true });
    await host(room).lobbyAction({ a: 'bot', seat: 1 });
    await host(room).lobbyAction({ a: 'bot', seat: 2 });
    expect(await doris.lobbyAction({ a: 'sit', seat: 1 })).toEqual({ ok: true });
    expect(botsIn(room).map((p) => p.seat)).toEqual([2]);
    const bot = botsIn(room)[0]!.id;
    expect(await host(room).lobbyAction({ a: 'move', player: bot, seat: null })).toEqual({
      ok: true,
    });
    expect(botsIn(room)).toEqual([]);
  });

  test.each(GAME_IDS)('%s: one person and bots is a table that starts', async (game) => {
    room = await openRoom(game);
    const min = lobbyOf(room).minSeats;
    for (let seat = 1; seat < min; seat++) {
      expect(await host(room).lobbyAction({ a: 'bot', seat })).toEqual({ ok: true });
    }
    expect(await host(room).lobbyAction({ a: 'start' })).toEqual({ ok: true });
    await flush();
    expect(host(room).state.seat).toBe(0);
    expect(lobbyOf(room).playing).toBe(true);
  });

  test('bots stay seated and ready back in the lobby and across a host reload', async () => {
    room = await botsOnly('gang-of-four', 4);
    await runBots(room, () => room!.host.lobby().playing && room!.clock.t > 20_000);
    expect(await host(room).lobbyAction({ a: 'lobby' })).toEqual({ ok: true });
    expect(botsIn(room).map((p) => [p.seat, p.ready, p.connected])).toEqual([
      [0, true, true],
      [1, true, true],
      [2, true, true],
      [3, true, true],
    ]);
    const snap = room.host.snapshot();
    expect(snap.players.filter((p) => p.bot).every((p) => p.rng?.length === 4)).toBe(true);
    const again = new Host({
      code: 'KTR94M',
      game: 'gang-of-four',
      now: () => 0,
      randomId: () => 'x',
      randomBytes: testBytes(),
      snapshot: snap,
    });
    expect(
      again
        .lobby()
        .players.filter((p) => p.bot)
        .map((p) => p.seat),
    ).toEqual([0, 1, 2, 3]);
    again.close();
  });
});

describe('bots play through the host', () => {
  test.each([
    ['gang-of-four', 4, 50],
    ['gangsta', 3, 20],
  ] as const)(
    '%s: %i bots play a whole game; everyone watching sees their drags',
    async (game, seats, poses) => {
      const logs: HostLogEntry[] = [];
      room = await botsOnly(game, seats, { onLog: (e: HostLogEntry) => logs.push(e) });
      await runBots(room, () => over(room!));
      expect(over(room)).toBe(true);
      expect(logs.filter((e) => e.reason.startsWith('bot-'))).toEqual([]);
      expect(posesSeenBy(room, 0)).toBeGreaterThan(poses);
      expect(room.timer.pending).toBe(0); // nothing left running after the end
    },
    120_000,
  );

  test('one person and three bots play a whole heist of The Gang', async () => {
    room = await openRoom('the-gang');
    for (const seat of [1, 2, 3]) await host(room).lobbyAction({ a: 'bot', seat });
    await host(room).lobbyAction({ a: 'start' });
    await flush();
    const me = host(room);
    let rng = seedRng('person');
    const heistDone = () => ((me.state.view as GangView | null)?.outcomes.length ?? 0) >= 1;
    for (let i = 0; i < 400 && !heistDone(); i++) {
      // The person plays with the crew bot's judgement, through its own client.
      let intent: unknown;
      [intent, rng] = crewBot(me.state.view as GangView, rng);
      if (intent !== null) await me.act(intent);
      await runBots(room, () => heistDone(), 8);
    }
    expect(heistDone()).toBe(true);
    const view = me.state.view as GangView;
    expect(['success', 'fail']).toContain(view.outcomes[0]);
    expect(posesSeenBy(room, 0)).toBeGreaterThan(0); // the bots' chips travelled
  }, 60_000);
});

test('a reloaded host resumes its bots mid-game, each with its own RNG', async () => {
  room = await botsOnly('gang-of-four', 4);
  await runBots(room, () => room!.clock.t > 30_000);
  const snap = room.host.snapshot();
  room.close();
  room = await openRoom('gang-of-four', undefined, { snapshot: snap });
  const resumed = room.host.snapshot().match!.state;
  expect(resumed).toEqual(snap.match!.state);
  await runBots(room, () => over(room!));
  expect(over(room)).toBe(true);
  const rngs = room.host
    .snapshot()
    .players.filter((p) => p.bot)
    .map((p) => p.rng);
  expect(new Set(rngs.map((r) => JSON.stringify(r))).size).toBe(4);
}, 120_000);

describe('seats between people and bots', () => {
  test('a bot replaces a player who left; a person joining later takes its seat and cards', async () => {
    room = await openRoom('the-gang');
    const doris = await room.join('Doris');
    await room.join('Trudy');
    for (const c of room.clients.slice(1)) await c.lobbyAction({ a: 'ready', ready: true });
    await host(room).lobbyAction({ a: 'start' });
    await flush();
    const dorisPocket = (doris.state.view as GangView).players[1]!.pocket;
    // Doris is still here: her seat is hers.
    expect(await host(room).lobbyAction({ a: 'bot', seat: 1 })).toEqual({
      ok: false,
      reason: 'still-connected',
    });
    doris.close();
    await flush();
    room.clock.t += 1000;
    expect(await host(room).lobbyAction({ a: 'bot', seat: 1 })).toEqual({ ok: true });
    await flush();
    const bot = botsIn(room)[0]!;
    expect(bot.seat).toBe(1);
    expect(lobbyOf(room).players.find((p) => p.name === 'Doris')!.seat).toBeNull();
    // The bot plays her cards...
    await runBots(room, () => room!.clock.t > 10_000, 200);
    expect((room.host.matchState() as GangState).pockets[1]).toEqual(dorisPocket);
    // ...until Eve joins and the host hands her the seat: her view has them.
    const eve = await room.join('Eve');
    expect(eve.state.seat).toBeNull();
    room.clock.t += 1000;
    const eveId = lobbyOf(room).players.find((p) => p.name === 'Eve')!.id;
    expect(await host(room).lobbyAction({ a: 'move', player: eveId, seat: 0 })).toEqual({
      ok: false,
      reason: 'not-a-bot-seat',
    });
    room.clock.t += 1000;
    expect(await host(room).lobbyAction({ a: 'move', player: eveId, seat: 1 })).toEqual({
      ok: true,
    });
    await flush();
    expect(eve.state.seat).toBe(1);
    expect((eve.state.view as GangView).players[1]!.pocket).toEqual(dorisPocket);
    expect(botsIn(room)).toEqual([]);
    expect(room.timer.pending).toBe(0); // the bot is gone for good
    // And she plays it as her own.
    const seen = eve.state.view as GangView;
    const chip = seen.players[1]!.chip;
    const act = chip
      ? { type: 'returnChip', chip }
      : { type: 'takeChip', chip: seen.centre[0] ?? seen.players[0]!.chip };
    expect(await eve.act(act)).toEqual({ ok: true });
  });
});

describe('what a bot sees and does', () => {
  test("a bot decides from its own seat's view only", async () => {
    const seen: { view: GangView; expected: GangView; others: GangView[] }[] = [];
    let r: Room | null = null;
    const spy: BotPlayer = {
      ...BOTS['the-gang'],
      bot: (view, rng) => {
        const v = view as GangView;
        const state = r!.host.matchState() as GangState;
        const def = gameById('the-gang')!;
        const others = [0, 1, 2, 3].filter((s) => s !== v.seat).map((s) => def.view(state, s));
        seen.push({ view: v, expected: def.view(state, v.seat!) as GangView, others });
        return BOTS['the-gang'].bot(view, rng);
      },
    };
    room = r = await botsOnly('the-gang', 4, { bots: () => spy });
    await runBots(room, () => seen.length >= 60);
    expect(seen.length).toBeGreaterThanOrEqual(60);
    for (const { view, expected, others } of seen) {
      expect(view).toEqual(expected);
      for (const other of others) expect(view).not.toEqual(other);
      // Hands face up for all (a showdown, a scan guess) are the rules', not a leak.
      if (['showdown', 'over', 'guess'].includes(view.phase)) continue;
      const hidden = view.players.filter((p) => p.seat !== view.seat).map((p) => p.pocket);
      expect(hidden.every((p) => p === null)).toBe(true);
    }
  }, 60_000);

  test('a refused bot intent is logged and retried later, ever more slowly', async () => {
    const logs: HostLogEntry[] = [];
    const stubborn: BotPlayer = {
      bot: (_view, rng) => [{ type: 'takeChip', chip: 'Y1' }, rng], // never this round's
      drag: () => null,
      linger: () => 0,
      spot: () => [0, 0],
    };
    room = await botsOnly('the-gang', 3, {
      bots: () => stubborn,
      onLog: (e: HostLogEntry) => logs.push(e),
    });
    const start = room.clock.t;
    await runBots(room, () => room!.clock.t - start > 120_000, 500);
    const refusals = logs.filter((e) => e.reason === 'bot-refused');
    expect(refusals.length).toBeGreaterThan(3);
    // Three bots over two minutes, backing off to 20 s: a few dozen tries, not a hot loop.
    expect(refusals.length).toBeLessThan(3 * 15);
    expect(refusals[0]!.detail).toContain('not-this-round');
    expect(refusals[0]!.conn).toMatch(/^bot:/);
  });

  test('a bot never takes what a person holds', async () => {
    const wants: BotPlayer = {
      ...BOTS['the-gang'],
      bot: (view, rng) => {
        const v = view as GangView;
        const mine = v.players[v.seat!]!.chip;
        return [mine ? null : { type: 'takeChip', chip: 'W3' }, rng];
      },
    };
    room = await openRoom('the-gang', undefined, { bots: () => wants });
    for (const seat of [1, 2]) await host(room).lobbyAction({ a: 'bot', seat });
    await host(room).lobbyAction({ a: 'start' });
    await flush();
    expect(await host(room).grab('W3')).toEqual({ ok: true });
    const start = room.clock.t;
    await runBots(room, () => room!.clock.t - start > 8000, 300);
    const state = room.host.matchState() as GangState;
    expect(state.holding).toEqual([null, null, null]);
    expect(state.centre).toContain('W3');
    // Put down, it goes to a bot.
    expect(await host(room).drop('W3', null)).toMatchObject({ ok: false });
    await runBots(room, () => (room!.host.matchState() as GangState).holding.includes('W3'), 300);
    expect((room.host.matchState() as GangState).holding.slice(1)).toContain('W3');
  });
});

describe("bots held until the host's table shows", () => {
  /** A table of bots, held by `until` from the room's opening (as a hosting tab does). */
  async function heldTable(until: Promise<unknown>): Promise<Room> {
    const r = await openRoom('gang-of-four');
    r.host.holdBots(until);
    expect(await host(r).lobbyAction({ a: 'sit', seat: null })).toEqual({ ok: true });
    for (let seat = 0; seat < 4; seat++) await host(r).lobbyAction({ a: 'bot', seat });
    expect(r.timer.pending).toBe(0); // no match yet: the longest wait has not begun
    expect(await host(r).lobbyAction({ a: 'start' })).toEqual({ ok: true });
    await flush();
    return r;
  }
  const moved = (r: Room, dealt: unknown) => r.host.matchState() !== dealt;

  test('no bot moves before the table shows; they play once it has', async () => {
    let show = () => {};
    room = await heldTable(new Promise<void>((resolve) => (show = resolve)));
    const dealt = room.host.matchState();
    expect(room.timer.pending).toBe(1); // only the longest wait
    show();
    await flush();
    expect(room.timer.pending).toBe(4); // each bot thinks, after a human pause
    await runBots(room, () => moved(room!, dealt));
    expect(moved(room, dealt)).toBe(true);
    expect(room.clock.t - 1000).toBeLessThan(BOT_PACE.holdMax); // not the longest wait
  });

  test('a table that never shows holds them for the longest wait only, from the start', async () => {
    room = await heldTable(new Promise<void>(() => {}));
    const dealt = room.host.matchState();
    const start = room.clock.t;
    await runBots(room, () => moved(room!, dealt));
    expect(moved(room, dealt)).toBe(true);
    expect(room.clock.t - start).toBeGreaterThanOrEqual(BOT_PACE.holdMax + BOT_PACE.think[0]);
  });
});
