// The seat's view is searched once per framing, screen shape and covered parts (CameraRig.tsx
// homeView): asked again with the same inputs it is the same pose without a new search; any
// input that differs searches anew; a caller's vectors are its own.
import { afterEach, describe, expect, test, vi } from 'vitest';
import type * as FramingModule from '../core/framing.ts';
import type { Framing } from '../core/framing.ts';

/** How many searches the framing model ran. */
let searches = 0;

vi.mock('../core/framing.ts', async (importOriginal) => {
  const real = await importOriginal<typeof FramingModule>();
  return {
    ...real,
    frameView: (...args: Parameters<typeof real.frameView>) => {
      searches++;
      return real.frameView(...args);
    },
  };
});

// The suite shares modules between files (vite.config.ts `isolate: false`): forget them, so this
// file's CameraRig.tsx is imported afresh, over the counting framing model.
vi.resetModules();
const { homeView, FOV } = await import('./CameraRig.tsx');
const { frameView } = await import('../core/framing.ts');

const FRAMING: Framing = {
  keep: [
    { x: -0.6, y: 0, z: -0.3 },
    { x: 0.6, y: 0, z: -0.3 },
    { x: 0, y: 0, z: 0.55 },
  ],
  elevation: 0.7,
  read: [{ x: 0, y: 0, z: 0 }],
};

afterEach(() => {
  searches = 0;
});

describe("the seat's view, searched once", () => {
  test('the same framing, shape and panels: the same pose, not searched again', () => {
    const first = homeView(FRAMING, 1.6);
    const again = homeView({ ...FRAMING, keep: FRAMING.keep.map((p) => ({ ...p })) }, 1.6);
    expect(searches).toBe(1);
    expect(again.eye.toArray()).toEqual(first.eye.toArray());
    expect(again.target.toArray()).toEqual(first.target.toArray());
    const direct = frameView(FRAMING, FOV, 1.6);
    expect(first.eye.toArray()).toEqual([direct.eye.x, direct.eye.y, direct.eye.z]);
    // Each caller gets vectors of its own: moving one moves no later view.
    first.eye.set(9, 9, 9);
    expect(homeView(FRAMING, 1.6).eye.toArray()).toEqual(again.eye.toArray());
  });

  test.each([
    ['another shape', FRAMING, 0.46, []],
    ['a panel over the screen', FRAMING, 1.6, [{ left: -1, right: -0.5, bottom: 0.6, top: 1 }]],
    ['a point moved a hair', { ...FRAMING, elevation: 0.7 + 1e-12 }, 1.6, []],
    ['other cards to read', { ...FRAMING, read: [{ x: 0, y: 0, z: 0.5 }] }, 1.6, []],
  ] as const)('%s is searched anew', (_, framing, aspect, covered) => {
    homeView(FRAMING, 1.6);
    searches = 0;
    const view = homeView(framing, aspect, covered);
    expect(searches).toBe(1);
    const direct = frameView(framing, FOV, aspect, covered);
    expect(view.eye.toArray()).toEqual([direct.eye.x, direct.eye.y, direct.eye.z]);
  });
});
