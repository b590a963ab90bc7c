// A room around the table instead of a black void: floorboards, a rug under the table, papered
// walls with a wainscot and the warm pools of wall lights, seen dimly past the lamp's pool of
// light. Unlit materials with the light painted in, no lights or shadows of its own: next to
// nothing on a software renderer, where every extra light is paid for in every pixel.
import { BackSide } from 'three';
import { floorTexture, rugTexture, wallTexture } from '../assets/textures.ts';
import { TABLE } from '../core/layout.ts';

const ROOM = { radius: 5.5, height: 3.2 } as const;

export function Room() {
  return (
    <group>
      <color attach="background" args={['#120e0c']} />
      <mesh rotation-x={-Math.PI / 2} position-y={TABLE.floor}>
        <circleGeometry args={[ROOM.radius, 48]} />
        <meshBasicMaterial map={floorTexture(ROOM.radius)} color="#8a7a6e" />
      </mesh>
      <mesh rotation-x={-Math.PI / 2} position-y={TABLE.floor + 0.002}>
        <circleGeometry args={[1.9, 64]} />
        <meshBasicMaterial map={rugTexture()} color="#9a8a80" transparent />
      </mesh>
      <mesh position-y={TABLE.floor + ROOM.height / 2}>
        <cylinderGeometry args={[ROOM.radius, ROOM.radius, ROOM.height, 48, 1, true]} />
        <meshBasicMaterial map={wallTexture(5)} side={BackSide} />
      </mesh>
    </group>
  );
}
