// What a client of the host is given and what it tells (client.ts): its options, its snapshot
// for the screens, a relayed pose, a drop's extras, and its clocks.
import type { FairState } from './client-fair.ts';
import type { HostKey } from './host-key.ts';
import type { ClientTransport } from './transport.ts';
import type { Lobby, Placement } from './protocol.ts';

export type ConnectionStatus = 'connecting' | 'connected' | 'reconnecting' | 'host-lost' | 'closed';

export type ActResult = { readonly ok: true } | { readonly ok: false; readonly reason: string };

export interface ClientOptions {
  readonly transport: ClientTransport;
  readonly room: string;
  readonly name: string;
  /** A seat token from an earlier session (rejoin), if any. */
  readonly token?: string;
  /** The host's public key met before (kept with the token), if any. */
  readonly hostKey?: string;
  /** The fingerprint of the host's key from an invite link, if any. */
  readonly fingerprint?: string;
  readonly spectator?: boolean;
  /** This browser's id for the room (host-key.ts deviceId), so that a removal sticks. */
  readonly device?: string;
  /** This browser's heir key pair (host-key.ts), offered so the host may name it a successor. */
  readonly heir?: HostKey;
  readonly now: () => number;
  /** Cryptographic random bytes (the nonces the host signs). */
  readonly randomBytes: (n: number) => Uint8Array;
  /** The host gave this client its token, signed with `hostKey`: keep both to rejoin. */
  readonly onWelcome?: (token: string, hostKey: string) => void;
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
  /** Where dropped objects were put in their zones, by object id. */
  readonly placements: Readonly<Record<string, Placement>>;
  /** Someone without the room's key answered at its address (the last attempt). */
  readonly impostor: boolean;
  /** The public key the host proved it holds. */
  readonly hostKey: string | null;
  /** The last game's record and this page's check of it (client-fair.ts). */
  readonly fair: FairState | null;
}

/** A client's snapshot before it connects. */
export const FIRST_SNAPSHOT: ClientSnapshot = {
  status: 'connecting',
  you: null,
  lobby: null,
  seat: null,
  view: null,
  rtt: null,
  bye: null,
  holds: {},
  placements: {},
  impostor: false,
  hostKey: null,
  fair: null,
};

/** A pose of an object another seat is dragging (for the table's per-frame store). */
export interface RemotePose {
  readonly object: string;
  readonly by: number;
  readonly p: readonly [number, number, number];
  readonly r: number;
  /** Arrival time on this client's clock (for interpolation). */
  readonly at: number;
}

/** A drop's spot in its zone and what the drag carried along. */
export interface DropExtra {
  readonly at?: readonly [number, number];
  readonly items?: readonly string[];
}

/** Drag poses go out at most this often (30 Hz). */
export const POSE_INTERVAL_MS = 1000 / 30;
/** Pings go out this often; a host silent for SILENT_MS is taken for gone. */
export const PING_MS = 2000;
export const SILENT_MS = 6000;
/** A host silent this long is *quiet*: not yet taken for gone, but asked after (client-quiet.ts):
 * its first heir asks the broker whether the host still holds the room's address, the other
 * guests look at who answers there now. Checked every QUIET_CHECK_MS. */
export const QUIET_MS = 2500;
export const QUIET_CHECK_MS = 500;
/** After the host's page said it was going, the first reconnection waits this long (capped by
 * the backoff's maximum): the page may hold the room's address a moment longer. */
export const GOING_PAUSE_MS = 1000;
/** How long the host has to prove itself and welcome us on a new connection. */
export const HANDSHAKE_MS = 5000;

/** The reconnect backoff: the options', or the usual one. */
export function backoffOf(opts: ClientOptions): NonNullable<ClientOptions['backoff']> {
  return opts.backoff ?? { firstMs: 250, maxMs: 4000, hostLostMs: 15_000 };
}
