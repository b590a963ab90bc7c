// The table itself: felt, wooden rail and pedestal from public/models/table.glb. The colliders
// objects fall and slide on are in TablePhysics.tsx; the room around it is Room.tsx.
import { useGLTF } from '@react-three/drei';
import { useMemo } from 'react';
import { MeshStandardMaterial, type Mesh } from 'three';
import { feltTexture, woodTexture } from '../assets/textures.ts';
import { MODEL_URLS } from '../assets/models.ts';

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
    </group>
  );
}
