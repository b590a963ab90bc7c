// An in-memory transport that behaves like the PeerJS one (peerjs.ts): for unit and scenario
// tests, and for solo and demo tables where host and players share one page. Delivery is
// asynchronous and ordered, like a data channel; messages that arrive before a handler is set
// wait for it; closing an end calls its own close handler at once and the other end's soon
// after; every byte is counted so benchmarks can measure traffic.
import type { ChannelBinding, ClientTransport, Connection, HostTransport } from './transport.ts';

type Handler = (data: string) => void;

/** One end of an in-memory channel. */
class LoopbackEnd implements Connection {
  peer: LoopbackEnd | null = null;
  private message: Handler | null = null;
  private closed: (() => void) | null = null;
  private open = true;
  private readonly early: string[] = [];
  /** Bytes (UTF-16 code units of JSON text) this end received. */
  received = 0;
  /** Every message this end received, when recording is on (tests inspect the bytes). */
  readonly log: string[] | null;

  constructor(
    readonly label: string,
    record: boolean,
    /** A stand-in for this end's certificate fingerprint (tests of channel binding), if any. */
    private readonly cert: string | null = null,
  ) {
    this.log = record ? [] : null;
  }

  binding(): ChannelBinding | null {
    const remote = this.peer?.cert ?? null;
    return this.cert && remote ? { local: this.cert, remote } : null;
  }

  /** A vanished peer (a killed tab, a lost network): nothing flows, and nobody is told. */
  severed = false;

  send(data: string): void {
    const peer = this.peer;
    if (!this.open || !peer || this.severed) return;
    queueMicrotask(() => peer.deliver(data));
  }

  private deliver(data: string): void {
    if (!this.open || this.severed) return;
    this.received += data.length;
    this.log?.push(data);
    if (this.message) this.message(data);
    else this.early.push(data);
  }

  close(): void {
    if (!this.open) return;
    this.open = false;
    const peer = this.peer;
    this.closed?.();
    if (!this.severed) queueMicrotask(() => peer?.close()); // a vanished peer hears nothing
  }

  onMessage(handler: Handler): void {
    this.message = handler;
    for (const data of this.early.splice(0)) handler(data);
  }

  onClose(handler: () => void): void {
    this.closed = handler;
    if (!this.open) queueMicrotask(handler);
  }

  get isOpen(): boolean {
    return this.open;
  }

  /** This end and its peer stop carrying anything, silently. */
  sever(): void {
    this.severed = true;
    if (this.peer) this.peer.severed = true;
  }
}

/** A little in-memory network of rooms. */
export class LoopbackNetwork {
  private readonly rooms = new Map<
    string,
    { accept: (conn: Connection) => void; cert: string | null }
  >();
  private count = 0;
  /** Client ends, newest last (tests read their logs and byte counts). */
  readonly clientEnds: LoopbackEnd[] = [];
  /** Host ends, newest last. */
  readonly hostEnds: LoopbackEnd[] = [];

  constructor(
    private readonly record = false,
    /** How long a listen waits for an address another holds before it fails (PeerJS: 20 s). */
    private readonly idWaitMs = 20_000,
  ) {}

  /** The host side of room `code` (`cert`: its ends' certificate, for channel binding). */
  host(code: string, cert: string | null = null): HostTransport {
    const waiting: Connection[] = [];
    let mine: { accept: (conn: Connection) => void; cert: string | null } | null = null;
    return {
      listen: async (onConnection) => {
        // Like PeerJS (peerjs.ts register): while another holds the address, it waits for it.
        const deadline = Date.now() + this.idWaitMs;
        while (this.rooms.has(code) && this.rooms.get(code) !== mine) {
          if (Date.now() > deadline) throw new Error('unavailable-id');
          await new Promise((r) => setTimeout(r, 5));
        }
        mine = { accept: onConnection, cert };
        this.rooms.set(code, mine);
        for (const conn of waiting.splice(0)) onConnection(conn);
      },
      // Like the broker: the address is this transport's at once if nobody holds it.
      claim: async () => {
        const held = this.rooms.get(code);
        if (held) return held === mine;
        mine = { accept: (conn) => waiting.push(conn), cert };
        this.rooms.set(code, mine);
        return true;
      },
      close: () => {
        if (!mine || this.rooms.get(code) === mine) this.rooms.delete(code);
      },
    };
  }

  /** A client side (`cert`: its ends' certificate, for channel binding). */
  client(cert: string | null = null): ClientTransport {
    return {
      connect: async (code) => this.connect(code, cert),
      close: () => {},
    };
  }

  /** Whether someone listens at room `code`'s address (PeerJS would refuse a second). */
  holds(code: string): boolean {
    return this.rooms.has(code);
  }

  /** Makes room `code`'s host vanish without a word: its channels go silent, none closes, and
   * the room's address is free for whoever takes it next. */
  vanish(code: string): void {
    this.rooms.delete(code);
    for (const end of this.hostEnds) if (end.label.startsWith(`loopback-${code}-`)) end.sever();
  }

  /** Opens a channel to room `code`; returns the client's end. */
  connect(code: string, cert: string | null = null): LoopbackEnd {
    const room = this.rooms.get(code);
    if (!room) throw new Error('host-unreachable');
    const n = ++this.count;
    const client = new LoopbackEnd(`loopback-client-${n}`, this.record, cert);
    const host = new LoopbackEnd(`loopback-${code}-${n}`, this.record, room.cert);
    client.peer = host;
    host.peer = client;
    this.clientEnds.push(client);
    this.hostEnds.push(host);
    room.accept(host);
    return client;
  }
}
