// Fair play on the host (docs/PROTOCOL.md "Fair play"): before a game is dealt the host commits to
// a secret (`deal`: its hash) and waits for every seated person's contribution (`contribute`) or
// for LIMITS.contributeMs; its own seat, the bots and the seats that did not answer get values
// derived from the secret (engine/fair/seed.ts), so the seed is no one's choice. Every accepted
// intent is kept with the match; at the game's end (or when it is left) the host reveals the
// record (`record`), and every page tells what it found when it checked it (`checked`).
import { bytesToHex } from '@noble/hashes/utils.js';
import { createState } from '../engine/index.ts';
import { RECORD_VERSION, type Contribution, type GameRecord } from '../engine/fair/record.ts';
import { commitmentOf, seedOf, standInOf } from '../engine/fair/seed.ts';
import { LIMITS } from './host-limits.ts';
import type { Player } from './host-roster.ts';
import type { HostRoom, Msg, Session } from './host-room.ts';
import { guarded, type FairLog, type Match } from './host-views.ts';
import { PROTOCOL_VERSION } from './protocol-shapes.ts';

/** A game committed to and waiting for its contributions (kept in the snapshot). */
export interface PendingDeal {
  readonly id: string;
  readonly secret: string;
  readonly commitment: string;
  /** Player id at each seat, and who sat there. */
  readonly order: readonly string[];
  readonly seats: readonly { readonly name: string; readonly bot: boolean }[];
  /** Each seat's contribution; null while its person has not answered. */
  readonly values: (Contribution | null)[];
}

/** Whether `x` is a pending deal as a snapshot keeps it. */
export function isPendingDeal(x: unknown): x is PendingDeal {
  const p = x as PendingDeal | null;
  return (
    typeof p === 'object' &&
    p !== null &&
    typeof p.id === 'string' &&
    typeof p.secret === 'string' &&
    Array.isArray(p.order) &&
    Array.isArray(p.values) &&
    p.values.length === p.order.length
  );
}

/** The match desk's part this desk needs: dealing a game from a seed. */
export interface Dealer {
  deal(seated: readonly string[], seed: string, fair: FairLog): void;
}

/** Commitments, contributions and records. */
export class FairDesk {
  private cancelTimer: (() => void) | null = null;

  constructor(
    private readonly room: HostRoom,
    private readonly after: (ms: number, fn: () => void) => () => void,
  ) {}

  /** `start` from the lobby: commit, ask every seated person, deal once all have answered. */
  begin(session: Session, n: number, seated: readonly Player[], dealer: Dealer): void {
    const room = this.room;
    const def = room.roster.def;
    // A trial setup, so that a start that cannot work is refused now, not after the wait.
    const trial = guarded(() =>
      createState(def, 'trial', seated.length, room.roster.options, room.carry[def.id]),
    );
    if (trial instanceof Error) return room.ack(session, n, 'internal-error');
    if (!trial.ok) return room.ack(session, n, trial.reason);
    const secret = bytesToHex(room.opts.randomBytes(32));
    const commitment = commitmentOf(secret);
    const pending: PendingDeal = {
      id: commitment.slice(0, 16), // public anyway, and no id is drawn that could be a secret's
      secret,
      commitment,
      order: seated.map((p) => p.id),
      seats: seated.map((p) => ({ name: p.name, bot: p.bot })),
      values: seated.map((p, seat): Contribution | null =>
        p.host || p.bot
          ? { seat, value: standInOf(secret, seat), by: p.host ? 'host' : 'bot' }
          : null,
      ),
    };
    this.cancel();
    room.pending = pending;
    room.checks.clear();
    room.persist();
    room.broadcastLobby();
    // Everybody hears of the commitment before any view of the deal (the host's own page too).
    for (const s of room.sessions) this.ask(s);
    if (pending.values.every((c) => c !== null)) {
      this.finish(dealer); // nobody to wait for (the host and bots): the views go before the ack
      return room.ack(session, n, null);
    }
    room.ack(session, n, null);
    this.wait(dealer);
  }

  /** After a reload (or a migration): a pending deal waits again. */
  resume(dealer: Dealer): void {
    if (this.room.pending) this.wait(dealer);
  }

