// Where Gang of Four's cards rest, table-driven over 3–4 players and every local seat: every
// resting object lies on the felt, each hand in its player's area and the trick in the centre;
// nothing overlaps but the cards of one hand (a fan) and of the trick (plays over plays).
import { describe, expect, test } from 'vitest';
import {
  CENTRE_ZONE_AREA,
  inArea,
  onFelt,
  seatAnchor,
  seatZoneArea,
  type Pose,
  type ZoneArea,
} from '../../core/layout.ts';
import { clashes, footprint, tablesOf, type P2 } from '../../core/geometry-kit.ts';
import {
  arrowPose,
  beforeSeat,
  fanCardPose,
  pilePose,
  trickCardPose,
  turnTokenPose,
} from './layout.ts';

const TABLES = tablesOf(3, 4);

interface Placed {
  readonly what: string;
  /** Pieces of one group (a hand's fan, the trick) may overlap each other. */
  readonly group: string;
  /** When it lies there: the exchange's cards only before the first play of a round. */
  readonly when: 'exchange' | 'play' | 'always';
  /** The zone it must lie in, if any. */
  readonly area: ZoneArea | null;
  readonly poly: P2[];
}

/** A full table: sixteen cards in every hand, the turn token, the exchange's card before each
 * player (the pile is gathered and the trick empty by then), a trick of seven plays of five,
 * the pile, the direction arrows. */
function fullTable(seats: number, local: number): Placed[] {
  const out: Placed[] = [];
  const add = (
    what: string,
    area: ZoneArea | null,
    kind: 'card' | 'chip',
    p: Pose,
    group = what,
    when: Placed['when'] = 'always',
  ) => out.push({ what, group, when, area, poly: footprint(kind, p) });
  for (let seat = 0; seat < seats; seat++) {
    const a = seatAnchor(seat, seats, local);
    const area = seatZoneArea(a);
    for (let i = 0; i < 16; i++)
      add(`hand ${seat}.${i}`, area, 'card', fanCardPose(i, 16, a), `hand ${seat}`);
    add(`turn ${seat}`, area, 'chip', turnTokenPose(a));
    add(`gift ${seat}`, null, 'card', beforeSeat(a), 'gift', 'exchange');
    add(`arrow ${seat}`, null, 'card', arrowPose(seat, (seat + 1) % seats, seats, local));
  }
  for (let depth = 0; depth <= 6; depth++) {
    for (let i = 0; i < 5; i++) {
      add(
        `trick ${depth}.${i}`,
        CENTRE_ZONE_AREA,
        'card',
        trickCardPose(depth, i, 5),
        'trick',
        'play',
      );
    }
  }
  add('pile', CENTRE_ZONE_AREA, 'card', pilePose(), 'pile', 'play');
  return out;
}

describe('every resting object of a full table', () => {
  test.each(TABLES)('%i seats, local %i: on the felt, in its zone', (n, local) => {
    for (const o of fullTable(n, local)) {
      for (const p of o.poly) {
        expect(onFelt(p, 0.01), `${o.what} on the felt`).toBe(true);
        if (o.area) expect(inArea(o.area, p), `${o.what} in its zone`).toBe(true);
      }
    }
  });

  test.each(TABLES)('%i seats, local %i: no two overlap', (n, local) => {
    const together = (a: Placed, b: Placed) =>
      a.group === b.group || (a.when !== 'always' && b.when !== 'always' && a.when !== b.when);
    expect(clashes(fullTable(n, local), together)).toEqual([]);
  });
});
