// What each seat may see (the authority model in ARCHITECTURE.md): own pocket and own secrets,
// everything on the table, nothing else. The deck, the discards, the RNG and other seats'
// pockets before the showdown never appear here, so they can never leave the host.
import { logWindow } from '../../core/game-log.ts';
import { bestFive, categoryOfCards, type Category } from '../../cards/hand-eval.ts';
import { makeCard, parseCard } from '../../cards/poker.ts';
import type {
  Announcement,
  GangOptions,
  GangResult,
  LogEntry,
  Pending,
  Phase,
  ProposalBody,
  ShowdownRecord,
  Upcoming,
} from './state.ts';
import type { GangState } from './state.ts';
import { active } from './heist.ts';
import { highestRedSeat } from './showdown.ts';
import type { Challenge, GuessChallenge, Specialist } from './vocabulary.ts';

export interface GangPlayerView {
  /** Their seat. */
  readonly seat: number;
  /** Pocket cards, or null while hidden from this viewer. */
  readonly pocket: readonly string[] | null;
  /** How many pocket cards they hold (two; one for a moment under some specialists). */
  readonly pocketCount: number;
  /** This round's chip in front of the player. */
  readonly chip: string | null;
  /** Earlier rounds' chips, in a row (empty under Blackout). */
  readonly row: readonly string[];
  /** Holds the Muscle specialist: beats every other hand of the same category. */
  readonly muscle: boolean;
}

export interface GangSecretsView {
  /** Cards an Informant showed you, and who showed them. */
  readonly informed: readonly { from: number; card: string }[];
  /** The card you showed as the Informant, and to whom. */
  readonly shown: { to: number; card: string } | null;
  /** Your pocket before the Con Artist moved the cards. */
  readonly beforeConArtist: readonly string[] | null;
  /** Coordinator: the card you passed. */
  readonly passed: string | null;
  /** Coordinator: the card you received. */
  readonly received: string | null;
  /** Coordinator: the card you chose to pass, before everyone has chosen. */
  readonly passing: string | null;
  /** Cards you put face down on the discard pile this heist. */
  readonly discarded: readonly string[];
}

export interface GangView {
  /** Always 'the-gang'. */
  readonly game: 'the-gang';
  /** The viewer's seat, or null for a spectator. */
  readonly seat: number | null;
  /** How many seats the match has. */
  readonly seats: number;
  /** The mode and the stacks, as the lobby chose them. */
  readonly options: GangOptions;
  /** Where the heist is: `coordinate` (Coordinator passes), `round`, `guess` (scan guesses), `showdown`, `over`. */
  readonly phase: Phase;
  /** The heist number, from 1. */
  readonly heist: number;
  /** The round, 1–4: white, yellow, orange, red chips. */
  readonly round: number;
  /** Vaults cracked so far. */
  readonly vaults: number;
  /** Alarms raised so far. */
  readonly alarms: number;
  /** Alarms that lose the game (2 in Master Thief, else 3). */
  readonly alarmLimit: number;
  /** Each finished heist's outcome, in order. */
  readonly outcomes: readonly ('success' | 'fail')[];
  /** The face-up community cards. */
  readonly community: readonly string[];
  /** Cards left in the deck (never which). */
  readonly deckCount: number;
  /** This round's chips still in the centre. */
  readonly centre: readonly string[];
  /** The dark (locked) chips. */
  readonly dark: readonly string[];
  /** Every seat, in seat order. */
  readonly players: readonly GangPlayerView[];
  /** The challenge cards in play this heist. */
  readonly challenges: readonly Challenge[];
  /** Professional mode's challenge for the whole game. */
  readonly permanentChallenge: Challenge | null;
  /** The specialist card in play this heist. */
  readonly specialist: Specialist | null;
  /** Whether the crew has used it. */
  readonly specialistUsed: boolean;
  /** Cards left in the challenge and specialist stacks. */
  readonly stacks: { readonly challenges: number; readonly specialists: number };
  /** What Investor, Math Whiz, Getaway Driver and Mastermind announced. */
  readonly announcements: readonly Announcement[];
  /** The open proposal (a specialist's use or a scan guess), who made it and who agreed. */
  readonly proposal: (ProposalBody & { id: number; by: number; agreed: readonly number[] }) | null;
  /** The step one player owes now (an Informant's card, a Hacker's swap, …). */
  readonly pending: Pending | null;
  /** Coordinator: who has chosen the card to pass (not which card). */
  readonly passed: readonly boolean[] | null;
  /** Retina/Fingerprint Scan: who is guessed about, what is still open, what was agreed. */
  readonly scan: {
    readonly about: number;
    readonly open: readonly GuessChallenge[];
    readonly agreed: Partial<Record<GuessChallenge, string>>;
  } | null;
  /** The viewer's best hand now (pocket plus community). */
  readonly best: { readonly category: Category; readonly cards: readonly string[] } | null;
  /** Yours only (null for a spectator): what was shown to you, what you passed and discarded. */
  readonly secrets: GangSecretsView | null;
  /** Round 4's last call: who has confirmed the reveal (null outside it). */
  readonly lastCall: readonly boolean[] | null;
  /** The cards already revealed for the next heist (at the showdown). */
  readonly upcoming: Upcoming | null;
  /** The reveal in order, each hand's category and mistakes, the guesses, success. */
  readonly showdown: ShowdownRecord | null;
  /** `won` or `lost`, once the game is over. */
  readonly result: GangResult | null;
  /** This heist's public log (under Blackout, earlier rounds' chip moves are gone too). */
  readonly log: readonly LogEntry[];
}

