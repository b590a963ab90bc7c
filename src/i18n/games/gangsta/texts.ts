// Gangsta!'s player-facing words, read from the 'gangsta' namespace in the reader's language at
// each access: the skills, the chapters (one set for the screens, the table and the rules
// reference), how a game ends, and a name for every boss, gangster, heist and snitch of the
// project's card set (src/engine/games/gangsta/cards.ts has only numbers; names/<lang>.ts).
import type { Skill } from '../../../engine/games/gangsta/cards.ts';
import {
  CHAPTERS,
  type Chapter,
  type EndReason,
} from '../../../engine/games/gangsta/vocabulary.ts';
import { tCode } from '../../i18n.ts';

/** A message of the 'gangsta' namespace (the key itself if the catalogs have none). */
export const say = (key: string, options: Record<string, unknown> = {}): string =>
  tCode(key, { ns: 'gangsta', ...options }) ?? key;

/** Getters that read `key(k)` for each of `keys` at each access. */
function live<K extends string, V>(keys: readonly K[], value: (k: K) => V): Record<K, V> {
  return Object.defineProperties(
    {},
    Object.fromEntries(keys.map((k) => [k, { get: () => value(k), enumerable: true }])),
  ) as Record<K, V>;
}

export interface SkillText {
  readonly name: string;
  /** Its symbol on the cards, in words (for screen readers and the legend). */
  readonly symbol: string;
  /** What it does, in one line. */
  readonly text: string;
}

/** The six skills: colour, symbol and use (the card set's design note). */
export const SKILL_TEXT: Record<Skill, SkillText> = live(
  ['leader', 'informant', 'mercenary', 'enforcer', 'hacker', 'driver'] as const,
  (k) => ({
    name: say(`skills.${k}.name`),
    symbol: say(`skills.${k}.symbol`),
    text: say(`skills.${k}.text`),
  }),
);

export interface ChapterText {
  readonly numeral: string;
  readonly name: string;
  /** How the chapter ends and what happens then. */
  readonly ends: string;
}

/** The three chapters (rulebook "Chapters"). */
export const CHAPTER_TEXT: Record<Chapter, ChapterText> = live(CHAPTERS, (c) => ({
  numeral: say(`chapters.${c}.numeral`),
  name: say(`chapters.${c}.name`),
  ends: say(`chapters.${c}.ends`),
}));

/** How a game ended. */
export const END_TEXT: Record<EndReason, string> = live(
  ['ninth-gangster', 'third-snitch', 'deck-out'] as const,
  (r) => say(`ends.${r}`),
);

/** The name of any card of the set, by id (the id itself if it names none). */
export function cardName(id: string): string {
  return tCode(`names.${id}`, { ns: 'gangsta' }) ?? id;
}
