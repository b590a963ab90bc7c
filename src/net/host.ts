// The authoritative host (ARCHITECTURE.md "The authority and what crosses the wire"). It owns
// the room and the match, checks every message in a fixed order (well-formed → sender owns the
// seat → the game accepts it now), sends each connection the view of its own seat (a full view
// first, then diffs of the filtered view), and persists itself after every committed change.
// It never trusts a peer: bad input is dropped or refused with a reason, and never throws.
import {
  applyIntent,
  createState,
  gameById,
  isRejection,
  type AnyGameDef,
  type GameId,
} from '../engine/index.ts';
import { diffJson } from './diff.ts';
import {
  cleanName,
  decodeClientMessage,
  encode,
  type ClientMessage,
  type HostMessage,
  type Lobby,
  type LobbyAction,
  type LobbyPlayer,
} from './protocol.ts';
import type { Connection, HostTransport } from './transport.ts';

/** Caps and rate limits (documented in docs/PROTOCOL.md). */
export const LIMITS = {
  /** People in a room, players and spectators together. */
  maxPeople: 16,
  /** Open connections, including ones that have not said hello yet. */
  maxConnections: 32,
  /** Token bucket per connection: burst size and refill per second. */
  burst: 40,
  perSecond: 20,
  /** Messages dropped in a row for flooding before the connection is closed. */
  floodClose: 200,
  /** Milliseconds a new connection has to say hello. */
  helloTimeoutMs: 10_000,
  /** A separate bucket for drag poses (clients stream at most 30 a second). */
  poseBurst: 30,
  posesPerSecond: 40,
  /** A held object nobody moved for this long is put down. */
  grabIdleMs: 10_000,
} as const;

/** Everything a host needs to come back after a reload (kept by the host's own browser). */
export interface HostSnapshot {
  readonly version: 1;
  readonly code: string;
  readonly game: GameId;
  readonly options: unknown;
  readonly players: readonly {
    id: string;
    name: string;
    token: string;
    seat: number | null;
    ready: boolean;
    host: boolean;
    next: number;
  }[];
  /** The match, with its seed (kept for replays and audits; it never leaves the host). */
  readonly match: { state: unknown; order: string[]; gameId: GameId; seed: string } | null;
}

export interface HostStorage {
  save(snapshot: HostSnapshot): void;
}

export interface HostOptions {
  readonly code: string;
  readonly game: GameId;
  readonly options?: unknown;
  /** The host's own player name. */
  readonly hostName?: string;
  /** Milliseconds clock (performance.now or a fake in tests). */
  readonly now: () => number;
  /** Unguessable random ids: tokens, seeds, player ids. */
  readonly randomId: () => string;
  readonly storage?: HostStorage;
  /** Restores a host from its last snapshot (after a reload). */
  readonly snapshot?: HostSnapshot;
  /** Dropped or refused messages, for logs and tests. */
  readonly onLog?: (entry: { conn: string; player: string | null; reason: string }) => void;
}

interface Player {
  id: string;
  name: string;
  token: string;
  seat: number | null;
  ready: boolean;
  host: boolean;
  /** The next message number expected from this player's sessions. */
  next: number;
  conn: Session | null;
  rtt: number | null;
}

interface Session {
  conn: Connection;
  player: Player | null;
  tokens: number;
  refillAt: number;
  poseTokens: number;
  poseRefillAt: number;
  flood: number;
  /** The last view sent on this connection, for diffs. */
  sent: { rev: number; view: unknown } | null;
  helloTimer: ReturnType<typeof setTimeout> | null;
}

interface Match {
  def: AnyGameDef;
  seed: string;
  state: unknown;
  /** Player id at each match seat. */
  order: string[];
}

export class Host {
  readonly code: string;
  /** Token the host's own client says hello with: it makes that player the host. */
  readonly hostToken: string;
  private game: GameId;
  private options: unknown;
  private readonly players = new Map<string, Player>();
  private readonly sessions = new Set<Session>();
  private match: Match | null = null;
  /** Table objects being dragged: object id → holder's player id and last move time. */
  private readonly grabs = new Map<string, { player: string; at: number }>();
  private transport: HostTransport | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  /** Counters of dropped messages by reason. */
  readonly dropped = new Map<string, number>();

