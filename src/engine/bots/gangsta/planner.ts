// A pure, seeded Gangsta! bot that plans its turn from its own view (the whole table but the
// decks' order). It weighs each action it could take now (pass, recruit a gangster, perform a
// heist, with the mobilisations the heist needs) by the position it leaves (position.ts): the
// influence it holds, its money at the chapter's rate, the best heist it could pull next turn,
// what its skills are worth in the chapters ahead (Leaders, Informants against snitches,
// Mercenaries for the end of Gang Wars) and the final bonuses. A recruit that ends a chapter
// counts the chapter's end; one that ends the game counts who wins.
import type { RngState } from '../../core/rng.ts';
import { gangsterCard, heistCard, isBoss, skillsOfMember } from '../../games/gangsta/catalogue.ts';
import type { GangstaIntent, GangstaView } from '../../games/gangsta/index.ts';
import { unwillingLenders } from './refusals.ts';
import { cheapestCover } from './simple.ts';
import {
  evaluate,
  heistGain,
  memberWorth,
  moneyRate,
  positionOf,
  teamFor,
  type Position,
  type Team,
} from './position.ts';

type Move = [GangstaIntent | null, RngState];

/** The planner's next intent, or null when it has nothing to do now. */
export function plannerBot(view: GangstaView, rng: RngState): Move {
  return [decide(view), rng];
}

function decide(view: GangstaView): GangstaIntent | null {
  const me = view.seat;
  if (me === null || view.result) return null;
  const owed = view.pending.find((p) => p.seat === me);
  if (owed?.kind === 'discard')
    return { type: 'discard', gangster: discardChoice(view, owed.from) };
  if (owed?.kind === 'free-recruit') return freeRecruit(view);
  if (view.heist?.asking?.seat === me) return { type: consents(view) ? 'consent' : 'decline' };
  if (view.phase === 'heist' && view.heist?.initiator === me)
    return view.heist.asking ? null : staff(view);
  if (view.phase !== 'turn' || view.current !== me) return null;
  return turn(view);
}

/** A turn: a free mobilisation first, then the action (or a paid mobilisation it needs). */
function turn(view: GangstaView): GangstaIntent {
  const me = view.seat!;
  const base = positionOf(view, me);
  type Option = { intent: GangstaIntent; value: number };
  const options: Option[] = [];
  // Pass: income from every Leader.
  const leaders = base.gang.filter((m) => skillsOfMember(m.id).includes('leader')).length;
  options.push({
    intent: { type: 'pass' },
    value: evaluate(view, { ...base, money: base.money + leaders }),
  });
  // Recruit any gangster it can pay for.
  for (const id of view.gangsterRiver) {
    const g = gangsterCard(id)!;
    if (g.cost > base.money) continue;
    const next: Position = {
      ...base,
      money: base.money - g.cost,
      gang: [...base.gang, { id, engaged: false }],
      recruited: base.recruited + 1,
    };
    options.push({
      intent: { type: 'recruit', gangster: id },
      value: evaluate(view, next, { recruit: id }),
    });
  }
  // A heist: with the cheapest team, paying for the mobilisations it needs.
  // A heist given up this turn is not tried again (nothing would have changed).
  const abandoned = new Set(
    view.log
      .filter((e) => e.e === 'abandon' && e.turn === view.turn)
      .map((e) => (e as { heist: string }).heist),
  );
  for (const id of view.heistRiver) {
    if (abandoned.has(id)) continue;
    const team = teamFor(view, me, id, base, true);
    if (!team) continue;
    const next = afterHeist(view, base, id, team);
    const first = team.toMobilise[0];
    const intent: GangstaIntent = first
      ? { type: 'mobilise', gangster: first }
      : { type: 'heist', heist: id };
    options.push({ intent, value: evaluate(view, next) - rivalsGain(view, id, team) });
  }
  let best = options[0]!;
  for (const o of options) if (o.value > best.value) best = o;
  // Free mobilisations cost nothing: spend them on the most useful engaged members first.
  if (view.freeMobilisations > 0 && best.intent.type !== 'mobilise') {
    const engaged = base.gang.filter((m) => m.engaged);
    if (engaged.length > 0) {
      const pick = engaged.reduce((a, b) =>
        memberWorth(view, base, b.id) > memberWorth(view, base, a.id) ? b : a,
      );
      return { type: 'mobilise', gangster: pick.id };
    }
  }
  return best.intent;
}

