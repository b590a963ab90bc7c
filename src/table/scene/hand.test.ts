// The player's hand on the table over plain pointer inputs: a drag by mouse and by finger,
// tap-and-tap with its legal places shown, a tap that is a click, a long press that looks closer,
// the hand rail's cards put down by a tap, and what goes to the host in each case, in order.
import { describe, expect, test, vi } from 'vitest';
import type { DropZone } from '../../engine/index.ts';
import { pose, v3 } from '../core/layout.ts';
import { Hand, LONG_PRESS_MS, TAP_PX, type HandEvents } from './hand.ts';
import { at, before, chip, liveTable, now, settle } from './hand-kit.ts';

const CENTRE: DropZone = { kind: 'centre' };
const MINE: DropZone = { kind: 'seat', seat: 0 };

/** A chip in the centre that this player takes by putting it before themselves. */
const W1 = chip('W1', pose(v3(0.1, 0.002, -0.1), 0), { targets: [MINE] });
/** A card a click chooses (its legal places include where it lies: the centre). */
const H1 = chip('H1', pose(v3(-0.2, 0.002, 0.05), 0), { targets: [CENTRE, MINE] });
/** A piece whose scene does not say where it may go. */
const X1 = chip('X1', pose(v3(0.3, 0.002, 0.05), 0));
const W1_AT = { x: 0.1, z: -0.1 };

function setup(...pieces: Parameters<typeof liveTable>[0]) {
  const { table, link } = liveTable(pieces.length > 0 ? pieces : [W1, H1, X1]);
  const events = {
    raise: vi.fn<HandEvents['raise']>(),
    lookCloser: vi.fn<HandEvents['lookCloser']>(),
    targets: vi.fn<HandEvents['targets']>(),
  };
  const hand = new Hand(table, events);
  return { table, link, events, hand };
}

describe('drag', () => {
  test('a mouse picks the piece up as it presses, and puts it down where it lets go', async () => {
    const { link, hand, events } = setup();
    expect(hand.down(at(100, 100, W1_AT, 'W1', { touch: false }))).toBe(true);
    expect(link.moves).toEqual([{ grab: 'W1' }]);
    expect(events.targets).toHaveBeenLastCalledWith([MINE]);
    await settle();
    const mine = before(0);
    expect(hand.move(at(130, 160, mine, null, { touch: false }))).toBe(true);
    expect(link.sent.some((s) => 'pose' in s)).toBe(true);
    expect(hand.up(at(130, 160, mine, null, { touch: false }))).toBe(true);
    await settle();
    expect(link.moves.at(-1)).toMatchObject({ drop: 'W1', zone: MINE });
    expect(hand.carry).toBeNull();
    expect(events.targets).toHaveBeenLastCalledWith(null);
  });

  test('a finger picks it up only once it moves, then drags it the same way', async () => {
    const { link, hand } = setup();
    expect(hand.down(at(100, 100, W1_AT, 'W1'))).toBe(true);
    expect(hand.move(at(100 + TAP_PX - 2, 100, W1_AT))).toBe(false);
    expect(link.moves).toEqual([]);
    expect(hand.move(at(140, 150, before(0, 0, -0.1)))).toBe(true);
    expect(link.moves).toEqual([{ grab: 'W1' }]);
    hand.up(at(140, 150, before(0)));
    await settle();
    expect(link.moves.at(-1)).toMatchObject({ drop: 'W1', zone: MINE });
  });

  test('the drop waits for the host’s grant, and a refused grab drops nothing', async () => {
    const { link, hand } = setup();
    link.auto = null;
    hand.down(at(100, 100, W1_AT, 'W1', { touch: false }));
    hand.move(at(140, 150, before(0), null, { touch: false }));
    hand.up(at(140, 150, before(0), null, { touch: false }));
    await settle();
    expect(link.moves).toEqual([{ grab: 'W1' }]);
    link.answer({ ok: true });
    await settle();
    expect(link.moves.at(-1)).toMatchObject({ drop: 'W1', zone: MINE });

    hand.down(at(100, 100, W1_AT, 'W1', { touch: false }));
    hand.move(at(140, 150, before(0), null, { touch: false }));
    link.answer({ ok: false, reason: 'not-your-turn' });
    await settle();
    hand.up(at(140, 150, before(0), null, { touch: false }));
    await settle();
    expect(link.refusals).toEqual(['not-your-turn']);
    expect(link.moves.filter((m) => 'drop' in m)).toHaveLength(1);
  });

  test('a piece somebody else holds is not picked up: the player is told', () => {
    const { table, link, hand } = setup();
    table.holds = { W1: 2 };
    expect(hand.down(at(100, 100, W1_AT, 'W1', { touch: false }))).toBe(false);
    expect(link.moves).toEqual([]);
    expect(link.refusals).toEqual(['held-by-other']);
  });

  test('a press refused for a held piece stays refused when the other puts it down mid-drag', () => {
    for (const touch of [false, true]) {
      const { table, link, hand } = setup();
      table.holds = { W1: 2 };
      hand.down(at(100, 100, W1_AT, 'W1', { touch }));
      table.holds = {}; // the other player let go while this one still presses
      expect(hand.move(at(140, 150, before(0), null, { touch }))).toBe(false);
      expect(hand.up(at(140, 150, before(0), null, { touch }))).toBe(false);
      expect(link.moves).toEqual([]);
      expect(hand.carry).toBeNull();
    }
  });

  test('the system taking the pointer puts the piece back, quietly', async () => {
    const { link, hand } = setup();
    hand.down(at(100, 100, W1_AT, 'W1'));
    hand.move(at(150, 150, before(0)));
    hand.cancel(at(150, 150, before(0)));
    await settle();
    expect(link.moves.at(-1)).toEqual({ drop: 'W1', zone: null, extra: {} });
    expect(link.refusals).toEqual([]);
  });
});