  constructor(private readonly opts: HostOptions) {
    this.code = opts.code;
    this.game = opts.game;
    this.options = opts.options ?? gameById(opts.game)?.defaultOptions ?? null;
    const snap = opts.snapshot;
    if (snap) {
      this.game = snap.game;
      this.options = snap.options;
      for (const p of snap.players) this.players.set(p.id, { ...p, conn: null, rtt: null });
      const def = snap.match && gameById(snap.match.gameId);
      if (snap.match && def) {
        const { state, order, seed } = snap.match;
        this.match = { def, seed, state, order: [...order] };
      }
    }
    const me = [...this.players.values()].find((p) => p.host);
    this.hostToken = me?.token ?? opts.randomId();
    if (!me) this.addPlayer(opts.hostName ?? 'Host', this.hostToken, true);
  }

  /** Starts accepting connections from a transport, and pinging every 2 s. */
  async listen(transport: HostTransport): Promise<void> {
    this.transport = transport;
    await transport.listen((conn) => this.accept(conn));
    this.pingTimer ??= setInterval(() => this.pingAll(), 2000);
  }

  /** Stops the host: closes every connection and the transport. */
  /** Stops hosting. With `bye` (e.g. `host-closed`) every guest is told first and stops
   * reconnecting; without it (a closing tab) guests keep trying, so a reloaded host resumes. */
  close(bye?: string): void {
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = null;
    for (const s of this.sessions) {
      if (bye) this.send(s, { v: 1, t: 'bye', reason: bye });
      s.conn.close();
    }
    this.transport?.close();
  }

  /** The lobby as everyone sees it. */
  lobby(): Lobby {
    const def = gameById(this.game)!;
    return {
      code: this.code,
      game: this.game,
      options: this.options,
      minSeats: def.minSeats,
      maxSeats: def.maxSeats,
      players: [...this.players.values()].map((p): LobbyPlayer => ({
        id: p.id,
        name: p.name,
        seat: p.seat,
        ready: p.ready,
        connected: p.conn !== null,
        host: p.host,
        rtt: p.rtt,
      })),
      playing: this.match !== null,
    };
  }

  /** The match state (host-side only: tests and persistence). */
  matchState(): unknown {
    return this.match?.state ?? null;
  }

  /** What the host would persist now. */
  snapshot(): HostSnapshot {
    return {
      version: 1,
      code: this.code,
      game: this.game,
      options: this.options,
      players: [...this.players.values()].map(({ conn: _c, rtt: _r, ...p }) => ({ ...p })),
      match: this.match && {
        state: this.match.state,
        order: [...this.match.order],
        gameId: this.match.def.id,
        seed: this.match.seed,
      },
    };
  }

  /** Sends a ping on every connection (the host measures each peer's round trip). */
  pingAll(): void {
    const now = this.opts.now();
    for (const s of this.sessions) if (s.player) this.send(s, { v: 1, t: 'ping', at: now });
    for (const [object, g] of this.grabs) if (now - g.at > LIMITS.grabIdleMs) this.release(object);
  }

  // --- Connections ----------------------------------------------------------------------------

  /** Takes a new connection (the transport calls this). */
  accept(conn: Connection): void {
    if (this.sessions.size >= LIMITS.maxConnections) {
      this.log(conn.label, null, 'too-many-connections');
      conn.send(encode({ v: 1, t: 'bye', reason: 'room-full' }));
      conn.close();
      return;
    }
    const session: Session = {
      conn,
      player: null,
      tokens: LIMITS.burst,
      refillAt: this.opts.now(),
      poseTokens: LIMITS.poseBurst,
      poseRefillAt: this.opts.now(),
      flood: 0,
      sent: null,
      helloTimer: null,
    };
    session.helloTimer = setTimeout(() => {
      if (!session.player) this.bye(session, 'no-hello');
    }, LIMITS.helloTimeoutMs);
    this.sessions.add(session);
    conn.onMessage((data) => this.receive(session, data));
    conn.onClose(() => this.dropSession(session));
  }

  private dropSession(session: Session): void {
    if (!this.sessions.delete(session)) return;
    if (session.helloTimer) clearTimeout(session.helloTimer);
    const p = session.player;
    if (p && p.conn === session) {
      p.conn = null;
      p.rtt = null;
      for (const [object, g] of this.grabs) if (g.player === p.id) this.release(object);
      this.broadcastLobby();
    }
  }

  private bye(session: Session, reason: string): void {
    this.send(session, { v: 1, t: 'bye', reason });
    session.conn.close();
    this.dropSession(session);
  }

