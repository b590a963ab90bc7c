// How the Gangsta! planner values a position: its own side of the table after an action it
// is weighing, read against the rest of the (public) table.
//   worth = influence held
//         + money × the chapter's rate (money buys influence early; late it mostly pays snitches
//           and competes for the wealth bonus)
//         + part of the best heist it could pull next turn (value per skill it must engage)
//         + its skills' worth in the chapters ahead: breadth for heists, Leaders (income and
//           free mobilisations), Informants (snitches to come), Mercenaries (the Gang Wars check)
//         + the final bonuses, weighed by how near the end is
//         - the risk of a snitch it could not pay.
// A recruit that ends a chapter brings its end on (opportunity income, the Mercenary check);
// one that ends the game is worth a win or a loss.
import type { Skill } from '../../games/gangsta/cards.ts';
import {
  gangsterCard,
  heistCard,
  influenceOfMember,
  isBoss,
  missingSkills,
  skillCounts,
  skillsOfMember,
} from '../../games/gangsta/catalogue.ts';
import type { GangstaView } from '../../games/gangsta/index.ts';
import { unwillingLenders } from './refusals.ts';
import { cheapestCover } from './simple.ts';

/** One player's side of the table, as the planner imagines it after an action. */
export interface Position {
  readonly seat: number;
  readonly gang: readonly { readonly id: string; readonly engaged: boolean }[];
  readonly money: number;
  readonly heistInfluence: number;
  /** Recruited gangsters (the boss is not one). */
  readonly recruited: number;
  /** A reward lets it take a gangster for free. */
  readonly freeRecruit?: boolean;
  /** Heists this action takes out of the river. */
  readonly heistsTaken: readonly string[];
}

/** A team for a heist: the bot's own members (those to mobilise first) and partners'. */
export interface Team {
  readonly own: readonly string[];
  readonly partners: readonly string[];
  readonly toMobilise: readonly string[];
  /** Dollars paid for mobilisations. */
  readonly paid: number;
}

/** The planner's knobs. */
export const WORTH = {
  /** Influence per dollar, by chapter. */
  money: { genesis: 0.55, 'gang-wars': 0.45, domination: 0.3 },
  /** Share of next turn's best heist counted now (a rival may take it first). */
  nextHeist: 0.5,
  /** Per skill in the gang: the first and second of a colour, then more. */
  skill: [0.55, 0.35, 0.1],
  leader: 0.6,
  /** Per Informant, per snitch still to pay, in dollars. */
  informant: 0.7,
  /** What losing the Mercenary check costs (about a gangster). */
  mercenary: 2.5,
  /** A gangster taken for free by a reward. */
  freeRecruit: 2.5,
} as const;

/** A player's position as the view shows it now. */
export function positionOf(view: GangstaView, seat: number): Position {
  const p = view.players[seat]!;
  return {
    seat,
    gang: p.gang.map((m) => ({ id: m.id, engaged: m.engaged })),
    money: p.money,
    heistInfluence: p.heistInfluence,
    recruited: p.gang.length - 1,
    heistsTaken: [],
  };
}

const gangInfluence = (pos: Position) => pos.gang.reduce((t, m) => t + influenceOfMember(m.id), 0);

/** Influence per dollar now. */
export function moneyRate(view: GangstaView): number {
  return WORTH.money[view.chapter];
}

/** What a heist pays the initiator with this team: influence, dollars, a free gangster. */
export function heistGain(
  view: GangstaView,
  id: string,
  team: Pick<Team, 'partners'>,
): { influence: number; money: number; freeRecruit: boolean } {
  const h = heistCard(id)!;
  let influence = h.influence;
  let money = h.money;
  if (h.extra?.kind === 'influence') influence += h.extra.amount;
  if (h.extra?.kind === 'cash') money += h.extra.amount;
  if (h.coop && team.partners.length > 0) {
    if (h.coop.kind === 'influence') influence += h.coop.amount;
    else money += h.coop.amount;
  }
  const freeRecruit = h.extra?.kind === 'recruit' && view.gangsterRiver.length > 0;
  return { influence, money, freeRecruit };
}

/**
 * The cheapest team for a heist from `pos`: own available members free, own engaged ones at $1
 * unless a free mobilisation covers them, partners' available members (marked heists only) at
 * a price (they gain the cooperative reward too: dear with one rival, cheap with several), but
 * none of an owner who refused the bot a loan (refusals.ts). Null when no team fits the bot's
 * money.
 */
