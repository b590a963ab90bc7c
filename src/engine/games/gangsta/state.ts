// Gangsta!'s full match state: everything the host knows. The decks' order and the RNG are its
// only secrets; view.ts keeps them (and nothing else) back. Plain JSON data, so a match
// persists and clones as is.
import type { RngState } from '../../core/rng.ts';
import type { Chapter, EndReason, Phase } from './vocabulary.ts';

/** Table options. `consent`: a lent gangster's owner must agree (the rules ask no consent). */
export interface GangstaOptions {
  /** Cooperative heists ask a partner before lending their gangster (rulebook variant). */
  readonly consent: boolean;
}

/** A gang member (the boss or a recruited gangster) and whether it is engaged. */
export interface Member {
  readonly id: string;
  engaged: boolean;
}

/** One player's side of the table; everything here is public. */
export interface PlayerState {
  readonly boss: string;
  /** The boss first, then the recruited gangsters in the order they joined. */
  gang: Member[];
  money: number;
  /** Heists performed, in order. */
  heists: string[];
  /** Influence from heists performed, their extra rewards and cooperative rewards. */
  heistInfluence: number;
}

/** A gangster taking part in the heist in progress, and whose gang it comes from. */
export interface TeamMember {
  /** Whose gang the gangster is from. */
  readonly seat: number;
  /** The gangster engaged. */
  readonly gangster: string;
}

/** The heist the current player chose and is staffing one gangster at a time. */
export interface HeistInProgress {
  readonly card: string;
  readonly initiator: number;
  team: TeamMember[];
  /** Consent option: the owner of this gangster was asked to lend it. */
  asking: TeamMember | null;
}

/** A choice one player owes before play moves on; several may be open at once. */
export type Pending =
  /** `seat` picks one gangster of `from`'s gang to discard (the same seat but for the
   *  two-player Mercenary rule). */
  | {
      readonly kind: 'discard';
      readonly seat: number;
      readonly from: number;
      readonly cause: 'snitch' | 'mercenary';
    }
  /** A "recruit" extra reward: `seat` may take one gangster from the river for free. */
  | { readonly kind: 'free-recruit'; readonly seat: number };

/** The steps left at the end of a turn, run in order once no choice is pending. */
export type Task =
  | { readonly t: 'opportunity' }
  | { readonly t: 'mercenary' }
  | { readonly t: 'chapter'; readonly chapter: Chapter; readonly cause: 'recruit' | 'deck-out' }
  | { readonly t: 'refill' }
  | { readonly t: 'next-turn' };

/** One player's money owed to a snitch and what came of it. */
export interface SnitchBill {
  readonly seat: number;
  readonly owed: number;
  readonly paid: number;
  /** Could not pay it all: discards one gangster instead. */
  readonly discards: boolean;
}

