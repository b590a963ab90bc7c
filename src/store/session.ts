// The session controller: the one place that creates a Host and a Client, keeps seat tokens and
// host snapshots, and mirrors the client's snapshot into a zustand store for the screens.
// The host's own player is an ordinary Client over an in-memory loopback to the same Host, so
// host and guests run the same client code and see only what their seat may see.
// Its outside world (transports, storage, clock, randomness, the address bar) comes in as
// `SessionDeps`: the browser wiring lives in src/app, tests pass loopback networks and maps.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { GAME_IDS, gameById, type DropZone, type GameId } from '../engine/index.ts';
import type { ActResult, Client, ConnectionStatus, DropExtra, RemotePose } from '../net/client.ts';
import type { Host, HostSnapshot } from '../net/host.ts';
import type * as RoomNetModule from '../net/room-net.ts';
import type { Lobby, LobbyAction, Placement } from '../net/protocol.ts';
import { newRoomCode, normaliseRoomCode } from '../net/room-code.ts';
import { DemoLoop, demoFromUrl, demoLink, firstBotSeat } from './demo.ts';
import type { ClientTransport, HostTransport } from '../net/transport.ts';

export { base64url, bothTransports, reasonOf, SessionError } from './session-kit.ts';
import {
  asSessionError,
  base64url,
  bothTransports,
  isRefusal,
  reasonOf,
  SessionError,
  withTimeout,
} from './session-kit.ts';
import {
  appBase,
  deviceSecret,
  forgetToken,
  hostLink,
  joinLink,
  loadName,
  loadTicket,
  planBoot,
  rejoinLink,
  saveName,
  saveToken,
  type SeatTicket,
} from './links.ts';
import {
  forgetSavedTable,
  listSavedTables,
  loadHostSnapshot,
  pruneSavedTables,
  saveHostSnapshot,
  type SavedTable,
} from './saved-tables.ts';
import type { Storages } from './storage.ts';

/** Everything the session needs from outside. */
export interface SessionDeps extends Storages {
  /** The host side of the real network for room `code` (PeerJS in the browser). */
  hostTransport(code: string): Promise<HostTransport>;
  /** A client side of the real network. */
  clientTransport(): Promise<ClientTransport>;
  /** Milliseconds clock for pings (performance.now). */
  now(): number;
  /** Wall-clock milliseconds, for when a table was saved (Date.now by default). */
  readonly wallClock?: () => number;
  /** Cryptographic random bytes (crypto.getRandomValues). */
  randomBytes(n: number): Uint8Array;
  /** The current address, and a way to replace it without a reload. */
  location(): string;
  setLocation(href: string): void;
  /** Client reconnect backoff (tests shorten it). */
  readonly backoff?: {
    readonly firstMs: number;
    readonly maxMs: number;
    readonly hostLostMs: number;
  };
  /** Waits between boot retries, in ms (tests shorten them). */
  readonly retryDelays?: readonly number[];
}

/** Which screen the session is on. */
export type SessionPhase = 'home' | 'invited' | 'connecting' | 'room';

/** A short message for the player; `reason` is a code the UI translates. */
export interface Toast {
  readonly id: number;
  readonly reason?: string;
  readonly text?: string;
  readonly tone: 'info' | 'warn';
}

/** What the screens read. */
export interface SessionState {
  readonly phase: SessionPhase;
  readonly role: 'host' | 'guest' | null;
  /** The room code (normalised, no dash). */
  readonly code: string | null;
  readonly status: ConnectionStatus | 'idle';
  /** This player's id in the lobby. */
  readonly you: string | null;
  /** This player's seat token (shown only inside the personal rejoin link). */
  readonly token: string | null;
  readonly lobby: Lobby | null;
  /** The match seat of this player, or null (spectator, or no match yet). */
  readonly seat: number | null;
  /** The latest view this client holds (null outside a match). */
  readonly view: unknown;
  readonly rtt: number | null;
  /** Why the host closed the connection, if it did. */
  readonly bye: string | null;
  /** Table objects being dragged now, by object id: the match seat holding each. */
  readonly holds: Readonly<Record<string, number>>;
  /** Where dropped objects were put in their zones, by object id (the host's word). */
  readonly placements: Readonly<Record<string, Placement>>;
  /** The public key the room's host proved it holds, and its fingerprint (for the links). */
  readonly hostKey: string | null;
  readonly hostFingerprint: string | null;
  /** Someone without the room's key answered at its address on the last attempt. */
  readonly impostor: boolean;
  /** Why the last create/join failed (a reason code), for the home screen. */
  readonly error: string | null;
  /** The name to prefill. */
  readonly name: string;
  readonly toasts: readonly Toast[];
  /** The game of the demo this page shows (bots play, this player watches), or null. */
  readonly demo: GameId | null;
  /** This tab hosts, and its last save failed: a reload would lose the table until one works. */
  readonly saveFailed: boolean;
  /** Tables this browser hosted and can resume (the home screen offers them), newest first. */
  readonly savedTables: readonly SavedTable[];
}

