// Objects that move only when their props or their owner say so. three.js remakes every object's
// matrix from its position, rotation and scale in every frame it draws (`matrixAutoUpdate`), and
// an object whose matrix was remade takes every object below it along (their world matrices
// multiplied again): the scene itself, the room, the table, the lights and every piece at rest,
// in each frame of a drag, for one piece that moves. An object marked still keeps the matrix it
// was last given: its props' (a ref callback made anew each render, so a new turn or scale is
// taken at once), or its owner's, who calls `updateMatrix()` after moving it (motion.ts).
import type { Object3D } from 'three';

/** Marks `o` still, its matrix made from its position, rotation and scale now. As a ref
 * callback, `ref={(o) => still(o)}`: React calls it after every render that set new props. */
export function still(o: Object3D | null): void {
  if (!o) return;
  o.matrixAutoUpdate = false;
  o.updateMatrix();
}
