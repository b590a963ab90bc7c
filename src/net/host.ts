// The authoritative host (ARCHITECTURE.md "The authority and what crosses the wire"). It owns the
// room and the match, proves who it is to every connection (host-key.ts), checks every message in
// a fixed order (size and JSON → rate limit by type → well-formed → said hi and hello → message
// number → sender owns the seat → the game accepts it now), sends each connection the view of its
// own seat, and persists itself after committed changes. It never trusts a peer, and never lets a
// game's own code stop it: whatever a game throws refuses that one intent with `internal-error`.
// The parts live beside it: host-roster.ts (people and lobby rules), host-limits.ts (caps and
// buckets), host-grabs.ts (who drags what), host-views.ts (views and diffs), host-bots.ts (the
// bots it seats, which act through the same checks as people).
import { botFor, type BotPlayer } from '../engine/bots/registry.ts';
import { seedRng } from '../engine/core/rng.ts';
import {
  applyIntent,
  createState,
  gameById,
  type AnyGameDef,
  type GameId,
} from '../engine/index.ts';
import { HostBots, realTimer, type BotRequest, type BotTimer } from './host-bots.ts';
import { awakeInterval } from './awake.ts';
import { GrabTable } from './host-grabs.ts';
import {
  isHostKey,
  newHostKey,
  signProof,
  signWelcome,
  type Bound,
  type HostKey,
} from './host-key.ts';
import { LIMITS, ReasonTally, TokenBucket } from './host-limits.ts';
import { rememberAnswer, Roster, type Player, type SavedPlayer } from './host-roster.ts';
import {
  guarded,
  nextViewMessage,
  noMatchMessage,
  viewOf,
  type Match,
  type ViewFeed,
} from './host-views.ts';
import {
  checkClientMessage,
  encode,
  MAX_HOST_MESSAGE,
  peekClientMessage,
  type ClientMessage,
  type HostMessage,
  type Lobby,
  type Placement,
  utf8Bytes,
} from './protocol.ts';
import type { Connection, HostTransport } from './transport.ts';

export { LIMITS } from './host-limits.ts';

/** Everything a host needs to come back after a reload (kept by the host's own browser). */
export interface HostSnapshot {
  readonly version: 2;
  readonly code: string;
  readonly game: GameId;
  readonly options: unknown;
  /** The host's key pair: guests know the host by its public half. */
  readonly key: HostKey;
  readonly players: readonly SavedPlayer[];
  /** The match, with its seed (kept for replays and audits; it never leaves the host). */
  readonly match: { state: unknown; order: string[]; gameId: GameId; seed: string } | null;
  /** What the last game of each kind left for the next one (GameDef.carry). */
  readonly carry: Partial<Record<GameId, unknown>>;
  /** The table is locked (Roster.locked), and the devices of people removed from it. */
  readonly locked?: boolean;
  readonly banned?: readonly string[];
}

export interface HostStorage {
  save(snapshot: HostSnapshot): void;
}

/** A dropped or refused message, for logs and tests. */
export interface HostLogEntry {
  readonly conn: string;
  readonly player: string | null;
  readonly reason: string;
  readonly detail?: string;
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
  /** Cryptographic random bytes (the host's key). */
  readonly randomBytes: (n: number) => Uint8Array;
  readonly storage?: HostStorage;
  /** Restores a host from its last snapshot (after a reload). */
  readonly snapshot?: HostSnapshot;
  readonly onLog?: (entry: HostLogEntry) => void;
  /** The game registry (the engine's by default; tests inject games that misbehave). */
  readonly games?: (id: string) => AnyGameDef | null;
  /** The bots' registry (engine/bots/registry.ts by default). */
  readonly bots?: (id: string) => BotPlayer | null;
  /** The bots' timer (the page's by default; tests pass a fake one). */
  readonly botTimer?: BotTimer;
}

interface Session extends ViewFeed {
  readonly conn: Connection;
  player: Player | null;
  /** The nonce of this connection's hi: what the host signs. */
  nonce: string | null;
  /** When it said hi (a guest mid-handshake says hello a round trip later). */
  hiAt?: number;
  /** Messages before hello. */
  readonly bucket: TokenBucket;
  flood: number;
  heardAt: number;
  helloTimer: ReturnType<typeof setTimeout> | null;
  /** A bot's session: the host's answers go here instead of a connection. */
  answer?: (msg: HostMessage) => void;
}

