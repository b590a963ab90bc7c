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
import { locale, tCode } from '../../i18n.ts';

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

/** Each choice of option `key`, read in the reader's language at each access. */
function optionTexts<K extends string>(key: string, values: readonly K[]): Record<K, OptionText> {
  return Object.fromEntries(
    values.map((v) => [
      v,
      {
        get name() {
          return say(`options.${key}.${v}.name`);
        },
        get text() {
          return say(`options.${key}.${v}.text`);
        },
      },
    ]),
  ) as Record<K, OptionText>;
}

/** "Last card": who calls it. */
export const LAST_CARD_TEXT: Readonly<Record<LastCardMode, OptionText>> = optionTexts('lastCard', [
  'automatic',
  'called',
]);

/** Stopping a player who is down to one card. */
export const DEFENCE_TEXT: Readonly<Record<DefenceMode, OptionText>> = optionTexts('defence', [
  'advice',
  'enforced',
]);

/** Who gives the card when several players tie for the most penalty points. */
export const LOSER_TIE_TEXT: Readonly<Record<LoserTieMode, OptionText>> = optionTexts('loserTie', [
  'clockwise',
  'counter-clockwise',
]);

/** An option's label in the lobby ('“Last card!”', 'Tied losers'). */
export const optionLabel = (key: 'lastCard' | 'defence' | 'loserTie'): string =>
  say(`options.${key}.label`);

type Direction = 'clockwise' | 'counter-clockwise';

/** The direction of play, as the table says it (seat + 1 sits on your left): its name, its name
 * inside a sentence, its arrow and the side play goes to, in the reader's language. */
export const DIRECTION_TEXT: Readonly<
  Record<Direction, { name: string; lower: string; arrow: string; side: string }>
> = {
  clockwise: directionText('clockwise', '↻'),
  'counter-clockwise': directionText('counter-clockwise', '↺'),
};

function directionText(d: Direction, arrow: string) {
  return {
    arrow,
    get name() {
      return say(`directions.${d}.name`);
    },
    get lower() {
      return say(`directions.${d}.lower`);
    },
    get side() {
      return say(`directions.${d}.side`);
    },
  };
}

/** One line of the round's log, or null for a line not worth a sentence. */
export function logText(e: GofLogEntry, name: (seat: number) => string): string | null {
  switch (e.e) {
    case 'deal':
      return say('log.deal', {
        round: e.round,
        name: name(e.dealer),
        direction: DIRECTION_TEXT[e.direction].lower,
      });
    case 'exchange':
      return say('log.exchange', { from: name(e.from), to: name(e.to), card: cardName(e.card) });
    case 'play':
      return say('log.play', { name: name(e.seat), count: e.count });
    case 'pass':
      return say('log.pass', { name: name(e.seat) });
    case 'trick':
      return say('log.trick', { count: e.cards, name: name(e.leader) });
    case 'last-card':
      return say('log.lastCard', { name: name(e.seat) });
    case 'forgot-last-card':
      return say('log.forgot', { name: name(e.seat) });
    case 'round-end':
      return say('log.roundEnd', { name: name(e.winner), round: e.round });
    case 'game-over':
      return say(e.winners.length === 1 ? 'log.overOne' : 'log.overMany', {
        names: listOf(e.winners.map(name)),
      });
  }
}

/** 'Ann and Bo', 'Ann, Bo and Cy' in the reader's language (Intl.ListFormat). */
export function listOf(names: readonly string[]): string {
  return new Intl.ListFormat(locale(), { type: 'conjunction' }).format(names);
}
