// A client of the host. On every connection it first makes the host prove who it is (a fresh
// nonce, signed with the room's key: the key met first, or the one the invite link names), and
// only then says hello with its seat token; a welcome is believed only when signed by that key.
// It sends intents and lobby actions, holds the latest lobby and view, checks each game's record
// (client-fair.ts), notices a host that went quiet, and reconnects by itself with backoff.
import type { DropZone } from '../engine/index.ts';
import { awakeInterval } from './awake.ts';
import {
  decodeHostMessage,
  encode,
  PROTOCOL_VERSION as v,
  type ClientMessage,
  type HostMessage,
  type LobbyAction,
} from './protocol.ts';
import type { Connection } from './transport.ts';
import {
  GOING_PAUSE_MS,
  HANDSHAKE_MS,
  PING_MS,
  QUIET_CHECK_MS,
  QUIET_MS,
  SILENT_MS,
  type ActResult,
  type ClientOptions,
  type ClientSnapshot,
  backoffOf,
  FIRST_SNAPSHOT,
  type DropExtra,
  type RemotePose,
} from './client-types.ts';
import { Requests } from './client-requests.ts';
import {
  checkProof,
  FINAL_BYE,
  helloMessage,
  nonceFrom,
  welcomeChecks,
  type Handshake,
} from './client-handshake.ts';
import { Heirloom } from './client-heir.ts';
import { Reconnector } from './client-retry.ts';
import { PoseSender } from './client-poses.ts';
import { holdPatch, placePatch, relayedPose, ViewTracker } from './client-views.ts';
import { FairWitness } from './client-fair.ts';
import { PEEK_MS, peekAt, QuietWatch } from './client-quiet.ts';

export type {
  ActResult,
  ClientOptions,
  ClientSnapshot,
  ConnectionStatus,
  DropExtra,
  RemotePose,
} from './client-types.ts';
export {
  HANDSHAKE_MS,
  PING_MS,
  POSE_INTERVAL_MS,
  QUIET_CHECK_MS,
  QUIET_MS,
  SILENT_MS,
} from './client-types.ts';

export class Client {
  private conn: Connection | null = null;
  private token: string | undefined;
  private hostKey: string | undefined;
  private readonly views = new ViewTracker();
  /** Requests sent and not answered yet. */
  private readonly requests = new Requests((m) => this.sendRaw(m));
  private readonly listeners = new Set<(s: ClientSnapshot) => void>();
  private snap: ClientSnapshot = FIRST_SNAPSHOT;
  private readonly poseListeners = new Set<(pose: RemotePose) => void>();
  private readonly poses = new PoseSender(
    (m) => this.sendRaw(m),
    () => this.opts.now(),
  );
  private closed = false;
  /** Reconnects after a loss, with backoff (client-retry.ts). */
  private readonly retries = new Reconnector(
    () => this.open(),
    () => {
      const lost = this.opts.now() - (this.lostSince ?? Infinity);
      if (lost > backoffOf(this.opts).hostLostMs) this.update({ status: 'host-lost' });
    },
    () => backoffOf(this.opts).maxMs,
  );
  private stopPings: (() => void) | null = null;
  private lostSince: number | null = null;
  private heardAt = 0;
  private beats = 0;
  /** Says when the host goes quiet (client-quiet.ts). */
  private readonly quiet = new QuietWatch();
  /** A channel a peek opened, for the next connection attempt to take. */
  private spare: Connection | null = null;
  private handshake: Handshake | null = null;
  /** Messages this client received, when recording (tests check the bytes on the wire). */
  readonly received: string[] | null;
  /** The checkpoint this guest holds for a successor, and its heir key (client-heir.ts). */
  readonly heirloom: Heirloom;
  /** Contributions to the seed, the views seen and the record's check (client-fair.ts). */
  private readonly witness: FairWitness;

  constructor(
    private readonly opts: ClientOptions,
    record = false,
  ) {
    this.token = opts.token;
    this.hostKey = opts.hostKey;
    this.received = record ? [] : null;
    this.heirloom = new Heirloom(opts.heir ?? null, () => this.update({}));
    this.witness = new FairWitness(opts.randomBytes, (m) => this.sendRaw(m));
  }

