// The heist's automatic flow: dealing, the cards that act on their own, round changes and the
// showdown (rulebook "Gameplay", "The showdown", "Advanced mode" and the card explanations).
// Every function here mutates a draft the caller cloned; none validates player input.
import { appendLog } from '../../core/game-log.ts';
import { shuffle } from '../../core/rng.ts';
import { makeCard, parseCard, RANKS, SUITS } from '../../cards/poker.ts';
import type { GangState, LogEntry, SeatSecrets, Upcoming } from './state.ts';
import {
  GROUP_SPECIALISTS,
  cardNumber,
  chipToken,
  type Challenge,
  type Specialist,
} from './vocabulary.ts';
import { resolveShowdown } from './showdown.ts';

/** All 52 cards in notation order. */
export const FULL_DECK: readonly string[] = Array.from(RANKS).flatMap((r) =>
  Array.from(SUITS).map((s) => makeCard(parseCard(`${r}${s}`))),
);

function emptySecrets(): SeatSecrets {
  return {
    informed: [],
    shown: null,
    beforeConArtist: null,
    passed: null,
    received: null,
    discarded: [],
  };
}

/** Appends a public log line stamped with the current heist and round. */
export function log(s: GangState, entry: DistributiveOmit<LogEntry, 'heist' | 'round'>): void {
  appendLog(s.log, { heist: s.heist, round: s.round, ...entry } as LogEntry);
}
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** Whether a challenge is active this heist. */
export function active(s: GangState, c: Challenge): boolean {
  return s.challenges.includes(c);
}

/** Pocket size: three with Security Cameras, otherwise two. */
export function pocketSize(s: GangState): number {
  return active(s, 'security-cameras') ? 3 : 2;
}

/** Draws the top `n` cards of the deck. */
export function draw(s: GangState, n: number): string[] {
  return s.deck.splice(0, n);
}

/** Shuffles and deals a new heist. */
export function startHeist(s: GangState): void {
  let deck: string[];
  [deck, s.rng] = shuffle(FULL_DECK, s.rng);
  dealHeist(s, deck);
}

/** Deals a heist from a deck in draw order: pockets seat by seat, the cards that act at the
 * deal, then round 1 (or 2). Tests call it with a stacked deck. */
export function dealHeist(s: GangState, deck: string[]): void {
  s.deck = deck;
  s.discard = [];
  s.community = [];
  s.finals = [];
  s.holding = Array.from({ length: s.seats }, () => null);
  s.centre = [];
  s.dark = [];
  s.specialistUsed = false;
  s.muscle = null;
  s.proposal = null;
  s.pending = null;
  s.passes = null;
  s.announcements = [];
  s.secrets = Array.from({ length: s.seats }, emptySecrets);
  s.guesses = {};
  s.lastCall = null;
  s.upcoming = null;
  s.showdown = null;
  log(s, { e: 'heist', challenges: [...s.challenges], specialist: s.specialist });

  const size = pocketSize(s);
  s.pockets = Array.from({ length: s.seats }, () => draw(s, size));
  log(s, { e: 'deal', cards: size });
  applyDealSpecialist(s);

  if (s.specialist === 'coordinator') {
    s.phase = 'coordinate';
    s.passes = Array.from({ length: s.seats }, () => null);
    s.round = 1;
    return;
  }
  beginFirstRound(s);
}

/** Round 1, or straight to round 2 under Quick Access ("put aside the white chips"). */
export function beginFirstRound(s: GangState): void {
  s.phase = 'round';
  if (active(s, 'quick-access')) {
    s.finals.push(Array.from({ length: s.seats }, () => null));
    beginRound(s, 2);
  } else {
    beginRound(s, 1);
  }
}

/** Specialists that act once the pocket cards are dealt (Investor, Math Whiz, Con Artist). */
function applyDealSpecialist(s: GangState): void {
  if (s.specialist === 'investor') {
    s.pockets.forEach((pocket, seat) => {
      const faceCards = pocket.filter((c) => 'JQK'.includes(c[0]!)).length;
      announce(s, { kind: 'investor', seat, faceCards });
    });
    s.specialistUsed = true;
  } else if (s.specialist === 'math-whiz') {
    s.pockets.forEach((pocket, seat) => {
      const sum = pocket.reduce((t, c) => t + mathWhizValue(c), 0);
      announce(s, { kind: 'math-whiz', seat, sum });
    });
    s.specialistUsed = true;
  } else if (s.specialist === 'con-artist') {
    // Everyone has seen their own cards; the pockets are gathered, shuffled and redealt.
    s.pockets.forEach((pocket, seat) => (s.secrets[seat]!.beforeConArtist = [...pocket]));
    const size = s.pockets[0]!.length;
    let pile: string[];
    [pile, s.rng] = shuffle(s.pockets.flat(), s.rng);
    s.pockets = s.pockets.map((_, seat) => pile.slice(seat * size, seat * size + size));
    s.specialistUsed = true;
    log(s, { e: 'con-artist' });
  }
}

