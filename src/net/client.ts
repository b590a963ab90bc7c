// A client of the host: it says hello (with its seat token to rejoin), sends intents and lobby
// actions, and holds the latest lobby and view the host sent it. It reconnects by itself with
// backoff when the channel drops, and measures its round trip to the host.
import { applyPatch } from './diff.ts';
import {
  decodeHostMessage,
  encode,
  type ClientMessage,
  type HostMessage,
  type Lobby,
  type LobbyAction,
} from './protocol.ts';
import type { ClientTransport, Connection } from './transport.ts';
import type { DropZone } from '../engine/index.ts';

export type ConnectionStatus = 'connecting' | 'connected' | 'reconnecting' | 'host-lost' | 'closed';

export type ActResult = { readonly ok: true } | { readonly ok: false; readonly reason: string };

export interface ClientOptions {
  readonly transport: ClientTransport;
  readonly room: string;
  readonly name: string;
  /** A seat token from an earlier session (rejoin), if any. */
  readonly token?: string;
  readonly spectator?: boolean;
  readonly now: () => number;
  /** Called when the host gives this client its token (store it to rejoin after a reload). */
  readonly onToken?: (token: string) => void;
  /** Reconnect backoff: first delay and cap, in ms; after `hostLostMs` the status says so. */
  readonly backoff?: {
    readonly firstMs: number;
    readonly maxMs: number;
    readonly hostLostMs: number;
  };
}

/** What the UI reads (a new object on every change, for stores and React). */
export interface ClientSnapshot {
  readonly status: ConnectionStatus;
  readonly you: { readonly id: string; readonly token: string } | null;
  readonly lobby: Lobby | null;
  readonly seat: number | null;
  readonly view: unknown;
  readonly rtt: number | null;
  /** Why the host closed the connection, if it did. */
  readonly bye: string | null;
  /** Table objects being dragged, by object id: the seat holding each. */
  readonly holds: Readonly<Record<string, number>>;
}

/** A pose of an object another seat is dragging (for the table's per-frame store). */
export interface RemotePose {
  readonly object: string;
  readonly by: number;
  readonly p: readonly [number, number, number];
  readonly r: number;
  /** Arrival time on this client's clock (for interpolation). */
  readonly at: number;
}

/** Drag poses go out at most this often (30 Hz). */
export const POSE_INTERVAL_MS = 1000 / 30;

const ACK_TIMEOUT_MS = 10_000;
/** Reasons after which reconnecting would be wrong. */
const FINAL_BYE = new Set([
  'removed',
  'replaced',
  'wrong-room',
  'unknown-token',
  'room-full',
  'host-closed',
]);

export class Client {
  private conn: Connection | null = null;
  private token: string | undefined;
  private next = 1;
  private rev = 0;
  private readonly waiting = new Map<number, (r: ActResult) => void>();
  private readonly listeners = new Set<(s: ClientSnapshot) => void>();
  private snap: ClientSnapshot = {
    status: 'connecting',
    you: null,
    lobby: null,
    seat: null,
    view: null,
    rtt: null,
    bye: null,
    holds: {},
  };
  private readonly poseListeners = new Set<(pose: RemotePose) => void>();
  private poseSentAt = -Infinity;
  private posePending: Extract<ClientMessage, { t: 'pose' }> | null = null;
  private poseTimer: ReturnType<typeof setTimeout> | null = null;
  private closed = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private lostSince: number | null = null;
  private welcomed: { resolve: () => void; reject: (e: Error) => void } | null = null;
  /** Messages this client received, when recording (tests check the bytes on the wire). */
  readonly received: string[] | null;

  constructor(
    private readonly opts: ClientOptions,
    record = false,
  ) {
    this.token = opts.token;
    this.received = record ? [] : null;
  }

  /** Connects and waits for the host's welcome; rejects if the host cannot be reached. */
  async connect(): Promise<void> {
    await this.open();
    this.pingTimer ??= setInterval(() => this.ping(), 2000);
  }

