// Where The Gang's cards and chips rest (CONVENTIONS §8): pocket cards, this round's chip and
// the earlier rounds' row in front of each player; the community cards, the deck, the centre's
// arc of chips, the challenge and specialist cards and stacks, the vaults and alarms in the
// middle. Pure numbers over the table's generic frame (src/table/layout.ts).
import {
  CARD,
  CARD_REST,
  CHIP,
  CHIP_REST,
  SEAT_AREA,
  fromSeatFrame,
  pose,
  v3,
  type Pose,
  type SeatAnchor,
} from '../../layout.ts';

const W = CARD.width;
const L = CARD.length;
const R = CHIP.radius;
/** Air between neighbouring pieces (m). */
const GAP = 0.011;

// Before each player (seat frame: x to the player's right, z outward, 0 at the felt's edge): the
// pocket cards in a row near the edge; behind them, toward the middle, the earlier rounds' chips
// at the left, this round's chip in the middle and the Muscle's card at the right.
const POCKET = {
  z: -(0.05 + L / 2),
  step: W + GAP,
  fan: 0.04,
  pitch: 1.05,
  lift: 0.012,
  raisedZ: -0.07,
};

/**
 * Pocket card `i` of `n` in front of its player: a small fan, face up (their own, or revealed) or
 * face down (hidden); `raised` stands it up leaning toward its owner, as if held.
 */
export function pocketCardPose(
  i: number,
  n: number,
  anchor: SeatAnchor,
  raised = false,
  faceUp = true,
): Pose {
  const k = i - (n - 1) / 2;
  if (!raised) {
    return pose(
      fromSeatFrame(anchor, k * POCKET.step, POCKET.z, CARD_REST),
      anchor.yaw - k * POCKET.fan,
      {
        faceUp,
      },
    );
  }
  // Standing at `pitch`, the card's lower edge clears the felt by `lift` (the fan's spin dips a
  // corner by under 3 mm); cards overlap a little, each a hair further from the owner so their
  // faces never intersect.
  const y = (CARD.length / 2) * Math.sin(POCKET.pitch) + POCKET.lift;
  const z = POCKET.raisedZ - i * 0.004;
  const x = k * POCKET.step * 0.8;
  return pose(fromSeatFrame(anchor, x, z, y), anchor.yaw, {
    pitch: POCKET.pitch,
    spin: -k * POCKET.fan * 2,
    faceUp,
  });
}

const CHIPS_Z = POCKET.z - L / 2 - GAP - R;
const SLOT = { x: 0.06, z: CHIPS_Z };
const ROW = { x: -SEAT_AREA.halfWidth + R + 0.004, step: 2 * R + 0.006, z: CHIPS_Z };

/**
 * This round's chip in front of a player; `darkUp` turns it over to its dark side (a chip locked
 * by Noise Sensors or Ventilation Shaft).
 */
export function chipSlotPose(anchor: SeatAnchor, darkUp = false): Pose {
  return pose(fromSeatFrame(anchor, SLOT.x, SLOT.z, CHIP_REST), anchor.yaw, { faceUp: !darkUp });
}

/** Earlier rounds' chips (k = 0 for round 1) in a row at the player's left, in round order. */
export function chipRowPose(k: number, anchor: SeatAnchor, darkUp = false): Pose {
  return pose(fromSeatFrame(anchor, ROW.x + k * ROW.step, ROW.z, CHIP_REST), anchor.yaw, {
    faceUp: !darkUp,
  });
}

/** A card lying face up and sideways in front of a player, behind their pocket cards at the
 * right (the Muscle specialist). */
export function seatCardPose(anchor: SeatAnchor): Pose {
  const x = SEAT_AREA.halfWidth - L / 2 - 0.004;
  const z = POCKET.z - L / 2 - GAP - W / 2;
  return pose(fromSeatFrame(anchor, x, z, CARD_REST), anchor.yaw - Math.PI / 2);
}

// ---- rest poses in the centre ---------------------------------------------------------------------

// The middle (the local seat at +z): the community cards in a row, the deck and the discards at
// their left, the active challenge and specialist cards at their right with the stacks behind
// them; the centre's chips in an arc beyond; the vaults and alarms in a row before the community
// cards, facing the local player.
const COMMUNITY = { z: 0.065, step: W + GAP };
const ARC = { cz: 0.7, radius: 0.9, step: 0.088 };

/** Community card slot `i` (0..4) on the centre line, face up, reading toward the local seat. */
export function communityCardPose(i: number, faceUp = true): Pose {
  return pose(v3((i - 2) * COMMUNITY.step, CARD_REST, COMMUNITY.z), 0, { faceUp });
}

/** Card `k` from the bottom of the deck (face down), left of the community cards. */
export function deckPose(k = 0): Pose {
  return pose(v3(-3 * COMMUNITY.step, CARD_REST + k * CARD.thickness, COMMUNITY.z), 0, {
    faceUp: false,
  });
}

/** Card `k` from the bottom of the face-down discard pile, left of the deck, a little untidy. */
export function discardPose(k = 0): Pose {
  const jitter = (((k * 37) % 11) - 5) * 0.018;
  return pose(v3(-4 * COMMUNITY.step, CARD_REST + k * CARD.thickness, COMMUNITY.z), jitter, {
    faceUp: false,
  });
}

/**
 * The chip with `stars` (1..n) of the n waiting in the centre: an arc beyond the community cards,
 * fewest stars at the left.
 */
export function centreChipPose(stars: number, n: number, darkUp = false): Pose {
  const a = (stars - 1 - (n - 1) / 2) * ARC.step;
  const x = ARC.radius * Math.sin(a);
  const z = ARC.cz - ARC.radius * Math.cos(a);
  return pose(v3(x, CHIP_REST, z), -a, { faceUp: !darkUp });
}

/** Active challenge or specialist card `k` (0..2): face up, right of the community cards. */
export function specialCardPose(k: number): Pose {
  return pose(v3((3 + k) * COMMUNITY.step, CARD_REST, COMMUNITY.z), 0);
}

/** Card `k` from the bottom of the face-down challenge or specialist stack, behind the active
 * cards. */
export function ruleStackPose(kind: 'challenge' | 'specialist', k = 0): Pose {
  const x = (kind === 'challenge' ? 3.5 : 4.5) * COMMUNITY.step;
  const z = COMMUNITY.z - L - GAP;
  return pose(v3(x, CARD_REST + k * CARD.thickness, z), 0, { faceUp: false });
}

/**
 * Vault or alarm card `index` (0..2) in a row before the community cards, facing the local
 * player: vaults at the left, alarms at the right, the first of each nearest the middle. Gray
 * side up (face down) until `turned` shows the gold (vault) or red (alarm) side.
 */
export function vaultAlarmPose(kind: 'vault' | 'alarm', index: number, turned = false): Pose {
  const side = kind === 'vault' ? -1 : 1;
  const x = side * (0.5 + index) * COMMUNITY.step;
  return pose(v3(x, CARD_REST, COMMUNITY.z + L + GAP), 0, { faceUp: turned });
}
