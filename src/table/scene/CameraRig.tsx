// The camera: from the player's own seat, looking over their cards to the centre, fitted to the
// scene's framing (framing.ts: as near as it can stand while what matters stays on screen); orbit
// and zoom within limits (never under the table, never lost in the room). One finger drags
// objects; two fingers pinch, pan and turn the table as on a map (two-fingers.ts); a mouse orbits
// and zooms. A double click on the felt glides to a
// closer look at that spot (the same heading and slant, nearer); again on the same spot, or
// `reset`, glides back to the seat's view. A new screen shape or framing puts the camera home at
// once. A demo sways gently round the table.
import { OrbitControls } from '@react-three/drei';
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo, useRef, type ComponentRef } from 'react';
import { Plane, Raycaster, Vector2, Vector3, type TOUCH } from 'three';
import type { Covered } from '../core/covered.ts';
import {
  closerView,
  frameView,
  type CameraPose,
  type Framing,
  type ScreenBox,
} from '../core/framing.ts';
import type { TableRuntime } from './runtime.ts';
import {
  dolly,
  DISTANCE,
  Fingers,
  pan,
  turn,
  type EyeOnTarget,
  type ScreenPoint,
} from './two-fingers.ts';

/** The camera's vertical field of view, in degrees. */
export const FOV = 42;
/** The farthest the orbit lets the camera stand from what it looks at (m), unless the seat's view
 * stands farther (orbitMax). */
export const MAX_DISTANCE = 2.6;

/** How far the orbit may zoom out from a seat's view: never nearer than that view itself (a
 * limit under it would draw the view nearer than framed, and cut its edges off the screen: a
 * phone held upright frames Gangsta!'s table from 3.2 m). */
export function orbitMax({ eye, target }: CameraPose): number {
  const home = Math.hypot(eye.x - target.x, eye.y - target.y, eye.z - target.z);
  return Math.max(MAX_DISTANCE, home * 1.02);
}
const GLIDE_MS = 450;
const UP = new Vector3(0, 1, 0);
/** A second double click this near the spot looked at (m) goes back home. */
const SAME_SPOT = 0.12;

type View = { eye: Vector3; target: Vector3 };

/** Seat views already searched, by everything the search reads, to the last bit (the same
 * inputs give the same pose): a table drawn again (another quality, the next game at the same
 * seats) or a phone turned back to a shape it had skips the search (65 ms to 1 s of the main
 * thread at a 4× slower CPU in the 4G bench's profiles, by load). The oldest go first. */
const searched = new Map<string, CameraPose>();
const SEARCHED_MAX = 16;

/** The seat's view of a framing for a screen of this aspect, keeping the cards out of the parts
 * `covered` by the screen's panels. */
export function homeView(
  framing: Framing,
  aspect: number,
  covered: readonly ScreenBox[] = [],
): { eye: Vector3; target: Vector3 } {
  const fitted = Math.max(0.3, aspect);
  const key = JSON.stringify([framing, fitted, covered]);
  let pose = searched.get(key);
  if (!pose) {
    pose = frameView(framing, FOV, fitted, covered);
    if (searched.size >= SEARCHED_MAX) searched.delete(searched.keys().next().value!);
    searched.set(key, pose);
  }
  const { eye, target } = pose;
  return {
    eye: new Vector3(eye.x, eye.y, eye.z),
    target: new Vector3(target.x, target.y, target.z),
  };
}

/** A framing's identity to the millimetre: a new scene with the same framing moves nothing. */
function framingKey(f: Framing): string {
  const mm = (n: number) => Math.round(n * 1000);
  return `${mm(f.elevation)}|${f.keep.map((p) => `${mm(p.x)},${mm(p.y)},${mm(p.z)}`).join(';')}`;
}

/** A demo's camera sways round the table this far each way (radians), once per period (ms). */
const SWAY = { angle: 0.55, period: 48_000, dip: 0.08 } as const;

