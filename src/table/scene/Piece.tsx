// One card, chip or stack on the table: its mesh (from public/models), its faces and its motion
// (motion.ts). The rules give it a rest pose; this component only notices when that pose, or the
// object itself (a new deal), changes. Its Rapier body comes later, from TablePhysics.tsx.
import { useGLTF } from '@react-three/drei';
import { useFrame } from '@react-three/fiber';
import { useLayoutEffect, useRef, useState } from 'react';
import type { BufferGeometry, Group, Mesh } from 'three';
import { cue, type CueName } from '../../audio/cues.ts';
import { MODEL_URLS } from '../assets/models.ts';
import type { Pose } from '../core/layout.ts';
import { BODY_TYPES } from '../core/physics.ts';
import type { TableObject } from '../core/objects.ts';
import { paintBoth, paintShown, pieceMaterial } from './faces.ts';
import { mergeSides } from './piece-geometry.ts';
import { PieceMotion, type MotionEvent } from './motion.ts';
import { pieceHandle, type TableRuntime } from './runtime.ts';
import { still } from './still.ts';

/** Dealt cards leave the deck's top; dropped objects start this far above their place. */
const DROP_HEIGHT = 0.09;

/** Where an object appears from when it enters: dealt from its origin (or the scene's deal
 * origin), dropped from above its place, or at its place. */
function enterPose(obj: TableObject, dealFrom: Pose): Pose {
  if (obj.enter === 'deck') return obj.from ?? dealFrom;
  if (obj.enter === 'drop') {
    const p = obj.rest.position;
    return { ...obj.rest, position: { ...p, y: p.y + DROP_HEIGHT } };
  }
  return obj.rest;
}

/** The sound of a piece's motion: chips click when they land or arrive and slide on the way;
 * cards slide, snap over when they flip, and are dealt in a burst from the deck. */
function soundOf(model: TableObject['model'], e: MotionEvent, dealt: boolean): CueName | null {
  if (model === 'chip') return e === 'depart' ? 'chip-slide' : e === 'flip' ? null : 'chip-click';
  if (e === 'flip') return 'card-flip';
  if (e === 'depart') return dealt ? 'deal' : 'card-slide';
  return null;
}

function geometry(nodes: Record<string, unknown>, name: string): BufferGeometry {
  const node = nodes[name] as Mesh | undefined;
  if (!node?.geometry) throw new Error(`model mesh '${name}' is missing`);
  return node.geometry;
}

/** Card and chip geometry, loaded once, each model's sides merged into one geometry. */
export function usePieceModels(): { card: BufferGeometry; chip: BufferGeometry } {
  const card = useGLTF(MODEL_URLS.card, false, false);
  const chip = useGLTF(MODEL_URLS.chip, false, false);
  return {
    card: mergeSides(
      geometry(card.nodes, 'front'),
      geometry(card.nodes, 'back'),
      geometry(card.nodes, 'edge'),
    ),
    chip: mergeSides(
      geometry(chip.nodes, 'top'),
      geometry(chip.nodes, 'bottom'),
      geometry(chip.nodes, 'edge'),
    ),
  };
}

