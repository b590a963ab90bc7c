// Gangsta!'s intents applied to the state (rulebook "Gang mobilization", "Recruit", "Perform a
// Heist", "Cooperative heists", "Pass", "Snitches"). Every check runs on the untouched state;
// only an accepted intent clones it and changes the clone, so a refusal leaves nothing behind.
import { accept, reject, type Outcome, type Rejection } from '../../core/result.ts';
import { bringsMissing, gangsterCard, heistCard, isBoss, missingSkills } from './catalogue.ts';
import {
  afterRecruit,
  cloneState,
  discardable,
  gangIds,
  leaders,
  log,
  pendingOf,
  settle,
} from './flow.ts';
import type { GangstaIntent } from './intents.ts';
import type { GangstaState, TeamMember } from './state.ts';
import { IDLE_ROUNDS, MOBILISE_COST } from './vocabulary.ts';

type Change = (s: GangstaState) => void;

/** Applies one well-formed intent from a seat. */
export function applyGangstaIntent(
  s: GangstaState,
  seat: number,
  intent: GangstaIntent,
): Outcome<GangstaState> {
  const change = check(s, seat, intent);
  if (typeof change !== 'function') return change;
  const next = cloneState(s);
  change(next);
  return accept(next);
}

/** Validates an intent against the state; returns the change to make, or a refusal. */
function check(s: GangstaState, seat: number, intent: GangstaIntent): Change | Rejection {
  if (s.result) return reject('game-over');
  switch (intent.type) {
    case 'mobilise':
      return onTurn(s, seat) ?? checkMobilise(s, seat, intent.gangster);
    case 'recruit':
      return pendingOf(s, seat)?.kind === 'free-recruit'
        ? checkRecruit(s, seat, intent.gangster, true)
        : (onTurn(s, seat) ?? checkRecruit(s, seat, intent.gangster, false));
    case 'heist':
      return onTurn(s, seat) ?? checkChoose(s, seat, intent.heist);
    case 'pass':
      return onTurn(s, seat) ?? pass(seat);
    case 'engage':
      return inHeist(s, seat) ?? checkEngage(s, seat, intent.gangster);
    case 'abandon':
      return inHeist(s, seat) ?? abandon(seat);
    case 'discard':
      return checkDiscard(s, seat, intent.gangster);
    case 'consent':
    case 'decline':
      return checkAnswer(s, seat, intent.type === 'consent');
  }
}

/** Refusal unless it is `seat`'s turn and no action has begun (a turn is mobilise, then one
 *  action). */
function onTurn(s: GangstaState, seat: number): Rejection | null {
  if (s.phase !== 'turn') return reject('wrong-phase', s.phase);
  return seat === s.current ? null : reject('not-your-turn');
}

/** Refusal unless `seat` is staffing a heist. */
function inHeist(s: GangstaState, seat: number): Rejection | null {
  if (s.phase !== 'heist' || !s.heist) return reject('wrong-phase', s.phase);
  return seat === s.heist.initiator ? null : reject('not-your-turn');
}

// --- Mobilise (rulebook "Gang mobilization") -------------------------------------------------

function checkMobilise(s: GangstaState, seat: number, id: string): Change | Rejection {
  const p = s.players[seat]!;
  const member = p.gang.find((m) => m.id === id);
  if (!member) return reject('not-your-gangster');
  if (!member.engaged) return reject('not-engaged');
  // Reading: the engine spends a Leader-free turn first, and only then $1.
  const free = s.freeMobilisations > 0;
  if (!free && p.money < MOBILISE_COST) return reject('cannot-afford');
  return (n) => {
    const q = n.players[seat]!;
    q.gang.find((m) => m.id === id)!.engaged = false;
    if (free) n.freeMobilisations--;
    else q.money -= MOBILISE_COST;
    log(n, { e: 'mobilise', seat, gangster: id, paid: free ? 0 : MOBILISE_COST });
  };
}

