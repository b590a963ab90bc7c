// Where Gangsta!'s cards and chips rest (CONVENTIONS §8). The middle of the table holds the two
// rivers (heists behind, gangsters in front) with their decks at the left, the discard pile
// beside them and, at the right, the heist being staffed with its gangsters on it. Before each
// player: the gang in two rows of five (boss first; engaged gangsters turned sideways), money as
// stacks of $10, $5 and $1 chips at the right, heists performed at the left with the turn marker
// behind them. Sizes come from the pieces' (src/table/core/layout.ts), so the layout follows their
// scale.
import {
  CARD,
  CARD_REST,
  CHIP,
  CHIP_REST,
  fromSeatFrame,
  pose,
  rectArea,
  v3,
  WIDE,
  type Arrangement,
  type Pose,
  type SeatAnchor,
  type ZoneArea,
} from '../../core/layout.ts';

const W = CARD.width;
const L = CARD.length;
const R = CHIP.radius;
/** Air between neighbouring pieces (m). */
const GAP = 0.011;
/** A card's footprint with a little air (m). */
const PITCH = W + GAP;
const RIVER_Z = { heists: -(L + GAP) / 2, gangsters: (L + GAP) / 2 } as const;
/** Which river. */
export type River = keyof typeof RIVER_Z;

/** A card lying face up in the middle at (x, z), raised `lift` metres over the cards under it.
 * (Leaning the middle's cards toward the viewer, as on a card stand, showed more of them but
 * caught the lamp's glare: their colours washed out. They lie flat.) */
export function middlePose(x: number, z: number, lift = 0): Pose {
  return pose(v3(x, CARD_REST + lift, z), 0);
}

/** Slot `i` (0–4) of a river, face up, reading toward the local seat. */
export function riverPose(river: River, i: number, m: Middle = WIDE_MIDDLE): Pose {
  return middlePose((i - 2) * PITCH, RIVER_Z[river] + m.shift);
}

/** Where the middle's other cards lie about the rivers: the decks, the discard pile, the heist
 * being staffed, and the announcements (the first line; later ones further back). */
export interface Middle {
  /** How far toward the player the rivers lie from the table's middle. */
  readonly shift: number;
  readonly deck: { readonly [R in River]: { readonly x: number; readonly z: number } };
  readonly discard: { readonly x: number; readonly z: number };
  readonly job: { readonly x: number; readonly z: number };
  readonly banner: { readonly x: number; readonly z: number };
}

const DECK_X = -3 * PITCH;
/** Wide: the decks at the rivers' left, the discards beyond them, the heist at their right. */
export const WIDE_MIDDLE: Middle = {
  shift: 0,
  deck: {
    heists: { x: DECK_X, z: RIVER_Z.heists },
    gangsters: { x: DECK_X, z: RIVER_Z.gangsters },
  },
  discard: { x: -4 * PITCH, z: 0 },
  job: { x: 3 * PITCH, z: 0 },
  banner: { x: 0, z: -0.17 },
};
const TALL_SHIFT = 0.12;
const FRONT_Z = TALL_SHIFT + RIVER_Z.gangsters + L + GAP + 0.02;
/** Tall (a narrow table): the rivers alone across it, the decks, the discards and the heist in a
 * row before them. */
export const TALL_MIDDLE: Middle = {
  shift: TALL_SHIFT,
  deck: { gangsters: { x: -3.5 * PITCH, z: FRONT_Z }, heists: { x: -2.5 * PITCH, z: FRONT_Z } },
  discard: { x: -1.4 * PITCH, z: FRONT_Z },
  job: { x: -0.2 * PITCH, z: FRONT_Z },
  banner: { x: 0, z: TALL_SHIFT - 0.17 },
};

/** The middle's layout for an arrangement. */
export const middleOf = (a?: Arrangement): Middle =>
  a?.turn === 'tall' ? TALL_MIDDLE : WIDE_MIDDLE;

/** The deck of a river, face down; `count` cards thick (its centre rises with them). */
export function deckPose(river: River, count = 1, m: Middle = WIDE_MIDDLE): Pose {
  const y = CARD_REST + (Math.max(1, count) - 1) * CARD.thickness * 0.5;
  return pose(v3(m.deck[river].x, y, m.deck[river].z), 0, { faceUp: false });
}

