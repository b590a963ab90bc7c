// What a seat (or a spectator) sees. Gangsta! hides only the decks' order and the RNG: every
// card on the table, in a gang or in the discards is public, so all views are alike but for
// `seat`, and the decks show as counts.
import { logWindow } from '../../core/game-log.ts';
import type { Skill } from './cards.ts';
import { heistCard, influenceOfMember, missingSkills } from './catalogue.ts';
import type {
  GangstaOptions,
  GangstaResult,
  GangstaState,
  LogEntry,
  Pending,
  TeamMember,
} from './state.ts';
import type { Chapter, Phase } from './vocabulary.ts';

/** One player as everybody sees them. */
export interface GangstaPlayerView {
  readonly seat: number;
  readonly boss: string;
  /** The boss first, then the gangsters, each engaged or available. */
  readonly gang: readonly { readonly id: string; readonly engaged: boolean }[];
  readonly money: number;
  readonly heists: readonly string[];
  readonly heistInfluence: number;
  /** Influence so far: gang plus heists (the end-of-game bonuses come on top). */
  readonly influence: number;
}

/** The heist being staffed, with the gangsters engaged so far and the skills still missing. */
export interface GangstaHeistView {
  readonly card: string;
  readonly initiator: number;
  readonly team: readonly TeamMember[];
  readonly missing: readonly Skill[];
  readonly asking: TeamMember | null;
}

/** Everything one seat (or a spectator) sees: the whole table but the decks' order. */
export interface GangstaView {
  readonly game: 'gangsta';
  /** The viewer's seat, or null for a spectator. */
  readonly seat: number | null;
  readonly seats: number;
  readonly options: GangstaOptions;
  readonly phase: Phase;
  readonly chapter: Chapter;
  readonly turn: number;
  readonly current: number;
  readonly freeMobilisations: number;
  readonly players: readonly GangstaPlayerView[];
  readonly gangsterRiver: readonly string[];
  readonly heistRiver: readonly string[];
  /** Cards left in each deck: counts only, never the order. */
  readonly decks: { readonly gangsters: number } & Readonly<Record<Chapter, number>>;
  readonly discards: readonly string[];
  /** Domination snitches revealed (the third ends the game). */
  readonly snitches: number;
  readonly idlePasses: number;
  readonly heist: GangstaHeistView | null;
  readonly pending: readonly Pending[];
  /** Seats the game waits on now. */
  readonly waitingFor: readonly number[];
  /** The game's public log (its tail: engine/core/game-log.ts). */
  readonly log: readonly LogEntry[];
  readonly result: GangstaResult | null;
}

/** The seats that must act before play moves on. */
export function waitingFor(s: GangstaState): number[] {
  if (s.result) return [];
  if (s.phase === 'resolve')
    return [...new Set(s.pending.map((p) => p.seat))].sort((a, b) => a - b);
  if (s.heist?.asking) return [s.heist.asking.seat];
  return [s.current];
}

/** The view of `viewer` (a seat), or of a spectator when `viewer` is null. */
export function gangstaView(s: GangstaState, viewer: number | null): GangstaView {
  const influence = (gang: readonly { id: string }[]) =>
    gang.reduce((t, m) => t + influenceOfMember(m.id), 0);
  return {
    game: 'gangsta',
    seat: viewer,
    seats: s.seats,
    options: s.options,
    phase: s.phase,
    chapter: s.chapter,
    turn: s.turn,
    current: s.current,
    freeMobilisations: s.freeMobilisations,
    players: s.players.map((p, seat) => ({
      seat,
      boss: p.boss,
      gang: p.gang.map((m) => ({ id: m.id, engaged: m.engaged })),
      money: p.money,
      heists: [...p.heists],
      heistInfluence: p.heistInfluence,
      influence: influence(p.gang) + p.heistInfluence,
    })),
    gangsterRiver: [...s.gangsterRiver],
    heistRiver: [...s.heistRiver],
    decks: {
      gangsters: s.gangsterDeck.length,
      genesis: s.heistDecks.genesis.length,
      'gang-wars': s.heistDecks['gang-wars'].length,
      domination: s.heistDecks.domination.length,
    },
    discards: [...s.discards],
    snitches: s.snitches,
    idlePasses: s.idlePasses,
    heist: s.heist && {
      card: s.heist.card,
      initiator: s.heist.initiator,
      team: [...s.heist.team],
      missing: missingSkills(
        heistCard(s.heist.card)!.requires,
        s.heist.team.map((t) => t.gangster),
      ),
      asking: s.heist.asking,
    },
    pending: [...s.pending],
    waitingFor: waitingFor(s),
    log: logWindow(s.log),
    result: s.result,
  };
}
