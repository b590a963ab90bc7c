// A room around the table instead of a black void: floorboards, a rug under the table, papered
// walls with a wainscot and the warm pools of wall lights, seen dimly past the lamp's pool of
// light. Unlit materials with the light painted in, no lights or shadows of its own: next to
// nothing on a software renderer, where every extra light is paid for in every pixel.
import { useEffect, useMemo } from 'react';
import { CylinderGeometry, type BufferGeometry } from 'three';
import { floorTexture, rugTexture, wallTexture } from '../assets/textures.ts';
import { TABLE } from '../core/layout.ts';
import { still } from './still.ts';

const ROOM = { radius: 5.5, height: 3.2 } as const;

/**
 * `geometry` with every triangle's corners in the other order, so its front faces look the other
 * way (the same vertices, uvs and normals: an unlit material draws it alike). The walls, seen
 * from inside, are drawn front side out this way rather than with `side={BackSide}`: a back-side
 * material is a shader program of its own (FLIP_SIDED), and the floor's program serves them.
 */
export function insideOut<G extends BufferGeometry>(geometry: G): G {
  const index = geometry.getIndex();
  if (!index) throw new Error('insideOut needs an indexed geometry');
  for (let i = 0; i + 2 < index.count; i += 3) {
    const b = index.getX(i + 1);
    index.setX(i + 1, index.getX(i + 2));
    index.setX(i + 2, b);
  }
  index.needsUpdate = true;
  return geometry;
}

export function Room() {
  const walls = useMemo(
    () => insideOut(new CylinderGeometry(ROOM.radius, ROOM.radius, ROOM.height, 48, 1, true)),
    [],
  );
  useEffect(() => () => walls.dispose(), [walls]);
  // It never moves (still.ts), and the camera stands inside it, over its floor, so it is never
  // out of the picture: no matrices remade and no test against the view in each frame.
  return (
    <group ref={still}>
      <color attach="background" args={['#120e0c']} />
      <mesh ref={still} frustumCulled={false} rotation-x={-Math.PI / 2} position-y={TABLE.floor}>
        <circleGeometry args={[ROOM.radius, 48]} />
        <meshBasicMaterial map={floorTexture(ROOM.radius)} color="#8a7a6e" />
      </mesh>
      <mesh
        ref={still}
        frustumCulled={false}
        rotation-x={-Math.PI / 2}
        position-y={TABLE.floor + 0.002}
      >
        <circleGeometry args={[1.9, 64]} />
        <meshBasicMaterial map={rugTexture()} color="#9a8a80" transparent />
      </mesh>
      <mesh
        ref={still}
        frustumCulled={false}
        geometry={walls}
        position-y={TABLE.floor + ROOM.height / 2}
      >
        <meshBasicMaterial map={wallTexture(5)} />
      </mesh>
    </group>
  );
}