/** Math Whiz values: 2–10 face value, J/Q/K 10, A 11. */
export function mathWhizValue(card: string): number {
  const r = card[0]!;
  if (r === 'A') return 11;
  if ('TJQK'.includes(r)) return 10;
  return Number(r);
}

function announce(s: GangState, a: GangState['announcements'][number]): void {
  s.announcements.push(a);
  log(s, { e: 'announce', announcement: a });
}

/** Community cards to turn up at the start of each round. */
const REVEAL_AT_ROUND = [0, 0, 3, 1, 1];

/** Opens a round: community cards, the challenges that act now, and its chips in the centre. */
function beginRound(s: GangState, round: number): void {
  s.round = round;
  const reveal = REVEAL_AT_ROUND[round]!;
  if (reveal > 0) {
    const cards = draw(s, reveal);
    s.community.push(...cards);
    log(s, { e: 'reveal', cards });
  }
  if (round >= 2 && active(s, 'blackout')) log(s, { e: 'blackout' });
  if (round === 2) applyRedrawChallenges(s);
  if (round === 3 && active(s, 'hasty-getaway')) {
    // No orange chips: straight on to round 4 (which turns up the river).
    s.finals.push(Array.from({ length: s.seats }, () => null));
    beginRound(s, 4);
    return;
  }
  s.holding = Array.from({ length: s.seats }, () => null);
  s.centre = Array.from({ length: s.seats }, (_, i) => chipToken(round, i + 1));
  s.dark = [];
  if (round <= 3) {
    if (active(s, 'noise-sensors')) s.dark.push(chipToken(round, 1));
    if (active(s, 'ventilation-shaft')) s.dark.push(chipToken(round, s.seats));
  }
}

/** Motion Detector and Laser Tripwires: a white-chip holder redraws after the flop. */
function applyRedrawChallenges(s: GangState): void {
  const white = s.finals[0] ?? [];
  const faces = s.community.some((c) => 'JQK'.includes(c[0]!));
  const redraw = (stars: number, challenge: Challenge) => {
    const seat = white.indexOf(chipToken(1, stars));
    if (seat < 0) return;
    const old = s.pockets[seat]!;
    s.discard.push(...old);
    s.secrets[seat]!.discarded.push(...old);
    s.pockets[seat] = draw(s, old.length);
    log(s, { e: 'redraw', seat, challenge });
  };
  if (active(s, 'motion-detector') && faces) redraw(1, 'motion-detector');
  if (active(s, 'laser-tripwires') && !faces) redraw(s.seats, 'laser-tripwires');
}

/** Whether round 4 waits for the crew's confirmation before the reveal: the specialist may be
 * proposed "at any time (before the showdown!)" (rulebook p. 14), so while it is unused, or a
 * proposal is open, the last red chip does not start the showdown on its own. */
function needsLastCall(s: GangState): boolean {
  if (s.lastCall !== null || s.proposal !== null) return true;
  const group = (GROUP_SPECIALISTS as readonly string[]).includes(s.specialist ?? '');
  return group && !s.specialistUsed;
}

/** Ends the round once everybody holds a chip of its colour and nobody owes a step; round 4
 * also waits for the last call (everyone confirmed the reveal, no proposal open). */
export function maybeEndRound(s: GangState): void {
  if (s.phase !== 'round' || s.pending !== null) return;
  if (s.holding.some((c) => c === null)) return;
  if (s.round === 4 && needsLastCall(s)) {
    if (s.lastCall === null) {
      s.lastCall = Array.from({ length: s.seats }, () => false);
      log(s, { e: 'last-call' });
      return;
    }
    if (s.proposal !== null || s.lastCall.some((ok) => !ok)) return;
  }
  const chips = [...s.holding];
  s.finals.push(chips);
  log(s, { e: 'round-end', chips });
  if (s.round < 4) {
    beginRound(s, s.round + 1);
    return;
  }
  s.holding = Array.from({ length: s.seats }, () => null);
  s.centre = [];
  s.dark = [];
  s.lastCall = null;
  if (requiredGuesses(s).length > 0) {
    s.phase = 'guess';
  } else {
    finishHeist(s);
  }
}