  /** One message from a connection, in the fixed order of checks. */
  receive(session: Session, data: unknown): void {
    if (!this.sessions.has(session)) return;
    const isPose = typeof data === 'string' && data.startsWith('{"v":1,"t":"pose"');
    if (!(isPose ? this.takePoseToken(session) : this.takeToken(session))) {
      this.log(session.conn.label, session.player?.id ?? null, 'rate-limited');
      if (++session.flood >= LIMITS.floodClose) this.bye(session, 'flood');
      return;
    }
    session.flood = 0;
    const msg = decodeClientMessage(data);
    if ('dropped' in msg) {
      this.log(session.conn.label, session.player?.id ?? null, msg.dropped);
      return;
    }
    if (msg.t === 'hello') return this.hello(session, msg);
    const player = session.player;
    if (!player) return this.log(session.conn.label, null, 'no-hello');
    switch (msg.t) {
      case 'ping':
        return this.send(session, { v: 1, t: 'pong', at: msg.at });
      case 'pong':
        player.rtt = Math.max(0, Math.round((this.opts.now() - msg.at) * 10) / 10);
        return;
      case 'resync':
        session.sent = null;
        return this.sendView(session);
      case 'pose':
        return this.pose(session, player, msg);
      case 'intent':
      case 'lobby':
      case 'grab':
      case 'drop':
        if (msg.n < player.next) return this.log(session.conn.label, player.id, 'replay');
        player.next = msg.n + 1;
        if (msg.t === 'intent') return this.intent(session, player, msg);
        if (msg.t === 'lobby') return this.lobbyAction(session, player, msg);
        if (msg.t === 'grab') return this.grab(session, player, msg);
        return this.drop(session, player, msg);
    }
  }

  private takePoseToken(session: Session): boolean {
    const now = this.opts.now();
    const refill = ((now - session.poseRefillAt) / 1000) * LIMITS.posesPerSecond;
    session.poseTokens = Math.min(LIMITS.poseBurst, session.poseTokens + refill);
    session.poseRefillAt = now;
    if (session.poseTokens < 1) return false;
    session.poseTokens -= 1;
    return true;
  }

  private takeToken(session: Session): boolean {
    const now = this.opts.now();
    session.tokens = Math.min(
      LIMITS.burst,
      session.tokens + ((now - session.refillAt) / 1000) * LIMITS.perSecond,
    );
    session.refillAt = now;
    if (session.tokens < 1) return false;
    session.tokens -= 1;
    return true;
  }

  private hello(session: Session, msg: Extract<ClientMessage, { t: 'hello' }>): void {
    if (session.player) return this.log(session.conn.label, session.player.id, 'second-hello');
    if (msg.room !== this.code) return this.bye(session, 'wrong-room');
    let player = msg.token
      ? [...this.players.values()].find((p) => p.token === msg.token)
      : undefined;
    if (msg.token && !player) return this.bye(session, 'unknown-token');
    if (!player) {
      if (this.players.size >= LIMITS.maxPeople) return this.bye(session, 'room-full');
      player = this.addPlayer(
        msg.name || `Player ${this.players.size + 1}`,
        this.opts.randomId(),
        false,
        msg.spectator,
      );
    } else if (player.conn && player.conn !== session) {
      // The same seat from another tab or device: the newest connection wins.
      this.bye(player.conn, 'replaced');
    }
    if (session.helloTimer) clearTimeout(session.helloTimer);
    session.helloTimer = null;
    session.player = player;
    player.conn = session;
    this.send(session, {
      v: 1,
      t: 'welcome',
      you: { id: player.id, token: player.token },
      next: player.next,
    });
    this.persist();
    this.broadcastLobby();
    this.sendView(session);
    const order = this.match?.order ?? [];
    for (const [object, g] of this.grabs) {
      this.send(session, { v: 1, t: 'hold', object, by: order.indexOf(g.player) });
    }
  }

  private addPlayer(name: string, token: string, host: boolean, spectator = false): Player {
    const def = gameById(this.game)!;
    const taken = new Set([...this.players.values()].map((p) => p.seat));
    let seat: number | null = null;
    if (!spectator && !this.match) {
      for (let i = 0; i < def.maxSeats && seat === null; i++) if (!taken.has(i)) seat = i;
    }
    const player: Player = {
      id: this.opts.randomId().slice(0, 12),
      name: cleanName(name) || 'Player',
      token,
      seat,
      ready: host,
      host,
      next: 1,
      conn: null,
      rtt: null,
    };
    this.players.set(player.id, player);
    return player;
  }

  // --- Game intents ---------------------------------------------------------------------------