// --- Recruit (rulebook "Recruit") -------------------------------------------------------------

function checkRecruit(
  s: GangstaState,
  seat: number,
  id: string,
  free: boolean,
): Change | Rejection {
  if (!s.gangsterRiver.includes(id)) return reject('not-in-river');
  const cost = free ? 0 : gangsterCard(id)!.cost;
  if (s.players[seat]!.money < cost) return reject('cannot-afford');
  return (n) => {
    const p = n.players[seat]!;
    p.money -= cost;
    // Reading: a recruit has taken part in no heist yet, so it joins available.
    p.gang.push({ id, engaged: false });
    n.gangsterRiver = n.gangsterRiver.filter((g) => g !== id);
    n.idlePasses = 0;
    log(n, { e: 'recruit', seat, gangster: id, paid: cost });
    if (free) n.pending = n.pending.filter((x) => x.seat !== seat);
    else n.queue = [{ t: 'refill' }, { t: 'next-turn' }];
    afterRecruit(n, seat);
    settle(n);
  };
}

// --- Heists (rulebook "Perform a Heist", "Cooperative heists") --------------------------------

function checkChoose(s: GangstaState, seat: number, id: string): Change | Rejection {
  if (!s.heistRiver.includes(id)) return reject('not-in-river');
  return (n) => {
    n.phase = 'heist';
    n.heist = { card: id, initiator: seat, team: [], asking: null };
    log(n, { e: 'heist-chosen', seat, heist: id });
  };
}

/** The seat whose gang holds `id`, or -1. */
function ownerOf(s: GangstaState, id: string): number {
  return s.players.findIndex((p) => p.gang.some((m) => m.id === id));
}

function checkEngage(s: GangstaState, seat: number, id: string): Change | Rejection {
  const heist = s.heist!;
  if (heist.asking) return reject('awaiting-consent');
  const card = heistCard(heist.card)!;
  const owner = ownerOf(s, id);
  if (owner < 0) return reject('no-such-gangster');
  if (owner !== seat) {
    if (!card.coop) return reject('not-cooperative');
    // "Once the first gangster has been selected following the usual rule": one of your own.
    if (heist.team.length === 0) return reject('first-from-own-gang');
  }
  if (heist.team.some((t) => t.gangster === id)) return reject('already-in-heist');
  if (s.players[owner]!.gang.find((m) => m.id === id)!.engaged) return reject('not-available');
  const missing = missingSkills(
    card.requires,
    heist.team.map((t) => t.gangster),
  );
  if (!bringsMissing(missing, id)) return reject('adds-no-skill');
  const member: TeamMember = { seat: owner, gangster: id };
  return (n) => {
    if (owner !== seat && n.options.consent) {
      n.heist!.asking = member;
      return;
    }
    join(n, member);
  };
}

/** Adds a gangster to the team; the heist completes once no skill is missing. */
function join(n: GangstaState, member: TeamMember): void {
  const heist = n.heist!;
  heist.team.push(member);
  log(n, { e: 'engage', seat: heist.initiator, member });
  const card = heistCard(heist.card)!;
  if (
    missingSkills(
      card.requires,
      heist.team.map((t) => t.gangster),
    ).length === 0
  )
    complete(n);
}

/** "All the gangsters are engaged and the player collects Influence, Money as well as any
 *  additional rewards"; cooperative heists pay every player involved, if two or more are. */
