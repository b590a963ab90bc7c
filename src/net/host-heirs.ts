// The host's side of host migration (docs/RELIABILITY.md "Host loss"): it keeps every seated
// guest supplied with a checkpoint nobody can open alone. Per epoch (a set of holders, a match's
// seed, a host generation) one random key seals the host's whole snapshot, the base, which each
// holder gets with its own share of the key (a majority of holders open it: heir-crypto.ts) and
// the order of successors; after that each change of the snapshot goes out as a sealed delta
// (diff.ts's tree delta of the snapshot's JSON), so a successor rebuilds exactly what a reload
// would, bots, answers and all, with no replay that could drift.
import { diffView } from './diff.ts';
import { seal, splitKey } from './heir-crypto.ts';
import type { HostRoom, HostSnapshot, Session } from './host-room.ts';
import { toB64 } from './host-key.ts';
import { PROTOCOL_VERSION as v } from './protocol-shapes.ts';
import type { Heir, HostMessage } from './protocol.ts';

/** What a checkpoint part is bound to (the AEAD's associated data): its room, epoch and step. */
export const checkpointAad = (room: string, epoch: string, seq: number) =>
  `gang-table/v4/checkpoint|${room}|${epoch}|${seq}`;

/** A snapshot as the JSON a checkpoint carries (what a holder rebuilds, exactly). */
export const asJson = (snap: HostSnapshot): Record<string, unknown> =>
  JSON.parse(JSON.stringify(snap)) as Record<string, unknown>;

/** The snapshot as a successor serves it: one generation on, with the successor as host (its
 * seat stays its seat; the old host keeps its own, as a player). */
export function promote(snap: HostSnapshot, successor: string): HostSnapshot {
  const players = snap.players.map((p) => ({ ...p, host: p.id === successor }));
  return { ...snap, players, gen: (snap.gen ?? 0) + 1 };
}

/** A guest who holds a share: a seated person, connected, whose hello named an heir key. */
interface Holder {
  readonly heir: Heir;
  readonly session: Session;
}

interface Epoch {
  readonly id: string;
  readonly key: Uint8Array;
  /** Who holds it and what it covers: a change of any starts a new epoch. */
  readonly what: string;
  readonly sessions: readonly Session[];
  seq: number;
  last: Record<string, unknown>;
}

/** The checkpoints of one host. */
export class Heirs {
  private epoch: Epoch | null = null;
  private queued = false;
  /** The page is going: no more checkpoints. */
  private frozen = false;
  private chain: Promise<void> = Promise.resolve();
  private readonly serials = new WeakMap<Session, number>();
  private serial = 0;
  /** Bytes of checkpoint messages sent (bases and steps), for the benches. */
  bytes = { base: 0, steps: 0, count: 0 };

  constructor(private readonly room: HostRoom) {}

  /** Something in the snapshot may have changed: a checkpoint step soon (one per turn). */
  changed(): void {
    if (this.queued || this.frozen) return;
    this.queued = true;
    queueMicrotask(() => {
      this.queued = false;
      this.chain = this.chain
        .then(() => this.keep())
        .catch((e: unknown) => {
          console.error('host: a checkpoint failed', e);
        });
    });
  }

  /** Resolves once the checkpoints of every change so far are out (tests and benches). */
  async settled(): Promise<void> {
    while (this.queued) await new Promise((r) => queueMicrotask(() => r(null)));
    await this.chain;
  }

  /** Hands the table to person `id` (docs/RELIABILITY.md "Handing the table over"): every guest
   * is told (`going`, so nobody else takes over), and `id` gets the snapshot as it stands, naming
   * it host one generation on. Returns its session, or null when `id` is not a seated, connected
   * person other than the host. The caller does nothing more as host after this. */
  handOver(id: string): Session | null {
    const room = this.room;
    const p = room.roster.byId(id);
    const heir = room.sessionOf.get(id);
    if (!p || p.host || p.bot || p.seat === null || !p.connected || !heir) return null;
    const snapshot = asJson(promote(room.snapshot(), id));
    for (const s of room.sessions) room.send(s, { v, t: 'going', why: 'handover', to: id });
    room.send(heir, { v, t: 'handover', gen: room.gen + 1, snapshot });
    return heir;
  }

  /** Every guest is told the host's page is going (it may be a reload: guests wait longer), and
   * the checkpoints stop where they are: the guests hang up now, and a new epoch among those
   * still connected would leave the others' shares for an old one (the successor could not open
   * it with them). */
  going(): void {
    this.frozen = true;
    for (const s of this.room.sessions) this.room.send(s, { v, t: 'going', why: 'reload' });
  }

  /** The seated guests that hold shares, lowest seat first (the successors' order). */
  private holders(): Holder[] {
    const room = this.room;
    const out: Holder[] = [];
    for (const p of room.roster.all()) {
      const session = room.sessionOf.get(p.id);
      if (p.host || p.bot || p.seat === null || !p.connected || !session?.heir) continue;
      out.push({ heir: { id: p.id, seat: p.seat, key: session.heir }, session });
    }
    return out.sort((a, b) => a.heir.seat - b.heir.seat);
  }

  private serialOf(s: Session): number {
    let n = this.serials.get(s);
    if (n === undefined) this.serials.set(s, (n = ++this.serial));
    return n;
  }

  private async keep(): Promise<void> {
    const room = this.room;
    const holders = this.holders();
    if (holders.length < 2) {
      this.epoch = null; // one guest alone would hold the whole key: no checkpoint at all
      return;
    }
    const snap = asJson(room.snapshot());
    const seed = room.match?.seed ?? '';
    const who = holders.map((h) => `${h.heir.id}:${h.heir.key}:${this.serialOf(h.session)}`);
    const what = `${room.gen}|${seed}|${who.join(',')}`;
    const epoch = this.epoch;
    if (!epoch || epoch.what !== what)
      return this.frozen ? undefined : this.rebase(holders, snap, what);
    const d = diffView(epoch.last, snap);
    if (!d) return;
    epoch.seq++;
    epoch.last = snap;
    const sealed = seal(
      epoch.key,
      JSON.stringify(d),
      checkpointAad(room.code, epoch.id, epoch.seq),
      room.opts.randomBytes,
    );
    const msg: HostMessage = { v, t: 'step', epoch: epoch.id, seq: epoch.seq, d: sealed };
    for (const s of epoch.sessions) this.send(s, msg, 'steps');
  }

  /** A new epoch: a new key, its shares, and the whole snapshot to every holder. */
  private async rebase(holders: Holder[], snap: Record<string, unknown>, what: string) {
    const room = this.room;
    const key = room.opts.randomBytes(32);
    const id = toB64(room.opts.randomBytes(12));
    const shares = await splitKey(key, holders.length);
    const base = seal(
      key,
      JSON.stringify(snap),
      checkpointAad(room.code, id, 0),
      room.opts.randomBytes,
    );
    const order = holders.map((h) => h.heir);
    holders.forEach((h, i) => {
      const msg: HostMessage = {
        v,
        t: 'checkpoint',
        gen: room.gen,
        epoch: id,
        share: shares[i]!,
        order,
        base,
      };
      this.send(h.session, msg, 'base');
    });
    this.epoch = { id, key, what, sessions: holders.map((h) => h.session), seq: 0, last: snap };
  }

  private send(s: Session, msg: HostMessage, kind: 'base' | 'steps'): void {
    if (!this.room.sessions.has(s)) return;
    this.bytes[kind] += JSON.stringify(msg).length;
    this.bytes.count++;
    this.room.send(s, msg);
  }
}
