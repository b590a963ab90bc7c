// How The Gang's tokens read on screen: cards ('Th' → 10♥), chips ('R4' → red, 4 stars),
// and hand categories. Pure, so they are tested alone.
import type { Category } from '../../../engine/cards/hand-eval.ts';
import { COLOURS, parseChip, type Colour } from '../../../engine/games/the-gang/vocabulary.ts';
import { CATEGORY_TEXT } from '../../../i18n/games/the-gang/texts.ts';
import { t } from '../../../i18n/i18n.ts';

const SUIT_SYMBOL: Record<string, string> = { c: '♣', d: '♦', h: '♥', s: '♠' };
/** A card as printed: 'A♠', '10♥', and the suitless Jack specialist as 'J (no suit)'. */
export function cardLabel(token: string): string {
  if (token === 'J*') return t('ui.noSuitCard', { ns: 'the-gang' });
  return `${rankLabel(token[0] ?? '?')}${SUIT_SYMBOL[token[1] ?? ''] ?? '?'}`;
}

/** A rank letter as printed ('T' → '10'). */
export function rankLabel(rank: string): string {
  return rank === 'T' ? '10' : rank;
}

/** Red suits print red. */
export function cardIsRed(token: string): boolean {
  return token[1] === 'h' || token[1] === 'd';
}

export type ChipColour = Colour;

/** A chip token ('W3', 'R6') read as colour and stars, or null. */
export function chipParts(token: string): { colour: ChipColour; stars: number } | null {
  const p = parseChip(token);
  return p && { colour: p.colour, stars: p.stars };
}

/** 'R4' → '4★' (short) or 'red chip, 4 stars' (speech, in the reader's language). */
export function chipLabel(token: string, speech = false): string {
  const p = chipParts(token);
  if (!p) return token;
  if (!speech) return `${p.stars}★`;
  const chip = t(`ui.chip.${p.colour}`, { ns: 'the-gang' });
  return t('ui.chipSpeech', { ns: 'the-gang', chip, count: p.stars });
}

/** A chip said by a screen reader, with ', dark' when it is one of the dark chips. */
export function chipSpeech(token: string, dark: boolean): string {
  const chip = chipLabel(token, true);
  return dark ? t('ui.chipDark', { ns: 'the-gang', chip }) : chip;
}

/** A chip colour's round (1–4): the pips a chip wears so its colour is never the only sign. */
export function chipRound(colour: ChipColour): number {
  return COLOURS.indexOf(colour) + 1;
}

/** Round number (1–4) to its chip colour. */
export function roundColour(round: number): ChipColour {
  return COLOURS[Math.min(3, Math.max(0, round - 1))]!;
}

/** A hand category as a player says it. */
export function categoryName(category: string): string {
  return CATEGORY_TEXT[category as Category] ?? category;
}
