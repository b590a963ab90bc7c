// Where Gang of Four's cards rest (CONVENTIONS §8): each hand as a fan of backs before its
// player, the current trick in the middle (the play to beat on top and nearest, the earlier plays
// peeking out behind it), the face-down pile of finished tricks, the direction-of-play markers
// between the seats, and the turn token. Pure numbers over the table's generic frame.
import {
  CARD,
  CARD_REST,
  CHIP_REST,
  fromSeatFrame,
  pose,
  seatAnchor,
  v3,
  type Arrangement,
  type Pose,
  type SeatAnchor,
} from '../../core/layout.ts';

/** A hand's fan: cards turn about a point at the felt's edge, this far apart (radians). */
const FAN = { radius: 0.15, step: 0.075, maxSpread: 1.15, lift: 0.0006 };

/**
 * Card `i` of a hand of `n` before its player, face down: a fan opening toward the centre, each
 * card a little above the one on its left (the last is the top card, the hand's table object).
 */
export function fanCardPose(i: number, n: number, anchor: SeatAnchor, faceUp = false): Pose {
  const step = n > 1 ? Math.min(FAN.step, FAN.maxSpread / (n - 1)) : 0;
  const a = (i - (n - 1) / 2) * step;
  const at = fromSeatFrame(
    anchor,
    FAN.radius * Math.sin(a),
    -FAN.radius * Math.cos(a),
    CARD_REST + i * FAN.lift,
  );
  return pose(at, anchor.yaw - a, { faceUp });
}

/** Where a seat's cards leave from when played: its fan's top card. */
export function handTopPose(cards: number, anchor: SeatAnchor): Pose {
  return fanCardPose(Math.max(0, cards - 1), Math.max(1, cards), anchor);
}

/** A point before a player, toward the centre beyond the fan and its label (the exchange's
 * cards). */
export function beforeSeat(anchor: SeatAnchor, y = CARD_REST): Pose {
  return pose(fromSeatFrame(anchor, 0, -0.44, y), anchor.yaw);
}

/** The turn token: at the right of the player's fan (`railed`: the viewer's own place, their
 * hand held on the rail). */
export function turnTokenPose(anchor: SeatAnchor, railed = false): Pose {
  // Before a player whose hand is on the screen's rail, further in: the rail covers the edge.
  return pose(fromSeatFrame(anchor, 0.21, railed ? -0.24 : -0.09, CHIP_REST), anchor.yaw);
}

/** The trick: cards of a play this far apart (a little less than a card, so they overlap as a
 * hand's cards do), each older play further back. */
const TRICK = {
  z: 0.07,
  back: 0.034,
  step: CARD.width * 0.8,
  oldStep: CARD.width * 0.67,
  deepest: 6,
};

/**
 * Card `i` of `n` of a play `depth` plays below the top of the current trick (0: the play to
 * beat): face up, reading toward the local seat; the play to beat nearest and on top, each
 * earlier one a little further back, lower, and a touch askew.
 */
export function trickCardPose(depth: number, i: number, n: number): Pose {
  const d = Math.min(depth, TRICK.deepest);
  const step = depth === 0 ? TRICK.step * TOP_SCALE : TRICK.oldStep;
  const skew = depth === 0 ? 0 : (((depth * 37) % 7) - 3) * 0.02;
  const y = CARD_REST + (TRICK.deepest + 1 - d) * 0.0012 + i * 0.0003;
  return pose(v3((i - (n - 1) / 2) * step, y, TRICK.z - d * TRICK.back), skew);
}

/** The play to beat is drawn this much larger than the plays under it: it is what every player
 * reads. */
export const TOP_SCALE = 1.45;

/** Where the label of the play to beat goes: just in front of it, clear of its cards. */
export const TRICK_LABEL_AT = v3(0, 0.01, TRICK.z + (CARD.length * TOP_SCALE) / 2 + 0.06);

/** Card `k` from the bottom of the face-down pile of finished tricks, at the table's right (on
 * a smaller table, nearer the trick; on a tall one, behind it). */
export function pilePose(k = 0, a?: Arrangement): Pose {
  const jitter = (((k * 37) % 11) - 5) * 0.02;
  const [x, z] =
    a?.turn === 'tall' ? [0.12, -0.26] : [0.5 * Math.min(1, (a?.scale ?? 1) / 0.9), -0.02];
  return pose(v3(x, CARD_REST + k * CARD.thickness, z), 0.12 + jitter, { faceUp: false });
}

/** The direction-of-play markers are drawn this large: markers, not cards to read. */
export const ARROW_SCALE = 0.75;

/** The direction-of-play marker between `seat` and the next seat in the direction of play:
 * between their places, nearer the centre, its arrow pointing from one to the other. */
export function arrowPose(
  seat: number,
  next: number,
  seats: number,
  localSeat: number,
  arrangement?: Arrangement,
): Pose {
  const a = seatAnchor(seat, seats, localSeat, arrangement).position;
  const b = seatAnchor(next, seats, localSeat, arrangement).position;
  // Between their places, nearer the centre; on a smaller table further out, clear of the trick.
  const k = Math.min(0.9, 0.8 / (arrangement?.scale ?? 1));
  const mid = v3(((a.x + b.x) / 2) * k, CARD_REST, ((a.z + b.z) / 2) * k);
  return pose(mid, Math.atan2(-(b.x - a.x), -(b.z - a.z)));
}

/** Where a new round's cards are dealt from: the dealer's place. */
export function dealPose(anchor: SeatAnchor): Pose {
  return pose(fromSeatFrame(anchor, 0, -0.12, 0.03), anchor.yaw, { faceUp: false });
}

/**
 * How Gang of Four's table stands on a screen of this shape, for `seats` players: a table smaller
 * than the full one (the trick reads larger). Wide, the seats evenly round it; tall (a phone held
 * upright), turned up the screen, the player at its near end and the others round its far half.
 */
export function gofArrangement(seats: number, shape: 'wide' | 'tall'): Arrangement {
  if (shape === 'wide') return { turn: 'wide', scale: seats <= 3 ? 0.7 : 0.75 };
  return { turn: 'tall', scale: 0.65, spread: [0.3, 0.7] };
}
