// Where The Gang's cards and chips rest (CONVENTIONS §8): pocket cards, this round's chip and
// the earlier rounds' row in front of each player; the community cards, the deck, the centre's
// arc of chips, the challenge and specialist cards and stacks, the vaults and alarms in the
// middle. Pure numbers over the table's generic frame (src/table/core/layout.ts).
import {
  CARD,
  CARD_REST,
  CHIP,
  CHIP_REST,
  SEAT_AREA,
  fromSeatFrame,
  pose,
  v3,
  CENTRE_ZONE_AREA,
  rectArea,
  type Arrangement,
  type Pose,
  type SeatAnchor,
  type ZoneArea,
} from '../../core/layout.ts';

import { isShort, SHORT, SHORT_FOUR, type GangSizes } from './sizes.ts';

// The pieces' sizes on each table (sizes.ts), for those who place them by this module.
export * from './sizes.ts';

const W = CARD.width;
const L = CARD.length;
const R = CHIP.radius;
/** Air between neighbouring pieces (m). */
const GAP = 0.011;

// Before each player (seat frame: x to the player's right, z outward, 0 at the felt's edge): the
// pocket cards in a row near the edge; behind them, toward the middle, the earlier rounds' chips
// at the left, this round's chip in the middle and the Muscle's card at the right. The player's
// own cards are drawn OWN_SCALE larger (they read them most); the chips step back behind them.
const POCKET = {
  edge: 0.05,
  fan: 0.04,
  pitch: 1.05,
  lift: 0.012,
  raisedZ: -0.07,
};

/** A seat's drop zone on a table of these sizes: its whole area, as deep and wide as its own
 * pieces reach (`mine`: the player's own). */
export function gangSeatZone(anchor: SeatAnchor, sizes: GangSizes, mine: boolean): ZoneArea {
  const depth = mine ? sizes.ownDepth : SEAT_AREA.depth;
  const c = fromSeatFrame(anchor, 0, -depth / 2);
  return rectArea(pose(c, anchor.yaw), SEAT_AREA.halfWidth, depth / 2);
}

/** How far the middle of the pocket row stands from the felt's edge, for cards `scale` large
 * (the player's own further in: at the near end of a tall table the edge curves, and a row of
 * four cards 1.35 times large would reach past it). */
const pocketZ = (scale: number, inset = insetOf(scale)) => -(POCKET.edge + inset + (L * scale) / 2);
/** How much further in than POCKET.edge a pocket row of cards `scale` large stands, unless a
 * table says (the short table's own seat lies on a straight edge: none). */
const insetOf = (scale: number) => (scale > 1.2 ? 0.04 : scale > 1 ? 0.01 : 0);

/**
 * Pocket card `i` of `n` in front of its player: a small fan, face up (their own, or revealed) or
 * face down (hidden); `raised` stands it up leaning toward its owner, as if held; `scale`: drawn
 * that much larger (the player's own, OWN_SCALE).
 */
export function pocketCardPose(
  i: number,
  n: number,
  anchor: SeatAnchor,
  raised = false,
  faceUp = true,
  scale = 1,
  inset = insetOf(scale),
): Pose {
  const k = i - (n - 1) / 2;
  const step = W * scale + GAP;
  if (!raised) {
    return pose(
      fromSeatFrame(anchor, k * step, pocketZ(scale, inset), CARD_REST),
      anchor.yaw - k * POCKET.fan,
      { faceUp },
    );
  }
  // Standing at `pitch`, the card's lower edge clears the felt by `lift` (the fan's spin dips a
  // corner by under 3 mm); cards overlap a little, each a hair further from the owner so their
  // faces never intersect.
  const y = ((CARD.length * scale) / 2) * Math.sin(POCKET.pitch) + POCKET.lift;
  const z = POCKET.raisedZ - i * 0.004;
  const x = k * step * 0.8;
  return pose(fromSeatFrame(anchor, x, z, y), anchor.yaw, {
    pitch: POCKET.pitch,
    spin: -k * POCKET.fan * 2,
    faceUp,
  });
}

/** The chips' row behind pocket cards `scale` large, for chips `chip` large. */
const chipsZ = (scale: number, chip: number, inset = insetOf(scale)) =>
  pocketZ(scale, inset) - (L * scale) / 2 - GAP - R * chip;
/** The earlier rounds' row from the seat's left, for chips `chip` large. */
const row = (chip: number) => ({
  x: -SEAT_AREA.halfWidth + R * chip + 0.004,
  step: 2 * R * chip + 0.006,
});
/** This round's chip: right of the row's fourth place (at the table's usual size, where it has
 * always lain). */
const slotX = (chip: number) => (chip === 1 ? 0.075 : row(chip).x + 4 * row(chip).step + 0.004);

// Every chip faces the viewer, wherever it lies: each screen draws its own table, so a chip's
// value reads upright from every seat (a 6 is never a 9).

