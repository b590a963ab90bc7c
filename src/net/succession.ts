// The successor's side of host migration (docs/RELIABILITY.md "Host loss"). When the host has been
// silent past a grace period, the guest the last checkpoint names first (the next one after a
// further wait each, should the first be gone too) takes the room's address, answers each
// connecting guest's `hi` with a proof of its heir key (it cannot prove the room's key: that is
// inside the checkpoint), collects their shares, opens the checkpoint once a majority of shares
// is in, and then serves the room as a Host rebuilt from it, one generation on: the guests'
// clients come back to it as to a reloaded host, each with its own seat token.
import type { Client } from './client.ts';
import type { Kept, Warning } from './client-heir.ts';
import { quietMove } from './client-quiet.ts';
import { applyDelta } from './diff.ts';
import { joinKey, threshold, unseal } from './heir-crypto.ts';
import { checkpointAad, promote } from './host-heirs.ts';
import { signHeir, verifyHeir, type Bound, type HostKey } from './host-key.ts';
import { Host, type HostOptions, type HostSnapshot } from './host.ts';
import { decodeClientMessage, encode, PROTOCOL_VERSION as v, type Delta } from './protocol.ts';
import type { Connection, HostTransport } from './transport.ts';

/** How long guests wait for a silent host before a successor takes over, how much longer the
 * successor after it waits for each one named before it (which may be gone too), how long they
 * wait instead when the host said it was going (`reloadMs`: a reload, or a close, which a page
 * cannot tell apart; `handoverMs`: the table handed to another), and how many times one heir may
 * try to take over from one host generation (`maxSteps`). Before each try the heir reconnects at
 * once (for at most `probeMs`): a host that reloaded holds the room's address again and is found,
 * and nobody takes over; a free address means the host is gone (docs/PROTOCOL.md "When the host
 * is gone"). */
export const SUCCESSION = {
  graceMs: 2000,
  stepMs: 4000,
  reloadMs: 4000,
  handoverMs: 15_000,
  maxSteps: 2,
  probeMs: 1500,
} as const;

/** The waits watchSuccession uses (SUCCESSION; tests shorten them). */
export interface SuccessionTiming {
  readonly graceMs: number;
  readonly stepMs: number;
  readonly reloadMs?: number;
  readonly handoverMs?: number;
  readonly maxSteps?: number;
  /** How long an heir's check that the host is back may take. */
  readonly probeMs?: number;
  /** When the later heirs reconnect, after each heir before them was due to take over. */
  readonly nudgesMs?: readonly number[];
}

/** The snapshot a checkpoint holds, from its key: the base and its steps, in order (null: the
 * key or a part is wrong). */
export function openKept(kept: Kept, key: Uint8Array, room: string): HostSnapshot | null {
  const base = unseal(key, kept.base, checkpointAad(room, kept.epoch, 0));
  if (base === null) return null;
  let snap = JSON.parse(base) as Record<string, unknown>;
  for (const [i, sealed] of kept.steps.entries()) {
    const d = unseal(key, sealed, checkpointAad(room, kept.epoch, i + 1));
    if (d === null) return null;
    snap = applyDelta(snap, JSON.parse(d) as Delta);
  }
  return snap as unknown as HostSnapshot;
}

/** A take-over the heirs turned down: their checkpoint is newer than the successor's (it dropped
 * while the holders changed), so no majority of shares can come; the address is given up at once
 * for the heir their checkpoint names. */
export class Declined extends Error {
  constructor() {
    super('succession: the heirs hold a newer checkpoint');
  }
}

/** The successor's door while it opens the checkpoint: heir proofs out, shares in, and the
 * declines of the heirs it names counted. */
class HeirDoor {
  private readonly shares = new Set<string>();
  /** The heir keys (its checkpoint's) that declined, signed on their own channel. */
  private readonly declined = new Set<string>();
  /** Each connection that said `hi`, with what it said (null: not yet). */
  private readonly conns = new Map<Connection, string | null>();
  private done = false;
  readonly opened: Promise<HostSnapshot>;
  private resolve!: (snap: HostSnapshot) => void;
  private reject!: (e: Error) => void;

