// The host under the attacks an audit found (issue #20): each test here failed before its fix.
// Memory a stranger can grow, views too big to send, resyncs that amplify, reconnect churn,
// holds that never end, answers lost in a reconnect.
import { afterEach, expect, test } from 'vitest';
import { LIMITS } from './host.ts';
import { flush, rawPeer, startedGang, type Room } from './test-kit.ts';

let room: Room | null = null;
afterEach(() => {
  room?.close();
  room = null;
});

test('a message shaped like a drop is dropped as a message: a stranger never grows the counters', async () => {
  room = await startedGang(3);
  const before = room.host.dropped.size;
  for (let c = 0; c < 40; c++) {
    const { end } = await rawPeer(room, { hi: false });
    for (let i = 0; i < 8; i++)
      end.send(JSON.stringify({ dropped: `x${c}-${i}-${'y'.repeat(500)}` }));
    end.close();
  }
  await flush();
  // Each was an object of no protocol version: one reason, counted 320 times.
  expect(room.host.dropped.get('version')).toBe(320);
  expect(room.host.dropped.size).toBe(before + 1);
  for (const [reason] of room.host.dropped.entries()) expect(reason).toMatch(/^[a-z0-9-]{1,40}$/);
});

test('the host counts at most LIMITS.maxReasons distinct reasons', async () => {
  const { ReasonTally } = await import('./host-limits.ts');
  const tally = new ReasonTally(4);
  for (let i = 0; i < 100; i++) tally.add(`r${i}`);
  expect(tally.size).toBe(5);
  expect(tally.get('other')).toBe(96);
  expect(LIMITS.maxReasons).toBeGreaterThan(50);
});

test('resyncs have a tight limit of their own: a spectator asking 20 times a second gets a few views', async () => {
  room = await startedGang(3);
  const { end, got } = await rawPeer(room, { name: 'Leech' });
  const views = () => got.filter((m) => m.startsWith('{"v":5,"t":"view"')).length;
  const first = views();
  for (let second = 0; second < 10; second++) {
    for (let i = 0; i < 20; i++) end.send('{"v":5,"t":"resync"}');
    await flush();
    room.clock.t += 1000;
  }
  const answered = views() - first;
  expect(answered).toBeGreaterThan(0);
  expect(answered).toBeLessThanOrEqual(LIMITS.resyncBurst + 10 * LIMITS.resyncsPerSecond);
  expect(room.host.dropped.get('too-many-resyncs')).toBe(200 - answered);
  expect(end.isOpen).toBe(true); // a resync is not a flood: the connection stays
});

test('reconnect churn is slowed per person: 300 rejoins cost a few welcomes and broadcasts', async () => {
  room = await startedGang(3);
  const token = room.clients[1]!.state.you!.token;
  room.clients[1]!.close();
  await flush();
  const trudy = room.clients[2]!.received!;
  const lobbiesBefore = trudy.filter((m) => m.includes('"t":"lobby"')).length;
  let welcomed = 0;
  let slowed = 0;
  let busy = 0;
  for (let i = 0; i < 300; i++) {
    const { end, got } = await rawPeer(room, { token });
    if (got.some((m) => m.includes('"t":"welcome"'))) welcomed++;
    if (got.includes('{"v":5,"t":"bye","reason":"too-fast"}')) slowed++;
    if (got.includes('{"v":5,"t":"bye","reason":"busy"}')) busy++; // no proof signed
    end.close();
    await flush(2);
    room.clock.t += 100; // 30 s in all
  }
  const allowed = LIMITS.rejoinBurst + 30 * LIMITS.rejoinsPerSecond;
  expect(welcomed).toBeGreaterThan(0);
  expect(welcomed).toBeLessThanOrEqual(allowed + 1);
  expect(welcomed + slowed + busy).toBe(300);
  expect(busy).toBeLessThanOrEqual(
    Math.max(0, 300 - LIMITS.proofBurst - 30 * LIMITS.proofsPerSecond),
  );
  const lobbies = trudy.filter((m) => m.includes('"t":"lobby"')).length - lobbiesBefore;
  expect(lobbies).toBeLessThanOrEqual(2 * (allowed + 1));
  // Doris is still welcome once she stops churning.
  room.clock.t += 10_000;
  const back = await room.join('Doris', { token });
  expect(await back.act({ type: 'takeChip', chip: 'W1' })).toEqual({ ok: true });
});

