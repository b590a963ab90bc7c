// A client's sense of its host's pulse: when it last heard from it, the beat that pings it and
// gives up on a silent one, and the quiet spell in between, when it asks who holds the room's
// address (client-quiet.ts). The client lends it a small line to itself (PulseLine), so this
// timing lives apart from the handshake and the views.
import type { ClientTransport, Connection } from './transport.ts';
import { PING_MS, QUIET_CHECK_MS, QUIET_MS, SILENT_MS } from './client-types.ts';
import { PEEK_MS, peekAt, QuietWatch } from './client-quiet.ts';

/** What the pulse needs of its client. */
export interface PulseLine {
  now(): number;
  /** The connection to the host while connected, else null. */
  live(): Connection | null;
  /** Whether the client left for good. */
  closed(): boolean;
  /** Measures the round trip (and tells the host we are here). */
  ping(): void;
  /** Hangs up on the host: the client reconnects to whoever holds the room's address. */
  hangUp(): void;
  /** Hangs up and reconnects at once over `fresh` (a channel to the room's address); true once
   * connected. */
  moveTo(fresh: Connection): Promise<boolean>;
  /** Where the room's address is reached. */
  address(): { readonly transport: ClientTransport; readonly room: string };
}

/** The host's pulse, as one client feels it. */
export class HostPulse {
  private heardAt = 0;
  private beats = 0;
  /** Says when the host goes quiet (client-quiet.ts). */
  private readonly quiet = new QuietWatch();

  constructor(private readonly line: PulseLine) {}

  /** The host said something (or a connection just opened): not silent, not quiet. */
  heard(): void {
    this.heardAt = this.line.now();
    this.quiet.spoke();
  }

  /** Every QUIET_CHECK_MS: a stall of this page (`stalledMs`) is not the host's silence; every
   * PING_MS a tick; and a host quiet for QUIET_MS is said to be (onQuiet). */
  beat(stalledMs = 0): void {
    if (this.line.live()) this.heardAt += stalledMs;
    if (++this.beats % Math.round(PING_MS / QUIET_CHECK_MS) === 0) this.tick();
    else this.checkQuiet();
  }

  /** Every PING_MS: measure the round trip, and give up on a host silent for SILENT_MS (counted
   * while this page was awake: `stalledMs` it was not, awake.ts). */
  tick(stalledMs = 0): void {
    if (!this.line.live()) return;
    this.heardAt += stalledMs;
    if (this.line.now() - this.heardAt > SILENT_MS) return this.line.hangUp();
    this.line.ping();
    this.checkQuiet();
  }

  /** Calls `fn` each time the host has been quiet for QUIET_MS while connected (it may be busy,
   * or gone: client-quiet.ts). Returns the unsubscribe function. */
  onQuiet(fn: () => void): () => void {
    return this.quiet.on(fn);
  }

  /** The host is quiet: opens a second channel to the room's address (for at most `ms`), and if
   * it opens while the host still says nothing, moves over to it (whoever holds the address now
   * answers; the handshake decides, as on any connection). True when it moved. */
  async peek(ms = PEEK_MS): Promise<boolean> {
    const conn = this.line.live();
    const heard = this.quiet.heard;
    if (!conn || this.quiet.peeking) return false;
    this.quiet.peeking = true;
    try {
      const { transport, room } = this.line.address();
      const fresh = await peekAt(transport, room, ms);
      if (!fresh) return false;
      if (this.line.closed() || this.line.live() !== conn || this.quiet.heard !== heard) {
        fresh.close();
        return false;
      }
      console.info(`client: the host is quiet; someone answers at ${room}: moving over`);
      return await this.line.moveTo(fresh);
    } finally {
      this.quiet.peeking = false;
    }
  }

  private checkQuiet(): void {
    if (this.line.live()) this.quiet.check(this.line.now() - this.heardAt, QUIET_MS);
  }
}