export function teamFor(
  view: GangstaView,
  me: number,
  id: string,
  pos: Position,
  now: boolean,
): Team | null {
  const h = heistCard(id)!;
  const free = now ? view.freeMobilisations : nextTurnFree(pos);
  const synced = !now && pos.gang.every((m) => m.engaged);
  const candidates = pos.gang.map((m) => ({
    id: m.id,
    own: true,
    cost: m.engaged && !synced ? (free > 0 ? 0.3 : 1) : 0,
  }));
  if (h.coop) {
    const unwilling = unwillingLenders(view, me);
    for (const p of view.players) {
      if (p.seat === me || unwilling.has(p.seat)) continue;
      for (const m of p.gang) {
        if (!m.engaged)
          candidates.push({ id: m.id, own: false, cost: view.seats === 2 ? 1.6 : 0.4 });
      }
    }
  }
  const cover = cheapestCover(h.requires, candidates);
  if (!cover) return null;
  const engaged = new Set(pos.gang.filter((m) => m.engaged && !synced).map((m) => m.id));
  const own = cover.filter((c) => c.own).map((c) => c.id);
  const toMobilise = own.filter((x) => engaged.has(x));
  const paid = Math.max(0, toMobilise.length - free);
  if (paid > pos.money) return null;
  return { own, partners: cover.filter((c) => !c.own).map((c) => c.id), toMobilise, paid };
}

/** Free mobilisations at the start of the next turn: the Leaders then available (all of them
 * if the whole gang is engaged and synchronises). */
function nextTurnFree(pos: Position): number {
  const synced = pos.gang.every((m) => m.engaged);
  return pos.gang.filter((m) => (synced || !m.engaged) && skillsOfMember(m.id).includes('leader'))
    .length;
}

/** The value of a heist to the bot, in influence: its pay net of the dollars it costs. */
function heistValue(view: GangstaView, me: number, id: string, team: Team): number {
  const gain = heistGain(view, id, team);
  const rate = moneyRate(view);
  const h = heistCard(id)!;
  // A partner's gangster earns its owner the cooperative reward: with one rival, that is ours lost.
  const coopToRival = view.seats === 2 && team.partners.length > 0 && h.coop ? h.coop.amount : 0;
  const getaway = h.extra?.kind === 'getaway' ? team.own.length * rate : 0;
  return (
    gain.influence +
    rate * (gain.money - team.paid) +
    (gain.freeRecruit ? WORTH.freeRecruit : 0) +
    getaway -
    coopToRival * (h.coop?.kind === 'cash' ? rate : 1) -
    0.25 * team.own.length * rate // every engaged member costs a mobilisation later
  );
}

/** The best heist the bot could pull next turn from what is left in the river. */
function bestNextHeist(view: GangstaView, pos: Position): number {
  let best = 0;
  for (const id of view.heistRiver) {
    if (pos.heistsTaken.includes(id)) continue;
    const team = teamFor(view, pos.seat, id, pos, false);
    if (team) best = Math.max(best, heistValue(view, pos.seat, id, team));
  }
  return best;
}

/** Snitches still to pay: the Gang Wars ones not yet seen, and Domination's first two (the
 * third ends the game unpaid). */
function snitchesAhead(view: GangstaView): number {
  const seenWars = view.discards.filter((d) => d.startsWith('s2-')).length;
  if (view.chapter === 'domination') return Math.max(0, 2 - view.snitches);
  return 3 - seenWars + 2;
}

/** How near the end is, 0 to 1: it weighs the final bonuses. */
function endNear(view: GangstaView): number {
  const most = Math.max(...view.players.map((p) => p.gang.length - 1));
  const base = view.chapter === 'genesis' ? 0.1 : view.chapter === 'gang-wars' ? 0.3 : 0.5;
  return Math.min(
    1,
    base + (view.chapter === 'domination' ? 0.2 * view.snitches : 0) + (most >= 8 ? 0.3 : 0),
  );
}

/** What the skills of a gang are worth in the chapters ahead. */
function skillWorth(view: GangstaView, pos: Position): number {
  const counts = skillCounts(pos.gang.map((m) => m.id));
  const late = view.chapter === 'domination' ? 0.5 : 1;
  let v = 0;
  for (const k of Object.keys(counts) as Skill[]) {
    for (let i = 0; i < counts[k]; i++) v += late * WORTH.skill[Math.min(i, 2)]!;
  }
  v += late * WORTH.leader * counts.leader;
  const ahead = snitchesAhead(view);
  v += WORTH.informant * moneyRate(view) * ahead * Math.min(counts.informant, 4) * 0.5;
  return v;
}

