// PeerJS over WebRTC: the only file in the project that imports 'peerjs'. A room's host listens
// under the room's peer id (see room-code.ts); clients connect to it with a random id of their
// own. PeerJS only needs the signalling server (the "broker") to introduce peers; once a data
// channel is open, messages flow browser to browser and survive the broker going away.
//
// Data channels are reliable and ordered, with `serialization: 'raw'`: we send strings, and the
// protocol layer does its own JSON, size caps and validation.
import { Peer, util, type DataConnection, type PeerError } from 'peerjs';
import { roomPeerId } from './room-code.ts';
import type { ChannelBinding, ClientTransport, Connection, HostTransport } from './transport.ts';

/** Where the signalling server is and which ICE servers (STUN/TURN) to use. */
export type PeerConfig = {
  host: string;
  port: number;
  /** The server's mount path, e.g. '/' for the cloud broker or '/peerjs' for `npm start`. */
  path: string;
  secure: boolean;
  iceServers: RTCIceServer[];
  /** The server's API key; PeerJS's default ('peerjs') when absent. */
  key?: string;
};

/** A public STUN server, used with the cloud broker unless VITE_ICE_SERVERS says otherwise. */
export const PUBLIC_STUN: RTCIceServer[] = [{ urls: 'stun:stun.l.google.com:19302' }];

/** The meta tag our own servers (`npm start`, the Vite dev and preview servers) inject. */
export const SAME_ORIGIN_META = 'meta[name="gang-table-signalling"][content="same-origin"]';

/** What peerConfigFromEnv needs to know about the page (null outside a browser). */
export type PageInfo = {
  hostname: string;
  /** `location.port`: '' for the scheme's default port. */
  port: string;
  https: boolean;
  /** Whether the page was served by our own server, with signalling under /peerjs. */
  sameOrigin: boolean;
};

function currentPage(): PageInfo | null {
  if (typeof location === 'undefined' || typeof document === 'undefined') return null;
  return {
    hostname: location.hostname,
    port: location.port,
    https: location.protocol === 'https:',
    sameOrigin: document.querySelector(SAME_ORIGIN_META) !== null,
  };
}

/**
 * The signalling and ICE configuration, from Vite env vars fixed at build time over defaults:
 * - served by our own server (it injects SAME_ORIGIN_META): signalling on the page's own origin
 *   under /peerjs, and no ICE servers, so a LAN plays without the internet;
 * - anywhere else (a static build on any web host): the public PeerJS cloud broker and a public
 *   STUN server.
 * VITE_PEER_HOST points at another signalling server; VITE_PEER_PORT, VITE_PEER_PATH,
 * VITE_PEER_SECURE ('true'/'false'), VITE_PEER_KEY and VITE_ICE_SERVERS (a JSON array of
 * RTCIceServer) override single fields.
 */
export function peerConfigFromEnv(
  env: Record<string, unknown> = import.meta.env,
  page: PageInfo | null = currentPage(),
): PeerConfig {
  const text = (name: string): string | undefined => {
    const value = env[name];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const customHost = text('VITE_PEER_HOST');
  let config: PeerConfig;
  if (customHost) {
    config = { host: customHost, port: 443, path: '/', secure: true, iceServers: [...PUBLIC_STUN] };
  } else if (page?.sameOrigin) {
    const port = page.port ? Number(page.port) : page.https ? 443 : 80;
    config = { host: page.hostname, port, path: '/peerjs', secure: page.https, iceServers: [] };
  } else {
    config = {
      host: util.CLOUD_HOST,
      port: util.CLOUD_PORT,
      path: '/',
      secure: true,
      iceServers: [...PUBLIC_STUN],
    };
  }
  const port = text('VITE_PEER_PORT');
  if (port !== undefined) config.port = Number(port);
  config.path = text('VITE_PEER_PATH') ?? config.path;
  const secure = text('VITE_PEER_SECURE');
  if (secure !== undefined) config.secure = secure === 'true' || secure === '1';
  const key = text('VITE_PEER_KEY');
  if (key !== undefined) config.key = key;
  const ice = text('VITE_ICE_SERVERS');
  if (ice !== undefined) config.iceServers = parseIceServers(ice);
  if (!Number.isInteger(config.port) || config.port <= 0 || config.port > 65535) {
    throw new Error(`VITE_PEER_PORT must be a port number, got "${port}"`);
  }
  return config;
}

function parseIceServers(json: string): RTCIceServer[] {
  const servers: unknown = JSON.parse(json);
  const valid =
    Array.isArray(servers) &&
    servers.every((s: unknown) => typeof s === 'object' && s !== null && 'urls' in s);
  if (!valid) throw new Error('VITE_ICE_SERVERS must be a JSON array of {"urls": …} objects');
  return servers as RTCIceServer[];
}

/** How long a host keeps asking for its room's id while the broker still holds it. */
const ID_WAIT_MS = 20_000;
/** How long a client waits for the broker and then the host before giving up. */
const CONNECT_TIMEOUT_MS = 8_000;
/** How long a host waits for an incoming channel to open before dropping it. */
const ACCEPT_TIMEOUT_MS = 15_000;
/** How long a channel's ICE may stay 'disconnected' before it counts as closed. */
export const ICE_DISCONNECTED_MS = 1000;
const CHANNEL_OPTIONS = { reliable: true, serialization: 'raw' } as const;

function newPeer(id: string, config: PeerConfig): Peer {
  return new Peer(id, {
    host: config.host,
    port: config.port,
    path: config.path,
    secure: config.secure,
    ...(config.key ? { key: config.key } : {}),
    // Always explicit: PeerJS's default config names public STUN/TURN servers.
    config: { iceServers: config.iceServers },
  });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Keeps a peer registered with the broker: after 'disconnected' (the WebSocket to the broker
 * dropped) it calls reconnect() with backoff. Open data channels are not affected meanwhile.
 */
function stayRegistered(peer: Peer, isClosed: () => boolean): void {
  let delay = 500;
  peer.on('open', () => {
    delay = 500;
  });
  peer.on('disconnected', () => {
    // destroy() also passes through 'disconnected': the checks run after it has finished.
    setTimeout(() => {
      if (isClosed() || peer.destroyed || !peer.disconnected) return;
      peer.reconnect();
    }, delay);
    delay = Math.min(delay * 2, 15_000);
  });
}

/** Resolves when `peer` is registered with the broker; rejects on a fatal error or timeout. */
function whenOpen(peer: Peer, timeoutMs: number): Promise<void> {
  if (peer.open) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      peer.off('open', onOpen);
      peer.off('error', onError);
      peer.off('close', onClose);
    };
    const onOpen = () => {
      done();
      resolve();
    };
    const onError = (error: PeerError<string>) => {
      // 'peer-unavailable' concerns a connection, not the registration.
      if (error.type === 'peer-unavailable') return;
      done();
      reject(Object.assign(new Error(error.type), { cause: error }));
    };
    const onClose = () => {
      done();
      reject(new Error('closed'));
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error('signalling-timeout'));
    }, timeoutMs);
    peer.on('open', onOpen);
    peer.on('error', onError);
    peer.on('close', onClose); // destroyed, e.g. by close() while still registering
  });
}

