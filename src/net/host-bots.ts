// Bots at the host's table. Each bot seat is driven here, in the host only: after every change it
// waits a human moment, asks its game's bot (engine/bots/registry.ts) for an intent from its own
// seat's view and its own RNG (kept with the player, so a reloaded host resumes it), and acts
// through the same path as a person's messages (host.ts: same schemas, message numbers, seat and
// game checks, same refusals). A move with a table object is made by hand: grab, a few poses along
// a path that the host relays like anybody's drag, then the drop; a move without one is sent as
// an intent. A bot never takes what a person holds, and a refused request is logged and retried
// later, ever more slowly, never in a hot loop. Time comes from an injected timer, so tests run a
// whole game at once.
import type { BotDrag, BotPlayer } from '../engine/bots/registry.ts';
import { nextInt, type RngState } from '../engine/core/rng.ts';
import type { DropZone } from '../engine/index.ts';
import { guarded, type Match } from './host-views.ts';

/** Time for bots: real timers in the browser, a fake one in tests. */
export interface BotTimer {
  /** Calls `fn` after `ms`; returns what cancels it. */
  after(ms: number, fn: () => void): () => void;
}

/** Timers of the page (setTimeout keeps running in a background tab, if throttled). */
export const realTimer: BotTimer = {
  after(ms, fn) {
    const handle = setTimeout(fn, ms);
    return () => clearTimeout(handle);
  },
};

/** `base`'s timers run `speed()` times faster (a demo watched at 2× or 4×), read as each one is
 * set. */
export function pacedTimer(base: BotTimer, speed: () => number): BotTimer {
  return { after: (ms, fn) => base.after(ms / Math.max(1, speed()), fn) };
}

/** A bot's pace, in milliseconds: a person's, so everybody can follow. */
export const BOT_PACE = {
  /** Before each decision. */
  think: [600, 1600],
  /** A little more, on top of the game's own linger (a gang, a heist, a showdown). */
  ponder: [200, 800],
  /** Poses of a drag between grab and drop, and the time between them. */
  poses: 6,
  poseMs: 80,
  /** When a person holds what the bot wants: look again after this. */
  wait: [1200, 2400],
  /** After a refusal: this, doubled per refusal in a row, up to the cap. */
  backoff: 2000,
  maxBackoff: 20_000,
  /** The longest the bots hold their first move for the host's table to show (`hold`), from
   * the moment a match first has them to move: a slow phone draws its first 3D frame in a few
   * seconds; a tab in the background never does, and the table must not wait on it. */
  holdMax: 8000,
} as const;

/** What a bot sends: a person's table's messages, without version and number. */
export type BotRequest =
  | { readonly t: 'intent'; readonly intent: unknown }
  | { readonly t: 'grab'; readonly object: string }
  | { readonly t: 'pose'; readonly object: string; readonly p: [number, number, number]; r: number }
  | {
      readonly t: 'drop';
      readonly object: string;
      readonly zone: DropZone;
      readonly items?: string[];
    };

/** What the bots may ask of the host. */
export interface BotPort {
  match(): Match | null;
  /** The RNG of bot `id`, or null when `id` is not a bot (any more). */
  rngOf(id: string): RngState | null;
  setRng(id: string, rng: RngState): void;
  /** Who holds a table object now. */
  holder(object: string): string | null;
  /** Sends `req` as bot `id` down a person's path; null when accepted, else the reason. */
  request(id: string, req: BotRequest): string | null;
  log(id: string, reason: string, detail?: string): void;
}

interface BotSeat {
  /** Cancels what the bot waits for (a think, a pose, a retry), if anything. */
  cancel: (() => void) | null;
  /** In the middle of a drag. */
  busy: boolean;
  /** Refusals in a row. */
  failures: number;
}

/** The bots held back (HostBots.hold): `cancel` ends its longest wait, once that has started. */
interface BotHold {
  readonly maxMs: number;
  cancel: (() => void) | null;
}

/** Lifted this high while carried (metres), like a person's drag. */
const LIFT = 0.035;

const round = (x: number) => Math.round(x * 1000) / 1000;

/** The poses of a drag from `from` to `to`: a low arc, `n` steps. */
export function dragPath(
  from: [number, number],
  to: [number, number],
  n: number,
): [number, number, number][] {
  return Array.from({ length: n }, (_, i) => {
    const f = (i + 1) / n;
    const ease = f * f * (3 - 2 * f);
    return [
      round(from[0] + (to[0] - from[0]) * ease),
      round(LIFT + 0.05 * Math.sin(Math.PI * f)),
      round(from[1] + (to[1] - from[1]) * ease),
    ];
  });
}

/** Drives every bot seat of the host's match. */
export class HostBots {
  private readonly seats = new Map<string, BotSeat>();
  private stopped = false;
  /** While set, no bot moves (`hold`). */
  private held: BotHold | null = null;

  constructor(
    private readonly port: BotPort,
    private readonly players: (game: string) => BotPlayer | null,
    private readonly timer: BotTimer,
  ) {}

  /** Something changed (or the host started): every idle bot of the match thinks, after a
   * human pause; bots no longer seated stop. */
  wake(): void {
    if (this.stopped) return;
    const match = this.port.match();
    const over = !match || guarded(() => match.def.result(match.state)) !== null;
    const ids = new Set(match && !over ? match.order.filter((id) => this.port.rngOf(id)) : []);
    const held = this.held;
    if (held) {
      // Nothing to run yet; the longest wait counts from a match's first call for its bots.
      if (ids.size > 0 && !held.cancel) {
        held.cancel = this.timer.after(held.maxMs, () => this.release(held));
      }
      return;
    }
    for (const [id, s] of this.seats) {
      if (ids.has(id)) continue;
      s.cancel?.();
      this.seats.delete(id);
    }
    for (const id of ids) {
      let s = this.seats.get(id);
      if (!s) this.seats.set(id, (s = { cancel: null, busy: false, failures: 0 }));
      if (!s.cancel && !s.busy) this.later(id, s, BOT_PACE.think, () => this.think(id, false));
    }
  }

