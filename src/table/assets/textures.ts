// The table's textures, drawn with Canvas 2D (an OffscreenCanvas where there is one) into
// THREE.CanvasTexture: sRGB, mipmapped, anisotropic, cached by what they show (ask for the same
// texture twice and get the same object). No network, no web fonts. This module holds the cache
// and the table's own surfaces (felt and wood); each game paints its faces through faceTexture
// (src/table/games/<id>/textures.ts).
//
// UVs follow glTF (flipY = false): the image's top lies toward the model's −z, as
// scripts/gen-models.ts builds public/models/*.glb. feltTexture and woodTexture come already
// repeated (RepeatWrapping) to suit table.glb's felt and rail UVs. Give a textured material a
// white colour: the GLBs' base colours are only stand-ins, and glTF multiplies them in.
import {
  CanvasTexture,
  LinearFilter,
  LinearMipmapLinearFilter,
  RepeatWrapping,
  SRGBColorSpace,
} from 'three';
import { drawRug } from './draw-room.ts';
import type { Ctx } from './paint.ts';
import { paintSurface } from './surface-paint.ts';
import {
  paintedSurface,
  surfacesPainted,
  surfacesPending,
  surfaceSize,
  type SurfaceKey,
} from './surfaces.ts';

export type { Ctx } from './paint.ts';

/** Face texture sizes in pixels: a card face is 63 × 88 mm at about 8 px per mm (the surfaces'
 * are surfaces.ts's). */
export const TEXTURE_SIZE = {
  card: { width: 512, height: 716 },
  chip: 512,
  chipEdge: { width: 512, height: 32 },
} as const;

/** A cached canvas texture (games' face textures are these). */
export type FaceTexture = CanvasTexture<Canvas>;

/** A canvas to draw on: an OffscreenCanvas where available (workers too), else a DOM canvas. */
type Canvas = OffscreenCanvas | HTMLCanvasElement;