export interface CreateRoomRequest {
  readonly game: GameId;
  readonly name: string;
  readonly options?: unknown;
}

const IDLE: Omit<SessionState, 'phase' | 'name' | 'toasts' | 'error' | 'savedTables'> = {
  role: null,
  code: null,
  status: 'idle',
  you: null,
  token: null,
  lobby: null,
  seat: null,
  view: null,
  rtt: null,
  bye: null,
  holds: {},
  placements: {},
  hostKey: null,
  hostFingerprint: null,
  impostor: false,
  demo: null,
  saveFailed: false,
};

/** The networking half of the app, loaded when a room opens. */
type RoomNet = typeof RoomNetModule;

const TOAST_MS = 5000;
const CONNECT_TIMEOUT_MS = 20_000;

/** The session of one tab: at most one room at a time. */
export class Session {
  readonly store: StoreApi<SessionState>;
  private host: Host | null = null;
  private client: Client | null = null;
  private unsubscribe: (() => void) | null = null;
  private readonly poseListeners = new Set<(pose: RemotePose) => void>();
  private nextToast = 1;
  /** Bumped on every leave/create/join, so a late answer from an old attempt is ignored. */
  private epoch = 0;
  /** The last notices shown, kept after their toasts go (the automation surface reads them). */
  notices: readonly Toast[] = [];
  /** The invitation this tab was opened with: its room and host key fingerprint. */
  private invite: { code: string; fingerprint: string | null } | null = null;
  /** The networking half of the app, loaded when a room opens (never for the home screen). */
  private netModule: Promise<RoomNet> | null = null;
  private demoLoop: DemoLoop | null = null;

  constructor(private readonly deps: SessionDeps) {
    pruneSavedTables(deps.local, this.wallClock());
    this.store = createStore<SessionState>(() => ({
      ...IDLE,
      phase: 'home',
      name: loadName(deps.local),
      error: null,
      toasts: [],
      savedTables: listSavedTables(deps.local),
    }));
  }

  /** The state now. */
  get state(): SessionState {
    return this.store.getState();
  }

  // --- Entering a room -----------------------------------------------------------------------

  /** Opens the room the address names, if any (page load). Never throws. */
  async boot(): Promise<void> {
    const demo = demoFromUrl(this.deps.location());
    if (demo) return this.watchDemo(demo).catch(() => {}); // the home screen says why
    const plan = planBoot(this.deps.location(), this.deps);
    const base = appBase(this.deps.location());
    switch (plan.kind) {
      case 'home':
        return;
      case 'ask-name':
        this.invite = { code: plan.code, fingerprint: plan.fingerprint };
        this.set({ phase: 'invited', code: plan.code });
        return;
      case 'host':
        try {
          await this.retrying(() => this.openHost(plan.code, plan.snapshot, null, null));
        } catch (e) {
          this.fail(plan.code, e, 'host');
        }
        return;
      case 'rejoin':
        this.invite = { code: plan.code, fingerprint: plan.fingerprint };
        if (plan.fromLink) {
          // The link's token is this seat's now; keep it out of the address bar and history.
          saveToken(this.deps, plan.code, plan.ticket.token);
          this.deps.setLocation(joinLink(base, plan.code, plan.fingerprint));
        }
        try {
          await this.retrying(() =>
            this.openGuest(plan.code, this.state.name || 'Player', plan.ticket, plan.fingerprint),
          );
        } catch (e) {
          if (reasonOf(e) === 'unknown-token') forgetToken(this.deps, plan.code);
          this.fail(plan.code, e);
        }
        return;
    }
  }

