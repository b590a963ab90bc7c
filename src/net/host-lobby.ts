// Lobby actions on the host (the rules are host-roster.ts's): a change is checked against the
// sender and the room, applied, saved and broadcast; starting and ending a match are the match
// desk's, and seating a bot in a match (or handing a bot's seat to a person watching) moves the
// match seat with whatever was held in it put down. Whoever a change took out of the room is told.
import { seedRng } from '../engine/core/rng.ts';
import type { BotSeats } from './host-bot-seats.ts';
import type { MatchDesk } from './host-match.ts';
import type { Player } from './host-roster.ts';
import type { HostRoom, Msg, Session } from './host-room.ts';

/** Lobby actions. */
export class LobbyDesk {
  constructor(
    private readonly room: HostRoom,
    private readonly match: MatchDesk,
    private readonly bots: BotSeats,
    /** Something changed that bots may want to act on. */
    private readonly changed: () => void,
  ) {}

  action(session: Session, player: Player, msg: Msg<'lobby'>): void {
    const room = this.room;
    if (!player.buckets.lobby.take(room.now())) return room.ack(session, msg.n, 'too-fast');
    // While a deal waits for its contributions (at most LIMITS.contributeMs) only the host may
    // change the lobby, which gives the deal up: anyone else could stall the table by cancelling
    // every deal with a rename or a seat taken (docs/PROTOCOL.md "The deal").
    if (room.pending && !player.host) return room.ack(session, msg.n, 'dealing');
    const order = room.match?.order;
    const inMatch = (p: Player) => order?.includes(p.id) ?? false;
    const change = room.roster.check(player, msg.action, room.match !== null, inMatch);
    if (typeof change === 'string') return room.ack(session, msg.n, change);
    if (change.kind === 'start') return this.match.start(session, msg.n, change.seated);
    // A deal waiting for contributions is given up when the host changes the lobby under it.
    if (room.pending) this.match.fair.cancel();
    if (change.kind === 'back') this.match.backToLobby();
    else if (change.kind === 'bot') this.seatBot(change.seat, change.replaces);
    else if (change.kind === 'takeover') this.takeOver(change.player, change.bot);
    else change.run();
    this.bots.prune();
    // Whoever the change took out of the room is told so.
    for (const s of [...room.sessions]) {
      if (s.player && !room.roster.byId(s.player.id)) room.bye(s, 'removed');
    }
    room.persist();
    room.broadcastLobby();
    room.ack(session, msg.n, null);
    this.changed();
  }

  /** A bot sits at lobby seat `seat`; in a match, in place of `replaces` (who then watches). */
  private seatBot(seat: number, replaces: Player | null): void {
    const room = this.room;
    const id = room.opts.randomId().slice(0, 12);
    const rng = seedRng(`${room.opts.randomId()}/${room.code}/${seat}`);
    const bot = room.roster.addBot(id, seat, rng);
    if (!replaces || !room.match) return;
    replaces.seat = null;
    replaces.ready = false;
    this.handOver(replaces, bot);
  }

  /** During a match: `person` (watching) takes over `bot`'s seat, cards and all. */
  private takeOver(person: Player, bot: Player): void {
    const room = this.room;
    person.seat = bot.seat;
    person.ready = true;
    this.handOver(bot, person);
    room.roster.remove(bot.id);
    const session = room.sessionOf.get(person.id);
    if (session) {
      session.sent = null; // a full view, now of the seat
      this.match.sendView(session);
    }
  }

  /** Match seat of `from` goes to `to`; whatever `from` held is put down. */
  private handOver(from: Player, to: Player): void {
    const room = this.room;
    const match = room.match!;
    room.match = { ...match, order: match.order.map((id) => (id === from.id ? to.id : id)) };
    for (const object of room.grabs.releaseAllOf(from.id)) room.broadcastHold(object, null);
  }
}
