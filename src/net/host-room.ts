// What every part of the host shares: the room's state (its people, connections, match, holds and
// placements), the way out (sending, broadcasting, answering, logging) and the way to disk (the
// snapshot, written soon after every change). The parts that act on it, one concern each, sit
// beside it: host-doorway.ts (connections and who comes in), host-match.ts (the match's commits
// and views), host-drags.ts (drag and drop), host-lobby.ts (lobby actions), host-bot-seats.ts (the
// bots' sessions); host.ts routes each message to them in a fixed order.
import type { BotPlayer } from '../engine/bots/registry.ts';
import { gameById, type AnyGameDef, type GameId } from '../engine/index.ts';
import type { BotTimer } from './host-bots.ts';
import { GrabTable } from './host-grabs.ts';
import { isHostKey, newHostKey, type HostKey } from './host-key.ts';
import { LIMITS, ReasonTally, TokenBucket } from './host-limits.ts';
import { rememberAnswer, Roster, type Player, type SavedPlayer } from './host-roster.ts';
import { guarded, type FairLog, type Match, type ViewFeed } from './host-views.ts';
import { isPendingDeal, type PendingDeal } from './host-fair.ts';
import { parseRecord, type GameRecord } from '../engine/fair/record.ts';
import {
  encode,
  MAX_HOST_MESSAGE,
  utf8Bytes,
  type ClientMessage,
  type HostMessage,
  type Lobby,
  type Placement,
} from './protocol.ts';
import type { Connection } from './transport.ts';
import { PROTOCOL_VERSION } from './protocol-shapes.ts';

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
  readonly match: {
    state: unknown;
    order: string[];
    gameId: GameId;
    seed: string;
    fair?: FairLog;
  } | null;
  /** A game committed to and waiting for contributions (host-fair.ts). */
  readonly pending?: PendingDeal;
  /** The last game's record, as revealed, and what each person found checking it. */
  readonly record?: GameRecord;
  readonly checks?: Readonly<Record<string, string>>;
  /** What the last game of each kind left for the next one (GameDef.carry). */
  readonly carry: Partial<Record<GameId, unknown>>;
  /** The table is locked (Roster.locked), and the devices of people removed from it. */
  readonly locked?: boolean;
  readonly banned?: readonly string[];
  /** The host generation: one more after each migration (absent: 0). */
  readonly gen?: number;
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

/** One connection to the host (or a bot's stand-in for one). */
export interface Session extends ViewFeed {
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
  /** The public heir key this guest's hello named (host-heirs.ts), if any. */
  heir?: string | null;
}

/** A client message of type `T`. */
export type Msg<T extends ClientMessage['t']> = Extract<ClientMessage, { t: T }>;

/** The answer to request `n` (`reason` null: accepted). */
export const ackMessage = (n: number, reason: string | null): HostMessage =>
  reason === null
    ? { v: PROTOCOL_VERSION, t: 'ack', n, ok: true }
    : { v: PROTOCOL_VERSION, t: 'ack', n, ok: false, reason };

/** The room's state, and the way out of it. */
export class HostRoom {
  readonly code: string;
  readonly key: HostKey;
  readonly roster: Roster;
  /** Connections, and the connection of each player who has one. */
  readonly sessions = new Set<Session>();
  readonly sessionOf = new Map<string, Session>();
  match: Match | null = null;
  /** A game committed to and waiting for contributions (host-fair.ts). */
  pending: PendingDeal | null = null;
  /** The last game's record, as revealed, and what each person found checking it. */
  record: GameRecord | null = null;
  readonly checks = new Map<string, string>();
  readonly grabs: GrabTable;
  /** Where dropped objects were put, by object id (presentation the rules leave open). */
  readonly placements = new Map<string, Placement>();
  /** What the last game of each kind left for the next one (GameDef.carry). */
  carry: Partial<Record<GameId, unknown>> = {};
  /** New people who came in during the match on (LIMITS.maxLateJoins). */
  lateJoins = 0;
  /** Proofs signed for new connections (LIMITS.proofBurst). */
  readonly proofs: TokenBucket;
  /** Counters of dropped or refused messages by reason code (bounded: ReasonTally). */
  readonly dropped = new ReasonTally();
  /** The host generation (HostSnapshot.gen). */
  readonly gen: number;
  /** Called on every change of the snapshot or the lobby (the checkpoints: host-heirs.ts). */
  changed: (() => void) | null = null;
  private saveTimer: ReturnType<typeof setTimeout> | null = null;
  private dirty = false;

  constructor(readonly opts: HostOptions) {
    this.code = opts.code;
    this.proofs = new TokenBucket(LIMITS.proofBurst, LIMITS.proofsPerSecond, opts.now());
    this.grabs = new GrabTable(opts.now);
    const snap = opts.snapshot;
    const game = snap?.game ?? opts.game;
    const games = opts.games ?? gameById;
    const options = snap ? snap.options : (opts.options ?? games(game)?.defaultOptions ?? null);
    this.roster = new Roster(game, options, opts.now, games);
    this.key = snap && isHostKey(snap.key) ? snap.key : newHostKey(opts.randomBytes);
    const gen = snap?.gen;
    this.gen = typeof gen === 'number' && Number.isSafeInteger(gen) && gen > 0 ? gen : 0;
    if (snap) this.restore(snap, games);
  }

