// The table's and its pieces' sizes and the small vector maths every pose is made of (a leaf
// module: layout.ts gathers it with the felt's seats and zones). Pure numbers: no three, no React.

/** A point or direction in metres. */
export interface Vec3 {
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

/** A unit quaternion (three's Quaternion and Rapier's rotations take the same fields). */
export interface Quat {
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly w: number;
}

/** Where an object rests: its centre, its rotation, and its heading about y. */
export interface Pose {
  readonly position: Vec3;
  readonly quaternion: Quat;
  /** Rotation about +y in radians (the heading; the quaternion holds tilts and flips too). */
  readonly yaw: number;
}

/**
 * The table: a stadium of felt (two semicircles joined by straights along x) with a wooden rail.
 * Felt 2.0 m × 1.25 m; the rail's top stands `railHeight` above the felt.
 */
export const TABLE = {
  /** Half the felt's length along x. */
  halfLength: 1.0,
  /** Half the felt's width along z, also the radius of its round ends. */
  radius: 0.625,
  /** Half the length of the straight sides (halfLength − radius). */
  straight: 0.375,
  /** The rail's width outward from the felt's edge. */
  railWidth: 0.11,
  /** The rail's top above the felt. */
  railHeight: 0.045,
  /** The table top's underside (rail apron and under-panel). */
  underside: -0.065,
  /** The floor, below the felt. */
  floor: -0.76,
} as const;

/** Pieces are drawn this much larger than life against the table, as tabletop apps do, so that a
 * rank, a chip's stars and a skill symbol read from a seat (a life-size card on a six-seat
 * table is a few dozen pixels tall on a laptop's screen). */
export const PIECE_SCALE = 1.4;

/** A poker-size card (63 × 88 mm, 0.3 mm thick) at PIECE_SCALE; its long side runs along
 * local z. */
export const CARD = {
  width: 0.063 * PIECE_SCALE,
  length: 0.088 * PIECE_SCALE,
  thickness: 0.0003,
  cornerRadius: 0.003 * PIECE_SCALE,
} as const;

/** A chip (40 mm across, 3.3 mm thick) at PIECE_SCALE. */
export const CHIP = { radius: 0.025 * PIECE_SCALE, thickness: 0.0033 * PIECE_SCALE } as const;

/** A player's area in its seat frame: |x| ≤ halfWidth, −depth ≤ z ≤ 0. */
export const SEAT_AREA = { halfWidth: 0.28, depth: 0.28 } as const;

/** The centre zone: a smaller stadium, the same centre and axis as the felt. */
export const CENTRE_AREA = { straight: 0.38, radius: 0.3 } as const;

export const CARD_REST = CARD.thickness / 2;
export const CHIP_REST = CHIP.thickness / 2;

// ---- small vector and quaternion helpers -------------------------------------------------------

/** A point. */
export const v3 = (x: number, y: number, z: number): Vec3 => ({ x, y, z });

/** A quaternion of `angle` radians about a unit axis. */
function axisAngle(ax: number, ay: number, az: number, angle: number): Quat {
  const s = Math.sin(angle / 2);
  return { x: ax * s, y: ay * s, z: az * s, w: Math.cos(angle / 2) };
}

/** a · b: rotate by b first, then by a. */
function mul(a: Quat, b: Quat): Quat {
  return {
    x: a.w * b.x + a.x * b.w + a.y * b.z - a.z * b.y,
    y: a.w * b.y - a.x * b.z + a.y * b.w + a.z * b.x,
    z: a.w * b.z + a.x * b.y - a.y * b.x + a.z * b.w,
    w: a.w * b.w - a.x * b.x - a.y * b.y - a.z * b.z,
  };
}

/** `v` rotated by the unit quaternion `q`. */
export function rotate(q: Quat, v: Vec3): Vec3 {
  // t = 2 q×v; v' = v + w t + q×t
  const tx = 2 * (q.y * v.z - q.z * v.y);
  const ty = 2 * (q.z * v.x - q.x * v.z);
  const tz = 2 * (q.x * v.y - q.y * v.x);
  return v3(
    v.x + q.w * tx + (q.y * tz - q.z * ty),
    v.y + q.w * ty + (q.z * tx - q.x * tz),
    v.z + q.w * tz + (q.x * ty - q.y * tx),
  );
}

/**
 * A pose from a heading and tilts, applied to the object innermost first: `flip` (turn face down
 * about local z), `spin` (about the face's normal), `pitch` (about local x, +: the face leans
 * toward local +z), then `yaw` about world y.
 */
export function pose(
  position: Vec3,
  yaw: number,
  { pitch = 0, spin = 0, faceUp = true }: { pitch?: number; spin?: number; faceUp?: boolean } = {},
): Pose {
  let q = axisAngle(0, 1, 0, yaw);
  if (pitch !== 0) q = mul(q, axisAngle(1, 0, 0, pitch));
  if (spin !== 0) q = mul(q, axisAngle(0, 1, 0, spin));
  if (!faceUp) q = mul(q, axisAngle(0, 0, 1, Math.PI));
  return { position, quaternion: q, yaw };
}
