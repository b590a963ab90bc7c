// Where Gangsta!'s cards and chips rest, table-driven over 2–4 players and every local seat: every
// resting object lies on the felt inside its drop zone, no two overlap (but the gangsters laid
// over the heist they staff), and no two zones overlap.
import { describe, expect, test } from 'vitest';
import { onFelt, inArea, seatAnchor, spotPoint, type Pose, type ZoneArea } from '../../layout.ts';
import { clashes, footprint, tablesOf, type P2 } from '../../geometry-kit.ts';
import {
  deckPose,
  discardArea,
  discardTopPose,
  gangArea,
  gangSlotPose,
  jobArea,
  jobPose,
  markerPose,
  moneyChipPose,
  riverArea,
  riverPose,
  teamPose,
  trophyTopPose,
} from './layout.ts';

const TABLES = tablesOf(2, 4);

interface Placed {
  readonly what: string;
  /** Pieces of one group (a heist and its team) may overlap each other. */
  readonly group: string;
  readonly area: ZoneArea;
  readonly poly: P2[];
}

/** A full table: ten gangsters, money of every value, the marker and a trophy before each
 * player; both rivers full, their decks, the discards, a heist with four gangsters on it. */
function fullTable(seats: number, local: number): Placed[] {
  const out: Placed[] = [];
  const add = (what: string, area: ZoneArea, kind: 'card' | 'chip', p: Pose, group = what) =>
    out.push({ what, group, area, poly: footprint(kind, p) });
  for (let seat = 0; seat < seats; seat++) {
    const a = seatAnchor(seat, seats, local);
    const area = gangArea(a);
    for (let i = 0; i < 10; i++) add(`gang ${seat}.${i}`, area, 'card', gangSlotPose(a, i, false));
    for (const value of [10, 5, 1]) {
      add(`$${value} ${seat}`, area, 'chip', moneyChipPose(a, value, 0));
    }
    add(`marker ${seat}`, area, 'chip', markerPose(a));
    add(`trophy ${seat}`, area, 'card', trophyTopPose(a, 0));
  }
  for (const river of ['heists', 'gangsters'] as const) {
    const area = riverArea(river);
    for (let i = 0; i < 5; i++) add(`${river} ${i}`, area, 'card', riverPose(river, i));
    add(`${river} deck`, area, 'card', deckPose(river));
  }
  add('discards', discardArea(), 'card', discardTopPose(0));
  add('job', jobArea(), 'card', jobPose(), 'job');
  for (let k = 0; k < 4; k++) add(`team ${k}`, jobArea(), 'card', teamPose(k), 'job');
  return out;
}

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
  test.each(TABLES)('%i seats, local %i: on the felt, in its zone', (n, local) => {
    for (const o of fullTable(n, local)) {
      for (const p of o.poly) {
        expect(onFelt(p, 0.01), `${o.what} on the felt`).toBe(true);
        expect(inArea(o.area, p, -0.002), `${o.what} in its zone`).toBe(true);
      }
    }
  });

  test.each(TABLES)('%i seats, local %i: no two overlap', (n, local) => {
    expect(clashes(fullTable(n, local), (a, b) => a.group === b.group)).toEqual([]);
  });

  test.each(TABLES)('%i seats, local %i: no two zones overlap', (n, local) => {
    const zones: [string, ZoneArea][] = [
      ['heists', riverArea('heists')],
      ['gangsters', riverArea('gangsters')],
      ['discards', discardArea()],
      ['job', jobArea()],
    ];
    for (let seat = 0; seat < n; seat++) {
      zones.push([`gang ${seat}`, gangArea(seatAnchor(seat, n, local))]);
    }
    const outlines = zones.map(([what, area]) => ({ what, poly: outlineOf(area) }));
    expect(clashes(outlines, undefined, 0)).toEqual([]);
  });
});
