// The felt and its seats as a screen arranges them: turned tall (the player at the near end),
// shrunk against the pieces, the other seats gathered along part of the edge; and drag poses that
// land in the same spot between a tall screen and a wide one.
import { describe, expect, test } from 'vitest';
import {
  edgeAt,
  feltDistance,
  feltOf,
  feltPerimeter,
  fromShared,
  inArea,
  stretchPoint,
  TABLE,
  seatAnchor,
  seatFraction,
  spotIn,
  spotPoint,
  centreZoneArea,
  toSeatFrame,
  toShared,
  WIDE,
  zoneAt,
  type Arrangement,
} from './layout.ts';
import { TABLES } from './geometry-kit.ts';

const TALL: Arrangement = { turn: 'tall', scale: 0.7, spread: [0.3, 0.7] };
const SMALL: Arrangement = { turn: 'wide', scale: 0.8 };
/** A felt narrow for its length: 0.85 of the full table's length, 0.6 of its width. */
const NARROW: Arrangement = { turn: 'wide', scale: 0.85, width: 0.6 };
/** A tall table for `n` seats with room for each seat's area (0.56 m wide) along its edge. */
const tallFor = (n: number): Arrangement =>
  n <= 4 ? TALL : { turn: 'tall', scale: 1, spread: [0.15, 0.85] };

