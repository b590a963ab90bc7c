// Shapes: a packed value unpacks to itself whatever it holds, a key list is declared once per
// connection, and a table that does not know a shape (or is fed a bad one) refuses it.
import { describe, expect, test } from 'vitest';
import { MAX_SHAPES, ShapePacker, ShapeTable } from './pack.ts';

/** Packs on one side and unpacks on the other, through JSON, as the wire does. */
function roundTrip(packer: ShapePacker, table: ShapeTable, value: unknown): unknown {
  const { packed, shapes } = packer.pack(value);
  const wire = JSON.parse(JSON.stringify({ d: packed, k: shapes })) as {
    d: unknown;
    k: string[][];
  };
  table.learn(wire.k);
  return table.unpack(wire.d);
}

describe('ShapePacker / ShapeTable', () => {
  test.each([
    ['a log line', { heist: 1, round: 2, e: 'take', seat: 0, chip: 'W2', from: null }],
    ['lists of objects', [{ seat: 0, gangster: 'b5' }, { seat: 1, gangster: 'g2' }, [], {}]],
    ['an object whose only key is ""', { '': [0, 1] }],
    ['short keys', { a: 1, b: { c: [2] } }],
    ['plain values', 'W3'],
    ['nested shapes', { players: [{ seat: 0, chip: null, row: ['W1'] }], log: [] }],
  ])('%s round-trips', (_name, value) => {
    expect(roundTrip(new ShapePacker(), new ShapeTable(), value)).toEqual(value);
  });

  test('a key list is declared once per connection, then referred to by number', () => {
    const packer = new ShapePacker();
    const line = (seat: number) => ({
      heist: 1,
      round: 1,
      e: 'take',
      seat,
      chip: 'W1',
      from: null,
    });
    const first = packer.pack([line(0)]);
    const second = packer.pack([line(1)]);
    expect(first.shapes).toEqual([['heist', 'round', 'e', 'seat', 'chip', 'from']]);
    expect(second).toEqual({ packed: [{ '': [0, 1, 1, 'take', 1, 'W1', null] }], shapes: [] });
    expect(JSON.stringify(second.packed).length).toBeLessThan(
      JSON.stringify([line(1)]).length / 2 + 8,
    );
  });

  test.each([
    ['an unknown shape', [], { '': [0, 1] }],
    ['a shape of another length', [['a', 'b']], { '': [0, 1] }],
    ['a shape number that is not a number', [['a']], { '': ['0', 1] }],
    ['a prototype key in a shape', [['__proto__']], { '': [0, 1] }],
    ['a prototype key in a plain object', [], JSON.parse('{"__proto__":{"x":1}}')],
    ['a repeated key in a shape', [['a', 'a']], { '': [0, 1, 2] }],
  ])('%s is refused', (_name, shapes, packed) => {
    const table = new ShapeTable();
    expect(() => {
      table.learn(shapes as string[][]);
      table.unpack(packed);
    }).toThrow();
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  test('a table takes no more than MAX_SHAPES shapes', () => {
    const table = new ShapeTable();
    table.learn(Array.from({ length: MAX_SHAPES }, (_, i) => [`k${i}`]));
    expect(() => table.learn([['one-more']])).toThrow();
  });

  test('past MAX_SHAPES, objects travel with their keys', () => {
    const packer = new ShapePacker();
    const table = new ShapeTable();
    for (let i = 0; i < MAX_SHAPES + 5; i++) {
      const value = { [`key-${i}`]: i, other: true };
      expect(roundTrip(packer, table, value)).toEqual(value);
    }
  });
});