  private restore(snap: HostSnapshot, games: (id: string) => AnyGameDef | null): void {
    for (const p of snap.players) this.roster.restore(p);
    this.roster.locked = snap.locked === true;
    for (const d of snap.banned ?? []) if (typeof d === 'string') this.roster.banned.add(d);
    this.carry = { ...snap.carry };
    const def = snap.match && games(snap.match.gameId);
    if (snap.match && def) {
      const { state, order, seed, fair } = snap.match;
      this.match = { def, seed, state, order: [...order], ...(fair ? { fair } : {}) };
    }
    if (isPendingDeal(snap.pending)) this.pending = snap.pending;
    const record = snap.record && parseRecord(snap.record);
    if (record && !('malformed' in record)) this.record = record;
    for (const [id, result] of Object.entries(snap.checks ?? {})) this.checks.set(id, result);
  }

  now(): number {
    return this.opts.now();
  }

  /** The lobby as everyone sees it. */
  lobby(): Lobby {
    const lobby = this.roster.lobby(this.code, this.match !== null);
    const players = lobby.players.map((p) => {
      const checked = this.checks.get(p.id);
      return checked === undefined ? p : { ...p, checked };
    });
    const fair = this.pending
      ? { id: this.pending.id, dealing: true }
      : this.record && { id: this.record.id, dealing: false };
    return {
      ...lobby,
      players,
      ...(this.gen > 0 ? { gen: this.gen } : {}),
      ...(fair ? { fair } : {}),
    };
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
        ...(this.match.fair ? { fair: this.match.fair } : {}),
      },
      ...(this.pending ? { pending: this.pending } : {}),
      ...(this.record ? { record: this.record } : {}),
      ...(this.checks.size > 0 ? { checks: Object.fromEntries(this.checks) } : {}),
      carry: { ...this.carry },
      ...(this.roster.locked ? { locked: true } : {}),
      ...(this.roster.banned.size > 0 ? { banned: [...this.roster.banned] } : {}),
      ...(this.gen > 0 ? { gen: this.gen } : {}),
    };
  }

  /** Marks the snapshot dirty and writes it soon (at most every saveDebounceMs). */
  persist(): void {
    this.changed?.();
    if (!this.opts.storage) return;
    this.dirty = true;
    this.saveTimer ??= setTimeout(() => this.flush(), LIMITS.saveDebounceMs);
  }

  /** Writes a pending snapshot now (a closing page calls this). */
  flush(): void {
    if (this.saveTimer) clearTimeout(this.saveTimer);
    this.saveTimer = null;
    if (!this.dirty) return;
    this.dirty = false;
    this.opts.storage?.save(this.snapshot());
  }

  /** Whether a match was played to its end (and nobody went back to the lobby yet). */
  matchOver(): boolean {
    const match = this.match;
    return match !== null && guarded(() => match.def.result(match.state)) !== null;
  }

  // --- The way out ----------------------------------------------------------------------------

  /** Answers request `n` (remembered for a resend), after logging a refusal's reason. */
  ack(session: Session, n: number, reason: string | null, logged = false): void {
    if (reason !== null && !logged) this.log(session, reason);
    if (session.player) rememberAnswer(session.player, n, reason);
    this.send(session, ackMessage(n, reason));
  }

  send(session: Session, msg: HostMessage): void {
    if (session.answer) return session.answer(msg);
    const text = encode(msg);
    // Views are bounded by construction (engine/core/game-log.ts); should one ever outgrow the
    // cap, the guest could not read it, so it is not sent at all, and the host says why.
    if (text.length * 3 > MAX_HOST_MESSAGE && utf8Bytes(text) > MAX_HOST_MESSAGE) {
      return this.log(session, 'too-big-to-send', msg.t);
    }
    session.conn.send(text);
  }

  /** Sends `msg` to everybody who said hello. */
  broadcast(msg: HostMessage): void {
    const text = encode(msg);
    for (const s of this.sessions) if (s.player) s.conn.send(text);
  }

  broadcastLobby(): void {
    this.changed?.();
    this.broadcast({ v: PROTOCOL_VERSION, t: 'lobby', lobby: this.lobby() });
  }

  broadcastHold(object: string, by: number | null): void {
    this.broadcast({ v: PROTOCOL_VERSION, t: 'hold', object, by });
  }

  /** Closes `session` with a reason it is told first. */
  bye(session: Session, reason: string): void {
    this.send(session, { v: PROTOCOL_VERSION, t: 'bye', reason });
    session.conn.close();
    this.dropSession(session);
  }

  /** Forgets a closed connection: its player is away, and whatever they held is put down. */
  dropSession(session: Session): void {
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

  /** Where every dropped object was put. */
  placed(): Record<string, Placement> {
    return Object.fromEntries(this.placements);
  }

  log(session: Session, reason: string, detail?: string): void {
    this.dropped.add(reason);
    this.opts.onLog?.({
      conn: session.conn.label,
      player: session.player?.id ?? null,
      reason,
      ...(detail === undefined ? {} : { detail }),
    });
  }
}
