// Gang of Four's full match state: everything the host knows, hidden cards included. Only
// view.ts decides what leaves it. Plain JSON data (cards as tokens), so a match persists and
// clones as is.
import type { RngState } from '../../core/rng.ts';
import type {
  ComboType,
  DefenceMode,
  Direction,
  LastCardMode,
  LoserTieMode,
  Phase,
} from './vocabulary.ts';

/** Table options; each names the rulebook edition it follows (defaults: the Korean 2018 one). */
export interface GofOptions {
  /** "Letzte Karte": announced by the table, or the player must call it with the play. */
  readonly lastCard: LastCardMode;
  /** Stopping a last-card player: advice only, or enforced (German edition). */
  readonly defence: DefenceMode;
  /** Tied losers: the one nearest the winner clockwise (Korean) or counter-clockwise (German). */
  readonly loserTie: LoserTieMode;
}

/** One play in the current trick, face up for everybody. */
export interface TrickPlay {
  readonly seat: number;
  /** Tokens, high to low (a full house: triple, then pair). */
  readonly cards: readonly string[];
  readonly type: ComboType;
}

/** This round's card exchange (German "Kartentausch zu Beginn der Runde"): shown to all. */
export interface Exchange {
  readonly loser: number;
  readonly winner: number;
  /** The loser's highest card, given automatically. */
  readonly fromLoser: string;
  /** The winner's card of choice, null until given. */
  readonly fromWinner: string | null;
}

/** One line of the score sheet. */
export interface RoundScore {
  readonly round: number;
  /** Who played their last card. */
  readonly winner: number;
  readonly cardsLeft: readonly number[];
  /** Who forgot to call "last card" (scored 1 point, out of the round). */
  readonly forgot: readonly boolean[];
  readonly penalties: readonly number[];
}

/** The final result: lowest total wins, ties shared. */
export interface GofResult {
  readonly winners: readonly number[];
  readonly totals: readonly number[];
}

/** One public line of the round's log. Never a card of a finished trick: plays are counts only. */
export type LogEntry = { readonly round: number } &
  /** A round is dealt: its dealer and the direction of play. */
  (
    | { readonly e: 'deal'; readonly dealer: number; readonly direction: Direction }
    /** A card changed hands in the exchange (`from` → `to`). */
    | { readonly e: 'exchange'; readonly from: number; readonly to: number; readonly card: string }
    /** `seat` played `count` cards (which: on the table, in `trick`). */
    | { readonly e: 'play'; readonly seat: number; readonly count: number }
    /** `seat` passed. */
    | { readonly e: 'pass'; readonly seat: number }
    /** A trick was swept to the pile: how many cards, who leads next. */
    | { readonly e: 'trick'; readonly cards: number; readonly leader: number }
    /** `seat` holds one card, announced. */
    | { readonly e: 'last-card'; readonly seat: number }
    /** `seat` forgot to call "last card": 1 point, out of the round. */
    | { readonly e: 'forgot-last-card'; readonly seat: number }
    /** The round is over: its winner and everyone's penalty. */
    | { readonly e: 'round-end'; readonly winner: number; readonly penalties: readonly number[] }
    /** The game is over: the winners. */
    | { readonly e: 'game-over'; readonly winners: readonly number[] }
  );

export interface GofState {
  readonly seats: number;
  readonly options: GofOptions;
  /** Never part of any view. */
  rng: RngState;
  phase: Phase;
  /** 1-based round number. */
  round: number;
  dealer: number;
  direction: Direction;
  /** Each seat's cards, sorted low to high by the single-card order. */
  hands: string[][];
  /** Three players: the 16 cards set aside unseen this round. Never part of any view. */
  aside: string[];
  /** Whose move it is: the winner choosing a card in the exchange, the player to act in play. */
  turn: number | null;
  /** The current trick's plays, oldest first; the last one is the combination to beat. */
  trick: TrickPlay[];
  /** Seats that passed since the last play of the current trick. */
  passed: boolean[];
  /** Cards of finished tricks, face down: only their number is kept. */
  pile: number;
  /** Seats out of the round for not calling "last card". */
  out: boolean[];
  /** The round-1 lead must still contain the multicoloured 1. */
  firstLead: boolean;
  exchange: Exchange | null;
  rounds: RoundScore[];
  totals: number[];
  result: GofResult | null;
  /** This round's public log. */
  log: LogEntry[];
}
