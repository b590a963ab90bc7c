// Where Gangsta!'s cards and chips rest (CONVENTIONS §8). The middle of the table holds the two
// rivers (heists behind, gangsters in front) with their decks at the left, the discard pile
// beside them and, at the right, the heist being staffed with its gangsters on it; before each
// player, their gang, money and heists (seat-layout.ts, in the seat's style). How the table
// stands on each screen (gangstaArrangement) and how each seat is drawn there (gangstaStyles).
// Sizes come from the pieces' (src/table/core/layout.ts), so the layout follows their scale.
import {
  CARD,
  CARD_REST,
  feltOf,
  feltPerimeter,
  pose,
  rectArea,
  seatAnchor,
  TABLE,
  v3,
  type Arrangement,
  type Pose,
  type ZoneArea,
} from '../../core/layout.ts';
import { FULL, gangAreaOf, type SeatStyle } from './seat-layout.ts';

const W = CARD.width;
const L = CARD.length;
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
  return middlePose((i - 2) * PITCH + (m.dx ?? 0), RIVER_Z[river] + m.shift);
}

/** Where the middle's other cards lie about the rivers: the decks, the discard pile, the heist
 * being staffed, and the announcements (the first line; later ones further back). */
export interface Middle {
  /** How far toward the player the rivers lie from the table's middle. */
  readonly shift: number;
  /** How far to the player's right the rivers lie from the table's middle (0 unless set). */
  readonly dx?: number;
  readonly deck: { readonly [R in River]: { readonly x: number; readonly z: number } };
  readonly discard: { readonly x: number; readonly z: number };
  readonly job: { readonly x: number; readonly z: number };
  readonly banner: { readonly x: number; readonly z: number };
}

/** The heist being staffed: how far its first gangster lies over it, the step to the next, how
 * much they rise over it, and how much each lies above the one before. */
const JOB = { over: 0.073, step: 0.064, rise: 0.017, lift: 0.0006 };
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
/**
 * The table on a phone held upright, for two to four (docs/PERFORMANCE.md "How large the pieces
 * read"): a smaller felt, narrow for its length (0.91 m across, 1.6 m long: the screen's width
 * is the felt's, so the narrower it is the larger every piece reads; at 1 m across the centre's
 * cards read 44 px, at 0.91 m 48.6); the player's own seat at its near end drawn 1.4 times (its
 * heists, marker and money behind its rows: no wider than its gang; 0.16 m in from the tip, so
 * the near row's ends stay on the narrower round end), the others piled (seat-layout.ts): two on
 * the long sides, facing each other beside the rivers, their chips 1.15 times (1.3 put their
 * block of four on the rivers across the narrower felt), and one at the far end (two players:
 * that one alone; it stands further in, where the round end is wide enough, and its name floats
 * on the rail behind it); before the player the heist being staffed, then the rivers, then the
 * decks and the discards beyond them.
 */
const PILED = {
  scale: 0.8,
  width: 0.73,
  own: { kind: 'near', card: 1.4, chip: 1.3, back: 0.16 },
  other: { kind: 'pile', card: 1, chip: 1.15, back: 0.035 },
  far: { kind: 'pile', card: 1, chip: 1.3, back: 0.1, name: 'rail' },
} as const satisfies { scale: number; width: number } & GangstaStyles;
const PILED_TIP = (TABLE.straight + TABLE.radius) * PILED.scale;
/** The heist being staffed (its gangsters laid on it at its right), just beyond the own seat. */
const PILED_JOB_Z = PILED_TIP - gangAreaOf(PILED.own).depth - GAP - L / 2 - JOB.rise;
const PILED_SHIFT = PILED_JOB_Z - L / 2 - JOB.rise - GAP - L / 2 - RIVER_Z.gangsters;
const PILED_BACK_Z = PILED_SHIFT + RIVER_Z.heists - L - GAP;
/** The table of three on a phone held upright: the heist before the rivers, the decks and the
 * discards beyond them. */
export const PILED_MIDDLE: Middle = {
  shift: PILED_SHIFT,
  deck: {
    gangsters: { x: -1.1 * PITCH, z: PILED_BACK_Z },
    heists: { x: 0, z: PILED_BACK_Z },
  },
  discard: { x: 1.1 * PITCH, z: PILED_BACK_Z },
  job: { x: -(JOB.over + 3 * JOB.step) / 2, z: PILED_JOB_Z },
  banner: { x: 0, z: PILED_BACK_Z - 0.1 },
};
/** That table with a seat at its far end (two players, four): the announcements beside the
 * decks, at their left, rather than beyond them where that seat's pieces lie. */
export const PILED_FAR_MIDDLE: Middle = {
  ...PILED_MIDDLE,
  banner: { x: 0.3, z: PILED_BACK_Z + 0.05 },
};
/** How far past the far end of that table the view keeps in sight with a seat there (m): room
 * between the game's strip and that seat's pieces for the notices under the strip. */