  /** Creates a room for `game` and seats this player as its host; resolves the invite code. */
  async createRoom({ game, name, options }: CreateRoomRequest): Promise<string> {
    const def = gameById(game);
    if (!def) throw new SessionError('game-not-available');
    const parsed: unknown = def.parseOptions(options ?? def.defaultOptions);
    if (isRefusal(parsed)) throw new SessionError(parsed.reason);
    const clean = name.trim();
    if (clean === '') throw new SessionError('no-name');
    saveName(this.deps.local, clean);
    this.leave();
    const code = newRoomCode((n) => this.deps.randomBytes(n));
    try {
      await this.openHost(code, null, game, { name: clean, options: parsed });
    } catch (e) {
      this.fail(null, e);
      throw asSessionError(e);
    }
    return code;
  }

  /** Joins room `code` as `name` (a new seat, or this tab's own seat if it had one). */
  async joinRoom(code: string, name: string): Promise<void> {
    const room = normaliseRoomCode(code);
    if (!room) throw new SessionError('bad-code');
    const clean = name.trim();
    if (clean === '') throw new SessionError('no-name');
    saveName(this.deps.local, clean);
    this.leave();
    // Only this tab's token: another tab of this browser may be sitting in that seat right now.
    const ticket = loadTicket(this.deps, room, 'tab');
    const fingerprint = this.invite?.code === room ? this.invite.fingerprint : null;
    try {
      await this.openGuest(room, clean, ticket, fingerprint);
    } catch (e) {
      if (reasonOf(e) === 'unknown-token') forgetToken(this.deps, room);
      this.fail(room, e);
      throw asSessionError(e);
    }
  }

  /** Hosts again a table this browser saved (the home screen's "Resume your table"). */
  async resumeTable(code: string): Promise<void> {
    const snapshot = loadHostSnapshot(this.deps.local, code);
    if (!snapshot) {
      this.set({ savedTables: listSavedTables(this.deps.local) });
      throw new SessionError('no-saved-table');
    }
    this.leave();
    try {
      await this.retrying(() => this.openHost(code, snapshot, null, null));
    } catch (e) {
      this.fail(null, e, 'host');
      throw asSessionError(e);
    }
  }

  /** Forgets a table this browser saved (it will not be offered again). */
  forgetTable(code: string): void {
    forgetSavedTable(this.deps.local, code);
    this.set({ savedTables: listSavedTables(this.deps.local) });
  }

  /** Opens a demo of `game` in this page: bots in every seat, this player watching, over the
   * in-memory loopback alone (no network, no signalling). Resolves once the first game is on. */
  async watchDemo(game: GameId): Promise<void> {
    if (!gameById(game)) throw new SessionError('game-not-available');
    this.leave();
    try {
      await this.openDemo(game);
    } catch (e) {
      this.leave();
      this.fail(null, e);
      throw asSessionError(e);
    }
  }

  private async openDemo(game: GameId): Promise<void> {
    const epoch = ++this.epoch;
    this.set({ ...IDLE, phase: 'connecting', role: 'host', error: null });
    const { Client, Host, LoopbackNetwork } = await this.net();
    this.checkEpoch(epoch);
    const code = newRoomCode((n) => this.deps.randomBytes(n));
    const local = new LoopbackNetwork();
    const common = {
      now: () => this.deps.now(),
      randomBytes: (n: number) => this.deps.randomBytes(n),
    };
    // No storage: a demo is never resumed.
    const host = new Host({
      code,
      game,
      hostName: 'You',
      randomId: () => base64url(this.deps.randomBytes(16)),
      ...common,
    });
    this.host = host;
    await host.listen(local.host(code));
    const token = host.hostToken;
    const hostKey = host.key.public;
    const client = new Client({
      transport: local.client(),
      room: code,
      name: 'You',
      token,
      hostKey,
      ...common,
    });
    await this.connectClient(epoch, code, client);
    this.set({ demo: game });
    const loop = new DemoLoop({
      lobbyAction: (action) => this.lobbyAction(action),
      matchOver: () => host.matchOver(),
      subscribe: (fn) => this.store.subscribe(fn),
    });
    this.demoLoop = loop;
    await loop.begin(game);
    this.deps.setLocation(demoLink(appBase(this.deps.location()), game));
  }

