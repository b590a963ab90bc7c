// The worker that paints the table's surfaces ahead (surfaces.ts): one OffscreenCanvas per
// surface, handed back to the page as an ImageBitmap.
import { paintSurface } from './surface-paint.ts';
import type { Ctx } from './paint.ts';
import { surfaceSize, type SurfaceAnswer, type SurfaceRequest } from './surfaces.ts';

const post = (answer: SurfaceAnswer, transfer: Transferable[] = []) =>
  (self as unknown as Worker).postMessage(answer, transfer);

self.onmessage = (e: MessageEvent<SurfaceRequest>) => {
  const { key, scale } = e.data;
  try {
    const [width, height] = surfaceSize(key, scale);
    const canvas = new OffscreenCanvas(width, height);
    const c = canvas.getContext('2d') as Ctx | null;
    if (!c) throw new Error('no 2D context in the worker');
    paintSurface(key, c, scale);
    const bitmap = canvas.transferToImageBitmap();
    post({ key, scale, bitmap }, [bitmap]);
  } catch (error) {
    post({ key, scale, error: String(error) });
  }
};
