// Pure, seeded bots for Gangsta!, deciding from their own view only (the view holds everything
// a person at the table sees). The simple bot recruits, mobilises and performs the best heist
// it can staff, else passes; "always pass" and "random legal" are the balance script's yardsticks.
import { nextInt, type RngState } from '../../core/rng.ts';
import type { Skill } from '../../games/gangsta/cards.ts';
import {
  gangsterCard,
  heistCard,
  influenceOfMember,
  isBoss,
  missingSkills,
  skillsOfMember,
} from '../../games/gangsta/catalogue.ts';
import type { GangstaIntent, GangstaView } from '../../games/gangsta/index.ts';
import { unwillingLenders } from './refusals.ts';

type Move = [GangstaIntent | null, RngState];

/** How much the simple bot weighs a dollar of a gangster's cost against its worth. */
const RECRUIT_PRICE = 0.8;

/** A gang member who could join a heist, and what it costs the bot to use it. */
interface Candidate {
  readonly id: string;
  readonly own: boolean;
  /** 0: own and available; 1: own but engaged ($1 to mobilise); 0.3: a partner's. */
  readonly cost: number;
}

/** The cheapest set of candidates covering `required` (with one of the bot's own if `needOwn`),
 *  or null: a small exact search. */
export function cheapestCover(
  required: readonly Skill[],
  candidates: readonly Candidate[],
  needOwn = true,
): Candidate[] | null {
  let best: Candidate[] | null = null;
  let bestCost = Infinity;
  // Each candidate's skills, and what makes two candidates alike, worked out once for the search.
  const skills = candidates.map((c) => skillsOfMember(c.id));
  const kinds = candidates.map((c, i) => `${skills[i]!.join()}:${c.cost}`);
  const visit = (team: Candidate[], cost: number) => {
    if (cost >= bestCost) return;
    const missing = missingSkills(
      required,
      team.map((c) => c.id),
    );
    if (missing.length === 0) {
      if (!needOwn || team.some((c) => c.own)) [best, bestCost] = [[...team], cost];
      return;
    }
    const seen = new Set<string>();
    for (const [i, c] of candidates.entries()) {
      if (team.includes(c) || !skills[i]!.includes(missing[0]!)) continue;
      if (seen.has(kinds[i]!)) continue; // an identical candidate was tried already
      seen.add(kinds[i]!);
      // A hair per member: on equal cost the smaller team wins (fewer gangsters engaged).
      visit([...team, c], cost + c.cost + 0.001);
    }
  };
  visit([], 0);
  return best;
}

/** What a heist is worth to the bot: money, influence and rewards in dollars. */
function heistValue(id: string): number {
  const h = heistCard(id)!;
  const extra = h.extra;
  const bonus =
    extra === null
      ? 0
      : extra.kind === 'cash'
        ? extra.amount
        : extra.kind === 'influence'
          ? 2.5 * extra.amount
          : extra.kind === 'recruit'
            ? 4
            : 2;
  return h.money + 2.5 * h.influence + bonus;
}

/** What a gangster is worth to the bot, given the heists on offer. */
function gangsterValue(view: GangstaView, me: number, id: string): number {
  const g = gangsterCard(id)!;
  const mine = view.players[me]!.gang.map((m) => m.id);
  const wanted = view.heistRiver.flatMap((h) => missingSkills(heistCard(h)!.requires, mine));
  const useful = g.skills.filter((k) => wanted.includes(k)).length;
  return 2.5 * g.influence + 1.5 * g.skills.length + useful;
}

/** Candidates for a heist: own members (engaged ones at $1 if `paid`), partners' if allowed
 * and the partner has not refused the bot a loan (refusals.ts). */
function candidates(view: GangstaView, me: number, coop: boolean, paid: boolean): Candidate[] {
  const inTeam = new Set(view.heist?.team.map((t) => t.gangster) ?? []);
  const unwilling = unwillingLenders(view, me);
  return view.players.flatMap((p) =>
    p.gang
      .filter((m) => !inTeam.has(m.id) && (!m.engaged || (paid && p.seat === me)))
      .filter(() => p.seat === me || (coop && !unwilling.has(p.seat)))
      .map((m) => ({
        id: m.id,
        own: p.seat === me,
        cost: p.seat !== me ? 0.3 : m.engaged ? 1 : 0,
      })),
  );
}

/** The simple bot's next intent, or null when it has nothing to do now. */
export function simpleBot(view: GangstaView, rng: RngState): Move {
  const me = view.seat;
  if (me === null || view.result) return [null, rng];
  const owed = view.pending.find((p) => p.seat === me);
  if (owed?.kind === 'discard') {
    const gang = view.players[owed.from]!.gang.map((m) => m.id).filter((id) => !isBoss(id));
    const worth = (id: string) => influenceOfMember(id) * 2.5 + skillsOfMember(id).length;
    const sorted = gang.sort((a, b) => worth(a) - worth(b));
    // Its own: the least worth; a rival's (two-player Mercenary rule): the most.
    return [{ type: 'discard', gangster: owed.from === me ? sorted[0]! : sorted.at(-1)! }, rng];
  }
  if (owed?.kind === 'free-recruit') {
    const best = maxBy(view.gangsterRiver, (id) => gangsterValue(view, me, id));
    return [best ? { type: 'recruit', gangster: best } : { type: 'decline' }, rng];
  }
  if (view.heist?.asking?.seat === me) return [{ type: 'consent' }, rng];
  if (view.phase === 'heist' && view.heist?.initiator === me) {
    return [view.heist.asking ? null : staff(view, me), rng];
  }
  if (view.phase !== 'turn' || view.current !== me) return [null, rng];
  return [turn(view, me), rng];
}

