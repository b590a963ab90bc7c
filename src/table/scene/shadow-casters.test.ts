// The pieces' shadow casters: one per piece drawn now, where its mesh is drawn; none for a mesh
// taken off the table (a card whose mesh React made anew when its size changed, from the river to
// a gang) or hidden, which once left a card's shadow on the felt with no card above it.
import { describe, expect, test } from 'vitest';
import {
  BoxGeometry,
  type BufferGeometry,
  CylinderGeometry,
  Group,
  InstancedMesh,
  Matrix4,
  Mesh,
  MeshBasicMaterial,
  Scene,
  SpotLight,
  Vector3,
} from 'three';
import { pieceHandle } from './runtime.ts';
import { placeCasters, ShadowWatch, type Casters } from './shadow-casters.ts';

const cardShape = new BoxGeometry(0.06, 0.001, 0.09);
const chipShape = new CylinderGeometry(0.02, 0.02, 0.003);

function casters(room = 8): Casters {
  const material = new MeshBasicMaterial();
  return {
    card: new InstancedMesh(cardShape, material, room),
    chip: new InstancedMesh(chipShape, material, room),
  };
}

/** A piece as Piece.tsx draws it: a group (the piece) holding a group (its size) holding its
 * mesh, on the table's scene, at x. */
function piece(
  scene: Scene,
  x: number,
  shape: BufferGeometry = cardShape,
): { group: Group; mesh: Mesh } {
  const group = new Group();
  const size = new Group();
  const mesh = new Mesh(shape);
  group.position.x = x;
  size.add(mesh);
  group.add(size);
  scene.add(group);
  return { group, mesh };
}

/** Pieces' handles as the runtime holds them (their drawn mesh only). */
const bodies = (...meshes: (Mesh | undefined)[]) => meshes.map((body) => ({ body }));

/** Where each caster of a kind stands (x), in order. */
function placed(mesh: InstancedMesh): number[] {
  const m = new Matrix4();
  const at = new Vector3();
  return Array.from({ length: mesh.count }, (_, i) => {
    mesh.getMatrixAt(i, m);
    return Math.round(at.setFromMatrixPosition(m).x * 100) / 100;
  });
}

