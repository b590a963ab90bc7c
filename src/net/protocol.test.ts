// Runtime validation of every message, both directions.
import { describe, expect, test } from 'vitest';
import {
  cleanName,
  decodeClientMessage,
  decodeHostMessage,
  MAX_NAME,
  peekClientMessage,
  utf8Bytes,
} from './protocol.ts';

const lobby = {
  code: 'KTR94M',
  game: 'the-gang',
  options: { mode: 'basic' },
  minSeats: 3,
  maxSeats: 6,
  playing: false,
  locked: false,
  players: [{ id: 'a', name: 'A', seat: 0, ready: true, connected: true, host: true, rtt: 1.5 }],
};

const SIG = 'S'.repeat(86);
const KEY = 'K'.repeat(43);

describe('client → host', () => {
  test.each([
    [{ v: 5, t: 'hi', room: 'KTR94M', nonce: 'abcdefghijklmnopqrstuv' }],
    [{ v: 5, t: 'hello', room: 'KTR94M', name: 'Doris' }],
    [{ v: 5, t: 'hello', room: 'KTR94M', name: 'Doris', token: 'abc', spectator: true }],
    [{ v: 5, t: 'intent', n: 3, intent: { type: 'takeChip', chip: 'W1' } }],
    [{ v: 5, t: 'lobby', n: 4, action: { a: 'ready', ready: true } }],
    [{ v: 5, t: 'lobby', n: 4, action: { a: 'sit', seat: null } }],
    [{ v: 5, t: 'lobby', n: 4, action: { a: 'game', game: 'gang-of-four', options: null } }],
    [{ v: 5, t: 'lobby', n: 4, action: { a: 'start' } }],
    [{ v: 5, t: 'resync' }],
    [{ v: 5, t: 'ping', at: 12.5 }],
    [{ v: 5, t: 'pong', at: 12.5 }],
    [{ v: 5, t: 'grab', n: 7, object: 'W3' }],
    [{ v: 5, t: 'pose', object: 'W3', p: [0.1, 0.02, -0.3], r: 1.2 }],
    [{ v: 5, t: 'drop', n: 8, object: 'W3', zone: { kind: 'seat', seat: 2 } }],
    [{ v: 5, t: 'drop', n: 8, object: 'W3', zone: { kind: 'centre' } }],
    [{ v: 5, t: 'drop', n: 8, object: 'W3', zone: null }],
  ])('accepts %j', (m) => {
    expect(decodeClientMessage(JSON.stringify(m))).toEqual(m);
  });

  test.each([
    ['binary data', new Uint8Array([1, 2]), 'not-text'],
    ['a hello without a name', { v: 5, t: 'hello', room: 'KTR94M' }, 'malformed-hello'],
    [
      'a hello with a huge token',
      { v: 5, t: 'hello', room: 'R', name: 'n', token: 'x'.repeat(65) },
      'malformed-hello',
    ],
    ['a negative message number', { v: 5, t: 'intent', n: -1, intent: {} }, 'malformed-intent'],
    ['a fractional message number', { v: 5, t: 'intent', n: 1.5, intent: {} }, 'malformed-intent'],
    [
      'a lobby action for an unknown game',
      { v: 5, t: 'lobby', n: 1, action: { a: 'game', game: 'chess' } },
      'malformed-lobby',
    ],
    [
      'a lobby action with a seat of 99',
      { v: 5, t: 'lobby', n: 1, action: { a: 'sit', seat: 99 } },
      'malformed-lobby',
    ],
    [
      'an empty rename',
      { v: 5, t: 'lobby', n: 1, action: { a: 'rename', name: '\u0000 ' } },
      'malformed-lobby',
    ],
    ['a ping at infinity', '{"v":5,"t":"ping","at":1e999}', 'malformed-ping'],
    ['a hi with a short nonce', { v: 5, t: 'hi', room: 'KTR94M', nonce: 'abc' }, 'malformed-hi'],
    [
      'a hi with a nonce that is not base64url',
      { v: 5, t: 'hi', room: 'KTR94M', nonce: 'abcdefghijklmnopqrstu/' },
      'malformed-hi',
    ],
    [
      'a host message',
      { v: 5, t: 'welcome', you: { id: 'a', token: 'b' }, next: 1, sig: SIG },
      'unknown-type',
    ],
    ['the old protocol version', { v: 1, t: 'ping', at: 1 }, 'version'],
  ])('drops %s', (_name, m, reason) => {
    const text = typeof m === 'string' ? m : m instanceof Uint8Array ? m : JSON.stringify(m);
    expect(decodeClientMessage(text)).toEqual({ dropped: reason });
  });

  test.each([
    ['bidi overrides and controls', ' \u202eDoris\u0000 ', 'Doris'],
    ['zero-width and bidi isolates', 'Do\u200bris\u2066\u2069\ufeff\u061c', 'Doris'],
    ['line separators and tabs', 'Doris\u2028\tOcean', 'Doris Ocean'],
    ['runs of spaces', '  Danny    Ocean  ', 'Danny Ocean'],
    ['emoji kept whole when capped', `${'x'.repeat(23)}🂡🂡`, `${'x'.repeat(23)}🂡`],
  ])('names lose %s', (_name, raw, want) => {
    expect(cleanName(raw)).toBe(want);
  });

  test('names are capped by characters, not UTF-16 units', () => {
    expect(Array.from(cleanName('é'.repeat(100)))).toHaveLength(MAX_NAME);
    expect(cleanName('🂡'.repeat(100))).toBe('🂡'.repeat(MAX_NAME));
  });

  test('the size cap counts bytes: 8 KiB of text in three-byte characters is too big', () => {
    const text = (pad: string) => JSON.stringify({ v: 5, t: 'ping', at: 1, pad });
    expect(utf8Bytes('aé€🂡')).toBe(1 + 2 + 3 + 4);
    expect(decodeClientMessage(text('€'.repeat(2800)))).toEqual({ dropped: 'too-big' });
    expect(decodeClientMessage(text('a'.repeat(2800)))).toEqual({ dropped: 'malformed-ping' });
  });

  test('the rate bucket is chosen from the decoded type, not the text’s first bytes', () => {
    const sneaky = '{"v":5,"t":"pose","t":"intent","n":1,"intent":{"type":"continue"}}';
    expect(peekClientMessage(sneaky)).toMatchObject({ t: 'intent' });
  });
});

