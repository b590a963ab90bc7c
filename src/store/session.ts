// The session controller: what the screens ask of the app (create, join, resume, leave; act,
// drag; links and toasts), answered through one zustand store (session-state.ts) that the room
// link (room-link.ts) fills with what this player's client learns. The host's own player is an
// ordinary Client over an in-memory loopback to the same Host, so host and guests run the same
// client code and see only what their seat may see.
// Its outside world (transports, storage, clock, randomness, the address bar) comes in as
// `SessionDeps`: the browser wiring lives in src/app, tests pass loopback networks and maps.
import { createStore } from 'zustand/vanilla';
import { gameFacts, type GameId } from '../engine/facts.ts';
import type { DropZone } from '../engine/index.ts';
import type { ActResult, DropExtra, RemotePose } from '../net/client-types.ts';
import type { LobbyAction } from '../net/protocol.ts';
import { newRoomCode, normaliseRoomCode } from '../net/room-code.ts';
import { DemoControls, demoFromUrl, demoSpeedFromUrl, type DemoSpeed } from './demo.ts';
import {
  appBase,
  forgetToken,
  joinLink,
  loadName,
  loadTicket,
  planBoot,
  rejoinLink,
  saveName,
  saveToken,
} from './links.ts';
import { RoomLink } from './room-link.ts';
import {
  forgetSavedTable,
  listSavedTables,
  loadHostSnapshot,
  pruneSavedTables,
} from './saved-tables.ts';
import { asSessionError, isRefusal, reasonOf, retrying, SessionError } from './session-kit.ts';
import {
  IDLE,
  wallClock,
  when,
  type CreateRoomRequest,
  type SessionDeps,
  type SessionState,
  type SessionStore,
  type Toast,
} from './session-state.ts';

export { base64url, bothTransports, reasonOf, SessionError } from './session-kit.ts';
export type {
  CreateRoomRequest,
  SessionDeps,
  SessionPhase,
  SessionState,
  Toast,
} from './session-state.ts';

const TOAST_MS = 5000;
/** Refusals that trying again would only repeat. */
const FINAL_REASONS: ReadonlySet<string> = new Set([
  'unknown-token',
  'removed',
  'replaced',
  'room-full',
  'wrong-room',
  'host-closed',
  'superseded',
  'locked',
]);

/** Tries `open` a few times (a reloading host, a slow signalling server or a slow first
 * connection), unless the host's answer was final. */
const reopen = (deps: SessionDeps, open: () => Promise<void>): Promise<void> =>
  retrying(open, deps.retryDelays ?? [1000, 2000, 4000], FINAL_REASONS);

/** A first join stops on these too: nobody answers at that code. */
const FIRST_JOIN_FINAL: ReadonlySet<string> = new Set([
  ...FINAL_REASONS,
  'host-unreachable',
  'signalling-unreachable',
]);

/** The session of one tab: at most one room at a time. */
export class Session {
  readonly store: SessionStore;
  private readonly room: RoomLink;
  private nextToast = 1;
  /** The last notices shown, kept after their toasts go (the automation surface reads them). */
  notices: readonly Toast[] = [];
  /** The invitation this tab was opened with: its room and host key fingerprint. */
  private invite: { code: string; fingerprint: string | null } | null = null;
  /** A demo's own controls: take a bot's seat, its speed. */
  readonly demoControls: DemoControls;

  constructor(private readonly deps: SessionDeps) {
    pruneSavedTables(deps.local, wallClock(this.deps));
    this.store = createStore<SessionState>(() => ({
      ...IDLE,
      phase: 'home',
      name: loadName(deps.local),
      error: null,
      toasts: [],
      savedTables: listSavedTables(deps.local),
    }));
    this.room = new RoomLink({
      deps,
      store: this.store,
      notify: (toast) => this.notify(toast),
      lobbyAction: (action) => this.lobbyAction(action),
    });
    const store = this.store;
    this.demoControls = new DemoControls({
      get state() {
        return store.getState();
      },
      lobbyAction: (action) => this.lobbyAction(action),
      set: (patch) => store.setState(patch),
      location: () => deps.location(),
      setLocation: (href) => deps.setLocation(href),
    });
  }

  /** The state now. */
  get state(): SessionState {
    return this.store.getState();
  }

  // --- Entering a room -----------------------------------------------------------------------

