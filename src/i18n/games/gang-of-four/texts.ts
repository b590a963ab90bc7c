// Gang of Four in plain English: card and combination names as players say them ("full house,
// 7s over phoenixes"), the table options with what they change, and the log's sentences. The
// screens and the 3D table's labels read these; the rules know nothing of them.
import {
  gofColour,
  gofNumber,
  parseGofCard,
  type GofColour,
} from '../../../engine/games/gang-of-four/cards.ts';
import type {
  ComboType,
  DefenceMode,
  LastCardMode,
  LoserTieMode,
} from '../../../engine/games/gang-of-four/vocabulary.ts';
import type { GofLogEntry } from '../../../engine/games/gang-of-four/index.ts';

/** Colour names by letter. */
export const COLOUR_NAME: Readonly<Record<GofColour, string>> = {
  G: 'green',
  Y: 'yellow',
  R: 'red',
};

/** A card in words: 'red 5', 'green 10', 'multicoloured 1', 'yellow phoenix', 'dragon'. */
export function cardName(token: string): string {
  switch (token) {
    case '1M':
      return 'multicoloured 1';
    case 'PG':
      return 'green phoenix';
    case 'PY':
      return 'yellow phoenix';
    case 'DR':
      return 'dragon';
  }
  const c = parseGofCard(token);
  return `${COLOUR_NAME[gofColour(c)!]} ${gofNumber(c)}`;
}

/** A combination kind with its article: 'a single', 'a pair', 'a full house'. */
export const COMBO_KIND: Readonly<Record<ComboType, string>> = {
  single: 'a single card',
  pair: 'a pair',
  triple: 'three of a kind',
  straight: 'a straight',
  flush: 'a flush',
  'full-house': 'a full house',
  'straight-flush': 'a straight flush',
  gang: 'a gang',
};

const GANG_SIZE = ['', '', '', '', 'four', 'five', 'six', 'seven'];
const plural = (n: number) => `${n}s`;

/** A combination in words, from its kind and its cards high to low (a full house: the triple
 * first), as the rules report it: 'pair of 7s', 'full house, 7s over phoenixes',
 * 'green straight flush, 3 to 7', 'gang of four 5s'. */
export function comboName(type: ComboType, cards: readonly string[]): string {
  const nums = cards.map((t) => gofNumber(parseGofCard(t)));
  const top = nums[0] ?? null;
  const low = nums[nums.length - 1] ?? null;
  const colour = () => {
    const plain = cards.find((t) => t !== '1M');
    return plain ? COLOUR_NAME[gofColour(parseGofCard(plain))!] : 'multicoloured';
  };
  switch (type) {
    case 'single':
      return cards[0] === 'DR' ? 'the dragon' : cardName(cards[0] ?? '');
    case 'pair':
      return top === null ? 'the phoenix pair' : `pair of ${plural(top)}`;
    case 'triple':
      return `three ${plural(top!)}`;
    case 'straight':
      return `straight, ${low} to ${top}`;
    case 'flush':
      return `${colour()} flush, ${top} high`;
    case 'full-house': {
      const pair = nums[3] ?? null;
      return `full house, ${plural(top!)} over ${pair === null ? 'phoenixes' : plural(pair)}`;
    }
    case 'straight-flush':
      return `${colour()} straight flush, ${low} to ${top}`;
    case 'gang':
      return `gang of ${GANG_SIZE[cards.length] ?? cards.length} ${plural(top!)}`;
  }
}

/** An option's choice: its name and what it means at the table. */
export interface OptionText {
  readonly name: string;
  readonly text: string;
}

/** "Last card": who calls it. */
export const LAST_CARD_TEXT: Readonly<Record<LastCardMode, OptionText>> = {
  automatic: {
    name: 'Called by the table',
    text: 'When a player plays down to one card, the table calls “Last card!” for them.',
  },
  called: {
    name: 'Players call it themselves',
    text: 'For purists: tick “Last card!” with the play that leaves you one card. Forget it and you are out of the round, with 1 penalty point.',
  },
};

/** Stopping a player who is down to one card. */
export const DEFENCE_TEXT: Readonly<Record<DefenceMode, OptionText>> = {
  advice: {
    name: 'Advice (2018 edition)',
    text: 'When the next player holds one card, the table reminds you to stop them (on singles, your highest card or a gang; when leading, several cards). You may ignore it.',
  },
  enforced: {
    name: 'Obligation (German edition)',
    text: 'When the next player holds one card you must stop them: on singles play your highest card or a gang if either beats the table, and lead with several cards.',
  },
};

/** Who gives the card when several players tie for the most penalty points. */
export const LOSER_TIE_TEXT: Readonly<Record<LoserTieMode, OptionText>> = {
  clockwise: {
    name: 'Clockwise (2018 edition)',
    text: 'Tied losers: the higher total gives; still tied, the one seated nearest the winner going clockwise.',
  },
  'counter-clockwise': {
    name: 'Counter-clockwise (German edition)',
    text: 'Tied losers: the higher total gives; still tied, the one seated nearest the winner going counter-clockwise.',
  },
};

/** The direction of play, as the table says it (seat + 1 sits on your left). */
export const DIRECTION_TEXT = {
  clockwise: { name: 'Clockwise', arrow: '↻', side: 'to the left' },
  'counter-clockwise': { name: 'Counter-clockwise', arrow: '↺', side: 'to the right' },
} as const;

/** One line of the round's log, or null for a line not worth a sentence. */
export function logText(e: GofLogEntry, name: (seat: number) => string): string | null {
  switch (e.e) {
    case 'deal':
      return `Round ${e.round}: ${name(e.dealer)} deals; play goes ${DIRECTION_TEXT[e.direction].name.toLowerCase()}.`;
    case 'exchange':
      return `${name(e.from)} gives ${name(e.to)} the ${cardName(e.card)}.`;
    case 'play':
      return `${name(e.seat)} plays ${e.count === 1 ? 'a card' : `${e.count} cards`}.`;
    case 'pass':
      return `${name(e.seat)} passes.`;
    case 'trick':
      return `Trick over (${e.cards} cards to the pile): ${name(e.leader)} leads.`;
    case 'last-card':
      return `${name(e.seat)}: “Last card!”`;
    case 'forgot-last-card':
      return `${name(e.seat)} forgot to call “Last card!” and is out of the round.`;
    case 'round-end':
      return `${name(e.winner)} played their last card: round ${e.round} is over.`;
    case 'game-over':
      return `Game over: ${e.winners.map(name).join(' and ')} ${e.winners.length === 1 ? 'wins' : 'win'}.`;
  }
}
