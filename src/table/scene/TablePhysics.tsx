// The table's physics, in a chunk of its own that TableView mounts once the table is drawn:
// @react-three/rapier, and Rapier's WebAssembly fetched and compiled as its own file
// (scripts/rapier-wasm-plugin.ts) while the player already sees the table. It draws nothing: it
// holds the fixed colliders (the felt, and the rail's inner wall as a ring of boxes so nothing
// slides off) and one body per object, handed to that object's motion (motion.ts) when Rapier
// creates it. Until then Piece.tsx draws every object at its pose and moves it without physics
// (a piece put down glides to its place instead of falling): nothing waits for this chunk.
import {
  CuboidCollider,
  CylinderCollider,
  Physics,
  RigidBody,
  useRapier,
  type RapierRigidBody,
} from '@react-three/rapier';
import { useFrame } from '@react-three/fiber';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Group } from 'three';
import { CARD, CHIP, edgeAt, feltPerimeter, TABLE, type Arrangement } from '../core/layout.ts';
import type { TableObject } from '../core/objects.ts';
import {
  CARD_SOFT_CCD,
  cardColliderHalf,
  fallTime,
  FELT_PHYSICS,
  FELT_SLAB,
  LENGTH_UNIT,
  PHYSICS_STEP,
  PIECE_PHYSICS,
  RAIL_PHYSICS,
} from '../core/physics.ts';
import { eachIdle } from './first-frame.ts';
import { still } from './still.ts';
import { warmUpPhysics } from './physics-warmup.ts';
import type { TableRuntime } from './runtime.ts';

const RAIL_SEGMENTS = 40;

/** The felt and the rail as the screen arranges the table (felt.ts): what objects fall and
 * slide on. */
function TableColliders({ arrangement }: { arrangement: Arrangement }) {
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
  return (
    <RigidBody type="fixed" colliders={false}>
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
  );
}

/** One object's body and collider, given to its motion (registered by Piece.tsx in a layout
 * effect of the same commit or an earlier one) once Rapier has created it. */
function PieceBody({ obj, runtime }: { obj: TableObject; runtime: TableRuntime }) {
  // Created where the object is drawn now (its motion then moves it, or makes it fixed at rest).
  const [start] = useState(() => {
    const motion = runtime.pieces.get(obj.id)?.motion;
    return {
      position: motion ? motion.pos.toArray() : undefined,
      quaternion: motion ? (motion.quat.toArray() as [number, number, number, number]) : undefined,
    };
  });
  const body = useRef<RapierRigidBody>(null);
  // After RigidBody's own effects (children's run first): they create the body and then set its
  // type from the props (kinematic). The motion then makes it fixed if the object is at rest: a
  // kinematic body left at rest could stay awake and draw frames for ever (motion.ts).
  useEffect(() => {
    const created = body.current;
    const motion = runtime.pieces.get(obj.id)?.motion;
    if (!created || !motion) return;
    motion.body = created;
    motion.apply();
    // Gone: its motion goes on without a body (Rapier frees it).
    return () => {
      if (motion.body === created) motion.body = null;
    };
  }, [obj.id, runtime]);

  // A game may draw a piece larger than its model (the cards a player holds): so is its body.
  const size = obj.scale ?? 1;
  let collider;
  if (obj.model === 'chip') {
    collider = (
      <CylinderCollider
        args={[(CHIP.thickness * size) / 2, CHIP.radius * size]}
        {...PIECE_PHYSICS.chip}
      />
    );
  } else {
    const count = obj.model === 'stack' ? Math.max(1, obj.count ?? 1) : 1;
    const half = cardColliderHalf(count, CARD.thickness);
    collider = (
      <CuboidCollider
        args={[(CARD.width * size) / 2, half, (CARD.length * size) / 2]}
        {...PIECE_PHYSICS.card}
      />
    );
  }
  return (
    <RigidBody
      ref={body}
      type="kinematicPosition"
      colliders={false}
      position={start.position}
      quaternion={start.quaternion}
      ccd
      softCcdPrediction={obj.model === 'chip' ? 0 : CARD_SOFT_CCD}
      canSleep
    >
      {collider}
    </RigidBody>
  );
}

