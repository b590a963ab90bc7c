// Gangsta!'s cards and sums in short words, in the reader's language: what a card says, for hover
// titles, screen readers, the text table and the log. Numbers through Intl.
import type { Skill } from '../../../engine/games/gangsta/cards.ts';
import {
  bossCard,
  gangsterCard,
  heistCard,
  snitchCard,
} from '../../../engine/games/gangsta/catalogue.ts';
import { i18n } from '../../i18n.ts';
import { SKILL_TEXT, cardName, say } from './texts.ts';

/** Words side by side, as a short list ('Enforcer, Hacker'): the separator is the reader's
 * language's (Intl's unit lists run Korean words together with bare spaces). */
export function unitList(items: readonly string[]): string {
  return items.join(say('words.separator'));
}

/** 'Enforcer ×2, Hacker': skills in the order given, repeats counted. */
export function skillList(skills: readonly Skill[]): string {
  const counts = new Map<Skill, number>();
  for (const k of skills) counts.set(k, (counts.get(k) ?? 0) + 1);
  return unitList(
    [...counts].map(([k, n]) =>
      n > 1 ? say('words.skillTimes', { skill: SKILL_TEXT[k].name, n }) : SKILL_TEXT[k].name,
    ),
  );
}

/** '$5'. */
export const dollars = (n: number): string => say('words.dollars', { n });

/** '3★'. */
export const stars = (n: number): string => say('words.stars', { n });

/** A reward: money or influence. */
const amount = (r: { kind: string; amount: number }): string =>
  r.kind === 'cash' ? dollars(r.amount) : stars(r.amount);

/** A heist's rewards: 'pays $4 and 2★; extra +$1; cooperative: +$2 to everyone taking part'. */
export function heistRewards(id: string): string {
  const h = heistCard(id);
  if (!h) return '';
  const parts = [say('words.pays', { money: dollars(h.money), influence: stars(h.influence) })];
  const e = h.extra;
  if (e?.kind === 'cash' || e?.kind === 'influence') {
    parts.push(say('words.extra', { amount: amount(e) }));
  }
  if (e?.kind === 'getaway') parts.push(say('words.getaway'));
  if (e?.kind === 'recruit') parts.push(say('words.freeRecruit'));
  if (h.coop) parts.push(say('words.coop', { amount: amount(h.coop) }));
  return parts.join('; ');
}

/** cardWords' lines by language and card: a Gangsta! scene words each card on the table (its
 * label) every time it is built, through several i18next look-ups a card, which were most of the
 * scene's time (scene.test.ts's whole games: 5.8 of 7.7 s building scenes). Emptied when a
 * catalog arrives or goes (a language's words loaded, again or removed). */
const worded = new Map<string, string>();
const forget = () => worded.clear();
i18n.store.on('added', forget);
i18n.store.on('removed', forget);

/** A card in a line: 'Sonny: $3, Leader, 0★'. */
export function cardWords(id: string): string {
  const key = `${i18n.language}:${id}`;
  let line = worded.get(key);
  if (line === undefined) worded.set(key, (line = wordsOfCard(id)));
  return line;
}

function wordsOfCard(id: string): string {
  const name = cardName(id);
  const g = gangsterCard(id);
  if (g) {
    return say('words.gangster', {
      name,
      cost: dollars(g.cost),
      skills: skillList(g.skills),
      influence: stars(g.influence),
    });
  }
  const b = bossCard(id);
  if (b) {
    return say('words.boss', { name, skills: skillList(b.skills), influence: stars(b.influence) });
  }
  const h = heistCard(id);
  if (h) {
    return say('words.heist', { name, skills: skillList(h.requires), rewards: heistRewards(id) });
  }
  const s = snitchCard(id);
  if (s) return say('words.snitch', { name, count: s.informants });
  return name;
}

/** A heist's rewards beyond money and influence, as a card prints them: '+$1', 'Co-op +$2 each'. */
export function rewardWords(id: string): { extra: string | null; coop: string | null } {
  const h = heistCard(id);
  if (!h) return { extra: null, coop: null };
  const e = h.extra;
  const extra =
    e === null
      ? null
      : e.kind === 'cash' || e.kind === 'influence'
        ? say('words.printed.plus', { amount: amount(e) })
        : e.kind === 'getaway'
          ? say('words.printed.getaway')
          : say('words.printed.recruit');
  const coop = h.coop ? say('words.printed.coop', { amount: amount(h.coop) }) : null;
  return { extra, coop };
}