describe('tap-and-tap', () => {
  test('tap a piece: it is picked up and its places shown; tap a place: it goes there', async () => {
    const { link, hand, events } = setup();
    hand.down(at(100, 100, W1_AT, 'W1'));
    expect(hand.up(at(101, 100, W1_AT, 'W1'))).toBe(true);
    expect(hand.selected).toBe(true);
    expect(link.moves).toEqual([{ grab: 'W1' }]);
    expect(events.targets).toHaveBeenLastCalledWith([MINE]);
    await settle();
    // The second press may turn the camera; its release, still, says where.
    expect(hand.down(at(200, 300, before(0, 0.05)))).toBe(false);
    expect(hand.up(at(200, 300, before(0, 0.05)))).toBe(true);
    await settle();
    const drop = link.moves.at(-1);
    expect(drop).toMatchObject({ drop: 'W1', zone: MINE });
    // Put down where the tap was, not offset by where the piece was first touched.
    const spot = drop && 'drop' in drop ? drop.extra.at : undefined;
    expect(spot?.[0]).toBeCloseTo(0.05 / 0.28, 6);
    expect(hand.selected).toBe(false);
  });

  test('a press that turns the camera between the taps keeps the piece in hand', async () => {
    const { link, hand } = setup();
    hand.down(at(100, 100, W1_AT, 'W1'));
    hand.up(at(100, 100, W1_AT, 'W1'));
    hand.down(at(200, 300, before(0)));
    hand.move(at(260, 330, before(0)));
    expect(hand.up(at(260, 330, before(0)))).toBe(false);
    await settle();
    expect(hand.selected).toBe(true);
    expect(link.moves).toEqual([{ grab: 'W1' }]);
  });

  test('tap it again: where it lay; tap off the table: back, quietly', async () => {
    const { link, hand } = setup();
    hand.down(at(100, 100, W1_AT, 'W1'));
    hand.up(at(100, 100, W1_AT, 'W1'));
    hand.down(at(100, 100, W1_AT, 'W1'));
    hand.up(at(100, 100, W1_AT, 'W1'));
    await settle();
    expect(link.moves.at(-1)).toMatchObject({ drop: 'W1', zone: CENTRE });
    hand.down(at(100, 100, W1_AT, 'W1'));
    hand.up(at(100, 100, W1_AT, 'W1'));
    hand.down(at(5, 5, null));
    hand.up(at(5, 5, null));
    await settle();
    expect(link.moves.at(-1)).toEqual({ drop: 'W1', zone: null, extra: {} });
  });

  test('a mouse click is a tap too', async () => {
    const { link, hand } = setup();
    hand.down(at(100, 100, W1_AT, 'W1', { touch: false }));
    hand.up(at(100, 100, W1_AT, 'W1', { touch: false }));
    expect(hand.selected).toBe(true);
    hand.down(at(200, 300, before(0), null, { touch: false }));
    hand.up(at(200, 300, before(0), null, { touch: false }));
    await settle();
    expect(link.moves.at(-1)).toMatchObject({ drop: 'W1', zone: MINE });
  });

  test('a tap on a piece that may go where it lies, or says nothing of where: a click', async () => {
    const { link, hand } = setup();
    for (const [id, p] of [
      ['H1', { x: -0.2, z: 0.05 }],
      ['X1', { x: 0.3, z: 0.05 }],
    ] as const) {
      hand.down(at(100, 100, p, id));
      hand.up(at(100, 100, p, id));
      expect(hand.selected).toBe(false);
      await settle();
      expect(link.moves.slice(-2)).toMatchObject([{ grab: id }, { drop: id, zone: CENTRE }]);
    }
  });

  test('Escape puts a tapped piece back', async () => {
    const { link, hand } = setup();
    hand.down(at(100, 100, W1_AT, 'W1'));
    hand.up(at(100, 100, W1_AT, 'W1'));
    await settle();
    hand.deselect();
    await settle();
    expect(link.moves.at(-1)).toEqual({ drop: 'W1', zone: null, extra: {} });
    expect(hand.carry).toBeNull();
  });

  test('the hand rail’s chosen cards go where a tap on one of their places puts them', async () => {
    const { link, hand, events } = setup();
    hand.setOffer({ object: 'hand:0', items: ['5R', '5G'], targets: [CENTRE] });
    expect(events.targets).toHaveBeenLastCalledWith([CENTRE]);
    // Not one of their places: nothing.
    hand.down(at(300, 500, before(0)));
    expect(hand.up(at(300, 500, before(0)))).toBe(false);
    hand.down(at(300, 200, { x: 0, z: 0 }));
    expect(hand.up(at(300, 200, { x: 0, z: 0 }))).toBe(true);
    await settle();
    expect(link.moves).toEqual([
      { grab: 'hand:0' },
      { drop: 'hand:0', zone: CENTRE, extra: { at: [0, 0], items: ['5R', '5G'] } },
    ]);
    expect(events.targets).toHaveBeenLastCalledWith(null);
  });
});

