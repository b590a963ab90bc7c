import { describe, expect, test } from 'vitest';
import { peerConfigFromEnv, PUBLIC_STUN, type PageInfo } from './peerjs.ts';

const lan: PageInfo = { hostname: '192.168.1.20', port: '5173', https: false, sameOrigin: true };
const staticHost: PageInfo = {
  hostname: 'cards.example',
  port: '',
  https: true,
  sameOrigin: false,
};

describe('peerConfigFromEnv', () => {
  test('a page served by our own server signals on its origin, with no ICE servers', () => {
    expect(peerConfigFromEnv({}, lan)).toEqual({
      host: '192.168.1.20',
      port: 5173,
      path: '/peerjs',
      secure: false,
      iceServers: [],
    });
    const behindHttps = { ...lan, hostname: 'table.example', port: '', https: true };
    expect(peerConfigFromEnv({}, behindHttps)).toMatchObject({ port: 443, secure: true });
  });

  test('a static build anywhere else uses the PeerJS cloud broker and a public STUN server', () => {
    const cloud = { host: '0.peerjs.com', port: 443, path: '/', secure: true };
    expect(peerConfigFromEnv({}, staticHost)).toEqual({ ...cloud, iceServers: PUBLIC_STUN });
    expect(peerConfigFromEnv({}, null)).toEqual({ ...cloud, iceServers: PUBLIC_STUN });
  });

  test('VITE_* variables choose another signalling server and ICE servers', () => {
    const turn = { urls: 'turn:turn.example.com:3478', username: 'u', credential: 'p' };
    const env = {
      VITE_PEER_HOST: 'peer.example.com',
      VITE_PEER_PORT: '9000',
      VITE_PEER_PATH: '/signal',
      VITE_PEER_SECURE: 'false',
      VITE_PEER_KEY: 'friends',
      VITE_ICE_SERVERS: JSON.stringify([{ urls: 'stun:stun.example.com:3478' }, turn]),
    };
    expect(peerConfigFromEnv(env, lan)).toEqual({
      host: 'peer.example.com',
      port: 9000,
      path: '/signal',
      secure: false,
      key: 'friends',
      iceServers: [{ urls: 'stun:stun.example.com:3478' }, turn],
    });
    expect(peerConfigFromEnv({ VITE_PEER_HOST: 'peer.example.com' }, staticHost)).toEqual({
      host: 'peer.example.com',
      port: 443,
      path: '/',
      secure: true,
      iceServers: PUBLIC_STUN,
    });
    // Empty variables count as unset.
    expect(peerConfigFromEnv({ VITE_PEER_HOST: ' ', VITE_ICE_SERVERS: '' }, lan).host).toBe(
      '192.168.1.20',
    );
  });

  test('bad values fail loudly', () => {
    expect(() => peerConfigFromEnv({ VITE_ICE_SERVERS: '{"urls":"stun:x"}' }, lan)).toThrow(
      /VITE_ICE_SERVERS/,
    );
    expect(() => peerConfigFromEnv({ VITE_PEER_PORT: 'http' }, lan)).toThrow(/VITE_PEER_PORT/);
  });
});
