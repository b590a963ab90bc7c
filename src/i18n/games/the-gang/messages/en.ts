// The Gang's messages in English, in short rulebook words (rulebook pp. 14–19): the reference
// catalog of the 'the-gang' namespace (its shape types the keys).
import { rules } from '../rules/en.ts';

export const en = {
  rules,
  info: {
    name: 'The Gang',
    kind: 'Cooperative poker',
    blurb:
      'Rank your hands with star chips, without a word, and crack three vaults before the alarm goes off three times.',
  },
  challenges: {
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
  },
  specialists: {
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
  },
  modes: {
    basic: {
      name: 'Basic',
      text: 'The pure game: chips and cards, no extra cards.',
    },
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
  },
  categories: {
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
  },
  cards: {
    suits: {
      c: 'clubs',
      d: 'diamonds',
      h: 'hearts',
      s: 'spades',
    },
    ranks: {
      T: '10',
      J: 'jack',
      Q: 'queen',
      K: 'king',
      A: 'ace',
    },
    speech: '{{rank}} of {{suit}}',
    noSuit: 'no suit',
    jackSpecialist: 'the Jack specialist, a jack of no suit',
  },
  reasons: {
    'not-in-front-of-others': 'Chips only go in front of yourself.',
    'not-this-round': "That chip is not this round's colour.",
    'no-such-chip': 'That chip is not there any more.',
    'already-yours': 'You already hold that chip.',
    'already-holding-colour': 'You already hold a chip of this colour: return it first.',
    'chip-locked': 'Dark chips never change hands once taken.',
    'not-your-chip': 'That is not your chip.',
    'specialist-not-active': 'That specialist is not in play.',
    'specialist-used': 'The specialist has been used this heist.',
    'pending-step': 'Someone still has a step to take first.',
    'bad-target': 'Pick another player to show the card to.',
    'no-such-guess': 'That guess is not needed.',
    'not-a-guesser': 'You do not take part in this decision.',
    'stale-proposal': 'That proposal is no longer open.',
    'already-agreed': 'You already agreed.',
    'nothing-to-do': 'There is nothing for you to do here.',
    'card-not-in-pocket': 'That card is not in your hand.',
    'cannot-discard-jack': 'Keep the Jack: discard one of your other cards.',
    'already-confirmed': 'You are already ready for the reveal.',
    'wrong-phase': 'That is not possible at this point of the heist.',
    'off-table': 'Put it down on the table: in front of you, or in the centre.',
  },
};
