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
  /** Their seat. */
  readonly seat: number;
  /** Their boss card. */
  readonly boss: string;
  /** The boss first, then the gangsters, each engaged or available. */
  readonly gang: readonly { readonly id: string; readonly engaged: boolean }[];
  /** Their money, in dollars. */
  readonly money: number;
  /** The heists they pulled off. */
  readonly heists: readonly string[];
  /** The influence their heists bring. */
  readonly heistInfluence: number;
  /** Influence so far: gang plus heists (the end-of-game bonuses come on top). */
  readonly influence: number;
}

/** The heist being staffed, with the gangsters engaged so far and the skills still missing. */
export interface GangstaHeistView {
  /** The heist card. */
  readonly card: string;
  /** Who chose it. */
  readonly initiator: number;
  /** The gangsters engaged so far, each with its owner. */
  readonly team: readonly TeamMember[];
  /** The skills still missing. */
  readonly missing: readonly Skill[];
  /** Consent option: the gangster asked of a partner, waiting for the answer. */
  readonly asking: TeamMember | null;
}

/** Everything one seat (or a spectator) sees: the whole table but the decks' order. */
export interface GangstaView {
  /** Always 'gangsta'. */
  readonly game: 'gangsta';
  /** The viewer's seat, or null for a spectator. */
  readonly seat: number | null;
  /** How many seats the match has (2–4). */
  readonly seats: number;
  /** The options the lobby chose. */
  readonly options: GangstaOptions;
  /** Where the turn is: `turn` (the player to act chooses), `heist` (staffing one), `resolve` (snitches, Mercenaries and other choices owed), `over`. */
  readonly phase: Phase;
  /** The chapter: Genesis, Gang Wars or Domination. */
  readonly chapter: Chapter;
  /** The turn number, from 1. */
  readonly turn: number;
  /** Whose turn it is. */
  readonly current: number;
  /** Mobilisations left this turn before they cost money. */
  readonly freeMobilisations: number;
  /** Every seat, in seat order. */
  readonly players: readonly GangstaPlayerView[];
  /** The gangsters face up to recruit. */
  readonly gangsterRiver: readonly string[];
  /** The heists face up to pull. */
  readonly heistRiver: readonly string[];
  /** Cards left in each deck: counts only, never the order. */
  readonly decks: { readonly gangsters: number } & Readonly<Record<Chapter, number>>;
  /** The discard pile, face up. */
  readonly discards: readonly string[];
  /** Domination snitches revealed (the third ends the game). */
  readonly snitches: number;
  /** Passes in a row with nothing done (the table idle rule: docs/GANGSTA.md). */
  readonly idlePasses: number;
  /** The heist being staffed, or null. */
  readonly heist: GangstaHeistView | null;
  /** Choices owed (a free gangster, a discard), in order. */
  readonly pending: readonly Pending[];
  /** Seats the game waits on now. */
  readonly waitingFor: readonly number[];
  /** The game's public log (its tail: engine/core/game-log.ts). */
  readonly log: readonly LogEntry[];
  /** The scores and winners, once the game is over. */
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

/** What every seat and the spectators see alike, by state. Gangsta! hides nothing, so the views
 * of one state differ only in `seat`: built once per state (a state is never changed once made:
 * rules.ts clones before it writes), every seat's view shares the same parts, and the host diffs
 * each part once for everybody (net/host-views.ts). */
const shared = new WeakMap<GangstaState, Omit<GangstaView, 'game' | 'seat'>>();

/** The view of `viewer` (a seat), or of a spectator when `viewer` is null. */
export function gangstaView(s: GangstaState, viewer: number | null): GangstaView {
  let body = shared.get(s);
  if (!body) shared.set(s, (body = sharedView(s)));
  return { game: 'gangsta', seat: viewer, ...body };
}

function sharedView(s: GangstaState): Omit<GangstaView, 'game' | 'seat'> {
  const influence = (gang: readonly { id: string }[]) =>
    gang.reduce((t, m) => t + influenceOfMember(m.id), 0);
  return {
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
