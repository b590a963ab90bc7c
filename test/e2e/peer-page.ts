// Test-only page script: puts the PeerJS transport on `window.peerTest` so peerjs.e2e.ts can
// drive a host or a client from Playwright. Built by the test into a temporary folder, never
// into the app's bundle.
import {
  peerClientTransport,
  peerConfigFromEnv,
  peerHostTransport,
  type PeerConfig,
} from '../../src/net/peerjs.ts';
import type { ClientTransport, Connection, HostTransport } from '../../src/net/transport.ts';

/** A big message with multi-byte characters, the same on every page. */
function bigMessage(length: number): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789é€🂡';
  let text = '';
  for (let i = 0; text.length < length; i++) text += alphabet[i % 31] ?? '';
  return `BIG:${text.slice(0, length - 4)}`;
}

/** What a page has seen, small enough to hand back to the test. */
export type Snapshot = {
  /** Every received message, the big ones shortened to their length. */
  received: string[];
  /** How many connections this page has had opened (host: accepted; client: connected). */
  opened: number;
  /** How many of them closed. */
  closed: number;
};

export type PeerTest = {
  config(): PeerConfig;
  /** Listens as host of `code`; resolves with the milliseconds it took. */
  listen(code: string): Promise<number>;
  /** Connects to the host of `code`; resolves with the milliseconds it took. */
  connect(code: string): Promise<number>;
  /** Sends to every open connection. */
  send(text: string): void;
  sendBig(length: number): void;
  snapshot(): Snapshot;
  /** From now on, answers every message it receives with these texts (a stranger who forges). */
  autoReply(texts: string[]): void;
  /** Answers at room `code` on this page's own signalling server and dials the real host of
   * `code` through `upstream`'s, passing every message both ways untouched (what a malicious
   * signalling server could do); everything passed is kept in the snapshot. */
  relay(code: string, upstream: Partial<PeerConfig>): Promise<void>;
  /** Closes the transport (a host frees its room's id). */
  stop(): void;
};

const config: PeerConfig = { ...peerConfigFromEnv(), iceServers: [] }; // tests never use STUN/TURN
const connections: Connection[] = [];
const snapshot: Snapshot = { received: [], opened: 0, closed: 0 };
let replies: string[] = [];
let host: HostTransport | null = null;
let client: ClientTransport | null = null;

function track(conn: Connection): void {
  connections.push(conn);
  snapshot.opened++;
  conn.onMessage((data) => {
    for (const text of replies) conn.send(text);
    if (!data.startsWith('BIG:')) snapshot.received.push(data);
    else {
      const intact = data === bigMessage(data.length);
      snapshot.received.push(`big ${data.length} ${intact ? 'intact' : 'CORRUPT'}`);
    }
  });
  conn.onClose(() => {
    snapshot.closed++;
    connections.splice(connections.indexOf(conn), 1);
  });
}

const peerTest: PeerTest = {
  config: () => config,
  async listen(code) {
    const started = performance.now();
    host = peerHostTransport(code, config);
    await host.listen(track);
    return performance.now() - started;
  },
  async connect(code) {
    const started = performance.now();
    client ??= peerClientTransport(config);
    track(await client.connect(code));
    return performance.now() - started;
  },
  send(text) {
    for (const conn of connections) conn.send(text);
  },
  sendBig(length) {
    for (const conn of connections) conn.send(bigMessage(length));
  },
  snapshot: () => structuredClone(snapshot),
  autoReply(texts) {
    replies = [...texts];
  },
  async relay(code, upstream) {
    const far = peerClientTransport({ ...config, ...upstream, iceServers: [] });
    host = peerHostTransport(code, config);
    await host.listen((near) => {
      snapshot.opened++;
      void far.connect(code).then((toHost) => {
        toHost.onMessage((m) => {
          snapshot.received.push(m);
          near.send(m);
        });
        near.onMessage((m) => {
          snapshot.received.push(m);
          toHost.send(m);
        });
        near.onClose(() => toHost.close());
        toHost.onClose(() => near.close());
      });
    });
  },
  stop() {
    host?.close();
    client?.close();
  },
};

(window as unknown as { peerTest: PeerTest }).peerTest = peerTest;
document.title = 'peer test ready';
