// The table itself: felt, wooden rail and pedestal from public/models/table.glb, as the screen
// arranges it (felt.ts). The colliders objects fall and slide on are in TablePhysics.tsx; the
// room around it is Room.tsx.
import { useGLTF } from '@react-three/drei';
import { useEffect, useMemo } from 'react';
import { DataTexture, MeshStandardMaterial, type BufferGeometry, type Mesh } from 'three';
import { feltTexture, woodTexture } from '../assets/textures.ts';
import { MODEL_URLS } from '../assets/models.ts';
import { stretchPoint, type Arrangement } from '../core/layout.ts';
import { still } from './still.ts';

/** A white pixel for the pedestal to wear as its map: white times its colour is its colour, and
 * a mapped material shares the felt's and the rail's shader program (three keys a program by
 * what its material uses, a map or none): one program fewer to compile and link before the first
 * frame, and on a software rasteriser one pipeline fewer built in it. */
const WHITE = new DataTexture(new Uint8Array([255, 255, 255, 255]), 1, 1);
WHITE.matrixAutoUpdate = false;
WHITE.needsUpdate = true;

/** A mesh of the full table drawn on an arrangement's felt (felt.ts stretchPoint): each vertex
 * moved in x and z (never y), so the round ends stay round on a felt narrow for its length; the
 * normals hold (an end is scaled evenly about its centre, a straight only along itself). */
function stretched(geometry: BufferGeometry, a: Arrangement): BufferGeometry {
  const out = geometry.clone();
  const position = out.getAttribute('position');
  for (let i = 0; i < position.count; i++) {
    const p = stretchPoint(position.getX(i), position.getZ(i), a);
    position.setX(i, p.x);
    position.setZ(i, p.z);
  }
  position.needsUpdate = true;
  out.computeBoundingBox();
  out.computeBoundingSphere();
  return out;
}

/** The table as this screen arranges it (felt.ts): turned a quarter when tall, and narrower and
 * shorter (never lower) when a game shrinks it against its pieces. */
export function TableModel({ arrangement }: { arrangement: Arrangement }) {
  const gltf = useGLTF(MODEL_URLS.table, false, false);
  const parts = useMemo(() => {
    const mesh = (name: string) => {
      const m = gltf.nodes[name] as Mesh | undefined;
      if (!m) throw new Error(`table.glb has no mesh '${name}'`);
      return m;
    };
    const felt = new MeshStandardMaterial({ map: feltTexture(), roughness: 0.96 });
    const rail = new MeshStandardMaterial({ map: woodTexture(), roughness: 0.32 });
    const base = (mesh('base').material as MeshStandardMaterial).clone();
    base.map = WHITE;
    return [
      { mesh: mesh('felt'), material: felt },
      { mesh: mesh('rail'), material: rail },
      { mesh: mesh('base'), material: base },
    ];
  }, [gltf]);
  const tall = arrangement.turn === 'tall';
  const { scale, width } = arrangement;
  const geometries = useMemo(
    () => parts.map(({ mesh }) => stretched(mesh.geometry, { turn: 'wide', scale, width })),
    [parts, scale, width],
  );
  useEffect(() => () => geometries.forEach((g) => g.dispose()), [geometries]);

  // It moves only when the screen turns it (still.ts: its matrices made then, not every frame),
  // and the camera always looks at it: no test against the view in each frame.
  return (
    <group ref={(g) => still(g)} rotation={[0, tall ? Math.PI / 2 : 0, 0]}>
      {parts.map(({ mesh, material }, k) => (
        <mesh
          key={mesh.name}
          ref={still}
          frustumCulled={false}
          geometry={geometries[k]}
          material={material}
          position={mesh.position}
          quaternion={mesh.quaternion}
          castShadow={mesh.name !== 'felt'}
          receiveShadow
        />
      ))}
    </group>
  );
}
