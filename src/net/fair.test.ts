// Fair play over the loopback transport: the host commits, every seated person contributes, the
// seed follows from them all; at the game's end every page replays the record and checks it, and
// the lobby shows what each found. A host that deals from a seed of its choosing, sends one wrong
// view, tampers with its record or reveals a secret that does not match is caught at the seats.
import { afterEach, describe, expect, test } from 'vitest';
import { BOTS } from '../engine/bots/registry.ts';
import { nextInt, seedRng, type RngState } from '../engine/core/rng.ts';
import { commitmentOf, seedOf, sha256Hex, standInOf } from '../engine/fair/seed.ts';
import type { GameRecord } from '../engine/fair/record.ts';
import { GAME_IDS, gameById, type GameId } from '../engine/index.ts';
import type { Client } from './client.ts';
import type { HostRoom } from './host-room.ts';
import type { MatchDesk } from './host-match.ts';
import { LIMITS } from './host-limits.ts';
import type { HostMessage } from './protocol.ts';
import { PROTOCOL_VERSION } from './protocol-shapes.ts';
import { Host } from './host.ts';
import { flush, openRoom, testBytes, type Room } from './test-kit.ts';

let room: Room | null = null;
afterEach(() => {
  room?.close();
  room = null;
});

const roomOf = (r: Room) => (r.host as unknown as { room: HostRoom }).room;
const deskOf = (r: Room) => (r.host as unknown as { match: MatchDesk }).match;
const NAMES = ['Doris', 'Trudy', 'Danny'];

/** A room of `n` people for `game`, everyone ready (the game not started). */
async function readyRoom(game: GameId, n: number): Promise<Room> {
  const r = await openRoom(game);
  for (let i = 1; i < n; i++) await r.join(NAMES[i - 1]!);
  for (const c of r.clients.slice(1)) await c.lobbyAction({ a: 'ready', ready: true });
  return r;
}

/** Every person plays their own seat with the game's bot, from their own view, to the end. */
async function playOut(r: Room, game: GameId, clients: readonly Client[] = r.clients) {
  const bot = BOTS[game].bot;
  const rngs: RngState[] = clients.map((_, i) => seedRng(`fair-${i}`));
  let order = seedRng('order');
  for (let pass = 0; pass < 3000; pass++) {
    const state = r.host.matchState();
    if (state !== null && gameById(game)!.result(state) !== null) break;
    let acted = false;
    let first: number;
    [first, order] = nextInt(order, clients.length); // as engine/bots/core/drive.ts: any seat may go first
    for (let k = 0; k < clients.length && !acted; k++) {
      const i = (first + k) % clients.length;
      const c = clients[i]!;
      if (c.state.view === null || c.state.seat === null) continue;
      const [intent, rng] = bot(c.state.view, rngs[i]!);
      rngs[i] = rng;
      if (intent === null) continue;
      r.clock.t += 100; // a person's pace: under the host's rate limits
      if ((await c.act(intent)).ok) acted = true;
    }
    if (!acted) break;
  }
  await flush();
}

/** The Gang for three, started, its deal waiting for Trudy's seat (ready, with nobody to answer). */
async function waitingDeal(): Promise<Room> {
  const r = await readyRoom('the-gang', 3);
  r.clients[2]!.close();
  await flush();
  expect((await r.clients[0]!.lobbyAction({ a: 'start' })).ok).toBe(true);
  await flush();
  return r;
}

const checksOf = (r: Room) =>
  Object.fromEntries(r.host.lobby().players.map((p) => [p.name, p.checked]));
const verdicts = (r: Room) => r.clients.map((c) => c.state.fair?.verdict);

