// Traffic and host cost over the wire, measured on the in-memory transport with seeded bots: the
// bytes of a full view, the bytes each peer receives per committed intent (each game), all bytes
// one guest receives over a heist, and the host's time to check, apply, view and diff (4 seats,
// as issue #25's budgets say; The Gang's figure was taken at 6 seats before); a drag's bytes
// (drag.ts) and the intent's answer over a slow, lossy link (lossy.ts).
import { performance } from 'node:perf_hooks';
import { seedRng, type RngState } from '../src/engine/core/rng.ts';
import { gangBotIntent } from '../src/engine/bots/the-gang/bot.ts';
import type { Bot } from '../src/engine/bots/core/drive.ts';
import { randomBot as gofRandomBot } from '../src/engine/bots/gang-of-four/random.ts';
import { simpleBot as gangstaSimpleBot } from '../src/engine/bots/gangsta/simple.ts';
import {
  gameById,
  GAME_IDS,
  type AnyGameDef,
  type GameId,
  type GangState,
  type GofState,
} from '../src/engine/index.ts';
import { Host } from '../src/net/host.ts';
import { encode, PROTOCOL_VERSION } from '../src/net/protocol.ts';
import type { Connection } from '../src/net/transport.ts';
import { flush, rawPeer, startedGame, testBytes } from '../src/net/test-kit.ts';
import { dragFigures } from './drag.ts';
import { lossyFigures } from './lossy.ts';
import { allLongGameViews } from './view-size.ts';
import type { BenchResult } from './run.ts';
import { median, round } from './stats.ts';

/** The bots that play each game in these figures. */
const gangBot = gangBotIntent as Bot<unknown, unknown>;
const gofBot = gofRandomBot as Bot<unknown, unknown>;
const gangstaBot = gangstaSimpleBot as Bot<unknown, unknown>;

const bytes = (s: string) => Buffer.byteLength(s, 'utf8');
const isGameMessage = (m: string) =>
  m.startsWith(`{"v":${PROTOCOL_VERSION},"t":"view"`) ||
  m.startsWith(`{"v":${PROTOCOL_VERSION},"t":"diff"`);

/** A seeded game of `game` over loopback, every seat played by `bot`; returns what each guest
 * received, message by message (and for The Gang, up to the end of the first heist). */
async function trafficOfOneGame(
  game: GameId,
  seats: number,
  bot: Bot<unknown, unknown>,
  options?: unknown,
) {
  const room = await startedGame(game, seats, options);
  const state = () => room.host.matchState() as GangState;
  const over = () => gameById(game)!.result(room.host.matchState()) !== null;
  const start = room.clients.map((c) => c.received!.length);
  const joinBytes = bytes(
    room.clients[1]!.received!.filter((m) =>
      m.startsWith(`{"v":${PROTOCOL_VERSION},"t":"view"`),
    ).at(-1)!,
  );
  let rngs: RngState[] = room.clients.map((_, i) => seedRng(`bench-${i}`));
  let intents = 0;
  let firstHeistEnd: number[] | null = null;
  for (let steps = 0; steps < 20_000 && !over(); steps++) {
    let acted = false;
    for (let seat = 0; seat < seats && !over(); seat++) {
      const c = room.clients[seat]!;
      const [intent, next] = bot(c.state.view, rngs[seat]!);
      rngs = rngs.map((x, i) => (i === seat ? next : x));
      if (!intent) continue;
      acted = true;
      room.clock.t += 100;
      const out = await c.act(intent);
      if (out.ok) intents++;
      await flush(2);
      const gang = game === 'the-gang' && state();
      if (gang && !firstHeistEnd && gang.phase !== 'round' && gang.heist === 1 && gang.showdown) {
        firstHeistEnd = room.clients.map((x) => x.received!.length);
      }
    }
    if (!acted) break;
  }
  const received = room.clients.map((c, i) => c.received!.slice(start[i]).filter(isGameMessage));
  const heist = room.clients.map((c, i) =>
    c.received!.slice(start[i], firstHeistEnd?.[i]).filter(isGameMessage),
  );
  room.close();
  return { joinBytes, received, heist, intents };
}

/** Mean bytes of diffs each peer receives per committed intent over one seeded game. */
function movesBytes(game: Awaited<ReturnType<typeof trafficOfOneGame>>): number {
  const diffBytes = game.received.reduce(
    (t, msgs) => t + msgs.filter((m) => m.includes('"t":"diff"')).reduce((u, m) => u + bytes(m), 0),
    0,
  );
  return Math.round(diffBytes / (game.intents * game.received.length));
}

