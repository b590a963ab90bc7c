// Gangsta!'s card set: the project's own, since the rulebook has no card list. Every number of
// the set is in this file; rules.ts and flow.ts hold none.
//
// Design note.
// - Money is tempo, influence is score. A gangster costs $2 a skill, $1 an influence point and
//   $1 more for the Leader skill (it frees a mobilisation and earns pass income every turn), so
//   the river always offers cheap specialists, versatile all-rounders and dear "made men" who
//   score.
// - Every boss leads: the Leader skill and two more (b2, with no influence and the least money,
//   three more), so every player earns pass income and a free mobilisation from the start.
//   With bosses that did not lead, a player short of money whose gang fitted no heist could
//   only pass for nothing: two-player tables sat idle about 2.6 times a game. Bosses are worth
//   $12–14 on the gangster scale (skills + influence + starting money); a boss with Hacker and
//   Driver (the colours heists ask for most) gets less, one with Informant or Mercenary (asked
//   for least) more. Every dollar and influence point of the bosses was settled by self-play
//   (scripts/gangsta-balance.ts): one of either moves a boss's win share by 3–6 points.
// - Heists scale by chapter so that a bigger gang earns more per action: Genesis asks 2–3 skills
//   for $2–4 and 1–2 influence; Gang Wars 3–4 skills for $4–6 and 2–3 influence; Domination 4–5
//   skills for $6–8 and 4–5 influence. Marked heists (Gang Wars on) are cooperative: a partner's
//   gangster may fill a gap, and everyone involved gains the cooperative reward.
// - Why each skill matters. Leader (yellow): free mobilisations and pass income. Informant
//   (green): $1 off every snitch. Mercenary (grey): the Gang Wars check. Enforcer (red), Hacker
//   (blue), Driver (purple): the colours heists ask for most; their heists lean to influence,
//   cash and a clean getaway respectively. Every colour is required by heists of every chapter.
// - Extra rewards are a closed set of four (vocabulary.ts): +$N, +N influence, a getaway (the
//   initiator's gangsters stay available) and a free gangster from the river.
// - Snitches: Gang Wars holds 2, 3 and 4 Informant; Domination five of 3 or 4 (the rules). The
//   Domination deck is long enough that its third snitch comes after a few rounds of big heists.
import type { Chapter, CoopRewardKind, ExtraRewardKind } from './vocabulary.ts';

/** The six skills: three named by the rules, three the project's own. */
export const SKILLS = ['leader', 'informant', 'mercenary', 'enforcer', 'hacker', 'driver'] as const;
export type Skill = (typeof SKILLS)[number];

/** Each skill's colour on the cards. */
export const SKILL_COLOURS = {
  leader: 'yellow',
  informant: 'green',
  mercenary: 'grey',
  enforcer: 'red',
  hacker: 'blue',
  driver: 'purple',
} as const satisfies Record<Skill, string>;

/** One letter per skill, for the tables below and the test kit: L I M E H D. */
export const SKILL_LETTERS = 'LIMEHD';

/** 'LEH' → leader, enforcer, hacker. */
export function skillsOf(letters: string): Skill[] {
  return [...letters].map((c) => {
    const at = SKILL_LETTERS.indexOf(c);
    if (at < 0) throw new Error(`no skill letter ${c}`);
    return SKILLS[at]!;
  });
}

/** A boss: a gang member from the start, never discarded, not a recruited gangster. */
export interface Boss {
  readonly id: string;
  readonly money: number;
  readonly skills: readonly Skill[];
  readonly influence: number;
}

/** A gangster in the deck and the river. */
export interface Gangster {
  readonly id: string;
  readonly cost: number;
  readonly skills: readonly Skill[];
  readonly influence: number;
}

/** An extra reward for the initiator of a heist. */
export type ExtraReward =
  | { readonly kind: Extract<ExtraRewardKind, 'cash' | 'influence'>; readonly amount: number }
  | { readonly kind: Extract<ExtraRewardKind, 'getaway' | 'recruit'> };

/** A cooperative reward for every player with a gangster in a marked heist. */
export interface CoopReward {
  readonly kind: CoopRewardKind;
  readonly amount: number;
}

/** A heist card. `requires` is a multiset: 'EEH' needs two Enforcer skills and a Hacker. */
export interface Heist {
  readonly id: string;
  readonly chapter: Chapter;
  readonly requires: readonly Skill[];
  readonly influence: number;
  readonly money: number;
  readonly extra: ExtraReward | null;
  /** Non-null on marked (cooperative) heists only. */
  readonly coop: CoopReward | null;
}

/** A snitch, shuffled into the Gang Wars and Domination heist decks. */
export interface Snitch {
  readonly id: string;
  readonly chapter: Chapter;
  readonly informants: number;
}