/** The Mercenary check still to come: keeping one's gangsters, or losing one. */
function mercenaryWorth(view: GangstaView, pos: Position, others: readonly Position[]): number {
  if (view.chapter === 'domination') return 0;
  const weight = view.chapter === 'genesis' ? 0.4 : 1;
  const mine = skillCounts(pos.gang.map((m) => m.id)).mercenary;
  const theirs = others.map((o) => skillCounts(o.gang.map((m) => m.id)).mercenary);
  const most = Math.max(0, ...theirs);
  let v = mine > most ? 1 : mine === most ? -0.6 : -1;
  if (view.seats === 2 && mine > most && mine >= 2 * most) v += 0.5;
  if (view.seats === 2 && most > mine && most >= 2 * mine) v -= 0.5;
  return weight * WORTH.mercenary * v;
}

/** Final scores if the game ended with these positions (rulebook "Scoring"). */
export function finalScores(positions: readonly Position[]): number[] {
  const bonus = (values: number[], i: number) => {
    const most = Math.max(...values);
    if (values[i] !== most) return 0;
    return values.filter((v) => v === most).length === 1 ? 2 : 1;
  };
  const money = positions.map((p) => p.money);
  const sizes = positions.map((p) => p.recruited);
  return positions.map(
    (p, i) => gangInfluence(p) + p.heistInfluence + bonus(money, i) + bonus(sizes, i),
  );
}

/** The worth of a position for the bot (higher is better). */
export function evaluate(view: GangstaView, pos: Position, act: { recruit?: string } = {}): number {
  const others = view.players
    .filter((p) => p.seat !== pos.seat)
    .map((p) => positionOf(view, p.seat));
  const all = [...others, pos].sort((a, b) => a.seat - b.seat);
  if (act.recruit && pos.recruited >= 9) {
    // The ninth gangster ends the game at once.
    const scores = finalScores(all);
    const mine = scores[pos.seat]!;
    const best = Math.max(...scores.filter((_, i) => i !== pos.seat));
    return mine > best ? 1000 + mine : mine === best ? 500 : -1000 + mine;
  }
  const rate = moneyRate(view);
  let money = pos.money;
  if (act.recruit && view.chapter === 'genesis' && pos.recruited >= 4) {
    // Opportunity income as Genesis ends: the difference to the most skills.
    const skills = (p: Position) => p.gang.reduce((t, m) => t + skillsOfMember(m.id).length, 0);
    money += Math.max(0, ...others.map(skills)) - skills(pos);
    money = Math.max(money, pos.money);
  }
  let v = gangInfluence(pos) + pos.heistInfluence + rate * money;
  v += WORTH.nextHeist * bestNextHeist(view, pos);
  if (pos.freeRecruit) v += WORTH.freeRecruit;
  v += skillWorth(view, pos);
  const endingWars = act.recruit && view.chapter === 'gang-wars' && pos.recruited >= 7;
  v += endingWars
    ? mercenaryWorth({ ...view, chapter: 'gang-wars' }, pos, others) * 1.2
    : mercenaryWorth(view, pos, others);
  // Bonuses: wealth and gang size, weighed by how near the end is.
  const end = endNear(view);
  const richest = Math.max(...others.map((o) => o.money));
  const biggest = Math.max(...others.map((o) => o.recruited));
  v += end * (money > richest ? 2 : money === richest ? 1 : 0);
  v += end * (pos.recruited > biggest ? 2 : pos.recruited === biggest ? 1 : 0);
  // A snitch it could not pay costs a gangster.
  if (view.chapter !== 'genesis' || pos.recruited >= 3) {
    const bill = Math.max(0, 4 - skillCounts(pos.gang.map((m) => m.id)).informant);
    if (money < bill && snitchesAhead(view) > 0 && pos.recruited > 0)
      v -= view.chapter === 'genesis' ? 0.5 : 1.2;
  }
  return v;
}

/** What a member is worth to its gang: influence and the skills the gang would miss. */
export function memberWorth(view: GangstaView, pos: Position, id: string): number {
  if (isBoss(id)) return Infinity;
  const without: Position = {
    ...pos,
    gang: pos.gang.filter((m) => m.id !== id),
    recruited: pos.recruited - 1,
  };
  const skills = skillWorth(view, pos) - skillWorth(view, without);
  const useful = view.heistRiver.filter(
    (h) =>
      missingSkills(
        heistCard(h)!.requires,
        without.gang.map((m) => m.id),
      ).length >
      missingSkills(
        heistCard(h)!.requires,
        pos.gang.map((m) => m.id),
      ).length,
  ).length;
  return influenceOfMember(id) + skills + 0.3 * useful + 0.1 * (gangsterCard(id)?.cost ?? 0);
}
