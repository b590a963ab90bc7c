// The match on the host: starting one, committing an intent through the engine, going back to the
// lobby, and the views each connection is sent (host-views.ts). A change is kept only once every
// seat's view (connected or not, bots included) and the spectators' view of the new state have
// been computed and its result asked: a game whose code throws refuses that one intent with
// `internal-error` and changes nothing. Everyone's views go out before the sender's ack.
import { applyIntent, createState } from '../engine/index.ts';
import { FairDesk } from './host-fair.ts';
import type { Player } from './host-roster.ts';
import type { HostRoom, Msg, Session } from './host-room.ts';
import {
  guarded,
  nextViewMessage,
  noMatchMessage,
  viewOf,
  deltaMemo,
  type FairLog,
  type Match,
} from './host-views.ts';
import type { Placement } from './protocol.ts';
import { PROTOCOL_VERSION } from './protocol-shapes.ts';

/** Where a committed drop puts its object (its zone and the spot in it). */
export type Placed = { readonly object: string } & Placement;

/** The match's commits and views. */
export class MatchDesk {
  /** The commitment, the contributions and the record (host-fair.ts). */
  readonly fair: FairDesk;

  constructor(
    private readonly room: HostRoom,
    /** Something changed that bots may want to act on. */
    private readonly changed: () => void,
    /** A timer (the deal's wait for contributions). */
    after: (ms: number, fn: () => void) => () => void,
  ) {
    this.fair = new FairDesk(room, after);
  }

  /** A game intent from a seated player. */
  intent(session: Session, player: Player, msg: Msg<'intent'>): void {
    const room = this.room;
    const match = room.match;
    if (!match) return room.ack(session, msg.n, 'no-match');
    const seat = match.order.indexOf(player.id);
    if (seat < 0) return room.ack(session, msg.n, 'not-seated');
    this.commit(session, match, seat, msg.n, msg.intent);
  }

  /** Applies an intent of match seat `seat` through the engine. `put` is the object a drop put
   * down: once kept, each connection's diff says where it rests (one message per commit); if
   * refused, it is put down (`hold` … null) before the ack. */
  commit(
    session: Session,
    match: Match,
    seat: number,
    n: number,
    intent: unknown,
    put?: Placed,
  ): void {
    const room = this.room;
    const refuse = (reason: string) => this.refused(session, n, reason, put);
    const out = guarded(() =>
      applyIntent(match.def, match.state, seat, intent, match.order.length),
    );
    if (out instanceof Error) return this.internalError(session, n, 'apply', out, intent, put);
    if (!out.ok) return refuse(out.reason);
    const views = this.viewsOf(match, out.state);
    if (views instanceof Error) return this.internalError(session, n, 'view', views, intent, put);
    const result = guarded(() => match.def.result(out.state) as unknown);
    if (result instanceof Error) {
      return this.internalError(session, n, 'result', result, intent, put);
    }
    match.state = out.state;
    match.fair?.intents.push([seat, intent]);
    if (result !== null) this.keepCarry(match);
    if (put) room.placements.set(put.object, { zone: put.zone, at: put.at });
    room.persist();
    this.sendViews(match, views, put);
    room.ack(session, n, null);
    if (result !== null) this.fair.reveal(match);
    this.changed();
  }

  /** `start` from the lobby: the deal waits for the seated people's contributions first. */
  start(session: Session, n: number, seated: readonly Player[]): void {
    this.fair.begin(session, n, seated, this);
  }

  /** Deals a match of the room's game from `seed` to the players `order` (in seat order). */
  deal(order: readonly string[], seed: string, fair: FairLog): void {
    const room = this.room;
    const def = room.roster.def;
    const created = guarded(() =>
      createState(def, seed, order.length, room.roster.options, room.carry[def.id]),
    );
    const match: Match | null =
      created instanceof Error || !created.ok
        ? null
        : { def, seed, state: created.state, order: [...order], fair };
    const views = match && this.viewsOf(match, match.state);
    if (!match || !views || views instanceof Error) {
      room.dropped.add('internal-error'); // the trial setup passed: a game's code threw
      room.broadcastLobby();
      return;
    }
    room.match = match;
    room.lateJoins = 0;
    room.placements.clear();
    for (const object of room.grabs.clear()) room.broadcastHold(object, null);
    for (const s of room.sessions) s.sent = null;
    room.persist();
    room.broadcastLobby();
    this.sendViews(match, views);
    this.changed();
  }

