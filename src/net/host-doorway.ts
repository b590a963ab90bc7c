// Connections and who comes in. A new connection says `hi` with a nonce, and the host proves who
// it is (its key's signature over the room, the nonce and the channel's two certificates:
// host-key.ts); then `hello` with a seat token (a rejoin) or without (a new person), and the room
// decides: the lock, removals, room left, rejoins per person (host-roster.ts, host-limits.ts).
// Also the heartbeat: pings, connections gone silent, holds gone stale.
import { signProof, signWelcome, type Bound } from './host-key.ts';
import { LIMITS, TokenBucket } from './host-limits.ts';
import type { HostRoom, Msg, Session } from './host-room.ts';
import type { Connection } from './transport.ts';
import { PROTOCOL_VERSION } from './protocol-shapes.ts';

/** Which connection that has not said hello makes way for a new one: the oldest of those that
 * never said hi, else the one whose hi is oldest. A guest mid-handshake (hi just answered, its
 * hello a round trip away) is the last to go, so a burst of new connections cannot push it out. */
function evictee(pending: readonly Session[]): Session {
  const silent = pending.filter((s) => s.hiAt === undefined);
  if (silent.length > 0) return silent[0]!;
  return pending.reduce((a, b) => (b.hiAt! < a.hiAt! ? b : a));
}

/** The channel a connection's signatures are bound to, as the host sees it. */
function boundOf(conn: Connection): Bound | null {
  const b = conn.binding?.() ?? null;
  return b && { host: b.local, guest: b.remote };
}

/** The room's door: connections in, hi and hello, the heartbeat. */
export class Doorway {
  constructor(
    private readonly room: HostRoom,
    /** Sends a (re)joining connection its view. */
    private readonly sendView: (session: Session) => void,
  ) {}

  /** Takes a new connection; `receive` gets its messages. Connections that have not said hello
   * never crowd out a player: past the cap, one of them is closed (evictee). */
  accept(conn: Connection, receive: (session: Session, data: unknown) => void): void {
    const room = this.room;
    const now = room.now();
    const pending = [...room.sessions].filter((s) => !s.player);
    if (pending.length >= LIMITS.maxPending) room.bye(evictee(pending), 'busy');
    const session: Session = {
      conn,
      player: null,
      nonce: null,
      bucket: new TokenBucket(LIMITS.pendingBurst, LIMITS.pendingPerSecond, now),
      flood: 0,
      heardAt: now,
      sent: null,
      helloTimer: null,
    };
    session.helloTimer = setTimeout(() => {
      if (!session.player) room.bye(session, 'no-hello');
    }, LIMITS.helloTimeoutMs);
    room.sessions.add(session);
    conn.onMessage((data) => receive(session, data));
    conn.onClose(() => room.dropSession(session));
  }

  /** The connection's nonce: the host proves it holds the room's key before any secret flows. */
  hi(session: Session, msg: Msg<'hi'>): void {
    const room = this.room;
    if (session.nonce) return room.log(session, 'second-hi');
    session.hiAt = room.now();
    if (msg.room !== room.code) return room.bye(session, 'wrong-room');
    // Every proof is a signature: new connections share a bucket of them (they come back later).
    if (!room.proofs.take(room.now())) return room.bye(session, 'busy');
    session.nonce = msg.nonce;
    room.send(session, {
      v: PROTOCOL_VERSION,
      t: 'proof',
      key: room.key.public,
      sig: signProof(room.key, room.code, msg.nonce, boundOf(session.conn)),
    });
  }

  /** Who this connection is: a seat token's player, or a new person if the room lets them in. */
  hello(session: Session, msg: Msg<'hello'>): void {
    const room = this.room;
    if (session.player) return room.log(session, 'second-hello');
    if (!session.nonce) return room.log(session, 'no-hi');
    if (msg.room !== room.code) return room.bye(session, 'wrong-room');
    let player = msg.token ? room.roster.byToken(msg.token) : undefined;
    if (msg.token && !player) return room.bye(session, 'unknown-token');
    const device = msg.device ?? null;
    const inMatch = player !== undefined && (room.match?.order.includes(player.id) ?? false);
    const shut = room.roster.admission(player, device, inMatch);
    if (shut) return room.bye(session, shut);
    if (!player) {
      const refused = this.makeRoom();
      if (refused) return room.bye(session, refused);
      if (room.match) room.lateJoins++;
      player = room.roster.add(
        room.opts.randomId().slice(0, 12),
        msg.name || `Player ${room.roster.size + 1}`,
        room.opts.randomId(),
        false,
        !msg.spectator && !room.match,
        device,
      );
    } else {
      // A rejoin costs everyone a lobby broadcast: a player churning connections is slowed down.
      if (!player.buckets.rejoins.take(room.now())) return room.bye(session, 'too-fast');
      // The same seat from another tab or device: the newest connection wins.
      const old = room.sessionOf.get(player.id);
      if (old && old !== session) room.bye(old, 'replaced');
    }
    if (session.helloTimer) clearTimeout(session.helloTimer);
    session.helloTimer = null;
    session.player = player;
    session.heir = msg.heir ?? null;
    room.sessionOf.set(player.id, session);
    player.connected = true;
    const you = { id: player.id, token: player.token };
    room.send(session, {
      v: PROTOCOL_VERSION,
      t: 'welcome',
      you,
      next: player.next,
      sig: signWelcome(room.key, room.code, session.nonce, you, boundOf(session.conn)),
    });
    room.persist();
    room.broadcastLobby();
    this.sendView(session);
    const order = room.match?.order ?? [];
    for (const [object, holder] of room.grabs.entries()) {
      room.send(session, { v: PROTOCOL_VERSION, t: 'hold', object, by: order.indexOf(holder) });
    }
  }

  /** Room for one more new person, or why not: people who watched and left make way. */
  private makeRoom(): string | null {
    const room = this.room;
    if (room.match && room.lateJoins >= LIMITS.maxLateJoins) return 'room-full';
    if (room.roster.size < LIMITS.maxPeople) return null;
    const order = room.match?.order ?? [];
    const gone = room.roster
      .all()
      .find((p) => !p.connected && !p.host && p.seat === null && !order.includes(p.id));
    if (!gone) return 'room-full';
    room.roster.remove(gone.id);
    return null;
  }

  /** Every 2 s: pings, connections gone silent, holds gone stale. Silence and staleness count
   * only time this page was awake (`stalledMs` it was not, awake.ts): after a stall, what the
   * guests sent meanwhile is still to be read. */
  heartbeat(stalledMs = 0): void {
    const room = this.room;
    const now = room.now();
    for (const s of room.sessions) s.heardAt += stalledMs;
    room.grabs.slept(stalledMs);
    for (const s of [...room.sessions]) {
      if (now - s.heardAt > LIMITS.silentMs) {
        room.log(s, 'silent');
        s.conn.close();
        room.dropSession(s);
      } else if (s.player) {
        room.send(s, { v: PROTOCOL_VERSION, t: 'ping', at: now });
      }
    }
    for (const object of room.grabs.expire(now)) room.broadcastHold(object, null);
  }
}
