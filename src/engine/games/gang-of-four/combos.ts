// Combinations and which one is higher (German "Welche Kombinationen dürfen ausgespielt
// werden?", "Wann ist eine Karte bzw. Kartenkombination höher als eine andere?"; Korean
// "카드 조합의 등급", "용 카드", "봉황 카드", "무지개 '1' 카드"). Pure functions of card numbers.
import {
  DRAGON,
  MULTI_ONE,
  PHOENIX_GREEN,
  PHOENIX_YELLOW,
  gofColour,
  gofNumber,
  type GofCard,
} from './cards.ts';
import { FIVE_CARD_TYPES, type ComboType, type FiveCardType } from './vocabulary.ts';

/**
 * A legal combination. Reading for ties the books leave open: "the highest number, then its
 * colour, then the second-highest card" is applied card by card all the way down (full house:
 * the triple's cards first, "hier entscheidet der Drilling", then the pair's; gangs: size, then
 * number, then colours, which only an abstract question can reach, as no deal holds two gangs
 * of one number).
 */
export interface Combo {
  readonly type: ComboType;
  /** The cards, high to low; a full house lists its triple, then its pair. */
  readonly cards: readonly GofCard[];
  /** What decides against a combination of the same type, compared element by element:
   * the cards high to low (the single-card order puts number before colour), a full house's
   * triple before its pair, a gang's size before its cards. */
  readonly key: readonly number[];
}

const isPhoenix = (c: GofCard) => c === PHOENIX_GREEN || c === PHOENIX_YELLOW;

/** Cards of one number only? (the multicoloured 1 is a 1: "eine Eins einer beliebigen Farbe") */
function sameNumber(cards: readonly GofCard[]): boolean {
  const n = gofNumber(cards[0]!);
  return n !== null && cards.every((c) => gofNumber(c) === n);
}

/** The combination `cards` form, or null when they form none. */
export function classify(cards: readonly GofCard[]): Combo | null {
  const n = cards.length;
  if (n === 0) return null;
  const hi = [...cards].sort((a, b) => b - a);
  const combo = (type: ComboType, ordered = hi): Combo => ({
    type,
    cards: ordered,
    key: type === 'gang' ? [n, ...ordered] : ordered,
  });
  // Any single card, the dragon included ("Einzelkarte (z. B. eine gelbe 3 oder der Drache)").
  if (n === 1) return combo('single');
  // "Der Drache … kann nur einzeln gespielt werden."
  if (hi.includes(DRAGON)) return null;
  // Phoenixes: together the highest pair, or the pair of a full house; "ansonsten … in keiner
  // anderen Kombination einsetzbar".
  if (hi.some(isPhoenix)) {
    if (!hi.includes(PHOENIX_GREEN) || !hi.includes(PHOENIX_YELLOW)) return null;
    if (n === 2) return combo('pair');
    const triple = hi.filter((c) => !isPhoenix(c));
    if (n === 5 && sameNumber(triple)) {
      return combo('full-house', [...triple, PHOENIX_YELLOW, PHOENIX_GREEN]);
    }
    return null;
  }
  if (sameNumber(hi)) {
    // Pairs, triples, and gangs of four to seven ("Gang of Seven (alle sieben 1er)").
    return combo(n === 2 ? 'pair' : n === 3 ? 'triple' : 'gang');
  }
  return n === 5 ? fiveCards(hi) : null;
}

/** Straight, flush, full house or straight flush, from five cards high to low, or null. */
function fiveCards(hi: GofCard[]): Combo | null {
  const nums = hi.map((c) => gofNumber(c)!);
  // Five consecutive numbers; 1 is low only: "Eine Folge wie 8, 9, 10, 1, 2 ist also nicht
  // möglich" (German "Die mehrfarbige Eins").
  const straight = new Set(nums).size === 5 && nums[0]! - nums[4]! === 4;
  // One colour; the multicoloured 1 stands for a 1 of any colour ("In einer Kombination kann
  // sie als Eins einer beliebigen Farbe verwendet werden"; the Korean names only the flush,
  // the German any combination, which includes the straight flush). In comparisons it keeps
  // its own place above the red 1 ("die höchste Eins").
  const colours = new Set(hi.filter((c) => c !== MULTI_ONE).map(gofColour));
  const flush = colours.size === 1;
  const counts = new Map<number, GofCard[]>();
  for (const c of hi) counts.set(gofNumber(c)!, [...(counts.get(gofNumber(c)!) ?? []), c]);
  const groups = [...counts.values()].sort((a, b) => b.length - a.length);
  const fullHouse = groups.length === 2 && groups[0]!.length === 3;
  const make = (type: ComboType, cards = hi): Combo => ({ type, cards, key: cards });
  // A set that is two kinds at once counts as the higher one (that is always the better play).
  if (straight && flush) return make('straight-flush');
  if (fullHouse) return make('full-house', [...groups[0]!, ...groups[1]!]);
  if (flush) return make('flush');
  if (straight) return make('straight');
  return null;
}

function lex(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a[i] !== b[i]) return a[i]! - b[i]!;
  }
  return a.length - b.length;
}

/**
 * Positive when `a` is higher than `b`, negative when lower, 0 when identical in value; null
 * when they cannot meet (different card counts, neither a gang). Gangs beat every other
 * combination and are beaten only by higher gangs ("Ausnahme: Gang-Kombinationen").
 */
export function compareCombos(a: Combo, b: Combo): number | null {
  const ga = a.type === 'gang';
  const gb = b.type === 'gang';
  if (ga !== gb) return ga ? 1 : -1;
  if (!ga && a.cards.length !== b.cards.length) return null;
  if (a.cards.length === 5 && !ga) {
    const d =
      FIVE_CARD_TYPES.indexOf(a.type as FiveCardType) -
      FIVE_CARD_TYPES.indexOf(b.type as FiveCardType);
    if (d !== 0) return d;
  }
  return lex(a.key, b.key);
}

/** Why `play` may not go on `table`, or null when it beats it. */
export function judgePlay(
  play: Combo,
  table: Combo,
): 'wrong-count' | 'does-not-beat' | 'identical-play' | null {
  const c = compareCombos(play, table);
  if (c === null) return 'wrong-count';
  // "Es ist nicht möglich, eine völlig identische Karte oder Kartenkombination zu legen."
  if (c === 0) return 'identical-play';
  return c < 0 ? 'does-not-beat' : null;
}

/** A total order for listing plays low to high: non-gangs by card count, then gangs. */
export function orderCombos(a: Combo, b: Combo): number {
  const ga = a.type === 'gang' ? 1 : 0;
  const gb = b.type === 'gang' ? 1 : 0;
  if (ga !== gb) return ga - gb;
  if (a.cards.length !== b.cards.length && !ga) return a.cards.length - b.cards.length;
  return compareCombos(a, b)!;
}
