// How much the 3D table draws. A GPU gets antialiasing, a sharp pixel ratio and fine soft
// shadows; a software rasteriser (SwiftShader, llvmpipe: no GPU, or one the browser refuses) pays
// for every pixel on the CPU, so it gets one sample per pixel, a coarser shadow map and no
// environment lighting. The player
// can override the choice (stored per browser). No three.js here: the game screen asks this
// before the table's code loads.

export type Quality = 'high' | 'low';

export interface QualitySettings {
  readonly quality: Quality;
  readonly antialias: boolean;
  /** Device pixel ratio range for the canvas. */
  readonly dpr: readonly [number, number];
  readonly shadowMapSize: number;
  /** Image-based lighting for the gloss on chips, cards and rail (about 40% of a software
   * rasteriser's frame). */
  readonly environment: boolean;
  /** How large the games' faces are painted against their full size (assets/textures.ts
   * setFaceTextureScale): a software rasteriser paints, uploads and mipmaps every pixel on the
   * CPU and draws at 1×, where a card is never near its full texture's height. */
  readonly faceTextureScale: number;
}

const KEY = 'gang-table:quality';
/** A test's (or a very slow machine's) cap on the pixels drawn: docs/AUTOMATION.md. */
const SCALE_KEY = 'gang-table:pixel-scale';

export const QUALITY: Readonly<Record<Quality, QualitySettings>> = {
  high: {
    quality: 'high',
    antialias: true,
    dpr: [1, 2],
    shadowMapSize: 2048,
    environment: true,
    faceTextureScale: 1,
  },
  low: {
    quality: 'low',
    antialias: false,
    dpr: [1, 1],
    shadowMapSize: 1024,
    environment: false,
    faceTextureScale: 0.5,
  },
};

/** What WebGL this browser offers: none, a software rasteriser, or a GPU. */
export type WebGLSupport = 'none' | 'software' | 'gpu';

/** Renderer names of software rasterisers. */
const SOFTWARE = /swiftshader|llvmpipe|softpipe|software|basic render driver/i;

/** Whether a renderer name (WEBGL_debug_renderer_info) is a software rasteriser. */
export function isSoftwareRenderer(name: string): boolean {
  return SOFTWARE.test(name);
}

let support: WebGLSupport | undefined;

/** Probes WebGL once (a throwaway context, released at once). */
export function webglSupport(): WebGLSupport {
  if (support) return support;
  support = 'none';
  try {
    const canvas = document.createElement('canvas');
    const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    if (gl) {
      const info = gl.getExtension('WEBGL_debug_renderer_info');
      const name = info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : '';
      support = isSoftwareRenderer(name) ? 'software' : 'gpu';
      gl.getExtension('WEBGL_lose_context')?.loseContext();
    }
  } catch {
    // No WebGL at all.
  }
  return support;
}

/** The player's choice, if any. */
export function chosenQuality(): Quality | null {
  try {
    const q = window.localStorage.getItem(KEY);
    return q === 'high' || q === 'low' ? q : null;
  } catch {
    return null;
  }
}

export function chooseQuality(q: Quality | null): void {
  try {
    if (q) window.localStorage.setItem(KEY, q);
    else window.localStorage.removeItem(KEY);
  } catch {
    // Not remembered; fine for this visit.
  }
}

/** The stored pixel scale (0.25 to 1), if any: browser tests that play on the 3D table without
 * looking closely at it draw at 0.5, a quarter of the pixels (a software rasteriser's frame costs
 * about its pixels, the shadow map's included). Nothing in the app sets it. */
export function chosenPixelScale(): number | null {
  try {
    const s = Number(window.localStorage.getItem(SCALE_KEY) ?? NaN);
    return s >= 0.25 && s <= 1 ? s : null;
  } catch {
    return null;
  }
}

/** `q` drawn at `scale` of its pixels per CSS pixel, its shadow map and faces shrunk alike. */
export function scaledQuality(q: QualitySettings, scale: number): QualitySettings {
  if (scale >= 1) return q;
  return {
    ...q,
    dpr: [q.dpr[0] * scale, q.dpr[1] * scale],
    shadowMapSize: 2 ** Math.round(Math.log2(q.shadowMapSize * scale)),
    faceTextureScale: q.faceTextureScale * scale,
  };
}

/** The settings to draw with: the player's choice, else by the renderer; at the stored pixel
 * scale, if any. */
export function tableQuality(): QualitySettings {
  const q = QUALITY[chosenQuality() ?? (webglSupport() === 'software' ? 'low' : 'high')];
  return scaledQuality(q, chosenPixelScale() ?? 1);
}
