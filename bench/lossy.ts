// The intent's answer over a slow, lossy link (issue #25: `net.intent_rtt_ms.lossy.p95` ≤ 2 × RTT at
// 150 ms RTT with 1 % loss). A simulated link wraps each end of the loopback transport: every
// message waits half the round trip, travels in packets of at most MTU bytes each lost with the
// given chance, and a lost message is sent again after the retransmission timeout (doubling each
// time, as SCTP does); a data channel is ordered and reliable, so nothing overtakes a message
// that waits. Time is simulated (the host and clients read the same clock), so a seeded game of
// thousands of intents takes seconds and the figure is the same on every run.
import { seedRng, nextU32, type RngState } from '../src/engine/core/rng.ts';
import type { Bot } from '../src/engine/bots/core/drive.ts';
import { gameById, type GameId } from '../src/engine/index.ts';
import { FakeTimer, startedGame, type Link } from '../src/net/test-kit.ts';
import type { Connection } from '../src/net/transport.ts';
import { quantile, round } from './stats.ts';

const landed = () => new Promise<void>((r) => setImmediate(r));

/** The link's character. */
export interface LinkModel {
  readonly rttMs: number;
  /** The chance that one packet is lost. */
  readonly loss: number;
  /** The first retransmission timeout (WebRTC's SCTP keeps it at 400 ms at least, whatever the
   * round trip). */
  readonly rtoMs: number;
  /** Payload bytes per packet (a data channel's messages are split in chunks of about this). */
  readonly mtu: number;
}

export const LOSSY_LINK: LinkModel = { rttMs: 150, loss: 0.01, rtoMs: 400, mtu: 1150 };

/** A simulated network: a clock and the deliveries waiting on it. */
export class SimulatedNet {
  readonly clock = { t: 1000 };
  /** Deliveries waiting, in the order they arrive (ties: in the order sent). */
  private readonly due = new FakeTimer(this.clock);
  private rng: RngState;

  constructor(
    readonly model: LinkModel,
    readonly seed: string,
  ) {
    this.rng = seedRng(seed);
  }

  private chance(): number {
    let x: number;
    [x, this.rng] = nextU32(this.rng);
    return x / 2 ** 32;
  }

  /** The link around one end: its sends reach the other end after the simulated delay. */
  readonly link: Link = (end) => {
    let last = 0; // when the previous message on this direction arrives: none overtakes it
    const wrapped: Connection = {
      label: end.label,
      binding: end.binding?.bind(end),
      close: () => end.close(),
      onMessage: (h) => end.onMessage(h),
      onClose: (h) => end.onClose(h),
      send: (data) => {
        const packets = Math.max(1, Math.ceil(data.length / this.model.mtu));
        let delay = this.model.rttMs / 2;
        for (let rto = this.model.rtoMs; this.lost(packets); rto *= 2) delay += rto;
        last = Math.max(last, this.clock.t + delay);
        this.due.after(last - this.clock.t, () => end.send(data));
      },
    };
    return wrapped;
  };

  private lost(packets: number): boolean {
    for (let i = 0; i < packets; i++) if (this.chance() < this.model.loss) return true;
    return false;
  }

  /** Runs the next delivery (moving the clock to it) and lets it land; false when none waits. */
  async step(): Promise<boolean> {
    if (!this.due.next()) return false;
    await landed(); // the loopback delivers in microtasks, so one turn of the event loop will do
    return true;
  }
}

/** Milliseconds from each intent sent to its answer, over seeded games of `game` played by `bot`
 * at `seats` over links of `model` until `intents` were answered; players act one after another,
 * each once the table has settled (the link is idle when an intent leaves). */
export async function lossyIntentRtts(
  game: GameId,
  seats: number,
  bot: Bot<unknown, unknown>,
  model: LinkModel = LOSSY_LINK,
  options?: unknown,
  intents = 1000,
): Promise<number[]> {
  const rtts: number[] = [];
  for (let g = 0; rtts.length < intents && g < 100; g++) {
    rtts.push(...(await oneGame(game, seats, bot, new SimulatedNet(model, `lossy-${g}`), options)));
  }
  return rtts;
}

async function oneGame(
  game: GameId,
  seats: number,
  bot: Bot<unknown, unknown>,
  sim: SimulatedNet,
  options: unknown,
): Promise<number[]> {
  const starting = startedGame(game, seats, options, { now: () => sim.clock.t }, sim.link);
  // The room is built over the link too: its deliveries run until it stands.
  let room: Awaited<typeof starting> | null = null;
  void starting.then((r) => (room = r));
  while (!room) if (!(await sim.step())) await landed();
  const r = room as Awaited<typeof starting>;
  while (await sim.step()); // the start's views land (fair play's contributions come first)
  const rtts: number[] = [];
  let rngs: RngState[] = r.clients.map((_, i) => seedRng(`${sim.seed}-${i}`));
  const def = gameById(game)!;
  for (let round = 0; round < 100_000 && def.result(r.host.matchState()) === null; round++) {
    let acted = false;
    for (let seat = 0; seat < seats; seat++) {
      const c = r.clients[seat]!;
      if (!c.state.view) throw new Error(`lossy bench: seat ${seat} has no view (${sim.seed})`);
      const [intent, next] = bot(c.state.view, rngs[seat]!);
      rngs = rngs.map((x, i) => (i === seat ? next : x));
      if (!intent) continue;
      acted = true;
      const t0 = sim.clock.t;
      let answered: number | null = null;
      void c.act(intent).then(() => (answered = sim.clock.t));
      while (answered === null && (await sim.step()));
      if (answered !== null) rtts.push((answered as number) - t0);
      while (await sim.step()); // everyone's views land
    }
    if (!acted) break;
  }
  const silent = r.host.dropped.get('silent') ?? 0;
  r.close();
  if (silent > 0) throw new Error(`lossy bench: ${silent} connections fell silent`);
  return rtts;
}

/** The lossy-link figures for one game. */
export async function lossyFigures(
  game: GameId,
  bot: Bot<unknown, unknown>,
  options?: unknown,
): Promise<{ p50: number; p95: number; p99: number; n: number }> {
  const rtts = await lossyIntentRtts(game, 4, bot, LOSSY_LINK, options, 600);
  return {
    p50: round(quantile(rtts, 0.5)),
    p95: round(quantile(rtts, 0.95)),
    p99: round(quantile(rtts, 0.99)),
    n: rtts.length,
  };
}
