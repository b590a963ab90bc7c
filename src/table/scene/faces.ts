// Face keys (objects.ts) to materials: one material per look of a piece (its front, back and rim
// together), so a card or a chip is one mesh drawn in one call (piece-geometry.ts merges its
// sides and marks each vertex with its side). The textures are painted once by the game the key
// names (`<game>/…`, through src/table/games/registry.ts) and shared between looks. Cards are
// satin, chips a little glossier.
//
// A look's front and back are painted lazily: only when a piece wearing it is posed showing that
// side (paintShown, from Piece.tsx), or later in idle time (paintNextSide, from TableView.tsx).
// A phone's first frame then paints, uploads and mipmaps the faces it shows and not every hidden
// card's and chip's underside. The rim (a chip's edge band) shows from every side: painted at once.
import { Color, DataTexture, MeshStandardMaterial, SRGBColorSpace, type Texture } from 'three';
import { tableGame } from '../games/registry.ts';
import type { FaceKey } from '../core/objects.ts';
import { SIDE_ATTRIBUTE } from './piece-geometry.ts';

/** The game a face key belongs to, and its own key. */
function split(key: FaceKey): [string, string] {
  const slash = key.indexOf('/');
  if (slash < 0) throw new Error(`a face key names its game first: ${key}`);
  return [key.slice(0, slash), key.slice(slash + 1)];
}

function texture(key: FaceKey): Texture {
  const [game, own] = split(key);
  return tableGame(game).texture(own);
}

/** A card's paper edge (no key of its own). */
const PAPER = '#ece6d8';

// The standard shader, taught to pick its colour by the side a fragment lies on: the front's
// texture (`map`, so three sets up the UVs), the back's, or the rim's texture or plain colour,
// and the rim's roughness. Sampled with the UVs' own derivatives, taken before the branch (a
// branch's own would be undefined where two sides meet).
const VERTEX_HEAD = `attribute float ${SIDE_ATTRIBUTE};\nvarying float vPieceSide;\n`;
const FRAGMENT_HEAD = `uniform sampler2D backMap;\nuniform sampler2D edgeMap;\nuniform float edgeMapped;\nuniform vec3 edgeColor;\nuniform float edgeRoughness;\nvarying float vPieceSide;\n`;
const MAP_FRAGMENT = /* glsl */ `
#ifdef USE_MAP
  vec2 pieceDx = dFdx( vMapUv );
  vec2 pieceDy = dFdy( vMapUv );
  vec4 sampledDiffuseColor;
  if ( vPieceSide < 0.5 ) sampledDiffuseColor = textureGrad( map, vMapUv, pieceDx, pieceDy );
  else if ( vPieceSide < 1.5 ) sampledDiffuseColor = textureGrad( backMap, vMapUv, pieceDx, pieceDy );
  else if ( edgeMapped > 0.5 ) sampledDiffuseColor = textureGrad( edgeMap, vMapUv, pieceDx, pieceDy );
  else sampledDiffuseColor = vec4( edgeColor, 1.0 );
  diffuseColor *= sampledDiffuseColor;
#endif
`;
const ROUGHNESS_FRAGMENT = /* glsl */ `float roughnessFactor = vPieceSide < 1.5 ? roughness : edgeRoughness;`;

/** What an unpainted side samples (never seen on a piece: a side is painted before it shows).
 * A texture all the same, so the shader program is the one every look shares. */
const UNPAINTED = new DataTexture(new Uint8Array([236, 230, 216, 255]), 1, 1);
UNPAINTED.colorSpace = SRGBColorSpace;
UNPAINTED.matrixAutoUpdate = false;
UNPAINTED.needsUpdate = true;

/** A piece's material: the standard one, with its back and rim chosen per fragment. */
function lookMaterial(
  edge: Texture | null,
  roughness: number,
  edgeRoughness: number,
): [MeshStandardMaterial, { backMap: { value: Texture } }] {
  const m = new MeshStandardMaterial({ map: UNPAINTED, roughness, metalness: 0 });
  const uniforms = {
    backMap: { value: UNPAINTED as Texture },
    edgeMap: { value: edge },
    edgeMapped: { value: edge ? 1 : 0 },
    edgeColor: { value: new Color(PAPER) },
    edgeRoughness: { value: edgeRoughness },
  };
  m.onBeforeCompile = (shader) => {
    Object.assign(shader.uniforms, uniforms);
    shader.vertexShader =
      VERTEX_HEAD +
      shader.vertexShader.replace(
        '#include <uv_vertex>',
        `#include <uv_vertex>\n  vPieceSide = ${SIDE_ATTRIBUTE};`,
      );
    shader.fragmentShader = (FRAGMENT_HEAD + shader.fragmentShader)
      .replace('#include <map_fragment>', MAP_FRAGMENT)
      .replace('#include <roughnessmap_fragment>', ROUGHNESS_FRAGMENT);
  };
  // Every look shares one program; only the uniforms differ.
  m.customProgramCacheKey = () => 'piece-look';
  return [m, uniforms];
}