// --- Bosses: [id, starting $, skills, influence] ---------------------------------------------
const BOSS_ROWS: readonly [string, number, string, number][] = [
  ['b1', 6, 'LEM', 1],
  ['b2', 5, 'LIMH', 0],
  ['b3', 6, 'LID', 1],
  ['b4', 5, 'LHD', 0],
  ['b5', 6, 'LED', 0],
  ['b6', 6, 'LIE', 1],
];

// --- Gangsters: [id, cost, skills, influence] ------------------------------------------------
const GANGSTER_ROWS: readonly [string, number, string, number][] = [
  // One skill.
  ['g01', 3, 'L', 0],
  ['g02', 4, 'L', 1],
  ['g03', 5, 'L', 2],
  ['g04', 2, 'I', 0],
  ['g05', 3, 'I', 1],
  ['g06', 4, 'I', 2],
  ['g07', 2, 'M', 0],
  ['g08', 3, 'M', 1],
  ['g09', 4, 'M', 2],
  ['g10', 2, 'E', 0],
  ['g11', 3, 'E', 1],
  ['g12', 4, 'E', 2],
  ['g13', 2, 'H', 0],
  ['g14', 3, 'H', 1],
  ['g15', 4, 'H', 2],
  ['g16', 2, 'D', 0],
  ['g17', 3, 'D', 1],
  ['g18', 4, 'D', 2],
  // Two skills.
  ['g19', 6, 'LI', 1],
  ['g20', 6, 'LM', 1],
  ['g21', 5, 'LE', 0],
  ['g22', 6, 'LH', 1],
  ['g23', 5, 'LD', 0],
  ['g24', 5, 'IM', 1],
  ['g25', 4, 'IE', 0],
  ['g26', 5, 'IH', 1],
  ['g27', 4, 'ID', 0],
  ['g28', 4, 'ME', 0],
  ['g29', 5, 'MH', 1],
  ['g30', 5, 'MD', 1],
  ['g31', 5, 'EH', 1],
  ['g32', 4, 'ED', 0],
  ['g33', 5, 'HD', 1],
  ['g34', 4, 'EH', 0],
  ['g35', 6, 'ED', 2],
  ['g36', 4, 'IH', 0],
  ['g37', 4, 'MH', 0],
  ['g38', 6, 'ME', 2],
  ['g39', 4, 'HD', 0],
  ['g40', 6, 'IE', 2],
  // Three skills.
  ['g41', 8, 'LIM', 1],
  ['g42', 6, 'EHD', 0],
  ['g43', 7, 'IMH', 1],
  ['g44', 7, 'MED', 1],
  ['g45', 7, 'LHD', 0],
  ['g46', 7, 'IED', 1],
  ['g47', 8, 'MEH', 2],
  ['g48', 7, 'LID', 0],
];

// --- Heists: [id, requires, influence, money, extra, coop] -----------------------------------
type HeistRow = readonly [string, string, number, number, ExtraReward | null, CoopReward | null];
const getaway: ExtraReward = { kind: 'getaway' };
const recruit: ExtraReward = { kind: 'recruit' };
const cash = (amount: number): CoopReward => ({ kind: 'cash', amount });
const infl = (amount: number): CoopReward => ({ kind: 'influence', amount });

const GENESIS_ROWS: readonly HeistRow[] = [
  ['h1-01', 'EH', 1, 3, null, null],
  ['h1-02', 'ED', 1, 3, null, null],
  ['h1-03', 'HD', 1, 3, null, null],
  ['h1-04', 'EE', 1, 2, null, null],
  ['h1-05', 'LE', 1, 3, null, null],
  ['h1-06', 'IH', 1, 3, null, null],
  ['h1-07', 'MD', 1, 3, null, null],
  ['h1-08', 'EHD', 2, 4, null, null],
  ['h1-09', 'LHD', 2, 4, null, null],
  ['h1-10', 'IED', 2, 3, getaway, null],
  ['h1-11', 'MEH', 2, 4, null, null],
  ['h1-12', 'LEH', 1, 2, recruit, null],
  ['h1-13', 'HH', 1, 3, null, null],
  ['h1-14', 'DD', 1, 3, null, null],
  ['h1-15', 'IM', 1, 2, null, null],
  ['h1-16', 'ED', 1, 2, getaway, null],
  ['h1-17', 'EH', 2, 2, null, null],
  ['h1-18', 'MHD', 2, 4, null, null],
];