describe.each(GAME_IDS)('%s: a fair game over loopback', (game) => {
  test('every seat contributes, and every page checks the record', async () => {
    room = await readyRoom(game, game === 'gang-of-four' ? 4 : 3);
    expect((await room.clients[0]!.lobbyAction({ a: 'start' })).ok).toBe(true);
    await flush();
    expect(room.host.matchState()).not.toBeNull();
    await playOut(room, game);
    const record = room.host.record() as GameRecord;
    expect(record.result).not.toBeNull();
    expect(record.contributions.map((c) => c.by)).toEqual([
      'host',
      ...room.clients.slice(1).map(() => 'player'),
    ]);
    expect(record.commitment).toBe(commitmentOf(record.secret));
    expect(record.seed).toBe(
      seedOf(
        record.secret,
        record.contributions.map((c) => c.value),
      ),
    );
    for (const v of verdicts(room)) expect(v).toMatchObject({ ok: true });
    for (const v of verdicts(room)) expect(v!.ok && v!.views).toBeGreaterThan(3);
    expect(Object.values(checksOf(room))).toEqual(room.clients.map(() => 'ok'));
    expect(room.host.lobby().fair).toEqual({ id: record.id, dealing: false });
  });
});

describe('the deal', () => {
  test('waits for contributions; a seat that does not answer gets a stand-in marked timeout', async () => {
    room = await waitingDeal();
    expect(room.host.matchState()).toBeNull();
    expect(room.host.lobby().fair?.dealing).toBe(true);
    // the pending deal survives a snapshot (a reload, a migration's checkpoint)
    const snap = room.host.snapshot();
    expect(snap.pending?.values.map((c) => c?.by ?? null)).toEqual(['host', 'player', null]);
    room.timer.advance(LIMITS.contributeMs);
    await flush();
    expect(room.host.matchState()).not.toBeNull();
    await roomOf(room).match!.fair!.contributions;
    const fair = roomOf(room).match!.fair!;
    expect(fair.contributions.map((c) => c.by)).toEqual(['host', 'player', 'timeout']);
    expect(fair.contributions[2]!.value).toBe(standInOf(fair.secret, 2));
    const secretSeen = room.clients[1]!.received!.some((m) => m.includes(fair.secret));
    expect(secretSeen).toBe(false); // the secret stays with the host until the record
  });

  test('a contribution out of place changes nothing: for another game, a second one, a malformed one', async () => {
    room = await waitingDeal();
    const before = structuredClone(room.host.snapshot().pending);
    expect(before?.values.map((c) => c?.by ?? null)).toEqual(['host', 'player', null]);
    // Doris's page, already counted, sends raw words on its own connection.
    const doris = room.clients[1]! as unknown as { conn: { send(text: string): void } };
    const say = (m: object) => doris.conn.send(JSON.stringify({ v: PROTOCOL_VERSION, ...m }));
    const value = 'ab'.repeat(32);
    say({ t: 'contribute', id: 'another-game', value });
    say({ t: 'contribute', id: before!.id, value });
    say({ t: 'contribute', id: before!.id, value: 'not hex' });
    await flush();
    const host = room.host as unknown as { dropped: { get(r: string): number | undefined } };
    expect(host.dropped.get('no-deal')).toBe(1);
    expect(host.dropped.get('not-asked')).toBe(1);
    expect(room.host.snapshot().pending).toEqual(before);
    expect(room.host.matchState()).toBeNull();
  });

  test('while a deal waits only the host may change the lobby: a guest cannot stall the table', async () => {
    room = await waitingDeal();
    const before = structuredClone(room.host.snapshot().pending);
    const lobby = structuredClone(room.host.lobby());
    // Doris renames herself, stands up, unreadies: each refused, nothing changed, the deal goes on.
    const doris = room.clients[1]!;
    for (const action of [
      { a: 'rename', name: 'Dora' },
      { a: 'ready', ready: false },
      { a: 'sit', seat: null },
    ] as const) {
      room.clock.t += 1_000; // under the lobby's rate limit
      expect(await doris.lobbyAction(action)).toEqual({ ok: false, reason: 'dealing' });
    }
    await flush();
    expect(room.host.snapshot().pending).toEqual(before);
    expect(room.host.lobby()).toEqual(lobby);
    room.timer.advance(LIMITS.contributeMs);
    await flush();
    expect(room.host.matchState()).not.toBeNull(); // dealt, Trudy's seat by timeout
  });

  test('the host may give a waiting deal up by changing the lobby', async () => {
    room = await waitingDeal();
    expect(room.host.lobby().fair?.dealing).toBe(true);
    expect(await room.clients[0]!.lobbyAction({ a: 'rename', name: 'Boss' })).toEqual({ ok: true });
    await flush();
    expect(room.host.snapshot().pending ?? null).toBeNull();
    room.timer.advance(LIMITS.contributeMs);
    await flush();
    expect(room.host.matchState()).toBeNull(); // given up: no game dealt
  });

  test('a record of a game left unfinished is revealed when the table goes back to the lobby', async () => {
    room = await readyRoom('gangsta', 3);
    await room.clients[0]!.lobbyAction({ a: 'start' });
    await flush();
    expect(await room.clients[0]!.lobbyAction({ a: 'lobby' })).toEqual({ ok: true });
    await flush();
    expect((room.host.record() as GameRecord).result).toBeNull();
    for (const v of verdicts(room)) expect(v).toMatchObject({ ok: true });
  });
});

