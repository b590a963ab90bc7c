// Interpolation of relayed drag poses.
import { describe, expect, test } from 'vitest';
import { INTERPOLATION_DELAY_MS, PoseBuffer, interpolate, lerpAngle } from './pose-buffer.ts';

const at = (t: number, x: number, r = 0) => ({ p: [x, 0, 0] as const, r, at: t });

describe('interpolate', () => {
  test.each([
    ['before the first sample: the first', 5, 0],
    ['on a sample: that sample', 10, 0],
    ['halfway between two samples', 15, 0.5],
    ['a quarter of the way', 27.5, 1.25],
    ['after the last sample: the last (no extrapolation)', 99, 2],
  ])('%s', (_name, t, x) => {
    expect(interpolate([at(10, 0), at(20, 1), at(50, 2)], t).p[0]).toBeCloseTo(x);
  });

  test('angles go the short way round', () => {
    expect(lerpAngle(3, -3, 0.5)).toBeCloseTo(Math.PI, 1);
    expect(lerpAngle(0.5, 1.5, 0.5)).toBeCloseTo(1);
  });
});

describe('PoseBuffer', () => {
  test('draws the past by the interpolation delay', () => {
    const b = new PoseBuffer();
    b.push('W1', { p: [0, 0, 0], r: 0 }, 1000);
    b.push('W1', { p: [1, 0, 0], r: 0 }, 1033);
    expect(b.sample('W1', 1016.5 + INTERPOLATION_DELAY_MS)!.p[0]).toBeCloseTo(0.5);
    expect(b.sample('W2', 2000)).toBeNull();
    b.clear('W1');
    expect(b.has('W1')).toBe(false);
  });

  test('asks for frames until the newest pose is drawn, then not (a still hand draws nothing)', () => {
    const b = new PoseBuffer();
    expect(b.catchingUp('W1', 0)).toBe(false);
    b.push('W1', { p: [0, 0, 0], r: 0 }, 1000);
    // The pose arrived: the frame drawn now still shows the pose before it.
    expect(b.catchingUp('W1', 1000)).toBe(true);
    expect(b.catchingUp('W1', 1000 + INTERPOLATION_DELAY_MS - 1)).toBe(true);
    expect(b.catchingUp('W1', 1000 + INTERPOLATION_DELAY_MS)).toBe(false);
    // A new pose after a still moment starts the frames again.
    b.push('W1', { p: [1, 0, 0], r: 0 }, 5000);
    expect(b.catchingUp('W1', 5001)).toBe(true);
    b.clear('W1');
    expect(b.catchingUp('W1', 5001)).toBe(false);
  });

  test('keeps a bounded history', () => {
    const b = new PoseBuffer();
    for (let i = 0; i < 100; i++) b.push('W1', { p: [i, 0, 0], r: 0 }, i * 33);
    expect(b.sample('W1', 0)!.p[0]).toBe(84);
  });
});