test('new connections share a bucket of proofs: a burst of strangers is told busy', async () => {
  room = await startedGang(3);
  const answers: string[] = [];
  for (let i = 0; i < LIMITS.proofBurst + 10; i++) {
    const { end, got } = await rawPeer(room, { hello: false });
    answers.push(got[0] ?? '');
    end.close();
  }
  const proofs = answers.filter((m) => m.includes('"t":"proof"')).length;
  expect(proofs).toBeLessThanOrEqual(LIMITS.proofBurst);
  expect(answers.filter((m) => m.includes('"reason":"busy"')).length).toBeGreaterThanOrEqual(9);
  room.clock.t += 2000; // the bucket refills
  expect((await rawPeer(room, { hello: false })).got[0]).toContain('"t":"proof"');
});

test('a hold cannot be stretched by grabbing again the moment the host puts it down', async () => {
  room = await startedGang(3);
  const doris = room.clients[1]!;
  const trudy = room.clients[2]!;
  expect(await doris.act({ type: 'takeChip', chip: 'W1' })).toEqual({ ok: true });
  // Trudy picks up Doris's chip and keeps it busy, grabbing it back whenever it is put down;
  // Doris tries to take her chip back each time it is free.
  const answers: string[] = [];
  let heldFor = 0;
  for (let t = 0; t < 10 * LIMITS.grabMaxMs; t += 5000) {
    const a = await trudy.grab('W1');
    answers.push(a.ok ? 'ok' : a.reason);
    if (!a.ok && (await doris.grab('W1')).ok) break;
    heldFor = t;
    trudy.pose('W1', [0, 0.03, 0], 0);
    for (const c of room.clients) c.ping();
    await flush();
    room.clock.t += 5000;
    room.host.pingAll();
    await flush();
  }
  expect(answers.at(-1)).toBe('held-too-long');
  expect(heldFor).toBeLessThanOrEqual(LIMITS.grabMaxMs + 5000); // not 600 s
  expect(room.clients[0]!.state.holds).toEqual({ W1: 1 }); // the owner has it
});

test('after a pause longer than the re-grab gap, the same player may hold it afresh', async () => {
  room = await startedGang(3);
  const trudy = room.clients[2]!;
  expect(await trudy.grab('W2')).toEqual({ ok: true });
  for (let t = 0; t <= LIMITS.grabMaxMs; t += 5000) {
    room.clock.t += 5000;
    trudy.pose('W2', [0, 0.03, 0], 0);
    for (const c of room.clients) c.ping();
    await flush();
    room.host.pingAll();
    await flush();
  }
  expect(room.clients[0]!.state.holds).toEqual({});
  expect(await trudy.grab('W2')).toEqual({ ok: false, reason: 'held-too-long' });
  room.clock.t += LIMITS.regrabGapMs;
  expect(await trudy.grab('W2')).toEqual({ ok: true });
});

test('a move sent as the connection drops gets its own answer after the reconnect, not a refusal', async () => {
  room = await startedGang(3);
  const doris = room.clients[1]!;
  const dorisEnd = room.net.clientEnds[1]!;
  // Doris's intent reaches the host, and the line drops before the answer comes back.
  const answer = doris.act({ type: 'takeChip', chip: 'W1' });
  await Promise.resolve();
  dorisEnd.sever();
  dorisEnd.close();
  await flush(20); // she reconnects by herself, and sends it again with the same number
  expect(await answer).toEqual({ ok: true });
  expect((room.host.matchState() as { holding: unknown[] }).holding[1]).toBe('W1');
  expect(room.host.dropped.get('resent')).toBe(1);
  expect(room.host.dropped.get('not-your-turn')).toBeUndefined();
});

test('a reloaded host still knows its last answers', async () => {
  room = await startedGang(3);
  await room.clients[1]!.act({ type: 'takeChip', chip: 'W1' });
  room.host.flush();
  const saved = room.snapshots.at(-1)!.players.find((p) => p.name === 'Doris')!;
  expect(saved.answers?.at(-1)).toEqual([saved.next - 1, null]);
});
