// The table's physical materials: how pieces slide and bounce when they fall (a put-down piece
// falls under Rapier, then glides to where the rules put it; motion.ts). Pure numbers, shared by
// the scene's colliders (scene/TablePhysics.tsx) and by physics.test.ts, which drops pieces in a real Rapier world to
// check what a player sees: a chip lands with one small bounce, a card lies down flat at once.

/** Rapier's rule for combining two colliders' coefficients: the larger (CoefficientCombineRule.Max;
 * Rapier's default averages them, which would halve a chip's bounce on the dead felt). */
const COMBINE_MAX = 3;

/** How high a held piece is carried above the felt (m). */
export const DRAG_LIFT = 0.035;

/** How fast a piece let go of starts falling (m/s, downward), as a hand puts it down. */
export const DROP_SPEED = 0.3;

/** Clay chips ring off the felt once; cards barely bounce. */
export const PIECE_PHYSICS = {
  chip: { friction: 0.55, restitution: 0.35, restitutionCombineRule: COMBINE_MAX },
  card: { friction: 0.55, restitution: 0.05 },
} as const;

/** How far ahead a falling card looks for what it will strike (m): a card is thinner than a
 * step's fall, and without it a dropped card sinks into the felt for a moment. (Chips are thick
 * enough with the short step below, and looking ahead would take their bounce away.) */
export const CARD_SOFT_CCD = 0.03;

/** Half the thickness of the collider of a stack of `count` cards (a single card's collider is
 * a little thicker than the card, so it never slips into the felt). */
export function cardColliderHalf(count: number, thickness: number): number {
  return Math.max(0.0004, (Math.max(1, count) * thickness) / 2);
}

/** The felt: grips, gives back nothing of its own. */
export const FELT_PHYSICS = { friction: 0.7 } as const;

/** The felt's collider: a slab under the whole table top, its upper face at y = 0 (half extents
 * and centre, m). */
export const FELT_SLAB = { half: [1.4, 0.05, 1.0], centre: [0, -0.05, 0] } as const;

/** The wooden rail: a piece thrown at it comes back a little. */
export const RAIL_PHYSICS = { friction: 0.4, restitution: 0.3 } as const;

/** Rapier's fixed step (s) and its length unit (m): the table's pieces are centimetres. A
 * dropped chip falls a centimetre and a half in a 60th of a second, through the felt and out of
 * sight for a frame; in a 120th it strikes the felt's surface and springs back. */
export const PHYSICS_STEP = 1 / 120;

/** The most simulated time one drawn frame steps through while a piece falls (s): 30 steps of
 * PHYSICS_STEP. Rapier's own limit is 0.5 s (60 steps), which a table drawing a frame every half
 * second (a software rasteriser, a stalled phone) paid in every frame of a fall: the slower the
 * frames, the more work in each, and the slower the next. A table drawing 4 frames a second or
 * more (the tests' frame cap) falls in real time as before; below that a fall runs slower than
 * life, and still ends on time: it gives up after FALL_MAX_MS (motion.ts) and glides to its
 * rest, which the host chose. */
export const FRAME_FALL_MAX_S = 30 * PHYSICS_STEP;

/** The time a frame of a fall steps through: the time since the last frame, at most
 * FRAME_FALL_MAX_S. */
export function fallTime(delta: number): number {
  return Math.min(Math.max(0, delta), FRAME_FALL_MAX_S);
}
export const LENGTH_UNIT = 0.05;

/** Rapier's body types (RigidBodyType.Dynamic, .Fixed, .KinematicPositionBased), known before
 * Rapier is loaded: objects are drawn and moved before the physics chunk arrives
 * (scene/TablePhysics.tsx). physics.test.ts checks them against Rapier's own. */
export const BODY_TYPES = { dynamic: 0, fixed: 1, kinematic: 2 } as const;
