// A pure, seeded Gang of Four bot that plans its hand (hand-plan.ts) and decides from its own
// view only. It measures every move by what the hand is worth afterwards:
// - leading, it plays the weakest combination of its best split (a low single or pair it could
//   not get rid of otherwise), preferring the one that sheds most cards, and plays a sure
//   winner first when that leaves one combination to go out with;
// - following, it plays the combination that leaves the best hand, or passes when every play
//   would cost more than the trick is worth: gangs and top cards are kept for when they
//   matter, which is when an opponent is about to go out;
// - against a last-card player next in turn it plays its highest single or a gang on singles,
//   and leads a combination of several cards (the rulebook's defence);
// - as the exchange winner it gives the card its hand misses least;
// - under the 'called' option it calls "last card" with the play that leaves one card.
import { makeGofCard, parseGofCard, type GofCard } from '../../games/gang-of-four/cards.ts';
import type { RngState } from '../../core/rng.ts';
import type { Combo } from '../../games/gang-of-four/combos.ts';
import type { GofIntent, GofView } from '../../games/gang-of-four/index.ts';
import { checkPass, legalPlays, viewContext } from '../../games/gang-of-four/legal.ts';
import { comboStrength, planHand, type HandPlan } from './hand-plan.ts';

type Move = [GofIntent | null, RngState];

/** How the planner weighs a trick. */
export const PLAN_POLICY = {
  /** Passing is worth this much less than the hand it keeps (a trick won is a lead). */
  pass: 0.3,
  /** Extra reluctance to pass per opponent close to going out, by their cards left. */
  threat: [0, 6, 2.5, 1, 0.3] as readonly number[],
  /** Leading: each card a combination sheds is worth this much. */
  perCard: 0.04,
};

/** The planner's next intent, or null when it has nothing to do now. */
export function plannerBot(view: GofView, rng: RngState): Move {
  return [decide(view), rng];
}

function decide(view: GofView): GofIntent | null {
  const me = view.seat;
  if (me === null || view.result) return null;
  if (view.phase === 'round-end') return { type: 'continue' };
  const hand = (view.hand ?? []).map(parseGofCard);
  if (view.phase === 'exchange') {
    return view.turn === me && hand.length > 0
      ? { type: 'give', card: makeGofCard(cardToGive(hand)) }
      : null;
  }
  const ctx = viewContext(view);
  if (view.phase !== 'play' || view.turn !== me || !ctx) return null;
  const plays = legalPlays(ctx);
  const mayPass = checkPass(ctx) === null;
  const choice = ctx.table ? follow(view, hand, plays, mayPass) : lead(view, hand, plays);
  if (!choice) return mayPass ? { type: 'pass' } : null;
  const cards = choice.cards.map(makeGofCard);
  const called = view.options.lastCard === 'called' && hand.length - cards.length === 1;
  return called ? { type: 'play', cards, lastCard: true } : { type: 'play', cards };
}

/** The plan of a hand. A round's hand only shrinks, so the plan of its first hand answers for
 * every later one: a few plans are kept (the bot's answers do not depend on this cache). */
const plans: HandPlan[] = [];
function planOf(hand: readonly GofCard[]): { plan: HandPlan; mask: number } {
  for (const plan of plans) {
    const mask = plan.maskOf(hand);
    if (mask >= 0) return { plan, mask };
  }
  const plan = planHand(hand);
  plans.unshift(plan);
  if (plans.length > 8) plans.pop();
  return { plan, mask: (1 << plan.cards.length) - 1 };
}

/** The hand's worth after playing `cards` (lower is better). */
function after(plan: HandPlan, mask: number, cards: readonly GofCard[]): number {
  // The cards' copies are taken among those still in hand: two copies of a card are alike.
  let m = 0;
  for (const c of cards) {
    let i = 0;
    while (i < plan.cards.length && (plan.cards[i] !== c || !(mask & (1 << i)) || m & (1 << i)))
      i++;
    if (i === plan.cards.length) return Infinity;
    m |= 1 << i;
  }
  return plan.cost(mask & ~m);
}