function complete(n: GangstaState): void {
  const { card: id, initiator, team } = n.heist!;
  const card = heistCard(id)!;
  const getaway = card.extra?.kind === 'getaway';
  for (const t of team) {
    if (getaway && t.seat === initiator) continue; // a clean getaway: they stay available
    n.players[t.seat]!.gang.find((m) => m.id === t.gangster)!.engaged = true;
  }
  const p = n.players[initiator]!;
  p.money += card.money;
  p.heistInfluence += card.influence;
  p.heists.push(id);
  if (card.extra?.kind === 'cash') p.money += card.extra.amount;
  if (card.extra?.kind === 'influence') p.heistInfluence += card.extra.amount;
  // Reading: a free gangster needs one in the river; the initiator may still turn it down.
  if (card.extra?.kind === 'recruit' && n.gangsterRiver.length > 0) {
    n.pending.push({ kind: 'free-recruit', seat: initiator });
  }
  const involved = [...new Set(team.map((t) => t.seat))].sort((a, b) => a - b);
  const coop = card.coop && involved.length >= 2 ? involved : [];
  for (const seat of coop) {
    const q = n.players[seat]!;
    if (card.coop!.kind === 'cash') q.money += card.coop!.amount;
    else q.heistInfluence += card.coop!.amount;
  }
  n.heistRiver = n.heistRiver.filter((h) => h !== id);
  n.heist = null;
  n.idlePasses = 0;
  log(n, { e: 'heist', seat: initiator, heist: id, team: [...team], coop });
  n.queue = [{ t: 'refill' }, { t: 'next-turn' }];
  settle(n);
}

/** Abandoning a heist before it completes changes nothing: back to the turn (a loan still
 *  being asked for is withdrawn with it). */
function abandon(seat: number): Change {
  return (n) => {
    log(n, { e: 'abandon', seat, heist: n.heist!.card });
    n.heist = null;
    n.phase = 'turn';
  };
}

// --- Pass (rulebook "Pass") ---------------------------------------------------------------------

function pass(seat: number): Change {
  return (n) => {
    // Reading: a boss with the Leader skill is a gangster of the gang and counts too.
    const income = leaders(n.players[seat]!, false);
    n.players[seat]!.money += income;
    log(n, { e: 'pass', seat, income });
    // Reading (never stall): once every player has passed twice in a row (two whole rounds
    // with no recruit and no heist), the oldest heist in the river goes to the discards, so an
    // idle table still draws towards the end. One round of passes is ordinary saving up (every
    // boss earns pass income), so it does not count.
    if (++n.idlePasses >= IDLE_ROUNDS * n.seats && n.heistRiver.length > 0) {
      const oldest = n.heistRiver.shift()!;
      n.discards.push(oldest);
      n.idlePasses = 0;
      log(n, { e: 'idle', heist: oldest });
    }
    n.queue = [{ t: 'refill' }, { t: 'next-turn' }];
    settle(n);
  };
}

// --- Choices owed (snitches, the Mercenary check, consent, free recruits) --------------------

function checkDiscard(s: GangstaState, seat: number, id: string): Change | Rejection {
  const owed = pendingOf(s, seat);
  if (!owed || owed.kind !== 'discard') return reject('nothing-to-choose');
  if (isBoss(id)) return reject('cannot-discard-boss');
  if (!gangIds(s.players[owed.from]!).includes(id) || !discardable(id)) {
    return reject('not-in-gang');
  }
  return (n) => {
    const p = n.players[owed.from]!;
    p.gang = p.gang.filter((m) => m.id !== id);
    n.discards.push(id);
    n.pending = n.pending.filter((x) => x.seat !== seat);
    log(n, { e: 'discard', seat, from: owed.from, gangster: id, cause: owed.cause });
    settle(n);
  };
}

function checkAnswer(s: GangstaState, seat: number, ok: boolean): Change | Rejection {
  const asking = s.heist?.asking;
  if (asking && asking.seat === seat) {
    return (n) => {
      n.heist!.asking = null;
      log(n, { e: 'consent', seat, gangster: asking.gangster, ok });
      if (ok) join(n, asking);
    };
  }
  if (!ok && pendingOf(s, seat)?.kind === 'free-recruit') {
    return (n) => {
      n.pending = n.pending.filter((x) => x.seat !== seat);
      log(n, { e: 'free-recruit-declined', seat });
      settle(n);
    };
  }
  return reject('nothing-to-answer');
}
