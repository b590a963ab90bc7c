// Untrusted intents: every shape is declared once (valibot); anything else is refused before a
// rule looks at it, and nothing here ever throws.
import { describe, expect, test } from 'vitest';
import { gangsta } from './index.ts';
import { GANGSTA_INTENTS, parseGangstaIntent } from './intents.ts';

describe('parseGangstaIntent', () => {
  test.each([
    [{ type: 'mobilise', gangster: 'g01' }],
    [{ type: 'recruit', gangster: 'g48' }],
    [{ type: 'heist', heist: 'h1-03' }],
    [{ type: 'engage', gangster: 'b2' }],
    [{ type: 'abandon' }],
    [{ type: 'pass' }],
    [{ type: 'discard', gangster: 'g12' }],
    [{ type: 'consent' }],
    [{ type: 'decline' }],
  ])('%j is well-formed', (raw) => {
    expect(parseGangstaIntent(raw)).toEqual(raw);
  });

  test.each([
    ['no type', { gangster: 'g01' }, 'malformed'],
    ['a numeric type', { type: 3 }, 'malformed'],
    ['not an object', 'pass', 'malformed'],
    ['null', null, 'malformed'],
    ['an array', [], 'malformed'],
    ['an unknown type', { type: 'shoot' }, 'unknown-intent'],
    ['a type from the prototype', { type: 'toString' }, 'unknown-intent'],
    ['a gangster given as a number', { type: 'recruit', gangster: 12 }, 'malformed'],
    ['a missing gangster', { type: 'mobilise' }, 'malformed'],
    ['an id with a space', { type: 'engage', gangster: 'g 1' }, 'malformed'],
    ['an id too long', { type: 'heist', heist: 'h1-0000000000' }, 'malformed'],
    ['an empty id', { type: 'discard', gangster: '' }, 'malformed'],
    ['an extra field', { type: 'pass', income: 9 }, 'malformed'],
    ['an extra field on engage', { type: 'engage', gangster: 'g01', seat: 1 }, 'malformed'],
  ])('%s is refused as %s', (_name, raw, reason) => {
    expect(parseGangstaIntent(raw)).toMatchObject({ ok: false, reason });
  });

  test('hostile input never throws', () => {
    const evil = Object.create({ type: 'pass' }) as object;
    const getter = Object.defineProperty({}, 'type', {
      get() {
        throw new Error('boom');
      },
      enumerable: true,
    });
    expect(() => parseGangstaIntent(evil)).not.toThrow();
    expect(() => parseGangstaIntent(getter)).not.toThrow();
  });

  test('the definition lists every intent type', () => {
    expect(Object.keys(gangsta.intents).sort()).toEqual(Object.keys(GANGSTA_INTENTS).sort());
    expect(Object.keys(GANGSTA_INTENTS)).toHaveLength(9);
  });
});
