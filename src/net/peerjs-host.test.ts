// The PeerJS host transport against a stand-in Peer (no browser, no broker): what it hands to the
// host, and how often.
import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Connection } from './transport.ts';

const fake = vi.hoisted(() => ({ peers: [] as unknown[] }));

vi.mock('peerjs', async (importOriginal) => {
  const { EventEmitter: Emitter } = await import('node:events');
  /** A Peer that registers at once and lets the test announce connections. */
  class FakePeer extends Emitter {
    open = false;
    destroyed = false;
    disconnected = false;
    constructor(readonly id: string) {
      super();
      fake.peers.push(this);
      queueMicrotask(() => {
        this.open = true;
        this.emit('open', id);
      });
    }
    destroy() {
      this.destroyed = true;
    }
  }
  return { ...(await importOriginal<object>()), Peer: FakePeer };
});

// The suite shares modules between files (vite.config.ts `isolate: false`): forget them, so this
// file's ./peerjs.ts is imported afresh, with the stand-in Peer.
vi.resetModules();
const { peerHostTransport } = await import('./peerjs.ts');

/** A DataConnection stand-in: events, and what was sent on it. */
class FakeChannel extends EventEmitter {
  readonly sent: string[] = [];
  constructor(readonly peer: string) {
    super();
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.emit('close');
  }
}

const CONFIG = { host: '127.0.0.1', port: 9, path: '/peerjs', secure: false, iceServers: [] };

afterEach(() => {
  fake.peers.length = 0;
  vi.restoreAllMocks();
});

describe('peerHostTransport', () => {
  test('a channel PeerJS announces open twice is handed over once; its messages arrive once', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const transport = peerHostTransport('ABC-DEF', CONFIG);
    const accepted: Connection[] = [];
    await transport.listen((conn) => accepted.push(conn));
    const peer = fake.peers.at(-1) as EventEmitter;
    const dc = new FakeChannel('guest-1');
    peer.emit('connection', dc);
    dc.emit('open');
    dc.emit('open'); // a repeated offer gave it a second data channel
    expect(accepted).toHaveLength(1);
    const received: string[] = [];
    accepted[0]!.onMessage((m) => received.push(m));
    dc.emit('data', '{"t":"hello"}');
    expect(received).toEqual(['{"t":"hello"}']);
    expect(console.warn).toHaveBeenCalledWith("peerjs host: guest-1's channel opened again");
    transport.close();
  });

  test('two channels from one guest are two connections', async () => {
    const transport = peerHostTransport('ABC-DEF', CONFIG);
    const accepted: Connection[] = [];
    await transport.listen((conn) => accepted.push(conn));
    const peer = fake.peers.at(-1) as EventEmitter;
    for (const dc of [new FakeChannel('guest-1'), new FakeChannel('guest-1')]) {
      peer.emit('connection', dc);
      dc.emit('open');
    }
    expect(accepted).toHaveLength(2);
    transport.close();
  });
});
