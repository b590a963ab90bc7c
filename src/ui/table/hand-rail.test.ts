import { describe, expect, test } from 'vitest';
import {
  dragged,
  focusAfter,
  keepPresent,
  railOrder,
  railStep,
  toggle,
  type RailCard,
} from './hand-rail.ts';

const card = (id: string, token = id): RailCard => ({ id, token, label: token });
const hand = [card('a', '9G'), card('b', '2R'), card('c', '9G'), card('d', '5Y')];
const byToken = {
  id: 'n',
  label: 'by number',
  compare: (x: RailCard, y: RailCard) => parseInt(x.token) - parseInt(y.token),
};

describe('the hand rail', () => {
  test('sorts stably (two copies keep their order), or shows the hand as dealt', () => {
    expect(railOrder(hand, byToken).map((c) => c.id)).toEqual(['b', 'd', 'a', 'c']);
    expect(railOrder(hand, null).map((c) => c.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  test('a click toggles a card; played cards leave the selection', () => {
    expect(toggle(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggle(['a', 'b'], 'a')).toEqual(['b']);
    expect(keepPresent(['a', 'x'], hand)).toEqual(['a']);
  });

  test('a drag carries the selection when it starts on a selected card, else that card', () => {
    expect(dragged(['a', 'c'], 'c')).toEqual(['a', 'c']);
    expect(dragged(['a', 'c'], 'b')).toEqual(['b']);
  });

  test.each([
    ['ArrowLeft', 2, 1],
    ['ArrowLeft', 0, 0],
    ['ArrowRight', 3, 3],
    ['Home', 2, 0],
    ['End', 0, 3],
    ['x', 1, null],
  ])('%s from %i goes to %s', (key, from, want) => {
    expect(focusAfter(key, from, 4)).toBe(want);
  });

  test.each([
    [1, 1000, 84],
    [5, 1000, 90],
    [16, 900, (900 - 84) / 15],
    [16, 400, 30],
  ])('%i cards on a %i px rail sit %f px apart', (n, width, want) => {
    expect(railStep(n, width, 84, 30)).toBeCloseTo(want, 9);
  });
});
