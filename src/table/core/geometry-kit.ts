// Test helpers for the table's geometry: every seat count and local seat, footprints of cards
// and chips, a separating-axis overlap test, outlines, a seeded generator. Tests only.
import {
  CARD,
  CENTRE_AREA,
  CHIP,
  rotate,
  type Pose,
  type SeatAnchor,
  type Vec3,
  type Zone,
} from './layout.ts';

/** A point on the felt plane. */
export type P2 = { x: number; z: number };

/** Every (seat count, local seat) from `min` to `max` players. */
export function tablesOf(min: number, max: number): [seats: number, localSeat: number][] {
  const out: [number, number][] = [];
  for (let seats = min; seats <= max; seats++) {
    for (let local = 0; local < seats; local++) out.push([seats, local]);
  }
  return out;
}

/** Every (seat count, local seat) from 3 to 6 players. */
export const TABLES = tablesOf(3, 6);

// ---- geometry helpers for the checks -----------------------------------------------------------

/** A card's or a chip's outline on the felt plane (`scale`: drawn that much larger). */
export function footprint(kind: 'card' | 'chip', p: Pose, scale = 1): P2[] {
  const local: Vec3[] =
    kind === 'card'
      ? [
          [-1, -1],
          [1, -1],
          [1, 1],
          [-1, 1],
        ].map(([sx, sz]) => ({
          x: (sx! * CARD.width * scale) / 2,
          y: 0,
          z: (sz! * CARD.length * scale) / 2,
        }))
      : Array.from({ length: 16 }, (_, i) => ({
          x: CHIP.radius * scale * Math.cos((i * Math.PI) / 8),
          y: 0,
          z: CHIP.radius * scale * Math.sin((i * Math.PI) / 8),
        }));
  return local.map((v) => {
    const r = rotate(p.quaternion, v);
    return { x: p.position.x + r.x, z: p.position.z + r.z };
  });
}

/** Whether two convex polygons are at least `gap` apart (separating axis test). */
export function apart(a: P2[], b: P2[], gap = 0): boolean {
  for (const poly of [a, b]) {
    for (let i = 0; i < poly.length; i++) {
      const p = poly[i]!;
      const q = poly[(i + 1) % poly.length]!;
      const len = Math.hypot(q.x - p.x, q.z - p.z);
      const nx = -(q.z - p.z) / len;
      const nz = (q.x - p.x) / len;
      const project = (ps: P2[]) => ps.map((v) => v.x * nx + v.z * nz);
      const pa = project(a);
      const pb = project(b);
      if (Math.min(...pb) - Math.max(...pa) >= gap || Math.min(...pa) - Math.max(...pb) >= gap) {
        return true;
      }
    }
  }
  return false;
}

/** Every pair of pieces less than `gap` apart, named "a vs b", but the pairs `together` lets
 * touch (the cards of one fan, say): a whole table's clashes in one failure message. */
export function clashes<T extends { readonly what: string; readonly poly: P2[] }>(
  all: readonly T[],
  together: (a: T, b: T) => boolean = () => false,
  gap = 0.003,
): string[] {
  const out: string[] = [];
  for (let i = 0; i < all.length; i++) {
    for (let j = i + 1; j < all.length; j++) {
      const a = all[i]!;
      const b = all[j]!;
      if (!together(a, b) && !apart(a.poly, b.poly, gap)) out.push(`${a.what} vs ${b.what}`);
    }
  }
  return out;
}

/** Distance from a point to the centre zone's spine. */
export function centreSpineDistance(p: P2): number {
  return Math.hypot(Math.max(Math.abs(p.x) - CENTRE_AREA.straight, 0), p.z);
}

/** Points along a polygon's edges, for checks against round shapes. */
export function outline(poly: P2[], per = 40): P2[] {
  const out: P2[] = [];
  poly.forEach((p, i) => {
    const q = poly[(i + 1) % poly.length]!;
    for (let t = 0; t < per; t++) {
      out.push({ x: p.x + ((q.x - p.x) * t) / per, z: p.z + ((q.z - p.z) * t) / per });
    }
  });
  return out;
}

export const seatZone = (seat: number): Zone => ({ kind: 'seat', seat });
export const CENTRE: Zone = { kind: 'centre' };

/** A point in a seat frame, in the world. */
export function toWorld(a: SeatAnchor, p: P2) {
  const c = Math.cos(a.yaw);
  const s = Math.sin(a.yaw);
  return { x: a.position.x + p.x * c + p.z * s, z: a.position.z - p.x * s + p.z * c };
}

/** A small seeded generator, so the sampled points are the same every run. */
export function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
