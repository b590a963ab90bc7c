// The one interface every transport offers: in-memory loopback (tests, solo and demo play) and
// PeerJS over WebRTC (the only file that imports 'peerjs'). Messages are strings: the protocol
// layer owns encoding, size caps and validation, so every transport carries exactly the bytes
// that are counted and checked.

/** One open, bidirectional, ordered and reliable channel. */
export interface Connection {
  /** A label for logs (a peer id, or 'loopback-3'). Never a secret. */
  readonly label: string;
  send(data: string): void;
  close(): void;
  /** Registers the message handler (one per connection; set before messages flow). */
  onMessage(handler: (data: string) => void): void;
  /** Called once, when the channel closes for any reason. */
  onClose(handler: () => void): void;
}

/** The host side: accepts connections under a room's address. */
export interface HostTransport {
  /** Starts listening; resolves once clients can reach this room. */
  listen(onConnection: (conn: Connection) => void): Promise<void>;
  /** Stops accepting and closes everything. */
  close(): void;
}

/** The client side: opens a connection to a room's host. */
export interface ClientTransport {
  /** Opens a channel to the host of `room`; rejects if the host cannot be reached. */
  connect(room: string): Promise<Connection>;
  /** Frees whatever the transport holds (sockets, peers). */
  close(): void;
}