/** Opponents still in the round, with their cards left, in playing order after the bot. */
function opponents(view: GofView): { seat: number; cards: number }[] {
  const me = view.seat!;
  const step = view.direction === 'clockwise' ? 1 : -1;
  const out: { seat: number; cards: number }[] = [];
  for (let k = 1; k < view.seats; k++) {
    const seat = (((me + k * step) % view.seats) + view.seats) % view.seats;
    const p = view.players[seat]!;
    if (!p.out) out.push({ seat, cards: p.cards });
  }
  return out;
}

/** How badly the bot wants to win this trick: opponents close to going out. */
function threat(view: GofView): number {
  return opponents(view).reduce((t, o) => t + (PLAN_POLICY.threat[o.cards] ?? 0), 0);
}

function lead(view: GofView, hand: readonly GofCard[], plays: readonly Combo[]): Combo | null {
  if (plays.length === 0) return null;
  const out = plays.find((p) => p.cards.length === hand.length);
  if (out) return out;
  const { plan, mask } = planOf(hand);
  const split = plan.split(mask);
  // Two combinations left and one surely wins: win with it, then go out with the other.
  if (split.length === 2) {
    const sure = split.find((c) => comboStrength(c) >= 0.95);
    const ok = sure && plays.find((p) => sameCards(p, sure));
    if (ok) return ok;
  }
  const opp = opponents(view);
  const top = Math.max(...hand);
  let best: Combo | null = null;
  let bestScore = Infinity;
  for (const p of plays) {
    let score = after(plan, mask, p.cards) - PLAN_POLICY.perCard * p.cards.length;
    // A last-card player next in turn goes out on any lower single: lead several cards, or
    // the highest single (the rulebook's defence).
    const sure = p.cards.length === 1 && p.cards[0] === top;
    if (opp[0]?.cards === 1 && !sure) score += p.cards.length === 1 ? 10 : -2;
    if (score < bestScore) [best, bestScore] = [p, score];
  }
  return best;
}

function follow(
  view: GofView,
  hand: readonly GofCard[],
  plays: readonly Combo[],
  mayPass: boolean,
): Combo | null {
  const out = plays.find((p) => p.cards.length === hand.length);
  if (out) return out;
  if (plays.length === 0) return null;
  const { plan, mask } = planOf(hand);
  const keep = plan.cost(mask);
  const table = view.trick.at(-1)!;
  const opp = opponents(view);
  const urgent = threat(view);
  // The defence: a last-card player next, singles on the table: the highest single or a gang.
  if (opp[0]?.cards === 1 && table.type === 'single') {
    const top = Math.max(...hand);
    const defence =
      plays.find((p) => p.cards.length === 1 && p.cards[0] === top) ??
      plays.find((p) => p.type === 'gang');
    if (defence) return defence;
  }
  let best: Combo | null = null;
  let bestScore = mayPass ? keep + PLAN_POLICY.pass + urgent : Infinity;
  for (const p of plays) {
    const score = after(plan, mask, p.cards);
    if (score < bestScore) [best, bestScore] = [p, score];
  }
  return best;
}

function sameCards(a: Combo, b: Combo): boolean {
  return a.cards.length === b.cards.length && a.cards.every((c, i) => c === b.cards[i]);
}

/** The exchange winner's gift: the card whose loss costs the hand least. */
export function cardToGive(hand: readonly GofCard[]): GofCard {
  const { plan, mask } = planOf(hand);
  let give = hand[0]!;
  let best = Infinity;
  for (const c of new Set(hand)) {
    const cost = after(plan, mask, [c]) + 0.001 * c; // on a tie, the lower card
    if (cost < best) [give, best] = [c, cost];
  }
  return give;
}
