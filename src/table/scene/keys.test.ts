// The table by keyboard alone: the arrows walk the pieces in screen order, Enter takes one as a
// tap would and walks its legal places, Enter puts it there; Escape puts it back; the hand rail's
// chosen cards are placed the same way; a piece somebody else holds is not in the walk.
import { describe, expect, test, vi } from 'vitest';
import type { DropZone } from '../../engine/index.ts';
import { CENTRE_ZONE_AREA, pose, rectArea, v3 } from '../core/layout.ts';
import { Hand, type HandEvents } from './hand.ts';
import { chip, liveTable, settle } from './hand-kit.ts';
import { pointIn, TableKeys, type KeyFocus } from './keys.ts';

const CENTRE: DropZone = { kind: 'centre' };
const MINE: DropZone = { kind: 'seat', seat: 0 };

/** Three chips in the centre, left to right on the screen: B, A, C. */
const A = chip('A', pose(v3(0.05, 0.002, 0), 0), { targets: [MINE], label: 'chip A' });
const B = chip('B', pose(v3(-0.1, 0.002, 0), 0), { targets: [MINE], label: 'chip B' });
const C = chip('C', pose(v3(0.2, 0.002, 0), 0), { targets: [MINE], label: 'chip C' });

function setup() {
  const { table, link } = liveTable([A, B, C]);
  const events: HandEvents = { raise: vi.fn(), lookCloser: vi.fn(), targets: vi.fn() };
  const hand = new Hand(table, events);
  const shown: (KeyFocus | null)[] = [];
  // The screen: x across (1 px a millimetre), z down.
  const keys = new TableKeys(
    table,
    hand,
    (f) => shown.push(f),
    (p) => ({ x: p.x * 1000, y: p.z * 1000 }),
  );
  const focus = () => shown.at(-1) ?? null;
  return { table, link, hand, keys, focus };
}

describe('the table by keyboard', () => {
  test('the arrows walk the pieces left to right, round and back', () => {
    const { keys, focus } = setup();
    const walk = (key: string) => (keys.key(key, 0), focus()?.label);
    expect(walk('ArrowRight')).toBe('chip B');
    expect(walk('ArrowRight')).toBe('chip A');
    expect(walk('ArrowRight')).toBe('chip C');
    expect(walk('ArrowRight')).toBe('chip B');
    expect(walk('ArrowLeft')).toBe('chip C');
    expect(focus()).toMatchObject({ place: false, index: 2, count: 3, piece: 'C' });
  });

  test('Enter takes the piece in focus as a tap would, then walks and takes its place', async () => {
    const { keys, focus, link, hand } = setup();
    keys.key('ArrowRight', 0);
    keys.key('ArrowRight', 0);
    expect(keys.key('Enter', 10)).toBe(true);
    expect(link.moves).toEqual([{ grab: 'A' }]);
    expect(hand.selected).toBe(true);
    // Its one legal place, named by its seat (the scene has no label for it: "seat 1").
    expect(focus()).toMatchObject({ place: true, label: 'seat 1', index: 0, count: 1 });
    await settle();
    keys.key('Enter', 20);
    await settle();
    expect(link.moves.at(-1)).toMatchObject({ drop: 'A', zone: MINE });
    expect(hand.carry).toBeNull();
    expect(focus()).toBeNull();
  });

  test('Escape puts the piece in hand back; a key the table does not use is left alone', async () => {
    const { keys, link, hand, focus } = setup();
    keys.key('ArrowRight', 0);
    keys.key(' ', 0);
    await settle();
    expect(keys.key('Escape', 5)).toBe(true);
    expect(hand.carry).toBeNull();
    expect(focus()).toBeNull();
    // Put back: the host is told it goes nowhere (where it lay).
    expect(link.moves.at(-1)).toMatchObject({ drop: 'B', zone: null });
    expect(keys.key('Escape', 6)).toBe(false);
    expect(keys.key('x', 7)).toBe(false);
  });

  test('a piece somebody else holds is not in the walk', () => {
    const { keys, focus, table } = setup();
    table.holds = { B: 2 };
    keys.key('ArrowRight', 0);
    expect(focus()?.label).toBe('chip A');
    expect(focus()?.count).toBe(2);
  });

  test('Enter with nothing in focus focuses the first piece', () => {
    const { keys, focus, link } = setup();
    keys.key('Enter', 0);
    expect(focus()?.label).toBe('chip B');
    expect(link.moves).toEqual([]);
  });

  test('the hand rail’s chosen cards: the arrows walk their places, Enter puts them there', async () => {
    const { keys, focus, link, hand } = setup();
    hand.setOffer({ object: 'hand:0', items: ['5R', '5G'], targets: [CENTRE] });
    keys.key('ArrowRight', 0);
    expect(focus()).toMatchObject({ place: true, label: 'the middle of the table' });
    keys.key('Enter', 1);
    await settle();
    expect(link.moves).toEqual([
      { grab: 'hand:0' },
      expect.objectContaining({
        drop: 'hand:0',
        zone: CENTRE,
        extra: expect.objectContaining({ items: ['5R', '5G'] }),
      }),
    ]);
  });
});

describe('pointIn', () => {
  test('finds a spot read as the zone, past a smaller zone lying over its middle', () => {
    const card = {
      zone: { kind: 'object', object: 'k' } as DropZone,
      area: rectArea(pose(v3(0, 0, 0), 0), 0.03, 0.04),
    };
    const centre = { zone: CENTRE, area: CENTRE_ZONE_AREA, label: 'the pot' };
    const p = pointIn(centre, [card, centre], undefined)!;
    expect(Math.hypot(p.x, p.z)).toBeGreaterThan(0.04);
    expect(pointIn(card, [card, centre], undefined)).toEqual({ x: 0, z: 0 });
  });
});
