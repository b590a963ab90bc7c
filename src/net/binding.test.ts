// Channel binding (issue #20, defect 8): whoever can relay a connection (a malicious signalling
// server that answers the guest itself and dials the host) passes every message on untouched, but
// must end each leg with a certificate of its own; the host signs the two certificates it sees,
// the guest checks them against the two it sees, and the relay learns nothing.
import { afterEach, expect, test } from 'vitest';
import { Client } from './client.ts';
import { Host } from './host.ts';
import { LoopbackNetwork } from './loopback.ts';
import { sdpFingerprint } from './peerjs.ts';
import { flush, testBytes } from './test-kit.ts';
import type { Connection } from './transport.ts';

const closers: { close(): void }[] = [];
afterEach(() => {
  for (const c of closers.splice(0)) c.close();
});

/** A host at KTR94M on `net`, its channels ending in certificate 'H', with a started game. */
async function realHost(net: LoopbackNetwork) {
  const clock = { t: 1000 };
  const host = new Host({
    code: 'KTR94M',
    game: 'the-gang',
    hostName: 'Arsène',
    now: () => clock.t,
    randomId: () => `id-${Math.random().toString(36).slice(2)}`,
    randomBytes: testBytes('host'),
  });
  await host.listen(net.host('KTR94M', 'H'));
  closers.push(host);
  return host;
}

function guest(net: LoopbackNetwork, cert: string, token?: string) {
  const c = new Client({
    transport: net.client(cert),
    room: 'KTR94M',
    name: 'Doris',
    ...(token ? { token } : {}),
    now: () => 1000,
    randomBytes: testBytes(`guest-${cert}`),
    backoff: { firstMs: 5, maxMs: 10, hostLostMs: 1000 },
  });
  closers.push(c);
  return c;
}

/** A relay: answers at KTR94M on `front` (certificate 'R1') and dials the real host on `back`
 * (certificate 'R2'), passing every message both ways and keeping a copy. */
async function relay(front: LoopbackNetwork, back: LoopbackNetwork) {
  const seen: string[] = [];
  await front.host('KTR94M', 'R1').listen((toGuest: Connection) => {
    const toHost = back.connect('KTR94M', 'R2');
    toHost.onMessage((m) => {
      seen.push(m);
      toGuest.send(m);
    });
    toGuest.onMessage((m) => {
      seen.push(m);
      toHost.send(m);
    });
  });
  return seen;
}

test('a direct channel is bound: the guest checks the host signed the two ends it sees', async () => {
  const net = new LoopbackNetwork();
  const host = await realHost(net);
  const doris = guest(net, 'G');
  await doris.connect();
  expect(doris.state.status).toBe('connected');
  expect(doris.state.hostKey).toBe(host.key.public);
});

test('a relay in the middle passes the proof on, and the guest refuses it: no token, no seat', async () => {
  const hostSide = new LoopbackNetwork();
  const guestSide = new LoopbackNetwork();
  const host = await realHost(hostSide);
  // Doris has a seat (joined directly before); then her signalling server turns on her.
  const direct = guest(hostSide, 'G');
  await direct.connect();
  const token = direct.state.you!.token;
  direct.close();
  await flush();
  const seen = await relay(guestSide, hostSide);
  const doris = guest(guestSide, 'G', token);
  await expect(doris.connect()).rejects.toThrow('impostor');
  await flush();
  expect(doris.state.impostor).toBe(true);
  expect(seen.some((m) => m.includes('"t":"proof"'))).toBe(true); // the relay did pass it on…
  expect(seen.join()).not.toContain(token); // …but Doris said nothing more
  expect(seen.some((m) => m.includes('"t":"hello"'))).toBe(false);
  expect(host.lobby().players.find((p) => p.name === 'Doris')?.connected).toBe(false);
});

test('a certificate fingerprint is read from a session description', () => {
  const sdp = [
    'v=0',
    'o=- 46117317 2 IN IP4 127.0.0.1',
    'a=group:BUNDLE 0',
    'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
    'a=fingerprint:SHA-256 7b:2F:00:AA:10:9C:DE:F1:22:33:44:55:66:77:88:99:AA:BB:CC:DD:EE:FF:00:11:22:33:44:55:66:77:88:99',
    'a=setup:actpass',
  ].join('\r\n');
  expect(sdpFingerprint(sdp)).toBe(
    'sha-256 7B:2F:00:AA:10:9C:DE:F1:22:33:44:55:66:77:88:99:AA:BB:CC:DD:EE:FF:00:11:22:33:44:55:66:77:88:99',
  );
  expect(sdpFingerprint('v=0\r\nm=application 9')).toBeNull();
  expect(sdpFingerprint(undefined)).toBeNull();
});