export function CameraRig({
  runtime,
  framing,
  covered,
  sway = false,
}: {
  runtime: TableRuntime;
  framing: Framing;
  /** The parts of the canvas the screen's panels cover. */
  covered: Covered;
  /** A demo: the view drifts gently round the table (until the viewer takes the camera). */
  sway?: boolean;
}) {
  const controls = useRef<ComponentRef<typeof OrbitControls>>(null);
  const camera = useThree((s) => s.camera);
  const size = useThree((s) => s.size);
  const invalidate = useThree((s) => s.invalidate);
  const gl = useThree((s) => s.gl);
  /** A glide under way: from where, to where. */
  const tween = useRef<{ t0: number; eye: Vector3; target: Vector3; to: View } | null>(null);
  /** The spot a closer look aims at, while the camera looks closer. */
  const closer = useRef<Vector3 | null>(null);
  /** The player's hand is on the view (between the controls' start and end). */
  const turning = useRef(false);
  /** The player turned or zoomed the view since it was last at home. */
  const looked = useRef(false);

  const aspect = size.width / Math.max(1, size.height);
  const key = framingKey(framing);
  const home = useMemo(
    () => homeView(framing, aspect, covered.screen),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the keys stand for the framing and the covered parts
    [key, aspect, covered.key],
  );

  // Home at once: the first view, a new screen shape (the old view may no longer fit), new
  // reserves over it or a new framing (another seat count). Never a glide nobody asked for: a
  // moving camera under a pointer about to drag would make it miss.
  useEffect(() => {
    runtime.homeView = { ...home, clear: covered.key };
    tween.current = null;
    closer.current = null;
    camera.position.copy(home.eye);
    controls.current?.target.copy(home.target);
    controls.current?.update();
    invalidate();
  }, [home, camera, invalidate, runtime, covered.key]);

  const homeRef = useRef(home);
  homeRef.current = home;
  useEffect(() => {
    const glide = (to: View) => {
      tween.current = {
        t0: performance.now(),
        eye: camera.position.clone(),
        target: controls.current?.target.clone() ?? homeRef.current.target.clone(),
        to,
      };
      runtime.cameraMoving = true; // busy from now, not from the next frame
      invalidate();
    };
    runtime.resetCamera = () => {
      looked.current = false;
      closer.current = null;
      glide(homeRef.current);
    };
    runtime.lookCloser = (x, z) => {
      const at = new Vector3(x, 0, z);
      if (closer.current && closer.current.distanceTo(at) < SAME_SPOT) {
        runtime.resetCamera();
        return;
      }
      looked.current = true;
      closer.current = at;
      const h = homeRef.current;
      const { eye, target } = closerView({ eye: h.eye, target: h.target }, at);
      glide({ eye: new Vector3(eye.x, eye.y, eye.z), target: new Vector3(target.x, 0, target.z) });
    };
    // A double click on the felt looks closer there (pieces included: they lie on it).
    const canvas = gl.domElement;
    const onDouble = (e: MouseEvent) => {
      const hit = runtime.feltAt(e.clientX, e.clientY);
      if (hit) runtime.lookCloser(hit.x, hit.z);
    };
    canvas.addEventListener('dblclick', onDouble);
    return () => canvas.removeEventListener('dblclick', onDouble);
  }, [runtime, camera, gl, invalidate]);

  // Two fingers on the table move the view (the controls leave touches alone). Listened to on
  // the window in the capture phase, beside DragController, so a finger that came down on a
  // piece still counts; a piece being dragged keeps the fingers for itself.
  useEffect(() => {
    const canvas = gl.domElement;
    const fingers = new Fingers();
    const ray = new Raycaster();
    const ndc = new Vector2();
    const hit = new Vector3();
    const felt = new Plane(UP, 0);
    const feltUnder = (p: ScreenPoint) => {
      const rect = canvas.getBoundingClientRect();
      ndc.set(((p.x - rect.left) / rect.width) * 2 - 1, -((p.y - rect.top) / rect.height) * 2 + 1);
      camera.updateMatrixWorld();
      ray.setFromCamera(ndc, camera);
      return ray.ray.intersectPlane(felt, hit) ? { x: hit.x, z: hit.z } : null;
    };
    const show = (v: EyeOnTarget) => {
      camera.position.set(v.eye.x, v.eye.y, v.eye.z);
      controls.current!.target.set(v.target.x, v.target.y, v.target.z);
      controls.current!.update();
    };
    const at = (e: PointerEvent) => ({ x: e.clientX, y: e.clientY });
    const onDown = (e: PointerEvent) => {
      if (e.pointerType === 'touch' && e.target === canvas) fingers.press(e.pointerId, at(e));
    };
    const onMove = (e: PointerEvent) => {
      if (e.pointerType !== 'touch') return;
      const step = fingers.move(e.pointerId, at(e));
      const hand = runtime.hand;
      if (!step || !controls.current || (hand?.carry && !hand.selected)) return;
      tween.current = null;
      closer.current = null;
      looked.current = true;
      // Closer (or further) and turned round the target, then slid so that the felt point
      // that was under the fingers is under them again: the table follows the fingers.
      const grabbed = feltUnder(step.from);
      show(
        turn(
          dolly(
            { eye: camera.position, target: controls.current.target },
            step.scale,
            orbitMax(homeRef.current),
          ),
          step.twist,
        ),
      );
      const to = feltUnder(step.to);
      if (grabbed && to) {
        show(
          pan(
            { eye: camera.position, target: controls.current.target },
            grabbed,
            to,
            runtime.arrangement,
          ),
        );
      }
      invalidate();
    };
    const onUp = (e: PointerEvent) => {
      if (e.pointerType === 'touch') fingers.lift(e.pointerId);
    };
    const options = { capture: true };
    window.addEventListener('pointerdown', onDown, options);
    window.addEventListener('pointermove', onMove, options);
    window.addEventListener('pointerup', onUp, options);
    window.addEventListener('pointercancel', onUp, options);
    return () => {
      window.removeEventListener('pointerdown', onDown, options);
      window.removeEventListener('pointermove', onMove, options);
      window.removeEventListener('pointerup', onUp, options);
      window.removeEventListener('pointercancel', onUp, options);
    };
  }, [runtime, camera, gl, invalidate]);

  const swayFrom = useRef(0);
  useFrame(() => {
    const t = tween.current;
    const c = controls.current;
    runtime.cameraMoving = t !== null;
    if (sway && !t && c && !looked.current) {
      // Round the target, from home: a slow swing side to side, dipping a little as it goes.
      const now = performance.now();
      if (swayFrom.current === 0) swayFrom.current = now;
      const phase = ((now - swayFrom.current) / SWAY.period) * Math.PI * 2;
      const home = homeRef.current;
      const offset = home.eye.clone().sub(home.target);
      offset.applyAxisAngle(UP, Math.sin(phase) * SWAY.angle);
      offset.multiplyScalar(1 + SWAY.dip * (1 - Math.cos(phase * 2)) * 0.5);
      camera.position.copy(home.target).add(offset);
      c.target.copy(home.target);
      c.update();
      invalidate();
      return;
    }
    if (!t || !c) return;
    const k = Math.min(1, (performance.now() - t.t0) / GLIDE_MS);
    const e = 1 - (1 - k) ** 3;
    camera.position.lerpVectors(t.eye, t.to.eye, e);
    c.target.lerpVectors(t.target, t.to.target, e);
    c.update();
    if (k >= 1) {
      tween.current = null;
      runtime.cameraMoving = false;
    }
    invalidate();
  });

  return (
    <OrbitControls
      ref={controls}
      makeDefault
      enablePan={false}
      enableDamping={false}
      minDistance={DISTANCE.min}
      maxDistance={orbitMax(home)}
      minPolarAngle={0.12}
      maxPolarAngle={1.3}
      rotateSpeed={0.6}
      zoomSpeed={0.8}
      // Touches are the pieces' (one finger) and two-fingers.ts's (two).
      touches={{ ONE: -1 as TOUCH, TWO: -1 as TOUCH }}
      onStart={() => {
        looked.current = true;
        tween.current = null;
        turning.current = true;
      }}
      // Only turning or zooming the view leaves a closer look (a press alone, like each half of
      // a double click on the felt, does not).
      onChange={() => {
        if (turning.current) closer.current = null;
      }}
      onEnd={() => {
        turning.current = false;
      }}
    />
  );
}
