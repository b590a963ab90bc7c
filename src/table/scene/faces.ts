// Face keys (objects.ts) to materials: one material per look of a piece (its front, back and rim
// together), so a card or a chip is one mesh drawn in one call (piece-geometry.ts merges its
// sides and marks each vertex with its side). The textures are painted once by the game the key
// names (`<game>/…`, through src/table/games/registry.ts) and shared between looks. Cards are
// satin, chips a little glossier.
import { Color, MeshStandardMaterial, type Texture } from 'three';
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

/** A piece's material: the standard one, with its back and rim chosen per fragment. */
function lookMaterial(
  front: Texture,
  back: Texture,
  edge: Texture | null,
  roughness: number,
  edgeRoughness: number,
): MeshStandardMaterial {
  const m = new MeshStandardMaterial({ map: front, roughness, metalness: 0 });
  const uniforms = {
    backMap: { value: back },
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
  return m;
}

const materials = new Map<string, MeshStandardMaterial>();

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
    m = lookMaterial(texture(front), texture(back), edge ? texture(edge) : null, roughness, rim);
    materials.set(key, m);
  }
  return m;
}

/** Frees every face material (the textures are freed by assets/textures.ts). */
export function disposeFaceMaterials(): void {
  for (const m of materials.values()) m.dispose();
  materials.clear();
}