/**
 * This round's chip in front of a player; `darkUp` turns it over to its dark side (a chip locked
 * by Noise Sensors or Ventilation Shaft); `scale`: the size of the player's pocket cards;
 * `chip`: the chips' (GangSizes).
 */
export function chipSlotPose(
  anchor: SeatAnchor,
  darkUp = false,
  scale = 1,
  chip = 1,
  inset = insetOf(scale),
): Pose {
  const z = chipsZ(scale, chip, inset);
  return pose(fromSeatFrame(anchor, slotX(chip), z, CHIP_REST * chip), 0, {
    faceUp: !darkUp,
  });
}

/** Earlier rounds' chips (k = 0 for round 1) in a row at the player's left, in round order. */
export function chipRowPose(
  k: number,
  anchor: SeatAnchor,
  darkUp = false,
  scale = 1,
  chip = 1,
  inset = insetOf(scale),
): Pose {
  const x = row(chip).x + k * row(chip).step;
  return pose(fromSeatFrame(anchor, x, chipsZ(scale, chip, inset), CHIP_REST * chip), 0, {
    faceUp: !darkUp,
  });
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

/** On the short table (GangMiddle.chipRow) the centre's chips lie in a straight row just behind
 * the community cards, the fewest stars at the left. */
const CHIP_ROW_Z = (chip: number) => COMMUNITY.z - L / 2 - GAP - R * chip;

/**
 * The chip with `stars` (1..n) of the n waiting in the centre: an arc beyond the community cards,
 * fewest stars at the left; `chip`: the chips' size (GangSizes), spaced as much wider.
 */
export function centreChipPose(
  stars: number,
  n: number,
  darkUp = false,
  chip = 1,
  row = false,
): Pose {
  const k = stars - 1 - (n - 1) / 2;
  if (row) {
    return pose(v3(k * (2 * R * chip + GAP), CHIP_REST * chip, CHIP_ROW_Z(chip)), 0, {
      faceUp: !darkUp,
    });
  }
  const a = k * ARC.step * chip;
  const x = ARC.radius * Math.sin(a);
  const z = ARC.cz - ARC.radius * Math.cos(a);
  return pose(v3(x, CHIP_REST * chip, z), -a, { faceUp: !darkUp });
}

/** The row behind the community cards on a tall table (too narrow to hold the rule cards beside
 * them): the challenge and specialist cards at its right, their stacks at its left. */
const BEHIND = COMMUNITY.z - L - GAP;

/** Active challenge or specialist card `k` (0..2): face up, right of the community cards (on a
 * tall table, behind them at the right). */
export function specialCardPose(k: number, tall = false): Pose {
  if (tall) return pose(v3(k * COMMUNITY.step, CARD_REST, BEHIND), 0);
  return pose(v3((3 + k) * COMMUNITY.step, CARD_REST, COMMUNITY.z), 0);
}

/** Card `k` from the bottom of the face-down challenge or specialist stack, behind the active
 * cards (on a tall table, behind the community cards at the left; on the short one, `row`, in
 * their row left of the deck). */
export function ruleStackPose(
  kind: 'challenge' | 'specialist',
  k = 0,
  tall = false,
  row = false,
): Pose {
  const y = CARD_REST + k * CARD.thickness;
  if (row) {
    const x = (kind === 'challenge' ? -4 : -5) * COMMUNITY.step;
    return pose(v3(x, y, COMMUNITY.z), 0, { faceUp: false });
  }
  if (tall) {
    return pose(v3((kind === 'challenge' ? -1.5 : -2.5) * COMMUNITY.step, y, BEHIND), 0, {
      faceUp: false,
    });
  }
  const x = (kind === 'challenge' ? 3.5 : 4.5) * COMMUNITY.step;
  return pose(v3(x, y, BEHIND), 0, { faceUp: false });
}

/** The vault and alarm cards are markers (the header counts them too): drawn this large, so the
 * centre keeps its depth for the cards and chips read in play. */
export const MARKER_SCALE = 0.6;
const MARKER = {
  step: W * MARKER_SCALE + GAP,
  z: COMMUNITY.z + L / 2 + GAP + (L * MARKER_SCALE) / 2,
};

/**
 * Vault or alarm card `index` (0..2) in a row before the community cards, facing the local
 * player, drawn MARKER_SCALE large: vaults at the left, alarms at the right, the first of each
 * nearest the middle. Gray side up (face down) until `turned` shows the gold (vault) or red
 * (alarm) side. On the short table (`row`), in the chips' row behind the community cards, beyond
 * six chips either side.
 */
export function vaultAlarmPose(
  kind: 'vault' | 'alarm',
  index: number,
  turned = false,
  row = false,
  chip: number = SHORT.chip,
): Pose {
  const side = kind === 'vault' ? -1 : 1;
  if (row) {
    const chips = 3 * (2 * R * chip + GAP);
    const x = side * (chips + (0.5 + index) * MARKER.step);
    return pose(v3(x, CARD_REST, CHIP_ROW_Z(chip)), 0, { faceUp: turned });
  }
  const x = side * (0.5 + index) * MARKER.step;
  return pose(v3(x, CARD_REST, MARKER.z), 0, { faceUp: turned });
}

/** On a tall table the middle's cards lie this much nearer the player (m): the other seats
 * gather round its far half. */
export const TALL_SHIFT = 0.2;

/**
 * The centre's drop zone: round the middle's cards and chips (on the full table the whole middle
 * of the felt; on a smaller one just round them, so no player's own pieces ever lie in it and a
 * chip put on them is theirs), where the middle `m` lies.
 */
export function centreZone(m: GangMiddle, chip = 1): ZoneArea {
  if (m.chipRow) return shortMiddleArea(chip, m.dz);
  if (!m.compact) return CENTRE_ZONE_AREA;
  // 4 mm of air: on a tall table of four the side seats' larger chips come within 5 mm of it.
  const left = deckPose().position.x - W / 2 - 0.004;
  const right = communityCardPose(4).position.x + W / 2 + 0.004;
  const front = MARKER.z + (L * MARKER_SCALE) / 2 + 0.003;
  return middleRect(left, right, ARC.cz - ARC.radius - R * chip - 0.003, front, m.dz);
}

/** A rectangle on the middle from `left` to `right` and from `back` to `front`, `dz` nearer. */
function middleRect(left: number, right: number, back: number, front: number, dz: number) {
  const c = v3((left + right) / 2, 0, (back + front) / 2 + dz);
  return rectArea(pose(c, 0), (right - left) / 2, (front - back) / 2);
}

/** The middle of the short table (its centre zone, and what the seat's view keeps of it:
 * TableScene.centreArea): all its pieces, from the rule stacks at the left of the deck to the
 * rule cards at the right of the community cards, from the chips' row to the cards' front. */
export function shortMiddleArea(chip: number, dz: number): ZoneArea {
  const left = ruleStackPose('specialist', 0, false, true).position.x - W / 2 - 0.004;
  const right = specialCardPose(2).position.x + W / 2 + 0.004;
  const back = CHIP_ROW_Z(chip) - R * chip - 0.003;
  return middleRect(left, right, back, COMMUNITY.z + L / 2 + 0.003, dz);
}

/** Where the middle lies on a table (scene-parts.ts places its pieces by it). */
export interface GangMiddle {
  /** How far toward the player the middle's pieces lie (m). */
  readonly dz: number;
  /** The rule cards lie behind the community cards (a smaller or a tall table), not beside them. */
  readonly compact: boolean;
  /** The centre's chips lie in a straight row just behind the community cards, not in an arc
   * beyond them (the short table). */
  readonly chipRow: boolean;
}

/** The full table's middle. */
const FULL_MIDDLE: GangMiddle = { dz: 0, compact: false, chipRow: false };

/** The middle on a table of this arrangement. */
export function gangMiddle(a: Arrangement): GangMiddle {
  if (isShort(a)) {
    const dz = a.width === SHORT_FOUR.width ? SHORT_FOUR.dz : SHORT.dz;
    return { dz, compact: false, chipRow: true };
  }
  if (a.turn === 'tall') return { dz: TALL_SHIFT, compact: true, chipRow: false };
  return a.scale < 1 ? { ...FULL_MIDDLE, compact: true } : FULL_MIDDLE;
}

/**
 * How The Gang's table stands on a screen of this shape, for `seats` players: a table smaller
 * than the full one (pieces read larger), the more so the fewer the seats round it, with the rule
 * cards behind the community cards (compact, so the seats at the table's ends keep clear of
 * them). Wide, the seats evenly round it; `short` (a phone held sideways), the short table
 * (SHORT). Tall (a phone held upright), turned up the screen, the
 * player at its near end and the others gathered round its far half, so the centre's cards and
 * every chip stay large on a narrow screen.
 */
export function gangArrangement(seats: number, shape: 'wide' | 'tall', short = false): Arrangement {
  if (shape === 'wide' && short) {
    const spread = [1 / seats, (seats - 1) / seats] as const;
    if (seats === 4) return { turn: 'wide', scale: SHORT.scale, width: SHORT_FOUR.width, spread };
    return { turn: 'wide', scale: SHORT.scale, spread };
  }
  if (shape === 'wide') return { turn: 'wide', scale: seats <= 5 ? 0.85 : 0.95 };
  if (seats <= 4) return { turn: 'tall', scale: 0.8, spread: [0.33, 0.67] };
  return { turn: 'tall', scale: 1, spread: seats === 5 ? [0.25, 0.75] : [0.22, 0.78] };
}