  private intent(
    session: Session,
    player: Player,
    msg: Extract<ClientMessage, { t: 'intent' }>,
  ): void {
    const match = this.match;
    if (!match) return this.ack(session, msg.n, 'no-match');
    const seat = match.order.indexOf(player.id);
    if (seat < 0) return this.ack(session, msg.n, 'not-seated');
    this.commit(session, match, seat, msg.n, msg.intent);
  }

  /** Applies an intent through the engine; on success persists, answers and sends views. */
  private commit(session: Session, match: Match, seat: number, n: number, intent: unknown): void {
    const out = applyIntent(match.def, match.state, seat, intent, match.order.length);
    if (!out.ok) return this.ack(session, n, out.reason);
    match.state = out.state;
    this.persist();
    this.ack(session, n, null);
    this.broadcastViews();
  }

  // --- Drag and drop on the table (the host serialises grabs: exactly one holder) --------------

  private grab(session: Session, player: Player, msg: Extract<ClientMessage, { t: 'grab' }>): void {
    const match = this.match;
    const rules = match?.def.table;
    if (!match || !rules) return this.ack(session, msg.n, 'no-match');
    const seat = match.order.indexOf(player.id);
    if (seat < 0) return this.ack(session, msg.n, 'not-seated');
    const held = this.grabs.get(msg.object);
    if (held && held.player !== player.id) return this.ack(session, msg.n, 'held-by-other');
    const refused = rules.canGrab(match.state, seat, msg.object);
    if (refused) return this.ack(session, msg.n, refused.reason);
    // One object in hand at a time: picking up another puts the first one down.
    for (const [object, g] of this.grabs) if (g.player === player.id) this.release(object);
    this.grabs.set(msg.object, { player: player.id, at: this.opts.now() });
    this.ack(session, msg.n, null);
    this.broadcast({ v: 1, t: 'hold', object: msg.object, by: seat });
  }

  private pose(session: Session, player: Player, msg: Extract<ClientMessage, { t: 'pose' }>): void {
    const g = this.grabs.get(msg.object);
    if (!g || g.player !== player.id || !this.match) {
      return this.log(session.conn.label, player.id, 'not-holding');
    }
    g.at = this.opts.now();
    const by = this.match.order.indexOf(player.id);
    const text = encode({ v: 1, t: 'pose', object: msg.object, by, p: msg.p, r: msg.r });
    for (const s of this.sessions) if (s.player && s !== session) s.conn.send(text);
  }

  private drop(session: Session, player: Player, msg: Extract<ClientMessage, { t: 'drop' }>): void {
    const g = this.grabs.get(msg.object);
    const match = this.match;
    if (!g || g.player !== player.id || !match?.def.table) {
      return this.ack(session, msg.n, 'not-holding');
    }
    this.release(msg.object);
    const seat = match.order.indexOf(player.id);
    const intent: unknown = match.def.table.dropIntent(match.state, seat, msg.object, msg.zone);
    if (isRejection(intent)) return this.ack(session, msg.n, intent.reason);
    this.commit(session, match, seat, msg.n, intent);
  }

  private release(object: string): void {
    if (this.grabs.delete(object)) this.broadcast({ v: 1, t: 'hold', object, by: null });
  }

  private broadcast(msg: HostMessage): void {
    const text = encode(msg);
    for (const s of this.sessions) if (s.player) s.conn.send(text);
  }

  // --- Lobby ----------------------------------------------------------------------------------

  private lobbyAction(
    session: Session,
    player: Player,
    msg: Extract<ClientMessage, { t: 'lobby' }>,
  ): void {
    const reason = this.checkLobby(player, msg.action);
    if (typeof reason === 'string') return this.ack(session, msg.n, reason);
    reason();
    this.persist();
    this.ack(session, msg.n, null);
    this.broadcastLobby();
  }