/**
 * Median microseconds for the host to check, apply and diff one intent, every seat played by
 * `bot` over whole games until at least `intents` were timed (3 games at least): a Host fed raw messages on in-memory connections (no
 * transport, no client), so the figure is the host's own work. The first `warmup` games are
 * played untimed: a host plays on for hours, and the JIT's first minutes are not its cost per
 * intent (they made the figure swing from 50 to 200 µs from one run to the next).
 */
export async function hostIntentMicros(
  game: GameId,
  seats: number,
  bot: Bot<unknown, unknown>,
  options?: unknown,
  intents = 2000,
  warmup = 2,
): Promise<number> {
  const handlers: ((data: string) => void)[] = [];
  let clock = 0;
  const host = new Host({
    code: 'BENCH1',
    game,
    options,
    now: () => (clock += 1000),
    randomId: (() => {
      let n = 0;
      return () => `bench-${++n}`;
    })(),
    randomBytes: testBytes('bench'),
  });
  const deals: (string | undefined)[] = [];
  await host.listen({
    listen: async (onConnection) => {
      for (let i = 0; i < seats; i++) {
        const conn: Connection = {
          label: `bench-${i}`,
          // Only the deal is read: each seat answers it with its contribution (fair play).
          send: (text) => {
            if (text.includes('"t":"deal"')) deals[i] = (JSON.parse(text) as { id: string }).id;
          },
          close: () => {},
          onMessage: (h) => handlers.push(h),
          onClose: () => {},
        };
        onConnection(conn);
      }
    },
    close: () => {},
  });
  const counters = new Array(seats).fill(100) as number[];
  const say = (i: number, m: object) => handlers[i]!(JSON.stringify(m));
  const lobby = (i: number, action: object) =>
    say(i, { v: PROTOCOL_VERSION, t: 'lobby', n: counters[i]!++, action });
  for (let i = 0; i < seats; i++)
    say(i, { v: PROTOCOL_VERSION, t: 'hi', room: 'BENCH1', nonce: `bench-nonce-${i}-abcdefgh` });
  say(0, { v: PROTOCOL_VERSION, t: 'hello', room: 'BENCH1', name: 'h', token: host.hostToken });
  for (let i = 1; i < seats; i++)
    say(i, { v: PROTOCOL_VERSION, t: 'hello', room: 'BENCH1', name: `p${i}` });
  const match = () => (host as unknown as { room: { match: { def: AnyGameDef } } }).room.match;
  const times: number[] = [];
  let rngs: RngState[] = Array.from({ length: seats }, (_, i) => seedRng(`host-${game}-${i}`));
  for (let m = 0; m < warmup + 3 || times.length < intents; m++) {
    for (let i = 1; i < seats; i++) lobby(i, { a: 'ready', ready: true });
    lobby(0, { a: 'start' });
    for (let i = 1; i < seats; i++) {
      const value = (i * 17 + m).toString(16).padStart(64, '0');
      say(i, { v: 6, t: 'contribute', id: deals[i], value });
    }
    for (let steps = 0; steps < 50_000 && match().def.result(host.matchState()) === null; steps++) {
      let acted = false;
      for (let seat = 0; seat < seats; seat++) {
        const [intent, next] = bot(match().def.view(host.matchState(), seat), rngs[seat]!);
        rngs = rngs.map((x, i) => (i === seat ? next : x));
        if (!intent) continue;
        const text = encode({ v: PROTOCOL_VERSION, t: 'intent', n: counters[seat]!++, intent });
        const t0 = performance.now();
        handlers[seat]!(text);
        if (m >= warmup) times.push(performance.now() - t0);
        acted = true;
      }
      if (!acted) break;
    }
    lobby(0, { a: 'lobby' });
  }
  host.close();
  return round(median(times) * 1000);
}

/** Everything one guest receives over a game's first round (The Gang: its first heist), on a
 * seeded table of `seats` played by `bot` over the in-memory transport. */
export async function bytesPerGuestRound(
  game: GameId,
  seats: number,
  bot: Bot<unknown, unknown>,
  roundOver: (state: unknown) => boolean,
  options?: unknown,
): Promise<number> {
  const room = await startedGame(game, seats, options);
  const start = room.clients[1]!.received!.length;
  let rngs: RngState[] = room.clients.map((_, i) => seedRng(`round-${game}-${i}`));
  for (let steps = 0; steps < 5_000 && !roundOver(room.host.matchState()); steps++) {
    let acted = false;
    for (let seat = 0; seat < seats && !roundOver(room.host.matchState()); seat++) {
      const c = room.clients[seat]!;
      const [intent, next] = bot(c.state.view, rngs[seat]!);
      rngs = rngs.map((x, i) => (i === seat ? next : x));
      if (!intent) continue;
      room.clock.t += 100; // people take their time: the rate limits never bite
      await c.act(intent);
      acted = true;
    }
    if (!acted) break;
  }
  await flush();
  const got = room.clients[1]!.received!.slice(start).reduce((t, m) => t + bytes(m), 0);
  room.close();
  return got;
}

