// The Gang's crew bot: a pure, seeded player that decides from its own view only.
//
// Chips: it reads the view (reading.ts), weighs every pocket the others could hold against
// the chips they took (belief.ts), and from that gets the chance of each place it could hold
// in this round's order (q before the river, the showdown on it). It takes the chip of its
// likeliest place, from the centre or from a player who holds it; it gives its chip back when
// the table has moved and another place has become clearly likelier; each steal and each
// return raises the bar for the next, so the chips settle. A dark chip (Noise Sensors,
// Ventilation Shaft) is taken only when the bot is sure of it or nothing else is free.
//
// Specialists that the crew decides on are proposed at round 4's last call, when everybody
// holds a red chip and the information is worth most: the Informant shows its highest card
// to the proposer from the player whose place against the proposer is least clear; the
// Getaway Driver and the Mastermind ask the question that best settles the proposer's
// doubts; Hacker and Jack go to the lowest red chip, the Muscle to the highest. The bot agrees
// to every proposal (a crew that argues never reaches the vault). Scan guesses name the
// likeliest rank or category of the top hand given everything seen. A proposal the table
// declined is never made again in the heist (refusals.ts): the crew then does without the
// specialist, or guesses the next likeliest.
import { categoryOfCards, CATEGORIES, type Category } from '../../cards/hand-eval.ts';
import { makeCard, parseCard } from '../../cards/poker.ts';
import type { RngState } from '../../core/rng.ts';
import type { GangIntent, GangView } from '../../games/the-gang/index.ts';
import type { ProposalBody } from '../../games/the-gang/state.ts';
import {
  GROUP_SPECIALISTS,
  RANK_CHARS,
  parseChip,
  type GroupSpecialist,
} from '../../games/the-gang/vocabulary.ts';
import { believe, type Belief } from './belief.ts';
import { pocketAt } from './candidates.ts';
import { chanceWeaker, isShowdown, placeDistribution, valueOf } from './belief-odds.ts';
import { rankOf, readView } from './reading.ts';
import { declinedProposals, proposalKey } from './refusals.ts';
import { qOf, strengthTable } from './strength.ts';

type Move = [GangIntent | null, RngState];

/** How the bot weighs a move of the chips. */
export const CHIP_POLICY = {
  /** Taking a chip from a player must beat the best free chip by this much… */
  steal: 0.12,
  /** …plus this much for every chip already taken from a player this round. */
  stealGrowth: 0.04,
  /** Giving a chip back must gain this much… */
  switch: 0.25,
  /** …plus this much for every chip the bot already gave back this round. */
  switchGrowth: 0.1,
  /** A dark chip (it cannot move again) is taken only this sure, unless nothing else is free. */
  dark: 0.5,
  /** No more steals once this many chips per player changed hands in a round. */
  maxStealsPerSeat: 3,
};

/** The crew bot's next intent, or null when it has nothing to do now. */
export function crewBot(view: GangView, rng: RngState): Move {
  return [decide(view), rng];
}

function decide(view: GangView): GangIntent | null {
  const me = view.seat;
  if (me === null || view.result) return null;
  switch (view.phase) {
    case 'showdown':
      return { type: 'continue' };
    case 'coordinate':
      return view.secrets?.passing ? null : { type: 'pass', card: cardToPass(view) };
    case 'guess':
      return guess(view);
    case 'round':
      break;
    default:
      return null;
  }
  const pocket = view.players[me]!.pocket ?? [];
  const pending = view.pending;
  if (pending && pending.seat === me) {
    if (pending.kind === 'informant-show') return { type: 'show', card: highestCard(pocket) };
    return { type: 'discard', card: cardToDiscard(view, pending.kind === 'jack-discard') };
  }
  if (view.proposal) {
    return view.proposal.agreed.includes(me)
      ? holdOn(view)
      : { type: 'agree', proposal: view.proposal.id };
  }
  if (!pending && view.lastCall && isGroupSpecialist(view.specialist) && !view.specialistUsed) {
    // Once the table declined it, the crew does without the specialist (refusals.ts).
    const proposal = specialistProposal(view, view.specialist);
    if (!declinedProposals(view).has(proposalKey(proposal))) return { type: 'propose', proposal };
  }
  return holdOn(view);
}

