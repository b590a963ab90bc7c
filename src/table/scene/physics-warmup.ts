// Rapier's code made ready before the first piece is put down. A browser compiles a WebAssembly
// module's functions lazily, each the first time it is called (Chrome: `wasm.CompileLazy` on the
// page's main thread), and the table steps its world only while a piece falls (TablePhysics.tsx):
// so the first drop of a page ran, inside one frame, the first step Rapier ever took there, with
// its broad and narrow phases, contacts, continuous collision detection and solver, all compiled
// on the spot: in a trace of the release (bench/profile-page.ts `release`) 55 functions, 545 ms
// of an 892 ms frame at a load of 15, where the dragged frames took 2–60 ms; 105–145 ms on a
// quiet machine, the frame-time budget's p95 (docs/PERFORMANCE.md). Here a scratch world of the
// table's own shapes and materials drops a chip on a chip and a card on the felt, once, while
// the table waits for nothing: the same functions are compiled then (4–7 left for the release
// frame, 5–12 ms), and the player's first drop finds them ready.
import type RAPIER from '@dimforge/rapier3d-compat';
import { CARD, CHIP } from '../core/layout.ts';
import * as P from '../core/physics.ts';

type Rapier = typeof RAPIER;

/** How long the scratch pieces fall (steps of PHYSICS_STEP, 0.75 s): long enough to strike,
 * bounce and settle. */
const STEPS = 90;

/** Steps a scratch world in which a chip falls on a resting chip and a card on the felt, as the
 * table's bodies do (kinematic while carried, made dynamic when let go, read back every step),
 * then frees it. Returns where the falling chip came to rest (on the other: one and a half chips
 * above the felt) and how many contact pairs the world held (a warm-up that touched nothing
 * would have compiled little). */
export function warmUpPhysics(rapier: Rapier): { chipY: number; contacts: number } {
  const world = new rapier.World({ x: 0, y: -9.81, z: 0 });
  const events = new rapier.EventQueue(false);
  try {
    world.lengthUnit = P.LENGTH_UNIT;
    world.timestep = P.PHYSICS_STEP;
    // The felt and a piece of the rail, on one fixed body (TableColliders).
    const table = world.createRigidBody(rapier.RigidBodyDesc.fixed());
    world.createCollider(
      rapier.ColliderDesc.cuboid(...P.FELT_SLAB.half)
        .setTranslation(...P.FELT_SLAB.centre)
        .setFriction(P.FELT_PHYSICS.friction),
      table,
    );
    world.createCollider(
      rapier.ColliderDesc.cuboid(0.1, 0.03, 0.05)
        .setTranslation(0.3, 0.015, 0)
        .setRotation({ x: 0, y: Math.sin(0.4), z: 0, w: Math.cos(0.4) })
        .setFriction(P.RAIL_PHYSICS.friction)
        .setRestitution(P.RAIL_PHYSICS.restitution),
      table,
    );
    const chip = () =>
      rapier.ColliderDesc.cylinder(CHIP.thickness / 2, CHIP.radius)
        .setFriction(P.PIECE_PHYSICS.chip.friction)
        .setRestitution(P.PIECE_PHYSICS.chip.restitution)
        .setRestitutionCombineRule(P.PIECE_PHYSICS.chip.restitutionCombineRule);
    const piece = (collider: RAPIER.ColliderDesc, x: number, y: number, soft: number) => {
      const body = world.createRigidBody(
        rapier.RigidBodyDesc.kinematicPositionBased()
          .setTranslation(x, y, 0)
          .setCcdEnabled(true)
          .setSoftCcdPrediction(soft)
          .setCanSleep(true),
      );
      world.createCollider(collider, body);
      return body;
    };
    // A chip at rest on the felt (fixed, as motion.ts leaves it), one carried above it, and a card.
    const resting = piece(chip(), 0, CHIP.thickness / 2, 0);
    resting.setBodyType(P.BODY_TYPES.fixed as RAPIER.RigidBodyType, false);
    const falling = [
      piece(chip(), 0.004, CHIP.thickness + P.DRAG_LIFT, 0),
      piece(
        rapier.ColliderDesc.cuboid(
          CARD.width / 2,
          P.cardColliderHalf(1, CARD.thickness),
          CARD.length / 2,
        )
          .setFriction(P.PIECE_PHYSICS.card.friction)
          .setRestitution(P.PIECE_PHYSICS.card.restitution),
        -0.2,
        P.DRAG_LIFT,
        P.CARD_SOFT_CCD,
      ),
    ];
    // Let go (motion.ts release): dynamic, falling, a little wobble.
    for (const body of falling) {
      body.setTranslation(body.translation(), false);
      body.setRotation(body.rotation(), false);
      body.setBodyType(P.BODY_TYPES.dynamic as RAPIER.RigidBodyType, true);
      body.setLinvel({ x: 0, y: -P.DROP_SPEED, z: 0 }, true);
      body.setAngvel({ x: 0.5, y: 0.3, z: 0 }, true);
    }
    for (let k = 0; k < STEPS; k++) {
      world.step(events);
      events.drainCollisionEvents(() => {});
      events.drainContactForceEvents(() => {});
      for (const body of falling) {
        body.translation();
        body.rotation();
        body.linvel();
        body.angvel();
        body.isSleeping();
      }
    }
    // What @react-three/rapier reads after each step (its bodies' states, the awake ones).
    world.forEachActiveRigidBody((body) => world.getRigidBody(body.handle).bodyType());
    let contacts = 0;
    world.forEachRigidBody((body) => {
      world.contactPairsWith(body.collider(0), () => contacts++);
    });
    // Settled (motion.ts settle and toRest): kinematic, then fixed.
    for (const body of falling) {
      body.setBodyType(P.BODY_TYPES.kinematic as RAPIER.RigidBodyType, false);
      body.setLinvel({ x: 0, y: 0, z: 0 }, false);
      body.setBodyType(P.BODY_TYPES.fixed as RAPIER.RigidBodyType, false);
    }
    const chipY = falling[0]!.translation().y;
    world.step(events);
    return { chipY, contacts };
  } finally {
    events.free();
    world.free();
  }
}
