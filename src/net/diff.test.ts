// View deltas: exact round trips, compact appends and removals, a log window that moved, the
// untouched original, and deltas that do not fit the document (or would reach an object's
// prototype) refused.
import { describe, expect, test } from 'vitest';
import { gameById, GAME_IDS } from '../engine/index.ts';
import { playOut, type Bot } from '../engine/bots/core/drive.ts';
import { BOTS } from '../engine/bots/registry.ts';
import { createState } from '../engine/core/match.ts';
import { applyDelta, diffView, jsonEqual } from './diff.ts';

describe('diffView / applyDelta', () => {
  test.each([
    ['equal values', { a: 1 }, { a: 1 }, null],
    ['a changed field', { a: 1, b: 2 }, { a: 1, b: 3 }, { b: [3] }],
    ['a new field', { a: 1 }, { a: 1, b: null }, { b: [null] }],
    ['a removed field', { a: 1, b: 2 }, { a: 1 }, { b: [] }],
    ['an array that grew', { log: [1, 2] }, { log: [1, 2, 3, 4] }, { log: { '+': [3, 4] } }],
    ['an array that shrank', { log: [1, 2, 3] }, { log: [1] }, { log: { '-': 1 } }],
    ['an array replaced', { c: ['As', 'Kd'] }, { c: ['Qh'] }, { c: [['Qh']] }],
    [
      'an item taken from the middle',
      { c: ['W1', 'W2', 'W3'] },
      { c: ['W1', 'W3'] },
      { c: { '*': [1, 1] } },
    ],
    ['the first item taken', { c: ['W1', 'W2', 'W3'] }, { c: ['W2', 'W3'] }, { c: { '<': 1 } }],
    [
      'a log window that moved on',
      { log: [1, 2, 3, 4] },
      { log: [3, 4, 5] },
      { log: { '<': 2, '+': [5] } },
    ],
    [
      'a river that moved on',
      { r: ['a', 'b', 'c', 'd'] },
      { r: ['a', 'c', 'd', 'e'] },
      { r: { '*': [1, 1], '+': ['e'] } },
    ],
    ['most of a short list changed', { c: [1, 2, 3] }, { c: [1, 5, 6] }, { c: [[1, 5, 6]] }],
    [
      'a nested element',
      { p: [{ chip: null }, { chip: 'W1' }] },
      { p: [{ chip: 'W2' }, { chip: 'W1' }] },
      { p: { 0: { chip: ['W2'] } } },
    ],
    ['null to an object', { s: null }, { s: { ok: true } }, { s: [{ ok: true }] }],
    ['an array to an object', { s: [1] }, { s: { ok: true } }, { s: [{ ok: true }] }],
  ])('%s', (_name, from, to, delta) => {
    expect(diffView(from, to)).toEqual(delta);
    if (delta) expect(applyDelta(from, delta)).toEqual(to);
  });

  test('applying leaves the original document untouched and shares what did not change', () => {
    const doc = { a: [1], b: { c: 1 }, e: { f: [2] } };
    const next = applyDelta(doc, { a: { '+': [2] }, b: { c: [2] } });
    expect(doc).toEqual({ a: [1], b: { c: 1 }, e: { f: [2] } });
    expect(next).toEqual({ a: [1, 2], b: { c: 2 }, e: { f: [2] } });
    expect(next.e).toBe(doc.e);
  });

  test.each([
    ['a key that does not exist', { x: { y: [1] } }],
    ['an append to a non-array', { a: { '+': [1] } }],
    ['a truncate beyond the length', { l: { '-': 5 } }],
    ['a drop beyond the length', { l: { '<': 2 } }],
    ['a removal beyond the length', { l: { '*': [0, 2] } }],
    ['an index beyond the length', { l: { 3: [1] } }],
    ['an index that is not a number', { l: { x: [1] } }],
    ['a prototype key', JSON.parse('{"__proto__":{"polluted":[1]}}')],
    ['a constructor key', { constructor: [1] }],
    ['a set of two values', { a: [1, 2] }],
    ['a delete of a missing key', { z: [] }],
    ['a delta that is not an object', [1]],
  ])('%s throws (the client then asks for a full view)', (_name, delta) => {
    const doc = JSON.parse('{"a":1,"l":[1]}') as Record<string, unknown>;
    const parsed = JSON.parse(JSON.stringify(delta)) as never; // as it arrives: own keys only
    expect(() => applyDelta(doc, parsed)).toThrow();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test.each(GAME_IDS)(
    'every view of a whole seeded game of %s round-trips through deltas, for every seat',
    (id) => {
      const def = gameById(id)!;
      const seats = Math.min(4, def.maxSeats);
      const created = createState(def, 'diff', seats, def.defaultOptions);
      if (!created.ok) throw new Error(created.reason);
      const last = Array.from({ length: seats }, (_, s) => def.view(created.state, s) as never);
      let sent = 0;
      let full = 0;
      const bot = BOTS[id].bot as Bot<unknown, unknown>;
      playOut(def, created.state, seats, bot, 'diff', 3000, (s) => {
        for (let seat = 0; seat < seats; seat++) {
          const next = def.view(s, seat) as never;
          const d = diffView(last[seat]!, next);
          const wire = JSON.parse(JSON.stringify(d)) as typeof d; // what a client receives
          const got = wire ? applyDelta(JSON.parse(JSON.stringify(last[seat])), wire) : last[seat];
          expect(jsonEqual(got, JSON.parse(JSON.stringify(next)))).toBe(true);
          sent += JSON.stringify(d ?? {}).length;
          full += JSON.stringify(next).length;
          last[seat] = next;
        }
      });
      // Deltas are a small fraction of resending the view each time.
      expect(sent / full).toBeLessThan(0.2);
    },
  );
});
