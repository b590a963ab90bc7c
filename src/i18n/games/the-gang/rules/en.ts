// The Gang's rules reference and first-game hints in English (rulebook pp. 4–13: a heist, the
// chips, the showdown, the hand ranking): merged into the 'the-gang' namespace under `rules`.
// The challenges' and specialists' texts are the namespace's own (`challenges`, `specialists`).

export const rules = {
  heist: {
    title: 'A heist',
    goal: 'Together, crack three vaults before the alarm goes off three times (twice in Master Thief mode). A game is 3 to 5 heists of four rounds.',
    rounds: {
      '1': 'Pre-flop: everyone gets two pocket cards; take a white chip.',
      '2': 'Flop: three community cards come up; take a yellow chip.',
      '3': 'Turn: a fourth community card; take an orange chip.',
      '4': 'River: the fifth community card; take a red chip.',
    },
    chips:
      'A chip’s stars say how strong you think your hand is within the gang: the most stars, the strongest hand. There are no turns and no talking: take any chip of this round from the centre or from another player, or put yours back. A round ends when everyone has one.',
    showdown:
      'Showdown: only the red chips count. Hands are shown from 1 star up; if each is at least as strong as the one before, a vault is cracked, otherwise the alarm goes off.',
  },
  ranking: {
    title: 'Hand ranking',
    intro:
      'Your hand is the best five of your seven cards (two in hand, five on the table). Strongest first. Suits never break a tie; the ace is high, or low in A-2-3-4-5.',
    tie: 'Same ranking: the higher cards decide (the pair first, then the kickers).',
    what: {
      'royal-flush': 'A, K, Q, J and 10 of one suit.',
      'straight-flush': 'Five values in a row, all of one suit.',
      'four-of-a-kind': 'Four cards of one value.',
      'full-house': 'Three of a kind and a pair.',
      flush: 'Five cards of one suit.',
      straight: 'Five values in a row.',
      'three-of-a-kind': 'Three cards of one value.',
      'two-pair': 'Two pairs.',
      pair: 'Two cards of one value.',
      'high-card': 'None of the above: the highest card counts.',
    },
  },
  cards: {
    title: 'Challenges and specialists',
    mode: 'This table plays {{mode}}: {{text}}',
    now: 'In play this heist',
    none: 'No challenge or specialist card is in play this heist.',
    challenge: 'Challenge',
    specialist: 'Specialist',
    wholeGame: 'for the whole game',
    used: 'used',
    challenges: 'Challenges that may come up',
    specialists: 'Specialists that may come up',
  },
  hint: {
    take: 'Take a chip: the star count says how strong you think your hand is.',
    swap: 'You have a chip. Swap it if your hand looks stronger or weaker than that; the round ends when everyone has one.',
    confirm: 'Everyone has a red chip: confirm when you are ready for the showdown.',
    coordinate: 'Choose a card to pass to the player on your left.',
    step: 'A specialist asks something of you: see your panel.',
    guess: 'Agree with the gang on a guess about the last hand.',
    showdown:
      'The hands are shown from the lowest red chip up: each must be at least as strong as the one before.',
  },
};
