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
  QUIET_CHECK_MS,
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
import { HostPulse } from './client-pulse.ts';

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
  /** When the host was last heard from, its pings, its silence and quiet (client-pulse.ts). */
  readonly pulse: HostPulse = new HostPulse({
    now: () => this.opts.now(),
    live: () => (this.snap.status === 'connected' ? this.conn : null),
    closed: () => this.closed,
    ping: () => this.ping(),
    hangUp: () => this.hangUp(),
    moveTo: (fresh) => {
      this.spare = fresh;
      this.hangUp();
      return this.retries.now();
    },
    address: () => this.opts,
  });
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
    this.stopPings ??= awakeInterval(QUIET_CHECK_MS, (s) => this.pulse.beat(s), this.opts.now);
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

  /** Hangs up on the host, as its silence would: the client reconnects to whoever holds the
   * room's address. */
  hangUp(): void {
    const conn = this.conn;
    if (!conn) return;
    conn.close();
    this.lost(conn);
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
    this.pulse.heard();
    conn.onMessage((data) => this.receive(conn, data));
    conn.onClose(() => this.lost(conn));
    this.views.reset();
    conn.send(encode({ v, t: 'hi', room: this.opts.room, nonce }));
    await welcomed;
  }

  private receive(conn: Connection, data: string): void {
    if (conn !== this.conn) return;
    this.received?.push(data);
    this.pulse.heard();
    const m = decodeHostMessage(data);
    if ('dropped' in m) return;
    const hs = this.handshake;
    if (hs && !hs.welcomed) return this.handshakeStep(hs, m);
    this.handle(m);
  }

  /** Before the welcome only the proof, the welcome and (from the proven host) a bye count. */
  private handshakeStep(hs: Handshake, m: HostMessage): void {
    if (m.t === 'heir' && hs.key === null) {
      // A successor: our share if the checkpoint names it, else a refusal (client-heir.ts).
      const share = this.heirloom.answer(hs, m, this.opts.room);
      if (share === 'wait') return this.failHandshake(hs.conn, 'no-checkpoint');
      if (!('refused' in share)) return this.sendRaw(share);
      if (share.decline) this.sendRaw(share.decline);
      return this.failHandshake(hs.conn, share.why, `its heir key (${share.refused})`);
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
        if (resync) this.views.lose();
        if (resync) this.sendRaw({ v, t: 'resync' });
        return;
      }
      case 'deal':
        return this.witness.deal(m);
      case 'record':
        return this.update({ fair: this.witness.check(m.record) });
      case 'ack':
        return this.requests.answer(
          m.n,
          m.ok ? { ok: true } : { ok: false, reason: m.reason ?? 'refused' },
        );
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
