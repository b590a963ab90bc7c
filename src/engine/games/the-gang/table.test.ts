// Drag and drop of chips: who may pick a chip up, and what each drop zone means.
import { describe, expect, test } from 'vitest';
import { gangTable } from './table.ts';
import { must, rigged } from './test-kit.ts';
import type { DropZone } from '../../core/game.ts';

const four = ['Kd 9c', 'Ac 8d', 'Ts Th', '3c 5d'];
const start = () => must(rigged({ pockets: four }), 1, { type: 'takeChip', chip: 'W2' });
const centre: DropZone = { kind: 'centre' };
const seat = (n: number): DropZone => ({ kind: 'seat', seat: n });

describe('canGrab', () => {
  test.each([
    ['a centre chip', 0, 'W1', null],
    ['another player’s chip', 0, 'W2', null],
    ['your own chip', 1, 'W2', null],
    ['a chip of another round', 0, 'Y1', 'not-this-round'],
    ['a chip that does not exist', 0, 'W9', 'no-such-chip'],
    ['a centre chip while holding one', 1, 'W1', 'already-holding-colour'],
  ])('%s', (_name, who, chip, reason) => {
    const out = gangTable.canGrab(start(), who, chip);
    expect(out === null ? null : out.reason).toBe(reason);
  });

  test('dark chips cannot be picked up from their holder, not even by the holder', () => {
    let s = rigged({ pockets: four, options: { mode: 'advanced' }, challenges: ['noise-sensors'] });
    s = must(s, 2, { type: 'takeChip', chip: 'W1' });
    expect(gangTable.canGrab(s, 0, 'W1')).toMatchObject({ reason: 'chip-locked' });
    expect(gangTable.canGrab(s, 2, 'W1')).toMatchObject({ reason: 'chip-locked' });
  });
});

describe('dropIntent', () => {
  test.each([
    ['a centre chip on your area: take it', 0, 'W1', seat(0), { type: 'takeChip', chip: 'W1' }],
    ['another’s chip on your area: take it', 0, 'W2', seat(0), { type: 'takeChip', chip: 'W2' }],
    ['your chip in the centre: put it back', 1, 'W2', centre, { type: 'returnChip', chip: 'W2' }],
    ['a chip before somebody else: refused', 0, 'W1', seat(3), 'not-in-front-of-others'],
    ['your chip on your own area: no change', 1, 'W2', seat(1), 'no-change'],
    ['a centre chip back in the centre: no change', 0, 'W1', centre, 'no-change'],
    ['off the table: refused', 0, 'W1', null, 'off-table'],
    ['a chip you may not pick up: refused', 0, 'R1', seat(0), 'not-this-round'],
  ])('%s', (_name, who, chip, zone, want) => {
    const out = gangTable.dropIntent(start(), who, chip, { zone, items: [] });
    expect(typeof want === 'string' ? (out as { reason: string }).reason : out).toEqual(want);
  });
});
