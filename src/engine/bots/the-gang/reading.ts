// What one seat's view of The Gang tells its bot, gathered in one place: its own cards, the
// board of each round, the chips every player took (only those taken with the hand they hold
// now), and every public or private fact that narrows the other pockets (specialists'
// announcements, an Informant's card, the card passed under the Coordinator, the Con Artist's
// old pocket, hands revealed before a scan). Only the view is read.
import { categoryOfCards } from '../../cards/hand-eval.ts';
import { parseCard } from '../../cards/poker.ts';
import type { GangView } from '../../games/the-gang/index.ts';
import type { LogEntry } from '../../games/the-gang/state.ts';
import { parseChip } from '../../games/the-gang/vocabulary.ts';

/** A test on a candidate pocket (cards as numbers, the Jack as 52). */
export type PocketTest = (pocket: readonly number[]) => boolean;

/** A card some other seat holds with a known chance, for the seats that might hold it. */
export interface Boost {
  readonly card: number;
  /** Odds multiplier for pockets holding the card. */
  readonly ratio: number;
}

export interface Reading {
  readonly me: number;
  readonly seats: number;
  /** The round being played (4 in the scan guess). */
  readonly round: number;
  readonly community: readonly number[];
  /** The community cards as they lay in rounds 1–4. */
  readonly boards: readonly (readonly number[])[];
  /** The bot's own pocket. */
  readonly pocket: readonly number[];
  /** stars[seat][round - 1]: the chip a seat holds or ended the round with, 0 if none or if
   * it was taken with cards the seat no longer holds. */
  readonly stars: readonly Int8Array[];
  /** The Muscle's holder, or -1. */
  readonly muscle: number;
  /** Pockets face up for everybody (before a scan guess), else null. */
  readonly known: readonly (readonly number[] | null)[];
  /** Seats holding the suitless Jack. */
  readonly jack: readonly boolean[];
  readonly size: readonly number[];
  /** Cards a seat surely holds (an Informant's card, the card the bot passed left). */
  readonly holds: readonly (readonly number[])[];
  /** Real cards no other seat can hold (the bot's own, the board, its discards, open pockets). */
  readonly dead: Uint8Array;
  readonly tests: readonly (readonly PocketTest[])[];
  readonly boosts: readonly (readonly Boost[])[];
  /** The log index from which each seat holds its present cards (-1: since the deal). */
  readonly changed: readonly number[];
  /** This round's claims made by taking a chip from another player: where the chips of the
   * rest place the taker, it says it is below (or above) the player it took the chip from. */
  readonly claims: readonly Claim[];
}

/** A taker's claim to be above or below another seat in this round's order. */
export interface Claim {
  readonly seat: number;
  readonly other: number;
  readonly above: boolean;
}

const card = (t: string): number => parseCard(t);

/** Reads a seat's view. */
export function readView(view: GangView): Reading {
  const me = view.seat!;
  const seats = view.seats;
  const community = view.community.map(card);
  const boards = [[], community.slice(0, 3), community.slice(0, 4), community.slice(0, 5)];
  const log = view.log;
  const changed = Array<number>(seats).fill(-1);
  const jack = Array<boolean>(seats).fill(false);
  log.forEach((e, i) => {
    if (e.e === 'redraw' || e.e === 'discarded') changed[e.seat] = i;
    if (e.e === 'specialist' && (e.proposal.kind === 'hacker' || e.proposal.kind === 'jack')) {
      changed[e.proposal.seat] = i;
      if (e.proposal.kind === 'jack') jack[e.proposal.seat] = true;
    }
  });
  const stars = readStars(view, log, changed);
  const pocket = view.players[me]!.pocket!.map(card);
  const known = view.players.map((p, i) => (i !== me && p.pocket ? p.pocket.map(card) : null));
  const dead = new Uint8Array(52);
  const kill = (c: number) => c < 52 && (dead[c] = 1);
  pocket.forEach(kill);
  community.forEach(kill);
  view.secrets?.discarded.forEach((t) => kill(card(t)));
  known.forEach((k) => k?.forEach(kill));
  const holds: number[][] = Array.from({ length: seats }, () => []);
  const tests: PocketTest[][] = Array.from({ length: seats }, () => []);
  const boosts: Boost[][] = Array.from({ length: seats }, () => []);
  const since = (kind: LogEntry['e'], seat?: number) =>
    log.findIndex((e) => e.e === kind && (seat === undefined || ('seat' in e && e.seat === seat)));
  const secrets = view.secrets;
  for (const { from, card: t } of secrets?.informed ?? []) {
    if (changed[from]! > since('informant-shown', from)) continue;
    const shown = card(t);
    holds[from]!.push(shown);
    // The crew's Informant shows its highest card (crew.ts), so the rest are no higher.
    tests[from]!.push((p) => p.every((c) => rankOf(c) <= rankOf(shown)));
  }
  const left = (me + 1) % seats;
  if (secrets?.passed && changed[left]! < since('coordinated'))
    holds[left]!.push(card(secrets.passed));
  const conArtist = since('con-artist');
  const mine = new Set(pocket);
  const gone = (secrets?.beforeConArtist ?? []).map(card).filter((c) => !mine.has(c));
  const others = seats - 1;
  for (const c of gone) {
    for (let s = 0; s < seats; s++) {
      if (s === me || changed[s]! > conArtist) continue;
      // The card is in one of the other pockets: each holds it with chance 1/others.
      const prior = view.players[s]!.pocketCount / (52 - 5 - pocket.length);
      const want = 1 / others;
      boosts[s]!.push({ card: c, ratio: want / (1 - want) / (prior / (1 - prior)) });
    }
  }
  let revealed = 0;
  log.forEach((e, i) => {
    if (e.e === 'reveal') revealed += e.cards.length;
    if (e.e !== 'announce') return;
    const a = e.announcement;
    if (a.seat === me || changed[a.seat]! > i) return;
    const board = community.slice(0, revealed);
    tests[a.seat]!.push(announcementTest(a, board));
  });
  const claims = readClaims(view, log, changed);
  return {
    claims,
    me,
    seats,
    round: view.phase === 'guess' ? 4 : view.round,
    community,
    boards,
    pocket,
    stars,
    muscle: view.players.findIndex((p) => p.muscle),
    known,
    jack,
    size: view.players.map((p) => p.pocketCount),
    holds,
    dead,
    tests,
    boosts,
    changed,
  };
}

