// Demo mode: a table in this page where bots play every seat and the viewer watches, over the
// in-memory loopback only (no network, no signalling server). A new game starts a few seconds
// after one ends; the viewer (the demo's host, watching) may take a bot's seat at any moment and
// play on. The session (session.ts) opens the host; this module seats the bots, starts, and loops.
import { GAME_IDS, gameFacts, type GameId } from '../engine/facts.ts';
import type { ActResult } from '../net/client-types.ts';
import type { Lobby, LobbyAction } from '../net/protocol.ts';

/** The pause between a game's end and the next one, in ms (time to read the result). */
export const DEMO_PAUSE_MS = 9000;

/** The game of a demo address (`/?demo=the-gang`), or null. */
export function demoFromUrl(href: string): GameId | null {
  let game: string | null;
  try {
    game = new URL(href).searchParams.get('demo');
  } catch {
    return null;
  }
  return GAME_IDS.find((id) => id === game) ?? null;
}

/** How fast a demo may play: its bots' pace and the pause between games, divided by this. */
export const DEMO_SPEEDS = [1, 2, 4] as const;
export type DemoSpeed = (typeof DEMO_SPEEDS)[number];

/** The speed a demo address asks for (`&speed=4`), else 1. */
export function demoSpeedFromUrl(href: string): DemoSpeed {
  let asked: string | null = null;
  try {
    asked = new URL(href).searchParams.get('speed');
  } catch {
    return 1;
  }
  return DEMO_SPEEDS.find((s) => String(s) === asked) ?? 1;
}

/** The address of a demo (at `speed`, when not 1). */
export function demoLink(base: string, game: GameId, speed: DemoSpeed = 1): string {
  const url = new URL(base);
  url.search = '';
  url.searchParams.set('demo', game);
  if (speed !== 1) url.searchParams.set('speed', String(speed));
  return url.href;
}

/** What the demo drives: the host player's lobby actions, whether the match has ended, and
 * news of every change. */
export interface DemoTable {
  lobbyAction(action: LobbyAction): Promise<ActResult>;
  matchOver(): boolean;
  subscribe(fn: () => void): () => void;
}

/** Seats the bots and runs the games one after another until stopped. */
export class DemoLoop {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  private off: (() => void) | null = null;

  constructor(
    private readonly table: DemoTable,
    private readonly pauseMs = DEMO_PAUSE_MS,
    private readonly speed: () => number = () => 1,
  ) {}

  /** The viewer watches, bots fill the seats, the first game starts. */
  async begin(game: GameId): Promise<void> {
    await this.must({ a: 'sit', seat: null });
    const seats = gameFacts(game)?.demoSeats ?? 0;
    for (let seat = 0; seat < seats; seat++) await this.must({ a: 'bot', seat });
    await this.must({ a: 'start' });
    this.off ??= this.table.subscribe(() => this.changed());
  }

  /** Something changed: once a game is over, the next starts after a pause. */
  changed(): void {
    if (this.stopped || this.timer || !this.table.matchOver()) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.again();
    }, this.pauseMs / this.speed());
  }

  stop(): void {
    this.stopped = true;
    this.off?.();
    this.off = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private async again(): Promise<void> {
    if (this.stopped || !this.table.matchOver()) return;
    await this.table.lobbyAction({ a: 'lobby' });
    if (!this.stopped) await this.table.lobbyAction({ a: 'start' });
  }

  private async must(action: LobbyAction): Promise<void> {
    const out = await this.table.lobbyAction(action);
    if (!out.ok) throw new Error(`demo: ${action.a} refused (${out.reason})`);
  }
}

/** The first seat a bot plays, for "Take a seat". */
export function firstBotSeat(lobby: Lobby | null): number | null {
  const seats = (lobby?.players ?? []).filter((p) => p.bot).map((p) => p.seat!);
  return seats.length > 0 ? Math.min(...seats) : null;
}

/** What the demo's controls need of the session. */
export interface DemoSession {
  readonly state: {
    readonly lobby: Lobby | null;
    readonly you: string | null;
    readonly demo: GameId | null;
  };
  lobbyAction(action: LobbyAction): Promise<ActResult>;
  /** Writes the demo's speed into the store. */
  set(patch: { demoSpeed: DemoSpeed }): void;
  location(): string;
  setLocation(href: string): void;
}

/** What the viewer of a demo may do besides leaving: take a bot's seat, change the speed. */
export class DemoControls {
  constructor(private readonly session: DemoSession) {}

  /** This player, watching, takes over a bot's seat (the first, unless `seat` names one). */
  takeSeat(seat: number | null = firstBotSeat(this.session.state.lobby)): Promise<ActResult> {
    const you = this.session.state.you;
    if (seat === null || !you) return Promise.resolve({ ok: false, reason: 'no-bot-seat' });
    return this.session.lobbyAction({ a: 'move', player: you, seat });
  }

  /** The demo plays at `speed` from now on (its next waits), and its address says so. */
  setSpeed(speed: DemoSpeed): void {
    const game = this.session.state.demo;
    if (!game) return;
    this.session.set({ demoSpeed: speed });
    this.session.setLocation(demoLink(this.session.location(), game, speed));
  }
}
