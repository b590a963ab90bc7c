// Gangsta!'s cards and sums in short English: what a card says, for hover titles, screen readers,
// the text table and the log.
import type { Skill } from '../../../engine/games/gangsta/cards.ts';
import {
  bossCard,
  gangsterCard,
  heistCard,
  snitchCard,
} from '../../../engine/games/gangsta/catalogue.ts';
import { SKILL_TEXT, cardName } from './texts.ts';

/** 'Enforcer ×2, Hacker': skills in the order given, repeats counted. */
export function skillList(skills: readonly Skill[]): string {
  const counts = new Map<Skill, number>();
  for (const k of skills) counts.set(k, (counts.get(k) ?? 0) + 1);
  return [...counts]
    .map(([k, n]) => (n > 1 ? `${SKILL_TEXT[k].name} ×${n}` : SKILL_TEXT[k].name))
    .join(', ');
}

/** '$5'. */
export const dollars = (n: number): string => `$${n}`;

/** '3★'. */
export const stars = (n: number): string => `${n}★`;

/** A heist's rewards: 'pays $4 and 2★, extra +$1, co-op +$2 each'. */
export function heistRewards(id: string): string {
  const h = heistCard(id);
  if (!h) return '';
  const parts = [`pays ${dollars(h.money)} and ${stars(h.influence)}`];
  const e = h.extra;
  if (e?.kind === 'cash') parts.push(`extra +${dollars(e.amount)}`);
  if (e?.kind === 'influence') parts.push(`extra +${stars(e.amount)}`);
  if (e?.kind === 'getaway') parts.push('a clean getaway (your own gangsters stay available)');
  if (e?.kind === 'recruit') parts.push('a free gangster from the river');
  if (h.coop) {
    const each = h.coop.kind === 'cash' ? dollars(h.coop.amount) : stars(h.coop.amount);
    parts.push(`cooperative: +${each} to everyone taking part`);
  }
  return parts.join('; ');
}

/** A card in a line: 'Sonny: $3, Leader, 0★'. */
export function cardWords(id: string): string {
  const name = cardName(id);
  const g = gangsterCard(id);
  if (g) return `${name}: ${dollars(g.cost)}, ${skillList(g.skills)}, ${stars(g.influence)}`;
  const b = bossCard(id);
  if (b) return `${name} (boss): ${skillList(b.skills)}, ${stars(b.influence)}`;
  const h = heistCard(id);
  if (h) return `${name}: needs ${skillList(h.requires)}; ${heistRewards(id)}`;
  const s = snitchCard(id);
  if (s) return `${name}: a snitch, ${s.informants} Informants`;
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
      : e.kind === 'cash'
        ? `+$${e.amount}`
        : e.kind === 'influence'
          ? `+${e.amount}★`
          : e.kind === 'getaway'
            ? 'Getaway'
            : '+1 gangster';
  const coop = h.coop
    ? `Co-op ${h.coop.kind === 'cash' ? `+$${h.coop.amount}` : `+${h.coop.amount}★`} each`
    : null;
  return { extra, coop };
}
