// The authoritative host (ARCHITECTURE.md "The authority and what crosses the wire"): a router
// that checks every message in a fixed order (size and JSON → rate limit by type → well-formed →
// said hi and hello → message number → sender owns the seat → the game accepts it now) and hands
// it to the part that owns its concern. It never trusts a peer, and never lets a game's own code
// stop it: whatever a game throws refuses that one intent with `internal-error`.
// The parts: host-room.ts (the shared state, sending, saving), host-doorway.ts (connections and
// who comes in), host-match.ts (commits and views), host-drags.ts (drag and drop), host-lobby.ts
// (lobby actions), host-bot-seats.ts and host-bots.ts (the bots it seats, which act through the
// same checks as people); host-roster.ts (people and lobby rules), host-limits.ts (caps and
// buckets), host-grabs.ts (who drags what), host-views.ts (views and diffs).
import { botFor } from '../engine/bots/registry.ts';
import { awakeInterval } from './awake.ts';
import { BotSeats } from './host-bot-seats.ts';
import { HostBots, realTimer } from './host-bots.ts';
import { Doorway } from './host-doorway.ts';
import { Heirs } from './host-heirs.ts';
import { DragDesk } from './host-drags.ts';
import type { HostKey } from './host-key.ts';
import { LIMITS, type ReasonTally } from './host-limits.ts';
import { LobbyDesk } from './host-lobby.ts';
import { MatchDesk } from './host-match.ts';
import type { Player } from './host-roster.ts';
import {
  ackMessage,
  HostRoom,
  type HostOptions,
  type HostSnapshot,
  type Session,
} from './host-room.ts';
import {
  checkClientMessage,
  peekClientMessage,
  type ClientMessage,
  type Lobby,
} from './protocol.ts';
import type { Connection, HostTransport } from './transport.ts';
import { PROTOCOL_VERSION } from './protocol-shapes.ts';

export { LIMITS } from './host-limits.ts';
export type { HostLogEntry, HostOptions, HostSnapshot, HostStorage } from './host-room.ts';

export class Host {
  readonly code: string;
  /** Token the host's own client says hello with: it makes that player the host. */
  readonly hostToken: string;
  readonly key: HostKey;
  /** Counters of dropped or refused messages by reason code (bounded: ReasonTally). */
  readonly dropped: ReasonTally;
  private readonly room: HostRoom;
  private readonly door: Doorway;
  private readonly match: MatchDesk;
  private readonly drags: DragDesk;
  private readonly lobbyDesk: LobbyDesk;
  private readonly botSeats: BotSeats;
  private readonly bots: HostBots;
  /** The checkpoints the seated guests hold for a successor (host-heirs.ts). */
  readonly heirs: Heirs;
  private transport: HostTransport | null = null;
  /** Set once the table is handed over: nothing more is done here (it would be lost). */
  private handedTo: string | null = null;
  private stopPings: (() => void) | null = null;

  constructor(opts: HostOptions) {
    const room = new HostRoom(opts);
    this.room = room;
    this.code = room.code;
    this.key = room.key;
    this.dropped = room.dropped;
    this.heirs = new Heirs(room);
    room.changed = () => this.heirs.changed();
    const wake = () => this.bots.wake();
    const timer = opts.botTimer ?? realTimer;
    this.match = new MatchDesk(room, wake, (ms, fn) => timer.after(ms, fn));
    this.door = new Doorway(room, (s) => this.match.sendView(s));
    this.drags = new DragDesk(room, this.match);
    this.botSeats = new BotSeats(room, (s, p, m, now) => this.handle(s, p, m, now));
    this.lobbyDesk = new LobbyDesk(room, this.match, this.botSeats, wake);
    this.bots = new HostBots(
      {
        match: () => room.match,
        rngOf: (id) => room.roster.byId(id)?.rng ?? null,
        setRng: (id, rng) => {
          const p = room.roster.byId(id);
          if (!p?.bot) return;
          p.rng = rng;
          room.persist();
        },
        holder: (object) => room.grabs.holder(object),
        request: (id, req) => this.botSeats.request(id, req),
        log: (id, reason, detail) => room.log(this.botSeats.sessionOf(id), reason, detail),
      },
      opts.bots ?? botFor,
      opts.botTimer ?? realTimer,
    );
    const me = room.roster.hostPlayer();
    this.hostToken = me?.token ?? opts.randomId();
    if (!me) {
      const id = opts.randomId().slice(0, 12);
      room.roster.add(id, opts.hostName ?? 'Host', this.hostToken, true, true);
    }
  }

  /** Starts accepting connections from a transport, and pinging every 2 s. */
  async listen(transport: HostTransport): Promise<void> {
    this.transport = transport;
    await transport.listen((conn) => this.accept(conn));
    this.stopPings ??= awakeInterval(
      LIMITS.pingMs,
      (stalled) => this.pingAll(stalled),
      this.room.opts.now,
    );
    this.bots.wake(); // a reloaded host's bots play on
    this.match.fair.resume(this.match); // and a deal waiting for contributions waits again
  }

  /** The bots make no move until `until` settles, or for at most `maxMs` once a match has them
   * to move (host-bots.ts `hold`): the host's page shows its table first. */
  holdBots(until: Promise<unknown>, maxMs?: number): void {
    this.bots.hold(until, maxMs);
  }

