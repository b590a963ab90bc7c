import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  paintedSurface,
  prepaintSurfaces,
  SURFACE_KEYS,
  surfaceSize,
  surfacesPainted,
} from './surfaces.ts';
import { StubWorker } from './stub-worker.ts';

describe('the surfaces painted ahead', () => {
  test.each([
    ['felt', 1, [512, 512]],
    ['felt', 0.5, [512, 512]],
    ['wood', 1, [1024, 256]],
    ['wood', 0.5, [512, 128]],
    ['room:floor', 0.5, [256, 256]],
    ['room:wall', 1, [256, 256]],
  ] as const)('%s at scale %s is %j pixels', (key, scale, size) => {
    expect(surfaceSize(key, scale)).toEqual(size);
  });

  test('where there is no worker the page paints them itself: nothing to wait for', async () => {
    prepaintSurfaces(0.5);
    await expect(surfacesPainted()).resolves.toBeUndefined();
    for (const key of SURFACE_KEYS) expect(paintedSurface(key, 0.5)).toBeUndefined();
  });

  describe('with a worker', () => {
    /** A fresh copy of surfaces.ts (it paints once a page) in a page with workers. */
    async function withWorkers() {
      vi.resetModules();
      StubWorker.made = [];
      vi.stubGlobal('Worker', StubWorker);
      vi.stubGlobal('OffscreenCanvas', class {});
      vi.useFakeTimers();
      return import('./surfaces.ts');
    }
    afterEach(() => {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    });
    const settled = (p: Promise<void>) => {
      const seen = { done: false };
      void p.then(() => (seen.done = true));
      return seen;
    };

    test('the table waits for the worker to answer for every surface, and no longer', async () => {
      const s = await withWorkers();
      s.prepaintSurfaces(0.5);
      const [worker] = StubWorker.made;
      expect(worker!.asked.map((a) => a.key)).toEqual([...s.SURFACE_KEYS]);
      const wait = settled(s.surfacesPainted());
      await vi.advanceTimersByTimeAsync(0);
      expect(wait.done).toBe(false);
      worker!.answer();
      await vi.advanceTimersByTimeAsync(0);
      expect(wait.done).toBe(true);
      expect(worker!.terminated).toBe(true);
      expect(vi.getTimerCount()).toBe(0); // the longest wait put away
    });

    test('a worker that neither answers nor fails is stopped after the longest wait; the page paints', async () => {
      const s = await withWorkers();
      s.prepaintSurfaces(0.5);
      const wait = settled(s.surfacesPainted());
      await vi.advanceTimersByTimeAsync(s.SURFACES_WAIT_MS - 1);
      expect(wait.done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(wait.done).toBe(true);
      expect(StubWorker.made[0]!.terminated).toBe(true);
      for (const key of s.SURFACE_KEYS) expect(s.paintedSurface(key, 0.5)).toBeUndefined();
      await expect(s.surfacesPainted()).resolves.toBeUndefined(); // and a later table waits not
    });
  });
});
