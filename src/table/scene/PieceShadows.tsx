// The pieces' shadows, cast in two draw calls (one per kind of piece) instead of one per piece:
// the pieces themselves cast none, and an instanced copy of every card's and every chip's shape,
// placed where the piece is drawn this frame, stands in for them in the lamp's shadow pass. The
// copies live on a layer of their own that only the lamp's shadow camera sees (Lighting.tsx):
// the screen never draws them and the pointer never hits them. A piece's caster is copied from the
// mesh drawn for it now, and only while it is drawn (shadow-casters.ts). A carried piece's shadow
// is drawn apart (held-shadows.ts), and the lamp's shadow map is drawn again only in a frame where
// something it shows moved: a drag's frames then skip the shadow pass.
import { useThree } from '@react-three/fiber';
import { useLayoutEffect, useMemo } from 'react';
import {
  InstancedMesh,
  Matrix4,
  MeshBasicMaterial,
  type BufferGeometry,
  type Mesh,
  type Object3D,
  type Scene,
} from 'three';
import {
  CARD_OUTLINE,
  CHIP_OUTLINE,
  disposeHeldShadowMesh,
  heldShadowMesh,
  placeHeldShadows,
} from './held-shadows.ts';
import { usePieceModels } from './Piece.tsx';
import type { TableRuntime } from './runtime.ts';
import { placeCasters, ShadowWatch } from './shadow-casters.ts';

/** The layer the shadow casters are on (the lamp's shadow camera sees it and layer 0). */
export const SHADOW_LAYER = 1;

/** Room for this many pieces of each kind before the copies are made anew, larger. */
function capacityFor(pieces: number): number {
  let n = 64;
  while (n < pieces) n *= 2;
  return n;
}

function casters(geometry: BufferGeometry, capacity: number): InstancedMesh {
  const mesh = new InstancedMesh(geometry, new MeshBasicMaterial(), capacity);
  mesh.layers.set(SHADOW_LAYER);
  mesh.castShadow = true;
  // Spread over the whole table and moved every frame: never culled as a whole.
  mesh.frustumCulled = false;
  // Its instances move, never the mesh itself (still.ts).
  mesh.matrixAutoUpdate = false;
  mesh.raycast = () => {};
  mesh.count = 0;
  return mesh;
}

export function PieceShadows({
  runtime,
  pieces,
}: {
  runtime: TableRuntime;
  /** How many objects the scene has (sizes the copies). */
  pieces: number;
}) {
  const { card, chip } = usePieceModels();
  const scene = useThree((s) => s.scene) as Scene;
  const shadowMap = useThree((s) => s.gl.shadowMap);
  const capacity = capacityFor(pieces);
  const meshes = useMemo(
    () => ({ card: casters(card, capacity), chip: casters(chip, capacity) }),
    [card, chip, capacity],
  );
  const held = useMemo(
    () => ({ card: heldShadowMesh(CARD_OUTLINE), chip: heldShadowMesh(CHIP_OUTLINE) }),
    [],
  );

  useLayoutEffect(() => {
    const own: ReadonlySet<Object3D> = new Set([meshes.card, meshes.chip]);
    const watch = new ShadowWatch();
    const carried: Mesh[] = [];
    const scratch = new Matrix4();
    // The map is drawn when asked (below), and once now: the scene changed with these casters.
    shadowMap.autoUpdate = false;
    shadowMap.needsUpdate = true;
    // Once the scene's matrices are up to date for this frame, before the shadow pass: copy
    // every piece's drawn matrix, and ask for the shadow map if anything it shows moved.
    const before = scene.onBeforeRender;
    scene.onBeforeRender = (...args) => {
      const moved = placeCasters(runtime.pieces.values(), chip, meshes, carried);
      if (watch.changed(scene, own) || moved) shadowMap.needsUpdate = true;
      placeHeldShadows(carried, chip, watch.lamp, held, scratch);
      before.apply(scene, args);
    };
    return () => {
      scene.onBeforeRender = before;
      shadowMap.autoUpdate = true;
    };
  }, [scene, shadowMap, runtime, meshes, held, chip]);

  useLayoutEffect(
    () => () => {
      meshes.card.dispose();
      meshes.chip.dispose();
      (meshes.card.material as MeshBasicMaterial).dispose();
      (meshes.chip.material as MeshBasicMaterial).dispose();
    },
    [meshes],
  );
  useLayoutEffect(
    () => () => {
      disposeHeldShadowMesh(held.card);
      disposeHeldShadowMesh(held.chip);
    },
    [held],
  );

  return (
    <>
      <primitive object={meshes.card} />
      <primitive object={meshes.chip} />
      <primitive object={held.card} />
      <primitive object={held.chip} />
    </>
  );
}
