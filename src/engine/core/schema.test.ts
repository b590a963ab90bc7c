import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { parseWith } from './schema.ts';

const Play = v.strictObject({ type: v.literal('play'), cards: v.array(v.string()) });

describe('parseWith', () => {
  test('a well-formed input comes back typed', () => {
    expect(parseWith(Play, { type: 'play', cards: ['5R'] })).toEqual({
      type: 'play',
      cards: ['5R'],
    });
  });

  test.each([
    ['a wrong field type', { type: 'play', cards: ['5R', 3] }, 'cards.1: '],
    ['an extra field', { type: 'play', cards: [], x: 1 }, 'x: '],
    ['not an object', null, 'Invalid type'],
    ['an array for an object', [], 'expected an object'],
  ])('%s is refused as malformed, naming where', (_name, raw, detail) => {
    const out = parseWith(Play, raw);
    expect(out).toMatchObject({ ok: false, reason: 'malformed' });
    expect((out as { detail: string }).detail.startsWith(detail)).toBe(true);
  });

  test('the reason can be chosen, and hostile input never throws', () => {
    expect(parseWith(Play, { type: 'x' }, 'bad-options')).toMatchObject({ reason: 'bad-options' });
    const evil = Object.create({ type: 'play' }) as object;
    expect(() => parseWith(Play, evil)).not.toThrow();
  });
});