/** While a proposal is open or nothing else is to be done: see to the chips. */
function holdOn(view: GangView): GangIntent | null {
  return chipMove(view, believe(readView(view)));
}

function isGroupSpecialist(s: string | null): s is GroupSpecialist {
  return s !== null && (GROUP_SPECIALISTS as readonly string[]).includes(s);
}

/** The chance of each place (index = stars - 1) the bot could hold in this round's order,
 * with `mine` in place of its own value if given. */
export function places(view: GangView, belief: Belief, mine?: number): Float64Array {
  const me = view.seat!;
  const weaker: number[] = [];
  for (let s = 0; s < view.seats; s++) {
    if (s !== me) weaker.push(chanceWeaker(belief, s, view.round, mine));
  }
  return placeDistribution(weaker);
}

/** Take, return or leave a chip of this round (and confirm the last call when content). */
function chipMove(view: GangView, belief: Belief): GangIntent | null {
  const me = view.seat!;
  const dist = places(view, belief);
  const letter = 'WYOR'[view.round - 1]!;
  const thisRound = view.log.filter((e) => e.round === view.round);
  const steals = thisRound.filter((e) => e.e === 'take' && e.from !== null).length;
  const returns = thisRound.filter((e) => e.e === 'return' && e.seat === me).length;
  const holder = (stars: number) => view.players.findIndex((p) => p.chip === `${letter}${stars}`);
  const held = view.players[me]!.chip;
  const heldStars = held ? parseChip(held)!.stars : 0;
  const stealCost = CHIP_POLICY.steal + CHIP_POLICY.stealGrowth * steals;
  const maySteal = steals < CHIP_POLICY.maxStealsPerSeat * view.seats;
  const onlyDark = view.centre.every((c) => view.dark.includes(c));
  // The value of holding each chip this round (-Infinity: not to be had).
  const score = (stars: number): number => {
    const chip = `${letter}${stars}`;
    const at = holder(stars);
    const p = dist[stars - 1]!;
    if (at === me) return p;
    if (at >= 0) return maySteal && !view.dark.includes(chip) ? p - stealCost : -Infinity;
    if (!view.centre.includes(chip)) return -Infinity;
    if (view.dark.includes(chip) && p < CHIP_POLICY.dark && !onlyDark) return p - 1;
    return p;
  };
  let best = 0;
  let bestScore = -Infinity;
  for (let stars = 1; stars <= view.seats; stars++) {
    if (stars === heldStars) continue;
    const s = score(stars);
    if (s > bestScore) [best, bestScore] = [stars, s];
  }
  if (held) {
    const gain = bestScore - dist[heldStars - 1]!;
    const bar = CHIP_POLICY.switch + CHIP_POLICY.switchGrowth * returns;
    if (!view.dark.includes(held) && best > 0 && gain > bar)
      return { type: 'returnChip', chip: held };
    const confirm = view.lastCall && !view.lastCall[me] && !view.proposal && !view.pending;
    return confirm ? { type: 'reveal' } : null;
  }
  return best > 0 ? { type: 'takeChip', chip: `${letter}${best}` } : null;
}

// --- Specialists ---------------------------------------------------------------------------

