// What a player sees when a piece is put down, in a real Rapier world with the table's own
// materials (physics.ts): a chip strikes the felt, springs up once by a few millimetres and
// lies still within the fall's time; a card lies down flat without a hop.
import RAPIER from '@dimforge/rapier3d-compat';
import { beforeAll, describe, expect, test } from 'vitest';
import { CARD, CHIP } from './layout.ts';
import {
  BODY_TYPES,
  CARD_SOFT_CCD,
  cardColliderHalf,
  DRAG_LIFT,
  DROP_SPEED,
  fallTime,
  FELT_PHYSICS,
  FRAME_FALL_MAX_S,
  FELT_SLAB,
  LENGTH_UNIT,
  PHYSICS_STEP,
  PIECE_PHYSICS,
} from './physics.ts';

beforeAll(async () => {
  await RAPIER.init();
});

type Piece = 'chip' | 'card';

/** Drops a piece flat from the drag height as a hand lets go, with the scene's colliders and
 * bodies (scene/TablePhysics.tsx); its centre's height after every step. */
function drop(piece: Piece, step = PHYSICS_STEP, seconds = 1.5): number[] {
  const world = new RAPIER.World({ x: 0, y: -9.81, z: 0 });
  world.lengthUnit = LENGTH_UNIT;
  world.timestep = step;
  world.createCollider(
    RAPIER.ColliderDesc.cuboid(...FELT_SLAB.half)
      .setTranslation(...FELT_SLAB.centre)
      .setFriction(FELT_PHYSICS.friction),
  );
  const desc = RAPIER.RigidBodyDesc.dynamic()
    .setTranslation(0, DRAG_LIFT, 0)
    .setLinvel(0, -DROP_SPEED, 0)
    .setCcdEnabled(true);
  if (piece === 'card') desc.setSoftCcdPrediction(CARD_SOFT_CCD);
  const body = world.createRigidBody(desc);
  const shape =
    piece === 'chip'
      ? RAPIER.ColliderDesc.cylinder(CHIP.thickness / 2, CHIP.radius)
          .setRestitution(PIECE_PHYSICS.chip.restitution)
          .setRestitutionCombineRule(PIECE_PHYSICS.chip.restitutionCombineRule)
      : RAPIER.ColliderDesc.cuboid(
          CARD.width / 2,
          cardColliderHalf(1, CARD.thickness),
          CARD.length / 2,
        ).setRestitution(PIECE_PHYSICS.card.restitution);
  world.createCollider(shape.setFriction(PIECE_PHYSICS[piece].friction), body);
  const heights: number[] = [];
  for (let t = 0; t < seconds; t += step) {
    world.step();
    heights.push(body.translation().y);
  }
  world.free();
  return heights;
}

/** After the first strike (the first low point), how high each hop rises over where the piece
 * came to rest (m). */
function hops(heights: readonly number[]): number[] {
  const rest = heights.at(-1)!;
  const out: number[] = [];
  let struck = false;
  for (let k = 1; k < heights.length - 1; k++) {
    const [a, b, c] = [heights[k - 1]!, heights[k]!, heights[k + 1]!];
    if (!struck) struck = b < a && b <= c;
    else if (b > a && b >= c) out.push(b - rest);
  }
  return out;
}

describe('a piece put down', () => {
  test('a chip strikes the felt, bounces once by a few millimetres and lies still', () => {
    const heights = drop('chip');
    // Its top never sinks under the felt's surface.
    expect(Math.min(...heights) + CHIP.thickness / 2).toBeGreaterThan(0);
    const [first, ...after] = hops(heights);
    expect(first).toBeGreaterThan(0.003);
    expect(first).toBeLessThan(DRAG_LIFT / 2);
    // Any hop after it is under a millimetre: one bounce is seen, then a click.
    for (const h of after) expect(h).toBeLessThan(0.001);
    // Still, on the felt, well within the time a fall is given (motion.ts: 1.8 s).
    const rest = heights.at(-1)!;
    expect(Math.abs(rest - CHIP.thickness / 2)).toBeLessThan(0.0005);
    for (const y of heights.slice(-30)) expect(Math.abs(y - rest)).toBeLessThan(0.0001);
  });

  test('a card lies down without a hop, never sinking into the felt', () => {
    const heights = drop('card');
    expect(Math.min(...heights) + CARD.thickness / 2).toBeGreaterThan(0);
    for (const h of hops(heights)) expect(h).toBeLessThan(0.001);
    expect(Math.abs(heights.at(-1)! - CARD.thickness / 2)).toBeLessThan(0.0006);
  });

  test('with a 60th of a second step a dropped chip would vanish into the felt', () => {
    const heights = drop('chip', 1 / 60);
    expect(Math.min(...heights) + CHIP.thickness / 2).toBeLessThan(0);
  });
});

test("the body types objects are given before Rapier loads are Rapier's own", () => {
  expect(BODY_TYPES).toEqual({
    dynamic: RAPIER.RigidBodyType.Dynamic,
    fixed: RAPIER.RigidBodyType.Fixed,
    kinematic: RAPIER.RigidBodyType.KinematicPositionBased,
  });
});

describe('a frame of a fall', () => {
  test.each([
    [1 / 60, 1 / 60],
    [0.2, 0.2],
    [0.5, FRAME_FALL_MAX_S],
    [30, FRAME_FALL_MAX_S],
    [-1, 0],
  ])('%s s since the last frame steps through %s s', (delta, want) => {
    expect(fallTime(delta)).toBeCloseTo(want, 12);
  });

  test("steps in real time down to the tests' 4 frames a second, never more than 30 steps", () => {
    expect(FRAME_FALL_MAX_S).toBeGreaterThanOrEqual(1 / 4);
    expect(Math.round(FRAME_FALL_MAX_S / PHYSICS_STEP)).toBe(30);
  });
});
