// How large The Gang's pieces are drawn on each table (layout.ts places them): the player's own
// pocket cards, the chips, how deep and wide the player's own seat reaches, per arrangement and
// seat count; and the short table's numbers (a phone held sideways).
import { SEAT_AREA, type Arrangement, type SeatAnchor } from '../../core/layout.ts';

/** How much larger the player's own pocket cards are drawn than everyone else's. */
export const OWN_SCALE = 1.12;

/**
 * How The Gang's pieces are sized on a table: the player's own pocket cards, the chips, and how
 * deep the player's own seat reaches. On a phone held upright (a tall table of up to four seats)
 * the table is 1 m across 390 px (≈ 0.38 px/mm): the own cards are drawn 1.38 times (61 → 74 px)
 * and every chip 1.27 times (26 → 32.5 px; 1.3 puts a side seat's chip on its neighbour's row),
 * and the own seat reaches 0.36 m in from its end of the table (the others' stay SEAT_AREA's
 * 0.28 m), its chips behind the larger cards (docs/PERFORMANCE.md "How large the pieces read").
 */
export interface GangSizes {
  readonly own: number;
  readonly chip: number;
  readonly ownDepth: number;
  /** How much further in than other seats' the player's own cards stand (insetOf unless set). */
  readonly ownInset?: number;
  /** How much further in than POCKET.edge the other seats' cards stand (insetOf unless set). */
  readonly othersInset?: number;
  /** The same for a seat at the tip of a round end, where a narrow felt's end curves tighter
   * than its straight edges (othersInset unless set). */
  readonly endsInset?: number;
}

/** The inset of a seat's pocket row on a table of these sizes (`mine`: the player's own), for a
 * seat whose frame is `anchor` (one at a wide table's round end's tip, facing along the felt's
 * long axis, may stand further in: endsInset). */
export const insetFor = (
  sizes: GangSizes,
  mine: boolean,
  anchor?: SeatAnchor,
): number | undefined => {
  if (mine) return sizes.ownInset;
  const atTip = anchor !== undefined && Math.abs(Math.sin(anchor.yaw)) > 0.999;
  return atTip && sizes.endsInset !== undefined ? sizes.endsInset : sizes.othersInset;
};

/** The sizes everywhere but on a tall table of up to four seats. */
export const SIZES: GangSizes = { own: OWN_SCALE, chip: 1, ownDepth: SEAT_AREA.depth };
/** The sizes on a tall table of up to four seats. */
export const TALL_SIZES: GangSizes = { own: 1.38, chip: 1.27, ownDepth: 0.36 };

/** The sizes for an arrangement of `seats`. */
export const gangSizes = (a: Arrangement, seats: number): GangSizes => {
  if (isShort(a) && seats === 4) {
    const f = SHORT_FOUR;
    return {
      own: f.own,
      chip: f.chip,
      ownDepth: f.ownDepth,
      ownInset: f.ownInset,
      othersInset: f.othersInset,
      endsInset: f.endsInset,
    };
  }
  if (isShort(a)) {
    return {
      own: SHORT.own,
      chip: seats >= 6 ? SHORT.chip6 : SHORT.chip,
      ownDepth: SHORT.ownDepth,
      ownInset: 0,
      othersInset: SHORT.othersInset,
    };
  }
  return a.turn === 'tall' && seats <= 4 ? TALL_SIZES : SIZES;
};

/**
 * The table on a short, wide screen (a phone held sideways: covered.ts canvasShort): the wide
 * table's felt and seats (scale 0.85, the others evenly round it), its middle one row deep (the
 * rule stacks and the deck left of the community cards, the rule cards right of them; the
 * centre's chips in a straight row behind them, the vaults and alarms at that row's ends),
 * `dz` toward the player; the player's own cards drawn `own` times (their row at the felt's
 * straight edge, no further in; `ownDepth` deep, its chips behind them), every chip `chip`
 * times (`chip6` with six seats, whose neighbours' rows would meet), the other seats' cards
 * `othersInset` nearer the edge than elsewhere so their chips behind them stay inside
 * SEAT_AREA's depth. The felt's width binds the height on 844 × 344 px (the seats across sit at
 * its edges, however deep they are): the own cards and the chips are as large as the seats
 * hold; the centre's cards are not larger (docs/PERFORMANCE.md "How large the pieces read").
 * Four seats have a narrower felt of their own (SHORT_FOUR).
 */
export const SHORT = {
  scale: 0.85,
  own: 1.45,
  chip: 1.47,
  chip6: 1.3,
  ownDepth: 0.365,
  othersInset: -0.008,
  dz: -0.03,
} as const;

/**
 * The short table of four: as long as SHORT's (its round ends' tips, where the seats on the
 * player's left and right sit, no nearer the middle) but `width` of the full table's width
 * across (0.73 m, was 1.06: felt.ts Arrangement.width), since the view's height is the felt's
 * width: the centre's cards read 45.8 px, were 33.4. What the narrower felt holds across it, the
 * seat across, the middle and the player's own seat: every chip `chip` times (was 1.47), the own
 * cards `own` times (was 1.6) in a seat `ownDepth` deep, the own cards `ownInset` and the one
 * across's `othersInset` nearer the edge than POCKET.edge's 5 cm (on a straight edge), the middle
 * `dz` toward the one across. The seats at the round ends' tips stand `endsInset` further in than
 * POCKET.edge, where a round end 0.73 m across holds a row of four cards.
 */
export const SHORT_FOUR = {
  width: 0.58,
  own: 1.25,
  chip: 1.1,
  ownDepth: 0.276,
  ownInset: -0.02,
  othersInset: -0.028,
  endsInset: 0.015,
  dz: -0.04,
} as const;

/** Whether an arrangement is the short table's (of any seat count). */
export const isShort = (a: Arrangement): boolean =>
  a.turn === 'wide' && a.scale === SHORT.scale && a.spread !== undefined;
