import { describe, expect, test } from 'vitest';
import {
  paintedSurface,
  prepaintSurfaces,
  SURFACE_KEYS,
  surfaceSize,
  surfacesPainted,
} from './surfaces.ts';

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
});
