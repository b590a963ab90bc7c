// A carried piece's shadow, drawn apart from the lamp's shadow map (PieceShadows.tsx): the lamp
// would otherwise draw its whole shadow map again in every frame of a drag, for the one piece
// that moves (a third of three.js's render in a dragged frame, docs/PERFORMANCE.md). The patch is
// the piece's outline, soft at the edge, darkening the felt where the lamp projects the piece
// (from its place, onto the felt's height: a piece held higher casts a larger, further shadow,
// as under the lamp's own). One instanced mesh for each kind of piece, drawn after the opaque
// scene and hidden by whatever stands above it, the piece itself included.
import {
  DataTexture,
  DoubleSide,
  InstancedMesh,
  LinearFilter,
  LinearMipmapLinearFilter,
  type Matrix4,
  type Mesh,
  MeshBasicMaterial,
  PlaneGeometry,
  RGBAFormat,
  type Vector3,
} from 'three';
import { CARD, CHIP } from '../core/layout.ts';

/** How much of the light the patch takes away at its darkest (the lamp's shadow on the felt,
 * matched by eye against it). */
export const HELD_SHADOW_OPACITY = 0.8;
/** Half the width of the patch's soft edge (m): the lamp's filtered shadow edge. */
const SOFT = 0.0025;
/** Where the patch lies: just above the felt and a card lying on it (0.3 mm). */
export const HELD_SHADOW_Y = 0.0006;
/** How many carried pieces of a kind have a shadow at once (one a seat). */
const ROOM = 8;
/** The outline's texture, in pixels each way. */
const PIXELS = 64;

/** A piece's outline: half its width (x) and length (z) and its corners' radius (m). */
export interface Outline {
  readonly halfX: number;
  readonly halfZ: number;
  readonly corner: number;
}

export const CHIP_OUTLINE: Outline = {
  halfX: CHIP.radius,
  halfZ: CHIP.radius,
  corner: CHIP.radius,
};
export const CARD_OUTLINE: Outline = {
  halfX: CARD.width / 2,
  halfZ: CARD.length / 2,
  corner: 0.004,
};

/** How far the patch reaches past the outline (m), either way. */
const MARGIN = 2 * SOFT;

/** The patch's darkness at (x, z) from an outline's centre (0 outside, 1 well inside): a
 * rounded rectangle's signed distance, softened over SOFT either side of the edge. */
export function shade(o: Outline, x: number, z: number): number {
  const qx = Math.abs(x) - (o.halfX - o.corner);
  const qz = Math.abs(z) - (o.halfZ - o.corner);
  const outside = Math.hypot(Math.max(qx, 0), Math.max(qz, 0));
  const d = outside + Math.min(Math.max(qx, qz), 0) - o.corner;
  const s = Math.min(1, Math.max(0, (SOFT - d) / (2 * SOFT)));
  return s * s * (3 - 2 * s);
}

/** The outline as a texture (black, its darkness in alpha) over its patch. */
function outlineTexture(o: Outline): DataTexture {
  const data = new Uint8Array(PIXELS * PIXELS * 4);
  const w = 2 * (o.halfX + MARGIN);
  const l = 2 * (o.halfZ + MARGIN);
  for (let j = 0; j < PIXELS; j++) {
    for (let i = 0; i < PIXELS; i++) {
      const x = ((i + 0.5) / PIXELS - 0.5) * w;
      const z = ((j + 0.5) / PIXELS - 0.5) * l;
      data[(j * PIXELS + i) * 4 + 3] = Math.round(255 * shade(o, x, z));
    }
  }
  const texture = new DataTexture(data, PIXELS, PIXELS, RGBAFormat);
  texture.magFilter = LinearFilter;
  texture.minFilter = LinearMipmapLinearFilter;
  texture.generateMipmaps = true;
  // Never offset nor repeated: its uv matrix stays as made (not remade in every dragged frame).
  texture.matrixAutoUpdate = false;
  texture.needsUpdate = true;
  return texture;
}