  /** The latest snapshot. */
  get state(): ClientSnapshot {
    return this.snap;
  }

  /** Calls `fn` on every change; returns the unsubscribe function. */
  subscribe(fn: (s: ClientSnapshot) => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** Sends a game intent; resolves with the host's answer. */
  act(intent: unknown): Promise<ActResult> {
    return this.request((n) => ({ v: 1, t: 'intent', n, intent }));
  }

  /** Sends a lobby action; resolves with the host's answer. */
  lobbyAction(action: LobbyAction): Promise<ActResult> {
    return this.request((n) => ({ v: 1, t: 'lobby', n, action }));
  }

  /** Asks the host to let this seat pick up a table object. */
  grab(object: string): Promise<ActResult> {
    return this.request((n) => ({ v: 1, t: 'grab', n, object }));
  }

  /** Streams the held object's pose (throttled to 30 Hz; the latest pose always goes out). */
  pose(object: string, p: readonly [number, number, number], r: number): void {
    const round = (x: number) => Math.round(x * 1000) / 1000;
    this.posePending = {
      v: 1,
      t: 'pose',
      object,
      p: [round(p[0]), round(p[1]), round(p[2])],
      r: round(r),
    };
    const wait = this.poseSentAt + POSE_INTERVAL_MS - this.opts.now();
    if (wait <= 0) this.flushPose();
    else this.poseTimer ??= setTimeout(() => this.flushPose(), wait);
  }

  /** Puts the held object down on a zone; the host turns it into an intent or refuses it. */
  drop(object: string, zone: DropZone | null): Promise<ActResult> {
    this.flushPose();
    return this.request((n) => ({ v: 1, t: 'drop', n, object, zone }));
  }

  /** Calls `fn` with every relayed pose of an object another seat drags. */
  onPose(fn: (pose: RemotePose) => void): () => void {
    this.poseListeners.add(fn);
    return () => this.poseListeners.delete(fn);
  }

  private flushPose(): void {
    if (this.poseTimer) clearTimeout(this.poseTimer);
    this.poseTimer = null;
    if (!this.posePending) return;
    this.sendRaw(this.posePending);
    this.posePending = null;
    this.poseSentAt = this.opts.now();
  }

  /** Measures the round trip to the host now. */
  ping(): void {
    this.sendRaw({ v: 1, t: 'ping', at: this.opts.now() });
  }

  /** Leaves for good. */
  close(): void {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.pingTimer) clearInterval(this.pingTimer);
    if (this.poseTimer) clearTimeout(this.poseTimer);
    this.conn?.close();
    this.opts.transport.close();
    this.failWaiting('closed');
    this.update({ status: 'closed' });
  }

  // --- Internals ------------------------------------------------------------------------------

