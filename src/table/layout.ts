// Pose maths for the table (CONVENTIONS §8): where every card and chip rests, which drop zone lies
// under a point, and the table's dimensions that scripts/gen-models.ts builds the GLBs from. Pure
// numbers: no three, no React, so it is tested without a canvas and the host can use it as well.
//
// Frame: metres, y up, the felt at y = 0, the table's long axis along x. Every peer puts its own
// seat at the front (+z, nearest the camera); the other seats follow clockwise seen from above
// (seat + 1 sits on your left, where The Gang passes cards). Seats are spaced evenly along the
// felt's edge, so the seat frames are not one rigid rotation of another peer's table: send points
// between peers in a zone's own frame (toZoneFrame / fromZoneFrame), never in world coordinates.
// The centre is the same for everybody, so its frame is the world's.
//
// A seat frame: origin on the felt's edge in front of the player, local +z outward (toward the
// player), local +x to the player's right. An object with yaw = anchor.yaw reads upright for
// that player (card art has its top toward local −z, the glTF models' convention).

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

/** A drop zone: the centre of the table or a player's area. */
export type Zone = { readonly kind: 'centre' } | { readonly kind: 'seat'; readonly seat: number };

/** A point in a zone's own frame (seat frame for seats, world for the centre), for the wire. */
export interface ZonePoint {
  readonly zone: Zone;
  readonly x: number;
  readonly z: number;
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
export const CHIP = { radius: 0.02 * PIECE_SCALE, thickness: 0.0033 * PIECE_SCALE } as const;

/** A player's area in its seat frame: |x| ≤ halfWidth, −depth ≤ z ≤ 0. */
export const SEAT_AREA = { halfWidth: 0.28, depth: 0.28 } as const;

/** The centre zone: a smaller stadium, the same centre and axis as the felt. */
export const CENTRE_AREA = { straight: 0.38, radius: 0.3 } as const;

const PERIMETER = 4 * TABLE.straight + 2 * Math.PI * TABLE.radius;
/** Height of a card's or a chip's centre lying on the felt. */
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

// ---- the felt's outline ------------------------------------------------------------------------

/** Distance from a point (x, z) to the felt's spine, the segment |x| ≤ straight on z = 0. */
function spineDistance(x: number, z: number, straight: number): number {
  const dx = Math.max(Math.abs(x) - straight, 0);
  return Math.hypot(dx, z);
}

/** Signed distance from the felt's edge (negative on the felt), in the plane y = 0. */
export function feltDistance(p: { x: number; z: number }): number {
  return spineDistance(p.x, p.z, TABLE.straight) - TABLE.radius;
}

/** Whether (x, z) lies on the felt, at least `margin` inside its edge. */
export function onFelt(p: { x: number; z: number }, margin = 0): boolean {
  return feltDistance(p) <= -margin;
}

/** The felt's edge at arc length `s` from the front centre, clockwise seen from above. */
export function edgeAt(s: number): { x: number; z: number; nx: number; nz: number } {
  const L = TABLE.straight;
  const R = TABLE.radius;
  const cap = Math.PI * R;
  let t = ((s % PERIMETER) + PERIMETER) % PERIMETER;
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

/** The felt's edge length. */
export const FELT_PERIMETER = PERIMETER;

// ---- seats ---------------------------------------------------------------------------------------

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

/** Each seat's place around the table (see SeatAnchor.angle); the local seat is 0 (front). */
export function seatAngles(seats: number, localSeat: number): number[] {
  return Array.from({ length: seats }, (_, seat) => seatAnchor(seat, seats, localSeat).angle);
}

/** The frame of `seat` on the felt's edge, the seats spaced evenly along the edge. */
export function seatAnchor(seat: number, seats: number, localSeat: number): SeatAnchor {
  checkSeats(seats, localSeat);
  if (!Number.isInteger(seat) || seat < 0 || seat >= seats) throw new Error(`bad seat ${seat}`);
  const e = edgeAt((relative(seat, seats, localSeat) * PERIMETER) / seats);
  return {
    seat,
    position: v3(e.x, 0, e.z),
    yaw: Math.atan2(e.nx, e.nz),
    angle: Math.atan2(e.x, e.z),
  };
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

/** The corners of a seat's area on the felt plane, counter-clockwise seen from above. */
export function seatArea(seat: number, seats: number, localSeat: number): Vec3[] {
  const a = seatAnchor(seat, seats, localSeat);
  const { halfWidth: w, depth: d } = SEAT_AREA;
  return [
    fromSeatFrame(a, -w, 0),
    fromSeatFrame(a, w, 0),
    fromSeatFrame(a, w, -d),
    fromSeatFrame(a, -w, -d),
  ];
}

// ---- drop zones -----------------------------------------------------------------------------------

/**
 * The area of a drop zone on the felt plane: the centre's stadium (about the table's centre, its
 * long axis along x), or a rectangle turned by `yaw` (a player's area, a river slot, a card). A
 * spot in an area is given −1…1 each way across it, so every peer places it alike.
 */
export type ZoneArea =
  | { readonly kind: 'stadium'; readonly straight: number; readonly radius: number }
  | {
      readonly kind: 'rect';
      readonly centre: { readonly x: number; readonly z: number };
      readonly yaw: number;
      readonly halfWidth: number;
      readonly halfDepth: number;
    };

/** The centre zone's area. */
export const CENTRE_ZONE_AREA: ZoneArea = {
  kind: 'stadium',
  straight: CENTRE_AREA.straight,
  radius: CENTRE_AREA.radius,
};

/** A rectangle around a pose on the felt (a card lying there, a slot). */
export function rectArea(p: Pose, halfWidth: number, halfDepth: number): ZoneArea {
  return {
    kind: 'rect',
    centre: { x: p.position.x, z: p.position.z },
    yaw: p.yaw,
    halfWidth,
    halfDepth,
  };
}

/** A seat's area, as a zone area. */
export function seatZoneArea(anchor: SeatAnchor): ZoneArea {
  const c = fromSeatFrame(anchor, 0, -SEAT_AREA.depth / 2);
  return rectArea(pose(c, anchor.yaw), SEAT_AREA.halfWidth, SEAT_AREA.depth / 2);
}

/** A point's spot in an area: −1…1 each way across it (beyond when outside). */
export function spotIn(area: ZoneArea, p: { x: number; z: number }): [number, number] {
  if (area.kind === 'stadium') return [p.x / (area.straight + area.radius), p.z / area.radius];
  const dx = p.x - area.centre.x;
  const dz = p.z - area.centre.z;
  const c = Math.cos(area.yaw);
  const s = Math.sin(area.yaw);
  return [(dx * c - dz * s) / area.halfWidth, (dx * s + dz * c) / area.halfDepth];
}

/** The point of a spot in an area (the inverse of spotIn). */
export function spotPoint(area: ZoneArea, at: readonly [number, number], y = 0): Vec3 {
  if (area.kind === 'stadium') {
    return v3(at[0] * (area.straight + area.radius), y, at[1] * area.radius);
  }
  const x = at[0] * area.halfWidth;
  const z = at[1] * area.halfDepth;
  const c = Math.cos(area.yaw);
  const s = Math.sin(area.yaw);
  return v3(area.centre.x + x * c + z * s, y, area.centre.z - x * s + z * c);
}

/** Whether a point lies in an area, at least `margin` inside it. */
export function inArea(area: ZoneArea, p: { x: number; z: number }, margin = 0): boolean {
  if (area.kind === 'stadium') {
    return spineDistance(p.x, p.z, area.straight) <= area.radius - margin;
  }
  const [u, v] = spotIn(area, p);
  return (
    Math.abs(u) * area.halfWidth <= area.halfWidth - margin &&
    Math.abs(v) * area.halfDepth <= area.halfDepth - margin
  );
}

/** The first zone whose area holds the point (on the felt), or null. */
export function zoneUnder<Z extends { readonly area: ZoneArea }>(
  zones: readonly Z[],
  p: { x: number; z: number },
): Z | null {
  if (!onFelt(p)) return null;
  return zones.find((z) => inArea(z.area, p)) ?? null;
}

/** Whether (x, z) lies in the centre zone, at least `margin` inside it. */
export function inCentre(p: { x: number; z: number }, margin = 0): boolean {
  return spineDistance(p.x, p.z, CENTRE_AREA.straight) <= CENTRE_AREA.radius - margin;
}

/** Whether (x, z) lies in a seat's area (and on the felt), at least `margin` inside it. */
export function inSeatArea(p: { x: number; z: number }, anchor: SeatAnchor, margin = 0): boolean {
  const l = toSeatFrame(anchor, p);
  const { halfWidth: w, depth: d } = SEAT_AREA;
  return Math.abs(l.x) <= w - margin && l.z <= -margin && l.z >= -d + margin && onFelt(p, margin);
}

/** The drop zone under a point on the table: the centre, a player's area, or null (nowhere). */
export function zoneAt(p: { x: number; z: number }, seats: number, localSeat: number): Zone | null {
  checkSeats(seats, localSeat);
  if (!onFelt(p)) return null;
  if (inCentre(p)) return { kind: 'centre' };
  for (let seat = 0; seat < seats; seat++) {
    if (inSeatArea(p, seatAnchor(seat, seats, localSeat))) return { kind: 'seat', seat };
  }
  return null;
}

/**
 * The point of `zone` nearest to `p`, at least `margin` inside the zone (and the felt): where
 * a dropped object comes to rest. y is kept.
 */
export function clampToZone(
  p: Vec3,
  zone: Zone,
  seats: number,
  localSeat: number,
  margin = 0,
): Vec3 {
  if (zone.kind === 'centre') {
    const q = clampToStadium(p.x, p.z, CENTRE_AREA.straight, CENTRE_AREA.radius - margin);
    return v3(q.x, p.y, q.z);
  }
  const a = seatAnchor(zone.seat, seats, localSeat);
  const { halfWidth: w, depth: d } = SEAT_AREA;
  let x = p.x;
  let z = p.z;
  // Alternate the two convex constraints (rectangle, felt); a few rounds settle well below 0.1 mm.
  for (let round = 0; round < 8; round++) {
    const l = toSeatFrame(a, { x, z });
    const q = fromSeatFrame(
      a,
      clamp(l.x, -w + margin, w - margin),
      clamp(l.z, -d + margin, -margin),
    );
    const f = clampToStadium(q.x, q.z, TABLE.straight, TABLE.radius - margin);
    x = f.x;
    z = f.z;
  }
  return v3(x, p.y, z);
}

function clamp(v: number, lo: number, hi: number): number {
  return Math.min(Math.max(v, lo), hi);
}

function clampToStadium(x: number, z: number, straight: number, radius: number) {
  const sx = clamp(x, -straight, straight);
  const dx = x - sx;
  const dist = Math.hypot(dx, z);
  if (dist <= radius) return { x, z };
  return { x: sx + (dx / dist) * radius, z: (z / dist) * radius };
}

/** A world point in its zone's own frame, so a peer with another local seat can place it. */
export function toZoneFrame(
  p: { x: number; z: number },
  zone: Zone,
  seats: number,
  localSeat: number,
): ZonePoint {
  if (zone.kind === 'centre') return { zone, x: p.x, z: p.z };
  const l = toSeatFrame(seatAnchor(zone.seat, seats, localSeat), p);
  return { zone, x: l.x, z: l.z };
}

/** The world point of a point given in a zone's own frame (inverse of toZoneFrame). */
export function fromZoneFrame(zp: ZonePoint, seats: number, localSeat: number, y = 0): Vec3 {
  if (zp.zone.kind === 'centre') return v3(zp.x, y, zp.z);
  return fromSeatFrame(seatAnchor(zp.zone.seat, seats, localSeat), zp.x, zp.z, y);
}

/** The zone whose frame suits a point anywhere (the zone under it, else the nearest seat's). */
export function nearestZone(p: { x: number; z: number }, seats: number, localSeat: number): Zone {
  const under = zoneAt(p, seats, localSeat);
  if (under) return under;
  if (inCentre(p, -0.08)) return { kind: 'centre' };
  let best = 0;
  let bestDistance = Infinity;
  for (let seat = 0; seat < seats; seat++) {
    const a = seatAnchor(seat, seats, localSeat);
    const l = toSeatFrame(a, p);
    const d = Math.hypot(l.x, l.z + SEAT_AREA.depth / 2);
    if (d < bestDistance) {
      bestDistance = d;
      best = seat;
    }
  }
  return { kind: 'seat', seat: best };
}

// ---- the shared frame, for drag poses on the wire ------------------------------------------------

/** A point on the table and a heading, as every peer can place it. */
export interface SharedPoint {
  readonly x: number;
  readonly z: number;
  readonly yaw: number;
}

function zoneYaw(zone: Zone, seats: number, localSeat: number): number {
  return zone.kind === 'centre' ? 0 : seatAnchor(zone.seat, seats, localSeat).yaw;
}

/** Re-expresses a point and heading from the table as `fromSeat` sees it to `toSeat`'s table,
 * through the frame of the zone it lies in (or nearest to). */
function between(
  p: { x: number; z: number },
  yaw: number,
  seats: number,
  fromSeat: number,
  toSeat: number,
): SharedPoint {
  const zone = nearestZone(p, seats, fromSeat);
  const w = fromZoneFrame(toZoneFrame(p, zone, seats, fromSeat), seats, toSeat);
  return {
    x: w.x,
    z: w.z,
    yaw: yaw - zoneYaw(zone, seats, fromSeat) + zoneYaw(zone, seats, toSeat),
  };
}

/**
 * A point on this peer's table (local seat at the front) in the shared frame: the table as seat
 * 0 sees it. Drag poses travel in this frame; inside any zone the mapping is exact and rigid, so a
 * chip held over a player's area is over that same area on every screen.
 */
export function toShared(
  p: { x: number; z: number },
  yaw: number,
  seats: number,
  localSeat: number,
): SharedPoint {
  return between(p, yaw, seats, localSeat, 0);
}

/** A point in the shared frame on this peer's table (the inverse of toShared inside zones). */
export function fromShared(
  p: { x: number; z: number },
  yaw: number,
  seats: number,
  localSeat: number,
): SharedPoint {
  return between(p, yaw, seats, 0, localSeat);
}
