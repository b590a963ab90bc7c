// Fair play on a client (docs/PROTOCOL.md "Fair play"): it answers the host's `deal` with a random
// contribution of its own, keeps the hash of every view it is sent, and when the record comes it
// replays it through the engine and checks it against all that (engine/fair/verify.ts), then
// tells the host what it found (`checked`), for everybody to see in the lobby. The host's own
// page is told the commitment only (`own`: its value comes from the secret) and checks the same.
// What it needs to check survives a reload of the page: it is kept in the tab's sessionStorage
// (one Client per tab: the host's page talks to its Host over the loopback).
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

/** Where a witness is kept across a reload (sessionStorage's part it uses). */
export type WitnessStore = Pick<Storage, 'getItem' | 'setItem'>;

/** The key of the tab's witness in its store. */
export const WITNESS_KEY = 'gang-table:fair-witness';

/** The tab's sessionStorage, if it has one (none in Node, or when storage is blocked). */
function tabStore(): WitnessStore | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** A witness as stored: everything it knows. */
interface Kept {
  id?: string;
  commitment?: string;
  contribution?: { value: string };
  views: SeenView[];
  fromStart: boolean;
  between: boolean;
}

const isHex = (x: unknown): x is string => typeof x === 'string' && /^[0-9a-f]{1,64}$/.test(x);

/** The stored witness, if it is one (the storage is the page's own, but a value is read as
 * untrusted all the same: a broken one is ignored). */
function readKept(store: WitnessStore | null): Kept | null {
  try {
    const raw = JSON.parse(store?.getItem(WITNESS_KEY) ?? 'null') as Partial<Kept> | null;
    if (!raw || !Array.isArray(raw.views)) return null;
    const views = raw.views.filter(
      (x): x is SeenView =>
        isHex(x?.hash) &&
        typeof x.rev === 'number' &&
        (x.seat === null || Number.isInteger(x.seat)),
    );
    return {
      ...(typeof raw.id === 'string' && raw.id.length <= 64 ? { id: raw.id } : {}),
      ...(isHex(raw.commitment) ? { commitment: raw.commitment } : {}),
      ...(isHex(raw.contribution?.value)
        ? { contribution: { value: raw.contribution.value } }
        : {}),
      views,
      fromStart: raw.fromStart === true,
      between: raw.between !== false,
    };
  } catch {
    return null;
  }
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
    private readonly store: WitnessStore | null = tabStore(),
  ) {
    // A reload: the game goes on where this page left it (its views so far, its contribution).
    const kept = readKept(store);
    if (kept) {
      this.id = kept.id;
      this.commitment = kept.commitment;
      this.contribution = kept.contribution;
      this.views = kept.views;
      this.fromStart = kept.fromStart;
      this.between = kept.between;
    }
  }

  /** The host committed to game `id`: answer with a contribution (the same one again if asked
   * twice, after a reconnect or a reload); the host's own page (`own`) only keeps the
   * commitment. */
  deal(m: Extract<HostMessage, { t: 'deal' }>): void {
    if (this.id !== m.id) {
      this.id = m.id;
      this.commitment = m.commitment;
      this.contribution = undefined;
      this.views = [];
      this.fromStart = true;
      this.between = false;
    }
    if (m.own) return this.keep();
    const value = this.contribution?.value ?? bytesToHex(this.randomBytes(32));
    this.contribution = { value };
    this.keep();
    this.send({ v, t: 'contribute', id: m.id, value });
  }

  /** Stores what this page knows, for a reload (at most a view's hash more each time). */
  private keep(): void {
    if (!this.store) return;
    const kept: Kept = {
      ...(this.id ? { id: this.id } : {}),
      ...(this.commitment ? { commitment: this.commitment } : {}),
      ...(this.contribution ? { contribution: this.contribution } : {}),
      views: this.views,
      fromStart: this.fromStart,
      between: this.between,
    };
    try {
      this.store.setItem(WITNESS_KEY, JSON.stringify(kept));
    } catch {
      // Storage full or blocked: this visit checks from memory only.
    }
  }

  /** A view this page now holds (after a full view or a diff). */
  saw(view: unknown, seat: number | null): void {
    if (view === null) {
      if (!this.between) {
        this.between = true;
        this.keep();
      }
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
    this.keep();
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
