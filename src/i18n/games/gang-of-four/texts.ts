// Gang of Four in words: card and combination names as players say them, in the reader's
// language (messages/<lang>.ts, the rulebooks' terms) ("full house,
// 7s over phoenixes"), the table options with what they change, and the log's sentences. The
// screens and the 3D table's labels read these; the rules know nothing of them.
import {
  gofColour,
  gofNumber,
  parseGofCard,
  type GofColour,
} from '../../../engine/games/gang-of-four/cards.ts';
import {
  COMBO_TYPES,
  type ComboType,
  type DefenceMode,
  type LastCardMode,
  type LoserTieMode,
} from '../../../engine/games/gang-of-four/vocabulary.ts';
import type { GofLogEntry } from '../../../engine/games/gang-of-four/index.ts';
import { tCode } from '../../i18n.ts';

const ns = 'gang-of-four';
const say = (key: string, options: Record<string, unknown> = {}): string =>
  tCode(key, { ns, ...options }) ?? key;

/** Colour names by letter, in the reader's language (read at each access). */
export const COLOUR_NAME: Readonly<Record<GofColour, string>> = Object.defineProperties(
  {},
  Object.fromEntries(
    (['G', 'Y', 'R'] as const).map((c) => [
      c,
      { get: () => say(`colours.${c}`), enumerable: true },
    ]),
  ),
) as Record<GofColour, string>;

/** A card in words: 'red 5', 'green 10', 'multicoloured 1', 'yellow phoenix', 'dragon'. */
export function cardName(token: string): string {
  switch (token) {
    case '1M':
      return say('cards.multi');
    case 'PG':
      return say('cards.phoenix', { colour: COLOUR_NAME.G });
    case 'PY':
      return say('cards.phoenix', { colour: COLOUR_NAME.Y });
    case 'DR':
      return say('cards.dragon');
  }
  const c = parseGofCard(token);
  return say('cards.number', { colour: COLOUR_NAME[gofColour(c)!], n: gofNumber(c) });
}

/** A combination kind with its article: 'a single', 'a pair', 'a full house'. */
export const COMBO_KIND: Readonly<Record<ComboType, string>> = Object.defineProperties(
  {},
  Object.fromEntries(
    COMBO_TYPES.map((k) => [k, { get: () => say(`kinds.${k}`), enumerable: true }]),
  ),
) as Record<ComboType, string>;

/** A combination in words, from its kind and its cards high to low (a full house: the triple
 * first), as the rules report it: 'pair of 7s', 'full house, 7s over phoenixes',
 * 'green straight flush, 3 to 7', 'gang of four 5s' (in the rulebooks' words of each language). */
export function comboName(type: ComboType, cards: readonly string[]): string {
  const nums = cards.map((t) => gofNumber(parseGofCard(t)));
  const top = nums[0] ?? null;
  const low = nums[nums.length - 1] ?? null;
  const colour = () => {
    const plain = cards.find((t) => t !== '1M');
    return plain ? COLOUR_NAME[gofColour(parseGofCard(plain))!] : say('combos.multicoloured');
  };
  switch (type) {
    case 'single':
      return cards[0] === 'DR' ? say('combos.dragon') : cardName(cards[0] ?? '');
    case 'pair':
      return top === null ? say('combos.phoenixPair') : say('combos.pair', { n: top });
    case 'triple':
      return say('combos.triple', { n: top });
    case 'straight':
      return say('combos.straight', { low, top });
    case 'flush':
      return say('combos.flush', { colour: colour(), top });
    case 'full-house': {
      const pair = nums[3] ?? null;
      return pair === null
        ? say('combos.fullHousePhoenix', { top })
        : say('combos.fullHouse', { top, pair });
    }
    case 'straight-flush':
      return say('combos.straightFlush', { colour: colour(), low, top });
    case 'gang': {
      const size = tCode(`combos.gangSize.${cards.length}`, { ns }) ?? String(cards.length);
      return say('combos.gang', { size, n: top });
    }
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