/** The proposal the bot makes for the crew's specialist at the last call. */
export function specialistProposal(
  view: GangView,
  kind: GroupSpecialist,
): Extract<GangIntent, { type: 'propose' }>['proposal'] {
  const me = view.seat!;
  const red = view.players.map((p) => (p.chip ? parseChip(p.chip)!.stars : 0));
  const lowest = red.indexOf(Math.min(...red.filter((x) => x > 0)));
  const highest = red.indexOf(Math.max(...red));
  switch (kind) {
    case 'hacker':
    case 'jack':
      return { kind, seat: lowest >= 0 ? lowest : me };
    case 'muscle':
      return { kind, seat: highest >= 0 ? highest : me };
    default:
      break;
  }
  const belief = believe(readView(view));
  const round = view.round;
  let best = { seat: (me + 1) % view.seats, rank: 'A' as (typeof RANK_CHARS)[number], gain: -1 };
  for (let s = 0; s < view.seats; s++) {
    if (s === me || !belief.candidates[s]) continue;
    if (kind === 'mastermind') {
      RANK_CHARS.forEach((rank, r) => {
        const gain = infoGain(belief, s, round, (p) => p.filter((c) => rankOf(c) === r).length);
        if (gain > best.gain) best = { seat: s, rank, gain };
      });
    } else {
      const board = belief.reading.community;
      const split =
        kind === 'informant'
          ? (p: readonly number[]) => Math.max(...p.map((c) => (c === 52 ? 36 + 0.5 : c)))
          : (p: readonly number[]) => CATEGORIES.indexOf(categoryOfCards([...p, ...board]));
      const gain = infoGain(belief, s, round, split);
      if (gain > best.gain) best = { ...best, seat: s, gain };
    }
  }
  if (kind === 'informant') return { kind, seat: best.seat, target: me };
  if (kind === 'mastermind') return { kind, seat: best.seat, rank: best.rank };
  return { kind, seat: best.seat };
}

/**
 * How much knowing `split(pocket)` of `seat` would cut the bot's chance of misjudging whether
 * that seat is above or below it: min(p, 1 - p) before, less its expectation after.
 */
function infoGain(
  b: Belief,
  seat: number,
  round: number,
  split: (p: readonly number[]) => number,
): number {
  const c = b.candidates[seat]!;
  const w = b.weights[seat]!;
  const groups = new Map<number, [number, number]>();
  let weaker = 0;
  for (let x = 0; x < c.count; x++) {
    if (w[x]! === 0) continue;
    const key = split(pocketAt(c, x));
    const p = w[x]! * weakerOne(b, seat, x, round);
    weaker += p;
    const g = groups.get(key) ?? [0, 0];
    g[0] += w[x]!;
    g[1] += p;
    groups.set(key, g);
  }
  let after = 0;
  for (const [mass, p] of groups.values()) after += Math.min(p, mass - p);
  return Math.min(weaker, 1 - weaker) - after;
}

/** 1 if candidate `x` of `seat` is weaker than the bot in `round`, 0.5 if equal, else 0. */
function weakerOne(b: Belief, seat: number, x: number, round: number): number {
  const c = b.candidates[seat]!;
  const showdown = isShowdown(b, round);
  const theirs = showdown ? c.key![x]! : c.q[round - 1]![x]!;
  const me = b.reading.me;
  const mine = showdown ? b.pointKey[me]! : b.pointQ[me]![round - 1]!;
  return theirs < mine - 1e-6 ? 1 : theirs > mine + 1e-6 ? 0 : 0.5;
}

/** The Informant shows its highest card (the crew reads it so: reading.ts). */
function highestCard(pocket: readonly string[]): string {
  return [...pocket].sort((a, b) => rankOf(parseCard(b)) - rankOf(parseCard(a)))[0]!;
}

/**
 * Hacker and Jack: the card to put down. The bot keeps the pocket that makes its place in
 * this round's order surest: the place of the chip it holds, or any place if it holds none.
 */
function cardToDiscard(view: GangView, jack: boolean): string {
  const me = view.seat!;
  const pocket = view.players[me]!.pocket!.map(parseCard);
  const size = pocket.length - 1;
  const belief = believe(readView({ ...view, pending: null }));
  const held = view.players[me]!.chip;
  const stars = held ? parseChip(held)!.stars : 0;
  let best = pocket.find((c) => !jack || c !== 52)!;
  let bestScore = -Infinity;
  for (const c of pocket) {
    if (jack && c === 52) continue;
    const keep = pocket.filter((x) => x !== c);
    if (keep.length !== size) continue;
    const dist = places(view, belief, valueOf(belief, keep, view.round));
    const score = stars > 0 ? dist[stars - 1]! : Math.max(...dist);
    if (score > bestScore) [best, bestScore] = [c, score];
  }
  return makeCard(best);
}

