// The legal places of the piece in hand (or of the hand rail's chosen cards), lit on the felt:
// each target zone's area filled with a soft brass light and outlined, so a player who tapped a
// piece sees where a second tap may put it, and a dragger where to let go.
import { useThree } from '@react-three/fiber';
import { useEffect, useMemo } from 'react';
import {
  DoubleSide,
  Mesh,
  MeshBasicMaterial,
  PlaneGeometry,
  Shape,
  ShapeGeometry,
  type BufferGeometry,
} from 'three';
import type { DropZone } from '../../engine/index.ts';
import type { ZoneArea } from '../core/layout.ts';
import type { ZoneDef } from '../core/objects.ts';
import { sameZone } from '../core/placements.ts';
import { eachIdle } from './first-frame.ts';

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

/** The lit places' one material, made with the table's targets and kept while they are, its
 * shader program compiled in an idle moment once they mount. A material made and dropped with
 * each show (as JSX inside the mesh) was disposed when the piece was let go, which deleted its
 * programs, so every grab compiled and linked them again in its first frame: 3.4–3.6 s of
 * waiting in WebGL calls at a load of 15 on this machine's software rasteriser. One pass: a
 * flat light on the felt has no back to draw first (three draws a transparent double-sided
 * material twice, with a program for each side). */
function targetMaterial(): MeshBasicMaterial {
  return new MeshBasicMaterial({
    color: '#f3c969',
    transparent: true,
    opacity: 0.22,
    depthWrite: false,
    side: DoubleSide,
    forceSinglePass: true,
  });
}

export function Targets({
  zones,
  targets,
}: {
  zones: readonly ZoneDef[];
  targets: readonly DropZone[] | null;
}) {
  const material = useMemo(targetMaterial, []);
  useEffect(() => () => material.dispose(), [material]);
  const gl = useThree((s) => s.gl);
  const scene = useThree((s) => s.scene);
  const camera = useThree((s) => s.camera);
  useEffect(
    () =>
      eachIdle(() => {
        // A stand-in on the same material, compiled for the table's scene (its fog and lights).
        const probe = new Mesh(new PlaneGeometry(), material);
        void gl
          .compileAsync(probe, camera, scene)
          .then(() => {
            // Its link's outcome read back now (the page waits for the GPU process there), not
            // by the grab's frame, which three's first use of a program would make wait.
            const done = gl.properties.get(material) as {
              currentProgram?: { getUniforms(): unknown };
            };
            done.currentProgram?.getUniforms();
          })
          .finally(() => probe.geometry.dispose());
        return false;
      }),
    [gl, scene, camera, material],
  );
  // Each zone's outline, made the first time it is lit and kept for the scene's zones (a grab
  // no longer makes and uploads new geometry, nor leaves the last one's on the GPU).
  const made = useMemo(() => ({ zones, geometries: new Map<ZoneDef, BufferGeometry>() }), [zones]);
  useEffect(() => () => made.geometries.forEach((g) => g.dispose()), [made]);
  const shown = useMemo(
    () =>
      (targets ?? []).flatMap((t) => {
        const def = made.zones.find((z) => sameZone(z.zone, t));
        if (!def) return [];
        let geometry = made.geometries.get(def);
        if (!geometry) made.geometries.set(def, (geometry = geometryOf(def.area)));
        return [{ key: JSON.stringify(t), geometry }];
      }),
    [made, targets],
  );
  return (
    <>
      {shown.map(({ key, geometry }) => (
        <mesh
          key={key}
          geometry={geometry}
          material={material}
          rotation={[-Math.PI / 2, 0, 0]}
          position={[0, LIFT, 0]}
          renderOrder={1}
        />
      ))}
    </>
  );
}
