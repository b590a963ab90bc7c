// A carried piece's own shadow: its outline, soft at the edge, where the lamp projects the
// piece onto the felt (larger and further out the higher it is held).
import { describe, expect, test } from 'vitest';
import { BoxGeometry, CylinderGeometry, Matrix4, Mesh, Quaternion, Vector3 } from 'three';
import {
  CARD_OUTLINE,
  CHIP_OUTLINE,
  HELD_SHADOW_Y,
  heldShadowMatrix,
  heldShadowMesh,
  placeHeldShadows,
  shade,
} from './held-shadows.ts';

const LAMP = new Vector3(0, 2.3, 0.15);

/** Where a patch lies (x, y, z) and how wide it is along x and z, for a piece at `p` turned by
 * `yaw`, under LAMP. */
function patch(p: [number, number, number], yaw = 0, outline = CHIP_OUTLINE) {
  const piece = new Matrix4().compose(
    new Vector3(...p),
    new Quaternion().setFromAxisAngle(new Vector3(0, 1, 0), yaw),
    new Vector3(1, 1, 1),
  );
  const out = new Matrix4();
  if (!heldShadowMatrix(piece, LAMP, outline, out)) return null;
  const at = new Vector3().setFromMatrixPosition(out);
  const e = out.elements;
  return { at, x: Math.hypot(e[0]!, e[2]!), z: Math.hypot(e[8]!, e[10]!), e };
}

describe('a carried piece’s shadow', () => {
  test('its outline: dark inside, clear outside, half way at the edge', () => {
    expect(shade(CHIP_OUTLINE, 0, 0)).toBe(1);
    expect(shade(CHIP_OUTLINE, CHIP_OUTLINE.halfX, 0)).toBeCloseTo(0.5);
    expect(shade(CHIP_OUTLINE, CHIP_OUTLINE.halfX + 0.01, 0)).toBe(0);
    // A card's is a rectangle (its corners rounded), longer than wide.
    expect(shade(CARD_OUTLINE, CARD_OUTLINE.halfX - 0.005, CARD_OUTLINE.halfZ - 0.005)).toBe(1);
    expect(shade(CARD_OUTLINE, 0, CARD_OUTLINE.halfZ - 0.005)).toBe(1);
    expect(shade(CARD_OUTLINE, CARD_OUTLINE.halfX + 0.005, 0)).toBe(0);
  });

  test('on the felt, straight under the lamp for a piece straight under it', () => {
    const p = patch([LAMP.x, 0.035, LAMP.z])!;
    expect(p.at.x).toBeCloseTo(LAMP.x);
    expect(p.at.z).toBeCloseTo(LAMP.z);
    expect(p.at.y).toBe(HELD_SHADOW_Y);
  });

  test('further out and larger the higher the piece is held, as the lamp casts it', () => {
    const low = patch([0.4, 0.01, 0.3])!;
    const high = patch([0.4, 0.1, 0.3])!;
    expect(low.at.x).toBeGreaterThan(0.4);
    expect(high.at.x).toBeGreaterThan(low.at.x);
    expect(high.x).toBeGreaterThan(low.x);
    // The projection of a point at height h from the lamp at height H: scaled by (H - y)/(H - h).
    const t = (LAMP.y - HELD_SHADOW_Y) / (LAMP.y - 0.1);
    expect(high.at.x).toBeCloseTo(LAMP.x + (0.4 - LAMP.x) * t);
    expect(high.at.z).toBeCloseTo(LAMP.z + (0.3 - LAMP.z) * t);
  });

  test('turned as the piece is turned, and none for a piece above the lamp', () => {
    const straight = patch([0.2, 0.035, 0], 0, CARD_OUTLINE)!;
    const turned = patch([0.2, 0.035, 0], Math.PI / 2, CARD_OUTLINE)!;
    // A card's long side (z) runs along x once turned a quarter.
    expect(straight.z).toBeGreaterThan(straight.x);
    expect(Math.abs(turned.e[8]!)).toBeCloseTo(straight.z);
    expect(turned.e[10]!).toBeCloseTo(0);
    expect(patch([0, 3, 0])).toBeNull();
  });

  test('one patch per carried piece of each kind, and a kind with none is not drawn at all', () => {
    const chipShape = new CylinderGeometry(0.02, 0.02, 0.003);
    const chip = new Mesh(chipShape);
    const card = new Mesh(new BoxGeometry(0.06, 0.001, 0.09));
    chip.position.set(0.1, 0.035, 0);
    card.position.set(-0.1, 0.035, 0);
    chip.updateMatrixWorld();
    card.updateMatrixWorld();
    const meshes = { card: heldShadowMesh(CARD_OUTLINE), chip: heldShadowMesh(CHIP_OUTLINE) };
    expect([meshes.card.visible, meshes.chip.visible]).toEqual([false, false]);
    placeHeldShadows([chip, card], chipShape, LAMP, meshes, new Matrix4());
    expect([meshes.card.count, meshes.chip.count]).toEqual([1, 1]);
    expect([meshes.card.visible, meshes.chip.visible]).toEqual([true, true]);
    placeHeldShadows([chip], chipShape, LAMP, meshes, new Matrix4());
    expect([meshes.card.count, meshes.card.visible]).toEqual([0, false]);
    // No lamp, no shadow.
    placeHeldShadows([chip], chipShape, null, meshes, new Matrix4());
    expect(meshes.chip.visible).toBe(false);
  });
});
