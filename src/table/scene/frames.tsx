// The canvas's frame plumbing for TableView: the runtime hooked to the canvas, the frame cap's
// own drawing, readiness once every shader program is compiled, and the idle painting of the
// faces no piece shows yet.
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useLayoutEffect } from 'react';
import { setTextureAnisotropy, surfacesFilled } from '../assets/textures.ts';
import type { TableScene } from '../core/objects.ts';
import type { FrameGate } from '../core/frame-cap.ts';
import { paintNextSide } from './faces.ts';
import { compileThen, eachIdle } from './first-frame.ts';
import type { TableRuntime } from './runtime.ts';

/** Hooks the runtime to the canvas: invalidation, camera, frame count (under a frame cap,
 * FrameCap counts the frames it draws). */
export function Runtime({ runtime, loaded }: { runtime: TableRuntime; loaded: boolean }) {
  const invalidate = useThree((s) => s.invalidate);
  const setFrameloop = useThree((s) => s.setFrameloop);
  // Drawing starts once loaded (the canvas draws nothing before: no frame of the room alone for a
  // software rasteriser to pay for while the table's programs compile), and it is switched on
  // here, in the canvas tree's commit that shows the table, not by the Canvas's `frameloop`
  // prop: R3F applies that prop in the page tree's commit, which asks for a frame at once, and
  // renders the canvas's tree in a later task, so the animation frame came first and drew the
  // room alone (3 draw calls; in the 4G bench a whole SwiftShader frame, 0.9-1.2 s at 4x).
  useLayoutEffect(() => {
    if (!loaded) return;
    setFrameloop('demand');
    invalidate();
  }, [loaded, setFrameloop, invalidate]);
  const camera = useThree((s) => s.camera);
  const gl = useThree((s) => s.gl);
  useEffect(() => {
    runtime.invalidate = () => invalidate();
    runtime.camera = camera;
    runtime.canvas = gl.domElement;
    setTextureAnisotropy(gl.capabilities.getMaxAnisotropy());
  }, [runtime, invalidate, camera, gl]);
  useFrame(() => {
    if (!runtime.gate) runtime.frameDrawn(false);
  });
  return null;
}

/** Under a frame cap (frame-cap.ts), draws the scene itself: a useFrame with a priority takes the
 * drawing over from the canvas, after every other frame callback has moved things. A frame not
 * drawn asks for the next display frame, so the last picture of a motion is drawn. */
export function FrameCap({ gate, runtime }: { gate: FrameGate; runtime: TableRuntime }) {
  useFrame((state) => {
    if (gate.draw(performance.now())) {
      state.gl.render(state.scene, state.camera);
      runtime.frameDrawn(false);
    } else state.invalidate();
  }, 1);
  return null;
}

/** Mounted once its Suspense boundary has everything (models, faces, pieces): compiles every
 * shader program the scene needs without blocking (three's compileAsync: the GPU links them in
 * parallel, KHR_parallel_shader_compile, while the page polls), and waits for the surfaces a
 * worker still paints (textures.ts surfacesFilled), then reports readiness. Until then the table
 * and its pieces stay hidden, so no frame waits on a program's link or shows a blank felt. */
export function Ready({ onReady }: { onReady: () => void }) {
  const gl = useThree((s) => s.gl);
  const scene = useThree((s) => s.scene);
  const camera = useThree((s) => s.camera);
  useLayoutEffect(() => {
    let live = true;
    void compileThen(gl, scene, camera, () => live && onReady(), surfacesFilled());
    return () => {
      live = false;
    };
  }, [gl, scene, camera, onReady]);
  return null;
}

/** After the first draw: the sides no piece shows yet (faces.ts paints them lazily), painted one
 * per idle moment and uploaded there, so a card turned over later does not wait for its face.
 * Runs again for each new scene (a new deal's looks). */
export function PaintIdle({ scene }: { scene: TableScene }) {
  const gl = useThree((s) => s.gl);
  useEffect(() => {
    void scene;
    return eachIdle(() => {
      const texture = paintNextSide();
      if (texture) gl.initTexture(texture);
      return texture !== null;
    });
  }, [gl, scene]);
  return null;
}
