import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { intentParser, optionsParser, parseWith } from './schema.ts';

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

describe('intentParser and optionsParser', () => {
  const parse = intentParser<{ type: string }>({
    play: v.strictObject({ type: v.literal('play'), cards: v.array(v.string()) }),
    pass: v.strictObject({ type: v.literal('pass') }),
  });

  test.each([
    [{ type: 'pass' }, { type: 'pass' }],
    [{ type: 'dance' }, { ok: false, reason: 'unknown-intent', detail: 'dance' }],
    [{ type: 'pass', x: 1 }, expect.objectContaining({ reason: 'malformed' })],
    [{ cards: [] }, expect.objectContaining({ reason: 'malformed' })],
    [[], expect.objectContaining({ reason: 'malformed' })],
    ['pass', expect.objectContaining({ reason: 'malformed' })],
    [{ type: 'toString' }, expect.objectContaining({ reason: 'unknown-intent' })],
  ])('%j -> %j', (raw, want) => {
    expect(parse(raw)).toEqual(want);
  });

  test('a throwing getter is malformed, not a crash', () => {
    const evil = {
      type: 'play',
      get cards(): string[] {
        throw new Error('boom');
      },
    };
    expect(parse(evil)).toMatchObject({ reason: 'malformed' });
  });

  test('options: absent means defaults, a mismatch is bad-options', () => {
    const opts = optionsParser(v.strictObject({ fast: v.optional(v.boolean(), false) }), {
      fast: false,
    });
    expect(opts(undefined)).toEqual({ fast: false });
    expect(opts({ fast: true })).toEqual({ fast: true });
    expect(opts({ slow: true })).toMatchObject({ reason: 'bad-options' });
    expect(opts([])).toMatchObject({ reason: 'bad-options' });
  });
});