/** One public line of the log: never a card still in a deck. */
export type LogEntry = { readonly turn: number } &
  /** `seat`'s turn begins. */
  (
    | { readonly e: 'turn'; readonly seat: number }
    /** `seat`'s gang was made available again at the start of the turn. */
    | { readonly e: 'synchronised'; readonly seat: number }
    /** `seat` mobilised `gangster`, paying `paid`. */
    | {
        readonly e: 'mobilise';
        readonly seat: number;
        readonly gangster: string;
        readonly paid: number;
      }
    /** `seat` recruited `gangster`, paying `paid`. */
    | {
        readonly e: 'recruit';
        readonly seat: number;
        readonly gangster: string;
        readonly paid: number;
      }
    /** `seat` chose `heist` and starts staffing it. */
    | { readonly e: 'heist-chosen'; readonly seat: number; readonly heist: string }
    /** `seat` engaged a gangster in the heist. */
    | { readonly e: 'engage'; readonly seat: number; readonly member: TeamMember }
    /** Consent option: `seat` lent `gangster` (`ok`) or refused. */
    | {
        readonly e: 'consent';
        readonly seat: number;
        readonly gangster: string;
        readonly ok: boolean;
      }
    /** `seat` gave the heist up. */
    | { readonly e: 'abandon'; readonly seat: number; readonly heist: string }
    /** `seat` pulled off `heist` with `team`. */
    | {
        readonly e: 'heist';
        readonly seat: number;
        readonly heist: string;
        readonly team: readonly TeamMember[];
        /** Seats that gained the cooperative reward (empty unless two or more took part). */
        readonly coop: readonly number[];
      }
    /** `seat` turned a free gangster down. */
    | { readonly e: 'free-recruit-declined'; readonly seat: number }
    /** `seat` passed, for `income`. */
    | { readonly e: 'pass'; readonly seat: number; readonly income: number }
    /** Everybody passed in a row: `heist` left the river (the table's idle rule). */
    | { readonly e: 'idle'; readonly heist: string }
    /** A snitch was drawn: who pays what. */
    | { readonly e: 'snitch'; readonly snitch: string; readonly bills: readonly SnitchBill[] }
    /** `seat` discarded `gangster` of seat `from`, for a snitch or a Mercenary. */
    | {
        readonly e: 'discard';
        readonly seat: number;
        readonly from: number;
        readonly gangster: string;
        readonly cause: 'snitch' | 'mercenary';
      }
    /** The end of Genesis: each seat's skill count, and the income that evens it out. */
    | {
        readonly e: 'opportunity';
        readonly skills: readonly number[];
        readonly income: readonly number[];
      }
    /** The Mercenaries' check: who loses a gangster, and who chooses. */
    | {
        readonly e: 'mercenary';
        readonly mercenaries: readonly number[];
        /** Seats that lose a gangster. */
        readonly losers: readonly number[];
        /** Two players, at least double: the seat that chooses the other's discard. */
        readonly chooser: number | null;
      }
    /** A new chapter begins (after a recruit or an empty deck); the river cards it cleared. */
    | {
        readonly e: 'chapter';
        readonly chapter: Chapter;
        readonly cause: 'recruit' | 'deck-out';
        readonly cleared: readonly string[];
      }
    /** The game is over: why, and the winners. */
    | { readonly e: 'game-over'; readonly reason: EndReason; readonly winners: readonly number[] }
  );

/** One player's final score, by part (rulebook "Scoring"). */
export interface ScoreLine {
  readonly seat: number;
  /** Influence printed on the gang, boss included. */
  readonly gang: number;
  /** Influence from heists performed and their rewards. */
  readonly heists: number;
  /** 2 to the wealthiest, 1 each if tied. */
  readonly wealth: number;
  /** 2 to the most gangsters, 1 each if tied. */
  readonly size: number;
  readonly total: number;
}

/** The end of a match: how it ended, every score, and the winner(s): a tie shares the win. */
export interface GangstaResult {
  readonly reason: EndReason;
  readonly scores: readonly ScoreLine[];
  readonly winners: readonly number[];
}

/** The whole match: public table, secret decks and RNG, the flow's bookkeeping. */
export interface GangstaState {
  readonly seats: number;
  readonly options: GangstaOptions;
  /** Secret: never in a view. */
  rng: RngState;
  phase: Phase;
  chapter: Chapter;
  /** 1-based number of the turn in progress. */
  turn: number;
  /** Whose turn it is. */
  current: number;
  /** Leader-free mobilisations left this turn. */
  freeMobilisations: number;
  players: PlayerState[];
  /** Secret order: the next card drawn is [0]. Only the counts are public. */
  gangsterDeck: string[];
  heistDecks: Record<Chapter, string[]>;
  gangsterRiver: string[];
  /** Oldest first. */
  heistRiver: string[];
  /** Face up, out of play: discarded gangsters, cleared heists, resolved snitches. */
  discards: string[];
  /** Domination snitches revealed so far. */
  snitches: number;
  heist: HeistInProgress | null;
  pending: Pending[];
  queue: Task[];
  /** Passes in a row since the last recruit or heist (the idle-table reading). */
  idlePasses: number;
  log: LogEntry[];
  result: GangstaResult | null;
}
