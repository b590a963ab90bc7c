// Gang of Four on the table, as data: every hand as a fan of backs (one `hand:<seat>` object on
// top that the hand rail's drags move for everybody), the current trick face up in the middle,
// the face-down pile, the exchange's two cards, the direction of play and whose turn it is.
// Pure (view in, description out). Other players' cards are never in a view, so they can never
// be drawn: a hand is its count only. This file sets the table up for the viewer; scene-parts.ts
// builds each part of it.
import type { GofView } from '../../../engine/index.ts';
import { centreZoneArea, seatAnchor, seatZoneArea, type Arrangement } from '../../core/layout.ts';
import { joinParts, type TableScene, type ZoneDef } from '../../core/objects.ts';
import { dealPose, gofArrangement } from './layout.ts';
import {
  directionAndTurn,
  exchange,
  handFans,
  pile,
  seatLabels,
  trick,
  type GofParts,
} from './scene-parts.ts';

export { DEAL_MS, nextSeat } from './scene-parts.ts';

export interface GofSceneOptions {
  /** A seat's name. */
  readonly name?: (seat: number) => string;
  /** The shape of the screen's table area (wide unless said). */
  readonly shape?: 'wide' | 'tall';
  /** The arrangement to use instead of the game's own for that shape (tests). */
  readonly arrangement?: Arrangement;
  /** A replay: no seat is the viewer's (no name says "you"). */
  readonly watching?: boolean;
}

/** Everything on the table for the viewer of `view`. */
export function gofScene(view: GofView, opts: GofSceneOptions = {}): TableScene {
  const n = view.seats;
  const local = view.seat ?? 0;
  const arrangement = opts.arrangement ?? gofArrangement(n, opts.shape ?? 'wide');
  const anchor = (seat: number) => seatAnchor(seat, n, local, arrangement);
  const c: GofParts = {
    view,
    watching: !!opts.watching,
    name: opts.name ?? ((seat: number) => `Seat ${seat + 1}`),
    arrangement,
    anchor,
    relative: (seat: number) => (seat - local + n) % n,
    round: `r${view.round}`,
    tricksDone: view.log.filter((e) => e.e === 'trick').length,
  };
  // Drops: the centre (play), and each player's place (the exchange's gift).
  const zones: ZoneDef[] = [
    { zone: { kind: 'centre' }, area: centreZoneArea(arrangement) },
    ...Array.from({ length: n }, (_, seat) => ({
      zone: { kind: 'seat' as const, seat },
      area: seatZoneArea(anchor(seat)),
    })),
  ];
  return {
    seats: n,
    localSeat: local,
    arrangement,
    ...joinParts([handFans(c), trick(c), pile(c), exchange(c), directionAndTurn(c), seatLabels(c)]),
    zones,
    dealFrom: dealPose(anchor(view.dealer)),
    // A player's hand is on the screen's rail (HandRail), not read on the table; a spectator
    // has none, and sees the near seat's cards whole.
    handOffTable: view.seat !== null,
  };
}
