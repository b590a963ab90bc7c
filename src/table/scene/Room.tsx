// A room around the table instead of a black void: floorboards, a rug under the table, papered
// walls with a wainscot, seen dimly past the lamp's pool of light. Lambert materials and no
// shadows of its own: cheap on a software renderer.
import { BackSide } from 'three';
import { floorTexture, rugTexture, wallTexture } from '../assets/textures.ts';
import { TABLE } from '../layout.ts';

const ROOM = { radius: 5.5, height: 3.2 } as const;

export function Room() {
  return (
    <group>
      <color attach="background" args={['#120e0c']} />
      <mesh rotation-x={-Math.PI / 2} position-y={TABLE.floor}>
        <circleGeometry args={[ROOM.radius, 48]} />
        <meshLambertMaterial map={floorTexture(ROOM.radius)} />
      </mesh>
      <mesh rotation-x={-Math.PI / 2} position-y={TABLE.floor + 0.002} receiveShadow>
        <circleGeometry args={[1.9, 64]} />
        <meshLambertMaterial map={rugTexture()} />
      </mesh>
      <mesh position-y={TABLE.floor + ROOM.height / 2}>
        <cylinderGeometry args={[ROOM.radius, ROOM.radius, ROOM.height, 48, 1, true]} />
        <meshLambertMaterial map={wallTexture(10)} side={BackSide} />
      </mesh>
      {/* Wall lights: warm pools on the walls, far from the table. */}
      {[0.6, 2.4, 4.2].map((a) => (
        <pointLight
          key={a}
          position={[Math.sin(a) * (ROOM.radius - 0.4), 0.9, Math.cos(a) * (ROOM.radius - 0.4)]}
          color="#ffb56b"
          intensity={1.6}
          distance={3}
          decay={2}
        />
      ))}
    </group>
  );
}
