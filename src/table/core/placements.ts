// A drop's spot, kept by the host for everybody (docs/PROTOCOL.md "place"), moves an object's
// rest pose to where it was put, while the rules keep it in that zone: the rules say which zone,
// the hand says where in it. Pure, so every peer computes the same table from the same messages.
import type { DropZone } from '../../engine/index.ts';
import { spotPoint } from './layout.ts';
import type { TableObject, TableScene } from './objects.ts';

/** Where an object was put: its zone and the spot in it (−1…1 each way). */
export interface PlacedSpot {
  readonly zone: DropZone;
  readonly at: readonly [number, number];
}

/** Whether two zones are the same zone. */
export function sameZone(a: DropZone, b: DropZone): boolean {
  if (a.kind !== b.kind) return false;
  switch (a.kind) {
    case 'centre':
      return true;
    case 'seat':
      return a.seat === (b as typeof a).seat;
    case 'zone':
      return a.zone === (b as typeof a).zone;
    case 'object':
      return a.object === (b as typeof a).object;
  }
}

/** The scene with every placed object resting at its spot (objects the rules moved to another
 * zone, or that have no zone, keep their slot). */
export function withPlacements(
  scene: TableScene,
  placements: Readonly<Record<string, PlacedSpot>>,
): TableScene {
  let changed = false;
  const objects = scene.objects.map((o): TableObject => {
    const placed = Object.hasOwn(placements, o.id) ? placements[o.id] : undefined;
    if (!placed || !o.zone || !sameZone(placed.zone, o.zone)) return o;
    const def = scene.zones.find((z) => sameZone(z.zone, o.zone!));
    if (!def) return o;
    changed = true;
    const position = spotPoint(def.area, placed.at, o.rest.position.y);
    return { ...o, rest: { ...o.rest, position } };
  });
  return changed ? { ...scene, objects } : scene;
}
