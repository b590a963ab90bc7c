// The legal places of the piece in hand (or of the hand rail's chosen cards), lit on the felt:
// each target zone's area filled with a soft brass light and outlined, so a player who tapped a
// piece sees where a second tap may put it, and a dragger where to let go.
import { useMemo } from 'react';
import { DoubleSide, Shape, ShapeGeometry, type BufferGeometry } from 'three';
import type { DropZone } from '../../engine/index.ts';
import type { ZoneArea } from '../core/layout.ts';
import type { ZoneDef } from '../core/objects.ts';
import { sameZone } from '../core/placements.ts';

/** Just above the felt, under every piece lying on it. */
const LIFT = 0.0004;

/** An area's outline on the felt plane, as (x, z) points in order. */
export function areaOutline(area: ZoneArea, steps = 12): [number, number][] {
  if (area.kind === 'rect') {
    const c = Math.cos(area.yaw);
    const s = Math.sin(area.yaw);
    return [
      [-1, -1],
      [1, -1],
      [1, 1],
      [-1, 1],
    ].map(([u, v]) => {
      const x = u! * area.halfWidth;
      const z = v! * area.halfDepth;
      return [area.centre.x + x * c + z * s, area.centre.z - x * s + z * c];
    });
  }
  // A stadium: two half circles round the ends of its spine.
  const out: [number, number][] = [];
  const { straight: L, radius: R } = area;
  for (const end of [1, -1]) {
    for (let k = 0; k <= steps; k++) {
      const a = -Math.PI / 2 + (Math.PI * k) / steps;
      const along = end * (L + R * Math.cos(a));
      const across = end * R * Math.sin(a);
      out.push(area.tall ? [across, along] : [along, -across]);
    }
  }
  return out;
}

function geometryOf(area: ZoneArea): BufferGeometry {
  const points = areaOutline(area);
  // The shape is drawn in the x–y plane, then laid on the felt (y up → −z).
  const shape = new Shape();
  points.forEach(([x, z], i) => (i === 0 ? shape.moveTo(x, -z) : shape.lineTo(x, -z)));
  shape.closePath();
  return new ShapeGeometry(shape);
}

export function Targets({
  zones,
  targets,
}: {
  zones: readonly ZoneDef[];
  targets: readonly DropZone[] | null;
}) {
  const shown = useMemo(
    () =>
      (targets ?? []).flatMap((t) => {
        const def = zones.find((z) => sameZone(z.zone, t));
        return def ? [{ key: JSON.stringify(t), geometry: geometryOf(def.area) }] : [];
      }),
    [zones, targets],
  );
  return (
    <>
      {shown.map(({ key, geometry }) => (
        <mesh
          key={key}
          geometry={geometry}
          rotation={[-Math.PI / 2, 0, 0]}
          position={[0, LIFT, 0]}
          renderOrder={1}
        >
          <meshBasicMaterial
            color="#f3c969"
            transparent
            opacity={0.22}
            depthWrite={false}
            side={DoubleSide}
          />
        </mesh>
      ))}
    </>
  );
}
