// Where The Gang's cards and chips rest, table-driven over 3–6 players and every local seat:
// everything rests on the felt in its own zone, and no two resting objects overlap.
import { describe, expect, test } from 'vitest';
import {
  CARD,
  SEAT_AREA,
  inArea,
  onFelt,
  rotate,
  seatAnchor,
  toSeatFrame,
  zoneAt,
  type Pose,
  type Zone,
} from '../../core/layout.ts';
import { CENTRE, TABLES, clashes, footprint, seatZone, type P2 } from '../../core/geometry-kit.ts';
import {
  centreChipPose,
  chipRowPose,
  chipSlotPose,
  communityCardPose,
  deckPose,
  centreZone,
  gangArrangement,
  gangMiddle,
  MARKER_SCALE,
  gangSizes,
  insetFor,
  pocketCardPose,
  ruleStackPose,
  specialCardPose,
  vaultAlarmPose,
} from './layout.ts';

interface Placed {
  readonly what: string;
  readonly zone: Zone | null;
  readonly poly: P2[];
  readonly pose: Pose;
}

/** The screens' shapes: a phone held sideways is short (the short table). */
const SHAPES = ['wide', 'tall', 'short'] as const;
type Shape = (typeof SHAPES)[number];
const arrangementFor = (seats: number, shape: Shape) =>
  gangArrangement(seats, shape === 'tall' ? 'tall' : 'wide', shape === 'short');
/** Every (seat count, local seat, screen shape). */
const CASES = TABLES.flatMap(([n, local]) => SHAPES.map((shape) => [n, local, shape] as const));

/** Every resting object of a full table (four pocket cards each, four row chips, …), arranged
 * as The Gang arranges it for a screen of `shape`. */
function fullTable(seats: number, local: number, shape: Shape = 'wide'): Placed[] {
  const arrangement = arrangementFor(seats, shape);
  const middle = gangMiddle(arrangement);
  const { compact, chipRow } = middle;
  // The middle's cards lie nearer the player on a tall or short table.
  const dz = middle.dz;
  const sizes = gangSizes(arrangement, seats);
  const out: Placed[] = [];
  const add = (what: string, zone: Zone | null, kind: 'card' | 'chip', at: Pose, scale = 1) => {
    const pose =
      zone === CENTRE ? { ...at, position: { ...at.position, z: at.position.z + dz } } : at;
    out.push({ what, zone, pose, poly: footprint(kind, pose, scale) });
  };
  for (let seat = 0; seat < seats; seat++) {
    const a = seatAnchor(seat, seats, local, arrangement);
    const z = seatZone(seat);
    // The player's own cards are drawn larger, and their chips step back behind them.
    const s = seat === local ? sizes.own : 1;
    const inset = insetFor(sizes, seat === local, a);
    const chip = sizes.chip;
    // Four: Security Cameras' three cards plus the Hacker's draw, before the discard.
    for (let i = 0; i < 4; i++) {
      add(`pocket ${seat}.${i}`, z, 'card', pocketCardPose(i, 4, a, false, true, s, inset), s);
    }
    add(`slot ${seat}`, z, 'chip', chipSlotPose(a, false, s, chip, inset), chip);
    for (let k = 0; k < 4; k++) {
      add(`row ${seat}.${k}`, z, 'chip', chipRowPose(k, a, false, s, chip, inset), chip);
    }
  }
  for (let i = 0; i < 5; i++) add(`community ${i}`, CENTRE, 'card', communityCardPose(i));
  add('deck', CENTRE, 'card', deckPose());
  for (let s = 1; s <= seats; s++)
    add(
      `centre chip ${s}`,
      CENTRE,
      'chip',
      centreChipPose(s, seats, false, sizes.chip, chipRow),
      sizes.chip,
    );
  for (let k = 0; k < 3; k++) add(`special ${k}`, CENTRE, 'card', specialCardPose(k, compact));
  add('challenge stack', CENTRE, 'card', ruleStackPose('challenge', 0, compact, chipRow));
  add('specialist stack', CENTRE, 'card', ruleStackPose('specialist', 0, compact, chipRow));
  for (let k = 0; k < 3; k++) {
    for (const kind of ['vault', 'alarm'] as const) {
      const at = vaultAlarmPose(kind, k, false, chipRow, sizes.chip);
      add(`${kind} ${k}`, CENTRE, 'card', at, MARKER_SCALE);
    }
  }
  return out;
}

describe('every resting object of a full table', () => {
  test.each(CASES)(
    '%i seats, local %i, %s: every resting object fits its zone',
    (n, local, shape) => {
      const arrangement = arrangementFor(n, shape);
      const sizes = gangSizes(arrangement, n);
      const { chip, ownDepth } = sizes;
      const centre = centreZone(gangMiddle(arrangement), chip);
      for (const o of fullTable(n, local, shape)) {
        for (const p of o.poly) {
          // On the felt (a smaller table curves tighter: a hand of four at a round end comes
          // within a few millimetres of the rail).
          expect(onFelt(p, 0, arrangement), `${o.what} on the felt`).toBe(true);
          if (o.zone?.kind === 'seat') {
            const a = seatAnchor(o.zone.seat, n, local, arrangement);
            const l = toSeatFrame(a, p);
            expect(Math.abs(l.x), `${o.what} x`).toBeLessThanOrEqual(SEAT_AREA.halfWidth);
            // The player's own seat reaches deeper where their cards are drawn larger.
            const depth = o.zone.seat === local ? ownDepth : SEAT_AREA.depth;
            expect(l.z, `${o.what} z`).toBeGreaterThanOrEqual(-depth);
            // A chip put on a player's pieces is before them, never back in the centre.
            expect(inArea(centre, p), `${o.what} clear of the centre`).toBe(false);
          } else {
            expect(inArea(centre, p), `${o.what} in the centre`).toBe(true);
          }
        }
      }
    },
  );

  test.each(CASES)('%i seats, local %i, %s: no two resting objects overlap', (n, local, shape) => {
    expect(clashes(fullTable(n, local, shape))).toEqual([]);
  });
});

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
