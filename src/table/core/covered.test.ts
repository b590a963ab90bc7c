// The parts of the canvas the HUD's panels cover: slots clipped to the canvas and turned into
// screen units for the camera; labels step out of them toward the middle.
import { describe, expect, test } from 'vitest';
import { canvasShort, coveredParts, outOfCovered, UNCOVERED } from './covered.ts';

const canvas = { left: 0, top: 48, right: 1280, bottom: 800 };

describe('coveredParts', () => {
  test('a slot over a corner: in canvas px and in screen units (y up)', () => {
    const c = coveredParts(canvas, [{ left: 944, top: 560, right: 1268, bottom: 788 }]);
    expect(c.px).toEqual([{ left: 944, top: 512, right: 1268, bottom: 740 }]);
    const [s] = c.screen;
    expect(s!.left).toBeCloseTo(944 / 640 - 1);
    expect(s!.right).toBeCloseTo(1268 / 640 - 1);
    expect(s!.top).toBeCloseTo(1 - 512 / 376);
    expect(s!.bottom).toBeCloseTo(1 - 740 / 376);
    expect(c.key).toBe('944,512,1268,740');
  });

  test('clipped to the canvas; slots beside or under it (a small screen) drop out', () => {
    const c = coveredParts(canvas, [
      { left: -20, top: 0, right: 300, bottom: 150 },
      { left: 0, top: 820, right: 400, bottom: 900 },
      { left: 0, top: 0, right: 0, bottom: 0 },
    ]);
    expect(c.px).toEqual([{ left: 0, top: 0, right: 300, bottom: 102 }]);
  });

  test('a canvas of no size is not covered', () => {
    expect(coveredParts({ left: 0, top: 0, right: 0, bottom: 0 }, [canvas])).toBe(UNCOVERED);
  });
});

describe('outOfCovered', () => {
  const corner = [{ left: 944, top: 512, right: 1268, bottom: 740 }];
  test('a label under a panel steps sideways toward the middle, clear of it', () => {
    expect(outOfCovered(1100, 600, corner, 1280, 70)).toBe(944 - 70);
    expect(outOfCovered(40, 60, [{ left: 0, top: 0, right: 300, bottom: 100 }], 1280, 70)).toBe(
      370,
    );
  });

  test('a label beside or above a panel stays', () => {
    expect(outOfCovered(1100, 400, corner, 1280, 70)).toBe(1100);
    expect(outOfCovered(800, 600, corner, 1280, 70)).toBe(800);
  });
});

describe('canvasShort', () => {
  test('a phone held sideways is short; a desktop window, a phone upright, a tablet are not', () => {
    expect(canvasShort(844, 344)).toBe(true);
    expect(canvasShort(1280, 752)).toBe(false);
    expect(canvasShort(390, 798)).toBe(false);
    expect(canvasShort(820, 1134)).toBe(false);
    expect(canvasShort(844, 0)).toBe(false);
  });
});