  constructor(
    private readonly kept: Kept,
    private readonly room: string,
    private readonly heirKey: HostKey,
    own: string,
  ) {
    this.opened = new Promise((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
    void this.add(own);
  }

  accept(conn: Connection): void {
    if (this.done) return conn.close();
    this.conns.set(conn, null);
    let nonce: string | null = null;
    let bound: Bound | null = null;
    conn.onClose(() => this.conns.delete(conn));
    conn.onMessage((data) => {
      const m = decodeClientMessage(data);
      if ('dropped' in m) return;
      if (m.t === 'hi' && nonce === null && m.room === this.room) {
        nonce = m.nonce;
        this.conns.set(conn, data);
        const b = conn.binding?.() ?? null;
        bound = b && { host: b.local, guest: b.remote };
        const gen = this.kept.gen + 1;
        const sig = signHeir(this.heirKey, this.room, gen, m.nonce, bound);
        conn.send(encode({ v, t: 'heir', gen, key: this.heirKey.public, sig }));
      } else if (m.t === 'share' && nonce !== null && m.epoch === this.kept.epoch) {
        void this.add(m.share);
      } else if (m.t === 'decline' && nonce !== null) {
        const gen = this.kept.gen + 1;
        this.decline(m.key, verifyHeir(m.key, this.room, gen, nonce, m.sig, bound, 'decline'));
      }
    });
  }

  /** An heir's signed decline (`signed`: it checked out on its channel): once the heirs that
   * could still send a share are too few for a majority, the take-over is over. A decline that
   * does not check out, or comes from a key the checkpoint does not name, counts for nothing. */
  private decline(key: string, signed: boolean): void {
    const { order } = this.kept;
    if (this.done || !signed || key === this.heirKey.public) return;
    if (!order.some((h) => h.key === key)) return;
    this.declined.add(key);
    if (order.length - this.declined.size >= threshold(order.length)) return;
    this.done = true;
    this.kept.declined = true;
    this.reject(new Declined());
  }

  /** One more share; with a majority, the checkpoint opens (a wrong share fails the AEAD: the
   * shares are tried again as more come in). */
  private async add(share: string): Promise<void> {
    if (this.done) return;
    this.shares.add(share);
    const all = [...this.shares];
    if (all.length < threshold(this.kept.order.length)) return;
    const key = await joinKey(all);
    const snap = key && openKept(this.kept, key, this.room);
    if (!snap || this.done) return;
    this.done = true;
    this.resolve(snap);
  }

  /** Sends everyone off (their clients come back), or, given the rebuilt host's door, hands it
   * each connection whose client still waits for its handshake: the host answers the `hi` it
   * said, with the room key's proof, saving a reconnection. */
  close(to?: (conn: Connection) => void): void {
    this.done = true;
    for (const [c, hi] of this.conns) {
      if (to && hi !== null) to(replaying(c, hi));
      else c.close();
    }
    this.conns.clear();
  }
}

/** A connection whose first message, already received, is given again to the next handler. */
function replaying(conn: Connection, first: string): Connection {
  return {
    label: conn.label,
    ...(conn.binding ? { binding: () => conn.binding!() } : {}),
    send: (data) => conn.send(data),
    close: () => conn.close(),
    onMessage(handler) {
      conn.onMessage(handler);
      handler(first);
    },
    onClose: (handler) => conn.onClose(handler),
  };
}

/** What taking over needs beyond the Host's own options. */
export interface TakeOver {
  readonly room: string;
  readonly kept: Kept;
  /** The successor's player id and heir key. */
  readonly me: { readonly id: string; readonly key: HostKey };
  /** The room's address, to listen on. */
  readonly transport: HostTransport;
  readonly host: Omit<HostOptions, 'code' | 'game' | 'snapshot'>;
  /** How long to wait for enough shares before giving the address up (20 s). */
  readonly openMs?: number;
}

/** Takes the room over: listens at its address, opens the checkpoint with the guests' shares,
 * then serves it as a Host one generation on. Resolves with that Host. */
export async function takeOver(t: TakeOver): Promise<Host> {
  const mine = t.kept.order.find((h) => h.id === t.me.id);
  if (!mine || mine.key !== t.me.key.public) throw new Error('succession: not an heir');
  const door = new HeirDoor(t.kept, t.room, t.me.key, t.kept.share);
  let accept = (c: Connection) => door.accept(c);
  await t.transport.listen((c) => accept(c));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('succession: too few shares')), t.openMs ?? 20_000);
  });
  let opened: HostSnapshot;
  try {
    opened = await Promise.race([door.opened, late]);
  } catch (e) {
    door.close();
    t.transport.close(); // the address is free for the next heir
    throw e;
  } finally {
    clearTimeout(timer);
  }
  const snap = promote(opened, t.me.id);
  const host = new Host({ ...t.host, code: t.room, game: snap.game, snapshot: snap });
  await host.listen({
    listen: async (onConnection) => void (accept = onConnection),
    close: () => t.transport.close(),
  });
  door.close((c) => accept(c));
  return host;
}