/** A look: its material, the keys of its two sides, and which of them are painted yet. */
interface Look {
  readonly material: MeshStandardMaterial;
  readonly front: FaceKey;
  readonly back: FaceKey;
  readonly backMap: { value: Texture };
  frontPainted: boolean;
  backPainted: boolean;
}

const materials = new Map<string, MeshStandardMaterial>();
const looks = new Map<MeshStandardMaterial, Look>();

/** The one material of a piece showing `front` on top, `back` beneath and `edge` round its rim
 * (a card's paper edge when none); `glossy` for chips. Shared by every piece that looks alike. */
export function pieceMaterial(
  front: FaceKey,
  back: FaceKey,
  edge: FaceKey | undefined,
  glossy: boolean,
): MeshStandardMaterial {
  const key = `${front}|${back}|${edge ?? ''}|${glossy ? 'g' : 's'}`;
  let m = materials.get(key);
  if (!m) {
    const roughness = glossy ? 0.38 : 0.52;
    const rim = edge ? 0.42 : 0.8;
    const [material, uniforms] = lookMaterial(edge ? texture(edge) : null, roughness, rim);
    m = material;
    materials.set(key, m);
    looks.set(m, {
      material: m,
      front,
      back,
      backMap: uniforms.backMap,
      frontPainted: false,
      backPainted: false,
    });
  }
  return m;
}

/** Paints a look's front and/or back, if not painted yet. */
function paint(look: Look, front: boolean, back: boolean): void {
  if (front && !look.frontPainted) {
    look.frontPainted = true;
    look.material.map = texture(look.front);
  }
  if (back && !look.backPainted) {
    look.backPainted = true;
    look.backMap.value = texture(look.back);
  }
}

/** How far a piece's top (its front's normal, +y) points up under `q`: 1 face up, −1 face down. */
export function upness(q: { readonly x: number; readonly z: number }): number {
  return 1 - 2 * (q.x * q.x + q.z * q.z);
}

/** A side this close to edge-on may be seen either way (a card raised toward the eye). */
const EDGE_ON = 0.35;

/**
 * Paints the sides of `material` that a piece turned by each of `turns` shows: the front unless
 * it lies face down, the back unless it lies face up (either, near edge-on). Before the frame
 * that draws it, so no side ever shows unpainted.
 */
export function paintShown(
  material: MeshStandardMaterial,
  turns: readonly { readonly x: number; readonly z: number }[],
): void {
  const look = looks.get(material);
  if (!look) return;
  for (const q of turns) {
    const up = upness(q);
    paint(look, up > -EDGE_ON, up < EDGE_ON);
  }
}

/** Paints every side of `material` (a piece turning over). */
export function paintBoth(material: MeshStandardMaterial): void {
  const look = looks.get(material);
  if (look) paint(look, true, true);
}

/** Paints one side still unpainted, of any look, and returns its texture (for the renderer to
 * upload at once); null when every side is painted. For idle time after the first frame. */
export function paintNextSide(): Texture | null {
  for (const look of looks.values()) {
    if (!look.frontPainted) {
      paint(look, true, false);
      return look.material.map;
    }
    if (!look.backPainted) {
      paint(look, false, true);
      return look.backMap.value;
    }
  }
  return null;
}

/** The face keys painted so far, in the looks' order (for tests). */
export function paintedFaces(): FaceKey[] {
  const out: FaceKey[] = [];
  for (const look of looks.values()) {
    if (look.frontPainted) out.push(look.front);
    if (look.backPainted) out.push(look.back);
  }
  return out;
}

/** Frees every face material (the textures are freed by assets/textures.ts). */
export function disposeFaceMaterials(): void {
  for (const m of materials.values()) m.dispose();
  materials.clear();
  looks.clear();
}
