// Where the pieces' shadow casters stand each frame (PieceShadows.tsx): one instance per piece,
// copied from the mesh drawn for it now. A mesh no longer on the table (React made a new one for
// its piece) or hidden casts nothing: its last place would keep a shadow with no piece above it.
import type { BufferGeometry, InstancedMesh, Mesh, Object3D, Scene } from 'three';

/** The casters of each kind of piece: chips, and cards (stacks included). */
export interface Casters {
  readonly card: InstancedMesh;
  readonly chip: InstancedMesh;
}

/** Whether `node` is drawn: it and every group above it visible, up to a scene. */
export function drawn(node: Object3D): boolean {
  for (let at: Object3D | null = node; at; at = at.parent) {
    if (!at.visible) return false;
    if (!at.parent) return (at as Scene).isScene === true;
  }
  return false;
}

/** Places one caster per piece's mesh (`body`; `chip`: the chips' geometry, any other is a
 * card's), as many as each kind's InstancedMesh holds; meshes not drawn get none. */
export function placeCasters(
  pieces: Iterable<{ readonly body?: Mesh }>,
  chip: BufferGeometry,
  casters: Casters,
): void {
  let cards = 0;
  let chips = 0;
  const room = casters.card.instanceMatrix.count;
  for (const { body } of pieces) {
    if (!body || !drawn(body)) continue;
    if (body.geometry === chip) {
      if (chips < room) casters.chip.setMatrixAt(chips++, body.matrixWorld);
    } else if (cards < room) {
      casters.card.setMatrixAt(cards++, body.matrixWorld);
    }
  }
  casters.card.count = cards;
  casters.chip.count = chips;
  casters.card.instanceMatrix.needsUpdate = true;
  casters.chip.instanceMatrix.needsUpdate = true;
}
