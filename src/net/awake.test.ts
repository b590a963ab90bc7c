// The heartbeat's timer tells how long the page stalled between two of its calls.
import { afterEach, expect, test, vi } from 'vitest';
import { awakeInterval } from './awake.ts';

afterEach(() => {
  vi.useRealTimers();
});

test('calls on time report no stall; a late call reports how late it came', () => {
  vi.useFakeTimers();
  let now = 0;
  const calls: number[] = [];
  const stop = awakeInterval(
    2000,
    (stalled) => calls.push(stalled),
    () => now,
  );
  for (const step of [2000, 2000, 2600]) {
    now += step;
    vi.advanceTimersByTime(2000);
  }
  // The page froze for 9 s: the next call comes 11 s after the one before.
  now += 11_000;
  vi.advanceTimersByTime(2000);
  now += 2000;
  vi.advanceTimersByTime(2000);
  // A call less than half an interval late is on time (timers jitter).
  expect(calls).toEqual([0, 0, 0, 9000, 0]);
  stop();
  vi.advanceTimersByTime(10_000);
  expect(calls).toHaveLength(5);
});
