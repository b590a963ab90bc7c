// Gangsta!'s player-facing words in English: the skills, the chapters, the rewards, and a name
// for every boss, gangster, heist and snitch of the project's card set (src/engine/games/gangsta/
// cards.ts has only numbers). The table's card faces, the screen and the log read them here.
import type { Skill } from '../../../engine/games/gangsta/cards.ts';
import type { Chapter, EndReason } from '../../../engine/games/gangsta/vocabulary.ts';
import { tCode } from '../../i18n.ts';

export interface SkillText {
  readonly name: string;
  /** Its symbol on the cards, in words (for screen readers and the legend). */
  readonly symbol: string;
  /** What it does, in one line. */
  readonly text: string;
}

/** A message of the 'gangsta' namespace (the key itself if the catalogs have none). */
const say = (key: string): string => tCode(key, { ns: 'gangsta' }) ?? key;

/** The six skills: colour, symbol and use (the card set's design note), in the reader's language
 * at each access. */
export const SKILL_TEXT: Record<Skill, SkillText> = Object.fromEntries(
  (['leader', 'informant', 'mercenary', 'enforcer', 'hacker', 'driver'] as const).map((k) => [
    k,
    {
      get name() {
        return say(`skills.${k}.name`);
      },
      get symbol() {
        return say(`skills.${k}.symbol`);
      },
      get text() {
        return say(`skills.${k}.text`);
      },
    },
  ]),
) as Record<Skill, SkillText>;

export interface ChapterText {
  readonly numeral: string;
  readonly name: string;
  /** How the chapter ends, in a line. */
  readonly ends: string;
}

const NUMERALS: Record<Chapter, string> = { genesis: 'I', 'gang-wars': 'II', domination: 'III' };

/** The three chapters (rulebook "Chapters"), read in the reader's language at each access. */
export const CHAPTER_TEXT: Record<Chapter, ChapterText> = Object.fromEntries(
  (Object.keys(NUMERALS) as Chapter[]).map((c) => [
    c,
    {
      numeral: NUMERALS[c],
      get name() {
        return say(`chapters.${c}.name`);
      },
      get ends() {
        return say(`chapters.${c}.ends`);
      },
    },
  ]),
) as Record<Chapter, ChapterText>;

/** How a game ended. */
export const END_TEXT: Record<EndReason, string> = Object.defineProperties(
  {},
  Object.fromEntries(
    (['ninth-gangster', 'third-snitch', 'deck-out'] as const).map((r) => [
      r,
      { get: () => say(`ends.${r}`), enumerable: true },
    ]),
  ),
) as Record<EndReason, string>;

/** The bosses, b1–b6. */
export const BOSS_NAMES: Readonly<Record<string, string>> = {
  b1: 'Big Sal',
  b2: 'The Professor',
  b3: 'Mad Dog Malone',
  b4: 'Ma Baker',
  b5: 'Knuckles O’Hara',
  b6: 'Countess Rosa',
};

/** The gangsters, g01–g48 (in the card set's order: one skill, two, three). */
export const GANGSTER_NAMES: Readonly<Record<string, string>> = {
  g01: 'Sonny',
  g02: 'The Deacon',
  g03: 'Don Carlo',
  g04: 'Whispers',
  g05: 'Nosy Nell',
  g06: 'The Eye',
  g07: 'Hired Hank',
  g08: 'Sarge',
  g09: 'The Legionnaire',
  g10: 'Bruno',
  g11: 'Iron Mike',
  g12: 'The Bull',
  g13: 'Sparky',
  g14: 'Dot',
  g15: 'The Wizard',
  g16: 'Wheels',
  g17: 'Lead Foot',
  g18: 'The Phantom',
  g19: 'Velvet',
  g20: 'The Captain',
  g21: 'Tommy Guns',
  g22: 'Ada',
  g23: 'Skipper',
  g24: 'Two-Face Tony',
  g25: 'Snoop',
  g26: 'Ciphers',
  g27: 'Cabbie',
  g28: 'Brick',
  g29: 'The Tinker',
  g30: 'Dusty',
  g31: 'Lockjaw',
  g32: 'Crash',
  g33: 'Gizmo',
  g34: 'Safecracker Sam',
  g35: 'Big Lou',
  g36: 'Switchboard Sally',
  g37: 'Fuse',
  g38: 'Old Ironsides',
  g39: 'Nitro',
  g40: 'Mister Smooth',
  g41: 'The Consigliere',
  g42: 'Quicksilver',
  g43: 'The Fixer',
  g44: 'Razor',
  g45: 'Doc',
  g46: 'Shadow',
  g47: 'The Butcher',
  g48: 'Lady Luck',
};

