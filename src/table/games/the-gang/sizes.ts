// How large The Gang's pieces are drawn on each table (layout.ts places them): the player's own
// pocket cards, the chips, how deep and wide the player's own seat reaches, per arrangement and
// seat count; and the short table's numbers (a phone held sideways).
import { SEAT_AREA, type Arrangement } from '../../core/layout.ts';

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
  /** Half the width of the player's own seat, where its larger cards need more than
   * SEAT_AREA's. */
  readonly ownHalfWidth?: number;
}

/** The inset of a seat's pocket row on a table of these sizes (`mine`: the player's own). */
export const insetFor = (sizes: GangSizes, mine: boolean): number | undefined =>
  mine ? sizes.ownInset : sizes.othersInset;

/** Half the width of a seat on a table of these sizes (`mine`: the player's own). */
export const halfWidthFor = (sizes: GangSizes, mine: boolean): number =>
  (mine ? sizes.ownHalfWidth : undefined) ?? SEAT_AREA.halfWidth;

/** The sizes everywhere but on a tall table of up to four seats. */
export const SIZES: GangSizes = { own: OWN_SCALE, chip: 1, ownDepth: SEAT_AREA.depth };
/** The sizes on a tall table of up to four seats. */
export const TALL_SIZES: GangSizes = { own: 1.38, chip: 1.27, ownDepth: 0.36 };

/** The sizes for an arrangement of `seats`. */
export const gangSizes = (a: Arrangement, seats: number): GangSizes =>
  isShort(a)
    ? {
        own: seats === 4 ? SHORT.own4 : SHORT.own,
        chip: seats >= 6 ? SHORT.chip6 : SHORT.chip,
        ownDepth: SHORT.ownDepth,
        ownInset: 0,
        othersInset: SHORT.othersInset,
        ownHalfWidth: seats === 4 ? SHORT.ownHalfWidth4 : SEAT_AREA.halfWidth,
      }
    : a.turn === 'tall' && seats <= 4
      ? TALL_SIZES
      : SIZES;

/**
 * The table on a short, wide screen (a phone held sideways: covered.ts canvasShort): the wide
 * table's felt and seats (scale 0.85, the others evenly round it), its middle one row deep (the
 * rule stacks and the deck left of the community cards, the rule cards right of them; the
 * centre's chips in a straight row behind them, the vaults and alarms at that row's ends),
 * `dz` toward the player; the player's own cards drawn `own` times (their row at the felt's
 * straight edge, no further in; the seat `ownHalfWidth` either side, four of them side by side,
 * and `ownDepth` deep, its chips behind them), every chip `chip` times (`chip6` with six seats,
 * whose neighbours' rows would meet), the other seats' cards `othersInset` nearer the edge than
 * elsewhere so their chips behind them stay inside SEAT_AREA's depth. The felt's width binds the
 * height on 844 × 344 px (the seats across sit at its edges, however deep they are): the own
 * cards and the chips are as large as the seats hold; the centre's cards are not larger
 * (docs/PERFORMANCE.md "How large the pieces read").
 */
export const SHORT = {
  scale: 0.85,
  own: 1.45,
  own4: 1.6,
  chip: 1.47,
  chip6: 1.3,
  ownDepth: 0.365,
  ownHalfWidth4: 0.31,
  othersInset: -0.008,
  dz: -0.03,
} as const;

/** Whether an arrangement is the short table's. */
export const isShort = (a: Arrangement): boolean =>
  a.turn === 'wide' && a.scale === SHORT.scale && a.spread !== undefined;
