// Where a label goes when its spot lies on a piece: the nearest free spot, and on its own side
// (away from the table's middle) when one there is about as near (issue #21: Gang of Four's
// "Rita · 11 cards" once crossed the trick to find room).
import { describe, expect, test } from 'vitest';
import { boxAt, labelSize, overlaps, placeLabels } from './label-place.ts';

const SIZE = { width: 400, height: 400 };
/** A seat's name below the middle, on its seat's cards (a little more of them below it). */
const WANT = { id: 'seat:1', x: 200, y: 300, text: 'Rita · 11 cards', tone: 'seat' as const };
const CARDS = { left: 150, right: 250, top: 285, bottom: 320 };

describe('placeLabels', () => {
  test('without a middle: the nearest free spot, here toward the middle', () => {
    const [x, y] = placeLabels([WANT], [CARDS], SIZE, []).get('seat:1')!;
    expect(x).toBe(200);
    expect(y).toBeLessThan(CARDS.top);
  });

  test('with the middle above: its own side, below the cards, a little farther', () => {
    const [x, y] = placeLabels([WANT], [CARDS], SIZE, [], { x: 200, y: 200 }).get('seat:1')!;
    expect(x).toBe(200);
    expect(y).toBeGreaterThan(CARDS.bottom);
    const { w, h } = labelSize(WANT.text, WANT.tone);
    expect(overlaps(boxAt(x, y, w, h), CARDS)).toBe(false);
  });

  test('no room on its own side (the canvas ends): across the cards', () => {
    const tall = { ...CARDS, bottom: 390 };
    const [, y] = placeLabels([WANT], [tall], SIZE, [], { x: 200, y: 200 }).get('seat:1')!;
    expect(y).toBeLessThan(CARDS.top);
  });

  test('a label at the middle has no side: the nearest spot', () => {
    const at = { ...WANT, y: 210 };
    const cards = { left: 150, right: 250, top: 195, bottom: 230 };
    const [, y] = placeLabels([at], [cards], SIZE, [], { x: 200, y: 200 }).get('seat:1')!;
    expect(y).toBeLessThan(cards.top);
  });
});
