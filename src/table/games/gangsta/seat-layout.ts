// Where Gangsta!'s pieces rest before each player (layout.ts holds the middle's and the table's
// arrangement), in one of three seat styles. Full (every seat on a wide table): the gang in two
// rows of five (boss first), money as stacks of $10, $5 and $1 at the right, heists performed at
// the left with the turn marker behind them. Near (the player's own on a phone held upright):
// the same rows drawn larger, the heists, the marker and the money in a row behind them, so the
// seat is no wider than its gang. Pile (the others' on that phone): the gang squared up in one
// pile (each card a sliver beside the one under it, the top one whole), the heists at its left,
// the money and the marker in a block of four at its right. Seat frame: x to the player's right,
// z toward the player, 0 at the felt's edge.
import {
  CARD,
  CARD_REST,
  CHIP,
  CHIP_REST,
  fromSeatFrame,
  pose,
  rectArea,
  type Pose,
  type SeatAnchor,
  type ZoneArea,
} from '../../core/layout.ts';

/** How a seat's pieces are laid out and sized. */
export interface SeatStyle {
  readonly kind: 'full' | 'near' | 'pile';
  /** The cards' size against the set's (TableObject.scale). */
  readonly card: number;
  /** The money chips' and the marker's size. */
  readonly chip: number;
  /** How far the near row stands back from the felt's edge (m): a seat at a round end stands
   * further in, so the row's ends stay on the felt. */
  readonly back: number;
  /** A full seat no deeper than its two rows: the heists level with the near row, the marker
   * behind them (the player's own on a wide table of three, drawn larger). */
  readonly compact?: boolean;
  /** Where the seat's name floats, if not just beyond its pieces toward the middle: on the rail
   * behind them ('rail': a seat at the far end, whose inner side lies close to the middle's
   * cards), or past the end of them nearer the player ('end': a pile along a long side of a
   * narrow table, whose inner side lies close to the rivers). */
  readonly name?: 'rail' | 'end';
}

/** The full seat at the pieces' own size. */
export const FULL: SeatStyle = { kind: 'full', card: 1, chip: 1, back: 0.06 };

/** Air between neighbouring pieces (m). */
const GAP = 0.011;
/** How much of a piled card shows beside the one over it. */
const SLIVER = 0.06;
const LIFT = 0.0004;

type At = { readonly x: number; readonly z: number };

/** The numbers of a seat's outline in a style. */
function shape(s: SeatStyle) {
  const W = CARD.width * s.card;
  const L = CARD.length * s.card;
  const R = CHIP.radius * s.chip;
  const pile = s.kind === 'pile';
  const perRow = pile ? 10 : 5;
  const step = pile ? W * SLIVER : W + GAP;
  const near = -(s.back + L / 2);
  const rows = pile ? [near] : [near, near - L - GAP];
  const last = rows[rows.length - 1]!;
  /** Half the width of a full row of the gang. */
  const gang = ((perRow - 1) / 2) * step + W / 2;
  if (s.kind === 'near') {
    const behind = last - L - GAP;
    const chipZ = last - L / 2 - GAP - R;
    const trophies = { x: -gang + W / 2, z: behind };
    const reach = { x: gang + 0.004, z: -behind + L / 2 + 0.004 };
    return {
      W,
      L,
      R,
      perRow,
      step,
      rows,
      centre: 0,
      trophies,
      reach,
      marker: { x: trophies.x + W / 2 + GAP + R, z: chipZ },
      chips: {
        10: { x: gang - R, z: chipZ },
        5: { x: gang - 3 * R - 0.008, z: chipZ },
        1: { x: gang - 5 * R - 0.016, z: chipZ },
      } as Record<number, At>,
    };
  }
  if (pile) {
    // The pile, the heists at its left, a block of four at its right (the $10 and $5 in front,
    // the $1 and the marker behind), the whole centred on the seat.
    const air = 2.5 * GAP;
    const left = gang + air + W;
    const right = gang + air + 4 * R + 0.006;
    const centre = (left - right) / 2;
    const [x0, x1] = [centre + gang + air + R, centre + gang + air + 3 * R + 0.006];
    const [front, rear] = [-s.back - R, -s.back - 3 * R - 0.008];
    return {
      W,
      L,
      R,
      perRow,
      step,
      rows,
      centre,
      trophies: { x: centre - gang - air - W / 2, z: near },
      marker: { x: x1, z: rear },
      chips: { 10: { x: x0, z: front }, 5: { x: x1, z: front }, 1: { x: x0, z: rear } } as Record<
        number,
        At
      >,
      reach: { x: (left + right) / 2 + 0.004, z: Math.max(s.back + L, -rear + R) + 0.004 },
    };
  }
  const side = gang + GAP + R;
  const trophies = { x: -(gang + GAP + W / 2), z: s.compact ? near : -(0.125 * s.card + L / 2) };
  const marker = { x: trophies.x, z: trophies.z - L / 2 - GAP - R };
  return {
    W,
    L,
    R,
    perRow,
    step,
    rows,
    centre: 0,
    trophies,
    marker,
    chips: {
      10: { x: side, z: near - 0.006 },
      5: { x: side, z: near - 2 * R - 0.014 },
      1: { x: side, z: near - 4 * R - 0.022 },
    } as Record<number, At>,
    reach: {
      x: Math.max(-trophies.x + W / 2, side + R) + 0.004,
      z: Math.max(-last + L / 2, -marker.z + R) + 0.004,
    },
  };
}

