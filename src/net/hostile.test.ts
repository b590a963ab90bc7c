// Hostile peers: every bad input is dropped or refused with a reason; the host keeps running,
// the match does not change and nothing leaks.
import { afterEach, expect, test, vi } from 'vitest';
import { LIMITS } from './host.ts';
import { MAX_CLIENT_MESSAGE } from './protocol.ts';
import { flush, startedGang, type Room } from './test-kit.ts';

let room: Room | null = null;
afterEach(() => {
  room?.close();
  room = null;
});

/** A raw connection that has said hello as a fresh (spectating) person. */
async function rawPeer(r: Room, hello = true) {
  const end = r.net.connect('KTR94M');
  const got: string[] = [];
  end.onMessage((m) => got.push(m));
  if (hello) end.send(JSON.stringify({ v: 1, t: 'hello', room: 'KTR94M', name: 'Mallory' }));
  await flush();
  return { end, got };
}

test.each([
  ['not JSON', '{"v":1,', 'not-json'],
  ['an array', '[1,2,3]', 'not-an-object'],
  ['a number', '42', 'not-an-object'],
  ['another protocol version', '{"v":2,"t":"ping","at":1}', 'version'],
  ['an unknown type', '{"v":1,"t":"sudo"}', 'unknown-type'],
  ['an intent without a number', '{"v":1,"t":"intent","intent":{}}', 'malformed-intent'],
  [
    'an intent with extra fields',
    '{"v":1,"t":"intent","n":5,"intent":{},"seat":0}',
    'malformed-intent',
  ],
  [
    'a lobby action that does not exist',
    '{"v":1,"t":"lobby","n":5,"action":{"a":"promote"}}',
    'malformed-lobby',
  ],
  ['a ping with a string time', '{"v":1,"t":"ping","at":"now"}', 'malformed-ping'],
  [
    'a message over the size cap',
    JSON.stringify({ v: 1, t: 'ping', at: 1, pad: 'x'.repeat(MAX_CLIENT_MESSAGE) }),
    'too-big',
  ],
  [
    'a prototype-polluting message',
    '{"v":1,"t":"intent","n":9,"intent":{"__proto__":{"admin":true},"type":"continue"}}',
    null,
  ],
])('%s is dropped; the host and the match are unharmed', async (_name, text, reason) => {
  room = await startedGang(3);
  const before = structuredClone(room.host.matchState());
  const { end, got } = await rawPeer(room);
  end.send(text);
  await flush();
  if (reason) expect(room.host.dropped.get(reason)).toBe(1);
  expect(room.host.matchState()).toEqual(before);
  expect(({} as Record<string, unknown>).admin).toBeUndefined();
  // The host still works for everyone.
  expect(await room.clients[1]!.act({ type: 'takeChip', chip: 'W1' })).toEqual({ ok: true });
  // The stranger saw only a spectator's view: no pocket card.
  const pockets = (room.host.matchState() as { pockets: string[][] }).pockets.flat();
  for (const m of got) for (const card of pockets) expect(m).not.toContain(`"${card}"`);
});

test('messages before hello are ignored', async () => {
  room = await startedGang(3);
  const { end } = await rawPeer(room, false);
  end.send('{"v":1,"t":"intent","n":1,"intent":{"type":"takeChip","chip":"W1"}}');
  await flush();
  expect(room.host.dropped.get('no-hello')).toBe(1);
  expect((room.host.matchState() as { holding: unknown[] }).holding).toEqual([null, null, null]);
  expect(end.isOpen).toBe(true);
});

test('an intent for another seat is impossible: the seat comes from the connection', async () => {
  room = await startedGang(3);
  const { end, got } = await rawPeer(room);
  end.send('{"v":1,"t":"intent","n":1,"intent":{"type":"takeChip","chip":"W1","to":0}}');
  await flush();
  expect(got.at(-1)).toBe('{"v":1,"t":"ack","n":1,"ok":false,"reason":"not-seated"}');
  expect(await room.clients[1]!.act({ type: 'takeChip', chip: 'W1', to: 0 })).toEqual({
    ok: false,
    reason: 'not-in-front-of-others',
  });
});

test('a replayed message is dropped, not applied twice', async () => {
  room = await startedGang(3);
  const doris = room.clients[1]!;
  expect(await doris.act({ type: 'takeChip', chip: 'W1' })).toEqual({ ok: true });
  await doris.act({ type: 'returnChip', chip: 'W1' });
  const sent = JSON.parse(doris.received!.find((m) => m.includes('"welcome"'))!) as {
    next: number;
  };
  // Replay the first intent (n = sent.next) on a fresh raw connection holding Doris's token.
  const end = room.net.connect('KTR94M');
  end.send(
    JSON.stringify({ v: 1, t: 'hello', room: 'KTR94M', name: 'x', token: doris.state.you!.token }),
  );
  await flush();
  end.send(
    JSON.stringify({ v: 1, t: 'intent', n: sent.next, intent: { type: 'takeChip', chip: 'W1' } }),
  );
  await flush();
  expect(room.host.dropped.get('replay')).toBe(1);
  expect((room.host.matchState() as { holding: unknown[] }).holding[1]).toBeNull();
});

test('a flood is rate limited, then the connection is closed; others play on', async () => {
  room = await startedGang(3);
  const { end } = await rawPeer(room);
  for (let i = 0; i < LIMITS.burst + LIMITS.floodClose + 10; i++)
    end.send('{"v":1,"t":"ping","at":1}');
  await flush();
  expect(room.host.dropped.get('rate-limited')).toBe(LIMITS.floodClose);
  expect(end.isOpen).toBe(false);
  room.clock.t += 5000;
  expect(await room.clients[2]!.act({ type: 'takeChip', chip: 'W3' })).toEqual({ ok: true });
});

test('a hello for another room, a second hello and a wrong token are refused', async () => {
  room = await startedGang(3);
  const a = room.net.connect('KTR94M');
  const got: string[] = [];
  a.onMessage((m) => got.push(m));
  a.send('{"v":1,"t":"hello","room":"XXXXXX","name":"m"}');
  await flush();
  expect(got).toEqual(['{"v":1,"t":"bye","reason":"wrong-room"}']);
  const { end } = await rawPeer(room);
  end.send('{"v":1,"t":"hello","room":"KTR94M","name":"again"}');
  await flush();
  expect(room.host.dropped.get('second-hello')).toBe(1);
});

test('a connection that never says hello is closed after the timeout', async () => {
  room = await startedGang(3);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    const end = room.net.connect('KTR94M');
    await Promise.resolve();
    vi.advanceTimersByTime(LIMITS.helloTimeoutMs + 1);
    await Promise.resolve();
    expect(end.isOpen).toBe(false);
  } finally {
    vi.useRealTimers();
  }
});