/** Host upload per second to one abusive connection (a spectator, as anyone with the code may
 * join) that sends resyncs as fast as its message bucket allows, for 10 s of the host's clock. */
async function resyncBytesPerSecond(game: GameId, seats: number): Promise<number> {
  const room = await startedGame(game, seats);
  const { end, got } = await rawPeer(room, { name: 'Leech' });
  const start = got.length;
  const seconds = 10;
  for (let s = 0; s < seconds; s++) {
    for (let i = 0; i < 20; i++) end.send(`{"v":${PROTOCOL_VERSION},"t":"resync"}`);
    await flush();
    room.clock.t += 1000;
  }
  const sent = got.slice(start).reduce((t, m) => t + bytes(m), 0);
  room.close();
  return Math.round(sent / seconds);
}

export async function benchNet(): Promise<BenchResult[]> {
  const gangOptions = { mode: 'basic', stacks: 'first-game' };
  const game = await trafficOfOneGame('the-gang', 4, gangBot, gangOptions);
  const gof = await trafficOfOneGame('gang-of-four', 4, gofBot);
  const gangsta = await trafficOfOneGame('gangsta', 4, gangstaBot);
  const guestBytes = game.received.slice(1).map((msgs) => msgs.reduce((t, m) => t + bytes(m), 0));
  const heistGuest = game.heist[1]!.reduce((t, m) => t + bytes(m), 0);
  const drag = await dragFigures();
  const lossy = await lossyFigures('the-gang', gangBot, gangOptions);
  return [
    { name: 'net.join.bytes', value: game.joinBytes, unit: 'bytes' },
    { name: 'net.move.bytes', value: movesBytes(game), unit: 'bytes' },
    { name: 'net.move.bytes.the-gang', value: movesBytes(game), unit: 'bytes' },
    { name: 'net.move.bytes.gang-of-four', value: movesBytes(gof), unit: 'bytes' },
    { name: 'net.move.bytes.gangsta', value: movesBytes(gangsta), unit: 'bytes' },
    { name: 'net.heist.bytes_per_guest', value: heistGuest, unit: 'bytes' },
    {
      name: 'net.game.bytes_per_guest',
      value: Math.round(guestBytes.reduce((a, b) => a + b, 0) / guestBytes.length),
      unit: 'bytes',
    },
    {
      name: 'host.intent.us',
      value: await hostIntentMicros('the-gang', 4, gangBot),
      unit: 'us',
    },
    {
      name: 'gof.host.intent.us',
      value: await hostIntentMicros('gang-of-four', 4, gofBot),
      unit: 'us',
    },
    {
      name: 'net.gof.bytes_per_guest_round',
      value: await bytesPerGuestRound(
        'gang-of-four',
        4,
        gofBot,
        (s) => (s as GofState).phase !== 'play' && (s as GofState).phase !== 'exchange',
      ),
      unit: 'bytes',
    },
    {
      name: 'gangsta.host.intent.us',
      value: await hostIntentMicros('gangsta', 4, gangstaBot),
      unit: 'us',
    },
    ...(await Promise.all(
      GAME_IDS.map(async (id) => ({
        name: `net.resync.bytes_per_s.${id}`,
        value: await resyncBytesPerSecond(id, 4),
        unit: 'bytes/s',
      })),
    )),
    { name: 'net.drag.bytes_per_s', value: drag.perSecond, unit: 'bytes/s' },
    { name: 'net.drop.bytes', value: drag.drop, unit: 'bytes' },
    { name: 'net.intent_rtt_ms.lossy.p50', value: lossy.p50, unit: 'ms' },
    { name: 'net.intent_rtt_ms.lossy.p95', value: lossy.p95, unit: 'ms' },
    { name: 'net.intent_rtt_ms.lossy.p99', value: lossy.p99, unit: 'ms' },
    ...allLongGameViews(3).map((f) => ({
      name: `net.view.max_bytes.${f.game}`,
      value: f.maxBytes,
      unit: 'bytes',
    })),
  ];
}