  /** Gives up a pending deal (the lobby changed under it). */
  cancel(): void {
    this.cancelTimer?.();
    this.cancelTimer = null;
    this.room.pending = null;
  }

  /** A seated person's contribution. */
  contribute(session: Session, player: Player, msg: Msg<'contribute'>, dealer: Dealer): void {
    const pending = this.room.pending;
    if (!pending || pending.id !== msg.id) return this.room.log(session, 'no-deal');
    const seat = pending.order.indexOf(player.id);
    if (seat < 0 || pending.values[seat] !== null) return this.room.log(session, 'not-asked');
    pending.values[seat] = { seat, value: msg.value, by: 'player' };
    this.room.persist();
    if (pending.values.every((c) => c !== null)) this.finish(dealer);
  }

  /** What this page found in the record of game `id`. */
  checked(session: Session, player: Player, msg: Msg<'checked'>): void {
    const room = this.room;
    if (room.record?.id !== msg.id) return room.log(session, 'no-record');
    if (room.checks.get(player.id) === msg.result) return;
    // Each report is broadcast to everybody: it spends from the lobby's slow bucket.
    if (!player.buckets.lobby.take(room.now())) return room.log(session, 'too-fast');
    room.checks.set(player.id, msg.result);
    room.persist();
    room.broadcastLobby();
  }

  /** What a connection is owed when it comes in: the deal it must answer, the last record. */
  catchUp(session: Session): void {
    this.ask(session);
    const record = this.room.record;
    if (record && session.player && session.recordSent !== record.id) {
      session.recordSent = record.id;
      this.room.send(session, { v: PROTOCOL_VERSION, t: 'record', record: record as never });
    }
  }

  /** The game's end (or the match left): its record, to everybody. */
  reveal(match: Match): void {
    const room = this.room;
    const fair = match.fair;
    if (!fair || room.record?.id === fair.id) return;
    const result = guarded(() => match.def.result(match.state) as unknown);
    const record: GameRecord = {
      format: 'gang-table/record',
      version: RECORD_VERSION,
      id: fair.id,
      game: match.def.id,
      options: fair.options,
      seats: fair.seats,
      ...(fair.carry === undefined ? {} : { carry: fair.carry }),
      commitment: fair.commitment,
      secret: fair.secret,
      contributions: fair.contributions,
      seed: match.seed,
      intents: fair.intents,
      result: result instanceof Error ? null : (result ?? null),
    };
    room.record = record;
    room.persist();
    room.broadcastLobby();
    for (const s of room.sessions) this.catchUp(s);
  }

  /** Asks a seated person for a contribution; tells the host's own page the commitment only
   * (its seat's value comes from the secret), so that it checks the record like every page. */
  private ask(session: Session): void {
    const pending = this.room.pending;
    const seat = pending && session.player ? pending.order.indexOf(session.player.id) : -1;
    if (!pending || seat < 0) return;
    const { id, commitment } = pending;
    const value = pending.values[seat];
    if (value === null) {
      this.room.send(session, { v: PROTOCOL_VERSION, t: 'deal', id, commitment });
    } else if (value?.by === 'host' && session.player?.host) {
      this.room.send(session, { v: PROTOCOL_VERSION, t: 'deal', id, commitment, own: true });
    }
  }

  private wait(dealer: Dealer): void {
    this.cancelTimer?.();
    this.cancelTimer = this.after(LIMITS.contributeMs, () => this.finish(dealer));
  }

  /** Deals: seats that did not answer get the host's stand-in, marked `timeout`. */
  private finish(dealer: Dealer): void {
    const pending = this.room.pending;
    this.cancel();
    if (!pending) return;
    const contributions = pending.values.map(
      (c, seat): Contribution =>
        c ?? { seat, value: standInOf(pending.secret, seat), by: 'timeout' },
    );
    const seed = seedOf(
      pending.secret,
      contributions.map((c) => c.value),
    );
    const def = this.room.roster.def;
    const carry = this.room.carry[def.id];
    dealer.deal(pending.order, seed, {
      id: pending.id,
      secret: pending.secret,
      commitment: pending.commitment,
      seats: pending.seats,
      options: this.room.roster.options,
      ...(carry === undefined ? {} : { carry }),
      contributions,
      intents: [],
    });
  }
}
