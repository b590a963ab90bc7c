// The table's surfaces painted pixel by pixel (felt, the rail's wood, the room's floor and walls):
// their sizes and painters by key, shared by the page (assets/textures.ts) and the worker that
// paints them ahead (surfaces-worker.ts). No three.js, no DOM.
import { drawFloor, drawWall } from './draw-room.ts';
import { drawFelt, drawWood } from './draw-surfaces.ts';
import type { Ctx } from './paint.ts';
import { surfaceSize, type SurfaceKey } from './surfaces.ts';

/** Each surface's painter, on a canvas of its size (surfaceSize). */
const PAINTERS: Readonly<Record<SurfaceKey, (c: Ctx, width: number, height: number) => void>> = {
  felt: (c, width) => drawFelt(c, width),
  wood: (c, width, height) => drawWood(c, width, height),
  'room:floor': (c, width) => drawFloor(c, width),
  'room:wall': (c, width, height) => drawWall(c, width, height),
};

/** Paints `key` on `c` at `scale` (the faces' scale: the wood follows it). */
export function paintSurface(key: SurfaceKey, c: Ctx, scale: number): void {
  const [width, height] = surfaceSize(key, scale);
  PAINTERS[key](c, width, height);
}
