// Lookups over the card set by id, and the skill arithmetic every rule shares: a heist's
// requirements are a multiset, so "a skill still missing" is a multiset difference.
import {
  BOSSES,
  GANGSTERS,
  HEISTS,
  SNITCHES,
  SKILLS,
  type Boss,
  type Gangster,
  type Heist,
  type Skill,
  type Snitch,
} from './cards.ts';
import type { Chapter } from './vocabulary.ts';

const byId = <T extends { id: string }>(cards: readonly T[]) =>
  new Map(cards.map((c) => [c.id, c]));
const BOSS = byId(BOSSES);
const GANGSTER = byId(GANGSTERS);
const HEIST = byId(HEISTS);
const SNITCH = byId(SNITCHES);

/** The boss with this id, or undefined. */
export const bossCard = (id: string): Boss | undefined => BOSS.get(id);
/** The gangster with this id, or undefined. */
export const gangsterCard = (id: string): Gangster | undefined => GANGSTER.get(id);
/** The heist with this id, or undefined. */
export const heistCard = (id: string): Heist | undefined => HEIST.get(id);
/** The snitch with this id, or undefined. */
export const snitchCard = (id: string): Snitch | undefined => SNITCH.get(id);

/** Whether an id names a boss (a gang member that is never discarded). */
export const isBoss = (id: string): boolean => BOSS.has(id);

/** The skills of a gang member: a boss or a gangster. */
export function skillsOfMember(id: string): readonly Skill[] {
  return (BOSS.get(id) ?? GANGSTER.get(id))?.skills ?? [];
}

/** The influence printed on a gang member. */
export function influenceOfMember(id: string): number {
  return (BOSS.get(id) ?? GANGSTER.get(id))?.influence ?? 0;
}

/** A chapter's heist deck before shuffling: its heists and its snitches. */
export function chapterDeck(chapter: Chapter): string[] {
  return [
    ...HEISTS.filter((h) => h.chapter === chapter).map((h) => h.id),
    ...SNITCHES.filter((s) => s.chapter === chapter).map((s) => s.id),
  ];
}

/** No skill yet: copied by `skillCounts` (a copy of a literal is far cheaper than building it
 * from the list; the bots count skills in their searches). */
const NO_SKILLS = Object.freeze(Object.fromEntries(SKILLS.map((k) => [k, 0]))) as Readonly<
  Record<Skill, number>
>;

/** How many times each skill occurs among these members. */
export function skillCounts(members: readonly string[]): Record<Skill, number> {
  const counts = { ...NO_SKILLS };
  for (const id of members) for (const k of skillsOfMember(id)) counts[k]++;
  return counts;
}

/** The required skills not yet covered by `team` (a multiset, in the heist's order). */
export function missingSkills(required: readonly Skill[], team: readonly string[]): Skill[] {
  const have = skillCounts(team);
  const out: Skill[] = [];
  for (const k of required) {
    if (have[k] > 0) have[k]--;
    else out.push(k);
  }
  return out;
}

/** Whether a member brings at least one skill still missing (rulebook "Perform a Heist"). */
export function bringsMissing(missing: readonly Skill[], member: string): boolean {
  return skillsOfMember(member).some((k) => missing.includes(k));
}