/** What the owners of lent gangsters gain from the bot's heist (its cooperative reward): all
 * of it counts against the bot with one rival, a little with several. */
function rivalsGain(view: GangstaView, id: string, team: Team): number {
  const coop = heistCard(id)!.coop;
  if (!coop || team.partners.length === 0) return 0;
  const worth = coop.kind === 'cash' ? coop.amount * moneyRate(view) : coop.amount;
  return view.seats === 2 ? worth : 0.3 * worth;
}

/** The bot's position after a heist: paid mobilisations, rewards, and the team engaged. */
function afterHeist(view: GangstaView, base: Position, id: string, team: Team): Position {
  const gain = heistGain(view, id, team);
  const getaway = heistCard(id)!.extra?.kind === 'getaway';
  const used = new Set(team.own);
  return {
    ...base,
    money: base.money - team.paid + gain.money,
    heistInfluence: base.heistInfluence + gain.influence,
    gang: base.gang.map((m) => ({ id: m.id, engaged: used.has(m.id) ? !getaway : m.engaged })),
    freeRecruit: gain.freeRecruit,
    heistsTaken: [...base.heistsTaken, id],
  };
}

/** Staffing the heist in progress: the next member of the cheapest team (own ones first). */
function staff(view: GangstaView): GangstaIntent {
  const me = view.seat!;
  const heist = view.heist!;
  // A marked heist may take partners' gangsters once one of the bot's own has started it.
  const coop = heistCard(heist.card)!.coop !== null;
  const inTeam = new Set(heist.team.map((t) => t.gangster));
  // An owner who refused it a loan is not asked again yet (refusals.ts).
  const unwilling = unwillingLenders(view, me);
  const lends = (seat: number) => seat === me || (coop && !unwilling.has(seat));
  const candidates = view.players.flatMap((p) =>
    p.gang
      .filter((m) => !m.engaged && !inTeam.has(m.id) && lends(p.seat))
      .map((m) => ({
        id: m.id,
        own: p.seat === me,
        cost: p.seat === me ? 0 : view.seats === 2 ? 2 : 0.5,
      })),
  );
  const cover = cheapestCover(heist.missing, candidates, heist.team.length === 0);
  const next = cover?.find((c) => c.own) ?? cover?.[0];
  return next ? { type: 'engage', gangster: next.id } : { type: 'abandon' };
}

/** A discard the bot owes: its own least worth, or (two-player Mercenary rule) the rival's
 * most worth. */
function discardChoice(view: GangstaView, from: number): string {
  const me = view.seat!;
  const pos = positionOf(view, from);
  const gang = pos.gang.map((m) => m.id).filter((id) => !isBoss(id));
  const worth = (id: string) => memberWorth(view, pos, id);
  gang.sort((a, b) => worth(a) - worth(b) || (a < b ? -1 : 1));
  return from === me ? gang[0]! : gang.at(-1)!;
}

/** A free gangster from a reward: the one that adds most. */
function freeRecruit(view: GangstaView): GangstaIntent {
  const me = view.seat!;
  const base = positionOf(view, me);
  let best: string | null = null;
  let bestValue = evaluate(view, base);
  for (const id of view.gangsterRiver) {
    const next: Position = {
      ...base,
      gang: [...base.gang, { id, engaged: false }],
      recruited: base.recruited + 1,
    };
    const value = evaluate(view, next, { recruit: id });
    if (value > bestValue) [best, bestValue] = [id, value];
  }
  return best ? { type: 'recruit', gangster: best } : { type: 'decline' };
}

/**
 * Consent option: lending earns the cooperative reward but hands the initiator a whole heist.
 * With one rival that is never worth it; with several, only for a rival not ahead of the bot.
 */
function consents(view: GangstaView): boolean {
  const me = view.seat!;
  const initiator = view.heist!.initiator;
  return view.seats > 2 && view.players[initiator]!.influence <= view.players[me]!.influence;
}
