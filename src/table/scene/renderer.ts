// The table's renderer, made for the canvas (the Canvas's `gl` factory) with the WebGL questions
// that wait on the GPU process asked while it has nothing else to do.
import { WebGLRenderer, type WebGLRendererParameters } from 'three';
import { setTextureAnisotropy } from '../assets/textures.ts';

/**
 * A factory for the canvas's renderer. Asking a browser for a WebGL extension waits for the GPU
 * process to work through every command queued before it; three asks for the anisotropic filter's
 * the first time a texture is set up (or its maximum is read), and the compiler's
 * KHR_parallel_shader_compile in compileAsync, both in the middle of the scene's first commit,
 * behind its texture uploads and shader compiles (0.5 s of the page's main thread waiting in the
 * 4G bench's profile at a load of 13). Asked here, on a fresh context, they cost a round trip.
 */
export function tableRenderer(
  antialias: boolean,
): (defaults: WebGLRendererParameters) => WebGLRenderer {
  return (defaults) => {
    const gl = new WebGLRenderer({ ...defaults, antialias });
    setTextureAnisotropy(gl.capabilities.getMaxAnisotropy());
    gl.extensions.has('KHR_parallel_shader_compile');
    return gl;
  };
}