/** What serving a handed-over table needs: the snapshot the old host sent (`handover`). */
export interface Handed {
  readonly room: string;
  readonly snapshot: Record<string, unknown>;
  /** The player it was handed to (this guest): the snapshot must name it host. */
  readonly me: string;
  /** The room's address, to listen on (retrying while the old host still holds it). */
  readonly transport: HostTransport;
  readonly host: Omit<HostOptions, 'code' | 'game' | 'snapshot'>;
}

/** Serves a table handed over on purpose (docs/RELIABILITY.md "Handing the table over"): no
 * shares to collect, the snapshot opens nothing, so the Host proves the room's key from its first
 * connection on (an old host rejoining is never shown an heir's proof). Resolves with that Host. */
export async function takeHanded(t: Handed): Promise<Host> {
  const snap = t.snapshot as unknown as HostSnapshot;
  const host = Array.isArray(snap.players) ? snap.players.find((p) => p.host) : undefined;
  if (snap.code !== t.room || host?.id !== t.me) throw new Error('succession: not handed to us');
  const served = new Host({ ...t.host, code: t.room, game: snap.game, snapshot: snap });
  try {
    await served.listen(t.transport);
  } catch (e) {
    served.close();
    throw e;
  }
  return served;
}

/** When the other heirs reconnect, after an heir before them was due to take over (ms). */
const NUDGES_MS = [700, 1500, 2500] as const;

/** How long a guest that lost its host waits before trying to take over, as the `k`-th heir:
 * the grace for what the host said before it went (nothing, a reload or a hand-over), plus a step
 * for each heir before it. */
export function successionWait(
  warned: Warning | null,
  k: number,
  timing: SuccessionTiming = SUCCESSION,
): number {
  const grace = !warned
    ? timing.graceMs
    : warned.why === 'handover'
      ? (timing.handoverMs ?? SUCCESSION.handoverMs)
      : (timing.reloadMs ?? SUCCESSION.reloadMs);
  return grace + k * timing.stepMs;
}

/** Where player `id` stands among a checkpoint's heirs (-1: not one, or the checkpoint was
 * declined: the heirs hold a newer one, and whoever it names takes over). */
function heirIndex(kept: Kept | null, id: string | undefined): number {
  if (!kept || kept.declined || id === undefined) return -1;
  return kept.order.findIndex((h) => h.id === id);
}

/** Watches a guest's client: once the host has been gone for successionWait, and this guest is
 * an heir of the latest checkpoint, it reconnects at once (the host may be back: a reload) and,
 * still without a host, calls `succeed` (and waits for the promise it may return), at most
 * `maxSteps` times per host generation (a flapping network cannot make it try for ever). A table
 * handed to this guest goes to `handed` at once. Given `claim` (the room's address, asked of the
 * broker once: the transport that won it, or null), a host gone quiet is asked after
 * (client-quiet.ts): the first heir claims its address and, having won it, succeeds at once
 * (`succeed` gets the claimed transport); every other guest peeks. Returns the stop. */
