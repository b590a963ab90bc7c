// The table's generic pose maths, table-driven over 3–6 players and every local seat: seats on
// the felt's edge, areas that never overlap, zones that answer for the right places, drops
// clamped into their zone, drag poses that land in the same spot on every screen, and the zone
// areas games describe their drop targets with.
import { describe, expect, test } from 'vitest';
import {
  CENTRE_AREA,
  CENTRE_ZONE_AREA,
  CHIP,
  SEAT_AREA,
  TABLE,
  clampToZone,
  feltDistance,
  fromShared,
  fromZoneFrame,
  inArea,
  nearestZone,
  onFelt,
  pose,
  rectArea,
  seatAnchor,
  seatAngles,
  seatArea,
  seatZoneArea,
  spotIn,
  spotPoint,
  toSeatFrame,
  toShared,
  toZoneFrame,
  zoneAt,
  zoneUnder,
  type Zone,
} from './layout.ts';
import {
  CENTRE,
  TABLES,
  apart,
  centreSpineDistance,
  lcg,
  outline,
  seatZone,
  toWorld,
} from './geometry-kit.ts';

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

  test.each(TABLES)(
    '%i seats, local %i: zoneAt finds each seat, the centre and nothing',
    (n, l) => {
      for (let seat = 0; seat < n; seat++) {
        const a = seatAnchor(seat, n, l);
        const middle = { x: 0, z: -SEAT_AREA.depth / 2 };
        const p = toWorld(a, middle);
        expect(zoneAt(p, n, l)).toEqual(seatZone(seat));
        expect(zoneAt(toWorld(a, { x: 0.15, z: -0.02 }), n, l)).toEqual(seatZone(seat));
      }
      expect(zoneAt({ x: 0, z: 0 }, n, l)).toEqual(CENTRE);
      expect(zoneAt({ x: CENTRE_AREA.straight + 0.2, z: 0.1 }, n, l)).toEqual(CENTRE);
      // Off the table, on the rail, and far away.
      expect(zoneAt({ x: 0, z: TABLE.radius + 0.05 }, n, l)).toBe(null);
      expect(zoneAt({ x: TABLE.halfLength + 0.01, z: 0 }, n, l)).toBe(null);
      expect(zoneAt({ x: 5, z: -3 }, n, l)).toBe(null);
    },
  );
});

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

describe('zone areas', () => {
  test.each(TABLES)('%i seats, local %i: a seat’s zone area is its area', (n, local) => {
    const rnd = lcg(n * 7 + local);
    for (let seat = 0; seat < n; seat++) {
      const a = seatAnchor(seat, n, local);
      const area = seatZoneArea(a);
      for (let t = 0; t < 30; t++) {
        const p = toWorld(a, { x: (rnd() - 0.5) * 0.6, z: -rnd() * 0.4 });
        const inside =
          Math.abs(toSeatFrame(a, p).x) <= SEAT_AREA.halfWidth &&
          toSeatFrame(a, p).z >= -SEAT_AREA.depth;
        expect(inArea(area, p), `seat ${seat}`).toBe(inside);
      }
    }
  });

  test('a spot goes there and back, −1…1 across the area each way', () => {
    const rect = rectArea(pose({ x: 0.3, y: 0, z: -0.2 }, 0.7), 0.05, 0.08);
    for (const area of [rect, CENTRE_ZONE_AREA]) {
      for (const at of [
        [0, 0],
        [1, -1],
        [-0.4, 0.9],
      ] as const) {
        const p = spotPoint(area, at);
        const back = spotIn(area, p);
        expect(back[0]).toBeCloseTo(at[0], 9);
        expect(back[1]).toBeCloseTo(at[1], 9);
      }
    }
    const corner = spotPoint(rect, [1, 1]);
    expect(inArea(rect, corner)).toBe(true);
    expect(inArea(rect, spotPoint(rect, [1.1, 0]))).toBe(false);
    expect(spotPoint(CENTRE_ZONE_AREA, [1, 0]).x).toBeCloseTo(
      CENTRE_AREA.straight + CENTRE_AREA.radius,
      12,
    );
  });

  test('the first zone holding a point wins, on the felt only', () => {
    const card = {
      zone: { kind: 'object', object: 'h1' } as const,
      area: rectArea(pose({ x: 0, y: 0, z: 0 }, 0), 0.04, 0.05),
    };
    const centre = { zone: { kind: 'centre' } as const, area: CENTRE_ZONE_AREA };
    expect(zoneUnder([card, centre], { x: 0.01, z: 0.01 })).toBe(card);
    expect(zoneUnder([card, centre], { x: 0.2, z: 0.01 })).toBe(centre);
    expect(zoneUnder([card, centre], { x: 0, z: TABLE.radius + 0.1 })).toBe(null);
  });
});
