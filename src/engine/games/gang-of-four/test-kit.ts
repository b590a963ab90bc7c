// Test helpers for Gang of Four: one-line rigged deals, so a rules test reads like the rulebook
// (`rigged({ hands: ['1M 2G 2Y', '5R 5G', '9Y DR'] })`). Used by tests only.
import type { Outcome } from '../../core/result.ts';
import { parseGofCards, sortGofTokens } from './cards.ts';
import { parseGofIntent } from './intents.ts';
import { DEFAULT_OPTIONS } from './options.ts';
import { setupMatch, startRound } from './round.ts';
import { applyGofIntent } from './rules.ts';
import type { GofOptions, GofState } from './state.ts';
import type { Direction } from './vocabulary.ts';

export interface Rig {
  /** Each seat's hand, any size, e.g. ['1M 2G 2Y', '5R 5G', '9Y DR']. */
  readonly hands: readonly string[];
  /** Three players: the cards set aside. */
  readonly aside?: string;
  readonly options?: Partial<GofOptions>;
  /** Default 1. From round 2 the exchange starts the round, after `previous`. */
  readonly round?: number;
  /** Round 1 default: seat 1, so seat 0 (on its right) leads when nobody holds the 1M. */
  readonly dealer?: number;
  /** Default: the round's own (round 1 counter-clockwise, then alternating). */
  readonly direction?: Direction;
  /** Skip the round's lead rule: this seat leads anything, the exchange skipped. */
  readonly leader?: number;
  /** The round before (from round 2): its winner and penalties. */
  readonly previous?: { readonly winner: number; readonly penalties: readonly number[] };
  readonly totals?: readonly number[];
}

const tokens = (text: string) => text.split(/\s+/).filter((t) => t !== '');

/** A match whose current round is dealt the rigged hands. */
export function rigged(rig: Rig): GofState {
  const seats = rig.hands.length;
  // Throws on an unknown token or more copies than the deck holds, across all hands.
  parseGofCards([...rig.hands, rig.aside ?? ''].join(' '));
  const s = setupMatch('rig', seats, { ...DEFAULT_OPTIONS, ...rig.options });
  s.round = rig.round ?? 1;
  s.dealer = rig.dealer ?? (s.round === 1 ? 1 : (rig.previous?.winner ?? 0));
  s.direction = rig.direction ?? (s.round % 2 === 1 ? 'counter-clockwise' : 'clockwise');
  s.totals = [...(rig.totals ?? Array<number>(seats).fill(0))];
  if (s.round > 1) {
    const prev = rig.previous;
    if (!prev) throw new Error('a rig after round 1 needs the previous round');
    s.rounds = [
      {
        round: s.round - 1,
        winner: prev.winner,
        cardsLeft: prev.penalties.map(() => 0),
        forgot: prev.penalties.map(() => false),
        penalties: [...prev.penalties],
      },
    ];
  }
  startRound(s, rig.hands.map(tokens), tokens(rig.aside ?? ''));
  if (rig.leader !== undefined) {
    // Undo the exchange the deal may have made: the rigged hands are the hands in play.
    s.hands = rig.hands.map((h) => sortGofTokens(tokens(h)));
    s.log = s.log.filter((e) => e.e !== 'exchange');
    s.phase = 'play';
    s.exchange = null;
    s.firstLead = false;
    s.turn = rig.leader;
  }
  return s;
}

/** Applies a raw intent the way the host does: shape check first, then the rules. */
export function act(s: GofState, seat: number, raw: unknown): Outcome<GofState> {
  const intent = parseGofIntent(raw);
  if ('ok' in intent) return intent;
  return applyGofIntent(s, seat, intent);
}

/** Applies an intent that must be accepted, and returns the new state. */
export function must(s: GofState, seat: number, raw: unknown): GofState {
  const out = act(s, seat, raw);
  if (!out.ok) throw new Error(`seat ${seat} ${JSON.stringify(raw)} refused: ${out.reason}`);
  return out.state;
}

/** A play intent from one line of notation, e.g. play('5R 5G'). */
export function play(cards: string, lastCard?: boolean): unknown {
  return lastCard === undefined
    ? { type: 'play', cards: tokens(cards) }
    : { type: 'play', cards: tokens(cards), lastCard };
}

/** The pass intent. */
export const PASS = { type: 'pass' } as const;

/** Plays a script of moves for whoever's turn it is: card notation, or 'pass'. */
export function moves(s: GofState, ...script: string[]): GofState {
  return script.reduce((st, m) => must(st, st.turn!, m === 'pass' ? PASS : play(m)), s);
}

/** A quoted card token inside JSON text. */
export const CARD_TOKEN = /"(10[GYR]|[1-9][GYR]|1M|P[GY]|DR)"/g;

/** Cards a seat (or a spectator, null) may know now: its own hand, the current trick face up,
 * and this round's exchange (both cards shown to all). */
export function knownCards(s: GofState, seat: number | null): Set<string> {
  const known = new Set<string>(s.trick.flatMap((p) => p.cards));
  if (s.exchange) {
    known.add(s.exchange.fromLoser);
    if (s.exchange.fromWinner) known.add(s.exchange.fromWinner);
  }
  if (seat !== null) for (const c of s.hands[seat]!) known.add(c);
  return known;
}