const HINT_ROOM = 0.1;
/** Where the two other seats sit on that table: along its long sides, PILED_SIDE_Z from the
 * middle toward the far end, so their piles' far ends lie just inside the far round end and
 * their near ends clear of the player's own seat. */
const PILED_SIDE_Z = 0.145;
const PILED_SPREAD = ((): [number, number] => {
  const felt: Arrangement = { turn: 'tall', scale: PILED.scale, width: PILED.width };
  const { straight, radius } = feltOf(felt);
  // From the near tip: a quarter of the round end, then along the straight.
  const k = ((Math.PI / 2) * radius + straight + PILED_SIDE_Z) / feltPerimeter(felt);
  return [k, 1 - k];
})();

/** Whether an arrangement is the table of three on a phone held upright. */
const piled = (a?: Arrangement) => a?.turn === 'tall' && a.scale === PILED.scale;

/**
 * The table on a wide screen (a desktop, a phone held sideways; docs/PERFORMANCE.md "How large
 * the pieces read"), for two to four: a felt 0.86 of the full one, the player's own seat at the
 * middle of its near side drawn 1.3 times (the full seat's two rows, its heists level with the
 * near row at their left, its money at their right: no deeper than the rows), the others piled
 * (seat-layout.ts) on the table's round ends beside the middle (two players: the other on the
 * left end) and, with four, the third across the far side; the middle (the decks and the
 * discards at the rivers' left, the heist being staffed at their right) slid toward the player up
 * to the own seat's rows, and 8 cm to its left so that the middle's two ends (the discards,
 * the heist's team) lie as far from the round ends' seats: on the felt of 0.92 the middle lay
 * centred, and the side seats at the canvas' edges held the desktop's centre card at 76.7 px.
 * With two or three the far side holds nothing, so a screen wider than tall spends its height
 * on the player's own seat and the middle alone.
 */
const ENDS = {
  scale: 0.86,
  own: { kind: 'full', card: 1.3, chip: 1.3, back: 0.05, compact: true },
  other: { kind: 'pile', card: 1, chip: 1.3, back: 0.08 },
  far: { kind: 'pile', card: 1, chip: 1.3, back: 0.035 },
} as const satisfies { scale: number } & GangstaStyles;
/** Where the two other seats sit on that table: on its round ends, a fifth and four fifths of
 * the way round (their tips are at a quarter and three quarters), so that their piles lie
 * beside the middle and the player's own seat, none beyond the middle. */
const ENDS_SPREAD = [0.2, 0.8] as const;
/** The rivers slide toward the player until the gangsters' river lies GAP behind the own
 * seat's second row. */
const ENDS_SHIFT =
  TABLE.radius * ENDS.scale -
  ENDS.own.back -
  2 * L * ENDS.own.card -
  GAP -
  GAP -
  (RIVER_Z.gangsters + L / 2);
/** How far the middle of the wide table of three slides to the player's left: the heist being
 * staffed and its team at the rivers' right reach further than the decks and the discards at
 * their left, so the middle's ends lie as far from the seats on the two round ends. */
const ENDS_DX = -0.08;
/** The wide table of three: the rivers slid toward the player (and a little left), the rest
 * about them as on the full table. */
export const ENDS_MIDDLE: Middle = {
  shift: ENDS_SHIFT,
  dx: ENDS_DX,
  deck: {
    heists: { x: DECK_X + ENDS_DX, z: RIVER_Z.heists + ENDS_SHIFT },
    gangsters: { x: DECK_X + ENDS_DX, z: RIVER_Z.gangsters + ENDS_SHIFT },
  },
  discard: { x: -4 * PITCH + ENDS_DX, z: ENDS_SHIFT },
  job: { x: 3 * PITCH + ENDS_DX, z: ENDS_SHIFT },
  banner: { x: ENDS_DX, z: ENDS_SHIFT - 0.17 },
};

/** Whether an arrangement is the wide table of three. */
const ends = (a?: Arrangement) => a?.turn === 'wide' && a.scale === ENDS.scale;

/** The middle's layout for an arrangement of `seats` (an even count seats one across from the
 * player). */
export function middleOf(a?: Arrangement, seats = 3): Middle {
  if (piled(a)) return seats % 2 === 0 ? PILED_FAR_MIDDLE : PILED_MIDDLE;
  return ends(a) ? ENDS_MIDDLE : WIDE_MIDDLE;
}

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
  // Beyond the rivers' far side, where nothing lies on the wide table (a seat across, with four,
  // stands 0.2 m further back).
  if (m === ENDS_MIDDLE) return v3(m.job.x + 0.1, 0.03, m.job.z - 0.2);
  // Upright: at the heist's right, before the rivers.
  if (m.shift === PILED_SHIFT) return v3(m.job.x + 0.13, 0.03, m.job.z + 0.02);
  return v3(m.job.x + 0.17, 0.03, m.job.z - 0.13);
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
  const dx = m.dx ?? 0;
  const from = deck.z === z ? Math.min(deck.x, -2 * PITCH + dx) : -2 * PITCH + dx;
  const left = from - W / 2 - 0.003;
  const right = 2 * PITCH + dx + W / 2 + 0.003;
  return rectArea(pose(v3((left + right) / 2, 0, z), 0), (right - left) / 2, L / 2 + 0.003);
}