function createCanvas(width: number, height: number): Canvas {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

const cache = new Map<string, CanvasTexture<Canvas>>();
let anisotropy = 8;
/** How large face textures are painted against TEXTURE_SIZE (setFaceTextureScale). */
let faceScale = 1;

/**
 * Paints the games' faces this much smaller than TEXTURE_SIZE from now on (the drawing itself is
 * scaled, so every painter works in TEXTURE_SIZE's pixels): a software rasteriser's table pays
 * for every painted, uploaded and mipmapped pixel on the CPU, and on its 1× canvas a card is
 * never drawn anywhere near 716 px tall.
 */
export function setFaceTextureScale(scale: number): void {
  faceScale = scale;
}

/**
 * The anisotropic filtering to ask for (pass renderer.capabilities.getMaxAnisotropy()); three
 * clamps it to what the GPU offers. Applies to textures made from now on and to cached ones.
 */
export function setTextureAnisotropy(value: number): void {
  anisotropy = Math.max(1, value);
  for (const texture of cache.values()) {
    texture.anisotropy = anisotropy;
    texture.needsUpdate = true;
  }
}

/**
 * The texture `draw` paints on a `width` × `height` canvas, cached by `key`: asking for the same
 * key again returns the same texture. Games' face painters go through here.
 */
export function canvasTexture(
  key: string,
  width: number,
  height: number,
  draw: (c: Ctx) => void,
  repeat?: readonly [number, number],
): CanvasTexture<Canvas> {
  const cached = cache.get(key);
  if (cached) return cached;
  const canvas = createCanvas(width, height);
  const c = canvas.getContext('2d') as Ctx | null;
  if (!c) throw new Error('no 2D canvas context for the table textures');
  draw(c);
  const t = new CanvasTexture<Canvas>(canvas);
  t.name = key;
  t.colorSpace = SRGBColorSpace;
  t.flipY = false;
  t.anisotropy = anisotropy;
  t.generateMipmaps = true;
  t.minFilter = LinearMipmapLinearFilter;
  t.magFilter = LinearFilter;
  if (repeat) {
    t.wrapS = RepeatWrapping;
    t.wrapT = RepeatWrapping;
    t.repeat.set(repeat[0], repeat[1]);
  }
  // Its repeat is set once: its uv matrix made now, not in every frame for every material that
  // wears it (three remakes a texture's matrix each draw unless told not to).
  t.matrixAutoUpdate = false;
  t.updateMatrix();
  t.needsUpdate = true;
  cache.set(key, t);
  return t;
}

/** A game's face texture (card faces and backs, chip faces and edges): as canvasTexture, painted
 * at the face scale (setFaceTextureScale). */
export function faceTexture(
  key: string,
  width: number,
  height: number,
  draw: (c: Ctx) => void,
): CanvasTexture<Canvas> {
  const s = faceScale;
  if (s === 1) return canvasTexture(key, width, height, draw);
  const w = Math.max(1, Math.round(width * s));
  const h = Math.max(1, Math.round(height * s));
  return canvasTexture(`${key}@${s}`, w, h, (c) => {
    c.scale(w / width, h / height);
    draw(c);
  });
}

/** The size in metres one felt tile covers on the table. */
export const FELT_TILE_METRES = 0.25;
/** How many wood tiles go once round the rail (a whole number: no seam), and per metre across. */
export const WOOD_REPEAT = { around: 5, perMetreAcross: 1 / 0.3 } as const;

/** Draws a surface's picture: the worker's copied when it painted one, else painted here. */
function fillSurface(c: Ctx, key: SurfaceKey, scale: number): void {
  const ahead = paintedSurface(key, scale);
  if (ahead) c.drawImage(ahead, 0, 0);
  else paintSurface(key, c, scale);
}

/** Surfaces made blank while a worker still paints them (surfacesFilled fills them). */
const unfilled = new Map<SurfaceKey, { scale: number; texture: CanvasTexture<Canvas> }>();

/** A surface (surfaces.ts), already repeated: the picture a worker painted ahead when there is
 * one (copied, a few milliseconds); blank while the worker still paints it (the table's scene is
 * built meanwhile, and its first frame waits for surfacesFilled); else painted here. */
function surfaceTexture(key: SurfaceKey, repeat: readonly [number, number]) {
  const scale = faceScale;
  const [width, height] = surfaceSize(key, scale);
  let blank = false;
  const texture = canvasTexture(
    key,
    width,
    height,
    (c) => {
      if (!paintedSurface(key, scale) && surfacesPending()) blank = true;
      else fillSurface(c, key, scale);
    },
    repeat,
  );
  if (blank) unfilled.set(key, { scale, texture });
  return texture;
}

/**
 * Resolves once every surface made blank holds its picture: the worker's when it answers, else
 * (it failed, or outlasted surfacesPainted's wait) painted here. The table's first frame waits
 * for it, so the scene's commit, its faces and its shader programs are made on the page while
 * the worker paints, rather than after.
 */
export async function surfacesFilled(): Promise<void> {
  if (unfilled.size === 0) return;
  await surfacesPainted();
  for (const [key, { scale, texture }] of unfilled) {
    unfilled.delete(key);
    const c = texture.image.getContext('2d') as Ctx | null;
    if (!c) continue;
    fillSurface(c, key, scale);
    texture.needsUpdate = true;
  }
}

/** The felt, tileable, already repeated to suit table.glb's felt UVs (one unit = 2.5 m). */
export function feltTexture(): CanvasTexture<Canvas> {
  return surfaceTexture('felt', [2.5 / FELT_TILE_METRES, 2.5 / FELT_TILE_METRES]);
}

/** The rail's wood, tileable, already repeated to suit table.glb's rail UVs (u once round).
 * Painted at the faces' scale (half each way on a software rasteriser): its pixel-by-pixel
 * grain was 1.5 s of a phone-speed table's first draw at full size (docs/PERFORMANCE.md). */
export function woodTexture(): CanvasTexture<Canvas> {
  return surfaceTexture('wood', [WOOD_REPEAT.around, WOOD_REPEAT.perMetreAcross]);
}

/** The room's floorboards, repeated `repeat` times each way over the floor. */
export function floorTexture(repeat: number): CanvasTexture<Canvas> {
  return surfaceTexture('room:floor', [repeat, repeat]);
}

/** The rug under the table (once, not tiled). */
export function rugTexture(): CanvasTexture<Canvas> {
  return canvasTexture('room:rug', 256, 256, (c) => drawRug(c, 256));
}

/** The walls, repeated `around` times round the room. */
export function wallTexture(around: number): CanvasTexture<Canvas> {
  return surfaceTexture('room:wall', [around, 1]);
}

/** How many textures are cached (for tests and leak checks). */
export function cachedTextureCount(): number {
  return cache.size;
}

/** Frees every cached texture's GPU memory and forgets them (e.g. when the table unmounts). */
export function disposeTextures(): void {
  for (const t of cache.values()) t.dispose();
  cache.clear();
  unfilled.clear();
}
