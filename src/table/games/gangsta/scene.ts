// Gangsta! on the table, as data: every card, chip and deck the view shows, where it rests, what
// may be picked up (exactly what the host's table rules let this seat grab), the drop zones, and
// the words floating over the table (names with money and influence, the chapter, snitches and
// chapter changes as they happen, the skills a heist still misses, the winner). Pure: a view in,
// a scene out, so it is tested without a canvas. The decks show as counts: their order never
// reaches a client, and nothing here could name a card still in one. This file sets the table up
// for the viewer and says where each card may go; scene-parts.ts builds each part of it.
import {
  gangstaCanGrab,
  gangstaDropIntent,
  TABLE_ZONES,
} from '../../../engine/games/gangsta/table.ts';
import { isRejection, type GangstaView } from '../../../engine/index.ts';
import { fromSeatFrame, seatAnchor, type Arrangement } from '../../core/layout.ts';
import { joinParts, type TableScene, type ZoneDef } from '../../core/objects.ts';
import {
  deckPose,
  discardArea,
  gangAreaOf,
  gangArea,
  gangstaStyles,
  gangstaArrangement,
  middleOf,
  middleArea,
  jobArea,
  riverArea,
  riverPose,
  seatStyle,
  type SeatStyle,
} from './layout.ts';
import { job, middle, seats, tableWords as say, words, type GangstaParts } from './scene-parts.ts';

export { backOf, recentEvents } from './scene-parts.ts';

export interface GangstaSceneOptions {
  /** A seat's name. */
  readonly name?: (seat: number) => string;
  /** The shape of the screen's table area (wide unless said). */
  readonly shape?: 'wide' | 'tall';
  /** The arrangement to use instead of the game's own for that shape (tests). */
  readonly arrangement?: Arrangement;
  /** A replay: no seat is the viewer's (no name says "you"). */
  readonly watching?: boolean;
}

/** Everything on the table for the viewer of `view`. */
export function gangstaScene(view: GangstaView, opts: GangstaSceneOptions = {}): TableScene {
  const n = view.seats;
  const local = view.seat ?? 0;
  const arrangement = opts.arrangement ?? gangstaArrangement(n, opts.shape ?? 'wide');
  const m = middleOf(arrangement, n);
  const anchor = (seat: number) => seatAnchor(seat, n, local, arrangement);
  const me = view.seat;
  const styles = gangstaStyles(arrangement);
  const style = (seat: number) => seatStyle(arrangement, n, local, seat);
  const c: GangstaParts = {
    style,
    view,
    watching: !!opts.watching,
    name: opts.name ?? ((seat: number) => say('seat', { n: seat + 1 })),
    m,
    anchor,
    canGrab: (id: string) => me !== null && gangstaCanGrab(view, me, id) === null,
    gangsterDeck: deckPose('gangsters', 1, m),
    heistDeck: deckPose('heists', 1, m),
  };
  const { objects, labels, moments } = joinParts([middle(c), job(c), seats(c), words(c)]);
  const heist = view.heist;
  // Drops: the heist being staffed (first: it lies over the others' areas), the discards, the
  // rivers, each gang.
  const zones: ZoneDef[] = [
    ...(heist
      ? [
          {
            zone: { kind: 'object' as const, object: heist.card },
            area: jobArea(m),
            label: say('zones.job'),
          },
        ]
      : []),
    { zone: TABLE_ZONES.discards, area: discardArea(m), label: say('zones.discards') },
    { zone: TABLE_ZONES.heists, area: riverArea('heists', m), label: say('zones.heists') },
    {
      zone: TABLE_ZONES.gangsters,
      area: riverArea('gangsters', m),
      label: say('zones.gangsters'),
    },
    ...view.players.map((p) => ({
      zone: TABLE_ZONES.gang(p.seat),
      area: gangArea(anchor(p.seat), style(p.seat)),
      label: p.seat === me ? say('zones.yours') : say('zones.gang', { name: c.name(p.seat) }),
    })),
  ];

  // Where each card this seat may pick up may go: the zones whose drop the rules would turn into
  // an intent, read from the view as the host reads its state.
  const withTargets = objects.map((o) => {
    if (!o.draggable || me === null) return o;
    const targets = zones
      .map((z) => z.zone)
      .filter((zone) => !isRejection(gangstaDropIntent(view, me, o.id, { zone, items: [] })));
    return { ...o, targets };
  });

  return {
    seats: n,
    localSeat: local,
    arrangement,
    objects: withTargets,
    labels,
    moments,
    zones,
    dealFrom: c.gangsterDeck,
    seatArea: othersArea(styles.other, styles.far),
    framing: {
      read: [
        riverPose('gangsters', 2, m).position,
        fromSeatFrame(anchor(local), 0, -gangAreaOf(styles.own).depth / 2),
      ],
    },
    ownSeatArea: gangAreaOf(styles.own),
    ...(middleArea(arrangement, n) ? { centreArea: middleArea(arrangement, n) } : {}),
  };
}

/** What the view keeps before every other seat: the deeper of the two styles' areas (a seat at
 * the far end stands further in from the edge), as wide as the wider. */
function othersArea(other: SeatStyle, far: SeatStyle) {
  const [a, b] = [gangAreaOf(other), gangAreaOf(far)];
  return { halfWidth: Math.max(a.halfWidth, b.halfWidth), depth: Math.max(a.depth, b.depth) };
}
