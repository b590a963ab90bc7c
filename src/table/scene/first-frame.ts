// What the table does around its first frame (TableView.tsx): the scene's shader programs compiled
// before it without blocking the page, and the faces no piece shows yet painted after it, in idle
// moments. Kept apart from React so the order is testable.
import type { Camera, Object3D } from 'three';

/** What compileThen needs of a renderer (three's WebGLRenderer). */
export interface ProgramCompiler {
  compileAsync(scene: Object3D, camera: Camera): Promise<unknown>;
}

/**
 * Compiles every program `scene` needs as `camera` sees it (three's compileAsync: with
 * KHR_parallel_shader_compile the GPU links them while the page polls, where a first frame would
 * wait on each link in turn), waits for `alongside` too (work already under way elsewhere, such as
 * a worker painting the surfaces), then calls `then`. A failed compile still calls `then`: the
 * frame compiles what it lacks as it draws; so does a failure of `alongside`.
 */
export async function compileThen(
  gl: ProgramCompiler,
  scene: Object3D,
  camera: Camera,
  then: () => void,
  alongside: Promise<void> = Promise.resolve(),
): Promise<void> {
  try {
    await gl.compileAsync(scene, camera);
  } catch (error) {
    console.warn('the table: compiling its shaders ahead failed', error);
  }
  try {
    await alongside;
  } catch (error) {
    console.warn('the table: waiting for its surfaces failed', error);
  }
  then();
}

type IdleRequest = (fn: () => void, options: { timeout: number }) => number;

/**
 * Calls `step` in the page's idle moments (requestIdleCallback; a short timer where there is none)
 * until it returns false; at most `timeoutMs` apart while the page stays busy. Returns a stop.
 */
export function eachIdle(step: () => boolean, timeoutMs = 2000): () => void {
  const g = globalThis as {
    requestIdleCallback?: IdleRequest;
    cancelIdleCallback?: (id: number) => void;
  };
  const request: IdleRequest = g.requestIdleCallback
    ? (fn, options) => g.requestIdleCallback!(fn, options)
    : (fn) => setTimeout(fn, 50) as unknown as number;
  const cancel = g.cancelIdleCallback
    ? (id: number) => g.cancelIdleCallback!(id)
    : (id: number) => clearTimeout(id);
  let handle = 0;
  let stopped = false;
  const run = () => {
    if (stopped || !step()) return;
    handle = request(run, { timeout: timeoutMs });
  };
  handle = request(run, { timeout: timeoutMs });
  return () => {
    stopped = true;
    cancel(handle);
  };
}
