// Where drops land, and how a point travels between peers (layout.ts gathers this with the felt
// and the pieces' sizes). Seat frames are rigid: a point before a player is the same point before
// them on every screen, however each screen arranges the table (felt.ts). The centre's frame is
// the world's. Send points between peers in a zone's own frame (toZoneFrame / fromZoneFrame) or
// in the shared frame (toShared / fromShared), never in one screen's world coordinates.
import {
  feltOf,
  fromSeatFrame,
  onFelt,
  seatAnchor,
  spineDistance,
  toSeatFrame,
  WIDE,
  type Arrangement,
  type SeatAnchor,
} from './felt.ts';
import { CENTRE_AREA, SEAT_AREA, pose, v3, type Pose, type Vec3 } from './geometry.ts';

/** A drop zone: the centre of the table or a player's area. */
export type Zone = { readonly kind: 'centre' } | { readonly kind: 'seat'; readonly seat: number };

/** A point in a zone's own frame (seat frame for seats, world for the centre), for the wire. */
export interface ZonePoint {
  readonly zone: Zone;
  readonly x: number;
  readonly z: number;
}

/**
 * The area of a drop zone on the felt plane: a stadium about the table's centre (its spine along
 * x, or along z when `tall`), or a rectangle turned by `yaw` (a player's area, a river slot, a
 * card). A spot in an area is given −1…1 each way across it, so every peer places it alike.
 */
export type ZoneArea =
  | {
      readonly kind: 'stadium';
      readonly straight: number;
      readonly radius: number;
      readonly tall?: boolean;
    }
  | {
      readonly kind: 'rect';
      readonly centre: { readonly x: number; readonly z: number };
      readonly yaw: number;
      readonly halfWidth: number;
      readonly halfDepth: number;
    };

/** The centre zone's area on the full, wide table. */
export const CENTRE_ZONE_AREA: ZoneArea = {
  kind: 'stadium',
  straight: CENTRE_AREA.straight,
  radius: CENTRE_AREA.radius,
};

/** The centre zone's area under an arrangement: the full table's, turned with the felt, its
 * straights shortened with it (its width is the pieces' business: it keeps that). */
export function centreZoneArea(a: Arrangement = WIDE): ZoneArea {
  if (a.turn === 'wide' && a.scale === 1) return CENTRE_ZONE_AREA;
  return {
    kind: 'stadium',
    straight: Math.max(0, CENTRE_AREA.straight - (1 - a.scale) * feltOf(WIDE).straight * 2),
    radius: CENTRE_AREA.radius,
    ...(a.turn === 'tall' ? { tall: true } : {}),
  };
}

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

/** A seat's area, as a zone area (`depth`: deeper than SEAT_AREA's for a game that gives the
 * player's own seat more room on a narrow table). */
export function seatZoneArea(anchor: SeatAnchor, depth: number = SEAT_AREA.depth): ZoneArea {
  const c = fromSeatFrame(anchor, 0, -depth / 2);
  return rectArea(pose(c, anchor.yaw), SEAT_AREA.halfWidth, depth / 2);
}

/** A point's spot in an area: −1…1 each way across it (beyond when outside); a stadium's first
 * number runs across the screen (x), its second toward the player (z), whichever way it lies. */
export function spotIn(area: ZoneArea, p: { x: number; z: number }): [number, number] {
  if (area.kind === 'stadium') {
    const reach = area.straight + area.radius;
    return area.tall ? [p.x / area.radius, p.z / reach] : [p.x / reach, p.z / area.radius];
  }
  const dx = p.x - area.centre.x;
  const dz = p.z - area.centre.z;
  const c = Math.cos(area.yaw);
  const s = Math.sin(area.yaw);
  return [(dx * c - dz * s) / area.halfWidth, (dx * s + dz * c) / area.halfDepth];
}

