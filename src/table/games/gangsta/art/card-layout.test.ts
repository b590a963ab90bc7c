// The skill discs' layout: every disc inside its box, none touching another, as large as fits.
import { describe, expect, test } from 'vitest';
import { discLayout, type Box } from './card-layout.ts';

const GANGSTER_BOX: Box = { x: 4, y: 24, w: 55, h: 50 };
const HEIST_BOX: Box = { x: 4, y: 24, w: 55, h: 42 };

describe('discLayout', () => {
  test.each([
    [1, GANGSTER_BOX],
    [2, GANGSTER_BOX],
    [3, GANGSTER_BOX],
    [2, HEIST_BOX],
    [3, HEIST_BOX],
    [4, HEIST_BOX],
    [5, HEIST_BOX],
  ])('%i discs fit in the box, apart', (n, box) => {
    const gap = 1.5;
    const discs = discLayout(n, box, gap);
    expect(discs).toHaveLength(n);
    for (const d of discs) {
      expect(d.x - d.r).toBeGreaterThanOrEqual(box.x - 1e-9);
      expect(d.x + d.r).toBeLessThanOrEqual(box.x + box.w + 1e-9);
      expect(d.y - d.r).toBeGreaterThanOrEqual(box.y - 1e-9);
      expect(d.y + d.r).toBeLessThanOrEqual(box.y + box.h + 1e-9);
    }
    for (const [i, a] of discs.entries()) {
      for (const b of discs.slice(i + 1)) {
        expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(a.r + b.r + gap - 1e-9);
      }
    }
  });

  test('big enough to read across the table: the fewer skills, the bigger', () => {
    const r = (n: number, box: Box) => discLayout(n, box, 1.5)[0]!.r;
    expect(r(1, GANGSTER_BOX)).toBeGreaterThan(r(2, GANGSTER_BOX));
    expect(r(2, GANGSTER_BOX)).toBeGreaterThanOrEqual(r(3, GANGSTER_BOX));
    // Three skills sit as a triangle (two over one), larger than in a row.
    expect(r(3, GANGSTER_BOX)).toBeGreaterThan(55 / 6);
    expect(r(5, HEIST_BOX)).toBeGreaterThan(8.5);
  });

  test('a cap keeps a single disc from filling the card', () => {
    expect(discLayout(1, GANGSTER_BOX, 1.5, 18)[0]).toEqual({ x: 31.5, y: 49, r: 18 });
  });

  test('nothing to lay out', () => {
    expect(discLayout(0, GANGSTER_BOX, 1)).toEqual([]);
  });
});
