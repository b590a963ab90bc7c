// Where Gangsta!'s cards and chips rest, table-driven over 2–4 players and every local seat: every
// resting object lies on the felt inside its drop zone, no two overlap (but the gangsters laid
// over the heist they staff), and no two zones overlap.
import { describe, expect, test } from 'vitest';
import {
  CARD,
  inArea,
  onFelt,
  rectArea,
  seatAnchor,
  spotPoint,
  type Pose,
  type ZoneArea,
} from '../../core/layout.ts';
import { clashes, footprint, tablesOf, type P2 } from '../../core/geometry-kit.ts';
import {
  deckPose,
  discardArea,
  discardTopPose,
  gangArea,
  gangSlotPose,
  gangstaArrangement,
  middleOf,
  jobArea,
  jobPose,
  markerPose,
  moneyChipPose,
  riverArea,
  riverPose,
  seatStyle,
  teamPose,
  trophyTopPose,
} from './layout.ts';

const SHAPES = ['wide', 'tall'] as const;
/** Every (seat count, local seat, screen shape). */
const TABLES = tablesOf(2, 4).flatMap(([n, l]) => SHAPES.map((shape) => [n, l, shape] as const));

interface Placed {
  readonly what: string;
  /** Pieces of one group (a heist and its team) may overlap each other. */
  readonly group: string;
  readonly area: ZoneArea;
  readonly poly: P2[];
}

/** A full table: ten gangsters, money of every value, the marker and a trophy before each
 * player; both rivers full, their decks, the discards, a heist with four gangsters on it. */
function fullTable(seats: number, local: number, shape: 'wide' | 'tall'): Placed[] {
  const arrangement = gangstaArrangement(seats, shape);
  const m = middleOf(arrangement, seats);
  const out: Placed[] = [];
  const add = (
    what: string,
    area: ZoneArea,
    kind: 'card' | 'chip',
    p: Pose,
    group = what,
    scale = 1,
  ) => out.push({ what, group, area, poly: footprint(kind, p, scale) });
  for (let seat = 0; seat < seats; seat++) {
    const a = seatAnchor(seat, seats, local, arrangement);
    const s = seatStyle(arrangement, seats, local, seat);
    const area = gangArea(a, s);
    // A piled gang's cards lie over each other.
    for (let i = 0; i < 10; i++) {
      const what = `gang ${seat}.${i}`;
      const group = s.kind === 'pile' ? `gang ${seat}` : what;
      add(
        what,
        area,
        'card',
        gangSlotPose(a, i, s.kind === 'pile' && i % 3 === 1, s),
        group,
        s.card,
      );
    }
    for (const value of [10, 5, 1]) {
      add(`$${value} ${seat}`, area, 'chip', moneyChipPose(a, value, 0, s), undefined, s.chip);
    }
    add(`marker ${seat}`, area, 'chip', markerPose(a, s), undefined, s.chip);
    add(`trophy ${seat}`, area, 'card', trophyTopPose(a, 0, s), undefined, s.card);
  }
  for (const river of ['heists', 'gangsters'] as const) {
    const area = riverArea(river, m);
    for (let i = 0; i < 5; i++) add(`${river} ${i}`, area, 'card', riverPose(river, i, m));
    // The decks lie in their rivers' rows on a wide table, in a row before them on a tall one.
    const deckArea = inArea(area, deckPose(river, 1, m).position) ? area : deckZone(m, river);
    add(`${river} deck`, deckArea, 'card', deckPose(river, 1, m));
  }
  add('discards', discardArea(m), 'card', discardTopPose(0, m));
  add('job', jobArea(m), 'card', jobPose(m), 'job');
  for (let k = 0; k < 4; k++) add(`team ${k}`, jobArea(m), 'card', teamPose(k, m), 'job');
  return out;
}

/** Where a deck lying outside its river's row lies: its own card's outline. */
const deckZone = (m: ReturnType<typeof middleOf>, river: 'heists' | 'gangsters'): ZoneArea =>
  rectArea(deckPose(river, 1, m), CARD.width / 2 + 0.003, CARD.length / 2 + 0.003);

/** A rectangular zone's outline. */
const outlineOf = (area: ZoneArea): P2[] =>
  (
    [
      [-1, -1],
      [1, -1],
      [1, 1],
      [-1, 1],
    ] as const
  ).map((at) => spotPoint(area, at));

describe('every resting object of a full table', () => {
  test.each(TABLES)('%i seats, local %i, %s: on the felt, in its zone', (n, local, shape) => {
    const arrangement = gangstaArrangement(n, shape);
    for (const o of fullTable(n, local, shape)) {
      for (const p of o.poly) {
        expect(onFelt(p, 0.01, arrangement), `${o.what} on the felt`).toBe(true);
        expect(inArea(o.area, p, -0.002), `${o.what} in its zone`).toBe(true);
      }
    }
  });

  test.each(TABLES)('%i seats, local %i, %s: no two overlap', (n, local, shape) => {
    expect(clashes(fullTable(n, local, shape), (a, b) => a.group === b.group)).toEqual([]);
  });

  test.each(TABLES)('%i seats, local %i, %s: no two zones overlap', (n, local, shape) => {
    const arrangement = gangstaArrangement(n, shape);
    const m = middleOf(arrangement, n);
    const zones: [string, ZoneArea][] = [
      ['heists', riverArea('heists', m)],
      ['gangsters', riverArea('gangsters', m)],
      ['discards', discardArea(m)],
      ['job', jobArea(m)],
    ];
    for (let seat = 0; seat < n; seat++) {
      const s = seatStyle(arrangement, n, local, seat);
      zones.push([`gang ${seat}`, gangArea(seatAnchor(seat, n, local, arrangement), s)]);
    }
    const outlines = zones.map(([what, area]) => ({ what, poly: outlineOf(area) }));
    expect(clashes(outlines, undefined, 0)).toEqual([]);
  });
});