  /** This player, watching, takes over a bot's seat (the first, unless `seat` names one). */
  takeSeat(seat: number | null = firstBotSeat(this.state.lobby)): Promise<ActResult> {
    const you = this.state.you;
    if (seat === null || !you) return Promise.resolve({ ok: false, reason: 'no-bot-seat' });
    return this.lobbyAction({ a: 'move', player: you, seat });
  }

  /** Leaves the room (a host closes it for everyone and forgets it). */
  leave(): void {
    this.demoLoop?.stop();
    this.demoLoop = null;
    this.epoch++;
    const wasHost = this.host;
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.client?.close();
    this.client = null;
    this.host?.close('host-closed');
    this.host = null;
    if (wasHost) forgetSavedTable(this.deps.local, wasHost.code);
    const s = this.state;
    if (s.phase !== 'home' || s.code !== null) {
      this.set({ ...IDLE, phase: 'home', error: null });
      this.deps.setLocation(appBase(this.deps.location()));
    }
    this.set({ savedTables: listSavedTables(this.deps.local) });
  }

  /** Drops the connections as a closing tab does: storage and address stay as they are. */
  dispose(): void {
    this.demoLoop?.stop();
    this.demoLoop = null;
    this.epoch++;
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.client?.close();
    this.client = null;
    this.host?.close();
    this.host = null;
  }

  // --- In a room -----------------------------------------------------------------------------

  /** Sends a game intent; a refusal also shows as a toast. */
  async act(intent: unknown): Promise<ActResult> {
    const client = this.client;
    if (!client) return { ok: false, reason: 'not-connected' };
    const result = await client.act(intent);
    if (!result.ok) this.notify({ reason: result.reason, tone: 'warn' });
    return result;
  }

  /** Sends a lobby action; a refusal also shows as a toast. */
  async lobbyAction(action: LobbyAction): Promise<ActResult> {
    const client = this.client;
    if (!client) return { ok: false, reason: 'not-connected' };
    const result = await client.lobbyAction(action);
    if (!result.ok) this.notify({ reason: result.reason, tone: 'warn' });
    return result;
  }

  // --- Drag and drop on the table (the host grants, relays and judges; see docs/PROTOCOL.md) ---

  /** Asks to pick a table object up. A refusal is the caller's to show (the object glides back). */
  grab(object: string): Promise<ActResult> {
    return this.client?.grab(object) ?? Promise.resolve({ ok: false, reason: 'not-connected' });
  }

  /** Streams the held object's pose (the client throttles it to 30 Hz). */
  pose(object: string, p: readonly [number, number, number], r: number): void {
    this.client?.pose(object, p, r);
  }

  /** Puts the held object down on a zone (null: off the table), at a spot in it, carrying
   * what the drag carried. */
  drop(object: string, zone: DropZone | null, extra: DropExtra = {}): Promise<ActResult> {
    return (
      this.client?.drop(object, zone, extra) ??
      Promise.resolve({ ok: false, reason: 'not-connected' })
    );
  }

  /** Calls `fn` with each relayed pose of an object another seat drags, across reconnects and
   * rooms, until the returned function is called. */
  onPose(fn: (pose: RemotePose) => void): () => void {
    this.poseListeners.add(fn);
    return () => this.poseListeners.delete(fn);
  }

  /** The links of the current room: join (for friends) and rejoin (personal), both naming the
   * host's key by its fingerprint, so that nobody else holding the room's address is believed. */
  links(): { join: string; rejoin: string | null } | null {
    const { code, token, role, hostFingerprint: fp } = this.state;
    if (!code) return null;
    const base = appBase(this.deps.location());
    return {
      join: joinLink(base, code, fp),
      // The host's seat lives in this browser with the Host itself: it cannot move.
      rejoin: token && role === 'guest' ? rejoinLink(base, code, token, fp) : null,
    };
  }