/** The face-up discard pile: the stack under the top card (`below` cards), and the top card. */
export function discardStackPose(below: number, m: Middle = WIDE_MIDDLE): Pose {
  const y = CARD_REST + (Math.max(1, below) - 1) * CARD.thickness * 0.5;
  return pose(v3(m.discard.x, y, m.discard.z), 0.05);
}
export function discardTopPose(below: number, m: Middle = WIDE_MIDDLE): Pose {
  return pose(v3(m.discard.x, CARD_REST + below * CARD.thickness, m.discard.z), 0.05);
}

const JOB = { over: 0.073, step: 0.064, rise: 0.017, lift: 0.0006 };

/** The heist being staffed, at the right of the rivers (tall: in the row before them). */
export function jobPose(m: Middle = WIDE_MIDDLE): Pose {
  return middlePose(m.job.x, m.job.z);
}

/** Gangster `k` engaged so far in the heist: laid over the heist card's right, one by one. */
export function teamPose(k: number, m: Middle = WIDE_MIDDLE): Pose {
  return middlePose(m.job.x + JOB.over + k * JOB.step, m.job.z + JOB.rise, (k + 1) * JOB.lift);
}

/** Where the words about the heist being staffed float (the skills still missing): behind it,
 * clear of its cards. */
export function jobLabelPoint(m: Middle = WIDE_MIDDLE) {
  return m === WIDE_MIDDLE
    ? v3(m.job.x + 0.17, 0.03, m.job.z - 0.13)
    : v3(m.job.x + 0.17, 0.03, m.job.z + L / 2 + 0.05);
}

/** The drop zone of the heist being staffed: its card and the gangsters on it. */
export function jobArea(m: Middle = WIDE_MIDDLE): ZoneArea {
  const left = m.job.x - W / 2 - 0.003;
  const right = m.job.x + JOB.over + 3 * JOB.step + W / 2 + 0.003;
  const c = v3((left + right) / 2, 0, m.job.z);
  return rectArea(pose(c, 0), (right - left) / 2, L / 2 + JOB.rise);
}

/** A river's drop zone (its deck included when it lies in the river's row). */
export function riverArea(river: River, m: Middle = WIDE_MIDDLE): ZoneArea {
  const deck = m.deck[river];
  const z = RIVER_Z[river] + m.shift;
  const from = deck.z === z ? Math.min(deck.x, -2 * PITCH) : -2 * PITCH;
  const left = from - W / 2 - 0.003;
  const right = 2 * PITCH + W / 2 + 0.003;
  return rectArea(pose(v3((left + right) / 2, 0, z), 0), (right - left) / 2, L / 2 + 0.003);
}

/** The discard pile's drop zone. */
export function discardArea(m: Middle = WIDE_MIDDLE): ZoneArea {
  return rectArea(pose(v3(m.discard.x, 0, m.discard.z), 0), W / 2 + 0.004, L / 2 + 0.008);
}

// ---- before each player (seat frame: x to the player's right, z toward the player) ------------

// The near row stands back from the felt's edge so that, at a seat on the table's round end, the
// row's ends (which the edge curves in on) stay on the felt too.
const NEAR_ROW = -(0.06 + L / 2);
const GANG = { rows: [NEAR_ROW, NEAR_ROW - L - GAP], step: PITCH, perRow: 5, lift: 0.0004 };
/** The seat's outline: the rows of cards, the money at their right, the heists at their left. */
const SIDE_X = 2 * PITCH + W / 2 + GAP + R;
const TROPHIES = { x: -(2 * PITCH + W + GAP), z: -(0.125 + L / 2) };
/** The turn marker's distance from the felt's edge, behind the heists performed. */
const MARKER_Z = TROPHIES.z - L / 2 - GAP - R;
const REACH = {
  x: -TROPHIES.x + W / 2 + 0.004,
  z: Math.max(-GANG.rows[1]! + L / 2, -MARKER_Z + R) + 0.004,
};
/** What lies before each player (the gang, the money at its right, the heists at its left),
 * from the middle of the seat (TableScene.seatArea). */