/** The pocket test an announcement makes (rulebook specialists 2, 3, 4 and 8). */
function announcementTest(
  a: Extract<LogEntry, { e: 'announce' }>['announcement'],
  board: readonly number[],
): PocketTest {
  switch (a.kind) {
    case 'investor':
      return (p) =>
        p.filter((c) => c === 52 || (c >> 2 >= 9 && c >> 2 <= 11)).length === a.faceCards;
    case 'math-whiz':
      return (p) => p.reduce((t, c) => t + whizValue(c), 0) === a.sum;
    case 'mastermind': {
      const rank = '23456789TJQKA'.indexOf(a.rank);
      return (p) => p.filter((c) => (c === 52 ? 9 : c >> 2) === rank).length === a.count;
    }
    case 'getaway-driver':
      return (p) => categoryOfCards([...p, ...board]) === a.category;
  }
}

/**
 * Taking chip k from a player claims place k. If the k - 1 places below are then held by the
 * others, the taker says it is below the player it displaced; if k - 2 of them are, above.
 */
function readClaims(view: GangView, log: readonly LogEntry[], changed: readonly number[]): Claim[] {
  const claims: Claim[] = [];
  const holding = new Int8Array(view.seats);
  log.forEach((e, i) => {
    if (e.round !== view.round) return;
    if (e.e === 'return') holding[e.seat] = 0;
    if (e.e !== 'take') return;
    const stars = parseChip(e.chip)!.stars;
    holding[e.seat] = stars;
    if (e.from === null) return;
    holding[e.from] = 0;
    if (changed[e.seat]! > i) return;
    let below = 0;
    holding.forEach((h, s) => s !== e.seat && s !== e.from && h > 0 && h < stars && below++);
    if (below === stars - 1) claims.push({ seat: e.seat, other: e.from, above: false });
    else if (below === stars - 2) claims.push({ seat: e.seat, other: e.from, above: true });
  });
  return claims;
}

/** A card's rank 0 (2) … 12 (A); the Jack specialist is a J. */
export const rankOf = (c: number): number => (c === 52 ? 9 : c >> 2);

/** Math Whiz values (specialist 8): 2–10 as printed, J Q K 10 (the Jack too), A 11. */
function whizValue(c: number): number {
  const rank = c === 52 ? 9 : c >> 2;
  return rank <= 8 ? rank + 2 : rank <= 11 ? 10 : 11;
}

/** Every seat's chip per round, kept only when taken with the cards the seat holds now. */
function readStars(
  view: GangView,
  log: readonly LogEntry[],
  changed: readonly number[],
): Int8Array[] {
  const lastTake: number[][] = Array.from({ length: view.seats }, () => [-1, -1, -1, -1, -1]);
  log.forEach((e, i) => {
    if (e.e === 'take') lastTake[e.seat]![e.round] = i;
  });
  return view.players.map((p, seat) => {
    const out = new Int8Array(4);
    const chips = p.chip ? [...p.row, p.chip] : p.row;
    for (const t of chips) {
      const chip = parseChip(t);
      if (!chip) continue;
      // A chip taken before the seat's cards changed says nothing about the cards it holds now.
      if (changed[seat]! >= 0 && lastTake[seat]![chip.round]! < changed[seat]!) continue;
      out[chip.round - 1] = chip.stars;
    }
    return out;
  });
}