  /** Validates a lobby action; returns the change to make, or a reason code. */
  private checkLobby(player: Player, action: LobbyAction): string | (() => void) {
    const def = gameById(this.game)!;
    const hostOnly = ['game', 'move', 'remove', 'start', 'lobby'].includes(action.a);
    if (hostOnly && !player.host) return 'host-only';
    const seatFree = (seat: number | null) =>
      seat === null || ![...this.players.values()].some((p) => p.seat === seat);
    switch (action.a) {
      case 'ready':
        if (this.match) return 'playing';
        return () => (player.ready = action.ready);
      case 'rename':
        return () => (player.name = action.name);
      case 'sit':
        if (this.match) return 'playing';
        if (action.seat !== null && action.seat >= def.maxSeats) return 'no-such-seat';
        if (!seatFree(action.seat)) return 'seat-taken';
        return () => {
          player.seat = action.seat;
          player.ready = player.host;
        };
      case 'game': {
        if (this.match) return 'playing';
        const next = gameById(action.game);
        if (!next) return 'game-not-available';
        const options = next.parseOptions(action.options ?? next.defaultOptions);
        if ('ok' in options && options.ok === false) return options.reason;
        return () => {
          this.game = action.game;
          this.options = options;
          // Seats beyond the new game's maximum become spectators.
          for (const p of this.players.values())
            if (p.seat !== null && p.seat >= next.maxSeats) p.seat = null;
        };
      }
      case 'move': {
        if (this.match) return 'playing';
        const target = this.players.get(action.player);
        if (!target) return 'no-such-player';
        if (action.seat !== null && action.seat >= def.maxSeats) return 'no-such-seat';
        const other = [...this.players.values()].find(
          (p) => p.seat === action.seat && p !== target,
        );
        return () => {
          if (other && action.seat !== null) other.seat = target.seat;
          target.seat = action.seat;
        };
      }
      case 'remove': {
        if (this.match) return 'playing';
        const target = this.players.get(action.player);
        if (!target) return 'no-such-player';
        if (target.host) return 'cannot-remove-host';
        return () => {
          this.players.delete(target.id);
          if (target.conn) this.bye(target.conn, 'removed');
        };
      }
      case 'start': {
        if (this.match) return 'playing';
        const seated = [...this.players.values()]
          .filter((p) => p.seat !== null)
          .sort((a, b) => a.seat! - b.seat!);
        if (seated.length < def.minSeats || seated.length > def.maxSeats) return 'bad-seat-count';
        if (seated.some((p) => !p.ready)) return 'not-everyone-ready';
        const seed = this.opts.randomId();
        const created = createState(def, seed, seated.length, this.options);
        if (!created.ok) return created.reason;
        return () => {
          this.match = { def, seed, state: created.state, order: seated.map((p) => p.id) };
          this.grabs.clear();
          for (const s of this.sessions) s.sent = null;
          this.broadcastViews();
        };
      }
      case 'lobby':
        if (!this.match) return 'not-playing';
        return () => {
          this.match = null;
          for (const p of this.players.values()) p.ready = p.host;
          for (const s of this.sessions) this.sendView(s);
        };
    }
  }

  // --- Sending --------------------------------------------------------------------------------

  private ack(session: Session, n: number, reason: string | null): void {
    if (reason !== null) this.log(session.conn.label, session.player?.id ?? null, reason);
    this.send(
      session,
      reason === null ? { v: 1, t: 'ack', n, ok: true } : { v: 1, t: 'ack', n, ok: false, reason },
    );
  }

  private send(session: Session, msg: HostMessage): void {
    session.conn.send(encode(msg));
  }

  private broadcastLobby(): void {
    this.broadcast({ v: 1, t: 'lobby', lobby: this.lobby() });
  }

  private broadcastViews(): void {
    for (const s of this.sessions) if (s.player) this.sendView(s);
  }

  /** The view of one connection's seat: full the first time, a diff afterwards. */
  private sendView(session: Session): void {
    const match = this.match;
    const player = session.player;
    if (!player) return;
    if (!match) {
      if (session.sent)
        this.send(session, { v: 1, t: 'view', rev: 0, seat: null, view: { game: null } });
      session.sent = null;
      return;
    }
    const seat = match.order.indexOf(player.id);
    const view: unknown =
      seat >= 0 ? match.def.view(match.state, seat) : match.def.spectatorView(match.state);
    const prev = session.sent;
    if (!prev) {
      session.sent = { rev: 1, view };
      this.send(session, { v: 1, t: 'view', rev: 1, seat: seat >= 0 ? seat : null, view });
      return;
    }
    const ops = diffJson(prev.view, view);
    if (ops.length === 0) return;
    session.sent = { rev: prev.rev + 1, view };
    this.send(session, { v: 1, t: 'diff', rev: prev.rev + 1, ops });
  }

  private persist(): void {
    this.opts.storage?.save(this.snapshot());
  }

  private log(conn: string, player: string | null, reason: string): void {
    this.dropped.set(reason, (this.dropped.get(reason) ?? 0) + 1);
    this.opts.onLog?.({ conn, player, reason });
  }
}
