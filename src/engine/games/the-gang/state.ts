// The Gang's full match state: everything the host knows, hidden things included. Only
// view.ts decides what leaves it. Plain JSON data, so a match persists and clones as is.
import type { RngState } from '../../core/rng.ts';
import type { Category } from '../../cards/hand-eval.ts';
import type {
  Challenge,
  GuessChallenge,
  Mode,
  RankChar,
  Specialist,
  StackOrder,
} from './vocabulary.ts';

export interface GangOptions {
  /** The rulebook's mode: Basic, Advanced, Professional or Master Thief. */
  readonly mode: Mode;
  /** How the challenge and specialist stacks start: the first game's order, shuffled, or as the
   * last game in this room left them. */
  readonly stacks: StackOrder;
}

/** A group proposal: a specialist's use, or a guess of a Retina or Fingerprint Scan. */
export type ProposalBody =
  | { readonly kind: 'informant'; readonly seat: number; readonly target: number }
  | { readonly kind: 'getaway-driver' | 'hacker' | 'jack' | 'muscle'; readonly seat: number }
  | { readonly kind: 'mastermind'; readonly seat: number; readonly rank: RankChar }
  | { readonly kind: 'retina-scan'; readonly rank: RankChar }
  | { readonly kind: 'fingerprint-scan'; readonly category: Category };

export type Proposal = ProposalBody & {
  readonly id: number;
  readonly by: number;
  /** Seats that agreed, the proposer included. */
  readonly agreed: readonly number[];
};

/** A step one player must take before the table moves on. */
export type Pending =
  | { readonly kind: 'informant-show'; readonly seat: number; readonly target: number }
  | { readonly kind: 'hacker-discard'; readonly seat: number }
  | { readonly kind: 'jack-discard'; readonly seat: number };

/** Public announcements made by specialists. */
export type Announcement =
  | { readonly kind: 'investor'; readonly seat: number; readonly faceCards: number }
  | { readonly kind: 'math-whiz'; readonly seat: number; readonly sum: number }
  | { readonly kind: 'getaway-driver'; readonly seat: number; readonly category: Category }
  | {
      readonly kind: 'mastermind';
      readonly seat: number;
      readonly rank: RankChar;
      readonly count: number;
    };

/** One public line of the game log (never a hidden card). */
export type LogEntry = { readonly heist: number; readonly round: number } &
  /** A heist begins: its challenges and specialist. */
  (
    | {
        readonly e: 'heist';
        readonly challenges: readonly Challenge[];
        readonly specialist: Specialist | null;
      }
    /** Cards dealt to every pocket. */
    | { readonly e: 'deal'; readonly cards: number }
    /** Community cards turned face up. */
    | { readonly e: 'reveal'; readonly cards: readonly string[] }
    /** `seat` took `chip` (from the centre, or from seat `from`). */
    | {
        readonly e: 'take';
        readonly seat: number;
        readonly chip: string;
        readonly from: number | null;
      }
    /** `seat` put `chip` back in the centre. */
    | { readonly e: 'return'; readonly seat: number; readonly chip: string }
    /** Everyone holds a chip: each seat's chip of the round, and the next round begins. */
    | { readonly e: 'round-end'; readonly chips: readonly (string | null)[] }
    /** `seat` drew a new pocket card for a challenge. */
    | { readonly e: 'redraw'; readonly seat: number; readonly challenge: Challenge }
    /** Blackout: earlier rounds' chips go dark. */
    | { readonly e: 'blackout' }
    /** The Con Artist moved everyone's cards. */
    | { readonly e: 'con-artist' }
    /** Every Coordinator card was passed. */
    | { readonly e: 'coordinated' }
    /** A specialist was used, as proposed. */
    | { readonly e: 'specialist'; readonly proposal: ProposalBody }
    /** A specialist's announcement (Investor, Math Whiz, Getaway Driver, Mastermind). */
    | { readonly e: 'announce'; readonly announcement: Announcement }
    /** The Informant `seat` showed `target` a card (which: only to them). */
    | { readonly e: 'informant-shown'; readonly seat: number; readonly target: number }
    /** `seat` discarded a card face down. */
    | { readonly e: 'discarded'; readonly seat: number }
    /** A scan guess the crew agreed on. */
    | { readonly e: 'guess'; readonly proposal: ProposalBody }
    /** A proposal that was not carried out, and why (never dropped without a word). */
    | {
        readonly e: 'proposal-dropped';
        readonly proposal: ProposalBody;
        readonly why: 'declined' | 'replaced';
        readonly seat: number;
      }
    /** Everyone holds a red chip while the specialist is unused: the crew confirms the reveal. */
    | { readonly e: 'last-call' }
    /** `seat` confirmed the reveal at the last call. */
    | { readonly e: 'confirm'; readonly seat: number }
    /** The showdown: the heist succeeded or failed. */
    | { readonly e: 'showdown'; readonly success: boolean }
    /** The next heist's cards are revealed (and, in Master Thief, one challenge discarded). */
    | {
        readonly e: 'next-card';
        readonly challenges: readonly Challenge[];
        readonly specialist: Specialist | null;
        readonly discarded: Challenge | null;
      }
    /** The game is over: won or lost. */
    | { readonly e: 'game-over'; readonly result: GangResult }
  );

