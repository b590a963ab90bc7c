// A warm lamp over the table with soft shadows, a dim sky, a cool rim from behind, and a small
// studio environment built here from light panels (no environment map is fetched) for the
// gloss on chips, cards and the rail.
import { Environment, Lightformer } from '@react-three/drei';

export function Lighting({ shadowMapSize }: { shadowMapSize: number }) {
  return (
    <>
      <hemisphereLight args={['#fff0dc', '#101412', 0.4]} />
      <spotLight
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
      />
      <directionalLight position={[-1.5, 1.2, -2]} intensity={0.35} color="#bcd4ff" />
      <Environment resolution={128} frames={1} environmentIntensity={0.35}>
        <Lightformer
          form="rect"
          intensity={2.2}
          color="#ffe9cc"
          position={[0, 3, 0]}
          rotation-x={Math.PI / 2}
          scale={[3, 2, 1]}
        />
        <Lightformer
          form="rect"
          intensity={0.8}
          color="#c9dcff"
          position={[-3, 1.2, -2]}
          rotation-y={Math.PI / 3}
          scale={[2, 1, 1]}
        />
        <Lightformer form="ring" intensity={0.6} color="#ffd6a0" position={[3, 1, 2]} scale={1.5} />
      </Environment>
    </>
  );
}
