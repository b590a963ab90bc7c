// The table's pose maths, table-driven over 3–6 players and every local seat: areas never
// overlap, everything rests on the felt in its own zone, zones answer for the right places.
import { describe, expect, test } from 'vitest';
import {
  CARD,
  CENTRE_AREA,
  CHIP,
  SEAT_AREA,
  TABLE,
  centreChipPose,
  chipRowPose,
  chipSlotPose,
  clampToZone,
  communityCardPose,
  deckPose,
  discardPose,
  feltDistance,
  fromShared,
  fromZoneFrame,
  inCentre,
  nearestZone,
  onFelt,
  pocketCardPose,
  rotate,
  ruleStackPose,
  seatAnchor,
  seatAngles,
  seatArea,
  seatCardPose,
  specialCardPose,
  toSeatFrame,
  toShared,
  toZoneFrame,
  vaultAlarmPose,
  zoneAt,
  type Pose,
  type Vec3,
  type Zone,
} from './layout.ts';

type P2 = { x: number; z: number };

const TABLES: [seats: number, localSeat: number][] = [];
for (let seats = 3; seats <= 6; seats++) {
  for (let local = 0; local < seats; local++) TABLES.push([seats, local]);
}

// ---- geometry helpers for the checks -----------------------------------------------------------

/** A card's or a chip's outline on the felt plane. */
function footprint(kind: 'card' | 'chip', p: Pose): P2[] {
  const local: Vec3[] =
    kind === 'card'
      ? [
          [-1, -1],
          [1, -1],
          [1, 1],
          [-1, 1],
        ].map(([sx, sz]) => ({ x: (sx! * CARD.width) / 2, y: 0, z: (sz! * CARD.length) / 2 }))
      : Array.from({ length: 16 }, (_, i) => ({
          x: CHIP.radius * Math.cos((i * Math.PI) / 8),
          y: 0,
          z: CHIP.radius * Math.sin((i * Math.PI) / 8),
        }));
  return local.map((v) => {
    const r = rotate(p.quaternion, v);
    return { x: p.position.x + r.x, z: p.position.z + r.z };
  });
}

