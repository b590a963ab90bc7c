// A warm lamp over the table with soft shadows, a dim sky, a cool rim from behind, and a small
// studio environment built here from light panels (no environment map is fetched) for the
// gloss on chips, cards and the rail.
import { Environment, Lightformer } from '@react-three/drei';
import type { ComponentProps } from 'react';
import { SHADOW_LAYER } from './PieceShadows.tsx';
import { still } from './still.ts';

/** The lamp's shadow sees the scene (layer 0) and the pieces' shadow casters (PieceShadows). */
const LAMP_LAYERS = 1 | (1 << SHADOW_LAYER);

/** The studio's light panels: a warm one overhead, a cool one behind, a warm ring to the side. */
const PANELS: ComponentProps<typeof Lightformer>[] = [
  {
    form: 'rect',
    intensity: 2.2,
    color: '#ffe9cc',
    position: [0, 3, 0],
    rotation: [Math.PI / 2, 0, 0],
    scale: [3, 2, 1],
  },
  {
    form: 'rect',
    intensity: 0.8,
    color: '#c9dcff',
    position: [-3, 1.2, -2],
    rotation: [0, Math.PI / 3, 0],
    scale: [2, 1, 1],
  },
  { form: 'ring', intensity: 0.6, color: '#ffd6a0', position: [3, 1, 2], scale: 1.5 },
];

export function Lighting({
  shadowMapSize,
  environment,
}: {
  shadowMapSize: number;
  /** Without the studio environment, a brighter sky makes up for its light. */
  environment: boolean;
}) {
  return (
    <>
      {/* The lights never move (still.ts). */}
      <hemisphereLight ref={still} args={['#fff0dc', '#101412', environment ? 0.4 : 0.85]} />
      <spotLight
        ref={still}
        position={[0, 2.3, 0.15]}
        angle={0.62}
        penumbra={0.75}
        decay={2}
        intensity={26}
        color="#ffe7c4"
        castShadow
        shadow-mapSize={[shadowMapSize, shadowMapSize]}
        shadow-bias={-0.00005}
        shadow-normalBias={0.0008}
        shadow-camera-near={0.5}
        shadow-camera-far={4}
        shadow-camera-layers-mask={LAMP_LAYERS}
      />
      <directionalLight ref={still} position={[-1.5, 1.2, -2]} intensity={0.35} color="#bcd4ff" />
      {environment && (
        <Environment resolution={128} frames={1} environmentIntensity={0.35}>
          {PANELS.map((panel, i) => (
            <Lightformer key={i} {...panel} />
          ))}
        </Environment>
      )}
    </>
  );
}