/** Steps the world in the table's own frames, and only while an object falls (motion.ts): a
 * resting object's body is fixed and a held or gliding one's is moved by hand, so a step then
 * changes nothing. @react-three/rapier's own loops step all the time: "independent" on its own
 * requestAnimationFrame, 60 times a second even at rest (a phone's battery, with nothing
 * drawn); "follow" in every drawn frame, catching up in steps of 1/60 s to the time since the
 * last (a drag on a slow rasteriser draws a frame every ~0.7 s: ~30 steps a frame, Rapier
 * ≈ 2.4 ms of each, docs/PERFORMANCE.md). The first frame of a fall takes one step: the frames
 * before it may be minutes apart.
 *
 * It steps Rapier's world itself, not through @react-three/rapier's `step`: that one, after the
 * steps, copies every body's place into its three.js group (two WebAssembly calls, a matrix
 * composed and decomposed, for each of the ~70 bodies, fixed ones included: they never sleep),
 * and drains the collision events. Here the groups draw nothing (each piece's motion reads its
 * own falling body and places its mesh) and no collider asks for events. */
function Stepper({ runtime }: { runtime: TableRuntime }) {
  const { world } = useRapier();
  const stepping = useRef(false);
  const owed = useRef(0);
  useFrame((_, delta) => {
    if (!runtime.anyFalling()) {
      stepping.current = false;
      owed.current = 0;
      return;
    }
    // Whole steps of PHYSICS_STEP through the time since the last frame; the rest carried over.
    owed.current += stepping.current ? fallTime(delta) : PHYSICS_STEP;
    stepping.current = true;
    world.timestep = PHYSICS_STEP;
    for (; owed.current >= PHYSICS_STEP * 0.999; owed.current -= PHYSICS_STEP) world.step();
  });
  return null;
}

/** Mounted inside <Physics> once Rapier is running: compiles the code a fall runs (a scratch
 * drop, physics-warmup.ts) at the first idle moment, so the player's first drop does not, then
 * tells the table. */
function Started({ onReady }: { onReady: () => void }) {
  const { rapier } = useRapier();
  useEffect(
    () =>
      eachIdle(() => {
        warmUpPhysics(rapier);
        onReady();
        return false;
      }, 1000),
    [rapier, onReady],
  );
  return null;
}

/** The physics world of a table's objects (the default export, for React.lazy). */
export default function TablePhysics({
  arrangement,
  objects,
  runtime,
  onReady,
}: {
  /** The table as the screen arranges it: a new one, new colliders (a collider keeps the shape
   * it was made with). */
  arrangement: Arrangement;
  objects: readonly TableObject[];
  runtime: TableRuntime;
  /** Called once Rapier runs and every object has its body. */
  onReady: () => void;
}) {
  // The bodies' groups never move in three.js (a falling piece's motion reads its body, and
  // @react-three/rapier reads their places only through updateWorldMatrix, which works on a
  // still object): made still (still.ts) once their bodies exist (these effects run after the
  // bodies' own), so three does not remake their ~70 matrices in every frame.
  const bodies = useRef<Group>(null);
  useEffect(() => {
    bodies.current?.traverse(still);
  }, [objects, arrangement]);
  return (
    // Paused: Stepper steps it. Not interpolated: a paused world draws every body where its
    // last step left it anyway, and interpolating made @react-three/rapier read every body's
    // place (two WebAssembly calls and two new objects a body) before each fixed step, for the
    // ~70 bodies at rest too.
    <Physics paused interpolate={false} lengthUnit={LENGTH_UNIT} timeStep={PHYSICS_STEP}>
      <Stepper runtime={runtime} />
      {/* The bodies' groups (~70: a body and each of its colliders) draw nothing: hidden, so
          three's render and ShadowWatch pass them by in every frame instead of walking them. */}
      <group ref={bodies} visible={false}>
        <TableColliders key={JSON.stringify(arrangement)} arrangement={arrangement} />
        {objects.map((obj) => (
          <PieceBody key={obj.id} obj={obj} runtime={runtime} />
        ))}
      </group>
      <Started onReady={onReady} />
    </Physics>
  );
}