/** One revealed hand at the showdown, in reveal order. */
export interface ShowdownHand {
  readonly seat: number;
  readonly stars: number;
  readonly pocket: readonly string[];
  readonly best: readonly string[];
  readonly category: Category;
  /** Holds the Muscle specialist: beats every other hand of the same category. */
  readonly muscle: boolean;
  /** This hand is weaker than the one revealed before it. */
  readonly mistake: boolean;
}

export interface GuessOutcome {
  readonly kind: GuessChallenge;
  readonly guess: string;
  readonly actual: string;
  readonly correct: boolean;
}

export interface ShowdownRecord {
  readonly hands: readonly ShowdownHand[];
  readonly orderCorrect: boolean;
  readonly guesses: readonly GuessOutcome[];
  readonly success: boolean;
}

export type GangResult = 'won' | 'lost';

/** The cards active in the next heist, revealed as soon as a heist ends. */
export interface Upcoming {
  readonly challenges: readonly Challenge[];
  readonly specialist: Specialist | null;
  /** Master Thief: the lowest-numbered challenge, discarded for the rest of the game. */
  readonly discarded: Challenge | null;
}

/** Per stack: times its card 1 was revealed, and whether it has been shuffled for good. */
export interface StackTurns {
  readonly challengeOnes: number;
  readonly specialistOnes: number;
  readonly challengesRandom: boolean;
  readonly specialistsRandom: boolean;
}

/** What a finished game leaves for the next game of The Gang in the same room (carry-over). */
export interface GangCarry {
  readonly challenges: readonly Challenge[];
  readonly specialists: readonly Specialist[];
  readonly turns: StackTurns;
}

export type Phase = 'coordinate' | 'round' | 'guess' | 'showdown' | 'over';

export interface GangState {
  readonly seats: number;
  readonly options: GangOptions;
  rng: RngState;
  phase: Phase;
  /** 1-based heist number. */
  heist: number;
  /** 1–4: white, yellow, orange, red. */
  round: number;
  vaults: number;
  alarms: number;
  /** Alarms that lose the game: 3, or 2 in Master Thief mode. */
  readonly alarmLimit: number;
  outcomes: ('success' | 'fail')[];

  /** Undealt cards; the next card drawn is deck[0]. Never leaves the host. */
  deck: string[];
  /** Face-down discards. Never leaves the host. */
  discard: string[];
  pockets: string[][];
  community: string[];

  /** Current round's chips in the centre. */
  centre: string[];
  /** Current round's chip held by each seat. */
  holding: (string | null)[];
  /** Each finished round's chip per seat (index round-1; null: no chip that round). */
  finals: (string | null)[][];
  /** Dark-side chips this heist: they never change owners once taken. */
  dark: string[];

  challengeStack: Challenge[];
  specialistStack: Specialist[];
  /** Professional mode's challenge, active all game. */
  permanentChallenge: Challenge | null;
  /** Challenges active this heist (the permanent one included). */
  challenges: Challenge[];
  specialist: Specialist | null;
  specialistUsed: boolean;
  muscle: number | null;

  proposal: Proposal | null;
  nextProposalId: number;
  pending: Pending | null;
  /** Coordinator: the card each seat chose to pass left (null: not yet). */
  passes: (string | null)[] | null;
  announcements: Announcement[];
  /** Private knowledge per seat, shown to that seat only. */
  secrets: SeatSecrets[];
  /** Retina/Fingerprint Scan guesses the gang has agreed on. */
  guesses: Partial<Record<GuessChallenge, string>>;
  /** Round 4's last call: who confirmed the reveal (null until everyone holds a red chip while
   * the specialist is unused or a proposal is open). */
  lastCall: boolean[] | null;
  /** The cards revealed at the showdown for the next heist (rulebook: "Reveal the topmost…"). */
  upcoming: Upcoming | null;
  /** How often each stack has shown its card 1, and whether it is in random order for good
   * (the rulebook's tip: shuffle when card 1 comes round the second time). */
  stackTurns: StackTurns;

  showdown: ShowdownRecord | null;
  result: GangResult | null;
  log: LogEntry[];
}

/** What one seat alone knows beyond its own pocket. */
export interface SeatSecrets {
  /** Cards shown to this seat by an Informant. */
  informed: { from: number; card: string }[];
  /** The card this seat showed as the Informant. */
  shown: { to: number; card: string } | null;
  /** This seat's pocket before the Con Artist collected and redealt the pockets. */
  beforeConArtist: string[] | null;
  /** Coordinator: the card passed left, and the card received from the right. */
  passed: string | null;
  received: string | null;
  /** Cards this seat discarded face down (Motion Detector, Laser Tripwires, Hacker, Jack). */
  discarded: string[];
}
