// Gang of Four's closed vocabularies, one home (rulebook sections named beside each). The card
// notation itself lives in cards/gang-of-four.ts.

/** Combination kinds (German "Welche Kombinationen dürfen ausgespielt werden?"). */
export const COMBO_TYPES = [
  'single',
  'pair',
  'triple',
  'straight',
  'flush',
  'full-house',
  'straight-flush',
  'gang',
] as const;
export type ComboType = (typeof COMBO_TYPES)[number];

/** The five-card combinations, low to high ("Straight Flush > Full House > Flush > Straße"). */
export const FIVE_CARD_TYPES = [
  'straight',
  'flush',
  'full-house',
  'straight-flush',
] as const satisfies readonly ComboType[];
export type FiveCardType = (typeof FIVE_CARD_TYPES)[number];

/** Directions of play ("Spielrichtung": round 1 counter-clockwise, then alternating). */
export const DIRECTIONS = ['counter-clockwise', 'clockwise'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** Game phases: the card exchange, play, the score sheet between rounds, the end. */
export const PHASES = ['exchange', 'play', 'round-end', 'over'] as const;
export type Phase = (typeof PHASES)[number];

/** "Last card": announced by the table (default) or called by the player, for purists. */
export const LAST_CARD_MODES = ['automatic', 'called'] as const;
export type LastCardMode = (typeof LAST_CARD_MODES)[number];

/** Stopping a last-card player: advice (Korean edition, default) or a duty (German edition). */
export const DEFENCE_MODES = ['advice', 'enforced'] as const;
export type DefenceMode = (typeof DEFENCE_MODES)[number];

/** Which tied loser gives: nearest the winner clockwise (Korean, default) or counter-clockwise
 * (German). */
export const LOSER_TIE_MODES = ['clockwise', 'counter-clockwise'] as const;
export type LoserTieMode = (typeof LOSER_TIE_MODES)[number];

/** Every intent type. */
export const INTENT_TYPES = ['play', 'pass', 'give', 'continue'] as const;
export type IntentType = (typeof INTENT_TYPES)[number];

/** Every reason an intent is refused (stable codes the UI translates). */
export const REASONS = [
  'malformed',
  'unknown-intent',
  'not-a-player',
  'game-over',
  'wrong-phase',
  'not-your-turn',
  'out-of-round',
  'not-in-hand',
  'not-a-combination',
  'must-include-1m',
  'wrong-count',
  'does-not-beat',
  'identical-play',
  'must-lead',
  'must-defend',
] as const;
export type Reason = (typeof REASONS)[number];

/** Cards dealt to each player, with 3 or 4 players ("Karten verteilen"). */
export const HAND_SIZE = 16;

/** The game ends after a round in which someone reaches this total ("Wertung"). */
export const GAME_END_SCORE = 100;