describe('arrangements', () => {
  test.each([WIDE, TALL, SMALL, NARROW, { ...NARROW, turn: 'tall' } as Arrangement])(
    'the edge runs round the felt: on it, its normal outward (%o)',
    (a) => {
      const p = feltPerimeter(a);
      for (let k = 0; k < 97; k++) {
        const e = edgeAt((k / 97) * p, a);
        expect(feltDistance(e, a)).toBeCloseTo(0, 9);
        // A step outward along the normal leaves the felt.
        expect(feltDistance({ x: e.x + e.nx * 0.01, z: e.z + e.nz * 0.01 }, a)).toBeGreaterThan(0);
        expect(Math.hypot(e.nx, e.nz)).toBeCloseTo(1, 9);
      }
    },
  );

  test('a felt narrow for its length: its width the width asked, its length the scale', () => {
    const f = feltOf(NARROW);
    expect(f.radius).toBeCloseTo(TABLE.radius * 0.6, 12);
    expect(f.straight + f.radius).toBeCloseTo(TABLE.halfLength * 0.85, 12);
    // Unset, the width is the scale's.
    expect(feltOf({ ...NARROW, width: undefined })).toEqual(feltOf({ turn: 'wide', scale: 0.85 }));
  });

  test.each([SMALL, NARROW])(
    "the full table's outline drawn on the felt is the felt's edge (%o)",
    (a) => {
      // The model's rim (the full table's felt edge), stretched, lies on the arrangement's edge,
      // the round ends still round.
      for (let k = 0; k < 97; k++) {
        const e = edgeAt((k / 97) * feltPerimeter(WIDE), WIDE);
        const p = stretchPoint(e.x, e.z, a);
        expect(feltDistance(p, a)).toBeCloseTo(0, 9);
      }
      // An even scale where the width is the scale's.
      const q = stretchPoint(0.9, -0.3, SMALL);
      expect([q.x, q.z]).toEqual([0.9 * 0.8, -0.3 * 0.8].map((v) => expect.closeTo(v, 12)));
    },
  );

  test('tall: the long axis runs up the screen, the player at the near tip', () => {
    const f = feltOf(TALL);
    expect(feltDistance({ x: 0, z: f.straight + f.radius }, TALL)).toBeCloseTo(0, 9);
    expect(feltDistance({ x: f.radius, z: 0 }, TALL)).toBeCloseTo(0, 9);
    const me = seatAnchor(2, 4, 2, TALL);
    expect(me.position.x).toBeCloseTo(0, 9);
    expect(me.position.z).toBeCloseTo(f.straight + f.radius, 9);
    expect(me.yaw).toBeCloseTo(0, 9);
    // The next seat sits on the player's left (−x), as on the wide table.
    expect(seatAnchor(3, 4, 2, TALL).position.x).toBeLessThan(0);
    expect(seatAnchor(1, 4, 2, TALL).position.x).toBeGreaterThan(0);
  });

  test('the other seats sit evenly between the spread’s ends; unset, evenly all round', () => {
    expect(seatFraction(1, 4, TALL)).toBeCloseTo(0.3, 12);
    expect(seatFraction(2, 4, TALL)).toBeCloseTo(0.5, 12);
    expect(seatFraction(3, 4, TALL)).toBeCloseTo(0.7, 12);
    expect(seatFraction(1, 3, TALL)).toBeCloseTo(0.3, 12);
    expect(seatFraction(2, 3, TALL)).toBeCloseTo(0.7, 12);
    expect(seatFraction(1, 2, TALL)).toBeCloseTo(0.5, 12);
    for (let k = 0; k < 5; k++) expect(seatFraction(k, 5, WIDE)).toBeCloseTo(k / 5, 12);
  });

  test.each(TABLES)(
    '%i seats, local %i, tall and small: anchors on the edge, facing in',
    (n, l) => {
      for (const a of [tallFor(n), SMALL]) {
        for (let seat = 0; seat < n; seat++) {
          const anchor = seatAnchor(seat, n, l, a);
          expect(feltDistance(anchor.position, a)).toBeCloseTo(0, 9);
          expect(toSeatFrame(anchor, { x: 0, z: 0 }).z).toBeLessThan(0);
          // A point just inside the seat's edge is that seat's zone.
          const inside = {
            x: anchor.position.x - 0.1 * Math.sin(anchor.yaw),
            z: anchor.position.z - 0.1 * Math.cos(anchor.yaw),
          };
          expect(zoneAt(inside, n, l, a)).toEqual({ kind: 'seat', seat });
        }
      }
    },
  );

  test('a tall centre zone lies along z, its spots still read across (x) then toward (z)', () => {
    const area = centreZoneArea(TALL);
    expect(area).toMatchObject({ kind: 'stadium', tall: true });
    expect(inArea(area, { x: 0, z: 0.4 })).toBe(true);
    expect(inArea(area, { x: 0.4, z: 0 })).toBe(false);
    const p = spotPoint(area, [0.5, -0.5]);
    expect(p.x).toBeGreaterThan(0);
    expect(p.z).toBeLessThan(0);
    const back = spotIn(area, p);
    expect(back[0]).toBeCloseTo(0.5, 12);
    expect(back[1]).toBeCloseTo(-0.5, 12);
  });

  test.each(TABLES)(
    '%i seats, local %i: a point before a seat on a tall screen is before it on the wide one',
    (n, l) => {
      for (let seat = 0; seat < n; seat++) {
        const tall = tallFor(n);
        const anchor = seatAnchor(seat, n, l, tall);
        const here = {
          x: anchor.position.x - 0.12 * Math.sin(anchor.yaw) + 0.05 * Math.cos(anchor.yaw),
          z: anchor.position.z - 0.12 * Math.cos(anchor.yaw) - 0.05 * Math.sin(anchor.yaw),
        };
        const shared = toShared(here, anchor.yaw, n, l, tall);
        // On seat 0's wide table it lies in the same seat's area, at the same place in it.
        const wide = seatAnchor(seat, n, 0, WIDE);
        const local = toSeatFrame(wide, shared);
        expect(local.x).toBeCloseTo(0.05, 9);
        expect(local.z).toBeCloseTo(-0.12, 9);
        expect(shared.yaw).toBeCloseTo(wide.yaw, 9);
        // And back.
        const again = fromShared(shared, shared.yaw, n, l, tall);
        expect(again.x).toBeCloseTo(here.x, 9);
        expect(again.z).toBeCloseTo(here.z, 9);
      }
    },
  );
});
