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
  const views = () => got.filter((m) => m.startsWith('{"v":2,"t":"view"')).length;
  const first = views();
  for (let second = 0; second < 10; second++) {
    for (let i = 0; i < 20; i++) end.send('{"v":2,"t":"resync"}');
    await flush();
    room.clock.t += 1000;
  }
  const answered = views() - first;
  expect(answered).toBeGreaterThan(0);
  expect(answered).toBeLessThanOrEqual(LIMITS.resyncBurst + 10 * LIMITS.resyncsPerSecond);
  expect(room.host.dropped.get('too-many-resyncs')).toBe(200 - answered);
  expect(end.isOpen).toBe(true); // a resync is not a flood: the connection stays
});
