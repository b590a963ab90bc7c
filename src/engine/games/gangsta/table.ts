// Gangsta! by hand on the table: which cards a seat may pick up now, and what a drop means.
//   - a gangster from the river dropped on your own gang: recruit it (also a free gangster);
//   - a heist from the river dropped on your own gang, or clicked (put back in the river):
//     choose it; the heist being staffed put back in the river: abandon it;
//   - a gang member dropped on the heist being staffed: engage it (a partner's on marked heists);
//   - one of your engaged gang members clicked (put back on your gang): mobilise it;
//   - a gang member dropped on the discard pile when a snitch or the Mercenary check asks.
// The same checks read a state or a view (both carry every public fact), so the scene marks as
// draggable exactly what the host lets a seat pick up. Every refusal is a reason code; nothing
// here changes anything.
import type { Drop, DropZone, TableRules } from '../../core/game.ts';
import { reject, type Rejection } from '../../core/result.ts';
import { bringsMissing, heistCard, isBoss, missingSkills } from './catalogue.ts';
import type { GangstaIntent } from './intents.ts';
import type { GangstaState, Pending, TeamMember } from './state.ts';
import type { Phase } from './vocabulary.ts';

/** The public facts the table rules read: a GangstaState and a GangstaView both have them. */
export interface TableFacts {
  readonly result: unknown;
  readonly phase: Phase;
  readonly current: number;
  readonly players: readonly {
    readonly gang: readonly { readonly id: string; readonly engaged: boolean }[];
  }[];
  readonly gangsterRiver: readonly string[];
  readonly heistRiver: readonly string[];
  readonly heist: {
    readonly card: string;
    readonly initiator: number;
    readonly team: readonly TeamMember[];
    readonly asking: TeamMember | null;
  } | null;
  readonly pending: readonly Pending[];
}

/** The named drop zones of Gangsta!'s table (besides the heist card being staffed). */
export const TABLE_ZONES = {
  /** A player's gang: recruits join it; a click on one of its cards puts it back there. */
  gang: (seat: number): DropZone => ({ kind: 'zone', zone: `gang:${seat}` }),
  heists: { kind: 'zone', zone: 'heists' } as DropZone,
  gangsters: { kind: 'zone', zone: 'gangsters' } as DropZone,
  discards: { kind: 'zone', zone: 'discards' } as DropZone,
} as const;

/** Where a card lies now, as the table rules see it. */
type Place =
  | { readonly kind: 'gangster-river' }
  | { readonly kind: 'heist-river' }
  | { readonly kind: 'heist' }
  | { readonly kind: 'member'; readonly owner: number; readonly engaged: boolean };

function placeOf(s: TableFacts, id: string): Place | null {
  if (s.heist?.card === id) return { kind: 'heist' };
  if (s.gangsterRiver.includes(id)) return { kind: 'gangster-river' };
  if (s.heistRiver.includes(id)) return { kind: 'heist-river' };
  for (const [owner, p] of s.players.entries()) {
    const m = p.gang.find((x) => x.id === id);
    if (m) return { kind: 'member', owner, engaged: m.engaged };
  }
  return null;
}

/** Null on `seat`'s turn before its action (mobilise, recruit, choose, pass), else why not. */
function onTurn(s: TableFacts, seat: number): Rejection | null {
  if (s.phase !== 'turn') return reject('wrong-phase');
  return seat === s.current ? null : reject('not-your-turn');
}

const pendingOf = (s: TableFacts, seat: number) => s.pending.find((p) => p.seat === seat);

/** Whether `seat` may engage gang member `id` of `owner` in the heist being staffed. */
function canEngage(s: TableFacts, seat: number, id: string, owner: number, engaged: boolean) {
  const heist = s.heist;
  if (s.phase !== 'heist' || !heist) return reject('wrong-phase');
  if (seat !== heist.initiator) return reject('not-your-turn');
  if (heist.asking) return reject('awaiting-consent');
  const card = heistCard(heist.card);
  if (!card) return reject('no-such-card');
  if (owner !== seat) {
    if (!card.coop) return reject('not-cooperative');
    if (heist.team.length === 0) return reject('first-from-own-gang');
  }
  if (heist.team.some((t) => t.gangster === id)) return reject('already-in-heist');
  if (engaged) return reject('not-available');
  const missing = missingSkills(
    card.requires,
    heist.team.map((t) => t.gangster),
  );
  return bringsMissing(missing, id) ? null : reject('adds-no-skill');
}

