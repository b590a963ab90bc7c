// What the screens read (SessionState, one zustand store) and what the session needs from
// outside (SessionDeps). The session (session.ts) answers the screens; the room link
// (room-link.ts) opens and closes the room and writes the client's news into the same store.
import type { StoreApi } from 'zustand/vanilla';
import type { GameId } from '../engine/index.ts';
import type { ClientSnapshot, ConnectionStatus } from '../net/client-types.ts';
import type { ClientTransport, HostTransport } from '../net/transport.ts';
import type { DemoSpeed } from './demo.ts';
import type { SavedTable } from './saved-tables.ts';
import { SessionError } from './session-kit.ts';
import type { Storages } from './storage.ts';

/** Everything the session needs from outside. */
export interface SessionDeps extends Storages {
  /** The host side of the real network for room `code` (PeerJS in the browser). */
  hostTransport(code: string): Promise<HostTransport>;
  /** A client side of the real network. */
  clientTransport(): Promise<ClientTransport>;
  /** Starts loading the real network's code now, waiting for nothing (a host makes its keys
   * before it opens its transport: on a slow link PeerJS's fetch then overlaps them). */
  readonly warmTransport?: () => void;
  /** Resolves the next time this page shows its player a table (the 3D table's first frame
   * drawn, or the text table): a table this tab hosts holds its bots' first moves until then
   * (net/host-bots.ts `hold`). Without it they move at once. */
  readonly tableShown?: () => Promise<void>;
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

/** What the screens read: the room as this player's client knows it (its snapshot, written
 * into this store as it changes: room-link.ts), and the session's own state around it. */
export interface SessionState extends Omit<ClientSnapshot, 'status' | 'you'> {
  readonly phase: SessionPhase;
  readonly role: 'host' | 'guest' | null;
  /** The room code (normalised, no dash). */
  readonly code: string | null;
  readonly status: ConnectionStatus | 'idle';
  /** This player's id in the lobby. */
  readonly you: string | null;
  /** This player's seat token (shown only inside the personal rejoin link). */
  readonly token: string | null;
  /** The fingerprint of the host's key (for the links). */
  readonly hostFingerprint: string | null;
  /** While the host is gone and the last checkpoint names a successor: its name (host
   * migration, net/succession.ts); null otherwise. */
  readonly heir: string | null;
  /** Why the last create/join failed (a reason code), for the home screen. */
  readonly error: string | null;
  /** The name to prefill. */
  readonly name: string;
  readonly toasts: readonly Toast[];
  /** The game of the demo this page shows (bots play, this player watches), or null. */
  readonly demo: GameId | null;
  /** How fast the demo plays (1, 2 or 4 times a person's pace). */
  readonly demoSpeed: DemoSpeed;
  /** This tab hosts, and its last save failed: a reload would lose the table until one works. */
  readonly saveFailed: boolean;
  /** Tables this browser hosted and can resume (the home screen offers them), newest first. */
  readonly savedTables: readonly SavedTable[];
}

/** What creating a room asks for. */
export interface CreateRoomRequest {
  readonly game: GameId;
  readonly name: string;
  readonly options?: unknown;
}

/** A session with no room. */
export const IDLE: Omit<SessionState, 'phase' | 'name' | 'toasts' | 'error' | 'savedTables'> = {
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
  heir: null,
  impostor: false,
  fair: null,
  demo: null,
  demoSpeed: 1,
  saveFailed: false,
};

/** The one store the screens, the table and the room link share. */
export type SessionStore = StoreApi<SessionState>;

/** How long a room may take to open before it counts as unreachable. */
export const CONNECT_TIMEOUT_MS = 20_000;

/** How many times a host that handed its table over tries to join it as a player (1 s apart). */
export const REJOIN_TRIES = 30;

/** Resolves once `pred` holds for the store's state, or rejects after `ms`. */
export function when(
  store: SessionStore,
  pred: (s: SessionState) => boolean,
  ms = CONNECT_TIMEOUT_MS,
): Promise<void> {
  if (pred(store.getState())) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      off();
      reject(new SessionError('timeout'));
    }, ms);
    const off = store.subscribe((s) => {
      if (!pred(s)) return;
      clearTimeout(timer);
      off();
      resolve();
    });
  });
}

/** Wall-clock milliseconds, for when a table was saved. */
export function wallClock(deps: SessionDeps): number {
  return (deps.wallClock ?? Date.now)();
}

/** The store's room as the client's snapshot has it, with what the room link works out beside it
 * (the host key's fingerprint, the successor awaited). Outside a match there is no view, whatever
 * the client still holds (the host does not always send an empty view when it goes back to the
 * lobby). */
export function roomOf(
  snap: ClientSnapshot,
  extra: Pick<SessionState, 'hostFingerprint' | 'heir'>,
): Partial<SessionState> {
  return {
    status: snap.status,
    you: snap.you?.id ?? null,
    token: snap.you?.token ?? null,
    lobby: snap.lobby,
    seat: snap.lobby?.playing ? snap.seat : null,
    view: snap.lobby?.playing ? snap.view : null,
    rtt: snap.rtt,
    bye: snap.bye,
    holds: snap.holds,
    placements: snap.placements,
    impostor: snap.impostor,
    hostKey: snap.hostKey,
    fair: snap.fair,
    ...extra,
  };
}
