// The meters bench/profile-page.ts installs in a page (as scripts, run before the page's own):
// WebGL's waits on the GPU process, and every frame around a release.

/** Wraps WebGL's calls that make the page wait for the GPU process (a program's link status and
 * uniforms, a texture's upload from a canvas, mipmaps, pixels read back): their count and the
 * milliseconds the page spent inside them, by name, in window.__glWaits. Programs linked are
 * counted too, and each fragment shader's SHADER_NAME (three's material type) in
 * window.__glShaders: the program variants before the first frame. */
export const GL_METER = `(() => {
  const waits = (window.__glWaits = {});
  const shaders = (window.__glShaders = []);
  for (const proto of [WebGL2RenderingContext.prototype, WebGLRenderingContext.prototype]) {
    const source = proto.shaderSource;
    proto.shaderSource = function (shader, src) {
      if (/pc_fragColor|gl_FragColor/.test(src)) {
        shaders.push((/SHADER_NAME (\\S+)/.exec(src) || [])[1] || '?');
      }
      return source.call(this, shader, src);
    };
  }
  const names = ['linkProgram', 'getProgramParameter', 'getProgramInfoLog', 'getShaderInfoLog',
    'getShaderParameter', 'getUniformLocation',
    'getActiveUniform', 'getAttribLocation', 'getError', 'texImage2D', 'texSubImage2D',
    'texStorage2D', 'generateMipmap', 'readPixels', 'drawElements', 'drawArrays'];
  for (const proto of [WebGL2RenderingContext.prototype, WebGLRenderingContext.prototype]) {
    for (const name of names) {
      const f = proto[name];
      if (typeof f !== 'function') continue;
      proto[name] = function (...args) {
        const t = performance.now();
        try { return f.apply(this, args); } finally {
          const w = (waits[name] ??= { n: 0, ms: 0 });
          w.n++;
          w.ms += performance.now() - t;
        }
      };
    }
  }
})();`;

/** Installed in the page just before a release: every animation frame's callbacks timed (wall
 * time, and inside WebGL calls) and every WebGL call counted by name, per frame; WebGL calls
 * outside a frame (in the pointer's handlers) go to the frame slot `event`. The pointerup's
 * dispatch is timed too: from its timeStamp to a task queued after its listeners (React's
 * flush of what the handlers set runs in between). In window.__rel. */
export const RELEASE_METER = `(() => {
  const rel = (window.__rel = { frames: [], up: null, shaders: [] });
  for (const proto of [WebGL2RenderingContext.prototype, WebGLRenderingContext.prototype]) {
    const source = proto.shaderSource;
    proto.shaderSource = function (shader, src) {
      if (/pc_fragColor|gl_FragColor/.test(src)) {
        rel.shaders.push((/SHADER_NAME (\\S+)/.exec(src) || [])[1] || '?');
      }
      return source.call(this, shader, src);
    };
  }
  let current = null;
  const event = { t: -1, start: 0, js: 0, gl: 0, calls: {} };
  rel.event = event;
  const raf = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (cb) =>
    raf((t) => {
      let f = rel.frames.find((x) => x.t === t);
      if (!f) rel.frames.push((f = { t, start: performance.now(), js: 0, gl: 0, calls: {} }));
      const prev = current;
      current = f;
      const start = performance.now();
      try { cb(t); } finally { f.js += performance.now() - start; current = prev; }
    });
  let inGl = false;
  for (const proto of [WebGL2RenderingContext.prototype, WebGLRenderingContext.prototype]) {
    for (const name of Object.getOwnPropertyNames(proto)) {
      const d = Object.getOwnPropertyDescriptor(proto, name);
      if (!d || typeof d.value !== 'function' || name === 'constructor') continue;
      const orig = d.value;
      proto[name] = function (...args) {
        if (inGl) return orig.apply(this, args);
        const f = current || event;
        f.calls[name] = (f.calls[name] || 0) + 1;
        inGl = true;
        const start = performance.now();
        try { return orig.apply(this, args); } finally {
          const dt = performance.now() - start;
          f.gl += dt;
          if (dt > 1) (f.slow ??= {})[name] = Math.round(((f.slow[name] || 0) + dt) * 10) / 10;
          inGl = false;
        }
      };
    }
  }
  window.addEventListener('pointerdown', (e) => { rel.down = e.timeStamp; }, { capture: true });
  window.addEventListener('pointerup', (e) => {
    const at = performance.now();
    rel.up = { timeStamp: e.timeStamp, listenersDone: at };
    setTimeout(() => { rel.up.flushed = performance.now(); }, 0);
  }, { capture: true });
})();`;

export interface ReleaseFrame {
  t: number;
  start: number;
  js: number;
  gl: number;
  calls: Record<string, number>;
  /** Milliseconds inside the WebGL calls that took over 1 ms, by name. */
  slow?: Record<string, number>;
}