describe('the deal through the rest of the flow', () => {
  test('a host reloaded while it waits for contributions asks again; the seats check the record', async () => {
    room = await readyRoom('the-gang', 3);
    const r = room;
    const doris = r.clients[1]!;
    // Doris's contribution is not taken before the reload (as if it were still on its way).
    const desk = deskOf(r).fair;
    desk.contribute = () => {};
    await r.clients[0]!.lobbyAction({ a: 'start' });
    await flush();
    const pending = r.host.snapshot().pending!;
    expect(pending.values.map((c) => c?.by ?? null)).toEqual(['host', null, null]);
    r.host.close(); // a closing host writes its last snapshot at once
    const snapshot = r.snapshots.at(-1)!;
    await flush();
    const reborn = new Host({
      code: 'KTR94M',
      game: 'the-gang',
      now: () => r.clock.t,
      randomId: () => 'fresh-id',
      randomBytes: testBytes('reborn'),
      botTimer: r.timer,
      snapshot,
    });
    await reborn.listen(r.net.host('KTR94M'));
    await new Promise((done) => setTimeout(done, 30));
    await flush();
    expect(reborn.matchState()).not.toBeNull(); // both asked again, both answered: dealt
    const fair = (reborn as unknown as { room: HostRoom }).room.match!.fair!;
    expect(fair.id).toBe(pending.id);
    expect(fair.contributions.map((c) => c.by)).toEqual(['host', 'player', 'player']);
    expect(await r.clients[0]!.lobbyAction({ a: 'lobby' })).toEqual({ ok: true });
    await flush();
    for (const c of r.clients) expect(c.state.fair?.verdict).toMatchObject({ ok: true });
    expect(doris.state.fair?.id).toBe(pending.id);
    reborn.close();
  });

  test('the next game is dealt afresh and checked again', async () => {
    room = await readyRoom('gang-of-four', 3);
    const host = room.clients[0]!;
    const ids: string[] = [];
    for (let game = 0; game < 2; game++) {
      for (const c of room.clients.slice(1)) await c.lobbyAction({ a: 'ready', ready: true });
      expect(await host.lobbyAction({ a: 'start' })).toEqual({ ok: true });
      await flush();
      await playOut(room, 'gang-of-four');
      if (room.host.matchState()) await host.lobbyAction({ a: 'lobby' });
      await flush();
      const record = room.host.record() as GameRecord;
      ids.push(record.id);
      for (const v of verdicts(room)) expect(v).toMatchObject({ ok: true });
      expect(Object.values(checksOf(room))).toEqual(['ok', 'ok', 'ok']);
    }
    expect(ids[0]).not.toBe(ids[1]);
  });
});

