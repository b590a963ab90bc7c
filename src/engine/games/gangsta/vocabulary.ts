// Gangsta!'s closed vocabularies and the rulebook's own numbers (rulebook "Setup", "Chapters",
// "End Game", "Scoring"). The card set's numbers live in cards.ts; these are the rules'.

/** The three chapters, in play order (rulebook "Chapters"). */
export const CHAPTERS = ['genesis', 'gang-wars', 'domination'] as const;
export type Chapter = (typeof CHAPTERS)[number];

/** Extra rewards a heist may pay on top of influence and money (the project's card set). */
export const EXTRA_REWARDS = ['cash', 'influence', 'getaway', 'recruit'] as const;
export type ExtraRewardKind = (typeof EXTRA_REWARDS)[number];

/** Cooperative rewards: every player with a gangster in the heist gains one. */
export const COOP_REWARDS = ['cash', 'influence'] as const;
export type CoopRewardKind = (typeof COOP_REWARDS)[number];

/** Where the match is: a player's turn, a heist being staffed, choices owed, or the end. */
export const PHASES = ['turn', 'heist', 'resolve', 'over'] as const;
export type Phase = (typeof PHASES)[number];

/** How a game ended (rulebook "End Game", plus the project's deck-out rule). */
export const END_REASONS = ['ninth-gangster', 'third-snitch', 'deck-out'] as const;
export type EndReason = (typeof END_REASONS)[number];

/** Starting $ for each seat a player sits after the first player (the project's reading: the
 * rulebook has no compensation, and the first player won 53–55 % of two-player games). */
export const LATE_SEAT_MONEY = 1;
/** The idle-table reading acts once every player has passed this many times in a row. */
export const IDLE_ROUNDS = 2;
/** Cards face up in each river (rulebook "Setup"). */
export const RIVER_SIZE = 5;
/** The 4th recruit starts Gang Wars (rulebook "Chapters"). */
export const GANG_WARS_AT = 4;
/** The 7th recruit starts Domination. */
export const DOMINATION_AT = 7;
/** The 9th recruit ends the game at once. */
export const GAME_ENDS_AT = 9;
/** The Domination snitch that ends the game (rulebook "End Game"). */
export const LAST_SNITCH = 3;
/** Dollars per gangster turned from engaged to available (rulebook "Gang mobilization"). */
export const MOBILISE_COST = 1;
/** Final bonuses: wealthiest and biggest gang, halved to 1 each on a tie (rulebook "Scoring"). */
export const BONUS = 2;
/** Each tied player's share of a bonus. */
export const TIED_BONUS = 1;

/** A card id as the table uses it for object ids: letters, digits and dashes, at most 12. */
export const CARD_ID = /^[A-Za-z0-9-]{1,12}$/;
