// The host's caps and rate limits (docs/PROTOCOL.md "Caps and rate limits"), and the token
// bucket that enforces them. Buckets belong to a player, not to a connection, so reconnecting
// never refills them; a connection that has not said hello yet has a small bucket of its own.

/** Caps and rate limits. */
export const LIMITS = {
  /** How long a deal waits for the seated people's contributions (host-fair.ts); a seat that
   * has not answered by then gets the host's stand-in, marked `timeout` in the record. */
  contributeMs: 5000,
  /** People in a room, players and spectators together (a token holder always gets back in). */
  maxPeople: 16,
  /** Connections that have not said hello yet; a new one past this closes the oldest. */
  maxPending: 16,
  /** New people joining while a match is on (they watch). */
  maxLateJoins: 8,
  /** Messages per player: burst size and refill per second. */
  burst: 40,
  perSecond: 20,
  /** Messages before hello, per connection. */
  pendingBurst: 8,
  pendingPerSecond: 2,
  /** Messages dropped in a row for flooding before the connection is closed. */
  floodClose: 200,
  /** Milliseconds a new connection has to say hello. */
  helloTimeoutMs: 10_000,
  /** Drag poses have a bucket of their own (clients stream at most 30 a second). */
  poseBurst: 30,
  posesPerSecond: 40,
  /** Lobby actions: each one is broadcast to everybody, so they are slower. */
  lobbyBurst: 8,
  lobbyPerSecond: 2,
  /** Resyncs: each is answered with a whole view (kilobytes for a few bytes), so very few. */
  resyncBurst: 3,
  resyncsPerSecond: 0.2,
  /** Rejoins of one player (each costs a signature and a lobby broadcast to everybody). */
  rejoinBurst: 6,
  rejoinsPerSecond: 0.2,
  /** Proofs the host signs, over all connections (each new connection's hi costs one). */
  proofBurst: 64,
  proofsPerSecond: 16,
  /** Renames, slower still. */
  renameBurst: 3,
  renamesPerSecond: 0.1,
  /** A held object nobody moved for this long is put down… */
  grabIdleMs: 10_000,
  /** …and any held object after this long, however much its holder moves it… */
  grabMaxMs: 60_000,
  /** …re-grabs included: picking it up again within this long of putting it down goes on with
   * the same hold (past grabMaxMs, others have this long to take it). */
  regrabGapMs: 5_000,
  /** Both sides ping this often… */
  pingMs: 2_000,
  /** …and a peer that says nothing this long is gone. */
  silentMs: 6_000,
  /** Answers the host remembers per player, for requests resent after a reconnect. */
  answersKept: 64,
  /** How far a message number may run ahead of the one the host expects. */
  nWindow: 10_000,
  /** The snapshot is written at most this often (and at once when the host closes). */
  saveDebounceMs: 250,
  /** Distinct reason codes the host counts (the rest are counted as `other`). */
  maxReasons: 128,
} as const;

/** A token bucket: `burst` tokens, refilled at `perSecond`. */
export class TokenBucket {
  private tokens: number;
  private at: number;

  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
    now: number,
  ) {
    this.tokens = burst;
    this.at = now;
  }

  /** Takes a token if there is one. */
  take(now: number): boolean {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.at) / 1000) * this.perSecond);
    this.at = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/** The buckets of one player, kept across reconnects. */
export interface PlayerBuckets {
  readonly messages: TokenBucket;
  readonly poses: TokenBucket;
  readonly lobby: TokenBucket;
  readonly renames: TokenBucket;
  readonly resyncs: TokenBucket;
  readonly rejoins: TokenBucket;
}

export function playerBuckets(now: number): PlayerBuckets {
  return {
    messages: new TokenBucket(LIMITS.burst, LIMITS.perSecond, now),
    poses: new TokenBucket(LIMITS.poseBurst, LIMITS.posesPerSecond, now),
    lobby: new TokenBucket(LIMITS.lobbyBurst, LIMITS.lobbyPerSecond, now),
    renames: new TokenBucket(LIMITS.renameBurst, LIMITS.renamesPerSecond, now),
    resyncs: new TokenBucket(LIMITS.resyncBurst, LIMITS.resyncsPerSecond, now),
    rejoins: new TokenBucket(LIMITS.rejoinBurst, LIMITS.rejoinsPerSecond, now),
  };
}

/** Counters of dropped or refused messages by reason code. Codes come from the project's own
 * closed vocabularies (protocol.ts DROP_REASONS, the host's and the games' refusals), never from a
 * peer's words; the map is capped all the same, so no peer can ever grow it: past `maxReasons`
 * distinct codes, the rest are counted together under `other`. */
export class ReasonTally {
  private readonly counts = new Map<string, number>();

  constructor(private readonly maxReasons: number = LIMITS.maxReasons) {}

  /** Counts one more `reason`. */
  add(reason: string): void {
    const key = this.counts.has(reason) || this.counts.size < this.maxReasons ? reason : 'other';
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }

  /** How many times `reason` was counted (undefined: never). */
  get(reason: string): number | undefined {
    return this.counts.get(reason);
  }

  /** Distinct codes counted. */
  get size(): number {
    return this.counts.size;
  }

  entries(): [string, number][] {
    return [...this.counts];
  }
}