/** The patches of one kind of piece: a unit square on the felt's plane, stretched per piece. */
export function heldShadowMesh(o: Outline): InstancedMesh {
  const geometry = new PlaneGeometry(1, 1).rotateX(-Math.PI / 2);
  const material = new MeshBasicMaterial({
    map: outlineTexture(o),
    transparent: true,
    opacity: HELD_SHADOW_OPACITY,
    depthWrite: false,
    // Either way up: a piece turned over mirrors its axes.
    side: DoubleSide,
    // One pass: three draws a transparent double-sided material once per side, and marks it
    // changed before each (two program look-ups a frame, `getProgram`, for a flat patch only
    // one side of which ever faces the camera).
    forceSinglePass: true,
    fog: false,
    polygonOffset: true,
    polygonOffsetFactor: -1,
    polygonOffsetUnits: -1,
  });
  const mesh = new InstancedMesh(geometry, material, ROOM);
  mesh.frustumCulled = false;
  // Its instances move, never the mesh itself (still.ts).
  mesh.matrixAutoUpdate = false;
  mesh.raycast = () => {};
  mesh.count = 0;
  mesh.visible = false;
  return mesh;
}

/** Frees a patch mesh, its texture and material. */
export function disposeHeldShadowMesh(mesh: InstancedMesh): void {
  const material = mesh.material as MeshBasicMaterial;
  material.map?.dispose();
  material.dispose();
  mesh.geometry.dispose();
  mesh.dispose();
}

/**
 * Writes into `out` where a carried piece's patch lies: `piece` (its mesh's world matrix, a
 * piece held flat) seen from the lamp at `lamp`, projected onto the plane y = HELD_SHADOW_Y, its
 * outline `o` and margin stretched as the projection stretches it. False when the piece is not
 * below the lamp (no patch).
 */
export function heldShadowMatrix(piece: Matrix4, lamp: Vector3, o: Outline, out: Matrix4): boolean {
  const e = piece.elements;
  const drop = lamp.y - e[13]!;
  if (drop <= 0.01) return false;
  const t = (lamp.y - HELD_SHADOW_Y) / drop;
  const sx = t * (2 * (o.halfX + MARGIN));
  const sz = t * (2 * (o.halfZ + MARGIN));
  // The piece's own x and z axes (its size in them), laid flat on the felt.
  out.set(
    e[0]! * sx,
    0,
    e[8]! * sz,
    lamp.x + (e[12]! - lamp.x) * t,
    0,
    1,
    0,
    HELD_SHADOW_Y,
    e[2]! * sx,
    0,
    e[10]! * sz,
    lamp.z + (e[14]! - lamp.z) * t,
    0,
    0,
    0,
    1,
  );
  return true;
}

/** Places a patch for each carried piece's mesh in `held` (chips by their geometry `chip`,
 * the rest are cards), under the lamp at `lamp` (none without one). */
export function placeHeldShadows(
  held: readonly Mesh[],
  chip: Mesh['geometry'],
  lamp: Vector3 | null,
  meshes: { readonly card: InstancedMesh; readonly chip: InstancedMesh },
  scratch: Matrix4,
): void {
  let cards = 0;
  let chips = 0;
  if (lamp) {
    for (const body of held) {
      const isChip = body.geometry === chip;
      const mesh = isChip ? meshes.chip : meshes.card;
      const i = isChip ? chips : cards;
      if (i >= ROOM) continue;
      if (!heldShadowMatrix(body.matrixWorld, lamp, isChip ? CHIP_OUTLINE : CARD_OUTLINE, scratch))
        continue;
      mesh.setMatrixAt(i, scratch);
      if (isChip) chips++;
      else cards++;
    }
  }
  if (meshes.card.count !== 0 || cards !== 0) meshes.card.instanceMatrix.needsUpdate = true;
  if (meshes.chip.count !== 0 || chips !== 0) meshes.chip.instanceMatrix.needsUpdate = true;
  meshes.card.count = cards;
  meshes.chip.count = chips;
  // An instanced mesh of no instances is still set up and drawn (a program switch for nothing).
  meshes.card.visible = cards > 0;
  meshes.chip.visible = chips > 0;
}