/** Whether two convex polygons are at least `gap` apart (separating axis test). */
function apart(a: P2[], b: P2[], gap = 0): boolean {
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

/** Distance from a point to the centre zone's spine. */
function centreSpineDistance(p: P2): number {
  return Math.hypot(Math.max(Math.abs(p.x) - CENTRE_AREA.straight, 0), p.z);
}

/** Points along a polygon's edges, for checks against round shapes. */
function outline(poly: P2[], per = 40): P2[] {
  const out: P2[] = [];
  poly.forEach((p, i) => {
    const q = poly[(i + 1) % poly.length]!;
    for (let t = 0; t < per; t++) {
      out.push({ x: p.x + ((q.x - p.x) * t) / per, z: p.z + ((q.z - p.z) * t) / per });
    }
  });
  return out;
}

const seatZone = (seat: number): Zone => ({ kind: 'seat', seat });
const CENTRE: Zone = { kind: 'centre' };

interface Placed {
  readonly what: string;
  readonly zone: Zone | null;
  readonly poly: P2[];
  readonly pose: Pose;
}

/** Every resting object of a full table (four pocket cards each, four row chips, …). */
function fullTable(seats: number, local: number): Placed[] {
  const out: Placed[] = [];
  const add = (what: string, zone: Zone | null, kind: 'card' | 'chip', pose: Pose) =>
    out.push({ what, zone, pose, poly: footprint(kind, pose) });
  for (let seat = 0; seat < seats; seat++) {
    const a = seatAnchor(seat, seats, local);
    const z = seatZone(seat);
    // Four: Security Cameras' three cards plus the Hacker's draw, before the discard.
    for (let i = 0; i < 4; i++) add(`pocket ${seat}.${i}`, z, 'card', pocketCardPose(i, 4, a));
    add(`slot ${seat}`, z, 'chip', chipSlotPose(a));
    for (let k = 0; k < 4; k++) add(`row ${seat}.${k}`, z, 'chip', chipRowPose(k, a));
    add(`muscle ${seat}`, z, 'card', seatCardPose(a));
  }
  for (let i = 0; i < 5; i++) add(`community ${i}`, CENTRE, 'card', communityCardPose(i));
  add('deck', CENTRE, 'card', deckPose());
  add('discard', CENTRE, 'card', discardPose());
  for (let s = 1; s <= seats; s++)
    add(`centre chip ${s}`, CENTRE, 'chip', centreChipPose(s, seats));
  for (let k = 0; k < 3; k++) add(`special ${k}`, CENTRE, 'card', specialCardPose(k));
  add('challenge stack', CENTRE, 'card', ruleStackPose('challenge'));
  add('specialist stack', CENTRE, 'card', ruleStackPose('specialist'));
  for (let k = 0; k < 3; k++) {
    add(`vault ${k}`, null, 'card', vaultAlarmPose('vault', k));
    add(`alarm ${k}`, null, 'card', vaultAlarmPose('alarm', k));
  }
  return out;
}

// ---- seats ----------------------------------------------------------------------------------------

describe('seats', () => {
  test.each(TABLES)(
    '%i seats, local %i: the local seat is at the front, nearest +z',
    (n, local) => {
      const a = seatAnchor(local, n, local);
      expect(a.position.x).toBeCloseTo(0, 12);
      expect(a.position.z).toBeCloseTo(TABLE.radius, 12);
      expect(a.yaw).toBeCloseTo(0, 12);
      for (let seat = 0; seat < n; seat++) {
        if (seat !== local)
          expect(seatAnchor(seat, n, local).position.z).toBeLessThan(a.position.z);
      }
    },
  );

  test.each(TABLES)('%i seats, local %i: anchors on the edge, facing the middle', (n, local) => {
    for (let seat = 0; seat < n; seat++) {
      const a = seatAnchor(seat, n, local);
      expect(feltDistance(a.position)).toBeCloseTo(0, 9);
      // Local −z points inward: a step toward it lands on the felt, nearer the centre.
      const inward = toSeatFrame(a, { x: 0, z: 0 });
      expect(inward.z).toBeLessThan(0);
      expect(Math.abs(inward.x)).toBeLessThan(0.5);
    }
  });

  test('the next seat sits on the local player’s left, and so on clockwise', () => {
    const angles = seatAngles(4, 1);
    expect(angles[1]).toBeCloseTo(0, 12);
    expect(angles[2]).toBeCloseTo(-Math.PI / 2, 9); // left end of the table (−x)
    expect(Math.abs(angles[3]!)).toBeCloseTo(Math.PI, 9); // opposite
    expect(angles[0]).toBeCloseTo(Math.PI / 2, 9); // right end
    const end = seatAnchor(2, 4, 1).position;
    expect(end.x).toBeCloseTo(-TABLE.halfLength, 12);
    expect(end.z).toBeCloseTo(0, 12);
  });

  test('bad seats throw a clear error', () => {
    expect(() => seatAnchor(3, 3, 0)).toThrow(/bad seat 3/);
    expect(() => seatAngles(3, 5)).toThrow(/bad local seat/);
  });
});

// ---- areas and zones ---------------------------------------------------------------------------------

describe('areas', () => {
  test.each(TABLES)('%i seats, local %i: no two players’ areas overlap', (n, local) => {
    for (let a = 0; a < n; a++) {
      for (let b = a + 1; b < n; b++) {
        expect(apart(seatArea(a, n, local), seatArea(b, n, local), 0.02), `${a} vs ${b}`).toBe(
          true,
        );
      }
    }
  });

  test.each(TABLES)('%i seats, local %i: no area reaches the centre zone', (n, local) => {
    for (let seat = 0; seat < n; seat++) {
      for (const p of outline(seatArea(seat, n, local))) {
        expect(centreSpineDistance(p)).toBeGreaterThan(CENTRE_AREA.radius + 0.02);
      }
    }
  });

  test.each(TABLES)('%i seats, local %i: every resting object fits its zone', (n, local) => {
    for (const o of fullTable(n, local)) {
      for (const p of o.poly) {
        expect(onFelt(p, 0.015), `${o.what} on the felt`).toBe(true);
        if (o.zone?.kind === 'centre') expect(inCentre(p), `${o.what} in the centre`).toBe(true);
        if (o.zone?.kind === 'seat') {
          const a = seatAnchor(o.zone.seat, n, local);
          const l = toSeatFrame(a, p);
          expect(Math.abs(l.x), `${o.what} x`).toBeLessThanOrEqual(SEAT_AREA.halfWidth);
          expect(l.z, `${o.what} z`).toBeGreaterThanOrEqual(-SEAT_AREA.depth);
        }
        if (o.zone === null) expect(zoneAt(p, n, local), `${o.what} outside zones`).toBe(null);
      }
    }
  });

  test.each(TABLES)('%i seats, local %i: no two resting objects overlap', (n, local) => {
    const all = fullTable(n, local);
    for (let i = 0; i < all.length; i++) {
      for (let j = i + 1; j < all.length; j++) {
        const a = all[i]!;
        const b = all[j]!;
        expect(apart(a.poly, b.poly, 0.003), `${a.what} vs ${b.what}`).toBe(true);
      }
    }
  });

  test.each(TABLES)(
    '%i seats, local %i: zoneAt finds each seat, the centre and nothing',
    (n, l) => {
      for (let seat = 0; seat < n; seat++) {
        const a = seatAnchor(seat, n, l);
        const middle = { x: 0, z: -SEAT_AREA.depth / 2 };
        const p = toWorld(a, middle);
        expect(zoneAt(p, n, l)).toEqual(seatZone(seat));
        expect(zoneAt(chipSlotPose(a).position, n, l)).toEqual(seatZone(seat));
        expect(zoneAt(pocketCardPose(0, 2, a).position, n, l)).toEqual(seatZone(seat));
      }
      expect(zoneAt({ x: 0, z: 0 }, n, l)).toEqual(CENTRE);
      expect(zoneAt(communityCardPose(4).position, n, l)).toEqual(CENTRE);
      expect(zoneAt(centreChipPose(n, n).position, n, l)).toEqual(CENTRE);
      // Off the table, on the rail, and far away.
      expect(zoneAt({ x: 0, z: TABLE.radius + 0.05 }, n, l)).toBe(null);
      expect(zoneAt({ x: TABLE.halfLength + 0.01, z: 0 }, n, l)).toBe(null);
      expect(zoneAt({ x: 5, z: -3 }, n, l)).toBe(null);
    },
  );
});

function toWorld(a: ReturnType<typeof seatAnchor>, p: P2) {
  const c = Math.cos(a.yaw);
  const s = Math.sin(a.yaw);
  return { x: a.position.x + p.x * c + p.z * s, z: a.position.z - p.x * s + p.z * c };
}

// ---- clamping and the zone frames -----------------------------------------------------------------

/** A small seeded generator, so the sampled points are the same every run. */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('clampToZone', () => {
  test.each(TABLES)('%i seats, local %i: a drop anywhere rests inside its zone', (n, local) => {
    const rnd = lcg(n * 31 + local);
    for (let t = 0; t < 60; t++) {
      const p = { x: (rnd() - 0.5) * 3, y: 0.2, z: (rnd() - 0.5) * 2 };
      const zones: Zone[] = [CENTRE, seatZone(Math.floor(rnd() * n))];
      for (const zone of zones) {
        const q = clampToZone(p, zone, n, local, CHIP.radius);
        expect(q.y).toBe(0.2);
        expect(zoneAt(q, n, local)).toEqual(zone);
        expect(onFelt(q, CHIP.radius - 1e-4)).toBe(true);
        // Already inside: it stays put.
        const again = clampToZone(q, zone, n, local, CHIP.radius);
        expect(Math.hypot(again.x - q.x, again.z - q.z)).toBeLessThan(1e-4);
      }
    }
  });
});

describe('zone frames', () => {
  test('a point in a seat’s area lands in that seat’s area on every other peer', () => {
    const n = 5;
    const seat = 2;
    const p = toWorld(seatAnchor(seat, n, 0), { x: 0.07, z: -0.12 });
    const wire = toZoneFrame(p, seatZone(seat), n, 0);
    expect(wire.x).toBeCloseTo(0.07, 12);
    expect(wire.z).toBeCloseTo(-0.12, 12);
    for (let other = 0; other < n; other++) {
      const q = fromZoneFrame(wire, n, other);
      expect(zoneAt(q, n, other)).toEqual(seatZone(seat));
      const back = toZoneFrame(q, seatZone(seat), n, other);
      expect(back.x).toBeCloseTo(0.07, 12);
      expect(back.z).toBeCloseTo(-0.12, 12);
    }
    const centre = toZoneFrame({ x: 0.1, z: -0.05 }, CENTRE, n, 0);
    expect(fromZoneFrame(centre, n, 3, 0.3)).toEqual({ x: 0.1, y: 0.3, z: -0.05 });
  });

  test.each([3, 4, 5, 6])(
    'drag poses in the shared frame land in the same zone, same spot, for every seat (%i players)',
    (n) => {
      for (let dragger = 0; dragger < n; dragger++) {
        for (let over = 0; over < n; over++) {
          // A chip held over seat `over`'s area, turned 0.3 rad from that seat's heading.
          const a = seatAnchor(over, n, dragger);
          const p = toWorld(a, { x: -0.05, z: -0.1 });
          const wire = toShared(p, a.yaw + 0.3, n, dragger);
          for (let viewer = 0; viewer < n; viewer++) {
            const q = fromShared(wire, wire.yaw, n, viewer);
            expect(zoneAt(q, n, viewer)).toEqual(seatZone(over));
            const local = toSeatFrame(seatAnchor(over, n, viewer), q);
            expect(local.x).toBeCloseTo(-0.05, 9);
            expect(local.z).toBeCloseTo(-0.1, 9);
            expect(q.yaw - seatAnchor(over, n, viewer).yaw).toBeCloseTo(0.3, 9);
          }
        }
        // The centre is the same on every screen.
        expect(toShared({ x: 0.12, z: -0.04 }, 1, n, dragger)).toEqual({
          x: 0.12,
          z: -0.04,
          yaw: 1,
        });
      }
    },
  );

  test('nearestZone always names a zone, the one under the point first', () => {
    expect(nearestZone({ x: 0, z: 0 }, 4, 0)).toEqual(CENTRE);
    expect(nearestZone({ x: 0, z: 0.6 }, 4, 0)).toEqual(seatZone(0));
    expect(nearestZone({ x: -1.3, z: 0 }, 4, 0)).toEqual(seatZone(1));
    expect(nearestZone({ x: 0, z: -0.9 }, 4, 0)).toEqual(seatZone(2));
  });
});

// ---- poses ------------------------------------------------------------------------------------------

describe('poses', () => {
  const up = { x: 0, y: 1, z: 0 };

  test.each(TABLES)('%i seats, local %i: rotations are unit quaternions', (n, local) => {
    for (const o of fullTable(n, local)) {
      const q = o.pose.quaternion;
      expect(Math.hypot(q.x, q.y, q.z, q.w)).toBeCloseTo(1, 12);
      expect(Number.isFinite(o.pose.position.y) && o.pose.position.y > 0).toBe(true);
    }
  });

  test('hidden cards lie face down, shown ones face up; dark chips dark side up', () => {
    const a = seatAnchor(1, 4, 0);
    expect(rotate(pocketCardPose(0, 2, a, false, false).quaternion, up).y).toBeCloseTo(-1, 12);
    expect(rotate(pocketCardPose(0, 2, a).quaternion, up).y).toBeCloseTo(1, 12);
    expect(rotate(deckPose().quaternion, up).y).toBeCloseTo(-1, 12);
    expect(rotate(vaultAlarmPose('vault', 0).quaternion, up).y).toBeCloseTo(-1, 12);
    expect(rotate(vaultAlarmPose('alarm', 2, true).quaternion, up).y).toBeCloseTo(1, 12);
    // Chips: light side up, or the dark (locked) side.
    expect(rotate(chipSlotPose(a).quaternion, up).y).toBeCloseTo(1, 12);
    expect(rotate(chipSlotPose(a, true).quaternion, up).y).toBeCloseTo(-1, 12);
    expect(rotate(chipRowPose(1, a, true).quaternion, up).y).toBeCloseTo(-1, 12);
    expect(rotate(centreChipPose(2, 4, true).quaternion, up).y).toBeCloseTo(-1, 12);
  });

  test.each([2, 3, 4])('%i raised pocket cards lean toward their owner, above the felt', (n) => {
    for (let seat = 0; seat < 6; seat++) {
      const a = seatAnchor(seat, 6, 0);
      for (let i = 0; i < n; i++) {
        const p = pocketCardPose(i, n, a, true);
        const normal = toSeatFrame(
          { ...a, position: { x: 0, y: 0, z: 0 } },
          rotate(p.quaternion, up),
        );
        expect(normal.z).toBeGreaterThan(0.7); // faces the owner
        expect(normal.y).toBeGreaterThan(0.3); // and upward, toward their eyes
        // Every corner above the felt and over the owner's area.
        for (const [sx, sz] of [
          [-1, -1],
          [1, -1],
          [1, 1],
          [-1, 1],
        ]) {
          const c = rotate(p.quaternion, {
            x: (sx! * CARD.width) / 2,
            y: 0,
            z: (sz! * CARD.length) / 2,
          });
          const w = { x: p.position.x + c.x, y: p.position.y + c.y, z: p.position.z + c.z };
          expect(w.y).toBeGreaterThan(0.002);
          expect(zoneAt(w, 6, 0)).toEqual(seatZone(seat));
        }
      }
    }
  });

  test('a pocket fan reads left to right for its owner', () => {
    const a = seatAnchor(2, 6, 0);
    const xs = [0, 1, 2].map((i) => toSeatFrame(a, pocketCardPose(i, 3, a).position).x);
    expect(xs[0]).toBeLessThan(xs[1]!);
    expect(xs[1]).toBeLessThan(xs[2]!);
    expect(xs[1]).toBeCloseTo(0, 12);
  });

  test('the centre chips form an arc, fewest stars at the left', () => {
    const xs = [1, 2, 3, 4, 5, 6].map((s) => centreChipPose(s, 6).position.x);
    expect([...xs].sort((p, q) => p - q)).toEqual(xs);
    const zs = [1, 2, 3, 4, 5, 6].map((s) => centreChipPose(s, 6).position.z);
    expect(zs[0]).toBeGreaterThan(zs[2]!); // the ends come toward the front
    expect(centreChipPose(2, 3).position.x).toBeCloseTo(0, 12);
  });

  test('poses are deterministic', () => {
    for (const [n, local] of TABLES) {
      expect(JSON.stringify(fullTable(n, local))).toBe(JSON.stringify(fullTable(n, local)));
    }
    expect(pocketCardPose(1, 3, seatAnchor(4, 6, 1), true)).toEqual(
      pocketCardPose(1, 3, seatAnchor(4, 6, 1), true),
    );
  });
});
