// The one interface every transport offers: in-memory loopback (tests, solo and demo play) and
// PeerJS over WebRTC (the only file that imports 'peerjs'). Messages are strings: the protocol
// layer owns encoding, size caps and validation, so every transport carries exactly the bytes
// that are counted and checked.

/** The two ends of a channel as this end sees them: the fingerprints of this end's and the other
 * end's certificates (WebRTC's DTLS, from the session descriptions). The host signs them with its
 * proof, so a relay in the middle (a malicious signalling server), which must end each leg with a
 * certificate of its own, cannot pass the proof on. */
export interface ChannelBinding {
  readonly local: string;
  readonly remote: string;
}

/** One open, bidirectional, ordered and reliable channel. */
export interface Connection {
  /** A label for logs (a peer id, or 'loopback-3'). Never a secret. */
  readonly label: string;
  /** This channel's binding, where the transport has one (WebRTC); absent in memory. */
  binding?(): ChannelBinding | null;
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
  /** Asks the broker for the address once, without waiting for it to come free: true when this
   * transport holds it now (listen then serves there), false when someone else holds it (or the
   * broker could not be asked). Only a successor checking on a quiet host uses it. */
  claim?(): Promise<boolean>;
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