export function watchSuccession(
  client: Client,
  succeed: (kept: Kept, claimed?: HostTransport) => void | Promise<unknown>,
  timing: SuccessionTiming = SUCCESSION,
  handed?: (snapshot: Record<string, unknown>) => void,
  claim?: () => Promise<HostTransport | null>,
): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const nudges: ReturnType<typeof setTimeout>[] = [];
  /** Checking for the host, or taking over: no other try meanwhile. */
  let busy = false;
  let stopped = false;
  /** Tries so far, by the generation of the host taken over from. */
  const tries = new Map<number, number>();
  const probeMs = timing.probeMs ?? SUCCESSION.probeMs;
  let was = client.state.status;
  const isLost = () =>
    client.state.status === 'reconnecting' || client.state.status === 'host-lost';
  const fire = async (kept: Kept) => {
    timer = null;
    if (!isLost()) return;
    const n = tries.get(kept.gen) ?? 0;
    if (n >= (timing.maxSteps ?? SUCCESSION.maxSteps)) return;
    busy = true;
    try {
      // A reconnection stuck on a dead peer (PeerJS gives up after 8 s) must not hold the heir
      // back: past probeMs, the host counts as not back (taking over waits for a held address).
      const late = new Promise<false>((r) => setTimeout(() => r(false), probeMs));
      const back = await Promise.race([client.retryNow().catch(() => false), late]);
      if (stopped || back || !isLost()) return;
      tries.set(kept.gen, n + 1);
      await Promise.resolve(succeed(kept)).catch(() => {});
    } finally {
      busy = false;
    }
    if (!stopped) check(); // still without a host: the next try after another wait
  };
  /** The host went quiet, unwarned: busy or gone? Only the broker can say (client-quiet.ts). */
  const quiet = () => {
    const kept = client.heirloom.kept;
    const you = client.state.you;
    const k = heirIndex(kept, you?.id);
    const move = quietMove(k, client.heirloom.warned, claim !== undefined && !busy && !stopped);
    if (move === 'peek') void client.pulse.peek();
    if (move !== 'claim' || !kept || !claim) return;
    const n = tries.get(kept.gen) ?? 0;
    if (n >= (timing.maxSteps ?? SUCCESSION.maxSteps)) return;
    busy = true;
    void (async () => {
      try {
        const claimed = await claim().catch(() => null);
        if (!claimed) return; // the host holds its address: alive, only busy; wait on
        if (stopped) return claimed.close();
        tries.set(kept.gen, n + 1);
        client.hangUp(); // its address is ours: the host is gone
        await Promise.resolve(succeed(kept, claimed)).catch(() => {});
      } finally {
        busy = false;
      }
      if (!stopped) check();
    })();
  };
  const check = () => {
    const s = client.state;
    const loom = client.heirloom;
    if (s.status === 'connected' && was !== 'connected') loom.warned = null; // a host again
    was = s.status;
    if (loom.handed && handed) {
      const { snapshot } = loom.handed;
      loom.handed = null;
      handed(snapshot);
    }
    const kept = client.heirloom.kept;
    const k = heirIndex(kept, s.you?.id);
    if (!isLost() || !kept || k < 0) {
      if (timer) clearTimeout(timer);
      timer = null;
      for (const n of nudges.splice(0)) clearTimeout(n);
      return;
    }
    if (busy || stopped || timer) return;
    timer = setTimeout(() => void fire(kept), successionWait(loom.warned, k, timing));
    // Once an heir before this one has had time to take the address, reconnect at once rather
    // than when the backoff (by then up to 4 s) comes round: its shares are what it waits for.
    for (const n of nudges.splice(0)) clearTimeout(n);
    for (let j = 0; j < k; j++)
      for (const after of timing.nudgesMs ?? NUDGES_MS)
        nudges.push(
          setTimeout(() => void client.retryNow(), successionWait(loom.warned, j, timing) + after),
        );
  };
  const stop = client.subscribe(check);
  const unquiet = claim ? client.pulse.onQuiet(quiet) : () => {};
  check(); // a client already without its host counts from now
  return () => {
    stopped = true;
    stop();
    unquiet();
    if (timer) clearTimeout(timer);
    for (const n of nudges) clearTimeout(n);
  };
}