  private request(make: (n: number) => ClientMessage): Promise<ActResult> {
    if (!this.conn || this.snap.status !== 'connected') {
      return Promise.resolve({ ok: false, reason: 'disconnected' });
    }
    const n = this.next++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(n);
        resolve({ ok: false, reason: 'timeout' });
      }, ACK_TIMEOUT_MS);
      this.waiting.set(n, (r) => {
        clearTimeout(timer);
        resolve(r);
      });
      this.sendRaw(make(n));
    });
  }

  private sendRaw(m: ClientMessage): void {
    this.conn?.send(encode(m));
  }

  private async open(): Promise<void> {
    const conn = await this.opts.transport.connect(this.opts.room);
    if (this.closed) {
      conn.close();
      return;
    }
    this.conn = conn;
    const welcomed = new Promise<void>((resolve, reject) => (this.welcomed = { resolve, reject }));
    conn.onMessage((data) => this.receive(data));
    conn.onClose(() => this.lost(conn));
    this.rev = 0;
    this.sendRaw({
      v: 1,
      t: 'hello',
      room: this.opts.room,
      name: this.opts.name,
      ...(this.token ? { token: this.token } : {}),
      ...(this.opts.spectator ? { spectator: true } : {}),
    });
    await welcomed;
  }

  private receive(data: string): void {
    this.received?.push(data);
    const m = decodeHostMessage(data);
    if ('dropped' in m) return;
    this.handle(m);
  }

  private handle(m: HostMessage): void {
    switch (m.t) {
      case 'welcome':
        this.token = m.you.token;
        this.next = Math.max(this.next, m.next);
        this.opts.onToken?.(m.you.token);
        this.lostSince = null;
        this.update({ status: 'connected', you: m.you, bye: null });
        this.welcomed?.resolve();
        this.welcomed = null;
        return;
      case 'lobby':
        return this.update({ lobby: m.lobby });
      case 'view':
        this.rev = m.rev;
        return this.update({
          view: (m.view as { game?: unknown }).game === null ? null : m.view,
          seat: m.seat,
        });
      case 'diff':
        if (m.rev !== this.rev + 1 || this.snap.view === null) return this.resync();
        try {
          const view = applyPatch(this.snap.view, m.ops);
          this.rev = m.rev;
          this.update({ view });
        } catch {
          this.resync();
        }
        return;
      case 'ack': {
        const done = this.waiting.get(m.n);
        this.waiting.delete(m.n);
        done?.(m.ok ? { ok: true } : { ok: false, reason: m.reason ?? 'refused' });
        return;
      }
      case 'ping':
        return this.sendRaw({ v: 1, t: 'pong', at: m.at });
      case 'pong':
        return this.update({ rtt: Math.round((this.opts.now() - m.at) * 10) / 10 });
      case 'hold': {
        const { [m.object]: _gone, ...others } = this.snap.holds;
        return this.update({ holds: m.by === null ? others : { ...others, [m.object]: m.by } });
      }
      case 'pose': {
        const pose: RemotePose = {
          object: m.object,
          by: m.by,
          p: m.p,
          r: m.r,
          at: this.opts.now(),
        };
        for (const fn of this.poseListeners) fn(pose);
        return;
      }
      case 'bye':
        this.welcomed?.reject(new Error(m.reason));
        this.welcomed = null;
        this.update({ bye: m.reason });
        if (FINAL_BYE.has(m.reason)) this.close();
        return;
    }
  }

  private resync(): void {
    this.rev = -1;
    this.sendRaw({ v: 1, t: 'resync' });
  }

  private lost(conn: Connection): void {
    if (conn !== this.conn) return;
    this.conn = null;
    this.welcomed?.reject(new Error('disconnected'));
    this.welcomed = null;
    this.failWaiting('disconnected');
    if (this.closed) return;
    this.lostSince ??= this.opts.now();
    this.update({ status: 'reconnecting', rtt: null, holds: {} });
    this.scheduleRetry(this.backoff().firstMs);
  }

  private backoff() {
    return this.opts.backoff ?? { firstMs: 250, maxMs: 4000, hostLostMs: 15_000 };
  }

  private scheduleRetry(delay: number): void {
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(async () => {
      this.retryTimer = null;
      try {
        await this.open();
      } catch {
        const { maxMs, hostLostMs } = this.backoff();
        if (this.lostSince !== null && this.opts.now() - this.lostSince > hostLostMs) {
          this.update({ status: 'host-lost' });
        }
        // Jitter spreads a crowd of clients reconnecting to a reloaded host.
        this.scheduleRetry(Math.min(maxMs, delay * 2) * (0.75 + 0.5 * Math.random()));
      }
    }, delay);
  }

  private failWaiting(reason: string): void {
    for (const done of this.waiting.values()) done({ ok: false, reason });
    this.waiting.clear();
  }

  private update(patch: Partial<ClientSnapshot>): void {
    this.snap = { ...this.snap, ...patch };
    for (const fn of this.listeners) fn(this.snap);
  }
}
