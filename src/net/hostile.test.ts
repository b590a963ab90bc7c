// Hostile peers: every bad input is dropped or refused with a reason; the host keeps running,
// the match does not change and nothing leaks.
import { afterEach, expect, test, vi } from 'vitest';
import { LIMITS } from './host.ts';
import { MAX_CLIENT_MESSAGE } from './protocol.ts';
import { flush, rawPeer, startedGang, type Room } from './test-kit.ts';

let room: Room | null = null;
afterEach(() => {
  room?.close();
  room = null;
});

test.each([
  ['not JSON', '{"v":5,', 'not-json'],
  ['an array', '[1,2,3]', 'not-an-object'],
  ['a number', '42', 'not-an-object'],
  ['another protocol version', '{"v":1,"t":"ping","at":1}', 'version'],
  ['an unknown type', '{"v":5,"t":"sudo"}', 'unknown-type'],
  ['an intent without a number', '{"v":5,"t":"intent","intent":{}}', 'malformed-intent'],
  [
    'an intent with extra fields',
    '{"v":5,"t":"intent","n":5,"intent":{},"seat":0}',
    'malformed-intent',
  ],
  [
    'a lobby action that does not exist',
    '{"v":5,"t":"lobby","n":5,"action":{"a":"promote"}}',
    'malformed-lobby',
  ],
  ['a ping with a string time', '{"v":5,"t":"ping","at":"now"}', 'malformed-ping'],
  [
    'a message over the size cap',
    JSON.stringify({ v: 5, t: 'ping', at: 1, pad: 'x'.repeat(MAX_CLIENT_MESSAGE) }),
    'too-big',
  ],
  [
    'a prototype-polluting message',
    '{"v":5,"t":"intent","n":9,"intent":{"__proto__":{"admin":true},"type":"continue"}}',
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
  const { end } = await rawPeer(room, { hello: false });
  end.send('{"v":5,"t":"intent","n":1,"intent":{"type":"takeChip","chip":"W1"}}');
  await flush();
  expect(room.host.dropped.get('no-hello')).toBe(1);
  expect((room.host.matchState() as { holding: unknown[] }).holding).toEqual([null, null, null]);
  expect(end.isOpen).toBe(true);
});

test('an intent for another seat is impossible: the seat comes from the connection', async () => {
  room = await startedGang(3);
  const { end, got } = await rawPeer(room);
  end.send('{"v":5,"t":"intent","n":1,"intent":{"type":"takeChip","chip":"W1","to":0}}');
  await flush();
  expect(got.at(-1)).toBe('{"v":5,"t":"ack","n":1,"ok":false,"reason":"not-seated"}');
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
  const { end } = await rawPeer(room, { token: doris.state.you!.token });
  end.send(
    JSON.stringify({ v: 5, t: 'intent', n: sent.next, intent: { type: 'takeChip', chip: 'W1' } }),
  );
  await flush();
  // Within the host's memory of answers it is answered as before (a resend), never done again.
  expect(room.host.dropped.get('resent')).toBe(1);
  expect((room.host.matchState() as { holding: unknown[] }).holding[1]).toBeNull();
});

test('a replay older than the answers the host keeps is dropped without an answer', async () => {
  room = await startedGang(3);
  const doris = room.clients[1]!;
  const first = JSON.parse(doris.received!.find((m) => m.includes('"welcome"'))!) as {
    next: number;
  };
  for (let i = 0; i <= LIMITS.answersKept; i++) {
    await doris.act({ type: i % 2 ? 'returnChip' : 'takeChip', chip: 'W1' });
    room.clock.t += 100;
  }
  const { end, got } = await rawPeer(room, { token: doris.state.you!.token });
  const seen = got.length;
  end.send(
    JSON.stringify({ v: 5, t: 'intent', n: first.next, intent: { type: 'takeChip', chip: 'W2' } }),
  );
  await flush();
  expect(room.host.dropped.get('replay')).toBe(1);
  expect(got.slice(seen).some((m) => m.includes('"t":"ack"'))).toBe(false);
});

test('a flood is rate limited, then the connection is closed; others play on', async () => {
  room = await startedGang(3);
  const { end } = await rawPeer(room);
  for (let i = 0; i < LIMITS.burst + LIMITS.floodClose + 10; i++)
    end.send('{"v":5,"t":"ping","at":1}');
  await flush();
  expect(room.host.dropped.get('rate-limited')).toBe(LIMITS.floodClose);
  expect(end.isOpen).toBe(false);
  room.clock.t += 1000;
  expect(await room.clients[2]!.act({ type: 'takeChip', chip: 'W3' })).toEqual({ ok: true });
});

test('rate limits follow the player across reconnects', async () => {
  room = await startedGang(3);
  const token = room.clients[1]!.state.you!.token;
  room.clients[1]!.close();
  let limited = 0;
  for (let attempt = 0; attempt < 4; attempt++) {
    const { end } = await rawPeer(room, { token });
    for (let i = 0; i < LIMITS.burst; i++) end.send('{"v":5,"t":"ping","at":1}');
    await flush();
    limited = room.host.dropped.get('rate-limited') ?? 0;
    end.close();
    await flush();
  }
  // One bucket for the player: after the first burst, new connections find it empty.
  expect(limited).toBeGreaterThanOrEqual(3 * LIMITS.burst - 10);
});

test('an intent dressed as a pose (a duplicate "t" key) draws from the general bucket', async () => {
  room = await startedGang(3);
  const { end } = await rawPeer(room, { token: room.clients[2]!.state.you!.token });
  const before = room.host.dropped.get('rate-limited') ?? 0;
  for (let n = 0; n < LIMITS.burst + 20; n++) {
    end.send(`{"v":5,"t":"pose","t":"intent","n":${1000 + n},"intent":{"type":"continue"}}`);
  }
  await flush();
  expect((room.host.dropped.get('rate-limited') ?? 0) - before).toBeGreaterThanOrEqual(19);
});

test('renames and lobby actions are throttled', async () => {
  room = await startedGang(3);
  await room.clients[0]!.lobbyAction({ a: 'lobby' });
  const doris = room.clients[1]!;
  const answers = [];
  for (let i = 0; i < 6; i++) answers.push(await doris.lobbyAction({ a: 'rename', name: `D${i}` }));
  expect(answers.filter((a) => a.ok)).toHaveLength(LIMITS.renameBurst);
  expect(answers.at(-1)).toEqual({ ok: false, reason: 'too-fast' });
  const readies = [];
  for (let i = 0; i < 12; i++)
    readies.push(await doris.lobbyAction({ a: 'ready', ready: i % 2 === 0 }));
  expect(readies.filter((a) => !a.ok).length).toBeGreaterThan(0);
});

test('a message number far ahead cannot silence a seat', async () => {
  room = await startedGang(3);
  const doris = room.clients[1]!;
  const { end } = await rawPeer(room, { token: doris.state.you!.token });
  end.send(
    JSON.stringify({
      v: 5,
      t: 'intent',
      n: Number.MAX_SAFE_INTEGER - 1,
      intent: { type: 'continue' },
    }),
  );
  await flush();
  expect(room.host.dropped.get('bad-number')).toBe(1);
  end.close();
  await flush();
  // Doris comes back (her old client was replaced by the raw one) and plays on.
  const again = await room.join('Doris', { token: doris.state.you!.token });
  expect(await again.act({ type: 'takeChip', chip: 'W1' })).toEqual({ ok: true });
});

test('a hello for another room, a hello before hi, a second hello and a wrong token are refused', async () => {
  room = await startedGang(3);
  const a = await rawPeer(room, { hi: false });
  a.end.send('{"v":5,"t":"hi","room":"XXXXXX","nonce":"abcdefghijklmnopqrstuv"}');
  await flush();
  expect(a.got).toEqual(['{"v":5,"t":"bye","reason":"wrong-room"}']);
  const b = await rawPeer(room, { hi: false });
  b.end.send('{"v":5,"t":"hello","room":"KTR94M","name":"m"}');
  await flush();
  expect(room.host.dropped.get('no-hi')).toBe(1);
  const { end } = await rawPeer(room);
  end.send('{"v":5,"t":"hello","room":"KTR94M","name":"again"}');
  await flush();
  expect(room.host.dropped.get('second-hello')).toBe(1);
  const c = await rawPeer(room, { token: 'not-a-token-anybody-has' });
  expect(c.got.at(-1)).toBe('{"v":5,"t":"bye","reason":"unknown-token"}');
});

test('connections that never say hello cannot crowd out a returning player', async () => {
  room = await startedGang(3);
  const squatters = [];
  for (let i = 0; i < LIMITS.maxPending + 5; i++)
    squatters.push(await rawPeer(room, { hi: false }));
  expect(squatters.filter((s) => s.end.isOpen).length).toBeLessThanOrEqual(LIMITS.maxPending);
  const doris = room.clients[1]!;
  const { got } = await rawPeer(room, { token: doris.state.you!.token });
  expect(got.some((m) => m.includes('"t":"welcome"'))).toBe(true);
});

test('a full room still lets a token holder back in; strangers are told room-full', async () => {
  room = await startedGang(3);
  const doris = room.clients[1]!.state.you!.token;
  room.clients[1]!.close();
  await flush();
  for (let i = 0; i < 8; i++) await rawPeer(room, { name: `w${i}` });
  const late = await rawPeer(room, { name: 'one too many' });
  expect(late.got.at(-1)).toBe('{"v":5,"t":"bye","reason":"room-full"}');
  const back = await rawPeer(room, { token: doris });
  expect(back.got.some((m) => m.includes('"t":"welcome"'))).toBe(true);
});

const welcomed = (got: string[]) => got.some((m) => m.includes('"t":"welcome"'));
const roomFull = '{"v":5,"t":"bye","reason":"room-full"}';

test('LIMITS.maxLateJoins: only so many new people join while a match is on', async () => {
  room = await startedGang(3);
  const late = [];
  for (let i = 0; i < LIMITS.maxLateJoins; i++) late.push(await rawPeer(room, { name: `w${i}` }));
  expect(late.every((p) => welcomed(p.got))).toBe(true);
  // The room has space (this is not the cap of people), but the match has had its late joiners.
  expect(room.host.lobby().players.length).toBeLessThan(LIMITS.maxPeople - 1);
  const one = await rawPeer(room, { name: 'one too many' });
  expect(one.got.at(-1)).toBe(roomFull);
  // Late joiners who leave do not give their place back during this match…
  late[0]!.end.close();
  await flush();
  expect((await rawPeer(room, { name: 'still too many' })).got.at(-1)).toBe(roomFull);
  // …but back in the lobby anyone may come in again.
  expect(await room.clients[0]!.lobbyAction({ a: 'lobby' })).toEqual({ ok: true });
  expect(welcomed((await rawPeer(room, { name: 'after the match' })).got)).toBe(true);
});

test('LIMITS.maxPeople: a full room refuses strangers; who watched and left makes way', async () => {
  room = await startedGang(3);
  expect(await room.clients[0]!.lobbyAction({ a: 'lobby' })).toEqual({ ok: true });
  const doris = room.clients[1]!;
  const watchers = [];
  while (room.host.lobby().players.length < LIMITS.maxPeople) {
    watchers.push(await rawPeer(room, { name: `w${watchers.length}` }));
  }
  expect(watchers.every((p) => welcomed(p.got))).toBe(true);
  expect((await rawPeer(room, { name: 'one too many' })).got.at(-1)).toBe(roomFull);
  // A seated player who left keeps their place, and gets back into the full room.
  const token = doris.state.you!.token;
  doris.close();
  await flush();
  expect((await rawPeer(room, { name: 'in her place' })).got.at(-1)).toBe(roomFull);
  expect(welcomed((await rawPeer(room, { token })).got)).toBe(true);
  // A watcher who left makes way for a newcomer.
  const gone = watchers.at(-1)!;
  expect(room.host.lobby().players.at(-1)!.seat).toBeNull();
  gone.end.close();
  await flush();
  expect(room.host.lobby().players).toHaveLength(LIMITS.maxPeople);
  expect(welcomed((await rawPeer(room, { name: 'newcomer' })).got)).toBe(true);
  expect(room.host.lobby().players).toHaveLength(LIMITS.maxPeople);
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