const GANG_WARS_ROWS: readonly HeistRow[] = [
  ['h2-01', 'EHD', 2, 5, null, null],
  ['h2-02', 'EEH', 2, 4, { kind: 'influence', amount: 1 }, null],
  ['h2-03', 'HHD', 2, 5, null, null],
  ['h2-04', 'IED', 2, 4, getaway, null],
  ['h2-05', 'MEE', 2, 5, null, null],
  ['h2-06', 'LHD', 2, 4, recruit, null],
  ['h2-07', 'MMH', 3, 4, null, null],
  ['h2-08', 'IIE', 2, 5, null, null],
  ['h2-09', 'EHDD', 3, 6, null, infl(1)],
  ['h2-10', 'LEHH', 3, 5, { kind: 'cash', amount: 1 }, cash(2)],
  ['h2-11', 'IMED', 3, 6, null, infl(1)],
  ['h2-12', 'MEHD', 3, 6, null, cash(2)],
  ['h2-13', 'LIHD', 3, 5, null, infl(1)],
  ['h2-14', 'EEDH', 3, 6, null, cash(2)],
  ['h2-15', 'MDD', 2, 4, getaway, null],
  ['h2-16', 'LEM', 2, 4, null, null],
  ['h2-17', 'IMH', 2, 5, null, null],
  ['h2-18', 'MED', 2, 4, null, null],
  ['h2-19', 'LIMD', 3, 5, null, cash(2)],
  ['h2-20', 'IHD', 2, 5, null, null],
  ['h2-21', 'LED', 2, 4, getaway, null],
  ['h2-22', 'MHD', 2, 5, null, null],
];

const DOMINATION_ROWS: readonly HeistRow[] = [
  ['h3-01', 'EEHD', 4, 6, null, null],
  ['h3-02', 'EHHD', 4, 6, null, null],
  ['h3-03', 'EHDD', 4, 6, getaway, null],
  ['h3-04', 'LMEH', 4, 7, null, null],
  ['h3-05', 'IMHD', 4, 7, null, null],
  ['h3-06', 'IEHD', 4, 6, getaway, null],
  ['h3-07', 'MMED', 4, 6, null, null],
  ['h3-08', 'LIED', 4, 6, recruit, null],
  ['h3-09', 'EEHHD', 5, 8, null, infl(2)],
  ['h3-10', 'EHHDD', 5, 8, null, cash(3)],
  ['h3-11', 'MEEHD', 5, 7, null, infl(2)],
  ['h3-12', 'LIEHD', 5, 8, null, cash(3)],
  ['h3-13', 'IMEHD', 5, 8, null, infl(1)],
  ['h3-14', 'LMEHD', 5, 7, null, infl(2)],
  ['h3-15', 'EEHH', 4, 6, { kind: 'influence', amount: 1 }, null],
  ['h3-16', 'HHDD', 4, 6, null, null],
  ['h3-17', 'IIMD', 4, 6, null, null],
  ['h3-18', 'LLEH', 4, 6, { kind: 'cash', amount: 2 }, null],
  ['h3-19', 'MEEDD', 5, 7, null, cash(2)],
  ['h3-20', 'IEHDD', 5, 7, null, infl(1)],
];

// --- Snitches: [id, informants] --------------------------------------------------------------
const GANG_WARS_SNITCH_ROWS: readonly [string, number][] = [
  ['s2-1', 2],
  ['s2-2', 3],
  ['s2-3', 4],
];
const DOMINATION_SNITCH_ROWS: readonly [string, number][] = [
  ['s3-1', 3],
  ['s3-2', 3],
  ['s3-3', 3],
  ['s3-4', 4],
  ['s3-5', 4],
];

/** Every boss, dealt one per player at random. */
export const BOSSES: readonly Boss[] = BOSS_ROWS.map(([id, money, skills, influence]) => ({
  id,
  money,
  skills: skillsOf(skills),
  influence,
}));

/** The gangster deck. */
export const GANGSTERS: readonly Gangster[] = GANGSTER_ROWS.map(
  ([id, cost, skills, influence]) => ({
    id,
    cost,
    skills: skillsOf(skills),
    influence,
  }),
);

function heists(chapter: Chapter, rows: readonly HeistRow[]): Heist[] {
  return rows.map(([id, requires, influence, money, extra, coop]) => ({
    id,
    chapter,
    requires: skillsOf(requires),
    influence,
    money,
    extra,
    coop,
  }));
}

/** Every heist, by chapter. */
export const HEISTS: readonly Heist[] = [
  ...heists('genesis', GENESIS_ROWS),
  ...heists('gang-wars', GANG_WARS_ROWS),
  ...heists('domination', DOMINATION_ROWS),
];

/** Every snitch. */
export const SNITCHES: readonly Snitch[] = [
  ...GANG_WARS_SNITCH_ROWS.map(([id, informants]) => ({
    id,
    chapter: 'gang-wars' as const,
    informants,
  })),
  ...DOMINATION_SNITCH_ROWS.map(([id, informants]) => ({
    id,
    chapter: 'domination' as const,
    informants,
  })),
];
