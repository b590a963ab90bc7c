// What each seat may see (the authority model in ARCHITECTURE.md): its own hand, every hand's
// card count, the current trick face up, this round's exchange, the score sheet. Other hands,
// the set-aside cards, finished tricks (face down: "Die abgelegten Karten dürfen nicht mehr
// angesehen werden"), the deck order and the RNG never appear here, so they never leave the host.
import { logWindow } from '../../core/game-log.ts';
import type {
  Exchange,
  GofOptions,
  GofResult,
  GofState,
  LogEntry,
  RoundScore,
  TrickPlay,
} from './state.ts';
import { underThreat } from './legal.ts';
import type { Direction, Phase } from './vocabulary.ts';

/** One player as everybody sees them. */
export interface GofPlayerView {
  /** Their seat. */
  readonly seat: number;
  /** How many cards they hold ("Während des Spiels darf man jederzeit … fragen"). */
  readonly cards: number;
  /** Passed since the last play of the current trick. */
  readonly passed: boolean;
  /** Holds one card and announced it. */
  readonly lastCard: boolean;
  /** Out of the round for not calling "last card". */
  readonly out: boolean;
  /** Their penalty points so far. */
  readonly total: number;
}

export interface GofView {
  /** Always 'gang-of-four'. */
  readonly game: 'gang-of-four';
  /** The viewer's seat, or null for a spectator. */
  readonly seat: number | null;
  /** How many seats the match has (3 or 4). */
  readonly seats: number;
  /** The rulebook options the lobby chose. */
  readonly options: GofOptions;
  /** Where the round is: `exchange` (the winner's card to the loser), `play`, `round-end` (the score sheet), `over`. */
  readonly phase: Phase;
  /** The round, from 1. */
  readonly round: number;
  /** This round's dealer. */
  readonly dealer: number;
  /** Which way play goes this round (seat + 1 is clockwise, seat − 1 counter-clockwise). */
  readonly direction: Direction;
  /** Whose move it is (the exchange winner choosing, or the player to act), or null. */
  readonly turn: number | null;
  /** The viewer's own cards, low to high; null for a spectator. */
  readonly hand: readonly string[] | null;
  /** Every seat, in seat order. */
  readonly players: readonly GofPlayerView[];
  /** The current trick, oldest play first; the last play is the combination to beat. */
  readonly trick: readonly TrickPlay[];
  /** Cards of finished tricks lying face down. */
  readonly pile: number;
  /** The round-1 lead must still contain the multicoloured 1. */
  readonly mustInclude1M: boolean;
  /** The player to act sits just before a last-card player: advice, or a duty by option. */
  readonly defending: boolean;
  /** This round's exchange (who gives whom which card), or null. */
  readonly exchange: Exchange | null;
  /** Every finished round's score line. */
  readonly rounds: readonly RoundScore[];
  /** Penalty points per seat so far. */
  readonly totals: readonly number[];
  /** The winners and totals, once the game is over. */
  readonly result: GofResult | null;
  /** This round's public log (its tail: engine/core/game-log.ts). */
  readonly log: readonly LogEntry[];
}

/** The view of `viewer` (a seat), or of a spectator when `viewer` is null. */
export function gofView(s: GofState, viewer: number | null): GofView {
  const playing = s.phase === 'play';
  return {
    game: 'gang-of-four',
    seat: viewer,
    seats: s.seats,
    options: s.options,
    phase: s.phase,
    round: s.round,
    dealer: s.dealer,
    direction: s.direction,
    turn: s.turn,
    hand: viewer === null ? null : [...s.hands[viewer]!],
    players: s.hands.map((hand, seat) => ({
      seat,
      cards: hand.length,
      passed: playing && s.passed[seat]!,
      lastCard: playing && hand.length === 1 && !s.out[seat],
      out: s.out[seat]!,
      total: s.totals[seat]!,
    })),
    // Plays, score lines, the exchange and the result are never changed once made (the rules
    // replace them: pure-apply.test.ts): the view shares them, so the host's diff skips them.
    trick: [...s.trick],
    pile: s.pile,
    mustInclude1M: s.firstLead,
    defending: playing && s.turn !== null && underThreat(s, s.turn),
    exchange: s.exchange,
    rounds: [...s.rounds],
    totals: [...s.totals],
    result: s.result,
    // Log lines are never changed once written (pure-apply.test.ts): the view shares them.
    log: logWindow(s.log),
  };
}
