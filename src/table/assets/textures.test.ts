// The surfaces' textures while a worker paints them (textures.ts surfaceTexture and
// surfacesFilled): the table's scene is built meanwhile with the surfaces blank, and its first
// frame waits until each holds its picture, the worker's or, where the worker gave none, the
// page's own. Canvases and the worker are stand-ins that record what is done to them.
import { afterAll, afterEach, describe, expect, test, vi } from 'vitest';
import { StubWorker } from './stub-worker.ts';

/** What was done to every stand-in canvas, in order: 'copy <key>' or 'paint'. */
let drawn: string[] = [];

/** A 2D context that records copies (of a stand-in bitmap) and painting. */
function recordingContext() {
  return {
    drawImage: (bitmap: { key: string }) => drawn.push(`copy ${bitmap.key}`),
    createImageData: (w: number, h: number) => ({
      data: new Uint8ClampedArray(w * h * 4),
      width: w,
      height: h,
    }),
    putImageData: () => drawn.push('paint'),
    clearRect: () => {},
    fillRect: () => {},
    scale: () => {},
  };
}

class StubCanvas {
  constructor(
    readonly width: number,
    readonly height: number,
  ) {}
  getContext() {
    return recordingContext();
  }
}

/** Fresh copies of textures.ts and surfaces.ts (both keep state for the page). */
async function fresh(withWorker: boolean) {
  vi.resetModules();
  drawn = [];
  StubWorker.made = [];
  vi.stubGlobal('OffscreenCanvas', StubCanvas);
  if (withWorker) vi.stubGlobal('Worker', StubWorker);
  const textures = await import('./textures.ts');
  const surfaces = await import('./surfaces.ts');
  textures.setFaceTextureScale(0.5);
  return { textures, surfaces };
}

afterEach(() => {
  vi.unstubAllGlobals();
});
// The suite shares modules between files (vite.config.ts `isolate: false`): the surfaces.ts left
// in the cache here has had a worker; the next file imports its own afresh.
afterAll(() => {
  vi.resetModules();
});

describe('the surfaces while a worker paints them', () => {
  test('the scene gets them blank; they hold the worker’s pictures once it answers', async () => {
    const { textures, surfaces } = await fresh(true);
    surfaces.prepaintSurfaces(0.5);
    const felt = textures.feltTexture();
    const floor = textures.floorTexture(4);
    expect(drawn).toEqual([]); // neither painted nor copied: the worker is on it
    const versions = [felt.version, floor.version];
    let filled = false;
    const filling = textures.surfacesFilled().then(() => (filled = true));
    await Promise.resolve();
    expect(filled).toBe(false); // the first frame waits
    StubWorker.made[0]!.answer(true);
    await filling;
    expect(drawn).toEqual(['copy felt', 'copy room:floor']);
    // Marked for upload again: the blank picture is not what the first frame shows.
    expect(felt.version).toBeGreaterThan(versions[0]!);
    expect(floor.version).toBeGreaterThan(versions[1]!);
    expect(textures.feltTexture()).toBe(felt); // still the one cached texture
  });

  test('where the worker gives no picture, the page paints it before the first frame', async () => {
    const { textures, surfaces } = await fresh(true);
    surfaces.prepaintSurfaces(0.5);
    textures.woodTexture();
    const filling = textures.surfacesFilled();
    StubWorker.made[0]!.answer(false);
    await filling;
    expect(drawn).toEqual(['paint']);
  });

  test('a surface asked for after the worker answered is copied at once: nothing to wait for', async () => {
    const { textures, surfaces } = await fresh(true);
    surfaces.prepaintSurfaces(0.5);
    StubWorker.made[0]!.answer(true);
    await surfaces.surfacesPainted();
    textures.wallTexture(5);
    expect(drawn).toEqual(['copy room:wall']);
    await textures.surfacesFilled();
    expect(drawn).toEqual(['copy room:wall']);
  });

  test('without a worker the page paints each surface as it is asked for', async () => {
    const { textures, surfaces } = await fresh(false);
    surfaces.prepaintSurfaces(0.5);
    textures.feltTexture();
    expect(drawn).toEqual(['paint']);
    await textures.surfacesFilled();
    expect(drawn).toEqual(['paint']);
  });

  test('a table left before the worker answered fills nothing', async () => {
    const { textures, surfaces } = await fresh(true);
    surfaces.prepaintSurfaces(0.5);
    textures.feltTexture();
    const filling = textures.surfacesFilled();
    textures.disposeTextures();
    StubWorker.made[0]!.answer(true);
    await filling;
    expect(drawn).toEqual([]);
  });
});