/** What lies before a player in a style (the gang, the money, the heists), from the middle of
 * the seat (TableScene.seatArea). */
export function gangAreaOf(s: SeatStyle = FULL): { halfWidth: number; depth: number } {
  const { reach } = shape(s);
  return { halfWidth: reach.x, depth: reach.z };
}

/** Gang member `i` (0: the boss) in front of its owner: two rows of five, the boss at the left
 * of the near row (a pile: each card over the one before, a sliver to its right); an engaged
 * member lies turned sideways (clockwise, as one turns a card; in a pile, a little only, so the
 * pile keeps its place). */
export function gangSlotPose(anchor: SeatAnchor, i: number, engaged: boolean, s = FULL): Pose {
  const g = shape(s);
  const row = Math.min(g.rows.length - 1, Math.floor(i / g.perRow));
  const col = Math.min(i - row * g.perRow, g.perRow - 1);
  const x = g.centre + (col - (g.perRow - 1) / 2) * g.step;
  const pile = s.kind === 'pile';
  const y = CARD_REST + (pile ? LIFT * 2 * (col + 1) : engaged ? LIFT * (col + 1) : 0);
  const turn = engaged ? (pile ? 0.12 : Math.PI / 2) : 0;
  return pose(fromSeatFrame(anchor, x, g.rows[row]!, y), anchor.yaw - turn);
}

/** A player's gang zone: their cards, the chips and the heists beside them. */
export function gangArea(anchor: SeatAnchor, s = FULL): ZoneArea {
  const { reach } = shape(s);
  return rectArea(pose(fromSeatFrame(anchor, 0, -reach.z / 2), anchor.yaw), reach.x, reach.z / 2);
}

/** Chip `k` (0: the bottom) of a player's stack of chips worth `value`. */
export function moneyChipPose(anchor: SeatAnchor, value: number, k: number, s = FULL): Pose {
  const g = shape(s);
  const at = g.chips[value] ?? g.chips[1]!;
  const y = (CHIP_REST + k * CHIP.thickness) * s.chip;
  // Facing the viewer, as every chip: each screen draws its own table, so the value reads upright.
  return pose(fromSeatFrame(anchor, at.x, at.z, y), 0);
}

/** The turn marker before whoever's turn it is: behind the heists performed (a pile: in its
 * block of four). */
export function markerPose(anchor: SeatAnchor, s = FULL): Pose {
  const { marker } = shape(s);
  return pose(fromSeatFrame(anchor, marker.x, marker.z, CHIP_REST * s.chip), anchor.yaw);
}

/** The heists a player performed, face up at their left: the pile under the latest, and the
 * latest. */
export function trophyStackPose(anchor: SeatAnchor, below: number, s = FULL): Pose {
  const { trophies } = shape(s);
  const y = CARD_REST + (Math.max(1, below) - 1) * CARD.thickness * 0.5;
  return pose(fromSeatFrame(anchor, trophies.x, trophies.z, y), anchor.yaw + 0.06);
}
export function trophyTopPose(anchor: SeatAnchor, below: number, s = FULL): Pose {
  const { trophies } = shape(s);
  return pose(
    fromSeatFrame(anchor, trophies.x, trophies.z, CARD_REST + below * CARD.thickness),
    anchor.yaw + 0.06,
  );
}

/** How far past a pile's end its name floats (m). */
const NAME_END = 0.12;

/** Where a seat's name and numbers float: just beyond the gang, toward the middle (on the felt,
 * so a seat at the table's side never pushes its words off the screen); or on the rail behind
 * its pieces (nameOutside). */
export function seatLabelPoint(anchor: SeatAnchor, s = FULL) {
  const { centre, reach } = shape(s);
  if (s.name === 'rail') return fromSeatFrame(anchor, centre, 0.02, 0.03);
  if (s.name === 'end') {
    // The end toward the player (+z): a seat's right on the table's left side, its left on the right.
    const toward = fromSeatFrame(anchor, 1, 0).z > anchor.position.z ? 1 : -1;
    return fromSeatFrame(anchor, toward * (reach.x + NAME_END), -0.03, 0.03);
  }
  return fromSeatFrame(anchor, 0, -reach.z - 0.03, 0.03);
}
