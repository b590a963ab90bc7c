// Pieces every room this tab opens is made of (room-link.ts): the options a Host gets from the
// session's outside world, and the host's own player, a Client over the in-memory loopback that
// holds the host's token and key. A fresh host, a reloaded one, a successor, a table handed over
// and a demo all build them alike; and how a reloaded host listens, in case a successor holds its
// address by now.
import type { Client } from '../net/client.ts';
import type { GameId } from '../engine/facts.ts';
import type { ActResult } from '../net/client-types.ts';
import type { Kept } from '../net/client-heir.ts';
import type { Host, HostOptions } from '../net/host.ts';
import type { LobbyAction } from '../net/protocol.ts';
import type * as RoomNetModule from '../net/room-net.ts';
import type { Lobby } from '../net/protocol.ts';
import type { ClientTransport, HostTransport } from '../net/transport.ts';
import { saveHostSnapshot } from './saved-tables.ts';
import { base64url } from './session-kit.ts';
import { DEMO_PAUSE_MS, DemoLoop, type DemoTable } from './demo.ts';
import { wallClock, type SessionDeps, type SessionStore, type Toast } from './session-state.ts';

/** What a successor hosts from: a checkpoint it opens with shares, or a table handed to it. */
export type Inheritance =
  | { readonly kept: Kept; readonly claimed?: HostTransport | undefined }
  | { readonly snapshot: Record<string, unknown> };

/** A Host's clock, ids and random bytes from the session's deps; with `saved`, its snapshot is
 * saved in local storage and each save's outcome reported (a demo saves nothing). */
export function hostOptions(
  deps: SessionDeps,
  saved?: (ok: boolean) => void,
): Pick<HostOptions, 'now' | 'randomId' | 'randomBytes' | 'storage'> {
  return {
    now: () => deps.now(),
    randomId: () => base64url(deps.randomBytes(16)),
    randomBytes: (n) => deps.randomBytes(n),
    ...(saved
      ? { storage: { save: (snap) => saved(saveHostSnapshot(deps.local, snap, wallClock(deps))) } }
      : {}),
  };
}

/** The host's own player: a Client to `host` over `transport` (the in-memory loopback). */
export function ownClient(
  ClientClass: typeof Client,
  transport: ClientTransport,
  host: Host,
  name: string,
  deps: SessionDeps,
): Client {
  return new ClientClass({
    transport,
    room: host.code,
    name,
    token: host.hostToken,
    hostKey: host.key.public,
    now: () => deps.now(),
    randomBytes: (n) => deps.randomBytes(n),
  });
}

/** The name of the awaited successor: the one the host handed the table to, else the one the
 * client's last checkpoint names first, if any. */
export function heirName(client: Client, lobby: Lobby | null): string | null {
  const id = client.heirloom.warned?.to ?? client.heirloom.kept?.order[0]?.id;
  return (id && lobby?.players.find((p) => p.id === id)?.name) ?? null;
}

/**
 * Loads the room's code (`loading`, then `check`), with a new room's host transport (`ask`) asked
 * for meanwhile and claiming the room's address at once (HostTransport.claim): the broker answers
 * while the code loads and the host's key is made (0.25-0.7 s of a 4x slower CPU in the 4G bench),
 * where it was asked only after both. Gives the code and the transport to listen on, once the
 * broker has answered (it serves there, or registers as usual where the claim failed); a failure
 * to load, or `check` throwing, closes it. Without `ask` (a resumed room, which first asks whether
 * someone serves it: listenUnlessServed), the transport is asked for when listening.
 */
export async function claimWhile<T>(
  loading: Promise<T>,
  check: () => void,
  ask: () => Promise<HostTransport>,
  ahead: boolean,
): Promise<[T, () => Promise<HostTransport>]> {
  if (!ahead) {
    const code = await loading;
    check();
    return [code, ask];
  }
  const claimed = ask().then(async (t) => {
    await t.claim?.();
    return t;
  });
  claimed.catch(() => {}); // the listen reports it
  try {
    const code = await loading;
    check();
    return [code, () => claimed];
  } catch (e) {
    void claimed.then(
      (t) => t.close(),
      () => {},
    );
    throw e;
  }
}

/**
 * Listens for `host` on the transport `open` gives. A reloaded host passes `watch` (net/client-quiet.ts
 * answeredAt): while the broker refuses it the room's address, it asks whether a live page answers
 * there, as one does when a successor took the table over while this tab was away; then the host
 * stops listening. 'served' then, or when the broker refuses a reloaded host the address for good
 * (before it listens, or while);
 * the listen's error otherwise.
 */
export async function listenUnlessServed(
  host: Host,
  open: () => Promise<HostTransport>,
  watch: ((going: () => boolean) => Promise<boolean>) | null,
): Promise<'listening' | 'served'> {
  let waiting = true;
  let served = false;
  const listening = open().then((transport) => host.listen(transport));
  if (watch) {
    void watch(() => waiting).then((held) => {
      if (!held || !waiting) return;
      served = true;
      host.close(); // stops asking for the address: listen() fails
    });
  }
  try {
    await listening;
    return 'listening';
  } catch (e) {
    if (watch && (served || (e instanceof Error && e.message === 'unavailable-id')))
      return 'served';
    throw e;
  } finally {
    waiting = false;
  }
}

/** The room's address, if the broker gives it to this tab at once: its host went quiet, and a
 * host that still holds it is alive (net/client-quiet.ts). Null when held, or no longer `wanted`. */
export async function claimAddress(
  deps: SessionDeps,
  code: string,
  wanted: () => boolean,
): Promise<HostTransport | null> {
  const network = await deps.hostTransport(code);
  const won = network.claim ? await network.claim() : false;
  console.info(`room: the host is quiet; its address is ${won ? 'free: taking over' : 'held'}`);
  if (won && wanted()) return network;
  network.close();
  return null;
}

/** A demo's host: nothing stored (a demo is never resumed), its bots at the speed the viewer
 * chose (the store's, read at each of their waits). */
export function demoHost(
  net: Pick<typeof RoomNetModule, 'Host' | 'pacedTimer' | 'realTimer'>,
  deps: SessionDeps,
  store: SessionStore,
  code: string,
  game: GameId,
): Host {
  const botTimer = net.pacedTimer(net.realTimer, () => store.getState().demoSpeed);
  return new net.Host({ code, game, hostName: 'You', ...hostOptions(deps), botTimer });
}

/** The demo's loop over `host`: seats and starts its bots, and again after each game. */
export function demoLoop(
  host: Host,
  store: SessionStore,
  lobbyAction: (action: LobbyAction) => Promise<ActResult>,
): DemoLoop {
  const table: DemoTable = {
    lobbyAction,
    matchOver: () => host.matchOver(),
    subscribe: (fn) => store.subscribe(fn),
  };
  return new DemoLoop(table, DEMO_PAUSE_MS, () => store.getState().demoSpeed);
}

/** What a host's saves report: a failure is shown at once and stays shown until a save works
 * again. */
export function savedNotice(
  store: SessionStore,
  notify: (toast: Omit<Toast, 'id'>) => void,
): (ok: boolean) => void {
  return (ok) => {
    if (ok === !store.getState().saveFailed) return;
    store.setState({ saveFailed: !ok });
    notify(ok ? { reason: 'saved-again', tone: 'info' } : { reason: 'save-failed', tone: 'warn' });
  };
}