/** Coordinator: the card to pass left: the bot keeps its strongest part. */
function cardToPass(view: GangView): string {
  const pocket = view.players[view.seat!]!.pocket!.map(parseCard);
  const preflop = strengthTable([]);
  let pass = pocket[0]!;
  let bestKept = -Infinity;
  for (const c of pocket) {
    const keep = pocket.filter((x) => x !== c);
    const worth = keep.length >= 2 ? qOf(keep, preflop) : rankOf(keep[0]!);
    if (worth > bestKept) [pass, bestKept] = [c, worth];
  }
  return makeCard(pass);
}

// --- Retina and Fingerprint Scan -------------------------------------------------------------

/** In the scan guess: agree, or propose the likeliest guess about the top hand. */
function guess(view: GangView): GangIntent | null {
  const me = view.seat!;
  const scan = view.scan;
  if (!scan || scan.about === me) return null;
  if (view.proposal) {
    return view.proposal.agreed.includes(me) ? null : { type: 'agree', proposal: view.proposal.id };
  }
  const kind = scan.open[0];
  if (!kind) return null;
  // A guess the table declined is not proposed again: the next likeliest is (refusals.ts).
  const declined = declinedProposals(view);
  const { rank, category } = scanGuesses(view, (body) => declined.has(proposalKey(body)));
  if (kind === 'retina-scan') return rank ? { type: 'propose', proposal: { kind, rank } } : null;
  return category ? { type: 'propose', proposal: { kind, category } } : null;
}

/** The likeliest rank in the top hand's pocket and the likeliest category of its hand, passing
 * over the guesses `ruledOut` (null when every one is). */
export function scanGuesses(
  view: GangView,
  ruledOut: (guess: ProposalBody) => boolean = () => false,
): {
  rank: (typeof RANK_CHARS)[number] | null;
  category: Category | null;
} {
  const belief = believe(readView(view));
  const top = view.scan!.about;
  const c = belief.candidates[top];
  const w = belief.weights[top];
  const ranks = new Float64Array(13);
  const cats = new Float64Array(CATEGORIES.length);
  const board = belief.reading.community;
  // The guess only counts if the order is right, so the top hand beats every open one.
  const floor = Math.max(...belief.pointKey.filter((k, s) => s !== top && !Number.isNaN(k)));
  if (c && w) {
    let mass = 0;
    for (let x = 0; x < c.count; x++) if (c.key![x]! >= floor) mass += w[x]!;
    for (let x = 0; x < c.count; x++) {
      if (w[x]! === 0 || (mass > 0 && c.key![x]! < floor)) continue;
      const pocket = pocketAt(c, x);
      const seen = new Set(pocket.map(rankOf));
      for (const r of seen) ranks[r]! += w[x]!;
      cats[CATEGORIES.indexOf(categoryOfCards([...pocket, ...board]))]! += w[x]!;
    }
  }
  // The first of the most likely still allowed (ties go to the lower index, as before).
  const argmax = (xs: Float64Array, allowed: (i: number) => boolean) => {
    let best = -1;
    for (let i = 0; i < xs.length; i++)
      if (allowed(i) && (best < 0 || xs[i]! > xs[best]!)) best = i;
    return best;
  };
  const r = argmax(ranks, (i) => !ruledOut({ kind: 'retina-scan', rank: RANK_CHARS[i]! }));
  const k = argmax(cats, (i) => !ruledOut({ kind: 'fingerprint-scan', category: CATEGORIES[i]! }));
  return { rank: r < 0 ? null : RANK_CHARS[r]!, category: k < 0 ? null : CATEGORIES[k]! };
}