/** The next gangster for the heist in progress (own first), or abandon when none fits. */
function staff(view: GangstaView, me: number): GangstaIntent {
  const heist = view.heist!;
  // Plan with partners' gangsters on a marked heist, but engage one of its own first.
  const coop = heistCard(heist.card)!.coop !== null;
  const needOwn = heist.team.length === 0;
  const cover = cheapestCover(heist.missing, candidates(view, me, coop, false), needOwn);
  const next = cover?.find((c) => c.own) ?? cover?.[0];
  return next ? { type: 'engage', gangster: next.id } : { type: 'abandon' };
}

function turn(view: GangstaView, me: number): GangstaIntent {
  const p = view.players[me]!;
  const engaged = p.gang.filter((m) => m.engaged);
  if (view.freeMobilisations > 0 && engaged.length > 0) {
    const best = maxBy(engaged, (m) => skillsOfMember(m.id).length)!;
    return { type: 'mobilise', gangster: best.id };
  }
  // Keep a little for snitches once they can show up.
  const reserve = view.chapter === 'genesis' ? 0 : 2;
  const affordable = view.gangsterRiver.filter((id) => gangsterCard(id)!.cost <= p.money - reserve);
  const worth = (id: string) =>
    gangsterValue(view, me, id) - RECRUIT_PRICE * gangsterCard(id)!.cost;
  const pick = maxBy(affordable, worth);
  // Money only matters spent: a good buy comes before another heist.
  if (pick && worth(pick) >= 0) return { type: 'recruit', gangster: pick };
  // The best heist net of the mobilisations it needs.
  let plan: { heist: string; net: number; cover: Candidate[] } | null = null;
  for (const id of view.heistRiver) {
    const coop = heistCard(id)!.coop !== null;
    const cover = cheapestCover(heistCard(id)!.requires, candidates(view, me, coop, true));
    if (!cover) continue;
    const paid = cover.filter((c) => c.cost === 1).length;
    if (paid > p.money) continue;
    const net = heistValue(id) - paid * 1.5;
    if (!plan || net > plan.net) plan = { heist: id, net, cover };
  }
  if (plan) {
    const toFree = plan.cover.find((c) => c.cost === 1);
    if (!toFree) return { type: 'heist', heist: plan.heist };
    if (plan.net > 4) return { type: 'mobilise', gangster: toFree.id };
  }
  if (pick) return { type: 'recruit', gangster: pick };
  return { type: 'pass' };
}

function maxBy<T>(items: readonly T[], score: (x: T) => number): T | undefined {
  let best: T | undefined;
  let top = -Infinity;
  for (const x of items) {
    const v = score(x);
    if (v > top) [best, top] = [x, v];
  }
  return best;
}

/** Every intent the random bot may pick now (all legal; abandon only when nothing fits; a loan
 * once refused is not asked for again yet, or a refusing partner would hold it for ever). */
export function legalIntents(view: GangstaView): GangstaIntent[] {
  const me = view.seat;
  if (me === null || view.result) return [];
  const owed = view.pending.find((p) => p.seat === me);
  if (owed?.kind === 'discard') {
    return view.players[owed.from]!.gang.filter((m) => !isBoss(m.id)).map((m) => ({
      type: 'discard' as const,
      gangster: m.id,
    }));
  }
  if (owed?.kind === 'free-recruit') {
    return [
      ...view.gangsterRiver.map((id) => ({ type: 'recruit' as const, gangster: id })),
      { type: 'decline' },
    ];
  }
  if (view.heist?.asking?.seat === me) return [{ type: 'consent' }, { type: 'decline' }];
  if (view.phase === 'heist' && view.heist?.initiator === me && !view.heist.asking) {
    const heist = view.heist;
    const coop = heistCard(heist.card)!.coop !== null && heist.team.length > 0;
    const fits = candidates(view, me, coop, false).filter((c) =>
      skillsOfMember(c.id).some((k) => heist.missing.includes(k)),
    );
    return fits.length > 0
      ? fits.map((c) => ({ type: 'engage', gangster: c.id }))
      : [{ type: 'abandon' }];
  }
  if (view.phase !== 'turn' || view.current !== me) return [];
  const p = view.players[me]!;
  const out: GangstaIntent[] = [{ type: 'pass' }];
  if (view.freeMobilisations > 0 || p.money >= 1) {
    for (const m of p.gang) if (m.engaged) out.push({ type: 'mobilise', gangster: m.id });
  }
  for (const id of view.gangsterRiver) {
    if (gangsterCard(id)!.cost <= p.money) out.push({ type: 'recruit', gangster: id });
  }
  const available = p.gang.filter((m) => !m.engaged).map((m) => m.id);
  for (const id of view.heistRiver) {
    const req = heistCard(id)!.requires;
    if (available.some((g) => skillsOfMember(g).some((k) => req.includes(k)))) {
      out.push({ type: 'heist', heist: id });
    }
  }
  return out;
}

/** A bot that picks uniformly among the legal intents. */
export function randomBot(view: GangstaView, rng: RngState): Move {
  const moves = legalIntents(view);
  if (moves.length === 0) return [null, rng];
  const [at, next] = nextInt(rng, moves.length);
  return [moves[at]!, next];
}

/** A bot that passes every turn, lends nobody and discards the first gangster it may. */
export function alwaysPassBot(view: GangstaView, rng: RngState): Move {
  const me = view.seat;
  if (me === null || view.result) return [null, rng];
  const owed = view.pending.find((p) => p.seat === me);
  if (owed?.kind === 'discard') return [legalIntents(view)[0]!, rng];
  if (owed?.kind === 'free-recruit' || view.heist?.asking?.seat === me) {
    return [{ type: 'decline' }, rng];
  }
  return view.phase === 'turn' && view.current === me ? [{ type: 'pass' }, rng] : [null, rng];
}
