// Gangsta! on the table, as data: every card, chip and deck the view shows, where it rests, what
// may be picked up (exactly what the host's table rules let this seat grab), the drop zones, and
// the words floating over the table (names with money and influence, the chapter, snitches and
// chapter changes as they happen, the skills a heist still misses, the winner). Pure: a view in,
// a scene out, so it is tested without a canvas. The decks show as counts: their order never
// reaches a client, and nothing here could name a card still in one.
import { heistCard, snitchCard } from '../../../engine/games/gangsta/catalogue.ts';
import {
  gangstaCanGrab,
  gangstaDropIntent,
  TABLE_ZONES,
} from '../../../engine/games/gangsta/table.ts';
import { isRejection, type GangstaView } from '../../../engine/index.ts';
import { CHAPTER_TEXT, cardName } from '../../../i18n/games/gangsta/texts.ts';
import { cardWords, skillList } from '../../../i18n/games/gangsta/words.ts';
import { seatAnchor, type Arrangement, type Pose } from '../../core/layout.ts';
import {
  TURN_MS,
  type FaceKey,
  type TableLabel,
  type TableMoment,
  type TableObject,
  type TableScene,
  type ZoneDef,
} from '../../core/objects.ts';
import { chipsFor, CHIP_VALUES } from './art/draw-chips.ts';
import {
  bannerPoint,
  deckPose,
  discardArea,
  discardStackPose,
  discardTopPose,
  GANG_AREA,
  gangArea,
  gangSlotPose,
  gangstaArrangement,
  middleOf,
  jobArea,
  jobLabelPoint,
  jobPose,
  markerPose,
  moneyChipPose,
  riverArea,
  riverPose,
  seatLabelPoint,
  teamPose,
  trophyStackPose,
  trophyTopPose,
} from './layout.ts';

/** A face of Gangsta! (faces.ts reads these keys). */
const face = (key: string): FaceKey => `gangsta/${key}`;

/** The back a card of the set shows: the gangster deck's, or its chapter's heist deck's. */
export function backOf(id: string): FaceKey {
  const chapter = heistCard(id)?.chapter ?? snitchCard(id)?.chapter;
  return face(chapter ? `back:${chapter}` : 'back:gangster');
}

export interface GangstaSceneOptions {
  /** A seat's name. */
  readonly name?: (seat: number) => string;
  /** The shape of the screen's table area (wide unless said). */
  readonly shape?: 'wide' | 'tall';
  /** The arrangement to use instead of the game's own for that shape (tests). */
  readonly arrangement?: Arrangement;
}

type LogEntry = GangstaView['log'][number];

/** What happened since the turn before this one began: the moments the table announces. */
export function recentEvents(view: GangstaView): LogEntry[] {
  const starts = view.log.flatMap((e, i) => (e.e === 'turn' ? [i] : []));
  const from = starts.length >= 2 ? starts[starts.length - 2]! : 0;
  return view.log.slice(from);
}

/** A banner for one of those moments, or null. */
function bannerOf(
  e: LogEntry,
  name: (seat: number) => string,
): Pick<TableLabel, 'text' | 'tone'> | null {
  switch (e.e) {
    case 'snitch': {
      const rating = snitchCard(e.snitch)?.informants ?? 0;
      if (e.bills.length === 0)
        return {
          text: `Snitch! ${cardName(e.snitch)}: the third one ends the game`,
          tone: 'mistake',
        };
      return {
        text: `Snitch! ${cardName(e.snitch)}: pay $${rating} less $1 per Informant`,
        tone: 'mistake',
      };
    }
    case 'chapter':
      return {
        text: `Chapter ${CHAPTER_TEXT[e.chapter].numeral} · ${CHAPTER_TEXT[e.chapter].name} begins`,
        tone: 'hand',
      };
    case 'mercenary':
      return { text: 'Mercenary check: the smaller armies lose a gangster', tone: 'mistake' };
    case 'game-over':
      return {
        text:
          e.winners.length === 1
            ? `${name(e.winners[0]!)} wins!`
            : `${e.winners.map(name).join(' and ')} share the win!`,
        tone: 'hand',
      };
    default:
      return null;
  }
}

