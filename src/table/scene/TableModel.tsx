// The table itself: felt, wooden rail and pedestal from public/models/table.glb, and the fixed
// colliders objects fall and slide on (the felt, and the rail's inner wall as a ring of boxes so
// nothing slides off). The room around it is Room.tsx.
import { useGLTF } from '@react-three/drei';
import { CuboidCollider, RigidBody } from '@react-three/rapier';
import { useMemo } from 'react';
import { MeshStandardMaterial, type Mesh } from 'three';
import { feltTexture, woodTexture } from '../assets/textures.ts';
import { MODEL_URLS } from '../assets/models.ts';
import { edgeAt, FELT_PERIMETER, TABLE } from '../layout.ts';
import { FELT_PHYSICS, FELT_SLAB, RAIL_PHYSICS } from '../physics.ts';

const RAIL_SEGMENTS = 40;

export function TableModel() {
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
    const step = FELT_PERIMETER / RAIL_SEGMENTS;
    return Array.from({ length: RAIL_SEGMENTS }, (_, i) => {
      const e = edgeAt((i + 0.5) * step);
      const depth = 0.05;
      return {
        position: [e.x + e.nx * depth, TABLE.railHeight / 2, e.z + e.nz * depth] as const,
        yaw: Math.atan2(e.nx, e.nz),
        halfLength: step / 2 + 0.01,
        depth,
      };
    });
  }, []);

  return (
    <group>
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
      <RigidBody type="fixed" colliders={false}>
        <CuboidCollider
          args={[...FELT_SLAB.half]}
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
