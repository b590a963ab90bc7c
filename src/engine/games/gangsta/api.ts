// The public Gangsta! rules API: the card facts a client or a bot outside the project needs to
// play (a view names cards by id only), as plain JSON-ready data: for any card id its kind,
// skills, cost or starting money, influence, a heist's required skills and rewards, a snitch's
// rating; and the lists of bosses, gangsters, heists and snitches. Every answer is a fresh copy,
// so a caller may keep or change it without touching the card set (cards.ts).
import { BOSSES, GANGSTERS, HEISTS, SKILL_COLOURS, SKILLS, SNITCHES, type Skill } from './cards.ts';
import type { Boss, CoopReward, ExtraReward, Gangster, Heist, Snitch } from './cards.ts';
import { bossCard, gangsterCard, heistCard, snitchCard } from './catalogue.ts';
import { CHAPTERS, type Chapter } from './vocabulary.ts';

export type {
  CoopReward as GangstaCoopReward,
  ExtraReward as GangstaExtraReward,
  Skill as GangstaSkill,
} from './cards.ts';
export type { Chapter as GangstaChapter } from './vocabulary.ts';

/** A boss: dealt one per player, a gang member from the start, never discarded. */
export interface GangstaBossInfo {
  readonly kind: 'boss';
  readonly id: string;
  /** The $ its player starts with (the first player's; every later seat starts $1 richer). */
  readonly money: number;
  readonly skills: Skill[];
  /** Influence points printed on the card (scored at the end). */
  readonly influence: number;
}

/** A gangster of the deck and the river. */
export interface GangstaGangsterInfo {
  readonly kind: 'gangster';
  readonly id: string;
  /** $ paid to the bank to recruit it. */
  readonly cost: number;
  readonly skills: Skill[];
  /** Influence points printed on the card (scored at the end). */
  readonly influence: number;
}

/** A heist: the skills it requires and what it pays. */
export interface GangstaHeistInfo {
  readonly kind: 'heist';
  readonly id: string;
  readonly chapter: Chapter;
  /** A multiset: `['enforcer', 'enforcer', 'hacker']` needs two Enforcers and a Hacker. */
  readonly requires: Skill[];
  /** Influence and $ paid to the initiator when it is completed. */
  readonly influence: number;
  readonly money: number;
  /** The initiator's extra reward: `cash`/`influence` (+amount), `getaway` (its own gangsters
   * stay available) or `recruit` (a free gangster from the river); null for none. */
  readonly extra: ExtraReward | null;
  /** Marked heists only: others' gangsters may join, and everyone involved gains this. */
  readonly cooperative: boolean;
  readonly coop: CoopReward | null;
}

/** A snitch: shuffled into the Gang Wars and Domination heist decks. */
export interface GangstaSnitchInfo {
  readonly kind: 'snitch';
  readonly id: string;
  readonly chapter: Chapter;
  /** Its Informant rating: each player owes $1 per point, less $1 per Informant in their gang. */
  readonly informants: number;
}

/** What any card id names. */
export type GangstaCardInfo =
  GangstaBossInfo | GangstaGangsterInfo | GangstaHeistInfo | GangstaSnitchInfo;

/** A skill: its id (as the cards and views write it) and its colour on the cards. */
export interface GangstaSkillInfo {
  readonly skill: Skill;
  readonly colour: (typeof SKILL_COLOURS)[Skill];
}

const bossInfo = (b: Boss): GangstaBossInfo => ({
  kind: 'boss',
  id: b.id,
  money: b.money,
  skills: [...b.skills],
  influence: b.influence,
});

const gangsterInfo = (g: Gangster): GangstaGangsterInfo => ({
  kind: 'gangster',
  id: g.id,
  cost: g.cost,
  skills: [...g.skills],
  influence: g.influence,
});

const heistInfo = (h: Heist): GangstaHeistInfo => ({
  kind: 'heist',
  id: h.id,
  chapter: h.chapter,
  requires: [...h.requires],
  influence: h.influence,
  money: h.money,
  extra: h.extra && { ...h.extra },
  cooperative: h.coop !== null,
  coop: h.coop && { ...h.coop },
});

const snitchInfo = (s: Snitch): GangstaSnitchInfo => ({
  kind: 'snitch',
  id: s.id,
  chapter: s.chapter,
  informants: s.informants,
});

/** The facts of the card `id` (a boss, gangster, heist or snitch), or null for an id that
 * names no card. Never throws. */
export function gangstaCard(id: string): GangstaCardInfo | null {
  if (typeof id !== 'string') return null;
  const boss = bossCard(id);
  if (boss) return bossInfo(boss);
  const gangster = gangsterCard(id);
  if (gangster) return gangsterInfo(gangster);
  const heist = heistCard(id);
  if (heist) return heistInfo(heist);
  const snitch = snitchCard(id);
  return snitch ? snitchInfo(snitch) : null;
}

/** The six skills in the cards' order, with their colours. */
export function gangstaSkills(): GangstaSkillInfo[] {
  return SKILLS.map((skill) => ({ skill, colour: SKILL_COLOURS[skill] }));
}

/** Every boss. */
export function gangstaBosses(): GangstaBossInfo[] {
  return BOSSES.map(bossInfo);
}

/** The whole gangster deck. */
export function gangstaGangsters(): GangstaGangsterInfo[] {
  return GANGSTERS.map(gangsterInfo);
}

/** Every heist, or one chapter's (throws on a chapter that is none: a programming error). */
export function gangstaHeists(chapter?: Chapter): GangstaHeistInfo[] {
  if (chapter !== undefined && !(CHAPTERS as readonly string[]).includes(chapter)) {
    throw new Error(`chapter: expected one of ${CHAPTERS.join(', ')}, got ${String(chapter)}`);
  }
  return HEISTS.filter((h) => chapter === undefined || h.chapter === chapter).map(heistInfo);
}

/** Every snitch (Gang Wars' and Domination's). */
export function gangstaSnitches(): GangstaSnitchInfo[] {
  return SNITCHES.map(snitchInfo);
}
