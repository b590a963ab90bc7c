// A host gone quiet: busy, or gone? (docs/PROTOCOL.md "When the host is gone"). A guest whose host
// has said nothing for QUIET_MS (client-types.ts; pings go both ways every 2 s) does not hang up
// yet (SILENT_MS does that), but asks the one party that can tell a busy page from a dead one:
// the signalling server. A page that crashed or closed loses its WebSocket to the broker, and the
// broker frees its id at once; a page whose event loop is merely stalled (a long GC, a throttled
// background tab, a slow phone) keeps its socket, and its id, for as long as the broker's
// heartbeat timeout. So the first heir tries to register the room's address itself (a single
// attempt: the broker answers at once): taken means the host still holds it, and it waits on;
// won means the host is gone, and it holds the address it needs to take over. The other guests
// open a second channel to the address: a channel that opens while the old one is still silent
// is answered by whoever holds the address now (the successor, or the host itself on a fresh
// channel), and the guest moves over to it; the handshake decides as on any connection.
import type { Warning } from './client-heir.ts';
import type { ClientTransport, Connection } from './transport.ts';

/** How long a guest's second channel to a quiet host's address may take to open. */
export const PEEK_MS = 4000;

/** What a guest does when its host goes quiet: the first heir (`heirIndex` 0) asks the broker
 * for the address (`claim`) when it can; anyone else looks at who answers there (`peek`); a
 * host that said it was going (a reload, a hand-over) is waited for as it asked (`wait`). */
export type QuietMove = 'claim' | 'peek' | 'wait';

/** The move for a guest at `heirIndex` in the checkpoint's order (−1: not an heir). */
export function quietMove(heirIndex: number, warned: Warning | null, canClaim: boolean): QuietMove {
  if (warned) return 'wait';
  return heirIndex === 0 && canClaim ? 'claim' : 'peek';
}

/** Opens a second channel to `room`'s address for at most `ms`: the channel, or null when nobody
 * answered in time (a stalled host cannot) or the broker says nobody is there. */
export async function peekAt(
  transport: ClientTransport,
  room: string,
  ms: number,
): Promise<Connection | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((r) => (timer = setTimeout(() => r(null), ms)));
  const opening = transport.connect(room).catch(() => null);
  const conn = await Promise.race([opening, late]);
  clearTimeout(timer);
  if (!conn) void opening.then((c) => c?.close()); // opened too late: not wanted
  return conn;
}

/** A client's quiet watch: says once per silence when the host has gone quiet. */
export class QuietWatch {
  private quiet = false;
  private readonly listeners = new Set<() => void>();
  /** Messages heard so far (a peek moves over only if none came meanwhile). */
  heard = 0;
  peeking = false;

  /** Calls `fn` each time the host goes quiet; returns the unsubscribe function. */
  on(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** A message came: the host is not quiet. */
  spoke(): void {
    this.heard++;
    this.quiet = false;
  }

  /** Silence so far (ms): says so once when it passes `quietMs`. */
  check(silentMs: number, quietMs: number): void {
    if (this.quiet || silentMs <= quietMs) return;
    this.quiet = true;
    for (const fn of this.listeners) fn();
  }
}

/** Whether a live page answers at `room`'s address: peeks every `everyMs` (each for at most
 * `peekMs`), the first after `everyMs`, until one opens (true) or `going()` turns false. A host reloading from its snapshot
 * asks it while the broker still refuses it the address: its own old page, gone, answers
 * nothing; a successor that took the table over answers at once (docs/RELIABILITY.md "Host
 * loss"), and the reloaded page joins it as a player instead of waiting for the broker. */
export async function answeredAt(
  transport: () => Promise<ClientTransport>,
  room: string,
  going: () => boolean,
  everyMs = 1000,
  peekMs = 2000,
): Promise<boolean> {
  for (;;) {
    await new Promise((r) => setTimeout(r, everyMs)); // most reloads have the address by then
    if (!going()) return false;
    const t = await transport();
    const conn = await peekAt(t, room, peekMs);
    conn?.close();
    t.close();
    if (conn) return true;
  }
}