describe('long press', () => {
  test('a finger held still looks closer there, and picks nothing up', async () => {
    const { link, hand, events } = setup();
    const p = at(100, 100, W1_AT, 'W1');
    hand.down(p);
    hand.tick(p.at + LONG_PRESS_MS - 1);
    expect(events.lookCloser).not.toHaveBeenCalled();
    hand.tick(p.at + LONG_PRESS_MS);
    expect(events.lookCloser).toHaveBeenCalledWith(W1_AT);
    hand.up(at(100, 100, W1_AT, 'W1'));
    await settle();
    expect(link.moves).toEqual([]);
  });

  test('a second finger (a pinch) or a move is not a long press', () => {
    const { hand, events } = setup();
    const p = at(100, 100, { x: 0, z: 0 });
    hand.down(p);
    hand.down(at(200, 200, { x: 0.1, z: 0 }, null, { pointerId: 2 }));
    hand.tick(now() + LONG_PRESS_MS);
    hand.up(at(100, 100, { x: 0, z: 0 }));
    const q = at(100, 100, { x: 0, z: 0 });
    hand.down(q);
    hand.move(at(130, 100, { x: 0.05, z: 0 }));
    hand.tick(q.at + LONG_PRESS_MS);
    expect(events.lookCloser).not.toHaveBeenCalled();
  });

  test('a mouse held still is not a long press (it has the double click)', () => {
    const { hand, events } = setup();
    const p = at(100, 100, { x: 0, z: 0 }, null, { touch: false });
    hand.down(p);
    hand.tick(p.at + 5 * LONG_PRESS_MS);
    expect(events.lookCloser).not.toHaveBeenCalled();
  });
});
