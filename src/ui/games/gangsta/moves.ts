// What the viewer of a Gangsta! view may do now, worked out from the view alone (the host still
// decides): the prompt for their turn, gangsters to mobilise, to recruit, heists to choose and
// which skills their gang lacks for each, gangsters that may join the heist being staffed, the
// choices they owe, and what the table waits for in words. Pure, so the screen stays thin and
// this is tested without React.
import type { Skill } from '../../../engine/games/gangsta/cards.ts';
import {
  bringsMissing,
  gangsterCard,
  heistCard,
  isBoss,
  missingSkills,
  skillsOfMember,
} from '../../../engine/games/gangsta/catalogue.ts';
import type { GangstaView } from '../../../engine/index.ts';
import { say } from '../../../i18n/games/gangsta/texts.ts';

type Pending = GangstaView['pending'][number];

/** A gangster the viewer may mobilise, and what it costs. */
export interface MobiliseMove {
  readonly gangster: string;
  readonly free: boolean;
  readonly affordable: boolean;
}

/** A river gangster and whether the viewer can pay for it. */
export interface RecruitMove {
  readonly gangster: string;
  readonly cost: number;
  readonly affordable: boolean;
}

/** A heist in the river and what the viewer's available gangsters (alone) cannot cover. */
export interface HeistMove {
  readonly heist: string;
  readonly lacking: readonly Skill[];
}

/** A gang member who may join the heist being staffed. */
export interface EngageMove {
  readonly seat: number;
  readonly gangster: string;
}

/** The seat's open choice, if any. */
export function owed(view: GangstaView, seat: number | null): Pending | null {
  return seat === null ? null : (view.pending.find((p) => p.seat === seat) ?? null);
}

/** Whether it is the viewer's turn, before their action (mobilise, recruit, heist, pass). */
export function myTurn(view: GangstaView): boolean {
  return view.seat !== null && !view.result && view.phase === 'turn' && view.current === view.seat;
}

/** Gang members with the Leader skill (pass income counts them all, engaged or not). */
export function passIncome(view: GangstaView, seat: number): number {
  return view.players[seat]!.gang.filter((m) => skillsOfMember(m.id).includes('leader')).length;
}

/** The viewer's engaged gang members, free while Leader turns last, else $1 each. */
export function mobiliseMoves(view: GangstaView): MobiliseMove[] {
  if (!myTurn(view)) return [];
  const me = view.players[view.seat!]!;
  const free = view.freeMobilisations > 0;
  return me.gang
    .filter((m) => m.engaged)
    .map((m) => ({ gangster: m.id, free, affordable: free || me.money >= 1 }));
}

/** The river's gangsters, with the cost; a free recruit's are all affordable. */
export function recruitMoves(view: GangstaView): RecruitMove[] {
  const free = owed(view, view.seat)?.kind === 'free-recruit';
  if (!free && !myTurn(view)) return [];
  const money = view.players[view.seat!]!.money;
  return view.gangsterRiver.map((id) => {
    const cost = free ? 0 : (gangsterCard(id)?.cost ?? 0);
    return { gangster: id, cost, affordable: cost <= money };
  });
}

/** The river's heists, with the skills the viewer's available gangsters lack for each. */
export function heistMoves(view: GangstaView): HeistMove[] {
  if (!myTurn(view)) return [];
  const available = view.players[view.seat!]!.gang.filter((m) => !m.engaged).map((m) => m.id);
  return view.heistRiver.map((id) => ({
    heist: id,
    lacking: missingSkills(heistCard(id)?.requires ?? [], available),
  }));
}

/** Gang members who may join the heist the viewer is staffing now (bringing a skill it lacks). */
export function engageMoves(view: GangstaView): EngageMove[] {
  const heist = view.heist;
  const me = view.seat;
  if (!heist || me === null || view.phase !== 'heist' || heist.initiator !== me || heist.asking) {
    return [];
  }
  const inTeam = new Set(heist.team.map((t) => t.gangster));
  const coop = Boolean(heistCard(heist.card)?.coop) && heist.team.length > 0;
  const out: EngageMove[] = [];
  for (const p of view.players) {
    if (p.seat !== me && !coop) continue;
    for (const m of p.gang) {
      if (m.engaged || inTeam.has(m.id) || !bringsMissing(heist.missing, m.id)) continue;
      out.push({ seat: p.seat, gangster: m.id });
    }
  }
  // Your own first.
  return out.sort((a, b) => Number(a.seat !== me) - Number(b.seat !== me));
}

/** The gangsters the viewer may discard now (their own, or the other's under the two-player
 * Mercenary rule), and from whose gang. */
export function discardMoves(view: GangstaView): { from: number; gangsters: string[] } | null {
  const o = owed(view, view.seat);
  if (o?.kind !== 'discard') return null;
  return {
    from: o.from,
    gangsters: view.players[o.from]!.gang.map((m) => m.id).filter((id) => !isBoss(id)),
  };
}

/** Whether the viewer is asked to lend a gangster (the consent option). */
export function askedToLend(view: GangstaView): string | null {
  const asking = view.heist?.asking;
  return asking && asking.seat === view.seat ? asking.gangster : null;
}

/** What the game waits for, in a short phrase per seat (for the header and the panels), in the
 * reader's language. */
export function waitingText(view: GangstaView, name: (seat: number) => string): string {
  if (view.result) return say('ui.waiting.over');
  if (view.phase === 'resolve') {
    const parts = view.pending.map((p) =>
      p.kind === 'free-recruit'
        ? say('ui.waiting.takeFree', { name: name(p.seat) })
        : p.from === p.seat
          ? say('ui.waiting.discard', { name: name(p.seat) })
          : say('ui.waiting.discardOf', { name: name(p.seat), owner: name(p.from) }),
    );
    return say('ui.waiting.resolve', { parts });
  }
  if (view.heist?.asking) return say('ui.waiting.lend', { name: name(view.heist.asking.seat) });
  if (view.phase === 'heist') return say('ui.waiting.staffing', { name: name(view.current) });
  return say('ui.waiting.turn', { name: name(view.current) });
}
