// The table itself: felt, wooden rail and pedestal from public/models/table.glb, and the fixed
// colliders objects fall and slide on (the felt, and the rail's inner wall as a ring of boxes so
// nothing slides off). The room around it is Room.tsx.
import { useGLTF } from '@react-three/drei';
import { CuboidCollider, RigidBody } from '@react-three/rapier';
import { useMemo } from 'react';
import { MeshStandardMaterial, type Mesh } from 'three';
import { feltTexture, woodTexture } from '../assets/textures.ts';
import { MODEL_URLS } from '../assets/models.ts';
import { edgeAt, feltPerimeter, TABLE, type Arrangement } from '../layout.ts';
import { FELT_PHYSICS, FELT_SLAB, RAIL_PHYSICS } from '../physics.ts';

const RAIL_SEGMENTS = 40;

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
    return [
      { mesh: mesh('felt'), material: felt },
      { mesh: mesh('rail'), material: rail },
      { mesh: mesh('base'), material: base },
    ];
  }, [gltf]);

  // The rail's inner wall: boxes along the felt's edge, turned to face the centre.
  const rail = useMemo(() => {
    const step = feltPerimeter(arrangement) / RAIL_SEGMENTS;
    return Array.from({ length: RAIL_SEGMENTS }, (_, i) => {
      const e = edgeAt((i + 0.5) * step, arrangement);
      const depth = 0.05;
      return {
        position: [e.x + e.nx * depth, TABLE.railHeight / 2, e.z + e.nz * depth] as const,
        yaw: Math.atan2(e.nx, e.nz),
        halfLength: step / 2 + 0.01,
        depth,
      };
    });
  }, [arrangement]);
  const tall = arrangement.turn === 'tall';
  const s = arrangement.scale;

  return (
    <group>
      <group scale={[s, 1, s]} rotation={[0, tall ? Math.PI / 2 : 0, 0]}>
        {parts.map(({ mesh, material }) => (
          <mesh
            key={mesh.name}
            geometry={mesh.geometry}
            material={material}
            position={mesh.position}
            quaternion={mesh.quaternion}
            castShadow={mesh.name !== 'felt'}
            receiveShadow
          />
        ))}
      </group>
      {/* A new arrangement, new colliders (a collider keeps the shape it was made with). */}
      <RigidBody key={JSON.stringify(arrangement)} type="fixed" colliders={false}>
        <CuboidCollider
          args={
            tall ? [FELT_SLAB.half[2], FELT_SLAB.half[1], FELT_SLAB.half[0]] : [...FELT_SLAB.half]
          }
          position={[...FELT_SLAB.centre]}
          {...FELT_PHYSICS}
        />
        {rail.map((r, i) => (
          <CuboidCollider
            key={i}
            args={[r.halfLength, TABLE.railHeight, r.depth]}
            position={[...r.position]}
            rotation={[0, r.yaw, 0]}
            {...RAIL_PHYSICS}
          />
        ))}
      </RigidBody>
    </group>
  );
}
