// The camera: from the player's own seat, looking over their cards to the centre; orbit and zoom
// within limits (never under the table, never lost in the room), no panning. One finger drags
// objects, two fingers orbit and pinch. `reset` glides back to the seat's view.
import { OrbitControls } from '@react-three/drei';
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useRef, type ComponentRef } from 'react';
import { TOUCH, Vector3 } from 'three';
import type { TableRuntime } from './runtime.ts';

/** The camera's vertical field of view, in degrees. */
export const FOV = 42;
/** The seat's view: the target, and the direction toward the eye (the local seat is at +z). */
const TARGET = new Vector3(0, -0.02, 0.1);
const TOWARD_EYE = new Vector3(0, 0.78, 0.63).normalize();
/** Half the width that must fit across the screen: every seat's cards (m). */
const HALF_WIDTH = 1.02;
const RESET_MS = 450;

/** The seat's view for a screen of this aspect: close enough to read, far enough to see all. */
export function homeView(aspect: number): { eye: Vector3; target: Vector3 } {
  const tanHalf = Math.tan(((FOV / 2) * Math.PI) / 180);
  const distance = Math.min(3.2, Math.max(1.3, HALF_WIDTH / (tanHalf * Math.max(0.3, aspect))));
  return { eye: TARGET.clone().addScaledVector(TOWARD_EYE, distance), target: TARGET.clone() };
}

export function CameraRig({ runtime }: { runtime: TableRuntime }) {
  const controls = useRef<ComponentRef<typeof OrbitControls>>(null);
  const camera = useThree((s) => s.camera);
  const size = useThree((s) => s.size);
  const invalidate = useThree((s) => s.invalidate);
  const tween = useRef<{ t0: number; eye: Vector3; target: Vector3 } | null>(null);

  // Narrow screens step back so the whole table fits across.
  const home = useRef(homeView(16 / 10));
  const aspect = size.width / Math.max(1, size.height);
  // Start at the seat's view, and go back to it when the screen's shape changes.
  useEffect(() => {
    home.current = homeView(aspect);
    camera.position.copy(home.current.eye);
    controls.current?.target.copy(home.current.target);
    controls.current?.update();
    invalidate();
  }, [aspect, camera, invalidate]);

  useEffect(() => {
    runtime.resetCamera = () => {
      tween.current = {
        t0: performance.now(),
        eye: camera.position.clone(),
        target: controls.current?.target.clone() ?? home.current.target.clone(),
      };
      invalidate();
    };
  }, [runtime, camera, invalidate]);

  useFrame(() => {
    const t = tween.current;
    const c = controls.current;
    if (!t || !c) return;
    const k = Math.min(1, (performance.now() - t.t0) / RESET_MS);
    const e = 1 - (1 - k) ** 3;
    camera.position.lerpVectors(t.eye, home.current.eye, e);
    c.target.lerpVectors(t.target, home.current.target, e);
    c.update();
    if (k >= 1) tween.current = null;
    invalidate();
  });

  return (
    <OrbitControls
      ref={controls}
      makeDefault
      enablePan={false}
      enableDamping={false}
      minDistance={0.45}
      maxDistance={2.6}
      minPolarAngle={0.12}
      maxPolarAngle={1.22}
      rotateSpeed={0.6}
      zoomSpeed={0.8}
      touches={{ ONE: -1 as TOUCH, TWO: TOUCH.DOLLY_ROTATE }}
    />
  );
}