type Msg<T extends ClientMessage['t']> = Extract<ClientMessage, { t: T }>;

/** The answer to request `n` (`reason` null: accepted). */
const ackMessage = (n: number, reason: string | null): HostMessage =>
  reason === null ? { v: 2, t: 'ack', n, ok: true } : { v: 2, t: 'ack', n, ok: false, reason };

/** Which connection that has not said hello makes way for a new one: the oldest of those that
 * never said hi, else the one whose hi is oldest. A guest mid-handshake (hi just answered, its
 * hello a round trip away) is the last to go, so a burst of new connections cannot push it out. */
function evictee(pending: readonly Session[]): Session {
  const silent = pending.filter((s) => s.hiAt === undefined);
  if (silent.length > 0) return silent[0]!;
  return pending.reduce((a, b) => (b.hiAt! < a.hiAt! ? b : a));
}

/** The channel a connection's signatures are bound to, as the host sees it. */
function boundOf(conn: Connection): Bound | null {
  const b = conn.binding?.() ?? null;
  return b && { host: b.local, guest: b.remote };
}

export class Host {
  readonly code: string;
  /** Token the host's own client says hello with: it makes that player the host. */
  readonly hostToken: string;
  readonly key: HostKey;
  private readonly roster: Roster;
  private readonly sessions = new Set<Session>();
  private readonly sessionOf = new Map<string, Session>();
  private match: Match | null = null;
  private readonly grabs: GrabTable;
  /** Where dropped objects were put, by object id (presentation the rules leave open). */
  private readonly placements = new Map<string, Placement>();
  private carry: Partial<Record<GameId, unknown>> = {};
  private lateJoins = 0;
  private transport: HostTransport | null = null;
  private stopPings: (() => void) | null = null;
  private saveTimer: ReturnType<typeof setTimeout> | null = null;
  private dirty = false;
  /** Counters of dropped or refused messages by reason code (bounded: ReasonTally). */
  readonly dropped = new ReasonTally();
  private readonly bots: HostBots;
  /** Bots' sessions (never in `sessions`: nothing is sent to them but answers). */
  private readonly botSessions = new Map<string, Session>();
  /** Proofs signed for new connections (LIMITS.proofBurst). */
  private readonly proofs: TokenBucket;

  constructor(private readonly opts: HostOptions) {
    this.code = opts.code;
    this.proofs = new TokenBucket(LIMITS.proofBurst, LIMITS.proofsPerSecond, opts.now());
    this.grabs = new GrabTable(opts.now);
    const snap = opts.snapshot;
    const game = snap?.game ?? opts.game;
    const games = opts.games ?? gameById;
    this.roster = new Roster(
      game,
      snap ? snap.options : (opts.options ?? games(game)?.defaultOptions ?? null),
      opts.now,
      games,
    );
    this.key = snap && isHostKey(snap.key) ? snap.key : newHostKey(opts.randomBytes);
    if (snap) {
      for (const p of snap.players) this.roster.restore(p);
      this.roster.locked = snap.locked === true;
      for (const d of snap.banned ?? []) if (typeof d === 'string') this.roster.banned.add(d);
      this.carry = { ...snap.carry };
      const def = snap.match && games(snap.match.gameId);
      if (snap.match && def) {
        const { state, order, seed } = snap.match;
        this.match = { def, seed, state, order: [...order] };
      }
    }
    this.bots = new HostBots(
      {
        match: () => this.match,
        rngOf: (id) => this.roster.byId(id)?.rng ?? null,
        setRng: (id, rng) => {
          const p = this.roster.byId(id);
          if (!p?.bot) return;
          p.rng = rng;
          this.persist();
        },
        holder: (object) => this.grabs.holder(object),
        request: (id, req) => this.botRequest(id, req),
        log: (id, reason, detail) => this.log(this.botSessionOf(id), reason, detail),
      },
      opts.bots ?? botFor,
      opts.botTimer ?? realTimer,
    );
    const me = this.roster.hostPlayer();
    this.hostToken = me?.token ?? opts.randomId();
    if (!me) {
      const id = opts.randomId().slice(0, 12);
      this.roster.add(id, opts.hostName ?? 'Host', this.hostToken, true, true);
    }
  }