/** Null if `seat` may pick up card `id` now, else why not. */
export function gangstaCanGrab(s: TableFacts, seat: number, id: string): Rejection | null {
  if (s.result) return reject('game-over');
  const place = placeOf(s, id);
  if (!place) return reject('no-such-card');
  switch (place.kind) {
    case 'gangster-river':
      return pendingOf(s, seat)?.kind === 'free-recruit' ? null : onTurn(s, seat);
    case 'heist-river':
      return onTurn(s, seat);
    case 'heist':
      return seat === s.heist!.initiator ? null : reject('not-your-turn');
    case 'member': {
      const { owner, engaged } = place;
      if (s.phase === 'heist') return canEngage(s, seat, id, owner, engaged);
      if (s.phase === 'resolve') {
        const owed = pendingOf(s, seat);
        if (owed?.kind !== 'discard' || owed.from !== owner) return reject('nothing-to-choose');
        return isBoss(id) ? reject('cannot-discard-boss') : null;
      }
      const turn = onTurn(s, seat);
      if (turn) return turn;
      if (owner !== seat) return reject('not-your-gangster');
      return engaged ? null : reject('not-engaged');
    }
  }
}

const isGangZone = (zone: DropZone, seat: number) =>
  zone.kind === 'zone' && zone.zone === `gang:${seat}`;
const isAnyGangZone = (zone: DropZone) => zone.kind === 'zone' && zone.zone.startsWith('gang:');
const isZone = (zone: DropZone, name: string) => zone.kind === 'zone' && zone.zone === name;

/** The intent meant by dropping card `id` on `drop.zone`, or why it means nothing. */
export function gangstaDropIntent(
  s: TableFacts,
  seat: number,
  id: string,
  drop: Drop,
): GangstaIntent | Rejection {
  const refused = gangstaCanGrab(s, seat, id);
  if (refused) return refused;
  const zone = drop.zone;
  if (!zone) return reject('off-table');
  const place = placeOf(s, id)!;
  const own = isGangZone(zone, seat);
  const othersGang = isAnyGangZone(zone) && !own;
  switch (place.kind) {
    case 'gangster-river':
      if (own) return { type: 'recruit', gangster: id };
      if (othersGang) return reject('not-your-gang');
      return isZone(zone, 'gangsters') ? reject('no-change') : reject('drop-on-your-gang');
    case 'heist-river':
      // A click puts it back in the river: that chooses it too.
      if (own || isZone(zone, 'heists')) return { type: 'heist', heist: id };
      return othersGang ? reject('not-your-gang') : reject('drop-on-your-gang');
    case 'heist':
      if (isZone(zone, 'heists')) return { type: 'abandon' };
      return zone.kind === 'object' && zone.object === id
        ? reject('no-change')
        : reject('abandon-in-river');
    case 'member': {
      const home = isGangZone(zone, place.owner);
      if (s.phase === 'heist') {
        if (zone.kind === 'object' && zone.object === s.heist!.card) {
          return { type: 'engage', gangster: id };
        }
        return home ? reject('no-change') : reject('drop-on-heist');
      }
      if (s.phase === 'resolve') {
        if (isZone(zone, 'discards')) return { type: 'discard', gangster: id };
        return home ? reject('no-change') : reject('drop-on-discards');
      }
      // Your turn, an engaged gang member: a click (back on your gang) mobilises it.
      return home ? { type: 'mobilise', gangster: id } : reject('mobilise-on-gang');
    }
  }
}

/** Drag-and-drop rules of Gangsta!. */
export const gangstaTable: TableRules<GangstaState, GangstaIntent> = {
  canGrab: gangstaCanGrab,
  dropIntent: gangstaDropIntent,
};
