import { expect, test } from 'vitest';
import { appendLog, logWindow, logWindowStart, STATE_LOG_MAX } from './game-log.ts';

test.each([
  [0, 0],
  [96, 0],
  [97, 0],
  [159, 0],
  [160, 64],
  [223, 64],
  [224, 128],
  [10_000, 9_856],
])('a log of %i entries is carried from entry %i', (length, start) => {
  expect(logWindowStart(length, 96, 64)).toBe(start);
});

test('a view never carries more than keep + step - 1 entries, nor fewer than keep of a long log', () => {
  for (let n = 0; n < 2000; n++) {
    const shown = n - logWindowStart(n, 96, 64);
    expect(shown).toBeLessThanOrEqual(96 + 64 - 1);
    expect(shown).toBeGreaterThanOrEqual(Math.min(n, 96));
  }
});

test('between steps the window only grows at its end (the diff is an append)', () => {
  const log = Array.from({ length: 300 }, (_, i) => i);
  let moves = 0;
  for (let n = 1; n < log.length; n++) {
    const before = logWindow(log.slice(0, n), 96, 64);
    const after = logWindow(log.slice(0, n + 1), 96, 64);
    if (after[0] === before[0]) expect(after.slice(0, before.length)).toEqual(before);
    else moves++;
  }
  expect(moves).toBe(3);
});

test('a state log keeps its last STATE_LOG_MAX entries, trimmed in steps', () => {
  const log: number[] = [];
  for (let i = 0; i < 5000; i++) {
    appendLog(log, i);
    expect(log.length).toBeLessThan(STATE_LOG_MAX + 64);
    expect(log.at(-1)).toBe(i);
  }
  expect(log.length).toBeGreaterThanOrEqual(STATE_LOG_MAX);
});