describe('a cheating host is caught at the seats', () => {
  async function cheat(
    tamper: (r: Room) => void,
    game: GameId = 'the-gang',
  ): Promise<ReturnType<typeof verdicts>> {
    room = await readyRoom(game, 3);
    tamper(room);
    await room.clients[0]!.lobbyAction({ a: 'start' });
    await flush();
    await playOut(room, game);
    return verdicts(room);
  }
  /** Changes the messages of type `t` the host sends to client `i`'s connection (once). */
  const onSend = (r: Room, t: string, change: (m: HostMessage) => HostMessage, i?: number) => {
    const host = roomOf(r);
    const send = host.send.bind(host);
    let done = false;
    host.send = (s, m) => {
      const mine = i === undefined || s.player?.name === (i === 0 ? 'Arsène' : NAMES[i - 1]);
      if (!done && m.t === t && mine) {
        done = i !== undefined;
        return send(s, change(m));
      }
      return send(s, m);
    };
  };

  test('dealing from a seed of its choosing (and saying so in the record)', async () => {
    const v = await cheat((r) => {
      const desk = deskOf(r);
      const deal = desk.deal.bind(desk);
      desk.deal = (order, _seed, fair) => deal(order, sha256Hex('chosen'), fair);
    });
    for (const x of v) expect(x).toMatchObject({ ok: false, reason: 'seed-mismatch' });
    expect(checksOf(room!).Doris).toBe('seed-mismatch');
  });

  test('dealing from a seed of its choosing (the record names the fair one)', async () => {
    const v = await cheat((r) => {
      const desk = deskOf(r);
      const deal = desk.deal.bind(desk);
      desk.deal = (order, seed, fair) => {
        deal(order, sha256Hex('chosen'), fair);
        const host = roomOf(r);
        host.match = { ...host.match!, seed };
      };
    });
    for (const x of v.slice(1)) expect(x).toMatchObject({ ok: false, reason: 'view-mismatch' });
    expect(checksOf(room!).Doris).toBe('view-mismatch');
  });

  test('sending one wrong view', async () => {
    const v = await cheat((r) =>
      onSend(r, 'view', (m) => (m.t === 'view' ? { ...m, view: { ...m.view, extra: 1 } } : m), 1),
    );
    expect(v[1]).toMatchObject({ ok: false, reason: 'view-mismatch' });
    expect(v[2]).toMatchObject({ ok: true });
  });

  test('a tampered record (an intent taken out)', async () => {
    const v = await cheat((r) =>
      onSend(r, 'record', (m) => {
        const record = m.t === 'record' ? (m.record as unknown as GameRecord) : null;
        return {
          ...m,
          record: { ...record, intents: record!.intents.slice(0, -3) },
        } as HostMessage;
      }),
    );
    for (const x of v) expect(x).toMatchObject({ ok: false });
    expect(v[1]).toMatchObject({ reason: 'view-mismatch' }); // the last views are in no state
  });

  test('a secret that does not match the commitment', async () => {
    const v = await cheat((r) =>
      onSend(
        r,
        'record',
        (m) =>
          ({
            ...m,
            record: { ...(m as { record: object }).record, secret: sha256Hex('x') },
          }) as HostMessage,
      ),
    );
    for (const x of v) expect(x).toMatchObject({ ok: false, reason: 'commitment-mismatch' });
  });

  test('a record under another commitment than the one announced: every page, the host’s too', async () => {
    const secret = sha256Hex('another secret');
    const v = await cheat((r) =>
      onSend(
        r,
        'record',
        (m) =>
          ({
            ...m,
            record: {
              ...(m as { record: object }).record,
              secret,
              commitment: commitmentOf(secret),
            },
          }) as HostMessage,
      ),
    );
    expect(v).toHaveLength(3);
    for (const x of v) expect(x).toMatchObject({ ok: false, reason: 'commitment-changed' });
  });
});