  /** Ends the match (played out or not): everybody is told no match is on. */
  backToLobby(): void {
    const room = this.room;
    this.fair.cancel();
    if (room.match) this.keepCarry(room.match);
    if (room.match) this.fair.reveal(room.match); // an unfinished game's record, too
    room.match = null;
    room.lateJoins = 0;
    room.placements.clear();
    for (const object of room.grabs.clear()) room.broadcastHold(object, null);
    room.roster.unready();
    for (const s of room.sessions) {
      const msg = noMatchMessage(s);
      if (msg && s.player) room.send(s, msg);
    }
  }

  /** One connection's view now: full the first time, a diff afterwards. */
  sendView(session: Session): void {
    const room = this.room;
    const match = room.match;
    const player = session.player;
    if (!player) return;
    if (!match) {
      const msg = noMatchMessage(session);
      if (msg) room.send(session, msg);
      return this.fair.catchUp(session);
    }
    const view = guarded(() => viewOf(match, match.state, player.id));
    if (view instanceof Error) return room.log(session, 'internal-error', `view: ${view.message}`);
    const seat = match.order.indexOf(player.id);
    const msg = nextViewMessage(session, view, seat >= 0 ? seat : null, room.placed());
    if (msg) room.send(session, msg);
    this.fair.catchUp(session);
  }

  /** Refuses request `n` because a game's code threw `error` in `where`; logs it with the
   * intent. */
  internalError(
    session: Session,
    n: number,
    where: string,
    error: Error,
    intent: unknown,
    put?: Placed,
  ): void {
    const shown = guarded(() => JSON.stringify(intent)?.slice(0, 200));
    const detail = `${where}: ${error.message}; intent ${shown instanceof Error ? '?' : shown}`;
    this.room.log(session, 'internal-error', detail);
    if (put) this.room.broadcastHold(put.object, null);
    this.room.ack(session, n, 'internal-error', true);
  }

  /** Refuses request `n`; the object a refused drop held is put down first. */
  private refused(session: Session, n: number, reason: string, put?: Placed): void {
    if (put) this.room.broadcastHold(put.object, null);
    this.room.ack(session, n, reason);
  }

  /** The view of `state` for every connected person, or the error a game's view threw. Every
   * seat's view (connected or not, bots included) and the spectators' view are computed, so a
   * state is only kept when whoever sits down, comes back or watches later can be shown it. */
  private viewsOf(match: Match, state: unknown): Map<Session, unknown> | Error {
    const seats: unknown[] = [];
    for (let seat = 0; seat < match.order.length; seat++) {
      const view = guarded(() => match.def.view(state, seat) as unknown);
      if (view instanceof Error) return view;
      seats.push(view);
    }
    const spectator = guarded(() => match.def.spectatorView(state) as unknown);
    if (spectator instanceof Error) return spectator;
    const views = new Map<Session, unknown>();
    for (const s of this.room.sessions) {
      if (!s.player) continue;
      const seat = match.order.indexOf(s.player.id);
      views.set(s, seat >= 0 ? seats[seat] : spectator);
    }
    return views;
  }

  /** Everyone's view; with `put`, what a drop put down rides in each diff (a connection sent a
   * full view or none is told apart: `hold` … null, and `place` unless its view carries it). */
  private sendViews(match: Match, views: Map<Session, unknown>, put?: Placed): void {
    const room = this.room;
    const placed = room.placed();
    const memo = deltaMemo(); // spectators, and anyone else who sees alike, share deltas
    const p = put && {
      object: put.object,
      zone: put.zone,
      at: [put.at[0], put.at[1]] as [number, number],
    };
    for (const [s, view] of views) {
      const seat = match.order.indexOf(s.player!.id);
      const msg = nextViewMessage(s, view, seat >= 0 ? seat : null, placed, memo);
      if (msg?.t === 'diff' && p) room.send(s, { ...msg, p });
      else {
        if (msg) room.send(s, msg);
        if (!p) continue;
        room.send(s, { v: PROTOCOL_VERSION, t: 'hold', object: p.object, by: null });
        if (!msg) room.send(s, { v: PROTOCOL_VERSION, t: 'place', ...p });
      }
    }
  }

  /** Keeps what a game leaves for the next one of its kind (GameDef.carry). */
  private keepCarry(match: Match): void {
    if (!match.def.carry) return;
    const carry = guarded(() => match.def.carry!(match.state));
    if (!(carry instanceof Error)) this.room.carry = { ...this.room.carry, [match.def.id]: carry };
  }
}