describe('host → client', () => {
  test.each([
    [{ v: 5, t: 'proof', key: KEY, sig: SIG }],
    [{ v: 5, t: 'welcome', you: { id: 'a', token: 'b' }, next: 1, sig: SIG }],
    [{ v: 5, t: 'lobby', lobby }],
    [{ v: 5, t: 'view', rev: 2, seat: 2, view: { game: 'the-gang' } }],
    [{ v: 5, t: 'diff', rev: 2, d: { a: { 0: [1] }, b: [], c: { '+': [1] }, d: { '-': 0 } } }],
    [{ v: 5, t: 'diff', rev: 2, d: { log: { '+': [{ '': [0, 1, 'take'] }] } }, k: [['r', 'e']] }],
    [{ v: 5, t: 'ack', n: 3, ok: false, reason: 'not-this-round' }],
    [{ v: 5, t: 'bye', reason: 'removed' }],
    [{ v: 5, t: 'hold', object: 'W3', by: 2 }],
    [{ v: 5, t: 'hold', object: 'W3', by: null }],
    [{ v: 5, t: 'pose', by: 1, p: [0, 0, 0], r: 0 }],
  ])('accepts %j', (m) => {
    expect(decodeHostMessage(JSON.stringify(m))).toEqual(m);
  });

  test.each([
    [
      'a lobby with a bad player',
      { v: 5, t: 'lobby', lobby: { ...lobby, players: [{ id: 1 }] } },
      'malformed-lobby',
    ],
    [
      'a diff of version 2 (a list of operations)',
      { v: 5, t: 'diff', rev: 2, ops: [['s', ['a'], 1]] },
      'malformed-diff',
    ],
    ['a diff whose delta is a list', { v: 5, t: 'diff', rev: 2, d: [['a']] }, 'malformed-diff'],
    [
      'a diff declaring a shape with a key that is not text',
      { v: 5, t: 'diff', rev: 2, d: {}, k: [['a', 1]] },
      'malformed-diff',
    ],
    [
      'a view that is not an object',
      { v: 5, t: 'view', rev: 2, seat: 0, view: 'x' },
      'malformed-view',
    ],
    ['an unknown type', { v: 5, t: 'eval', code: 'alert(1)' }, 'unknown-type'],
    [
      'an unsigned welcome',
      { v: 5, t: 'welcome', you: { id: 'a', token: 'b' }, next: 1 },
      'malformed-welcome',
    ],
    ['a proof with a short key', { v: 5, t: 'proof', key: 'K', sig: SIG }, 'malformed-proof'],
  ])('drops %s', (_name, m, reason) => {
    expect(decodeHostMessage(JSON.stringify(m))).toEqual({ dropped: reason });
  });
});
