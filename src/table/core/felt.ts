// The felt and the seats around it, as one screen arranges them (layout.ts gathers this with the
// pieces' sizes and the drop zones). A screen wider than tall shows the table wide: its long
// axis along x, across the screen, the player at the middle of the near side. A screen taller
// than wide shows it tall: the long axis along z, up the screen, the player at the near round
// end. Either way the player's own seat is at the front (+z, nearest the camera), the other seats
// follow clockwise seen from above (seat + 1 sits on the player's left), and a game may shrink the
// table against its pieces (a small screen) and gather the other seats along part of the edge.
import { TABLE, v3, type Vec3 } from './geometry.ts';

/** How the table stands on one screen. */
export interface Arrangement {
  /** Wide: the felt's long axis across the screen (x); tall: up the screen (z). */
  readonly turn: 'wide' | 'tall';
  /** The felt's and rail's size against the full table's (the pieces keep theirs). */
  readonly scale: number;
  /** The felt's width against the full table's, where it is narrower for its length than
   * `scale` makes it: its round ends smaller, its straights longer, its length `scale`'s. A
   * screen whose height is the felt's width (a phone held sideways looking across a wide
   * table; upright, along a tall one) shows the pieces larger, and the seats along the
   * straights keep their room. Unset: `scale`. */
  readonly width?: number;
  /** Where the other seats sit: evenly along the felt's edge from the first to the second
   * fraction of the way round from the player's place (clockwise). Unset: evenly all round. */
  readonly spread?: readonly [number, number];
}

/** The full table, wide, its seats evenly round it: every peer's shared frame (toShared). */
export const WIDE: Arrangement = { turn: 'wide', scale: 1 };

/** A seat's frame on the felt's edge. */
export interface SeatAnchor {
  readonly seat: number;
  /** On the felt's edge (y = 0), in front of the player. */
  readonly position: Vec3;
  /** Rotation about +y that turns local +z outward, toward the player: local −z faces the centre. */
  readonly yaw: number;
  /** Where the seat lies around the table: the direction (sin angle, cos angle) from the centre. */
  readonly angle: number;
}

/** The felt's stadium under an arrangement: half the length of its straights and its radius. */
export function feltOf(a: Arrangement = WIDE): { straight: number; radius: number } {
  if (a.width === undefined) {
    return { straight: TABLE.straight * a.scale, radius: TABLE.radius * a.scale };
  }
  const radius = TABLE.radius * a.width;
  return { straight: Math.max(0, TABLE.halfLength * a.scale - radius), radius };
}

/** Where a point (x, z) of the full table's model (wide, metres) lies on an arrangement's felt
 * before it is turned: the round ends scaled about their centres as the radius is, the straights
 * as their length is, so a felt narrower for its length keeps its ends round (TableModel draws
 * the felt, rail and pedestal through it). */
export function stretchPoint(x: number, z: number, a: Arrangement): { x: number; z: number } {
  const f = feltOf(a);
  const spine = Math.max(-TABLE.straight, Math.min(TABLE.straight, x));
  const k = f.radius / TABLE.radius;
  return { x: (spine * f.straight) / TABLE.straight + (x - spine) * k, z: z * k };
}

/** Distance from (x, z) to the spine of a stadium (the segment |x| ≤ straight on z = 0, or
 * along z when `tall`). */
export function spineDistance(x: number, z: number, straight: number, tall = false): number {
  const [along, across] = tall ? [z, x] : [x, z];
  return Math.hypot(Math.max(Math.abs(along) - straight, 0), across);
}

/** Signed distance from the felt's edge (negative on the felt), in the plane y = 0. */
export function feltDistance(p: { x: number; z: number }, a: Arrangement = WIDE): number {
  const f = feltOf(a);
  return spineDistance(p.x, p.z, f.straight, a.turn === 'tall') - f.radius;
}

/** Whether (x, z) lies on the felt, at least `margin` inside its edge. */
export function onFelt(p: { x: number; z: number }, margin = 0, a: Arrangement = WIDE): boolean {
  return feltDistance(p, a) <= -margin;
}

/** The felt's edge length. */
export function feltPerimeter(a: Arrangement = WIDE): number {
  const f = feltOf(a);
  return 4 * f.straight + 2 * Math.PI * f.radius;
}

/** The full table's edge length. */
export const FELT_PERIMETER = feltPerimeter(WIDE);

/** The wide felt's edge at arc length `t` from the front centre, clockwise seen from above. */
function wideEdge(
  t: number,
  L: number,
  R: number,
): { x: number; z: number; nx: number; nz: number } {
  const cap = Math.PI * R;
  if (t < L) return { x: -t, z: R, nx: 0, nz: 1 };
  t -= L;
  if (t < cap) {
    const a = t / R;
    return { x: -L - R * Math.sin(a), z: R * Math.cos(a), nx: -Math.sin(a), nz: Math.cos(a) };
  }
  t -= cap;
  if (t < 2 * L) return { x: -L + t, z: -R, nx: 0, nz: -1 };
  t -= 2 * L;
  if (t < cap) {
    const a = t / R;
    return { x: L + R * Math.sin(a), z: -R * Math.cos(a), nx: Math.sin(a), nz: -Math.cos(a) };
  }
  t -= cap;
  return { x: L - t, z: R, nx: 0, nz: 1 };
}

