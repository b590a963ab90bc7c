// Test helpers for the net layer: a host and clients over the in-memory loopback network,
// with a fake clock and deterministic ids. Used by tests and benchmarks only.
import { Client } from './client.ts';
import type { ClientOptions } from './client-types.ts';
import type { BotTimer } from './host-bots.ts';
import { Host, type HostOptions, type HostSnapshot } from './host.ts';
import { LoopbackNetwork } from './loopback.ts';
import type { Connection } from './transport.ts';
import type { GameId } from '../engine/index.ts';
import { nextU32, seedRng, type RngState } from '../engine/core/rng.ts';

/** Deterministic "random" bytes for tests (keys, nonces): a seeded stream, never repeating. */
export function testBytes(seed = 'test-bytes'): (n: number) => Uint8Array {
  let rng: RngState = seedRng(seed);
  return (n) => {
    const out = new Uint8Array(n);
    for (let i = 0; i < n; i++) {
      let x: number;
      [x, rng] = nextU32(rng);
      out[i] = x & 0xff;
    }
    return out;
  };
}

/** A fake timer for bots: time moves only when a test runs the next due call. */
export class FakeTimer implements BotTimer {
  private readonly due: { at: number; seq: number; fn: () => void; live: boolean }[] = [];
  private seq = 0;

  constructor(private readonly clock: { t: number }) {}

  after(ms: number, fn: () => void): () => void {
    const entry = { at: this.clock.t + ms, seq: this.seq++, fn, live: true };
    this.due.push(entry);
    return () => (entry.live = false);
  }

  /** Calls waiting, not cancelled. */
  get pending(): number {
    return this.due.filter((e) => e.live).length;
  }

  /** Moves the clock to the next due call and runs it; false when nothing waits. */
  next(): boolean {
    for (;;) {
      if (this.due.length === 0) return false;
      let k = 0;
      for (let i = 1; i < this.due.length; i++) {
        const a = this.due[i]!;
        const b = this.due[k]!;
        if (a.at < b.at || (a.at === b.at && a.seq < b.seq)) k = i;
      }
      const [entry] = this.due.splice(k, 1);
      if (!entry!.live) continue;
      this.clock.t = Math.max(this.clock.t, entry!.at);
      entry!.fn();
      return true;
    }
  }

  /** Runs every call due within `ms` from now (and those they schedule in that time). */
  advance(ms: number): void {
    const end = this.clock.t + ms;
    for (;;) {
      const live = this.due.filter((e) => e.live);
      if (live.length === 0 || Math.min(...live.map((e) => e.at)) > end) break;
      this.next();
    }
    this.clock.t = Math.max(this.clock.t, end);
  }
}

/** Lets queued loopback deliveries run (they are microtasks and zero-delay timers). */
export async function flush(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise((r) => setTimeout(r, 0));
}

export interface Room {
  readonly net: LoopbackNetwork;
  readonly host: Host;
  /** clients[0] is the host's own player. */
  readonly clients: Client[];
  readonly clock: { t: number };
  /** The bots' timer: nothing a bot does happens until a test runs it. */
  readonly timer: FakeTimer;
  readonly snapshots: HostSnapshot[];
  /** Every random id the host drew (tokens, player ids, seeds), in order. */
  readonly ids: string[];
  join(name: string, extra?: Partial<ClientOptions>): Promise<Client>;
  close(): void;
}

/** What stands between an end of a loopback channel and its user: a simulated link (a lossy,
 * slow network in a benchmark) wraps each end's sending. */
export type Link = (end: Connection) => Connection;

/** A host with its own player connected, over a recording loopback network (through `link`). */
export async function openRoom(
  game: GameId = 'the-gang',
  options?: unknown,
  more: Partial<HostOptions> = {},
  link: Link = (end) => end,
): Promise<Room> {
  const net = new LoopbackNetwork(true);
  const clock = { t: 1000 };
  const timer = new FakeTimer(clock);
  const ids: string[] = [];
  const snapshots: HostSnapshot[] = [];
  const host = new Host({
    botTimer: timer,
    code: 'KTR94M',
    game,
    options,
    hostName: 'Arsène',
    now: () => clock.t,
    randomId: () => {
      ids.push(`id${String(ids.length + 1).padStart(4, '0')}-secret`);
      return ids.at(-1)!;
    },
    randomBytes: testBytes('host'),
    storage: { save: (s) => snapshots.push(s) },
    ...more,
  });
  const listening = net.host('KTR94M');
  await host.listen({ ...listening, listen: (accept) => listening.listen((c) => accept(link(c))) });
  const clients: Client[] = [];
  const clientBytes = testBytes('clients');
  const join = async (name: string, extra: Partial<ClientOptions> = {}) => {
    const c = new Client(
      {
        transport: { connect: async (code) => link(net.connect(code)), close: () => {} },
        room: 'KTR94M',
        name,
        now: more.now ?? (() => clock.t), // a simulated clock of the host's is everyone's
        randomBytes: clientBytes,
        backoff: { firstMs: 1, maxMs: 5, hostLostMs: 50 },
        ...extra,
      },
      true,
    );
    await c.connect();
    await flush();
    clients.push(c);
    return c;
  };
  await join('Arsène', { token: host.hostToken });
  return {
    net,
    host,
    clients,
    clock,
    timer,
    snapshots,
    ids,
    join,
    close: () => {
      for (const c of clients) c.close();
      host.close();
    },
  };
}

/** A room of `n` players for The Gang, everyone ready, the game started. */
export function startedGang(
  n: number,
  options?: unknown,
  more: Partial<HostOptions> = {},
): Promise<Room> {
  return startedGame('the-gang', n, options, more);
}

/** A room of `n` players for `game`, everyone ready, the game started. */
export async function startedGame(
  game: GameId,
  n: number,
  options?: unknown,
  more: Partial<HostOptions> = {},
  link?: Link,
): Promise<Room> {
  const room = await openRoom(game, options, more, link);
  const names = ['Doris', 'Trudy', 'Danny', 'Ocean', 'Rusty'];
  for (let i = 1; i < n; i++) await room.join(names[i - 1]!);
  for (const c of room.clients.slice(1)) await c.lobbyAction({ a: 'ready', ready: true });
  const started = await room.clients[0]!.lobbyAction({ a: 'start' });
  if (!started.ok) throw new Error(`start refused: ${started.reason}`);
  await flush();
  return room;
}

/** A raw connection to a room's host, for hostile tests: it says hi (the host answers with its
 * proof) and, unless told not to, hello as a fresh person or with a token. */
export async function rawPeer(
  room: Room,
  opts: { hi?: boolean; hello?: boolean; token?: string; name?: string; device?: string } = {},
) {
  const end = room.net.connect('KTR94M');
  const got: string[] = [];
  end.onMessage((m) => got.push(m));
  if (opts.hi !== false) {
    end.send(JSON.stringify({ v: 6, t: 'hi', room: 'KTR94M', nonce: 'raw-peer-nonce-0123456789' }));
  }
  if (opts.hi !== false && opts.hello !== false) {
    end.send(
      JSON.stringify({
        v: 6,
        t: 'hello',
        room: 'KTR94M',
        name: opts.name ?? 'Mallory',
        ...(opts.token ? { token: opts.token } : {}),
        ...(opts.device ? { device: opts.device } : {}),
      }),
    );
  }
  await flush();
  return { end, got };
}
