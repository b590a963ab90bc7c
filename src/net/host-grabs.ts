// Table objects being dragged: the host serialises grabs, so each object has at most one holder
// and each player holds at most one object. Holds end on a drop, when the holder leaves, after a
// quiet spell, after a bounded time however busy the holder is, and when the match ends. The
// bound spans re-grabs: a player who picks an object up again within LIMITS.regrabGapMs of
// putting it down (or of the host putting it down) goes on with the same hold's clock, so that
// nobody keeps another player's chip by grabbing it back the moment it is released.
import { LIMITS } from './host-limits.ts';

interface Hold {
  readonly player: string;
  since: number;
  /** When the holder last moved it. */
  at: number;
}

/** A hold that ended lately: who held the object, since when, until when. */
interface Ended {
  readonly player: string;
  readonly since: number;
  readonly until: number;
}

export class GrabTable {
  private readonly holds = new Map<string, Hold>();
  private readonly ended = new Map<string, Ended>();

  /** `clock`: the host's; read only when a hold ends. */
  constructor(private readonly clock: () => number) {}

  /** The player holding `object`, if anyone. */
  holder(object: string): string | null {
    return this.holds.get(object)?.player ?? null;
  }

  /** Every hold: object and holder. */
  entries(): [string, string][] {
    return [...this.holds].map(([object, h]) => [object, h.player]);
  }

  /** Why `player` may not pick `object` up now (`held-too-long`: their hold of it, re-grabs
   * included, reached LIMITS.grabMaxMs; others may take it), or null. Another holder is the
   * caller's check. */
  refusal(object: string, player: string, now: number): 'held-too-long' | null {
    return now - this.startOf(object, player, now) > LIMITS.grabMaxMs ? 'held-too-long' : null;
  }

  /** Gives `object` to `player`; returns what the player held before (now put down). Picking
   * up again what one holds, or held a moment ago, keeps the hold's start: re-grabbing never
   * restarts the total time. */
  grab(object: string, player: string, now: number): string[] {
    const since = this.startOf(object, player, now);
    const released = this.releaseAllOf(player).filter((o) => o !== object);
    this.holds.set(object, { player, since, at: now });
    this.ended.delete(object);
    return released;
  }

  /** When `player`'s hold of `object` began, if picking it up now goes on with it; else now. */
  private startOf(object: string, player: string, now: number): number {
    const kept = this.holds.get(object);
    if (kept) return kept.player === player ? kept.since : now;
    const ended = this.ended.get(object);
    return ended?.player === player && now - ended.until < LIMITS.regrabGapMs ? ended.since : now;
  }

  /** Puts `object` down, remembering the hold for a re-grab. */
  private end(object: string, now = this.clock()): void {
    const h = this.holds.get(object);
    if (!h) return;
    this.holds.delete(object);
    this.ended.set(object, { player: h.player, since: h.since, until: now });
    for (const [o, e] of this.ended) if (now - e.until >= LIMITS.regrabGapMs) this.ended.delete(o);
  }

  /** The holder moved it: it is not idle. False when `player` does not hold it. */
  touch(object: string, player: string, now: number): boolean {
    const h = this.holds.get(object);
    if (!h || h.player !== player) return false;
    h.at = now;
    return true;
  }

  /** Puts `object` down; true if it was held. */
  release(object: string): boolean {
    const held = this.holds.has(object);
    this.end(object);
    return held;
  }

  /** Puts down whatever `player` holds; returns those objects. */
  releaseAllOf(player: string): string[] {
    const out = [...this.holds].filter(([, h]) => h.player === player).map(([o]) => o);
    for (const o of out) this.end(o);
    return out;
  }

  /** Puts everything down and forgets every hold (a new match, back to the lobby); returns what
   * was held. */
  clear(): string[] {
    const out = [...this.holds.keys()];
    this.holds.clear();
    this.ended.clear();
    return out;
  }

  /** The host's page stalled for `ms`: that time counts neither as a quiet spell nor toward a
   * hold's bound (what the holders sent meanwhile is still to be read; awake.ts). */
  slept(ms: number): void {
    for (const h of this.holds.values()) {
      h.at += ms;
      h.since += ms;
    }
    for (const [o, e] of this.ended)
      this.ended.set(o, { ...e, since: e.since + ms, until: e.until + ms });
  }

  /** Puts down what was idle or held too long; returns those objects. */
  expire(now: number): string[] {
    const out = [...this.holds]
      .filter(([, h]) => now - h.at > LIMITS.grabIdleMs || now - h.since > LIMITS.grabMaxMs)
      .map(([o]) => o);
    for (const o of out) this.end(o, now);
    return out;
  }
}