/** The felt's edge at arc length `s` from the player's place (the front of the felt: the middle
 * of the near side when wide, the tip of the near end when tall), clockwise seen from above, with
 * its outward normal. */
export function edgeAt(
  s: number,
  a: Arrangement = WIDE,
): { x: number; z: number; nx: number; nz: number } {
  const { straight: L, radius: R } = feltOf(a);
  const perimeter = feltPerimeter(a);
  const t = ((s % perimeter) + perimeter) % perimeter;
  if (a.turn === 'wide') return wideEdge(t, L, R);
  // Tall: the wide felt from its right-hand tip on, turned a quarter so that tip is the front.
  const e = wideEdge((t + 3 * L + 1.5 * Math.PI * R) % perimeter, L, R);
  return { x: -e.z, z: e.x, nx: -e.nz, nz: e.nx };
}

function checkSeats(seats: number, localSeat: number): void {
  if (!Number.isInteger(seats) || seats < 1) throw new Error(`bad seat count ${seats}`);
  if (!Number.isInteger(localSeat) || localSeat < 0 || localSeat >= seats) {
    throw new Error(`bad local seat ${localSeat} of ${seats}`);
  }
}

/** How far clockwise from the local seat `seat` sits, in seats. */
function relative(seat: number, seats: number, localSeat: number): number {
  return (((seat - localSeat) % seats) + seats) % seats;
}

/** How far round the edge (0…1 from the player's place) the seat `k` places clockwise sits. */
export function seatFraction(k: number, seats: number, a: Arrangement = WIDE): number {
  if (k === 0) return 0;
  const [from, to] = a.spread ?? [1 / seats, (seats - 1) / seats];
  return seats <= 2 ? (from + to) / 2 : from + ((to - from) * (k - 1)) / (seats - 2);
}

/** Each seat's place around the table (see SeatAnchor.angle); the local seat is 0 (front). */
export function seatAngles(seats: number, localSeat: number, a: Arrangement = WIDE): number[] {
  return Array.from({ length: seats }, (_, seat) => seatAnchor(seat, seats, localSeat, a).angle);
}

/** Each arrangement's anchors, by seat count and local seat (seats × 1024 + local seat), worked
 * out once: a dragged piece's every pose maps its point between frames through them (zones.ts
 * toShared: ten or more anchors a pose), and the pointer path runs once a frame. An arrangement
 * is read-only, so its anchors never change; a new arrangement object is a new entry. */
const ANCHORS = new WeakMap<Arrangement, Map<number, SeatAnchor[]>>();

/** The frame of `seat` on the felt's edge, where the arrangement puts it. */
export function seatAnchor(
  seat: number,
  seats: number,
  localSeat: number,
  a: Arrangement = WIDE,
): SeatAnchor {
  checkSeats(seats, localSeat);
  if (!Number.isInteger(seat) || seat < 0 || seat >= seats) throw new Error(`bad seat ${seat}`);
  let byTable = ANCHORS.get(a);
  if (!byTable) ANCHORS.set(a, (byTable = new Map()));
  const key = seats * 1024 + localSeat;
  let anchors = byTable.get(key);
  if (!anchors) byTable.set(key, (anchors = []));
  return (anchors[seat] ??= anchorOf(seat, seats, localSeat, a));
}

function anchorOf(seat: number, seats: number, localSeat: number, a: Arrangement): SeatAnchor {
  const k = relative(seat, seats, localSeat);
  const e = edgeAt(seatFraction(k, seats, a) * feltPerimeter(a), a);
  return Object.freeze({
    seat,
    position: Object.freeze(v3(e.x, 0, e.z)),
    yaw: Math.atan2(e.nx, e.nz),
    angle: Math.atan2(e.x, e.z),
  });
}

/** A point given in a seat frame (x right, z outward), in world coordinates. */
export function fromSeatFrame(anchor: SeatAnchor, x: number, z: number, y = 0): Vec3 {
  const c = Math.cos(anchor.yaw);
  const s = Math.sin(anchor.yaw);
  return v3(anchor.position.x + x * c + z * s, y, anchor.position.z - x * s + z * c);
}

/** A world point in a seat frame (x right, z outward; y unchanged). */
export function toSeatFrame(anchor: SeatAnchor, p: { x: number; y?: number; z: number }): Vec3 {
  const dx = p.x - anchor.position.x;
  const dz = p.z - anchor.position.z;
  const c = Math.cos(anchor.yaw);
  const s = Math.sin(anchor.yaw);
  return v3(dx * c - dz * s, p.y ?? 0, dx * s + dz * c);
}