/** The certificate fingerprint a session description names (`a=fingerprint:sha-256 AB:…`),
 * normalised, or null. Every media section of one description carries the same certificate. */
export function sdpFingerprint(sdp: string | undefined): string | null {
  const m = sdp?.match(/^a=fingerprint:(\S+) ([0-9A-Fa-f:]+)\s*$/m);
  return m ? `${m[1]!.toLowerCase()} ${m[2]!.toUpperCase()}` : null;
}

/** The channel's two certificates, once both descriptions are known. */
function bindingOf(dc: DataConnection): ChannelBinding | null {
  const pc = dc.peerConnection as RTCPeerConnection | undefined;
  const local = sdpFingerprint(pc?.localDescription?.sdp);
  const remote = sdpFingerprint(pc?.remoteDescription?.sdp);
  return local && remote ? { local, remote } : null;
}

/** A Connection over an open DataConnection. Messages arriving before onMessage wait for it. */
function wrap(dc: DataConnection): Connection {
  let onMessage: ((data: string) => void) | null = null;
  let onClose: (() => void) | null = null;
  const early: string[] = [];
  let closed = false;
  const closeOnce = () => {
    if (closed) return;
    closed = true;
    onClose?.();
  };
  dc.on('data', (data) => {
    if (typeof data !== 'string' || closed) return; // we only ever send strings
    if (onMessage) onMessage(data);
    else early.push(data);
  });
  dc.on('close', closeOnce);
  // A peer that crashed or lost its network stops answering ICE's checks: the state turns
  // 'disconnected' within seconds, long before the channel closes ('failed' comes after ~30 s,
  // and PeerJS closes the channel then, as on 'closed'). It can also be a passing hiccup, so the
  // channel is closed only if it stays so for ICE_DISCONNECTED_MS: then the client reconnects at
  // once (to the same host, if it is alive) instead of waiting out its silence timeout.
  let dropping: ReturnType<typeof setTimeout> | null = null;
  dc.on('iceStateChanged', (state) => {
    if (dropping) clearTimeout(dropping);
    dropping = null;
    if (state !== 'disconnected' || closed) return;
    dropping = setTimeout(() => {
      console.warn(`peerjs: channel with ${dc.peer}: ICE disconnected, closing it`);
      dc.close();
      closeOnce();
    }, ICE_DISCONNECTED_MS);
  });
  dc.on('error', (error) => {
    console.warn(`peerjs: channel with ${dc.peer}: ${error.type}`);
    dc.close();
    closeOnce();
  });
  return {
    label: dc.peer,
    binding: () => bindingOf(dc),
    send(data) {
      if (!closed) void dc.send(data);
    },
    close() {
      dc.close(); // emits 'close' only if the channel was open
      closeOnce();
    },
    onMessage(handler) {
      onMessage = handler;
      for (const data of early.splice(0)) handler(data);
    },
    onClose(handler) {
      onClose = handler;
      if (closed) queueMicrotask(handler);
    },
  };
}