/** Seats whose pocket is face up for everybody now. */
function revealedSeats(s: GangState): Set<number> {
  if (s.phase === 'showdown' || s.phase === 'over') {
    return new Set(s.showdown ? s.showdown.hands.map((h) => h.seat) : []);
  }
  if (s.phase === 'guess') {
    // Every hand but the highest red chip's is revealed before the scan guess.
    const top = highestRedSeat(s);
    return new Set(Array.from({ length: s.seats }, (_, i) => i).filter((i) => i !== top));
  }
  return new Set();
}

function visibleLog(s: GangState): LogEntry[] {
  // The log runs in order: this heist's lines are its tail (found from the end, not by reading
  // every line of the game for every seat's view on every move).
  let from = s.log.length;
  while (from > 0 && s.log[from - 1]!.heist === s.heist) from--;
  const heist = s.log.slice(from);
  if (!active(s, 'blackout')) return heist;
  const chipMove = (e: LogEntry) => e.e === 'take' || e.e === 'return' || e.e === 'round-end';
  // Discarded chips stay out of sight for the rest of the heist, scan guesses included.
  return heist.filter((e) => !(chipMove(e) && e.round < s.round));
}

function bestOf(pocket: readonly string[], community: readonly string[]): GangView['best'] {
  const cards = [...pocket, ...community].map(parseCard);
  if (cards.length === 0) return null;
  const category = categoryOfCards(cards);
  return { category, cards: cards.length >= 5 ? bestFive(cards).map(makeCard) : [...pocket] };
}

/** The view of `viewer` (a seat), or of a spectator when `viewer` is null. */
export function gangView(s: GangState, viewer: number | null): GangView {
  const open = revealedSeats(s);
  const blackout = active(s, 'blackout');
  const players: GangPlayerView[] = s.pockets.map((pocket, seat) => ({
    seat,
    pocket: seat === viewer || open.has(seat) ? [...pocket] : null,
    pocketCount: pocket.length,
    chip: s.holding[seat] ?? null,
    row: blackout
      ? []
      : s.finals.map((f) => f[seat] ?? null).filter((c): c is string => c !== null),
    muscle: s.muscle === seat,
  }));
  const sec = viewer === null ? null : s.secrets[viewer]!;
  const { proposal } = s;
  return {
    game: 'the-gang',
    seat: viewer,
    seats: s.seats,
    options: s.options,
    phase: s.phase,
    heist: s.heist,
    round: s.round,
    vaults: s.vaults,
    alarms: s.alarms,
    alarmLimit: s.alarmLimit,
    outcomes: [...s.outcomes],
    community: [...s.community],
    deckCount: s.deck.length,
    centre: [...s.centre],
    dark: [...s.dark],
    players,
    challenges: [...s.challenges],
    permanentChallenge: s.permanentChallenge,
    specialist: s.specialist,
    specialistUsed: s.specialistUsed,
    stacks: { challenges: s.challengeStack.length, specialists: s.specialistStack.length },
    announcements: [...s.announcements],
    proposal: proposal ? { ...proposal, agreed: [...proposal.agreed] } : null,
    pending: s.pending,
    passed: s.passes ? s.passes.map((c) => c !== null) : null,
    scan: s.phase === 'guess' ? scanView(s) : null,
    best: viewer === null ? null : bestOf(s.pockets[viewer]!, s.community),
    secrets: sec && {
      informed: sec.informed.map((x) => ({ ...x })),
      shown: sec.shown && { ...sec.shown },
      beforeConArtist: sec.beforeConArtist && [...sec.beforeConArtist],
      passed: sec.passed,
      received: sec.received,
      passing: (viewer !== null && s.passes?.[viewer]) || null,
      discarded: [...sec.discarded],
    },
    lastCall: s.lastCall && [...s.lastCall],
    upcoming: s.upcoming,
    showdown: s.showdown,
    result: s.result,
    log: logWindow(visibleLog(s)),
  };
}

function scanView(s: GangState): NonNullable<GangView['scan']> {
  const kinds = (['retina-scan', 'fingerprint-scan'] as const).filter((c) => active(s, c));
  return {
    about: highestRedSeat(s),
    open: kinds.filter((k) => s.guesses[k] === undefined),
    agreed: { ...s.guesses },
  };
}