  /** Starts accepting connections from a transport, and pinging every 2 s. */
  async listen(transport: HostTransport): Promise<void> {
    this.transport = transport;
    await transport.listen((conn) => this.accept(conn));
    this.stopPings ??= awakeInterval(
      LIMITS.pingMs,
      (stalled) => this.pingAll(stalled),
      this.opts.now,
    );
    this.bots.wake(); // a reloaded host's bots play on
  }

  /** Stops hosting. With `bye` (e.g. `host-closed`) every guest is told first and stops
   * reconnecting; without it (a closing tab) guests keep trying, so a reloaded host resumes. */
  close(bye?: string): void {
    this.bots.stop();
    this.flush();
    this.stopPings?.();
    this.stopPings = null;
    for (const s of [...this.sessions]) {
      if (bye) this.send(s, { v: 2, t: 'bye', reason: bye });
      s.conn.close();
      this.dropSession(s);
    }
    this.transport?.close();
  }

  /** Writes a pending snapshot now (a closing page calls this). */
  flush(): void {
    if (this.saveTimer) clearTimeout(this.saveTimer);
    this.saveTimer = null;
    if (!this.dirty) return;
    this.dirty = false;
    this.opts.storage?.save(this.snapshot());
  }

  /** The lobby as everyone sees it. */
  lobby(): Lobby {
    return this.roster.lobby(this.code, this.match !== null);
  }

  /** Whether a match was played to its end (and nobody went back to the lobby yet). */
  matchOver(): boolean {
    const match = this.match;
    return match !== null && guarded(() => match.def.result(match.state)) !== null;
  }

  /** The match state (host-side only: tests and persistence). */
  matchState(): unknown {
    return this.match?.state ?? null;
  }

  /** What the host persists. */
  snapshot(): HostSnapshot {
    return {
      version: 2,
      code: this.code,
      game: this.roster.game,
      options: this.roster.options,
      key: this.key,
      players: this.roster.saved(),
      match: this.match && {
        state: this.match.state,
        order: [...this.match.order],
        gameId: this.match.def.id,
        seed: this.match.seed,
      },
      carry: { ...this.carry },
      ...(this.roster.locked ? { locked: true } : {}),
      ...(this.roster.banned.size > 0 ? { banned: [...this.roster.banned] } : {}),
    };
  }

  /** Every 2 s: pings, connections gone silent, holds gone stale. Silence and staleness count
   * only time this page was awake (`stalledMs` it was not, awake.ts): after a stall, what the
   * guests sent meanwhile is still to be read. */
  pingAll(stalledMs = 0): void {
    const now = this.opts.now();
    for (const s of this.sessions) s.heardAt += stalledMs;
    this.grabs.slept(stalledMs);
    for (const s of [...this.sessions]) {
      if (now - s.heardAt > LIMITS.silentMs) {
        this.log(s, 'silent');
        s.conn.close();
        this.dropSession(s);
      } else if (s.player) {
        this.send(s, { v: 2, t: 'ping', at: now });
      }
    }
    for (const object of this.grabs.expire(now)) this.broadcastHold(object, null);
  }

  // --- Connections ----------------------------------------------------------------------------

