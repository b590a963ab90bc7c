// The Gang's cards and modes in the reader's language, for the DOM view and the table: each
// entry reads the catalog (src/i18n/games/the-gang/<lang>.ts) when it is read, so a switch of
// language shows at the next render.
import { CATEGORIES, type Category } from '../../../engine/cards/hand-eval.ts';
import {
  CHALLENGES,
  MODES,
  SPECIALISTS,
  type Challenge,
  type Mode,
  type Specialist,
} from '../../../engine/games/the-gang/vocabulary.ts';
import { tCode } from '../../i18n.ts';

export interface CardText {
  readonly name: string;
  readonly text: string;
}

const ns = 'the-gang';
const say = (key: string, options: Record<string, unknown> = {}): string =>
  tCode(key, { ns, ...options }) ?? key;

/** Name and text of `group.id`, read in the reader's language at each access. */
function cardTexts<K extends string>(group: string, ids: readonly K[]): Record<K, CardText> {
  return Object.fromEntries(
    ids.map((id) => [
      id,
      {
        get name() {
          return say(`${group}.${id}.name`);
        },
        get text() {
          return say(`${group}.${id}.text`);
        },
      },
    ]),
  ) as Record<K, CardText>;
}

/** Challenge cards 1–10. */
export const CHALLENGE_TEXT: Record<Challenge, CardText> = cardTexts('challenges', CHALLENGES);

/** Specialist cards 1–10. */
export const SPECIALIST_TEXT: Record<Specialist, CardText> = cardTexts('specialists', SPECIALISTS);

/** Play modes for the lobby. */
export const MODE_TEXT: Record<Mode, CardText> = cardTexts('modes', MODES);

/** Poker hand rankings as a player says them (the rulebook's names). */
export const CATEGORY_TEXT: Record<Category, string> = Object.defineProperties(
  {},
  Object.fromEntries(
    CATEGORIES.map((c) => [c, { get: () => say(`categories.${c}`), enumerable: true }]),
  ),
) as Record<Category, string>;

/** A card in words, for screen readers and labels: 'ace of spades', '10 of hearts'. */
export function cardSpeech(token: string): string {
  if (token === 'J*') return say('cards.jackSpecialist');
  const r = token[0] ?? '?';
  const rank = tCode(`cards.ranks.${r}`, { ns }) ?? r;
  const suit = tCode(`cards.suits.${token[1] ?? ''}`, { ns }) ?? say('cards.noSuit');
  return say('cards.speech', { rank, suit });
}
