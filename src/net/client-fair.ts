// Fair play on a client (docs/PROTOCOL.md "Fair play"): it answers the host's `deal` with a random
// contribution of its own, keeps the hash of every view it is sent, and when the record comes it
// replays it through the engine and checks it against all that (engine/fair/verify.ts), then
// tells the host what it found (`checked`), for everybody to see in the lobby.
import { bytesToHex } from '@noble/hashes/utils.js';
import type { GameRecord } from '../engine/fair/record.ts';
import { verifyRecord, viewHash, type SeenView, type Verdict } from '../engine/fair/verify.ts';
import type { ClientMessage, HostMessage } from './protocol.ts';
import { PROTOCOL_VERSION as v } from './protocol.ts';

/** What a page knows of the fairness of the last game: its record and this page's verdict. */
export interface FairState {
  readonly id: string;
  readonly record: GameRecord | null;
  readonly verdict: Verdict | null;
}

/** The views seen of one game, and what this page added to its seed. */
export class FairWitness {
  private id: string | undefined;
  private commitment: string | undefined;
  private contribution: { value: string } | undefined;
  private views: SeenView[] = [];
  private fromStart = false;
  /** Whether the next match view begins another game (a `{game: null}` view came between). */
  private between = true;

  constructor(
    private readonly randomBytes: (n: number) => Uint8Array,
    private readonly send: (m: ClientMessage) => void,
  ) {}

  /** The host committed to game `id`: answer with a contribution (the same one again if asked
   * twice, after a reconnect). */
  deal(m: Extract<HostMessage, { t: 'deal' }>): void {
    if (this.id !== m.id) {
      this.id = m.id;
      this.commitment = m.commitment;
      this.contribution = undefined;
      this.views = [];
      this.fromStart = true;
      this.between = false;
    }
    const value = this.contribution?.value ?? bytesToHex(this.randomBytes(32));
    this.contribution = { value };
    this.send({ v, t: 'contribute', id: m.id, value });
  }

  /** A view this page now holds (after a full view or a diff). */
  saw(view: unknown, seat: number | null): void {
    if (view === null) {
      this.between = true;
      return;
    }
    if (this.between) {
      // A game this page did not see dealt (it came in later, or reloaded).
      this.between = false;
      if (this.views.length > 0 || !this.fromStart) {
        this.id = undefined;
        this.commitment = undefined;
        this.contribution = undefined;
        this.views = [];
        this.fromStart = false;
      }
    }
    this.views.push({ seat, hash: viewHash(view), rev: this.views.length + 1 });
  }

  /** The record of a game: checked against what this page saw (if it saw that game). */
  check(raw: unknown): FairState {
    const record = raw as GameRecord;
    const mine = this.id === undefined || this.id === record.id;
    const verdict = verifyRecord(
      raw,
      mine
        ? {
            ...(this.id ? { id: this.id } : {}),
            ...(this.commitment ? { commitment: this.commitment } : {}),
            ...(this.contribution ? { contribution: this.contribution } : {}),
            views: this.views,
            fromStart: this.fromStart,
          }
        : null,
    );
    const id = typeof record.id === 'string' ? record.id.slice(0, 64) : '?';
    const result = verdict.ok ? 'ok' : verdict.reason;
    this.send({ v, t: 'checked', id, result });
    return {
      id,
      record: verdict.ok || verdict.reason !== 'malformed-record' ? record : null,
      verdict,
    };
  }
}
