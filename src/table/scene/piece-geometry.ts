// A flat piece's sides (public/models: a card's front, back and edge; a chip's top, bottom and
// edge) merged into one geometry, each vertex marked with its side, so a piece is one mesh with
// one material (faces.ts picks the colour per side) and one draw call, not three.
import { BufferAttribute, type BufferGeometry } from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';

/** The vertex attribute naming a vertex's side: 0 the top (a card's face), 1 the bottom, 2 the
 * rim. */
export const SIDE_ATTRIBUTE = 'pieceSide';

const merged = new WeakMap<BufferGeometry, BufferGeometry>();

/** The three sides as one geometry (made once per model). */
export function mergeSides(
  top: BufferGeometry,
  bottom: BufferGeometry,
  edge: BufferGeometry,
): BufferGeometry {
  const known = merged.get(top);
  if (known) return known;
  const sides = [top, bottom, edge].map((g, side) => {
    const copy = g.clone();
    // Only what the material reads: glTF may add attributes one side has and another lacks.
    for (const name of Object.keys(copy.attributes)) {
      if (name !== 'position' && name !== 'normal' && name !== 'uv') copy.deleteAttribute(name);
    }
    const count = copy.getAttribute('position').count;
    copy.setAttribute(SIDE_ATTRIBUTE, new BufferAttribute(new Float32Array(count).fill(side), 1));
    return copy;
  });
  const geometry = mergeGeometries(sides, false);
  if (!geometry) throw new Error('the sides of a piece could not be merged');
  for (const side of sides) side.dispose();
  geometry.computeBoundingBox();
  geometry.computeBoundingSphere();
  merged.set(top, geometry);
  return geometry;
}
