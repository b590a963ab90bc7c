// The table's surfaces (felt, rail wood, floor, walls) are painted pixel by pixel: ≈ 1–1.4 s of
// the page's main thread at a phone's speed (a 4× slower CPU), in the commit that builds the
// table's scene, before its first frame (docs/PERFORMANCE.md). They depend on nothing but the
// quality's scale, so a worker paints them (OffscreenCanvas) as soon as the player heads for a
// table, while the table's code downloads and parses; the page then only copies each picture
// (assets/textures.ts canvasTexture). Without workers or OffscreenCanvas, or if the worker fails,
// the page paints them itself as before: the pixels are the same either way. No three.js here:
// the room's code starts this before the table's code is in.

/** The surfaces a worker may paint ahead: assets/textures.ts's keys for them. */
export const SURFACE_KEYS = ['felt', 'wood', 'room:floor', 'room:wall'] as const;
export type SurfaceKey = (typeof SURFACE_KEYS)[number];

/** A surface's canvas size in pixels at `scale` (the faces' scale: the rail's wood follows it,
 * the felt, floor and walls do not). */
export function surfaceSize(key: SurfaceKey, scale: number): readonly [number, number] {
  switch (key) {
    case 'felt':
      return [512, 512];
    case 'wood':
      return [Math.round(1024 * scale), Math.round(256 * scale)];
    case 'room:floor':
    case 'room:wall':
      return [256, 256];
  }
}

/** A request to the worker, and its answer (a picture, or why not). */
export interface SurfaceRequest {
  readonly key: SurfaceKey;
  readonly scale: number;
}
export type SurfaceAnswer =
  | { readonly key: SurfaceKey; readonly scale: number; readonly bitmap: ImageBitmap }
  | { readonly key: SurfaceKey; readonly scale: number; readonly error: string };

/** How long the table waits for the worker's pictures, at most, once its scene is built (its
 * first frame waits: textures.ts surfacesFilled), before painting what is missing itself: a
 * worker that neither answers nor fails must not hold the table back forever. Generous: a slow
 * worker's pictures are still cheaper than the page's own painting (≈ 1–1.4 s of its main
 * thread at a phone's speed, where the worker took ≈ 1–2 s from "create" in the 4G bench). */
export const SURFACES_WAIT_MS = 4000;

/** Pictures painted ahead, by key and scale, and the ones still being painted. */
const painted = new Map<string, ImageBitmap>();
let waiting: Promise<void> | null = null;
/** The worker asked has not yet answered for every surface (nor failed, nor been given up on). */
let painting = false;
/** Ends the worker's painting now (what it has not sent, the page paints). */
let giveUp: (() => void) | null = null;
const id = (key: SurfaceKey, scale: number) => `${key}@${scale}`;

/**
 * Has a worker paint every surface at `scale`, once a page: a later call does nothing, whatever
 * its scale (a table drawn at another quality paints its own). Nothing waits for it;
 * surfacesPainted() says when it is done.
 */
export function prepaintSurfaces(scale: number): void {
  if (waiting || typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return;
  let worker: Worker;
  try {
    worker = new Worker(new URL('./surfaces-worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return; // the page paints them itself
  }
  const left = new Set<SurfaceKey>(SURFACE_KEYS);
  waiting = new Promise<void>((resolve) => {
    const done = () => {
      painting = false;
      worker.terminate();
      giveUp = null;
      resolve();
    };
    giveUp = done;
    worker.onmessage = (e: MessageEvent<SurfaceAnswer>) => {
      const a = e.data;
      if ('bitmap' in a) painted.set(id(a.key, a.scale), a.bitmap);
      left.delete(a.key);
      if (left.size === 0) done();
    };
    worker.onerror = done;
    worker.onmessageerror = done;
  });
  painting = true;
  for (const key of SURFACE_KEYS) worker.postMessage({ key, scale } satisfies SurfaceRequest);
}

/** Whether a worker is still painting the surfaces (its pictures are worth waiting for). */
export function surfacesPending(): boolean {
  return painting;
}

/** Resolves once the worker has answered for every surface (at once if none was asked for), or
 * after `maxMs`, when the worker is stopped and the page paints the rest. */
export function surfacesPainted(maxMs = SURFACES_WAIT_MS): Promise<void> {
  if (!waiting) return Promise.resolve();
  const timer = setTimeout(() => giveUp?.(), maxMs);
  return waiting.finally(() => clearTimeout(timer));
}

/** The picture painted ahead for `key` at `scale`, if any (it stays for a table drawn again). */
export function paintedSurface(key: SurfaceKey, scale: number): ImageBitmap | undefined {
  return painted.get(id(key, scale));
}
