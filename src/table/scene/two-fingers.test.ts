// Two fingers moving the view (two-fingers.ts): a pinch read from two points, its steps (spread,
// midpoint, turn the shorter way), the camera brought closer within its limits, walked round its
// target, slid along the felt and kept over it, and the fingers tracked by pointer id.
import { describe, expect, test } from 'vitest';
import { feltDistance } from '../core/layout.ts';
import { EDGE_MARGIN } from './drag.ts';
import {
  DISTANCE,
  dolly,
  Fingers,
  pan,
  pinchOf,
  pinchStep,
  turn,
  type EyeOnTarget,
} from './two-fingers.ts';

const view: EyeOnTarget = { eye: { x: 0, y: 0.6, z: 0.8 }, target: { x: 0, y: 0, z: 0 } };
const dist = (v: EyeOnTarget) =>
  Math.hypot(v.eye.x - v.target.x, v.eye.y - v.target.y, v.eye.z - v.target.z);

describe('pinchOf and pinchStep', () => {
  test('a pinch is the midpoint, the span and the angle', () => {
    const p = pinchOf({ x: 100, y: 200 }, { x: 200, y: 200 });
    expect(p).toEqual({ mid: { x: 150, y: 200 }, span: 100, angle: 0 });
    expect(pinchOf({ x: 0, y: 0 }, { x: 0, y: 50 }).angle).toBeCloseTo(Math.PI / 2, 12);
  });

  test('fingers spread to twice as far: scale 2; moved together: the midpoint moves', () => {
    const a = pinchOf({ x: 100, y: 100 }, { x: 140, y: 100 });
    const b = pinchOf({ x: 80, y: 150 }, { x: 160, y: 150 });
    expect(pinchStep(a, b)).toEqual({
      from: { x: 120, y: 100 },
      to: { x: 120, y: 150 },
      scale: 2,
      twist: 0,
    });
  });

  test('a turn across the ±π seam is the short way round', () => {
    const a = { mid: { x: 0, y: 0 }, span: 10, angle: Math.PI - 0.1 };
    const b = { mid: { x: 0, y: 0 }, span: 10, angle: -Math.PI + 0.1 };
    expect(pinchStep(a, b).twist).toBeCloseTo(0.2, 12);
    expect(pinchStep(b, a).twist).toBeCloseTo(-0.2, 12);
  });
});

describe('dolly', () => {
  test('spread fingers bring the eye closer along its line to the target', () => {
    const d = dist(view);
    const v = dolly(view, 2);
    expect(dist(v)).toBeCloseTo(d / 2, 12);
    expect(v.target).toEqual(view.target);
    // Same direction: the slant does not change.
    expect(v.eye.y / v.eye.z).toBeCloseTo(view.eye.y / view.eye.z, 12);
  });

  test('never nearer or further than the limits', () => {
    expect(dist(dolly(view, 100))).toBeCloseTo(DISTANCE.min, 12);
    expect(dist(dolly(view, 0.01))).toBeCloseTo(DISTANCE.max, 12);
    expect(dist(dolly(view, 0))).toBeCloseTo(DISTANCE.max, 12);
    // A seat whose own view stands further back may go back as far as that.
    expect(dist(dolly(view, 0.01, 3.2))).toBeCloseTo(3.2, 12);
  });
});

describe('turn', () => {
  test('walks round the target at the same height and distance', () => {
    const v = turn(view, 0.7);
    expect(v.eye.y).toBe(view.eye.y);
    expect(dist(v)).toBeCloseTo(dist(view), 12);
    expect(v.target).toEqual(view.target);
  });

  test('a quarter turn clockwise on the screen moves the eye to the right of the seat', () => {
    // Looking from +z at the centre, x runs right: the table turning clockwise under the
    // fingers is the eye walking the other way round, to +x.
    const v = turn(view, Math.PI / 2);
    expect(v.eye.x).toBeCloseTo(0.8, 12);
    expect(v.eye.z).toBeCloseTo(0, 12);
  });

  test('turning there and back is where it was', () => {
    const v = turn(turn(view, 1.1), -1.1);
    expect(v.eye.x).toBeCloseTo(view.eye.x, 12);
    expect(v.eye.z).toBeCloseTo(view.eye.z, 12);
  });
});

describe('pan', () => {
  test('slides eye and target so the grabbed felt point comes under the fingers', () => {
    const v = pan(view, { x: 0.1, z: 0.05 }, { x: 0.3, z: -0.05 });
    expect(v.target.x).toBeCloseTo(-0.2, 12);
    expect(v.target.z).toBeCloseTo(0.1, 12);
    expect(v.eye.x - v.target.x).toBeCloseTo(view.eye.x - view.target.x, 12);
    expect(v.eye.z - v.target.z).toBeCloseTo(view.eye.z - view.target.z, 12);
    expect(v.eye.y).toBe(view.eye.y);
  });

  test('the target never leaves the felt, however far the fingers go', () => {
    const v = pan(view, { x: 0, z: 0 }, { x: -25, z: 3 });
    const p = { x: v.target.x, z: v.target.z };
    expect(feltDistance(p)).toBeLessThanOrEqual(-EDGE_MARGIN + 1e-6);
    expect(v.target.x).toBeGreaterThan(0);
    // The eye moved with it: the view keeps its slant.
    expect(v.eye.x - v.target.x).toBeCloseTo(0, 12);
    expect(v.eye.z - v.target.z).toBeCloseTo(0.8, 12);
  });
});

describe('Fingers', () => {
  test('one finger makes no steps; a second one does; a third stops them', () => {
    const f = new Fingers();
    f.press(1, { x: 100, y: 100 });
    expect(f.move(1, { x: 110, y: 100 })).toBeNull();
    f.press(2, { x: 210, y: 100 });
    expect(f.move(2, { x: 310, y: 100 })).toEqual({
      from: { x: 160, y: 100 },
      to: { x: 210, y: 100 },
      scale: 2,
      twist: 0,
    });
    f.press(3, { x: 0, y: 0 });
    expect(f.move(1, { x: 120, y: 100 })).toBeNull();
    f.lift(3);
    expect(f.count).toBe(2);
    expect(f.move(1, { x: 110, y: 100 })?.scale).toBeCloseTo(200 / 190, 12);
  });

  test('a finger lifted, or never pressed, moves nothing', () => {
    const f = new Fingers();
    f.press(1, { x: 0, y: 0 });
    f.press(2, { x: 10, y: 0 });
    f.lift(2);
    expect(f.move(1, { x: 5, y: 5 })).toBeNull();
    expect(f.move(7, { x: 5, y: 5 })).toBeNull();
    expect(f.count).toBe(1);
  });
});