export const GANG_AREA = { halfWidth: REACH.x, depth: REACH.z } as const;

/** Gang member `i` (0: the boss) in front of its owner: two rows of five, the boss at the left
 * of the near row; an engaged member lies turned sideways (clockwise, as one turns a card). */
export function gangSlotPose(anchor: SeatAnchor, i: number, engaged: boolean): Pose {
  const row = Math.min(1, Math.floor(i / GANG.perRow));
  const col = i - row * GANG.perRow;
  const x = (col - (GANG.perRow - 1) / 2) * GANG.step;
  const y = CARD_REST + (engaged ? GANG.lift * (col + 1) : 0);
  return pose(
    fromSeatFrame(anchor, x, GANG.rows[row]!, y),
    anchor.yaw - (engaged ? Math.PI / 2 : 0),
  );
}

/** A player's gang zone: their rows of cards, the chips and the heists beside them. */
export function gangArea(anchor: SeatAnchor): ZoneArea {
  return rectArea(pose(fromSeatFrame(anchor, 0, -REACH.z / 2), anchor.yaw), REACH.x, REACH.z / 2);
}

/** Money stacks by value, from the player's near side: $10, $5, $1. */
const CHIP_Z: Record<number, number> = {
  10: NEAR_ROW - 0.006,
  5: NEAR_ROW - 2 * R - 0.014,
  1: NEAR_ROW - 4 * R - 0.022,
};

/** Chip `k` (0: the bottom) of a player's stack of chips worth `value`. */
export function moneyChipPose(anchor: SeatAnchor, value: number, k: number): Pose {
  const z = CHIP_Z[value] ?? CHIP_Z[1]!;
  // Facing the viewer, as every chip: each screen draws its own table, so the value reads upright.
  return pose(fromSeatFrame(anchor, SIDE_X, z, CHIP_REST + k * CHIP.thickness), 0);
}

/** The turn marker before whoever's turn it is: at the left, behind the heists performed. */
export function markerPose(anchor: SeatAnchor): Pose {
  return pose(fromSeatFrame(anchor, TROPHIES.x, MARKER_Z, CHIP_REST), anchor.yaw);
}

/** The heists a player performed, face up at their left: the pile under the latest, and the
 * latest. */
export function trophyStackPose(anchor: SeatAnchor, below: number): Pose {
  const y = CARD_REST + (Math.max(1, below) - 1) * CARD.thickness * 0.5;
  return pose(fromSeatFrame(anchor, TROPHIES.x, TROPHIES.z, y), anchor.yaw + 0.06);
}
export function trophyTopPose(anchor: SeatAnchor, below: number): Pose {
  return pose(
    fromSeatFrame(anchor, TROPHIES.x, TROPHIES.z, CARD_REST + below * CARD.thickness),
    anchor.yaw + 0.06,
  );
}

/** Where a seat's name and numbers float: just beyond the gang, toward the middle (on the felt,
 * so a seat at the table's side never pushes its words off the screen). */
export function seatLabelPoint(anchor: SeatAnchor) {
  return fromSeatFrame(anchor, 0, -REACH.z - 0.03, 0.03);
}

/** Where the table's announcements float (chapter, snitches, the end), behind the rivers. */
export function bannerPoint(line: number, m: Middle = WIDE_MIDDLE) {
  return v3(m.banner.x, 0.06, m.banner.z - line * 0.05);
}

/**
 * How Gangsta!'s table stands on a screen of this shape, for `seats` players. Wide, the full table
 * with the seats evenly round it (a gang of ten spans two rows of five cards: a smaller table's
 * round ends could not hold it). Tall (a phone held upright), turned up the screen: the player at
 * its near end, the others facing each other across its far half, the rivers alone between them
 * and the decks, the discards and the heist in a row before the player.
 */
export function gangstaArrangement(seats: number, shape: 'wide' | 'tall'): Arrangement {
  if (shape === 'wide') return WIDE;
  return { turn: 'tall', scale: 1, spread: seats <= 3 ? [0.3, 0.7] : [0.28, 0.72] };
}