/** The heists: Genesis h1-01–18, Gang Wars h2-01–22, Domination h3-01–20. */
export const HEIST_NAMES: Readonly<Record<string, string>> = {
  'h1-01': 'Corner Store',
  'h1-02': 'Bootleg Run',
  'h1-03': 'Pawn Shop',
  'h1-04': 'Protection Racket',
  'h1-05': 'Numbers Game',
  'h1-06': 'Card Game Raid',
  'h1-07': 'Dockside Theft',
  'h1-08': 'Payroll Truck',
  'h1-09': 'Jewellery Counter',
  'h1-10': 'Speakeasy Skim',
  'h1-11': 'Fur Warehouse',
  'h1-12': 'Boxing Match Fix',
  'h1-13': 'Ticket Forgery',
  'h1-14': 'Cigarette Hijack',
  'h1-15': 'Laundry Shakedown',
  'h1-16': 'Train Yard Job',
  'h1-17': 'Tailor’s Back Room',
  'h1-18': 'Racetrack Fix',
  'h2-01': 'Armoured Car',
  'h2-02': 'Rival Casino',
  'h2-03': 'Bank Branch',
  'h2-04': 'Harbour Smuggling',
  'h2-05': 'Brewery Takeover',
  'h2-06': 'Police Evidence Room',
  'h2-07': 'Docks Takeover',
  'h2-08': 'City Hall Bribe',
  'h2-09': 'Diamond Exchange',
  'h2-10': 'Mint Shipment',
  'h2-11': 'Union Pension Fund',
  'h2-12': 'Art Gallery',
  'h2-13': 'Stock Exchange Tip',
  'h2-14': 'Racetrack Vault',
  'h2-15': 'Night Train',
  'h2-16': 'Hotel Safe',
  'h2-17': 'Telegraph Office',
  'h2-18': 'Nightclub Takeover',
  'h2-19': 'Gold Convoy',
  'h2-20': 'Auction House',
  'h2-21': 'Customs House',
  'h2-22': 'Rival Warehouse',
  'h3-01': 'Federal Reserve',
  'h3-02': 'Central Bank',
  'h3-03': 'Grand Casino',
  'h3-04': 'Mayor’s Election',
  'h3-05': 'Crown Jewels',
  'h3-06': 'Stock Market Crash',
  'h3-07': 'Harbour Empire',
  'h3-08': 'Senate Vote',
  'h3-09': 'Diamond Vault',
  'h3-10': 'The Big Score',
  'h3-11': 'Railroad Empire',
  'h3-12': 'Governor’s Mansion',
  'h3-13': 'Port Authority',
  'h3-14': 'Gold Reserve',
  'h3-15': 'Syndicate Summit',
  'h3-16': 'Treasury Bonds',
  'h3-17': 'Grand Hotel',
  'h3-18': 'Museum Gala',
  'h3-19': 'The Last Job',
  'h3-20': 'Underworld Crown',
};

/** The snitches: Gang Wars s2-1–3, Domination s3-1–5. */
export const SNITCH_NAMES: Readonly<Record<string, string>> = {
  's2-1': 'The Canary',
  's2-2': 'The Rat',
  's2-3': 'Stool Pigeon',
  's3-1': 'The Weasel',
  's3-2': 'Squealer',
  's3-3': 'The Mole',
  's3-4': 'Turncoat',
  's3-5': 'The Nark',
};

/** The name of any card of the set, by id (the id itself if it names none). */
export function cardName(id: string): string {
  return BOSS_NAMES[id] ?? GANGSTER_NAMES[id] ?? HEIST_NAMES[id] ?? SNITCH_NAMES[id] ?? id;
}
