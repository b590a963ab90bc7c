// Gang of Four's reason codes in plain English (src/engine/games/gang-of-four/vocabulary.ts
// REASONS and table.ts TABLE_REASONS; the codes every game shares live in src/ui/reasons.ts).

export const GOF_REASONS: Readonly<Record<string, string>> = {
  'not-your-turn': 'It is not your turn.',
  'wrong-phase': 'That is not possible at this point of the round.',
  'out-of-round': 'You forgot to call “Last card!”: you are out of this round.',
  'not-in-hand': 'Those cards are not all in your hand.',
  'not-a-combination':
    'Those cards make no combination: a single, a pair, three of a kind, five cards (straight, flush, full house, straight flush) or a gang.',
  'must-include-1m': 'The first lead of the game must include the multicoloured 1.',
  'wrong-count': 'Play as many cards as the combination on the table, or a gang.',
  'does-not-beat': 'That does not beat the combination on the table.',
  'identical-play': 'That has the same value as the combination on the table: it must be higher.',
  'must-lead': 'You lead this trick: play any combination (leading, you cannot pass).',
  'must-defend':
    'The next player holds one card: you must stop them (on singles your highest card or a gang; leading, several cards).',
  'no-such-object': 'Only your own hand can be picked up here.',
  'not-your-hand': 'Those are not your cards.',
  'nothing-selected': 'Select cards in your hand first, then drag them.',
  'play-in-centre': 'Drop your cards in the middle of the table to play them.',
  'give-one-card': 'Give exactly one card.',
  'give-to-loser': 'Drop the card before the player who gave you theirs, or in the middle.',
  'off-table': 'Drop your cards on the table: in the middle to play them.',
};