/** What the seat's view keeps of the middle on the wide table of three: round its cards, from
 * the discards to the heist being staffed with four gangsters on it (TableScene.centreArea).
 * Elsewhere the centre zone's. */
export function middleArea(a?: Arrangement, seats = 3): ZoneArea | undefined {
  if (piled(a) && seats % 2 === 0) {
    // From the heist being staffed to past the far end: the seat there lies close under the
    // game's strip otherwise, where the room's notices (the first-game hint) hang.
    const back = -PILED_TIP - HINT_ROOM;
    const front = PILED_MIDDLE.job.z + L / 2 + JOB.rise + 0.004;
    const half = 2 * PITCH + W / 2 + 0.004;
    return rectArea(pose(v3(0, 0, (back + front) / 2), 0), half, (front - back) / 2);
  }
  if (!ends(a)) return undefined;
  const m = ENDS_MIDDLE;
  const left = m.discard.x - W / 2 - 0.004;
  const right = m.job.x + JOB.over + 3 * JOB.step + W / 2 + 0.004;
  const back = RIVER_Z.heists + m.shift - L / 2;
  const front = RIVER_Z.gangsters + m.shift + L / 2 + JOB.rise;
  return rectArea(
    pose(v3((left + right) / 2, 0, (back + front) / 2), 0),
    (right - left) / 2,
    (front - back) / 2,
  );
}

/** The discard pile's drop zone. */
export function discardArea(m: Middle = WIDE_MIDDLE): ZoneArea {
  return rectArea(pose(v3(m.discard.x, 0, m.discard.z), 0), W / 2 + 0.004, L / 2 + 0.008);
}

// Before each player: seat-layout.ts (the seat styles and their poses).
export * from './seat-layout.ts';

/** Where the table's announcements float (chapter, snitches, the end), behind the rivers. */
export function bannerPoint(line: number, m: Middle = WIDE_MIDDLE) {
  return v3(m.banner.x, 0.06, m.banner.z - line * 0.05);
}

/**
 * How Gangsta!'s table stands on a screen of this shape, for `seats` players (2–4). Wide (a
 * desktop, a phone held sideways): the table of three (ENDS), the player at the middle of its
 * near side, one other seat on each round end and, with four, the third across the far side;
 * with two, the other across. Tall (a phone held upright, a tablet): the smaller table (PILED),
 * the player at its near end, one other seat on each long side and, with four, the third at the
 * far end; with two, the other at the far end.
 */
export function gangstaArrangement(seats: number, shape: 'wide' | 'tall'): Arrangement {
  if (shape === 'wide')
    return { turn: 'wide', scale: ENDS.scale, spread: seats === 2 ? [0.2, 0.2] : ENDS_SPREAD };
  return { turn: 'tall', scale: PILED.scale, width: PILED.width, spread: PILED_SPREAD };
}

/** The seat styles on a table: the player's own, the others' beside the middle, and the one
 * across from the player (its far end or side: a pile standing further in from a round end). */
export interface GangstaStyles {
  readonly own: SeatStyle;
  readonly other: SeatStyle;
  readonly far: SeatStyle;
}

/** The seat styles for an arrangement: full everywhere, but on Gangsta!'s own tables (upright
 * and wide). */
export function gangstaStyles(a: Arrangement): GangstaStyles {
  if (piled(a)) return PILED;
  return ends(a) ? ENDS : { own: FULL, other: FULL, far: FULL };
}

/** How `seat` is drawn on a table of `seats` seen from `local`'s seat: its own style, the far
 * style across from the player (the seat whose anchor lies straight ahead), else the others'. */
export function seatStyle(a: Arrangement, seats: number, local: number, seat: number): SeatStyle {
  const styles = gangstaStyles(a);
  if (seat === local) return styles.own;
  const { angle } = seatAnchor(seat, seats, local, a);
  if (Math.abs(Math.abs(angle) - Math.PI) < 1e-6) return styles.far;
  // Upright with four, the middle's words crowd the side seats' inner sides: their names go to
  // the ends of their piles nearer the player (on-screen.test places every label).
  return piled(a) && seats === 4 ? PILED_SIDE_OF_FOUR : styles.other;
}

/** A side seat upright at a table of four. */
const PILED_SIDE_OF_FOUR: SeatStyle = { ...PILED.other, name: 'end' };