describe('the pieces’ shadow casters', () => {
  test('one per piece, each kind apart, where the piece is drawn', () => {
    const scene = new Scene();
    const a = piece(scene, 0.1);
    const b = piece(scene, 0.2, chipShape);
    const c = piece(scene, 0.3);
    scene.updateMatrixWorld(true);
    const out = casters();
    placeCasters(bodies(a.mesh, b.mesh, c.mesh, undefined), chipShape, out);
    expect(placed(out.card)).toEqual([0.1, 0.3]);
    expect(placed(out.chip)).toEqual([0.2]);
  });

  test('no more than each kind holds', () => {
    const scene = new Scene();
    const meshes = [0, 1, 2, 3].map((k) => piece(scene, k / 10).mesh);
    scene.updateMatrixWorld(true);
    const out = casters(3);
    placeCasters(bodies(...meshes), chipShape, out);
    expect(out.card.count).toBe(3);
  });

  test('none for a mesh taken off the table: its piece moved on with a new mesh', () => {
    const scene = new Scene();
    const card = piece(scene, 0.1);
    scene.updateMatrixWorld(true);
    // The card went from the river (size 1) to a gang (another size): its old mesh left the
    // table where it lay, a new one is drawn where the card went.
    const old = card.mesh;
    old.parent!.remove(old);
    const moved = piece(scene, 0.4);
    scene.updateMatrixWorld(true);
    const out = casters();
    placeCasters(bodies(old, moved.mesh), chipShape, out);
    expect(placed(out.card)).toEqual([0.4]);
  });

  test('none for a piece hidden, or under a hidden group', () => {
    const scene = new Scene();
    const hidden = piece(scene, 0.1);
    const under = piece(scene, 0.2);
    const shown = piece(scene, 0.3);
    hidden.mesh.visible = false;
    under.group.visible = false;
    scene.updateMatrixWorld(true);
    const out = casters();
    placeCasters(bodies(hidden.mesh, under.mesh, shown.mesh), chipShape, out);
    expect(placed(out.card)).toEqual([0.3]);
  });

  test('a piece’s handle names the mesh drawn for it now, not the one it was first drawn with', () => {
    const ref: { current: Mesh | null } = { current: new Mesh(cardShape) };
    const handle = pieceHandle({} as never, {} as never, new Group(), ref);
    const first = handle.body;
    ref.current = new Mesh(cardShape);
    expect(handle.body).toBe(ref.current);
    expect(handle.body).not.toBe(first);
    ref.current = null;
    expect(handle.body).toBeUndefined();
  });

  test('a carried piece casts none here: it is handed over for a shadow of its own', () => {
    const scene = new Scene();
    const lying = piece(scene, 0.1);
    const dragged = piece(scene, 0.2, chipShape);
    const relayed = piece(scene, 0.3);
    scene.updateMatrixWorld(true);
    const out = casters();
    const held: Mesh[] = [];
    placeCasters(
      [
        { body: lying.mesh, motion: { mode: 'rest' } },
        { body: dragged.mesh, motion: { mode: 'drag' } },
        { body: relayed.mesh, motion: { mode: 'remote' } },
      ],
      chipShape,
      out,
      held,
    );
    expect(placed(out.card)).toEqual([0.1]);
    expect(out.chip.count).toBe(0);
    expect(held).toEqual([dragged.mesh, relayed.mesh]);
  });

  test('a piece let go by a hand keeps its own shadow while it falls and glides, not once at rest', () => {
    const scene = new Scene();
    const falling = piece(scene, 0.1);
    const gliding = piece(scene, 0.2);
    const arrived = piece(scene, 0.3);
    const dealt = piece(scene, 0.4);
    scene.updateMatrixWorld(true);
    const out = casters();
    const held: Mesh[] = [];
    placeCasters(
      [
        { body: falling.mesh, motion: { mode: 'fall', fromHand: true } },
        { body: gliding.mesh, motion: { mode: 'glide', fromHand: true } },
        { body: arrived.mesh, motion: { mode: 'rest', fromHand: false } },
        { body: dealt.mesh, motion: { mode: 'glide', fromHand: false } },
      ],
      chipShape,
      out,
      held,
    );
    expect(placed(out.card)).toEqual([0.3, 0.4]);
    expect(held).toEqual([falling.mesh, gliding.mesh]);
  });

  test('says when a caster moved, came or went, and uploads the instances only then', () => {
    const scene = new Scene();
    const a = piece(scene, 0.1);
    const b = piece(scene, 0.2);
    scene.updateMatrixWorld(true);
    const out = casters();
    expect(placeCasters(bodies(a.mesh, b.mesh), chipShape, out)).toBe(true);
    const version = out.card.instanceMatrix.version;
    expect(placeCasters(bodies(a.mesh, b.mesh), chipShape, out)).toBe(false);
    expect(out.card.instanceMatrix.version).toBe(version);
    b.group.position.z = 0.001;
    scene.updateMatrixWorld(true);
    expect(placeCasters(bodies(a.mesh, b.mesh), chipShape, out)).toBe(true);
    expect(placeCasters(bodies(a.mesh), chipShape, out)).toBe(true);
    expect(placeCasters(bodies(a.mesh), chipShape, out)).toBe(false);
  });
});

describe('what else the lamp’s shadow map shows', () => {
  test('a change of the other casters or of the lamp, not of anything else', () => {
    const scene = new Scene();
    const lamp = new SpotLight();
    lamp.castShadow = true;
    lamp.position.set(0, 2.3, 0.15);
    const rail = new Mesh(cardShape);
    rail.castShadow = true;
    const felt = new Mesh(cardShape);
    const own = piece(scene, 0.1).mesh;
    own.castShadow = true;
    scene.add(lamp, rail, felt);
    scene.updateMatrixWorld(true);
    const watch = new ShadowWatch();
    const skip = new Set([own]);
    expect(watch.changed(scene, skip)).toBe(true);
    expect(watch.lamp?.toArray()).toEqual([0, 2.3, 0.15]);
    expect(watch.changed(scene, skip)).toBe(false);
    // Neither a mesh that casts no shadow nor the pieces' own casters (watched apart).
    felt.position.x = 1;
    own.parent!.position.x = 1;
    scene.updateMatrixWorld(true);
    expect(watch.changed(scene, skip)).toBe(false);
    rail.position.x = 0.5;
    scene.updateMatrixWorld(true);
    expect(watch.changed(scene, skip)).toBe(true);
    expect(watch.changed(scene, skip)).toBe(false);
    rail.visible = false;
    expect(watch.changed(scene, skip)).toBe(true);
    lamp.shadow.mapSize.set(1024, 1024);
    expect(watch.changed(scene, skip)).toBe(true);
  });
});
