// Diffs of filtered views: exact round trips, compact appends, and patches that refuse paths
// which do not exist (or would reach an object's prototype).
import { describe, expect, test } from 'vitest';
import { theGang, type GangState } from '../engine/index.ts';
import { playOut, type Bot } from '../engine/bots/core/drive.ts';
import { gangBotIntent } from '../engine/bots/the-gang/bot.ts';
import { applyPatch, diffJson, jsonEqual } from './diff.ts';

describe('diffJson / applyPatch', () => {
  test.each([
    ['equal values', { a: 1 }, { a: 1 }, []],
    ['a changed field', { a: 1, b: 2 }, { a: 1, b: 3 }, [['s', ['b'], 3]]],
    ['a new field', { a: 1 }, { a: 1, b: null }, [['s', ['b'], null]]],
    ['a removed field', { a: 1, b: 2 }, { a: 1 }, [['d', ['b']]]],
    ['an array that grew', { log: [1, 2] }, { log: [1, 2, 3, 4] }, [['a', ['log'], [3, 4]]]],
    ['an array that shrank', { log: [1, 2, 3] }, { log: [1] }, [['t', ['log'], 1]]],
    ['an array replaced', { c: ['As', 'Kd'] }, { c: ['Qh'] }, [['s', ['c'], ['Qh']]]],
    [
      'a nested element',
      { p: [{ chip: null }, { chip: 'W1' }] },
      { p: [{ chip: 'W2' }, { chip: 'W1' }] },
      [['s', ['p', 0, 'chip'], 'W2']],
    ],
    ['null to an object', { s: null }, { s: { ok: true } }, [['s', ['s'], { ok: true }]]],
  ])('%s', (_name, from, to, ops) => {
    expect(diffJson(from, to)).toEqual(ops);
    expect(applyPatch(from, diffJson(from, to))).toEqual(to);
  });

  test('patching does not touch the original document', () => {
    const doc = { a: [1], b: { c: 1 } };
    applyPatch(doc, [
      ['a', ['a'], [2]],
      ['s', ['b', 'c'], 2],
    ]);
    expect(doc).toEqual({ a: [1], b: { c: 1 } });
  });

  test.each([
    ['a path that does not exist', [['s', ['x', 'y'], 1]]],
    ['an append to a non-array', [['a', ['a'], [1]]]],
    ['a truncate beyond the length', [['t', ['l'], 5]]],
    ['a prototype path', [['s', ['__proto__', 'polluted'], 1]]],
    ['a delete on an array', [['d', ['l', 0]]]],
  ])('%s throws (the client then asks for a full view)', (_name, ops) => {
    expect(() => applyPatch({ a: 1, l: [1] }, ops as never)).toThrow();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test('every view of a whole seeded game round-trips through diffs, for every seat', () => {
    const start = theGang.setup({
      seed: 'diff',
      seats: 5,
      options: { mode: 'advanced', stacks: 'shuffled' },
    }) as GangState;
    const last: unknown[] = [0, 1, 2, 3, 4].map((seat) => theGang.view(start, seat));
    let ops = 0;
    let full = 0;
    playOut(theGang, start, 5, gangBotIntent as Bot<unknown, unknown>, 'diff', 20_000, (s) => {
      for (let seat = 0; seat < 5; seat++) {
        const next = theGang.view(s as GangState, seat);
        const d = diffJson(last[seat], next);
        expect(jsonEqual(applyPatch(last[seat], d), next)).toBe(true);
        ops += JSON.stringify(d).length;
        full += JSON.stringify(next).length;
        last[seat] = next;
      }
    });
    // Diffs are a small fraction of resending the view each time.
    expect(ops / full).toBeLessThan(0.2);
  });
});
