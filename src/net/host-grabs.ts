// Table objects being dragged: the host serialises grabs, so each object has at most one holder
// and each player holds at most one object. Holds end on a drop, when the holder leaves, after a
// quiet spell, after a bounded time however busy the holder is, and when the match ends.
import { LIMITS } from './host-limits.ts';

interface Hold {
  readonly player: string;
  since: number;
  /** When the holder last moved it. */
  at: number;
}

export class GrabTable {
  private readonly holds = new Map<string, Hold>();

  /** The player holding `object`, if anyone. */
  holder(object: string): string | null {
    return this.holds.get(object)?.player ?? null;
  }

  /** Every hold: object and holder. */
  entries(): [string, string][] {
    return [...this.holds].map(([object, h]) => [object, h.player]);
  }

  /** Gives `object` to `player`; returns what the player held before (now put down). Picking
   * up again what one already holds counts as a move, but keeps the hold's start: re-grabbing
   * never restarts the total time. */
  grab(object: string, player: string, now: number): string[] {
    const kept = this.holds.get(object);
    const since = kept?.player === player ? kept.since : now;
    const released = this.releaseAllOf(player).filter((o) => o !== object);
    this.holds.set(object, { player, since, at: now });
    return released;
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
    return this.holds.delete(object);
  }

  /** Puts down whatever `player` holds; returns those objects. */
  releaseAllOf(player: string): string[] {
    const out = [...this.holds].filter(([, h]) => h.player === player).map(([o]) => o);
    for (const o of out) this.holds.delete(o);
    return out;
  }

  /** Puts everything down; returns what was held. */
  clear(): string[] {
    const out = [...this.holds.keys()];
    this.holds.clear();
    return out;
  }

  /** The host's page stalled for `ms`: that time counts neither as a quiet spell nor toward a
   * hold's bound (what the holders sent meanwhile is still to be read; awake.ts). */
  slept(ms: number): void {
    for (const h of this.holds.values()) {
      h.at += ms;
      h.since += ms;
    }
  }

  /** Puts down what was idle or held too long; returns those objects. */
  expire(now: number): string[] {
    const out = [...this.holds]
      .filter(([, h]) => now - h.at > LIMITS.grabIdleMs || now - h.since > LIMITS.grabMaxMs)
      .map(([o]) => o);
    for (const o of out) this.holds.delete(o);
    return out;
  }
}