/** Everything on the table for the viewer of `view`. */
export function gangstaScene(view: GangstaView, opts: GangstaSceneOptions = {}): TableScene {
  const n = view.seats;
  const local = view.seat ?? 0;
  const name = opts.name ?? ((seat: number) => `Seat ${seat + 1}`);
  const arrangement = opts.arrangement ?? gangstaArrangement(n, opts.shape ?? 'wide');
  const m = middleOf(arrangement);
  const anchor = (seat: number) => seatAnchor(seat, n, local, arrangement);
  const me = view.seat;
  const canGrab = (id: string) => me !== null && gangstaCanGrab(view, me, id) === null;
  const objects: TableObject[] = [];
  const labels: TableLabel[] = [];
  const gangsterDeck = deckPose('gangsters', 1, m);
  const heistDeck = deckPose('heists', 1, m);

  const card = (id: string, rest: Pose, more: Partial<TableObject> = {}) => {
    objects.push({
      id,
      model: 'card',
      front: face(`card:${id}`),
      back: backOf(id),
      owner: null,
      rest,
      enter: 'deck',
      from: heistCard(id) || snitchCard(id) ? heistDeck : gangsterDeck,
      dealDelay: 0,
      delay: 0,
      generation: '0',
      draggable: canGrab(id),
      label: cardWords(id),
      ...more,
    });
  };
  const stack = (id: string, count: number, rest: Pose, look: FaceKey, label: string) => {
    if (count <= 0) return;
    objects.push({
      id,
      model: 'stack',
      front: look,
      back: look,
      owner: null,
      rest,
      enter: 'rest',
      dealDelay: 0,
      delay: 0,
      generation: '0',
      draggable: false,
      count,
      label,
    });
  };

  // The rivers and their decks (counts only).
  view.gangsterRiver.forEach((id, i) =>
    card(id, riverPose('gangsters', i, m), { dealDelay: i * 80 }),
  );
  view.heistRiver.forEach((id, i) => {
    if (id !== view.heist?.card) card(id, riverPose('heists', i, m), { dealDelay: i * 80 });
  });
  const heistsLeft = view.decks[view.chapter];
  stack(
    'deck:gangsters',
    view.decks.gangsters,
    deckPose('gangsters', view.decks.gangsters, m),
    face('back:gangster'),
    `The gangster deck: ${view.decks.gangsters} cards`,
  );
  stack(
    'deck:heists',
    heistsLeft,
    deckPose('heists', heistsLeft, m),
    face(`back:${view.chapter}`),
    `The ${CHAPTER_TEXT[view.chapter].name} heist deck: ${heistsLeft} cards`,
  );

  // The discard pile, face up: the latest on top.
  const discards = view.discards;
  if (discards.length > 0) {
    const below = discards.length - 1;
    stack(
      'discards',
      below,
      discardStackPose(below, m),
      face(`card:${discards[below - 1] ?? discards[0]!}`),
      `The discard pile: ${discards.length} cards`,
    );
    card(discards[below]!, discardTopPose(below, m), {
      label: `Discarded: ${cardWords(discards[below]!)}`,
    });
  }

  // The heist being staffed, with the gangsters engaged so far laid on it.
  const heist = view.heist;
  const team = new Set(heist?.team.map((t) => t.gangster) ?? []);
  if (heist) {
    card(heist.card, jobPose(m), { label: `The heist being staffed: ${cardWords(heist.card)}` });
    heist.team.forEach((t, k) =>
      card(t.gangster, teamPose(k, m), {
        owner: t.seat,
        label: `${name(t.seat)}’s ${cardWords(t.gangster)}, on the heist`,
      }),
    );
  }

  // Before each player: the gang, the heists performed, the money; the turn marker. A heist
  // pulled off lands on its performer's pile in a ring of gold.
  const moments: TableMoment[] = [];
  for (const p of view.players) {
    const a = anchor(p.seat);
    p.heists.forEach((heist, k) => {
      moments.push({
        id: `heist:${heist}`,
        at: trophyTopPose(a, k).position,
        tone: 'gold',
        delay: TURN_MS,
      });
    });
    p.gang.forEach((m, i) => {
      if (team.has(m.id)) return;
      card(m.id, gangSlotPose(a, i, m.engaged), {
        owner: p.seat,
        label: `${name(p.seat)}’s ${cardWords(m.id)}, ${m.engaged ? 'engaged' : 'available'}`,
      });
    });
    if (p.heists.length > 0) {
      const below = p.heists.length - 1;
      stack(
        `trophies:${p.seat}`,
        below,
        trophyStackPose(a, below),
        face(`card:${p.heists[below - 1] ?? p.heists[0]!}`),
        `${name(p.seat)}’s heists performed: ${p.heists.length}`,
      );
      card(p.heists[below]!, trophyTopPose(a, below), {
        owner: p.seat,
        label: `${name(p.seat)} performed ${cardWords(p.heists[below]!)}`,
      });
    }
    const chips = chipsFor(p.money);
    for (const value of CHIP_VALUES) {
      for (let k = 0; k < chips[value]; k++) {
        objects.push({
          id: `money:${p.seat}:${value}:${k}`,
          model: 'chip',
          front: face(`chip:${value}`),
          back: face(`chip:${value}`),
          edge: face(`chip-edge:${value}`),
          owner: p.seat,
          rest: moneyChipPose(a, value, k),
          enter: 'drop',
          dealDelay: k * 70,
          delay: 0,
          generation: '0',
          draggable: false,
          label: `${name(p.seat)}’s $${value} chip`,
        });
      }
    }
  }
  if (!view.result) {
    objects.push({
      id: 'marker',
      model: 'chip',
      front: face('marker'),
      back: face('marker'),
      edge: face('marker-edge'),
      owner: null,
      rest: markerPose(anchor(view.current)),
      enter: 'drop',
      dealDelay: 0,
      delay: 0,
      generation: '0',
      draggable: false,
      label: `${name(view.current)}’s turn`,
    });
  }

  // Words: each seat's name, money and influence (whose move it is marked), the chapter, the
  // table's moments, and what the heist still needs.
  const waiting = new Set(view.waitingFor);
  for (const p of view.players) {
    const you = p.seat === me;
    const up = waiting.has(p.seat);
    const doing = !up
      ? ''
      : view.phase === 'resolve' || view.heist?.asking?.seat === p.seat
        ? ' · choosing'
        : you
          ? ' · your turn'
          : ' · to play';
    labels.push({
      id: `seat:${p.seat}`,
      text: `${up ? '▶ ' : ''}${name(p.seat)}${you ? ' (you)' : ''} · $${p.money} · ${p.influence}★${doing}`,
      at: seatLabelPoint(anchor(p.seat)),
      tone: you ? 'you' : up ? 'hand' : 'seat',
      delay: 0,
    });
  }
  const chapter = CHAPTER_TEXT[view.chapter];
  labels.push({
    id: 'chapter',
    text: `Chapter ${chapter.numeral} · ${chapter.name}${view.chapter === 'domination' ? ` · snitches ${view.snitches}/3` : ''}`,
    at: bannerPoint(0, m),
    tone: 'seat',
    delay: 0,
  });
  const banners = recentEvents(view)
    .map((e) => bannerOf(e, name))
    .filter((b): b is NonNullable<typeof b> => b !== null);
  banners.slice(-2).forEach((b, k) => {
    labels.push({ id: `banner:${k}`, ...b, at: bannerPoint(k + 1, m), delay: 0 });
  });
  if (heist) {
    const asking = heist.asking;
    labels.push({
      id: 'job',
      text: asking
        ? `Waiting for ${name(asking.seat)} to lend ${cardName(asking.gangster)}`
        : heist.missing.length > 0
          ? `Still needs: ${skillList(heist.missing)}`
          : 'Staffed',
      at: jobLabelPoint(m),
      tone: 'hand',
      delay: 0,
    });
  }
  // Drops: the heist being staffed (first: it lies over the others' areas), the discards, the
  // rivers, each gang.
  const zones: ZoneDef[] = [
    ...(heist ? [{ zone: { kind: 'object' as const, object: heist.card }, area: jobArea(m) }] : []),
    { zone: TABLE_ZONES.discards, area: discardArea(m) },
    { zone: TABLE_ZONES.heists, area: riverArea('heists', m) },
    { zone: TABLE_ZONES.gangsters, area: riverArea('gangsters', m) },
    ...view.players.map((p) => ({
      zone: TABLE_ZONES.gang(p.seat),
      area: gangArea(anchor(p.seat)),
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
    dealFrom: gangsterDeck,
    seatArea: GANG_AREA,
  };
}
