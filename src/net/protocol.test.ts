// Runtime validation of every message, both directions.
import { describe, expect, test } from 'vitest';
import { decodeClientMessage, decodeHostMessage, cleanName, MAX_NAME } from './protocol.ts';

const lobby = {
  code: 'KTR94M',
  game: 'the-gang',
  options: { mode: 'basic' },
  minSeats: 3,
  maxSeats: 6,
  playing: false,
  players: [{ id: 'a', name: 'A', seat: 0, ready: true, connected: true, host: true, rtt: 1.5 }],
};

describe('client → host', () => {
  test.each([
    [{ v: 1, t: 'hello', room: 'KTR94M', name: 'Doris' }],
    [{ v: 1, t: 'hello', room: 'KTR94M', name: 'Doris', token: 'abc', spectator: true }],
    [{ v: 1, t: 'intent', n: 3, intent: { type: 'takeChip', chip: 'W1' } }],
    [{ v: 1, t: 'lobby', n: 4, action: { a: 'ready', ready: true } }],
    [{ v: 1, t: 'lobby', n: 4, action: { a: 'sit', seat: null } }],
    [{ v: 1, t: 'lobby', n: 4, action: { a: 'game', game: 'gang-of-four', options: null } }],
    [{ v: 1, t: 'lobby', n: 4, action: { a: 'start' } }],
    [{ v: 1, t: 'resync' }],
    [{ v: 1, t: 'ping', at: 12.5 }],
    [{ v: 1, t: 'pong', at: 12.5 }],
    [{ v: 1, t: 'grab', n: 7, object: 'W3' }],
    [{ v: 1, t: 'pose', object: 'W3', p: [0.1, 0.02, -0.3], r: 1.2 }],
    [{ v: 1, t: 'drop', n: 8, object: 'W3', zone: { kind: 'seat', seat: 2 } }],
    [{ v: 1, t: 'drop', n: 8, object: 'W3', zone: { kind: 'centre' } }],
    [{ v: 1, t: 'drop', n: 8, object: 'W3', zone: null }],
  ])('accepts %j', (m) => {
    expect(decodeClientMessage(JSON.stringify(m))).toEqual(m);
  });

  test.each([
    ['binary data', new Uint8Array([1, 2]), 'not-text'],
    ['a hello without a name', { v: 1, t: 'hello', room: 'KTR94M' }, 'malformed-hello'],
    [
      'a hello with a huge token',
      { v: 1, t: 'hello', room: 'R', name: 'n', token: 'x'.repeat(65) },
      'malformed-hello',
    ],
    ['a negative message number', { v: 1, t: 'intent', n: -1, intent: {} }, 'malformed-intent'],
    ['a fractional message number', { v: 1, t: 'intent', n: 1.5, intent: {} }, 'malformed-intent'],
    [
      'a lobby action for an unknown game',
      { v: 1, t: 'lobby', n: 1, action: { a: 'game', game: 'chess' } },
      'malformed-lobby',
    ],
    [
      'a lobby action with a seat of 99',
      { v: 1, t: 'lobby', n: 1, action: { a: 'sit', seat: 99 } },
      'malformed-lobby',
    ],
    [
      'an empty rename',
      { v: 1, t: 'lobby', n: 1, action: { a: 'rename', name: '\u0000 ' } },
      'malformed-lobby',
    ],
    ['a ping at infinity', '{"v":1,"t":"ping","at":1e999}', 'malformed-ping'],
    [
      'a host message',
      { v: 1, t: 'welcome', you: { id: 'a', token: 'b' }, next: 1 },
      'unknown-type',
    ],
  ])('drops %s', (_name, m, reason) => {
    const text = typeof m === 'string' ? m : m instanceof Uint8Array ? m : JSON.stringify(m);
    expect(decodeClientMessage(text)).toEqual({ dropped: reason });
  });

  test('names are cleaned and capped', () => {
    expect(cleanName(' \u202eDoris\u0000 ')).toBe('Doris');
    expect(cleanName('x'.repeat(100))).toHaveLength(MAX_NAME);
  });
});

describe('host → client', () => {
  test.each([
    [{ v: 1, t: 'welcome', you: { id: 'a', token: 'b' }, next: 1 }],
    [{ v: 1, t: 'lobby', lobby }],
    [{ v: 1, t: 'view', rev: 1, seat: 2, view: { game: 'the-gang' } }],
    [
      {
        v: 1,
        t: 'diff',
        rev: 2,
        ops: [
          ['s', ['a', 0], 1],
          ['d', ['b']],
          ['a', ['c'], [1]],
          ['t', ['d'], 0],
        ],
      },
    ],
    [{ v: 1, t: 'ack', n: 3, ok: false, reason: 'not-this-round' }],
    [{ v: 1, t: 'bye', reason: 'removed' }],
    [{ v: 1, t: 'hold', object: 'W3', by: 2 }],
    [{ v: 1, t: 'hold', object: 'W3', by: null }],
    [{ v: 1, t: 'pose', object: 'W3', by: 1, p: [0, 0, 0], r: 0 }],
  ])('accepts %j', (m) => {
    expect(decodeHostMessage(JSON.stringify(m))).toEqual(m);
  });

  test.each([
    [
      'a lobby with a bad player',
      { v: 1, t: 'lobby', lobby: { ...lobby, players: [{ id: 1 }] } },
      'malformed-lobby',
    ],
    [
      'a diff with an unknown op',
      { v: 1, t: 'diff', rev: 2, ops: [['x', ['a']]] },
      'malformed-diff',
    ],
    [
      'a diff reaching a prototype',
      { v: 1, t: 'diff', rev: 2, ops: [['s', ['__proto__'], 1]] },
      'malformed-diff',
    ],
    [
      'a view that is not an object',
      { v: 1, t: 'view', rev: 1, seat: 0, view: 'x' },
      'malformed-view',
    ],
    ['an unknown type', { v: 1, t: 'eval', code: 'alert(1)' }, 'unknown-type'],
  ])('drops %s', (_name, m, reason) => {
    expect(decodeHostMessage(JSON.stringify(m))).toEqual({ dropped: reason });
  });
});