  /** Writes the host's snapshot now, if this tab hosts (a closing page calls this). */
  persistNow(): void {
    this.host?.flush();
  }

  /** Shows a toast for a few seconds. */
  notify(toast: Omit<Toast, 'id'>): void {
    const id = this.nextToast++;
    this.notices = [...this.notices.slice(-19), { ...toast, id }];
    this.set({ toasts: [...this.state.toasts.slice(-3), { ...toast, id }] });
    setTimeout(() => this.dismiss(id), TOAST_MS);
  }

  dismiss(id: number): void {
    if (this.state.toasts.some((t) => t.id === id)) {
      this.set({ toasts: this.state.toasts.filter((t) => t.id !== id) });
    }
  }

  /** Resolves once `pred` holds for the state, or rejects after `ms`. */
  when(pred: (s: SessionState) => boolean, ms = CONNECT_TIMEOUT_MS): Promise<void> {
    if (pred(this.state)) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        off();
        reject(new SessionError('timeout'));
      }, ms);
      const off = this.store.subscribe((s) => {
        if (!pred(s)) return;
        clearTimeout(timer);
        off();
        resolve();
      });
    });
  }

  // --- Internals -----------------------------------------------------------------------------

  /** Starts (or resumes) hosting `code`, then connects this player's own client to it. */
  private async openHost(
    code: string,
    snapshot: HostSnapshot | null,
    game: GameId | null,
    fresh: { name: string; options: unknown } | null,
  ): Promise<void> {
    const epoch = ++this.epoch;
    this.set({ ...IDLE, phase: 'connecting', role: 'host', code, error: null });
    pruneSavedTables(this.deps.local, this.wallClock(), code);
    const net = await this.net();
    this.checkEpoch(epoch);
    const { Client, Host, LoopbackNetwork } = net;
    const local = new LoopbackNetwork();
    const host = new Host({
      code,
      game: snapshot?.game ?? game ?? GAME_IDS[0],
      ...(fresh ? { options: fresh.options, hostName: fresh.name } : {}),
      now: () => this.deps.now(),
      randomId: () => base64url(this.deps.randomBytes(16)),
      randomBytes: (n) => this.deps.randomBytes(n),
      storage: {
        save: (snap) => this.saved(saveHostSnapshot(this.deps.local, snap, this.wallClock())),
      },
      ...(snapshot ? { snapshot } : {}),
    });
    this.host = host;
    try {
      const network = await this.deps.hostTransport(code);
      await host.listen(bothTransports(network, local.host(code)));
      this.checkEpoch(epoch);
      this.deps.setLocation(hostLink(appBase(this.deps.location()), code));
      const name = fresh?.name ?? snapshot?.players.find((p) => p.host)?.name ?? 'Host';
      await this.connectClient(
        epoch,
        code,
        new Client({
          transport: local.client(),
          room: code,
          name,
          token: host.hostToken,
          hostKey: host.key.public,
          now: () => this.deps.now(),
          randomBytes: (n) => this.deps.randomBytes(n),
        }),
      );
      host.flush(); // the room exists from now on: a reload must find it
    } catch (e) {
      if (this.host === host) {
        host.close();
        this.host = null;
      }
      throw e;
    }
  }

  /** Connects to room `code` as a guest over the real network. Its token goes only to a host
   * that proves it holds the key the seat was given under (or the invite link names). */
  private async openGuest(
    code: string,
    name: string,
    ticket: SeatTicket | null,
    fingerprint: string | null,
  ): Promise<void> {
    const epoch = ++this.epoch;
    this.set({ ...IDLE, phase: 'connecting', role: 'guest', code, error: null });
    const [{ Client, deviceId }, transport] = await Promise.all([
      this.net(),
      this.deps.clientTransport(),
    ]);
    this.checkEpoch(epoch);
    const device = deviceId(
      deviceSecret(this.deps.local, (n) => this.deps.randomBytes(n)),
      code,
    );
    await this.connectClient(
      epoch,
      code,
      new Client({
        transport,
        room: code,
        name,
        ...(ticket ? { token: ticket.token } : {}),
        ...(ticket?.hostKey ? { hostKey: ticket.hostKey } : {}),
        ...(fingerprint ? { fingerprint } : {}),
        device,
        now: () => this.deps.now(),
        randomBytes: (n) => this.deps.randomBytes(n),
        onWelcome: (token, hostKey) => saveToken(this.deps, code, token, hostKey),
        ...(this.deps.backoff ? { backoff: this.deps.backoff } : {}),
      }),
    );
    const fp = this.state.hostFingerprint ?? fingerprint;
    this.deps.setLocation(joinLink(appBase(this.deps.location()), code, fp));
  }

  /** The networking module, loaded once. */
  private net(): Promise<RoomNet> {
    return (this.netModule ??= import('../net/room-net.ts'));
  }

  /** Mirrors the client into the store, connects, and waits for the first lobby. */
  private async connectClient(epoch: number, code: string, client: Client): Promise<void> {
    const { keyFingerprint } = await this.net();
    this.client = client;
    const offPose = client.onPose((pose) => {
      if (this.client === client) for (const fn of this.poseListeners) fn(pose);
    });
    const offSnap = client.subscribe((snap) => {
      if (this.client !== client) return;
      if (snap.bye === 'removed') forgetToken(this.deps, code);
      this.set({
        status: snap.status,
        you: snap.you?.id ?? null,
        token: snap.you?.token ?? null,
        lobby: snap.lobby,
        // Outside a match there is no view, whatever the client still holds (the host does not
        // always send an empty view when it goes back to the lobby).
        seat: snap.lobby?.playing ? snap.seat : null,
        view: snap.lobby?.playing ? snap.view : null,
        rtt: snap.rtt,
        bye: snap.bye,
        holds: snap.holds,
        placements: snap.placements,
        impostor: snap.impostor,
        hostKey: snap.hostKey,
        hostFingerprint: snap.hostKey ? keyFingerprint(snap.hostKey) : null,
      });
    });
    this.unsubscribe = () => {
      offPose();
      offSnap();
    };
    try {
      await withTimeout(client.connect(), CONNECT_TIMEOUT_MS, 'host-unreachable');
      this.checkEpoch(epoch);
      await this.when((s) => s.lobby !== null);
      this.checkEpoch(epoch);
    } catch (e) {
      if (this.client === client) {
        this.unsubscribe?.();
        this.unsubscribe = null;
        this.client = null;
      }
      client.close();
      throw e;
    }
    this.set({ phase: 'room' });
  }

  /** Tries `open` a few times (a reloading host or a slow signalling server). */
  private async retrying(open: () => Promise<void>): Promise<void> {
    const delays = this.deps.retryDelays ?? [1000, 2000, 4000];
    for (let i = 0; ; i++) {
      try {
        return await open();
      } catch (e) {
        const reason = reasonOf(e);
        const final = [
          'unknown-token',
          'removed',
          'room-full',
          'wrong-room',
          'superseded',
          'locked',
        ];
        if (i >= delays.length || final.includes(reason)) throw e;
        await new Promise((r) => setTimeout(r, delays[i]));
      }
    }
  }

  /** Back to the home screen (the invitation, with a code) with the reason; `role: 'host'`
   * when this tab could not reopen its own table. */
  private fail(code: string | null, e: unknown, role: 'host' | null = null): void {
    if (reasonOf(e) === 'superseded') return;
    this.set({ ...IDLE, phase: code ? 'invited' : 'home', role, code, error: reasonOf(e) });
  }

  /** A save's outcome: a failure is shown at once and stays shown until a save works again. */
  private saved(ok: boolean): void {
    if (ok === !this.state.saveFailed) return;
    this.set({ saveFailed: !ok });
    this.notify(
      ok ? { reason: 'saved-again', tone: 'info' } : { reason: 'save-failed', tone: 'warn' },
    );
  }

  private wallClock(): number {
    return (this.deps.wallClock ?? Date.now)();
  }

  private checkEpoch(epoch: number): void {
    if (epoch !== this.epoch) throw new SessionError('superseded');
  }

  private set(patch: Partial<SessionState>): void {
    this.store.setState(patch);
  }
}
