// Pose maths for the table (CONVENTIONS §8): where every card and chip rests, which drop zone lies
// under a point, and the table's dimensions that scripts/gen-models.ts builds the GLBs from. Pure
// numbers: no three, no React, so it is tested without a canvas and the host can use it as well.
// This module gathers three: the pieces' sizes and vector maths (geometry.ts), the felt and its
// seats as a screen arranges them (felt.ts), and the drop zones and the shared frame (zones.ts).
//
// Frame: metres, y up, the felt at y = 0. Every peer puts its own seat at the front (+z, nearest
// the camera); the other seats follow clockwise seen from above (seat + 1 sits on your left,
// where The Gang passes cards). Seats are spaced along the felt's edge as each screen arranges it,
// so the seat frames are not one rigid rotation of another peer's table: send points between
// peers in a zone's own frame (toZoneFrame / fromZoneFrame), never in world coordinates. The
// centre is the same for everybody, so its frame is the world's.
//
// A seat frame: origin on the felt's edge in front of the player, local +z outward (toward the
// player), local +x to the player's right. An object with yaw = anchor.yaw reads upright for
// that player (card art has its top toward local −z, the glTF models' convention).
export * from './geometry.ts';
export * from './felt.ts';
export * from './zones.ts';