  /** Opens the room the address names, if any (page load). Never throws. */
  async boot(): Promise<void> {
    const demo = demoFromUrl(this.deps.location());
    if (demo) {
      const speed = demoSpeedFromUrl(this.deps.location());
      return this.watchDemo(demo, speed).catch(() => {}); // the home screen says why
    }
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
          await reopen(this.deps, () => this.room.openHost(plan.code, plan.snapshot, null, null));
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
          await reopen(this.deps, () =>
            this.room.openGuest(
              plan.code,
              this.state.name || 'Player',
              plan.ticket,
              plan.fingerprint,
            ),
          );
        } catch (e) {
          if (reasonOf(e) === 'unknown-token') forgetToken(this.deps, plan.code);
          this.fail(plan.code, e);
        }
        return;
    }
  }

  /** Readies, in the home screen's idle moments (`idle` runs each step in one), what opening any
   * room needs first: the networking code and PeerJS fetched, then the signature library's tables
   * built (net/host-key.ts warmKeys), which a host's "create", a guest's join and a demo otherwise
   * pay on the way (≈ 0.3-0.45 s of a 4× slower CPU). Nothing a room keeps is made here. Once the
   * player is on the way to a room, the room's own path does it instead. */
  warmUp(idle: (step: () => void) => void): Promise<void> {
    const waiting = () => this.state.phase === 'home' || this.state.phase === 'invited';
    const step = (fn: () => Promise<void> | void) =>
      new Promise<void>((resolve) => idle(() => resolve(waiting() ? fn() : undefined)));
    return step(async () => {
      this.deps.warmTransport?.();
      const { warmKeys } = await this.room.net();
      await step(warmKeys);
    }).catch(() => {}); // the room's own load asks again, and says why
  }

  /** Creates a room for `game` and seats this player as its host; resolves the invite code. */
  async createRoom({ game, name, options }: CreateRoomRequest): Promise<string> {
    if (!gameFacts(game)) throw new SessionError('game-not-available');
    // The rules check the options: they load with the room (the home screen has only facts).
    // (Asking for the room's network code and PeerJS beside them measured slower: the page's six
    // connections then held the rules' chunks back, and with them the room's screens and the 3D
    // table's code, asked for once the room opens.)
    const def = (await import('../engine/index.ts')).gameById(game)!;
    const parsed: unknown = def.parseOptions(options ?? def.defaultOptions);
    if (isRefusal(parsed)) throw new SessionError(parsed.reason);
    const clean = name.trim();
    if (clean === '') throw new SessionError('no-name');
    saveName(this.deps.local, clean);
    this.leave();
    const code = newRoomCode((n) => this.deps.randomBytes(n));
    try {
      await this.room.openHost(code, null, game, { name: clean, options: parsed });
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
      // A first join tries again after an odd handshake (a proof that did not check out, one
      // that timed out), but a code nobody hosts is answered at once.
      await retrying(
        () => this.room.openGuest(room, clean, ticket, fingerprint),
        (this.deps.retryDelays ?? [1000, 2000, 4000]).slice(0, 2),
        FIRST_JOIN_FINAL,
      );
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
      await reopen(this.deps, () => this.room.openHost(code, snapshot, null, null));
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
  async watchDemo(game: GameId, speed: DemoSpeed = 1): Promise<void> {
    if (!gameFacts(game)) throw new SessionError('game-not-available');
    this.leave();
    try {
      await this.room.openDemo(game, speed);
    } catch (e) {
      this.leave();
      this.fail(null, e);
      throw asSessionError(e);
    }
  }

  /** Leaves the room (a host closes it for everyone and forgets it). */
  leave(): void {
    const wasHost = this.room.close('host-closed');
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
    this.room.close();
  }

  // --- In a room -----------------------------------------------------------------------------

  /** Sends a game intent; a refusal also shows as a toast. */
  async act(intent: unknown): Promise<ActResult> {
    const client = this.room.client;
    if (!client) return { ok: false, reason: 'not-connected' };
    const result = await client.act(intent);
    if (!result.ok) this.notify({ reason: result.reason, tone: 'warn' });
    return result;
  }

  /** Sends a lobby action; a refusal also shows as a toast. */
  async lobbyAction(action: LobbyAction): Promise<ActResult> {
    const client = this.room.client;
    if (!client) return { ok: false, reason: 'not-connected' };
    const result = await client.lobbyAction(action);
    if (!result.ok) this.notify({ reason: result.reason, tone: 'warn' });
    return result;
  }

  /** Hands the table to seated, connected person `player` (this tab hosts; room-link.ts): this
   * tab comes back as a player in its seat. A refusal shows as a toast. */
  async handOver(player: string): Promise<boolean> {
    const ok = await this.room.handOver(player).catch(() => false);
    if (!ok) this.notify({ reason: 'handover-failed', tone: 'warn' });
    return ok;
  }

  // --- Drag and drop on the table (the host grants, relays and judges; see docs/PROTOCOL.md) ---

  /** Asks to pick a table object up. A refusal is the caller's to show (the object glides back). */
  grab(object: string): Promise<ActResult> {
    return (
      this.room.client?.grab(object) ?? Promise.resolve({ ok: false, reason: 'not-connected' })
    );
  }

  /** Streams the held object's pose (the client throttles it to 30 Hz). */
  pose(object: string, p: readonly [number, number, number], r: number): void {
    this.room.client?.pose(object, p, r);
  }

  /** Puts the held object down on a zone (null: off the table), at a spot in it, carrying
   * what the drag carried. */
  drop(object: string, zone: DropZone | null, extra: DropExtra = {}): Promise<ActResult> {
    return (
      this.room.client?.drop(object, zone, extra) ??
      Promise.resolve({ ok: false, reason: 'not-connected' })
    );
  }

  /** Calls `fn` with each relayed pose of an object another seat drags, across reconnects and
   * rooms, until the returned function is called. */
  onPose(fn: (pose: RemotePose) => void): () => void {
    return this.room.onPose(fn);
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

  /** Writes the host's snapshot now and tells the guests the page is going, if this tab hosts
   * (a closing or reloading page calls this). */
  persistNow(): void {
    this.room.host?.leaving(); // guests wait longer for a reload than for a silent loss
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
  when(pred: (s: SessionState) => boolean, ms?: number): Promise<void> {
    return when(this.store, pred, ms);
  }

  // --- Internals -----------------------------------------------------------------------------

  /** Back to the home screen (the invitation, with a code) with the reason; `role: 'host'`
   * when this tab could not reopen its own table. */
  private fail(code: string | null, e: unknown, role: 'host' | null = null): void {
    if (reasonOf(e) === 'superseded') return;
    this.set({ ...IDLE, phase: code ? 'invited' : 'home', role, code, error: reasonOf(e) });
  }

  private set(patch: Partial<SessionState>): void {
    this.store.setState(patch);
  }
}