/** The table changed (a chip moved, a specialist acted): confirmations of the reveal lapse. */
export function reopenLastCall(s: GangState): void {
  if (s.lastCall) s.lastCall = s.lastCall.map(() => false);
}

/** Guesses the active challenges still need before the last hand is revealed. */
export function requiredGuesses(s: GangState): ('retina-scan' | 'fingerprint-scan')[] {
  return (['retina-scan', 'fingerprint-scan'] as const).filter(
    (c) => active(s, c) && s.guesses[c] === undefined,
  );
}

/** Scores the showdown, flips a vault or an alarm, ends the game at three of either, and
 * otherwise reveals the next heist's cards at once. */
export function finishHeist(s: GangState): void {
  const record = resolveShowdown(s);
  s.showdown = record;
  s.phase = 'showdown';
  s.outcomes.push(record.success ? 'success' : 'fail');
  if (record.success) s.vaults += 1;
  else s.alarms += 1;
  log(s, { e: 'showdown', success: record.success });
  if (s.vaults >= 3) s.result = 'won';
  else if (s.alarms >= s.alarmLimit) s.result = 'lost';
  if (s.result) {
    s.phase = 'over';
    log(s, { e: 'game-over', result: s.result });
    return;
  }
  s.upcoming = revealNext(s, record.success);
  log(s, { e: 'next-card', ...s.upcoming });
}

/** Takes the top card of a stack; when card 1 comes round the second time the stack is
 * shuffled first, for good (the rulebook's tip for Advanced mode, p. 15). */
function revealTop<T extends Challenge | Specialist>(
  s: GangState,
  kind: 'challenge' | 'specialist',
): T {
  const stack = (kind === 'challenge' ? s.challengeStack : s.specialistStack) as T[];
  const t = s.stackTurns;
  const ones = kind === 'challenge' ? t.challengeOnes : t.specialistOnes;
  const random = kind === 'challenge' ? t.challengesRandom : t.specialistsRandom;
  let order = stack;
  if (cardNumber(stack[0]!) === 1 && ones >= 1 && !random) {
    [order, s.rng] = shuffle(stack, s.rng);
    s.stackTurns =
      kind === 'challenge' ? { ...t, challengesRandom: true } : { ...t, specialistsRandom: true };
  }
  const card = order[0]!;
  const rest = order.slice(1);
  if (kind === 'challenge') s.challengeStack = rest as Challenge[];
  else s.specialistStack = rest as Specialist[];
  if (cardNumber(card) === 1) {
    s.stackTurns =
      kind === 'challenge'
        ? { ...s.stackTurns, challengeOnes: s.stackTurns.challengeOnes + 1 }
        : { ...s.stackTurns, specialistOnes: s.stackTurns.specialistOnes + 1 };
  }
  return card;
}

/** At the end of a heist: its cards go under their stacks and the next heist's are revealed
 * (Advanced, Professional), or the lowest challenge is discarded and one revealed (Master Thief). */
function revealNext(s: GangState, success: boolean): Upcoming {
  const mode = s.options.mode;
  if (mode === 'advanced' || mode === 'professional') {
    s.challengeStack.push(...s.challenges.filter((c) => c !== s.permanentChallenge));
    if (s.specialist) s.specialistStack.push(s.specialist);
    const permanent = s.permanentChallenge ? [s.permanentChallenge] : [];
    return success
      ? { challenges: [...permanent, revealTop(s, 'challenge')], specialist: null, discarded: null }
      : { challenges: permanent, specialist: revealTop(s, 'specialist'), discarded: null };
  }
  if (mode === 'master-thief') {
    // "Discard the lowest-numbered challenge card. Then reveal a new challenge card."
    const lowest = [...s.challenges].sort((a, b) => cardNumber(a) - cardNumber(b))[0]!;
    const kept = s.challenges.filter((c) => c !== lowest);
    return {
      challenges: [...kept, revealTop(s, 'challenge')],
      specialist: null,
      discarded: lowest,
    };
  }
  return { challenges: [], specialist: null, discarded: null };
}

/** After the showdown: the revealed cards become active and a new heist is dealt. */
export function nextHeist(s: GangState): void {
  const next = s.upcoming ?? { challenges: [], specialist: null };
  s.challenges = [...next.challenges];
  s.specialist = next.specialist;
  s.heist += 1;
  s.round = 1;
  startHeist(s);
}
