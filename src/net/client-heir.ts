// What a guest keeps for a successor (docs/RELIABILITY.md "Host loss"): the latest checkpoint the
// host sent it (the sealed base, the sealed steps since, its own share of their key and the
// successors' order), and this browser's heir key, whose public half its hello gives the host.
// It hands its share only to a successor that proves, over this very channel, that it holds the
// heir key the checkpoint names for the next generation.
import { signHeir, verifyHeir, type HostKey } from './host-key.ts';
import type { Handshake } from './client-handshake.ts';
import { PROTOCOL_VERSION as v } from './protocol-shapes.ts';
import type { ClientMessage, Heir, HostMessage } from './protocol.ts';

/** One epoch's checkpoint as a guest holds it. */
export interface Kept {
  readonly gen: number;
  readonly epoch: string;
  readonly share: string;
  readonly order: readonly Heir[];
  readonly base: string;
  /** Sealed steps 1, 2, … in order. */
  readonly steps: string[];
  /** A step went missing: what follows cannot be applied (a successor stops at the gap). */
  broken: boolean;
  /** The heirs it names declined it (they hold a newer checkpoint that does not name this
   * guest): it cannot be opened, and its holder no longer tries to take over with it. */
  declined?: boolean;
}

/** How a guest turns a successor away: `stale-heir`, a proven heir a checkpoint of this generation
 * named, whose checkpoint is older than ours (told so, signed, in `decline` when this guest has
 * an heir key); anything else an impostor. */
export type Refusal = {
  readonly refused: string;
  readonly why: 'stale-heir' | 'impostor';
  readonly decline?: ClientMessage;
};

type Checkpoint = Extract<HostMessage, { t: 'checkpoint' }>;
type Step = Extract<HostMessage, { t: 'step' }>;
type HeirProof = Extract<HostMessage, { t: 'heir' }>;
type Going = Extract<HostMessage, { t: 'going' }>;
type Handover = Extract<HostMessage, { t: 'handover' }>;

/** What the host said before it went: a reload, or the table handed to player `to`. */
export interface Warning {
  readonly why: Going['why'];
  readonly to: string | null;
}

/** A guest's checkpoint and heir key. */
export class Heirloom {
  private keptNow: Kept | null = null;
  /** Every heir key a checkpoint of this host generation named: a successor with one of them
   * is a player whose checkpoint fell behind (it dropped while the holders changed), not an
   * impostor. */
  private readonly named = new Set<string>();
  /** The host's last word before it went, if it said one (cleared once connected again). */
  warned: Warning | null = null;
  /** The snapshot the host handed this guest (it hosts from it now), until taken. */
  handed: Handover | null = null;

  constructor(
    /** This browser's heir key pair (kept like a seat token), if it offers to succeed. */
    readonly key: HostKey | null,
    /** Called when a notice or a hand-over arrives (the client tells its subscribers). */
    private readonly news: () => void = () => {},
  ) {}

  /** The latest checkpoint, if any. */
  get kept(): Kept | null {
    return this.keptNow;
  }

  /** A checkpoint message, a notice or a hand-over from the proven host. */
  keep(m: Checkpoint | Step | Going | Handover): void {
    if (m.t === 'going' || m.t === 'handover') {
      if (m.t === 'going') this.warned = { why: m.why, to: m.to ?? null };
      else this.handed = m;
      return this.news();
    }
    if (m.t === 'checkpoint') {
      const { gen, epoch, share, order, base } = m;
      if (this.keptNow && this.keptNow.gen !== gen) this.named.clear();
      for (const h of order) this.named.add(h.key);
      this.keptNow = { gen, epoch, share, order, base, steps: [], broken: false };
      return;
    }
    const k = this.keptNow;
    if (!k || k.epoch !== m.epoch) return;
    if (m.seq === k.steps.length + 1 && !k.broken) k.steps.push(m.d);
    else k.broken = true;
  }

  /** Forgets the checkpoint (a new host generation sends its own). */
  forget(): void {
    this.keptNow = null;
    this.named.clear();
  }

  /** The answer to a successor's proof on a connection: our share if the checkpoint names its
   * key and its signature is over this room, the next generation, our nonce and this channel;
   * what did not check out (turn it away) otherwise, with our signed decline for a proven heir
   * whose checkpoint fell behind ours; 'wait' when we hold no checkpoint (a host that handed
   * the table over, rejoining as a player): not ours to judge, so we come back once it serves. */
  answer(hs: Handshake, m: HeirProof, room: string): ClientMessage | Refusal | 'wait' {
    const k = this.keptNow;
    if (!k) return 'wait';
    const stale = (refused: string): Refusal => {
      // Only a proven heir hears it: its signature shows it holds the key it names.
      if (!verifyHeir(m.key, room, m.gen, hs.nonce, m.sig, hs.bound))
        return {
          refused: `${refused}; signature (bound: ${hs.bound ? 'yes' : 'no'})`,
          why: 'impostor',
        };
      // A key no checkpoint named is a stranger's: turned away, told nothing.
      if (!this.named.has(m.key) || !this.key)
        return { refused, why: this.named.has(m.key) ? 'stale-heir' : 'impostor' };
      const sig = signHeir(this.key, room, m.gen, hs.nonce, hs.bound, 'decline');
      return {
        refused,
        why: 'stale-heir',
        decline: { v, t: 'decline', gen: m.gen, key: this.key.public, sig },
      };
    };
    if (m.gen !== k.gen + 1) return stale(`generation ${m.gen}, not ${k.gen + 1}`);
    if (!k.order.some((h) => h.key === m.key)) return stale('not named in the checkpoint');
    if (!verifyHeir(m.key, room, m.gen, hs.nonce, m.sig, hs.bound))
      return { refused: `signature (bound: ${hs.bound ? 'yes' : 'no'})`, why: 'impostor' };
    return { v, t: 'share', epoch: k.epoch, share: k.share };
  }
}