/** The host of room `code`: listens under roomPeerId(code) on the configured broker. */
export function peerHostTransport(code: string, config: PeerConfig): HostTransport {
  let peer: Peer | null = null;
  let closed = false;
  const id = roomPeerId(code);

  /** Registers `id`, retrying while the broker still holds it (e.g. after a host reload). */
  async function register(): Promise<Peer> {
    const deadline = Date.now() + ID_WAIT_MS;
    for (let delay = 250; ; delay = Math.min(delay * 2, 2_000)) {
      const candidate = newPeer(id, config);
      peer = candidate;
      try {
        await whenOpen(candidate, ID_WAIT_MS);
        return candidate;
      } catch (error) {
        candidate.destroy();
        const taken = error instanceof Error && error.message === 'unavailable-id';
        if (!taken || closed || Date.now() + delay > deadline) throw error;
        await sleep(delay);
        if (closed) throw new Error('closed', { cause: error });
      }
    }
  }

  /** The registered peer, and where its open channels go (held back until listen says). */
  let serving: Peer | null = null;
  let deliver: ((conn: Connection) => void) | null = null;
  const waiting: Connection[] = [];
  function serve(registered: Peer): void {
    serving = registered;
    stayRegistered(registered, () => closed);
    registered.on('error', (error) => console.warn(`peerjs host: ${error.type}`));
    registered.on('connection', (dc) => {
      // Hand the channel over once it is open; drop it if it never opens.
      const timer = setTimeout(() => dc.close(), ACCEPT_TIMEOUT_MS);
      let handed = false;
      dc.on('open', () => {
        // PeerJS may announce one connection open twice (a repeated offer gives it a second
        // data channel). Handed over twice, every message would arrive twice, and one guest's
        // hello would take two seats: it is handed over once.
        if (handed) return console.warn(`peerjs host: ${dc.peer}'s channel opened again`);
        handed = true;
        clearTimeout(timer);
        if (deliver) deliver(wrap(dc));
        else waiting.push(wrap(dc)); // claimed, not served yet: the guests' offers wait
      });
    });
  }

  return {
    async listen(onConnection) {
      if (!serving) serve(await register());
      deliver = onConnection;
      for (const conn of waiting.splice(0)) onConnection(conn);
    },
    async claim() {
      if (serving || closed) return serving !== null;
      const candidate = newPeer(id, config);
      peer = candidate;
      try {
        // One attempt: the broker answers at once, 'unavailable-id' while anybody holds it.
        await whenOpen(candidate, CONNECT_TIMEOUT_MS);
      } catch {
        candidate.destroy();
        return false;
      }
      if (closed) return false;
      serve(candidate);
      return true;
    },
    close() {
      closed = true;
      peer?.destroy(); // closes every channel and frees the id on the broker
    },
  };
}

/**
 * A client: one Peer with a random id, connecting to rooms' hosts on the configured broker.
 * connect() rejects with Error('host-unreachable') when no host answers for the room within
 * ~8 s, or Error('signalling-unreachable') when the broker itself cannot be reached.
 */
export function peerClientTransport(config: PeerConfig): ClientTransport {
  let peer: Peer | null = null;
  let closed = false;

  function currentPeer(): Peer {
    if (peer && !peer.destroyed) return peer;
    // Random bytes work on plain-http LAN pages too, where crypto.randomUUID does not exist.
    const bytes = crypto.getRandomValues(new Uint8Array(8));
    const id = `gang-table-p-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
    const fresh = newPeer(id, config);
    fresh.on('error', (error) => console.warn(`peerjs client: ${error.type}`));
    stayRegistered(fresh, () => closed);
    peer = fresh;
    return fresh;
  }

  return {
    async connect(room) {
      if (closed) throw new Error('closed');
      const started = Date.now();
      const p = currentPeer();
      try {
        await whenOpen(p, CONNECT_TIMEOUT_MS);
      } catch (error) {
        p.destroy(); // the next connect starts afresh
        throw new Error('signalling-unreachable', { cause: error });
      }
      const dc = p.connect(roomPeerId(room), CHANNEL_OPTIONS);
      if (!dc) throw new Error('signalling-disconnected');
      return new Promise<Connection>((resolve, reject) => {
        let settled = false;
        const finish = (error: Error | null) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          p.off('error', onPeerError);
          if (!error) return resolve(wrap(dc));
          dc.close();
          reject(error);
        };
        // The broker answers 'peer-unavailable' when no host holds the room's id.
        const onPeerError = (error: PeerError<string>) => {
          if (error.type === 'peer-unavailable') finish(new Error('host-unreachable'));
        };
        const timer = setTimeout(
          () => finish(new Error('host-unreachable')),
          Math.max(0, CONNECT_TIMEOUT_MS - (Date.now() - started)),
        );
        p.on('error', onPeerError);
        dc.on('open', () => finish(null));
        dc.once('error', () => finish(new Error('host-unreachable')));
      });
    },
    close() {
      closed = true;
      peer?.destroy();
    },
  };
}
