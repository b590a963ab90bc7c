// Where the pieces' shadow casters stand each frame (PieceShadows.tsx): one instance per piece,
// copied from the mesh drawn for it now. A mesh no longer on the table (React made a new one for
// its piece) or hidden casts nothing: its last place would keep a shadow with no piece above it.
// A carried piece (this player's drag or another's) casts none here either, nor one let go by a
// hand until it rests (it falls, settles, glides to its place): its shadow is drawn apart
// (held-shadows.ts), so the lamp's shadow map is drawn again only when a piece at rest, or one
// falling or gliding on its own (dealt, dropped in by the rules) moves: not in a drag's frames,
// nor in the release's and the fall's after it, but once when the piece comes to rest.
import {
  Vector3,
  type BufferGeometry,
  type InstancedMesh,
  type Light,
  type LightShadow,
  type Mesh,
  type Object3D,
  type Scene,
} from 'three';

/** The casters of each kind of piece: chips, and cards (stacks included). */
export interface Casters {
  readonly card: InstancedMesh;
  readonly chip: InstancedMesh;
}

/** A piece as the casters see it: its drawn mesh, and how it moves (motion.ts's mode). */
export interface CasterPiece {
  readonly body?: Mesh;
  readonly motion?: { readonly mode: string; readonly fromHand?: boolean };
}

/** Whether `node` is drawn: it and every group above it visible, up to a scene. */
export function drawn(node: Object3D): boolean {
  for (let at: Object3D | null = node; at; at = at.parent) {
    if (!at.visible) return false;
    if (!at.parent) return (at as Scene).isScene === true;
  }
  return false;
}

/** Whether a piece is carried (dragged here, or by another player as relayed), or let go by a
 * hand and not yet at rest. */
export function carried(piece: CasterPiece): boolean {
  const mode = piece.motion?.mode;
  return (
    mode === 'drag' || mode === 'remote' || (piece.motion?.fromHand === true && mode !== 'rest')
  );
}

/** Writes `m` as instance `i` of `mesh`; whether that changed it. */
function put(mesh: InstancedMesh, i: number, m: Mesh['matrixWorld']): boolean {
  const to = mesh.instanceMatrix.array;
  const from = m.elements;
  const at = i * 16;
  let changed = false;
  for (let k = 0; k < 16; k++) {
    // Compared as the instance buffer holds it (32-bit floats).
    const v = Math.fround(from[k]!);
    if (to[at + k] !== v) {
      to[at + k] = v;
      changed = true;
    }
  }
  return changed;
}

/** Places one caster per piece's mesh (`body`; `chip`: the chips' geometry, any other is a
 * card's), as many as each kind's InstancedMesh holds; meshes not drawn get none, carried ones
 * go to `held` (emptied first) instead. Returns whether any caster moved, came or went since the
 * last call (the shadow map then needs drawing again); uploads the instances only then. */
export function placeCasters(
  pieces: Iterable<CasterPiece>,
  chip: BufferGeometry,
  casters: Casters,
  held: Mesh[] = [],
): boolean {
  let cards = 0;
  let chips = 0;
  let cardsMoved = false;
  let chipsMoved = false;
  held.length = 0;
  const room = casters.card.instanceMatrix.count;
  for (const piece of pieces) {
    const body = piece.body;
    if (!body || !drawn(body)) continue;
    if (carried(piece)) {
      held.push(body);
    } else if (body.geometry === chip) {
      if (chips < room && put(casters.chip, chips++, body.matrixWorld)) chipsMoved = true;
    } else if (cards < room && put(casters.card, cards++, body.matrixWorld)) {
      cardsMoved = true;
    }
  }
  if (cards !== casters.card.count) cardsMoved = true;
  if (chips !== casters.chip.count) chipsMoved = true;
  casters.card.count = cards;
  casters.chip.count = chips;
  if (cardsMoved) casters.card.instanceMatrix.needsUpdate = true;
  if (chipsMoved) casters.chip.instanceMatrix.needsUpdate = true;
  return cardsMoved || chipsMoved;
}

/**
 * The rest of what the lamp's shadow map shows, watched frame to frame: every other shadow
 * caster drawn (the table's rail and base) and every light casting shadows, where they are; the
 * first such light's place is `lamp`. `changed` says whether any of it differs from the frame
 * before (the map then needs drawing again).
 */
export class ShadowWatch {
  /** The shadow-casting lamp's world position, or null when there is none. */
  lamp: Vector3 | null = null;
  private readonly at = new Vector3();
  private last: number[] = [];
  private now: number[] = [];
  private skip: ReadonlySet<Object3D> = new Set();

  /** Called for each object drawn (traverseVisible: it and every group above it visible). */
  private readonly visit = (o: Object3D): void => {
    if (!o.castShadow || this.skip.has(o)) return;
    const light = o as Light & { readonly shadow?: LightShadow };
    if (light.isLight) {
      const shadow = light.shadow;
      if (!shadow) return;
      if (!this.lamp) this.lamp = this.at.setFromMatrixPosition(o.matrixWorld);
      this.now.push(shadow.mapSize.x, shadow.mapSize.y, shadow.map ? 1 : 0);
    } else if (!(o as Mesh).isMesh) {
      return;
    } else {
      this.now.push((o as Mesh).geometry.id);
    }
    const e = o.matrixWorld.elements;
    for (let k = 0; k < 16; k++) this.now.push(e[k]!);
  };

  /** Reads the scene (less `skip`, the pieces' own casters); whether it changed. */
  changed(scene: Scene, skip: ReadonlySet<Object3D>): boolean {
    this.skip = skip;
    this.lamp = null;
    this.now.length = 0;
    // Hidden groups passed by whole (the physics bodies' ~70: TablePhysics.tsx).
    scene.traverseVisible(this.visit);
    const now = this.now;
    const last = this.last;
    let same = now.length === last.length;
    for (let k = 0; same && k < now.length; k++) same = now[k] === last[k];
    this.last = now;
    this.now = last;
    return !same;
  }
}
