// Pieces every room this tab opens is made of (room-link.ts): the options a Host gets from the
// session's outside world, and the host's own player, a Client over the in-memory loopback that
// holds the host's token and key. A fresh host, a reloaded one, a successor, a table handed over
// and a demo all build them alike.
import type { Client } from '../net/client.ts';
import type { Host, HostOptions } from '../net/host.ts';
import type { Lobby } from '../net/protocol.ts';
import type { ClientTransport } from '../net/transport.ts';
import { saveHostSnapshot } from './saved-tables.ts';
import { base64url } from './session-kit.ts';
import { wallClock, type SessionDeps } from './session-state.ts';

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