/** The point of a spot in an area (the inverse of spotIn). */
export function spotPoint(area: ZoneArea, at: readonly [number, number], y = 0): Vec3 {
  if (area.kind === 'stadium') {
    const reach = area.straight + area.radius;
    return area.tall
      ? v3(at[0] * area.radius, y, at[1] * reach)
      : v3(at[0] * reach, y, at[1] * area.radius);
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
    return spineDistance(p.x, p.z, area.straight, area.tall) <= area.radius - margin;
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
  a: Arrangement = WIDE,
): Z | null {
  if (!onFelt(p, 0, a)) return null;
  return zones.find((z) => inArea(z.area, p)) ?? null;
}

/** Whether (x, z) lies in the centre zone, at least `margin` inside it. */
export function inCentre(p: { x: number; z: number }, margin = 0, a: Arrangement = WIDE): boolean {
  return inArea(centreZoneArea(a), p, margin);
}

/** Whether (x, z) lies in a seat's area (and on the felt), at least `margin` inside it. */
export function inSeatArea(
  p: { x: number; z: number },
  anchor: SeatAnchor,
  margin = 0,
  a: Arrangement = WIDE,
): boolean {
  const l = toSeatFrame(anchor, p);
  const { halfWidth: w, depth: d } = SEAT_AREA;
  return (
    Math.abs(l.x) <= w - margin && l.z <= -margin && l.z >= -d + margin && onFelt(p, margin, a)
  );
}

/** The corners of a seat's area on the felt plane, counter-clockwise seen from above. */
export function seatArea(seat: number, seats: number, localSeat: number, a: Arrangement = WIDE) {
  const anchor = seatAnchor(seat, seats, localSeat, a);
  const { halfWidth: w, depth: d } = SEAT_AREA;
  return [
    fromSeatFrame(anchor, -w, 0),
    fromSeatFrame(anchor, w, 0),
    fromSeatFrame(anchor, w, -d),
    fromSeatFrame(anchor, -w, -d),
  ];
}

/** The drop zone under a point on the table: a player's area, the centre, or null (nowhere). */
export function zoneAt(
  p: { x: number; z: number },
  seats: number,
  localSeat: number,
  a: Arrangement = WIDE,
): Zone | null {
  seatAnchor(localSeat, seats, localSeat, a); // checks the seats
  if (!onFelt(p, 0, a)) return null;
  // Seats first: on a small table a seat's area may reach into the centre's stadium, and a point
  // before a player is theirs on every screen.
  for (let seat = 0; seat < seats; seat++) {
    if (inSeatArea(p, seatAnchor(seat, seats, localSeat, a), 0, a)) return { kind: 'seat', seat };
  }
  return inCentre(p, 0, a) ? { kind: 'centre' } : null;
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
  a: Arrangement = WIDE,
): Vec3 {
  const felt = feltOf(a);
  const tall = a.turn === 'tall';
  if (zone.kind === 'centre') {
    const area = centreZoneArea(a);
    if (area.kind !== 'stadium') return p;
    const q = clampToStadium(p.x, p.z, area.straight, area.radius - margin, tall);
    return v3(q.x, p.y, q.z);
  }
  const anchor = seatAnchor(zone.seat, seats, localSeat, a);
  const { halfWidth: w, depth: d } = SEAT_AREA;
  let x = p.x;
  let z = p.z;
  // Alternate the two convex constraints (rectangle, felt); a few rounds settle well below 0.1 mm.
  for (let round = 0; round < 8; round++) {
    const l = toSeatFrame(anchor, { x, z });
    const q = fromSeatFrame(
      anchor,
      clamp(l.x, -w + margin, w - margin),
      clamp(l.z, -d + margin, -margin),
    );
    const f = clampToStadium(q.x, q.z, felt.straight, felt.radius - margin, tall);
    x = f.x;
    z = f.z;
  }
  return v3(x, p.y, z);
}

function clamp(v: number, lo: number, hi: number): number {
  return Math.min(Math.max(v, lo), hi);
}

function clampToStadium(x: number, z: number, straight: number, radius: number, tall = false) {
  const [along, across] = tall ? [z, x] : [x, z];
  const s = clamp(along, -straight, straight);
  const d = along - s;
  const dist = Math.hypot(d, across);
  if (dist <= radius) return { x, z };
  const [a2, c2] = [s + (d / dist) * radius, (across / dist) * radius];
  return tall ? { x: c2, z: a2 } : { x: a2, z: c2 };
}

/** A world point in its zone's own frame, so a peer with another local seat can place it. */
export function toZoneFrame(
  p: { x: number; z: number },
  zone: Zone,
  seats: number,
  localSeat: number,
  a: Arrangement = WIDE,
): ZonePoint {
  if (zone.kind === 'centre') return { zone, x: p.x, z: p.z };
  const l = toSeatFrame(seatAnchor(zone.seat, seats, localSeat, a), p);
  return { zone, x: l.x, z: l.z };
}

/** The world point of a point given in a zone's own frame (inverse of toZoneFrame). */
export function fromZoneFrame(
  zp: ZonePoint,
  seats: number,
  localSeat: number,
  y = 0,
  a: Arrangement = WIDE,
): Vec3 {
  if (zp.zone.kind === 'centre') return v3(zp.x, y, zp.z);
  return fromSeatFrame(seatAnchor(zp.zone.seat, seats, localSeat, a), zp.x, zp.z, y);
}

/** The zone whose frame suits a point anywhere (the zone under it, else the nearest seat's). */
export function nearestZone(
  p: { x: number; z: number },
  seats: number,
  localSeat: number,
  a: Arrangement = WIDE,
): Zone {
  const under = zoneAt(p, seats, localSeat, a);
  if (under) return under;
  if (inCentre(p, -0.08, a)) return { kind: 'centre' };
  let best = 0;
  let bestDistance = Infinity;
  for (let seat = 0; seat < seats; seat++) {
    const l = toSeatFrame(seatAnchor(seat, seats, localSeat, a), p);
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

function zoneYaw(zone: Zone, seats: number, localSeat: number, a: Arrangement): number {
  return zone.kind === 'centre' ? 0 : seatAnchor(zone.seat, seats, localSeat, a).yaw;
}

/** Re-expresses a point and heading from one table (a seat at its front, an arrangement) to
 * another, through the frame of the zone it lies in (or nearest to). */
function between(
  p: { x: number; z: number },
  yaw: number,
  seats: number,
  from: { seat: number; a: Arrangement },
  to: { seat: number; a: Arrangement },
): SharedPoint {
  const zone = nearestZone(p, seats, from.seat, from.a);
  const w = fromZoneFrame(toZoneFrame(p, zone, seats, from.seat, from.a), seats, to.seat, 0, to.a);
  return {
    x: w.x,
    z: w.z,
    yaw: yaw - zoneYaw(zone, seats, from.seat, from.a) + zoneYaw(zone, seats, to.seat, to.a),
  };
}

/**
 * A point on this peer's table (local seat at the front, arranged as this screen has it) in the
 * shared frame: the full, wide table as seat 0 sees it. Drag poses travel in this frame; inside
 * any zone the mapping is exact and rigid, so a chip held over a player's area is over that same
 * area on every screen.
 */
export function toShared(
  p: { x: number; z: number },
  yaw: number,
  seats: number,
  localSeat: number,
  a: Arrangement = WIDE,
): SharedPoint {
  return between(p, yaw, seats, { seat: localSeat, a }, { seat: 0, a: WIDE });
}

/** A point in the shared frame on this peer's table (the inverse of toShared inside zones). */
export function fromShared(
  p: { x: number; z: number },
  yaw: number,
  seats: number,
  localSeat: number,
  a: Arrangement = WIDE,
): SharedPoint {
  return between(p, yaw, seats, { seat: 0, a: WIDE }, { seat: localSeat, a });
}
