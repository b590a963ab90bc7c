// The Gang's cards and modes in short rulebook English (rulebook pp. 14–19), for the DOM view.
import type { Category } from '../../../engine/cards/hand-eval.ts';
import type { Challenge, Mode, Specialist } from '../../../engine/games/the-gang/vocabulary.ts';

export interface CardText {
  readonly name: string;
  readonly text: string;
}

/** Challenge cards 1–10. */
export const CHALLENGE_TEXT: Record<Challenge, CardText> = {
  'quick-access': {
    name: 'Quick Access',
    text: 'No white chips: the heist starts with the flop.',
  },
  'noise-sensors': {
    name: 'Noise Sensors',
    text: 'The 1★ white, yellow and orange chips are dark: once taken they never change hands.',
  },
  'motion-detector': {
    name: 'Motion Detector',
    text: 'If the flop shows a J, Q or K, the holder of the 1★ white chip redraws their hand.',
  },
  'retina-scan': {
    name: 'Retina Scan',
    text: 'Before the top red chip’s hand is shown, the others guess one of its card values.',
  },
  'hasty-getaway': {
    name: 'Hasty Getaway',
    text: 'No orange chips: the turn and the river come out together.',
  },
  'ventilation-shaft': {
    name: 'Ventilation Shaft',
    text: 'The top white, yellow and orange chips are dark: once taken they never change hands.',
  },
  'laser-tripwires': {
    name: 'Laser Tripwires',
    text: 'If the flop shows no J, Q or K, the holder of the top white chip redraws their hand.',
  },
  blackout: {
    name: 'Blackout',
    text: 'From the flop on, the chips of earlier rounds are hidden: remember who held what.',
  },
  'fingerprint-scan': {
    name: 'Fingerprint Scan',
    text: 'Before the top red chip’s hand is shown, the others guess its hand ranking.',
  },
  'security-cameras': {
    name: 'Security Cameras',
    text: 'Everyone gets three cards in hand; the best five of all eight count.',
  },
};

/** Specialist cards 1–10. */
export const SPECIALIST_TEXT: Record<Specialist, CardText> = {
  informant: {
    name: 'Informant',
    text: 'The gang decides: one player secretly shows one of their cards to another.',
  },
  'getaway-driver': {
    name: 'Getaway Driver',
    text: 'The gang decides: one player announces their current hand ranking.',
  },
  investor: {
    name: 'Investor',
    text: 'At the deal, everyone announces how many J, Q and K they hold.',
  },
  mastermind: {
    name: 'Mastermind',
    text: 'The gang decides: one player says how many cards of a named value they hold.',
  },
  hacker: {
    name: 'Hacker',
    text: 'The gang decides: one player draws a card, then discards one face down.',
  },
  coordinator: {
    name: 'Coordinator',
    text: 'After the deal, everyone passes one card to the player on their left at once.',
  },
  jack: {
    name: 'Jack',
    text: 'The gang decides: one player takes the suitless Jack and discards another card.',
  },
  'math-whiz': {
    name: 'Math Whiz',
    text: 'At the deal, everyone announces their cards’ sum (J, Q, K 10; A 11).',
  },
  'con-artist': {
    name: 'Con Artist',
    text: 'After a look, all hands are gathered, shuffled and dealt again.',
  },
  muscle: {
    name: 'Muscle',
    text: 'The gang decides: one player’s hand beats every other hand of the same ranking.',
  },
};

/** Play modes for the lobby. */
export const MODE_TEXT: Record<Mode, CardText> = {
  basic: { name: 'Basic', text: 'The pure game: chips and cards, no extra cards.' },
  advanced: {
    name: 'Advanced',
    text: 'A challenge after each success, a specialist after each failure.',
  },
  professional: {
    name: 'Professional',
    text: 'Advanced, plus one random challenge that stays for the whole game.',
  },
  'master-thief': {
    name: 'Master Thief',
    text: 'Two challenges at all times, no specialists, and two alarms lose.',
  },
};

/** Poker hand rankings as a player says them. */
export const CATEGORY_TEXT: Record<Category, string> = {
  'high-card': 'High card',
  pair: 'One pair',
  'two-pair': 'Two pair',
  'three-of-a-kind': 'Three of a kind',
  straight: 'Straight',
  flush: 'Flush',
  'full-house': 'Full house',
  'four-of-a-kind': 'Four of a kind',
  'straight-flush': 'Straight flush',
  'royal-flush': 'Royal flush',
};

const SUIT_NAME: Record<string, string> = { c: 'clubs', d: 'diamonds', h: 'hearts', s: 'spades' };
const RANK_NAME: Record<string, string> = { T: '10', J: 'jack', Q: 'queen', K: 'king', A: 'ace' };

/** A card in words, for screen readers and labels: 'ace of spades', '10 of hearts'. */
export function cardSpeech(token: string): string {
  if (token === 'J*') return 'the Jack specialist, a jack of no suit';
  const r = token[0] ?? '?';
  return `${RANK_NAME[r] ?? r} of ${SUIT_NAME[token[1] ?? ''] ?? 'no suit'}`;
}
