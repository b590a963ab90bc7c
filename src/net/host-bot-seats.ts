// The bots' side of the host's door: each bot the host seats speaks through a session of its own
// (no connection: the host's answers come back to the bot, its log lines say `bot:ID`), and its
// requests go down a person's path from the shape check on (the schemas, its own message
// numbers, the seat, the table rules and the game), so a bot is refused for the same reasons as
// anybody. host-bots.ts decides what the bots do and when.
import type { BotRequest } from './host-bots.ts';
import { TokenBucket } from './host-limits.ts';
import type { Player } from './host-roster.ts';
import type { HostRoom, Session } from './host-room.ts';
import { checkClientMessage, type ClientMessage } from './protocol.ts';
import type { Connection } from './transport.ts';
import { PROTOCOL_VERSION } from './protocol-shapes.ts';

/** Routes a well-formed message of a player who said hello (the host's router). */
export type Handle = (session: Session, player: Player, msg: ClientMessage, now: number) => void;

/** The sessions of the bots at the table. */
export class BotSeats {
  private readonly sessions = new Map<string, Session>();

  constructor(
    private readonly room: HostRoom,
    private readonly handle: Handle,
  ) {}

  /** Bot `id`'s session. */
  sessionOf(id: string): Session {
    let session = this.sessions.get(id);
    if (!session) {
      const conn: Connection = {
        label: `bot:${id}`,
        send: () => {},
        close: () => {},
        onMessage: () => {},
        onClose: () => {},
      };
      session = {
        conn,
        player: this.room.roster.byId(id) ?? null,
        nonce: null,
        bucket: new TokenBucket(1, 1, 0),
        flood: 0,
        heardAt: 0,
        sent: null,
        helloTimer: null,
      };
      this.sessions.set(id, session);
    }
    return session;
  }

  /** A bot's request: the reason it was refused, or null. */
  request(id: string, req: BotRequest): string | null {
    const room = this.room;
    const player = room.roster.byId(id);
    if (!player?.bot) return 'no-such-player';
    const session = this.sessionOf(id);
    session.player = player;
    const raw =
      req.t === 'pose'
        ? { v: PROTOCOL_VERSION, ...req }
        : { v: PROTOCOL_VERSION, n: player.next, ...req };
    const msg = checkClientMessage({ t: req.t, raw });
    if ('dropped' in msg) {
      room.log(session, msg.dropped);
      return msg.dropped;
    }
    if (msg.t === 'pose') {
      const held = room.grabs.holder(msg.object) === id;
      this.handle(session, player, msg, room.now());
      return held ? null : 'not-holding';
    }
    let reason: string | null = 'no-answer';
    session.answer = (answer) => {
      if (answer.t === 'ack') reason = answer.ok ? null : (answer.reason ?? 'refused');
    };
    this.handle(session, player, msg, room.now());
    return reason;
  }

  /** Forgets the sessions of bots no longer in the room. */
  prune(): void {
    for (const id of this.sessions.keys()) if (!this.room.roster.byId(id)) this.sessions.delete(id);
  }
}