export function Piece({
  obj,
  runtime,
  dealFrom,
}: {
  obj: TableObject;
  runtime: TableRuntime;
  /** The scene's deal origin. */
  dealFrom: Pose;
}) {
  const models = usePieceModels();
  const visual = useRef<Group>(null);
  const body = useRef<Mesh>(null);
  const [motion] = useState(() => {
    const entering = runtime.live && obj.enter !== 'rest';
    return new PieceMotion(entering ? enterPose(obj, dealFrom) : obj.rest, obj.rest, BODY_TYPES);
  });
  /** Entering from the deck: its departure is a deal. */
  const dealing = useRef(runtime.live && obj.enter === 'deck');
  const seen = useRef<{ generation: string; mounted: boolean }>({
    generation: obj.generation,
    mounted: false,
  });

  // One mesh, one material: its sides are told apart in the shader (faces.ts).
  const chip = obj.model === 'chip';
  const material = pieceMaterial(obj.front, obj.back, obj.edge, chip);
  const shown = useRef(material);
  shown.current = material;
  // The sides it shows where it is now, where it may enter from and where it rests, painted
  // before the frame that draws it (faces are painted lazily: a card face down needs its back).
  useLayoutEffect(() => {
    const from = runtime.live && obj.enter !== 'rest' ? enterPose(obj, dealFrom) : obj.rest;
    paintShown(material, [motion.quat, from.quaternion, obj.rest.quaternion]);
  }, [material, obj, dealFrom, runtime, motion]);

  // On the table: register, and deal or drop in if the table is already live.
  useLayoutEffect(() => {
    motion.onEvent = (e) => {
      // Turning over (on the way to a new rest, or carried): both sides show.
      if (e === 'flip') paintBoth(shown.current);
      if (!runtime.live) return;
      const sound = soundOf(runtime.pieces.get(obj.id)?.obj.model ?? obj.model, e, dealing.current);
      if (e === 'arrive') dealing.current = false;
      if (sound) cue(sound, { volume: e === 'land' ? 1 : 0.7 });
    };
    motion.visual = visual.current;
    runtime.pieces.set(obj.id, pieceHandle(obj, motion, visual.current!, body));
    if (runtime.live && obj.enter !== 'rest') {
      motion.enter(
        enterPose(obj, dealFrom),
        obj.rest,
        obj.enter === 'drop' ? 'fall' : 'glide',
        obj.dealDelay,
        performance.now(),
      );
    } else {
      motion.apply();
    }
    runtime.invalidate();
    return () => {
      if (runtime.pieces.get(obj.id)?.motion === motion) runtime.pieces.delete(obj.id);
    };
    // Mount only: later changes of `obj` are handled below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The rules moved it, or a new object took this id.
  useLayoutEffect(() => {
    const handle = runtime.pieces.get(obj.id);
    if (handle) handle.obj = obj;
    if (!seen.current.mounted) {
      seen.current.mounted = true;
      return;
    }
    const now = performance.now();
    let changed = true;
    if (obj.generation !== seen.current.generation) {
      seen.current.generation = obj.generation;
      if (obj.enter !== 'rest') {
        dealing.current = obj.enter === 'deck';
        const how = obj.enter === 'drop' ? 'fall' : 'glide';
        motion.enter(enterPose(obj, dealFrom), obj.rest, how, obj.dealDelay, now);
      } else {
        motion.setRest(obj.rest, 0, now);
      }
    } else {
      // A re-render with the same rest pose (e.g. a new round-trip time) draws nothing.
      changed = motion.setRest(obj.rest, obj.delay, now);
    }
    if (changed) runtime.invalidate();
  }, [obj, motion, runtime, dealFrom]);

  useFrame(() => {
    if (motion.step(performance.now())) runtime.invalidate();
  });

  // It takes shadows; its own is cast by PieceShadows, all pieces of a kind in one call. The
  // mesh always sits at the same depth, under one group for its size (a game may draw a piece
  // larger than its model: the cards a player holds; a stack is as tall as its count), so a
  // change of size scales that group and keeps the mesh, rather than React making a new one.
  const count = obj.model === 'stack' ? Math.max(1, obj.count ?? 1) : 1;
  const size = obj.scale ?? 1;

  // All three still (still.ts): the motion makes the outer group's matrix when it moves the
  // piece, and a new size the inner one's as React sets it.
  return (
    <group ref={visual} matrixAutoUpdate={false} name={obj.id} userData={{ objectId: obj.id }}>
      <group ref={(g) => still(g)} scale={[size, size * count, size]}>
        <mesh
          ref={(m) => {
            body.current = m;
            still(m);
          }}
          geometry={chip ? models.chip : models.card}
          material={material}
          receiveShadow
        />
      </group>
    </group>
  );
}