  /** Stops hosting. With `bye` (e.g. `host-closed`) every guest is told first and stops
   * reconnecting; without it (a closing tab) guests keep trying, so a reloaded host resumes. */
  close(bye?: string): void {
    this.bots.stop();
    this.flush();
    this.stopPings?.();
    this.stopPings = null;
    for (const s of [...this.room.sessions]) {
      if (bye) this.room.send(s, { v: PROTOCOL_VERSION, t: 'bye', reason: bye });
      s.conn.close();
      this.room.dropSession(s);
    }
    this.transport?.close();
  }

  /** Hands the table to seated, connected person `id` (host-heirs.ts): from now on this host
   * does nothing more (no intent, no bot's move); it resolves once that player has hung up, having
   * taken the snapshot (or after `waitMs`), and the caller then closes this host without a bye.
   * False, with nothing changed, when `id` cannot take the table. */
  async handOver(id: string, waitMs = 5000): Promise<boolean> {
    if (this.handedTo) return false;
    const heir = this.heirs.handOver(id);
    if (!heir) return false;
    this.handedTo = id;
    this.bots.stop();
    for (let t = 0; t < waitMs && this.room.sessions.has(heir); t += 25) {
      await new Promise((r) => setTimeout(r, 25));
    }
    return true;
  }

  /** The page is going, perhaps to reload: every guest is told (`going`), so they grant it the
   * longer reload grace before a successor takes over, and the snapshot is written now. */
  leaving(): void {
    this.heirs.going();
    this.flush();
  }

  /** Writes a pending snapshot now (a closing page calls this). */
  flush(): void {
    this.room.flush();
  }

  /** The lobby as everyone sees it. */
  lobby(): Lobby {
    return this.room.lobby();
  }

  /** Whether a match was played to its end (and nobody went back to the lobby yet). */
  matchOver(): boolean {
    return this.room.matchOver();
  }

  /** The last game's record as revealed (null: none yet). */
  record(): unknown {
    return this.room.record;
  }

  /** The match state (host-side only: tests and persistence). */
  matchState(): unknown {
    return this.room.match?.state ?? null;
  }

  /** What the host persists. */
  snapshot(): HostSnapshot {
    return this.room.snapshot();
  }

  /** Every 2 s: pings, connections gone silent, holds gone stale (`stalledMs`: awake.ts). */
  pingAll(stalledMs = 0): void {
    this.door.heartbeat(stalledMs);
  }

  /** Takes a new connection (the transport calls this). */
  accept(conn: Connection): void {
    this.door.accept(conn, (session, data) => this.receive(session, data));
  }

  /** One message from a connection, in the fixed order of checks. */
  private receive(session: Session, data: unknown): void {
    const room = this.room;
    if (!room.sessions.has(session) || this.handedTo) return;
    const now = room.now();
    session.heardAt = now;
    const peeked = peekClientMessage(data);
    const type = 'dropped' in peeked ? null : peeked.t;
    const p = session.player;
    const bucket = !p ? session.bucket : type === 'pose' ? p.buckets.poses : p.buckets.messages;
    if (!bucket.take(now)) {
      room.log(session, 'rate-limited');
      if (++session.flood >= LIMITS.floodClose) room.bye(session, 'flood');
      return;
    }
    session.flood = 0;
    if ('dropped' in peeked) return room.log(session, peeked.dropped);
    const msg = checkClientMessage(peeked);
    if ('dropped' in msg) return room.log(session, msg.dropped);
    if (msg.t === 'hi') return this.door.hi(session, msg);
    if (msg.t === 'hello') return this.door.hello(session, msg);
    const player = session.player;
    if (!player) return room.log(session, 'no-hello');
    this.handle(session, player, msg, now);
  }

  /** A well-formed message from a player who said hello (a person's, or a bot's): the message
   * number, then the request itself, to the part that owns it. */
  private handle(session: Session, player: Player, msg: ClientMessage, now: number): void {
    const room = this.room;
    switch (msg.t) {
      case 'hi':
      case 'hello':
        return room.log(session, `second-${msg.t}`);
      case 'ping':
        return room.send(session, { v: PROTOCOL_VERSION, t: 'pong', at: msg.at });
      case 'pong':
        player.rtt = Math.max(0, Math.round((now - msg.at) * 10) / 10);
        return;
      case 'resync':
        // A few bytes in, a whole view out: resyncs have a tight bucket of their own.
        if (!player.buckets.resyncs.take(now)) return room.log(session, 'too-many-resyncs');
        session.sent = null;
        return this.match.sendView(session);
      case 'pose':
        return this.drags.pose(session, player, msg);
      case 'share':
      case 'decline':
        return room.log(session, 'not-an-heir'); // for a successor's door only
      case 'contribute':
        return this.match.fair.contribute(session, player, msg, this.match);
      case 'checked':
        return this.match.fair.checked(session, player, msg);
      default:
        if (msg.n < player.next) {
          // A request resent after a reconnect gets the answer it had; it is not done again.
          const answer = player.answers.get(msg.n);
          if (answer === undefined) return room.log(session, 'replay');
          room.log(session, 'resent');
          return room.send(session, ackMessage(msg.n, answer));
        }
        if (msg.n >= player.next + LIMITS.nWindow) return room.log(session, 'bad-number');
        player.next = msg.n + 1;
        if (msg.t === 'intent') return this.match.intent(session, player, msg);
        if (msg.t === 'lobby') return this.lobbyDesk.action(session, player, msg);
        if (msg.t === 'grab') return this.drags.grab(session, player, msg);
        return this.drags.drop(session, player, msg);
    }
  }
}