  /** Connects and waits for the host's welcome; rejects if the host cannot be reached or
   * cannot prove itself. */
  async connect(): Promise<void> {
    await this.open();
    this.stopPings ??= awakeInterval(QUIET_CHECK_MS, (s) => this.beat(s), this.opts.now);
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

  /** Sends a game intent; resolves with the host's answer (after the views it caused). */
  act(intent: unknown): Promise<ActResult> {
    return this.request((n) => ({ v, t: 'intent', n, intent }));
  }

  /** Sends a lobby action; resolves with the host's answer. */
  lobbyAction(action: LobbyAction): Promise<ActResult> {
    return this.request((n) => ({ v, t: 'lobby', n, action }));
  }

  /** Asks the host to let this seat pick up a table object. */
  grab(object: string): Promise<ActResult> {
    return this.request((n) => ({ v, t: 'grab', n, object }));
  }

  /** Streams the held object's pose (throttled to 30 Hz; the latest pose always goes out). */
  pose(object: string, p: readonly [number, number, number], r: number): void {
    this.poses.pose(object, p, r);
  }

  /** Puts the held object down on a zone (at a spot in it, −1…1 each way, carrying `items`);
   * the host turns it into an intent or refuses it. */
  drop(object: string, zone: DropZone | null, extra: DropExtra = {}): Promise<ActResult> {
    this.poses.flush();
    return this.request((n) => ({
      v,
      t: 'drop',
      n,
      object,
      zone,
      ...(extra.at ? { at: [extra.at[0], extra.at[1]] } : {}),
      ...(extra.items ? { items: [...extra.items] } : {}),
    }));
  }

  /** Calls `fn` with every relayed pose of an object another seat drags. */
  onPose(fn: (pose: RemotePose) => void): () => void {
    this.poseListeners.add(fn);
    return () => this.poseListeners.delete(fn);
  }

  /** Every QUIET_CHECK_MS: a stall is not the host's silence; every PING_MS a tick; and a host
   * quiet for QUIET_MS is said to be (onQuiet). */
  beat(stalledMs = 0): void {
    if (this.conn && this.snap.status === 'connected') this.heardAt += stalledMs;
    if (++this.beats % Math.round(PING_MS / QUIET_CHECK_MS) === 0) this.tick();
    else this.checkQuiet();
  }

  /** Calls `fn` each time the host has been quiet for QUIET_MS while connected (it may be busy,
   * or gone: client-quiet.ts). Returns the unsubscribe function. */
  onQuiet(fn: () => void): () => void {
    return this.quiet.on(fn);
  }

  /** The host is quiet: opens a second channel to the room's address (for at most `ms`), and if
   * it opens while the host still says nothing, moves over to it (whoever holds the address now
   * answers; the handshake decides, as on any connection). True when it moved. */
  async peek(ms = PEEK_MS): Promise<boolean> {
    const conn = this.conn;
    const heard = this.quiet.heard;
    if (!conn || this.snap.status !== 'connected' || this.quiet.peeking) return false;
    this.quiet.peeking = true;
    try {
      const fresh = await peekAt(this.opts.transport, this.opts.room, ms);
      if (!fresh) return false;
      if (this.closed || this.conn !== conn || this.quiet.heard !== heard) {
        fresh.close();
        return false;
      }
      console.info(`client: the host is quiet; someone answers at ${this.opts.room}: moving over`);
      this.spare = fresh;
      this.hangUp();
      return await this.retries.now();
    } finally {
      this.quiet.peeking = false;
    }
  }

  /** Hangs up on the host, as its silence would: the client reconnects to whoever holds the
   * room's address. */
  hangUp(): void {
    const conn = this.conn;
    if (!conn) return;
    conn.close();
    this.lost(conn);
  }

  private checkQuiet(): void {
    if (this.conn && this.snap.status === 'connected')
      this.quiet.check(this.opts.now() - this.heardAt, QUIET_MS);
  }

  /** Every PING_MS: measure the round trip, and give up on a host that went quiet (silence
   * counted while this page was awake: `stalledMs` it was not, awake.ts). */
  tick(stalledMs = 0): void {
    if (!this.conn || this.snap.status !== 'connected') return;
    this.heardAt += stalledMs;
    if (this.opts.now() - this.heardAt > SILENT_MS) return this.hangUp();
    this.ping();
    this.checkQuiet();
  }

  /** Measures the round trip to the host now (and tells it we are here). */
  ping(): void {
    this.sendRaw({ v, t: 'ping', at: this.opts.now() });
  }

  /** Reconnects at once, skipping the backoff: true once connected (succession.ts's check). */
  retryNow(): Promise<boolean> {
    if (this.snap.status === 'connected') return Promise.resolve(true);
    return this.retries.now();
  }

  /** Leaves for good. */
  close(): void {
    this.closed = true;
    this.retries.stop();
    this.stopPings?.();
    this.stopPings = null;
    this.poses.stop();
    this.abandonHandshake(new Error('closed'));
    this.spare?.close();
    this.conn?.close();
    this.opts.transport.close();
    this.requests.fail('closed');
    this.update({ status: 'closed' });
  }

  // --- Internals ------------------------------------------------------------------------------

  private request(make: (n: number) => ClientMessage): Promise<ActResult> {
    if (!this.conn || this.snap.status !== 'connected') {
      return Promise.resolve({ ok: false, reason: 'disconnected' });
    }
    return this.requests.send(make);
  }

  private sendRaw(m: ClientMessage): void {
    this.conn?.send(encode(m));
  }

  /** Opens a connection and runs the handshake: hi → proof → hello → welcome. */
  private async open(): Promise<void> {
    const spare = this.spare;
    this.spare = null;
    const conn = spare ?? (await this.opts.transport.connect(this.opts.room));
    if (this.closed) {
      conn.close();
      return;
    }
    const nonce = nonceFrom(this.opts.randomBytes(16));
    const welcomed = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => this.failHandshake(conn, 'handshake-timeout'), HANDSHAKE_MS);
      const b = conn.binding?.() ?? null;
      this.handshake = {
        conn,
        nonce,
        bound: b && { host: b.remote, guest: b.local },
        key: null,
        welcomed: false,
        done: { resolve, reject },
        timer,
      };
    });
    this.conn = conn;
    this.heardAt = this.opts.now();
    this.quiet.spoke();
    conn.onMessage((data) => this.receive(conn, data));
    conn.onClose(() => this.lost(conn));
    this.views.reset();
    conn.send(encode({ v, t: 'hi', room: this.opts.room, nonce }));
    await welcomed;
  }

  private receive(conn: Connection, data: string): void {
    if (conn !== this.conn) return;
    this.received?.push(data);
    this.heardAt = this.opts.now();
    this.quiet.spoke();
    const m = decodeHostMessage(data);
    if ('dropped' in m) return;
    const hs = this.handshake;
    if (hs && !hs.welcomed) return this.handshakeStep(hs, m);
    this.handle(m);
  }

  /** Before the welcome only the proof, the welcome and (from the proven host) a bye count. */
  private handshakeStep(hs: Handshake, m: HostMessage): void {
    if (m.t === 'heir' && hs.key === null) {
      // A successor opening the checkpoint: our share, if the checkpoint names it (client-heir.ts).
      const share = this.heirloom.answer(hs, m, this.opts.room);
      if (share === 'wait') return this.failHandshake(hs.conn, 'no-checkpoint');
      if ('refused' in share)
        return this.failHandshake(hs.conn, 'impostor', `its heir key (${share.refused})`);
      return this.sendRaw(share);
    }
    if (m.t === 'proof' && hs.key === null) {
      const { room, fingerprint } = this.opts;
      const verdict = checkProof(hs, m, { room, fingerprint, hostKey: this.hostKey });
      if (!verdict.ok) return this.failHandshake(hs.conn, 'impostor', verdict.what);
      // A seat token goes only to the key that gave it: one a stranger gave is no seat here.
      if (verdict.dropToken) this.token = undefined;
      hs.key = verdict.key;
      this.sendRaw(helloMessage(this.opts, this.token, this.heirloom.key?.public));
      return;
    }
    if (m.t === 'welcome' && hs.key !== null) {
      if (!welcomeChecks(hs, m, this.opts.room))
        return this.failHandshake(hs.conn, 'impostor', 'its welcome');
      hs.welcomed = true;
      clearTimeout(hs.timer);
      this.hostKey = hs.key;
      this.token = m.you.token;
      this.requests.advance(m.next);
      this.opts.onWelcome?.(m.you.token, hs.key);
      this.lostSince = null;
      this.update({ status: 'connected', you: m.you, bye: null, impostor: false, hostKey: hs.key });
      hs.done.resolve();
      this.requests.resend();
      return;
    }
    if (m.t === 'bye' && hs.key !== null) {
      this.update({ bye: m.reason });
      this.abandonHandshake(new Error(m.reason));
      if (FINAL_BYE.has(m.reason) || m.reason === 'room-full') {
        if (m.reason !== 'room-full' || !this.token) this.close();
      }
      return;
    }
    // Anything else before a proof (a bye, a view, a forged welcome) comes from whoever holds
    // the address, not necessarily the host: it is ignored, and the connection given up.
    if (hs.key === null) this.failHandshake(hs.conn, 'unproven');
  }

  /** Gives up this connection's handshake; an `impostor` failure says which of the answer's
   * parts (`what`) did not check out: the room's address is not the room's host. */
  private failHandshake(conn: Connection, reason: string, what?: string): void {
    const hs = this.handshake;
    if (!hs || hs.conn !== conn) return;
    if (reason === 'impostor') {
      console.warn(`client: refused the host at ${this.opts.room}: ${what} did not check out`);
      this.update({ impostor: true });
    }
    this.abandonHandshake(new Error(reason));
    conn.close();
    this.lost(conn);
  }

  private abandonHandshake(error: Error): void {
    const hs = this.handshake;
    if (!hs) return;
    this.handshake = null;
    clearTimeout(hs.timer);
    if (!hs.welcomed) hs.done.reject(error);
  }

  private handle(m: HostMessage): void {
    switch (m.t) {
      case 'proof':
      case 'welcome':
      case 'heir':
        return; // once per connection, handled above
      case 'going':
        this.heirloom.keep(m);
        if (m.why !== 'reload') return;
        // Its page is being left: its channel may take seconds to close, so this client hangs up
        // and reconnects after a pause (the page may hold the room's address a moment longer).
        this.retries.pause(Math.min(GOING_PAUSE_MS, backoffOf(this.opts).maxMs));
        return this.conn?.close(); // the close handler starts reconnecting
      case 'checkpoint':
      case 'step':
      case 'handover':
        return this.heirloom.keep(m);
      case 'lobby':
        return this.update({ lobby: m.lobby });
      case 'view':
        return this.update(this.views.view(m));
      case 'diff': {
        const { patch, resync } = this.views.diff(this.snap, m);
        if (patch) this.update(patch);
        if (resync) this.resync();
        return;
      }
      case 'deal':
        return this.witness.deal(m);
      case 'record':
        return this.update({ fair: this.witness.check(m.record) });
      case 'ack': {
        return this.requests.answer(
          m.n,
          m.ok ? { ok: true } : { ok: false, reason: m.reason ?? 'refused' },
        );
      }
      case 'ping':
        return this.sendRaw({ v, t: 'pong', at: m.at });
      case 'pong':
        return this.update({ rtt: Math.round((this.opts.now() - m.at) * 10) / 10 });
      case 'hold':
        return this.update(holdPatch(this.snap, m));
      case 'place':
        return this.update(placePatch(this.snap, m));
      case 'pose': {
        const pose = relayedPose(this.snap.holds, m, this.opts.now());
        if (pose) for (const fn of this.poseListeners) fn(pose);
        return;
      }
      case 'bye':
        this.update({ bye: m.reason });
        if (FINAL_BYE.has(m.reason)) this.close();
        return;
    }
  }

  private resync(): void {
    this.views.lose();
    this.sendRaw({ v, t: 'resync' });
  }

  private lost(conn: Connection): void {
    if (conn !== this.conn) return;
    this.conn = null;
    this.abandonHandshake(new Error('disconnected'));
    this.requests.fail('disconnected', (m) => m.t === 'grab');
    if (this.closed) return;
    this.lostSince ??= this.opts.now();
    this.update({ status: 'reconnecting', rtt: null, holds: {} });
    this.retries.schedule(backoffOf(this.opts).firstMs);
  }

  private update(patch: Partial<ClientSnapshot>): void {
    this.snap = { ...this.snap, ...patch };
    if ('view' in patch) this.witness.saw(this.snap.view, this.snap.seat);
    for (const fn of this.listeners) fn(this.snap);
  }
}