  /** Takes a new connection (the transport calls this). Connections that have not said hello
   * never crowd out a player: past the cap, the oldest of them is closed. */
  accept(conn: Connection): void {
    const now = this.opts.now();
    const pending = [...this.sessions].filter((s) => !s.player);
    if (pending.length >= LIMITS.maxPending) this.bye(evictee(pending), 'busy');
    const session: Session = {
      conn,
      player: null,
      nonce: null,
      bucket: new TokenBucket(LIMITS.pendingBurst, LIMITS.pendingPerSecond, now),
      flood: 0,
      heardAt: now,
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
    if (!p || this.sessionOf.get(p.id) !== session) return;
    this.sessionOf.delete(p.id);
    p.connected = false;
    p.rtt = null;
    for (const object of this.grabs.releaseAllOf(p.id)) this.broadcastHold(object, null);
    this.broadcastLobby();
  }

  private bye(session: Session, reason: string): void {
    this.send(session, { v: 2, t: 'bye', reason });
    session.conn.close();
    this.dropSession(session);
  }

  /** One message from a connection, in the fixed order of checks. */
  receive(session: Session, data: unknown): void {
    if (!this.sessions.has(session)) return;
    const now = this.opts.now();
    session.heardAt = now;
    const peeked = peekClientMessage(data);
    const type = 'dropped' in peeked ? null : peeked.t;
    const p = session.player;
    const bucket = !p ? session.bucket : type === 'pose' ? p.buckets.poses : p.buckets.messages;
    if (!bucket.take(now)) {
      this.log(session, 'rate-limited');
      if (++session.flood >= LIMITS.floodClose) this.bye(session, 'flood');
      return;
    }
    session.flood = 0;
    if ('dropped' in peeked) return this.log(session, peeked.dropped);
    const msg = checkClientMessage(peeked);
    if ('dropped' in msg) return this.log(session, msg.dropped);
    if (msg.t === 'hi') return this.hi(session, msg);
    if (msg.t === 'hello') return this.hello(session, msg);
    const player = session.player;
    if (!player) return this.log(session, 'no-hello');
    this.handle(session, player, msg, now);
  }

  /** A well-formed message from a player who said hello (a person's, or a bot's): the message
   * number, then the request itself. */
  private handle(session: Session, player: Player, msg: ClientMessage, now: number): void {
    switch (msg.t) {
      case 'hi':
      case 'hello':
        return this.log(session, `second-${msg.t}`);
      case 'ping':
        return this.send(session, { v: 2, t: 'pong', at: msg.at });
      case 'pong':
        player.rtt = Math.max(0, Math.round((now - msg.at) * 10) / 10);
        return;
      case 'resync':
        // A few bytes in, a whole view out: resyncs have a tight bucket of their own.
        if (!player.buckets.resyncs.take(now)) return this.log(session, 'too-many-resyncs');
        session.sent = null;
        return this.sendView(session);
      case 'pose':
        return this.pose(session, player, msg);
      default:
        if (msg.n < player.next) {
          // A request resent after a reconnect gets the answer it had; it is not done again.
          const answer = player.answers.get(msg.n);
          if (answer === undefined) return this.log(session, 'replay');
          this.log(session, 'resent');
          return this.send(session, ackMessage(msg.n, answer));
        }
        if (msg.n >= player.next + LIMITS.nWindow) return this.log(session, 'bad-number');
        player.next = msg.n + 1;
        if (msg.t === 'intent') return this.intent(session, player, msg);
        if (msg.t === 'lobby') return this.lobbyAction(session, player, msg);
        if (msg.t === 'grab') return this.grab(session, player, msg);
        return this.drop(session, player, msg);
    }
  }

  /** The connection's nonce: the host proves it holds the room's key before any secret flows. */
  private hi(session: Session, msg: Msg<'hi'>): void {
    if (session.nonce) return this.log(session, 'second-hi');
    session.hiAt = this.opts.now();
    if (msg.room !== this.code) return this.bye(session, 'wrong-room');
    // Every proof is a signature: new connections share a bucket of them (they come back later).
    if (!this.proofs.take(this.opts.now())) return this.bye(session, 'busy');
    session.nonce = msg.nonce;
    this.send(session, {
      v: 2,
      t: 'proof',
      key: this.key.public,
      sig: signProof(this.key, this.code, msg.nonce, boundOf(session.conn)),
    });
  }

  private hello(session: Session, msg: Msg<'hello'>): void {
    if (session.player) return this.log(session, 'second-hello');
    if (!session.nonce) return this.log(session, 'no-hi');
    if (msg.room !== this.code) return this.bye(session, 'wrong-room');
    let player = msg.token ? this.roster.byToken(msg.token) : undefined;
    if (msg.token && !player) return this.bye(session, 'unknown-token');
    const device = msg.device ?? null;
    const inMatch = player !== undefined && (this.match?.order.includes(player.id) ?? false);
    const shut = this.roster.admission(player, device, inMatch);
    if (shut) return this.bye(session, shut);
    if (!player) {
      const refused = this.makeRoom();
      if (refused) return this.bye(session, refused);
      if (this.match) this.lateJoins++;
      player = this.roster.add(
        this.opts.randomId().slice(0, 12),
        msg.name || `Player ${this.roster.size + 1}`,
        this.opts.randomId(),
        false,
        !msg.spectator && !this.match,
        device,
      );
    } else {
      // A rejoin costs everyone a lobby broadcast: a player churning connections is slowed down.
      if (!player.buckets.rejoins.take(this.opts.now())) return this.bye(session, 'too-fast');
      // The same seat from another tab or device: the newest connection wins.
      const old = this.sessionOf.get(player.id);
      if (old && old !== session) this.bye(old, 'replaced');
    }
    if (session.helloTimer) clearTimeout(session.helloTimer);
    session.helloTimer = null;
    session.player = player;
    this.sessionOf.set(player.id, session);
    player.connected = true;
    const you = { id: player.id, token: player.token };
    this.send(session, {
      v: 2,
      t: 'welcome',
      you,
      next: player.next,
      sig: signWelcome(this.key, this.code, session.nonce, you, boundOf(session.conn)),
    });
    this.persist();
    this.broadcastLobby();
    this.sendView(session);
    const order = this.match?.order ?? [];
    for (const [object, holder] of this.grabs.entries()) {
      this.send(session, { v: 2, t: 'hold', object, by: order.indexOf(holder) });
    }
  }

  /** Room for one more new person, or why not: people who watched and left make way. */
  private makeRoom(): string | null {
    if (this.match && this.lateJoins >= LIMITS.maxLateJoins) return 'room-full';
    if (this.roster.size < LIMITS.maxPeople) return null;
    const order = this.match?.order ?? [];
    const gone = this.roster
      .all()
      .find((p) => !p.connected && !p.host && p.seat === null && !order.includes(p.id));
    if (!gone) return 'room-full';
    this.roster.remove(gone.id);
    return null;
  }

  // --- Bots ---------------------------------------------------------------------------------

  /** Bot `id`'s session: its answers come back to the bot, its log lines say `bot:ID`. */
  private botSessionOf(id: string): Session {
    let session = this.botSessions.get(id);
    if (!session) {
      const conn: Connection = {
        label: `bot:${id}`,
        send: () => {},
        close: () => {},
        onMessage: () => {},
        onClose: () => {},
      };
      session = {
        conn,
        player: this.roster.byId(id) ?? null,
        nonce: null,
        bucket: new TokenBucket(1, 1, 0),
        flood: 0,
        heardAt: 0,
        sent: null,
        helloTimer: null,
      };
      this.botSessions.set(id, session);
    }
    return session;
  }

  /** A bot's request, down a person's path from the shape check on: the reason it was refused,
   * or null. */
  private botRequest(id: string, req: BotRequest): string | null {
    const player = this.roster.byId(id);
    if (!player?.bot) return 'no-such-player';
    const session = this.botSessionOf(id);
    session.player = player;
    const raw = req.t === 'pose' ? { v: 2, ...req } : { v: 2, n: player.next, ...req };
    const msg = checkClientMessage({ t: req.t, raw });
    if ('dropped' in msg) {
      this.log(session, msg.dropped);
      return msg.dropped;
    }
    if (msg.t === 'pose') {
      const held = this.grabs.holder(msg.object) === id;
      this.handle(session, player, msg, this.opts.now());
      return held ? null : 'not-holding';
    }
    let reason: string | null = 'no-answer';
    session.answer = (answer) => {
      if (answer.t === 'ack') reason = answer.ok ? null : (answer.reason ?? 'refused');
    };
    this.handle(session, player, msg, this.opts.now());
    return reason;
  }

  /** A bot sits at lobby seat `seat`; in a match, in place of `replaces` (who then watches). */
  private seatBot(seat: number, replaces: Player | null): void {
    const id = this.opts.randomId().slice(0, 12);
    const rng = seedRng(`${this.opts.randomId()}/${this.code}/${seat}`);
    const bot = this.roster.addBot(id, seat, rng);
    if (!replaces || !this.match) return;
    replaces.seat = null;
    replaces.ready = false;
    this.handOver(replaces, bot);
  }

  /** During a match: `person` (watching) takes over `bot`'s seat, cards and all. */
  private takeOver(person: Player, bot: Player): void {
    person.seat = bot.seat;
    person.ready = true;
    this.handOver(bot, person);
    this.roster.remove(bot.id);
    this.botSessions.delete(bot.id);
    const session = this.sessionOf.get(person.id);
    if (session) {
      session.sent = null; // a full view, now of the seat
      this.sendView(session);
    }
  }

  /** Match seat of `from` goes to `to`; whatever `from` held is put down. */
  private handOver(from: Player, to: Player): void {
    const match = this.match!;
    this.match = { ...match, order: match.order.map((id) => (id === from.id ? to.id : id)) };
    for (const object of this.grabs.releaseAllOf(from.id)) this.broadcastHold(object, null);
  }

  // --- Game intents ---------------------------------------------------------------------------

  private intent(session: Session, player: Player, msg: Msg<'intent'>): void {
    const match = this.match;
    if (!match) return this.ack(session, msg.n, 'no-match');
    const seat = match.order.indexOf(player.id);
    if (seat < 0) return this.ack(session, msg.n, 'not-seated');
    this.commit(session, match, seat, msg.n, msg.intent);
  }

  /** Applies an intent through the engine. The new state's views are all computed (and its
   * result asked) before anything is committed: a game that throws changes nothing. Everyone's
   * views go out before the sender's ack; `placed` (a drop's spot) goes out with them. */
  private commit(
    session: Session,
    match: Match,
    seat: number,
    n: number,
    intent: unknown,
    placed?: { object: string } & Placement,
  ): void {
    const out = guarded(() =>
      applyIntent(match.def, match.state, seat, intent, match.order.length),
    );
    if (out instanceof Error) return this.internalError(session, n, 'apply', out, intent);
    if (!out.ok) return this.ack(session, n, out.reason);
    const views = this.viewsOf(match, out.state);
    if (views instanceof Error) return this.internalError(session, n, 'view', views, intent);
    const result = guarded(() => match.def.result(out.state) as unknown);
    if (result instanceof Error) return this.internalError(session, n, 'result', result, intent);
    match.state = out.state;
    if (result !== null) this.keepCarry(match);
    this.persist();
    this.sendViews(match, views);
    if (placed) {
      const { object, zone, at } = placed;
      this.placements.set(object, { zone, at });
      this.broadcast({ v: 2, t: 'place', object, zone, at: [at[0], at[1]] });
    }
    this.ack(session, n, null);
    this.bots.wake();
  }

  /** The view of `state` for every connected person, or the error a game's view threw. Every
   * seat's view (connected or not, bots included) and the spectators' view are computed, so a
   * state is only kept when whoever sits down, comes back or watches later can be shown it. */
  private viewsOf(match: Match, state: unknown): Map<Session, unknown> | Error {
    const seats: unknown[] = [];
    for (let seat = 0; seat < match.order.length; seat++) {
      const view = guarded(() => match.def.view(state, seat) as unknown);
      if (view instanceof Error) return view;
      seats.push(view);
    }
    const spectator = guarded(() => match.def.spectatorView(state) as unknown);
    if (spectator instanceof Error) return spectator;
    const views = new Map<Session, unknown>();
    for (const s of this.sessions) {
      if (!s.player) continue;
      const seat = match.order.indexOf(s.player.id);
      views.set(s, seat >= 0 ? seats[seat] : spectator);
    }
    return views;
  }

  private sendViews(match: Match, views: Map<Session, unknown>): void {
    for (const [s, view] of views) {
      const seat = match.order.indexOf(s.player!.id);
      const msg = nextViewMessage(s, view, seat >= 0 ? seat : null, this.placed());
      if (msg) this.send(s, msg);
    }
  }

  private internalError(
    session: Session,
    n: number,
    where: string,
    error: Error,
    intent: unknown,
  ): void {
    const shown = guarded(() => JSON.stringify(intent)?.slice(0, 200));
    const detail = `${where}: ${error.message}; intent ${shown instanceof Error ? '?' : shown}`;
    this.log(session, 'internal-error', detail);
    this.ack(session, n, 'internal-error', true);
  }

  /** Keeps what a game leaves for the next one of its kind (GameDef.carry). */
  private keepCarry(match: Match): void {
    if (!match.def.carry) return;
    const carry = guarded(() => match.def.carry!(match.state));
    if (!(carry instanceof Error)) this.carry = { ...this.carry, [match.def.id]: carry };
  }

  // --- Drag and drop on the table (the host serialises grabs: exactly one holder) --------------

  private grab(session: Session, player: Player, msg: Msg<'grab'>): void {
    const match = this.match;
    const rules = match?.def.table;
    if (!match || !rules) return this.ack(session, msg.n, 'no-match');
    const seat = match.order.indexOf(player.id);
    if (seat < 0) return this.ack(session, msg.n, 'not-seated');
    // The holder may ask again (a retry): the hold keeps its start, so it still ends in time.
    const holder = this.grabs.holder(msg.object);
    if (holder && holder !== player.id) return this.ack(session, msg.n, 'held-by-other');
    const now = this.opts.now();
    const tooLong = this.grabs.refusal(msg.object, player.id, now);
    if (tooLong) return this.ack(session, msg.n, tooLong);
    const refused = guarded(() => rules.canGrab(match.state, seat, msg.object));
    if (refused instanceof Error) {
      return this.internalError(session, msg.n, 'canGrab', refused, msg.object);
    }
    if (refused) return this.ack(session, msg.n, refused.reason);
    for (const object of this.grabs.grab(msg.object, player.id, now)) {
      this.broadcastHold(object, null);
    }
    this.broadcastHold(msg.object, seat);
    this.ack(session, msg.n, null);
  }

  private pose(session: Session, player: Player, msg: Msg<'pose'>): void {
    if (!this.match || !this.grabs.touch(msg.object, player.id, this.opts.now())) {
      return this.log(session, 'not-holding');
    }
    const by = this.match.order.indexOf(player.id);
    const text = encode({ v: 2, t: 'pose', object: msg.object, by, p: msg.p, r: msg.r });
    for (const s of this.sessions) if (s.player && s !== session) s.conn.send(text);
  }

  private drop(session: Session, player: Player, msg: Msg<'drop'>): void {
    const match = this.match;
    if (this.grabs.holder(msg.object) !== player.id || !match?.def.table) {
      return this.ack(session, msg.n, 'not-holding');
    }
    this.grabs.release(msg.object);
    this.broadcastHold(msg.object, null);
    const seat = match.order.indexOf(player.id);
    const rules = match.def.table;
    const drop = { zone: msg.zone, items: msg.items ?? [] };
    const intent = guarded(() => rules.dropIntent(match.state, seat, msg.object, drop));
    if (intent instanceof Error) {
      return this.internalError(session, msg.n, 'dropIntent', intent, msg);
    }
    if ((intent as { ok?: unknown }).ok === false) {
      return this.ack(session, msg.n, (intent as { reason: string }).reason);
    }
    // The spot is clamped into its zone, the same for every peer.
    const clamp = (x: number) => Math.round(Math.min(1, Math.max(-1, x)) * 1000) / 1000;
    const placed =
      msg.zone && msg.at
        ? { object: msg.object, zone: msg.zone, at: [clamp(msg.at[0]), clamp(msg.at[1])] as const }
        : undefined;
    this.commit(session, match, seat, msg.n, intent, placed);
  }

  private broadcastHold(object: string, by: number | null): void {
    this.broadcast({ v: 2, t: 'hold', object, by });
  }

  // --- Lobby ----------------------------------------------------------------------------------

  private lobbyAction(session: Session, player: Player, msg: Msg<'lobby'>): void {
    if (!player.buckets.lobby.take(this.opts.now())) return this.ack(session, msg.n, 'too-fast');
    const order = this.match?.order;
    const inMatch = (p: Player) => order?.includes(p.id) ?? false;
    const change = this.roster.check(player, msg.action, this.match !== null, inMatch);
    if (typeof change === 'string') return this.ack(session, msg.n, change);
    if (change.kind === 'start') return this.startMatch(session, msg.n, change.seated);
    if (change.kind === 'back') this.backToLobby();
    else if (change.kind === 'bot') this.seatBot(change.seat, change.replaces);
    else if (change.kind === 'takeover') this.takeOver(change.player, change.bot);
    else change.run();
    for (const id of this.botSessions.keys())
      if (!this.roster.byId(id)) this.botSessions.delete(id);
    // Whoever the change took out of the room is told so.
    for (const s of [...this.sessions]) {
      if (s.player && !this.roster.byId(s.player.id)) this.bye(s, 'removed');
    }
    this.persist();
    this.broadcastLobby();
    this.ack(session, msg.n, null);
    this.bots.wake();
  }

  private startMatch(session: Session, n: number, seated: readonly Player[]): void {
    const def = this.roster.def;
    const seed = this.opts.randomId();
    const created = guarded(() =>
      createState(def, seed, seated.length, this.roster.options, this.carry[def.id]),
    );
    if (created instanceof Error) return this.internalError(session, n, 'setup', created, null);
    if (!created.ok) return this.ack(session, n, created.reason);
    const match: Match = { def, seed, state: created.state, order: seated.map((p) => p.id) };
    const views = this.viewsOf(match, created.state);
    if (views instanceof Error) return this.internalError(session, n, 'view', views, null);
    this.match = match;
    this.lateJoins = 0;
    this.placements.clear();
    for (const object of this.grabs.clear()) this.broadcastHold(object, null);
    for (const s of this.sessions) s.sent = null;
    this.persist();
    this.broadcastLobby();
    this.sendViews(match, views);
    this.ack(session, n, null);
    this.bots.wake();
  }

  private backToLobby(): void {
    if (this.match) this.keepCarry(this.match);
    this.match = null;
    this.lateJoins = 0;
    this.placements.clear();
    for (const object of this.grabs.clear()) this.broadcastHold(object, null);
    this.roster.unready();
    for (const s of this.sessions) {
      const msg = noMatchMessage(s);
      if (msg && s.player) this.send(s, msg);
    }
  }

  // --- Sending --------------------------------------------------------------------------------

  /** Answers request `n` (remembered for a resend), after logging a refusal's reason. */
  private ack(session: Session, n: number, reason: string | null, logged = false): void {
    if (reason !== null && !logged) this.log(session, reason);
    if (session.player) rememberAnswer(session.player, n, reason);
    this.send(session, ackMessage(n, reason));
  }

  private send(session: Session, msg: HostMessage): void {
    if (session.answer) return session.answer(msg);
    const text = encode(msg);
    // Views are bounded by construction (engine/core/game-log.ts); should one ever outgrow the
    // cap, the guest could not read it, so it is not sent at all, and the host says why.
    if (text.length * 3 > MAX_HOST_MESSAGE && utf8Bytes(text) > MAX_HOST_MESSAGE) {
      return this.log(session, 'too-big-to-send', msg.t);
    }
    session.conn.send(text);
  }

  private broadcast(msg: HostMessage): void {
    const text = encode(msg);
    for (const s of this.sessions) if (s.player) s.conn.send(text);
  }

  private placed(): Record<string, Placement> {
    return Object.fromEntries(this.placements);
  }

  private broadcastLobby(): void {
    this.broadcast({ v: 2, t: 'lobby', lobby: this.lobby() });
  }

  /** One connection's view now: full the first time, a diff afterwards. */
  private sendView(session: Session): void {
    const match = this.match;
    const player = session.player;
    if (!player) return;
    if (!match) {
      const msg = noMatchMessage(session);
      if (msg) this.send(session, msg);
      return;
    }
    const view = guarded(() => viewOf(match, match.state, player.id));
    if (view instanceof Error) return this.log(session, 'internal-error', `view: ${view.message}`);
    const seat = match.order.indexOf(player.id);
    const msg = nextViewMessage(session, view, seat >= 0 ? seat : null, this.placed());
    if (msg) this.send(session, msg);
  }

  /** Marks the snapshot dirty and writes it soon (at most every saveDebounceMs). */
  private persist(): void {
    if (!this.opts.storage) return;
    this.dirty = true;
    this.saveTimer ??= setTimeout(() => this.flush(), LIMITS.saveDebounceMs);
  }

  private log(session: Session, reason: string, detail?: string): void {
    this.dropped.add(reason);
    this.opts.onLog?.({
      conn: session.conn.label,
      player: session.player?.id ?? null,
      reason,
      ...(detail === undefined ? {} : { detail }),
    });
  }
}
