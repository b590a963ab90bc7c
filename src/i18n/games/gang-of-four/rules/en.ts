// Gang of Four's rules reference and first-game hints in English (from the German and Korean
// rulebooks and the project's digest of them, shared/rules/gang-of-four.md): merged into the
// 'gang-of-four' namespace under `rules`.

export const rules = {
  play: {
    title: 'A round',
    goal: 'Be the first to play all your cards. The others score penalty points for the cards they still hold.',
    turn: 'On your turn, play a higher combination with the same number of cards, or pass. A player who passed may play again next time round.',
    trick:
      'When everyone else has passed, the cards are put aside face down and whoever played last leads anything.',
    first:
      'Round 1: whoever holds the multicoloured 1 leads, and the lead must contain it. Play changes direction every round.',
    exchange:
      'From round 2: the loser of the last round gives the winner their highest card; the winner gives back any card.',
    lastCard:
      'Down to one card: “Last card!” is called. The player just before them should stop them: on singles with their highest card or a gang, and by leading several cards.',
  },
  combos: {
    title: 'Combinations, low to high',
    names: {
      single: 'Single card',
      pair: 'Pair',
      triple: 'Three of a kind',
      straight: 'Straight',
      flush: 'Flush',
      'full-house': 'Full house',
      'straight-flush': 'Straight flush',
      gang: 'Gang of Four, Five, Six, Seven',
    },
    what: {
      single: 'Any one card.',
      pair: 'Two cards of one number, or the two phoenixes (the highest pair).',
      triple: 'Three cards of one number.',
      straight: 'Five numbers in a row, any colours. The 1 is low only: 8-9-10-1-2 is no straight.',
      flush: 'Five cards of one colour.',
      'full-house': 'Three of a kind and a pair: the three decide.',
      'straight-flush': 'Five numbers in a row, all of one colour.',
      gang: 'Four, five or six cards of one number, or all seven 1s: a bomb that beats any other combination, whatever its number of cards. A bigger gang beats a smaller one; the same size, the higher number.',
    },
    fives: 'Five-card combinations: straight < flush < full house < straight flush.',
    order:
      'The same kind: the highest number wins; on a tie, its colour (green < yellow < red); then the next card. A combination equal to the one on the table may not be played.',
  },
  special: {
    title: 'Special cards',
    dragon: 'The dragon: the highest single card; only ever played alone.',
    phoenix:
      'The phoenixes: the highest singles after the dragon (yellow above green); together the highest pair, or the pair of a full house; nothing else.',
    multi:
      'The multicoloured 1: the highest 1; in a combination it stands for a 1 of any colour (in a flush, for example).',
  },
  scoring: {
    title: 'Scoring',
    intro: 'The round ends when one player has no cards left. Each other player scores:',
    cards: 'Cards left',
    points: 'Points per card',
    all: '{{points}} in all',
    end: 'The game ends when someone has 100 points or more: the lowest total wins.',
  },
  hint: {
    lead: 'You lead: play any single card or combination.',
    lead1M: 'You lead: play the multicoloured 1, alone or in a combination.',
    beat: 'Play a combination higher than the trick, with as many cards (or a gang), or pass.',
    wait: 'Wait for your turn: the others play or pass.',
    give: 'You won the last round: give the loser any one card back.',
    exchange: 'The cards are being exchanged: the loser gives the winner their highest card.',
    roundEnd: 'Round over: the cards left in hand score penalty points.',
  },
};
