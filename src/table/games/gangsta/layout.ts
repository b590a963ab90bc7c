// Where Gangsta!'s cards and chips rest (CONVENTIONS §8). The middle of the table holds the two
// rivers (heists behind, gangsters in front) with their decks at the left, the discard pile
// beside them and, at the right, the heist being staffed with its gangsters on it. Before each
// player: the gang in two rows of five (boss first; engaged gangsters turned sideways), money as
// stacks of $10, $5 and $1 chips at the right with the turn marker, heists performed at the
// left. Pure numbers over the table's generic frame (src/table/layout.ts).
import {
  CARD,
  CARD_REST,
  CHIP,
  CHIP_REST,
  fromSeatFrame,
  pose,
  rectArea,
  v3,
  type Pose,
  type SeatAnchor,
  type ZoneArea,
} from '../../layout.ts';

/** A card's footprint with a little air (m). */
const PITCH = 0.071;
const RIVER_Z = { heists: -0.056, gangsters: 0.056 } as const;
/** Which river. */
export type River = keyof typeof RIVER_Z;

/** A card lying face up in the middle at (x, z), raised `lift` metres over the cards under it.
 * (Leaning the middle's cards toward the viewer, as on a card stand, showed more of them but
 * caught the lamp's glare: their colours washed out. They lie flat.) */
export function middlePose(x: number, z: number, lift = 0): Pose {
  return pose(v3(x, CARD_REST + lift, z), 0);
}

/** Slot `i` (0–4) of a river, face up, reading toward the local seat. */
export function riverPose(river: River, i: number): Pose {
  return middlePose((i - 2) * PITCH, RIVER_Z[river]);
}

const DECK_X = -0.234;

/** The deck beside a river, face down; `count` cards thick (its centre rises with them). */
export function deckPose(river: River, count = 1): Pose {
  const y = CARD_REST + (Math.max(1, count) - 1) * CARD.thickness * 0.5;
  return pose(v3(DECK_X, y, RIVER_Z[river]), 0, { faceUp: false });
}

const DISCARDS = { x: -0.33, z: 0 };

/** The face-up discard pile: the stack under the top card (`below` cards), and the top card. */
export function discardStackPose(below: number): Pose {
  return pose(
    v3(DISCARDS.x, CARD_REST + (Math.max(1, below) - 1) * CARD.thickness * 0.5, DISCARDS.z),
    0.05,
  );
}
export function discardTopPose(below: number): Pose {
  return pose(v3(DISCARDS.x, CARD_REST + below * CARD.thickness, DISCARDS.z), 0.05);
}

const JOB = { x: 0.31, z: 0, step: 0.046, lift: 0.0006 };

/** The heist being staffed, at the right of the rivers. */
export function jobPose(): Pose {
  return middlePose(JOB.x, JOB.z);
}

/** Gangster `k` engaged so far in the heist: laid over the heist card's right, one by one. */
export function teamPose(k: number): Pose {
  return middlePose(JOB.x + 0.052 + k * JOB.step, JOB.z + 0.012, (k + 1) * JOB.lift);
}

/** Where the words about the heist being staffed float (the skills still missing): behind it,
 * clear of the heist river. */
export function jobLabelPoint() {
  return v3(JOB.x + 0.12, 0.03, JOB.z - 0.095);
}

/** The drop zone of the heist being staffed: its card and the gangsters on it. */
export function jobArea(): ZoneArea {
  return rectArea(pose(v3(JOB.x + 0.105, 0, JOB.z), 0), 0.17, 0.07);
}

/** A river's drop zone (its deck included). */
export function riverArea(river: River): ZoneArea {
  return rectArea(pose(v3(-0.05, 0, RIVER_Z[river]), 0), 0.222, 0.054);
}

/** The discard pile's drop zone. */
export function discardArea(): ZoneArea {
  return rectArea(pose(v3(DISCARDS.x, 0, DISCARDS.z), 0), 0.05, 0.07);
}

// ---- before each player (seat frame: x to the player's right, z toward the player) ------------

const GANG = { rows: [-0.086, -0.19], step: 0.074, perRow: 5, lift: 0.0004 };

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
  return rectArea(pose(fromSeatFrame(anchor, 0, -0.138), anchor.yaw), 0.28, 0.125);
}

const SIDE_X = 0.238;
/** Money stacks by value, from the player's near side: $10, $5, $1. */
const CHIP_Z: Record<number, number> = { 10: -0.05, 5: -0.1, 1: -0.15 };

/** Chip `k` (0: the bottom) of a player's stack of chips worth `value`. */
export function moneyChipPose(anchor: SeatAnchor, value: number, k: number): Pose {
  const z = CHIP_Z[value] ?? -0.15;
  return pose(fromSeatFrame(anchor, SIDE_X, z, CHIP_REST + k * CHIP.thickness), anchor.yaw);
}

/** The turn marker before whoever's turn it is. */
export function markerPose(anchor: SeatAnchor): Pose {
  return pose(fromSeatFrame(anchor, SIDE_X, -0.205, CHIP_REST), anchor.yaw);
}

const TROPHIES = { x: -0.245, z: -0.135 };

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
  return fromSeatFrame(anchor, 0, -0.285, 0.03);
}

/** Where the table's announcements float (chapter, snitches, the end), behind the rivers. */
export function bannerPoint(line: number) {
  return v3(0, 0.06, -0.17 - line * 0.05);
}
