// Drag and drop on the table (docs/PROTOCOL.md "Drag and drop"). The host serialises grabs, so
// exactly one player holds an object (host-grabs.ts keeps who and since when), relays the
// holder's poses to everyone else, and turns a drop into the game's intent (its table rules),
// committed like any other with the drop's spot clamped into its zone.
import { isRejection } from '../engine/index.ts';
import type { Player } from './host-roster.ts';
import type { MatchDesk } from './host-match.ts';
import type { HostRoom, Msg, Session } from './host-room.ts';
import { guarded } from './host-views.ts';
import { encode } from './protocol.ts';
import { PROTOCOL_VERSION } from './protocol-shapes.ts';

/** A spot's coordinate, clamped into its zone (−1…1) and rounded: the same for every peer. */
const clampSpot = (x: number) => Math.round(Math.min(1, Math.max(-1, x)) * 1000) / 1000;

/** Grabs, poses and drops. */
export class DragDesk {
  constructor(
    private readonly room: HostRoom,
    private readonly match: MatchDesk,
  ) {}

  grab(session: Session, player: Player, msg: Msg<'grab'>): void {
    const room = this.room;
    const match = room.match;
    const rules = match?.def.table;
    if (!match || !rules) return room.ack(session, msg.n, 'no-match');
    const seat = match.order.indexOf(player.id);
    if (seat < 0) return room.ack(session, msg.n, 'not-seated');
    // The holder may ask again (a retry): the hold keeps its start, so it still ends in time.
    const holder = room.grabs.holder(msg.object);
    if (holder && holder !== player.id) return room.ack(session, msg.n, 'held-by-other');
    const now = room.now();
    const tooLong = room.grabs.refusal(msg.object, player.id, now);
    if (tooLong) return room.ack(session, msg.n, tooLong);
    const refused = guarded(() => rules.canGrab(match.state, seat, msg.object));
    if (refused instanceof Error) {
      return this.match.internalError(session, msg.n, 'canGrab', refused, msg.object);
    }
    if (refused) return room.ack(session, msg.n, refused.reason);
    for (const object of room.grabs.grab(msg.object, player.id, now)) {
      room.broadcastHold(object, null);
    }
    room.broadcastHold(msg.object, seat);
    room.ack(session, msg.n, null);
  }

  /** The holder's pose, relayed to everybody else. */
  pose(session: Session, player: Player, msg: Msg<'pose'>): void {
    const room = this.room;
    if (!room.match || !room.grabs.touch(msg.object, player.id, room.now())) {
      return room.log(session, 'not-holding');
    }
    const by = room.match.order.indexOf(player.id);
    // Which object is the one `hold` told everybody: said again 30 times a second, it would be
    // a fifth of a drag's bytes.
    const text = encode({ v: PROTOCOL_VERSION, t: 'pose', by, p: msg.p, r: msg.r });
    for (const s of room.sessions) if (s.player && s !== session) s.conn.send(text);
  }

  drop(session: Session, player: Player, msg: Msg<'drop'>): void {
    const room = this.room;
    const match = room.match;
    if (room.grabs.holder(msg.object) !== player.id || !match?.def.table) {
      return room.ack(session, msg.n, 'not-holding');
    }
    // Put down now. A drop that commits with a spot says so in everyone's diff (MatchDesk.commit);
    // any other is told at once, before its answer.
    room.grabs.release(msg.object);
    const seat = match.order.indexOf(player.id);
    const rules = match.def.table;
    const drop = { zone: msg.zone, items: msg.items ?? [] };
    const intent = guarded(() => rules.dropIntent(match.state, seat, msg.object, drop));
    const placed =
      msg.zone && msg.at && !(intent instanceof Error) && !isRejection(intent)
        ? {
            object: msg.object,
            zone: msg.zone,
            at: [clampSpot(msg.at[0]), clampSpot(msg.at[1])] as const,
          }
        : undefined;
    if (!placed) room.broadcastHold(msg.object, null);
    if (intent instanceof Error) {
      return this.match.internalError(session, msg.n, 'dropIntent', intent, msg);
    }
    if (isRejection(intent)) return room.ack(session, msg.n, intent.reason);
    this.match.commit(session, match, seat, msg.n, intent, placed);
  }
}
