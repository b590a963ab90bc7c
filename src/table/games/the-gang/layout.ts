// Where The Gang's cards and chips rest (CONVENTIONS §8): pocket cards, this round's chip and
// the earlier rounds' row in front of each player; the community cards, the deck, the centre's
// arc of chips, the challenge and specialist cards and stacks, the vaults and alarms in the
// middle. Pure numbers over the table's generic frame (src/table/layout.ts).
import {
  CARD,
  CARD_REST,
  CHIP_REST,
  fromSeatFrame,
  pose,
  v3,
  type Pose,
  type SeatAnchor,
} from '../../layout.ts';

const POCKET = { z: -0.086, step: 0.07, fan: 0.045, pitch: 1.05, lift: 0.012, raisedZ: -0.05 };

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

const SLOT = { x: 0.04, z: -0.235 };
const ROW = { x: -0.17, step: 0.045, z: -0.205 };

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

/** A card lying face up in front of a player, at their right (the Muscle specialist). */
export function seatCardPose(anchor: SeatAnchor): Pose {
  return pose(fromSeatFrame(anchor, 0.145, -0.2, CARD_REST), anchor.yaw);
}

// ---- rest poses in the centre ---------------------------------------------------------------------

const COMMUNITY = { z: 0.045, step: 0.074 };
const ARC = { cz: 0.5, radius: 0.64, step: 0.088 };

/** Community card slot `i` (0..4) on the centre line, face up, reading toward the local seat. */
export function communityCardPose(i: number, faceUp = true): Pose {
  return pose(v3((i - 2) * COMMUNITY.step, CARD_REST, COMMUNITY.z), 0, { faceUp });
}

/** Card `k` from the bottom of the deck (face down), left of the community cards. */
export function deckPose(k = 0): Pose {
  return pose(v3(-0.27, CARD_REST + k * CARD.thickness, COMMUNITY.z), 0, { faceUp: false });
}

/** Card `k` from the bottom of the face-down discard pile, left of the deck, a little untidy. */
export function discardPose(k = 0): Pose {
  const jitter = (((k * 37) % 11) - 5) * 0.018;
  return pose(v3(-0.365, CARD_REST + k * CARD.thickness, COMMUNITY.z), jitter, { faceUp: false });
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
  return pose(v3(0.28 + k * 0.075, CARD_REST, COMMUNITY.z), 0);
}

/** Card `k` from the bottom of the face-down challenge or specialist stack, far right. */
export function ruleStackPose(kind: 'challenge' | 'specialist', k = 0): Pose {
  const z = kind === 'challenge' ? -0.01 : 0.1;
  return pose(v3(0.555, CARD_REST + k * CARD.thickness, z), 0, { faceUp: false });
}

/**
 * Vault or alarm card `index` (0..2) at the felt's front edge, either side of the local player:
 * vaults at the left, alarms at the right. Gray side up (face down) until `turned` shows the gold
 * (vault) or red (alarm) side.
 */
export function vaultAlarmPose(kind: 'vault' | 'alarm', index: number, turned = false): Pose {
  const side = kind === 'vault' ? -1 : 1;
  return pose(v3(side * (0.29 + index * 0.068), CARD_REST, 0.515), 0, { faceUp: turned });
}
