// Traffic and host cost of The Gang over the wire, measured on the in-memory transport with
// seeded bots: the bytes of a full view, the bytes each peer receives per committed intent,
// all bytes one guest receives over a heist, and the host's time to check, apply and diff.
import { performance } from 'node:perf_hooks';
import { seedRng, type RngState } from '../src/engine/core/rng.ts';
import { gangBotIntent } from '../src/engine/bots/the-gang/bot.ts';
import type { GangState, GangView } from '../src/engine/index.ts';
import { Host } from '../src/net/host.ts';
import { encode } from '../src/net/protocol.ts';
import type { Connection } from '../src/net/transport.ts';
import { flush, startedGang, testBytes } from '../src/net/test-kit.ts';
import type { BenchResult } from './run.ts';
import { median, round } from './stats.ts';

const bytes = (s: string) => Buffer.byteLength(s, 'utf8');
const isGameMessage = (m: string) =>
  m.startsWith('{"v":2,"t":"view"') || m.startsWith('{"v":2,"t":"diff"');

/** A seeded 4-player game over loopback; returns what each guest received, message by message. */
async function trafficOfOneGame(seats: number) {
  const room = await startedGang(seats, { mode: 'basic', stacks: 'first-game' });
  const state = () => room.host.matchState() as GangState;
  const start = room.clients.map((c) => c.received!.length);
  const joinBytes = bytes(
    room.clients[1]!.received!.filter((m) => m.startsWith('{"v":2,"t":"view"')).at(-1)!,
  );
  let rngs: RngState[] = room.clients.map((_, i) => seedRng(`bench-${i}`));
  let intents = 0;
  let firstHeistEnd: number[] | null = null;
  while (state().result === null) {
    for (let seat = 0; seat < seats && state().result === null; seat++) {
      const c = room.clients[seat]!;
      const [intent, next] = gangBotIntent(c.state.view as GangView, rngs[seat]!);
      rngs = rngs.map((x, i) => (i === seat ? next : x));
      if (!intent) continue;
      const out = await c.act(intent);
      if (out.ok) intents++;
      await flush(2);
      if (!firstHeistEnd && state().phase !== 'round' && state().heist === 1 && state().showdown) {
        firstHeistEnd = room.clients.map((x) => x.received!.length);
      }
    }
  }
  const received = room.clients.map((c, i) => c.received!.slice(start[i]).filter(isGameMessage));
  const heist = room.clients.map((c, i) =>
    c.received!.slice(start[i], firstHeistEnd![i]).filter(isGameMessage),
  );
  room.close();
  return { joinBytes, received, heist, intents };
}

/** Median microseconds for the host to check, apply and diff one intent for 6 seats. */
async function hostIntentMicros(): Promise<number> {
  const handlers: ((data: string) => void)[] = [];
  const inbox: string[][] = [];
  let clock = 0;
  const host = new Host({
    code: 'BENCH1',
    game: 'the-gang',
    now: () => (clock += 1000),
    randomId: (() => {
      let n = 0;
      return () => `bench-${++n}`;
    })(),
    randomBytes: testBytes('bench'),
  });
  await host.listen({
    listen: async (onConnection) => {
      for (let i = 0; i < 6; i++) {
        const box: string[] = [];
        inbox.push(box);
        const conn: Connection = {
          label: `bench-${i}`,
          send: (d) => box.push(d),
          close: () => {},
          onMessage: (h) => handlers.push(h),
          onClose: () => {},
        };
        onConnection(conn);
      }
    },
    close: () => {},
  });
  let n = 1;
  const say = (i: number, m: object) => handlers[i]!(JSON.stringify(m));
  for (let i = 0; i < 6; i++)
    say(i, { v: 2, t: 'hi', room: 'BENCH1', nonce: `bench-nonce-${i}-abcdefgh` });
  say(0, { v: 2, t: 'hello', room: 'BENCH1', name: 'h', token: host.hostToken });
  for (let i = 1; i < 6; i++) say(i, { v: 2, t: 'hello', room: 'BENCH1', name: `p${i}` });
  for (let i = 1; i < 6; i++)
    say(i, { v: 2, t: 'lobby', n: n++, action: { a: 'ready', ready: true } });
  say(0, { v: 2, t: 'lobby', n, action: { a: 'start' } });
  const views = (i: number) =>
    host['match'] && (host['match'].def.view(host.matchState(), i) as GangView);
  const times: number[] = [];
  let rngs: RngState[] = Array.from({ length: 6 }, (_, i) => seedRng(`host-${i}`));
  const counters = new Array(6).fill(100) as number[];
  for (let games = 0; games < 3; games++) {
    while ((host.matchState() as GangState).result === null) {
      for (let seat = 0; seat < 6; seat++) {
        const [intent, next] = gangBotIntent(views(seat) as GangView, rngs[seat]!);
        rngs = rngs.map((x, i) => (i === seat ? next : x));
        if (!intent) continue;
        const text = encode({ v: 2, t: 'intent', n: counters[seat]!++, intent });
        const t0 = performance.now();
        handlers[seat]!(text);
        times.push(performance.now() - t0);
      }
    }
    say(0, { v: 2, t: 'lobby', n: counters[0]!++, action: { a: 'lobby' } });
    for (let i = 1; i < 6; i++)
      say(i, { v: 2, t: 'lobby', n: counters[i]!++, action: { a: 'ready', ready: true } });
    say(0, { v: 2, t: 'lobby', n: counters[0]!++, action: { a: 'start' } });
  }
  host.close();
  return round(median(times) * 1000);
}

export async function benchNet(): Promise<BenchResult[]> {
  const game = await trafficOfOneGame(4);
  const guestBytes = game.received.slice(1).map((msgs) => msgs.reduce((t, m) => t + bytes(m), 0));
  const perPeerPerIntent =
    game.received.reduce(
      (t, msgs) =>
        t + msgs.filter((m) => m.includes('"t":"diff"')).reduce((u, m) => u + bytes(m), 0),
      0,
    ) /
    (game.intents * game.received.length);
  const heistGuest = game.heist[1]!.reduce((t, m) => t + bytes(m), 0);
  return [
    { name: 'net.join.bytes', value: game.joinBytes, unit: 'bytes' },
    { name: 'net.move.bytes', value: Math.round(perPeerPerIntent), unit: 'bytes' },
    { name: 'net.heist.bytes_per_guest', value: heistGuest, unit: 'bytes' },
    {
      name: 'net.game.bytes_per_guest',
      value: Math.round(guestBytes.reduce((a, b) => a + b, 0) / guestBytes.length),
      unit: 'bytes',
    },
    { name: 'host.intent.us', value: await hostIntentMicros(), unit: 'us' },
  ];
}