  /**
   * No bot moves until `until` settles (the host's own table shown: its first frame drawn), or
   * until `maxMs` after a match first has them to move; then they think after their usual human
   * pause. On a phone the host's bots would otherwise decide, drag and send views on the page's
   * one thread while it draws its table's first frame, and move before its player can see them.
   */
  hold(until: Promise<unknown>, maxMs: number = BOT_PACE.holdMax): void {
    if (this.stopped) return;
    const held: BotHold = { maxMs, cancel: null };
    this.held = held;
    const release = () => this.release(held);
    until.then(release, release);
  }

  private release(held: BotHold): void {
    if (this.held !== held) return;
    held.cancel?.();
    this.held = null;
    this.wake();
  }

  /** Stops every bot (the host closes). */
  stop(): void {
    this.held?.cancel?.();
    this.held = null;
    this.stopped = true;
    for (const s of this.seats.values()) s.cancel?.();
    this.seats.clear();
  }

  /** Runs `fn` after a time drawn from the bot's RNG within `range` (or exactly `range`). */
  private later(id: string, s: BotSeat, range: number | readonly [number, number], fn: () => void) {
    s.cancel?.();
    let ms = typeof range === 'number' ? range : range[0];
    const rng = this.port.rngOf(id);
    if (typeof range !== 'number' && rng) {
      const [extra, next] = nextInt(rng, range[1] - range[0] + 1);
      this.port.setRng(id, next);
      ms += extra;
    }
    s.cancel = this.timer.after(ms, () => {
      s.cancel = null;
      if (this.seats.get(id) === s) fn();
    });
  }

  /** The bot decides from its seat's view, and acts (after a longer think for a big move). */
  private think(id: string, pondered: boolean): void {
    const s = this.seats.get(id);
    const match = this.port.match();
    const seat = match ? match.order.indexOf(id) : -1;
    const rng = this.port.rngOf(id);
    const player = match && this.players(match.def.id);
    if (!s || !match || seat < 0 || !rng || !player) return;
    const view = guarded(() => match.def.view(match.state, seat) as unknown);
    if (view instanceof Error) return this.port.log(id, 'internal-error', `view: ${view.message}`);
    const out = guarded(() => player.bot(view, rng));
    if (out instanceof Error) return this.refused(id, s, 'bot-error', out.message);
    const [intent, next] = out;
    this.port.setRng(id, next);
    if (intent === null) return; // nothing to do until something changes
    const linger = pondered ? 0 : guarded(() => player.linger(intent));
    if (typeof linger === 'number' && linger > 0) {
      const [lo, hi] = BOT_PACE.ponder;
      return this.later(id, s, [lo + linger, hi + linger], () => this.think(id, true));
    }
    const drag = guarded(() => player.drag(view, intent));
    if (drag && !(drag instanceof Error)) {
      return this.drag(id, s, player, drag, intent, match.order.length);
    }
    this.send(id, s, { t: 'intent', intent });
  }

  /** A move by hand: grab, poses along the way, drop. */
  private drag(
    id: string,
    s: BotSeat,
    player: BotPlayer,
    drag: BotDrag,
    intent: unknown,
    seats: number,
  ): void {
    const wait = () => this.later(id, s, BOT_PACE.wait, () => this.think(id, false));
    const holder = this.port.holder(drag.object);
    if (holder !== null && holder !== id) return wait(); // a person has it in hand
    const grabbed = this.port.request(id, { t: 'grab', object: drag.object });
    if (grabbed === 'held-by-other') return wait();
    if (grabbed !== null) {
      // The table refuses the grab but the rules may still take the move: say so, then send it.
      this.port.log(id, 'bot-grab-refused', `${drag.object}: ${grabbed}`);
      return this.send(id, s, { t: 'intent', intent });
    }
    s.busy = true;
    const from = player.spot(drag.from, seats);
    const to = player.spot(drag.to, seats);
    const path = dragPath([from[0], from[1]], [to[0], to[1]], BOT_PACE.poses);
    const step = (k: number) => {
      if (k < path.length) {
        if (this.port.holder(drag.object) !== id) {
          s.busy = false; // put down for it (a new match, the seat handed over)
          return wait();
        }
        this.port.request(id, { t: 'pose', object: drag.object, p: path[k]!, r: 0 });
        s.cancel = this.timer.after(BOT_PACE.poseMs, () => {
          s.cancel = null;
          if (this.seats.get(id) === s) step(k + 1);
        });
        return;
      }
      s.busy = false;
      const items = drag.items ? { items: [...drag.items] } : {};
      this.send(id, s, { t: 'drop', object: drag.object, zone: drag.to, ...items });
    };
    step(0);
  }

  private send(id: string, s: BotSeat, req: BotRequest): void {
    const reason = this.port.request(id, req);
    if (reason === null) s.failures = 0;
    else this.refused(id, s, reason, JSON.stringify(req).slice(0, 200));
  }

  /** A refusal: logged, and the bot thinks again later, more slowly each time in a row. */
  private refused(id: string, s: BotSeat, reason: string, detail: string): void {
    this.port.log(id, 'bot-refused', `${reason}: ${detail}`);
    s.failures++;
    const ms = Math.min(BOT_PACE.maxBackoff, BOT_PACE.backoff * 2 ** (s.failures - 1));
    this.later(id, s, ms, () => this.think(id, false));
  }
}
