// The parts of Gangsta!'s table (scene.ts puts them together for the viewer): the middle (the
// rivers, the decks as counts, the discard pile), the heist being staffed with its team, each
// player's gang, heists performed, money and the turn marker, and the words over the table
// (names with money and influence, the chapter, the latest moments, what the heist still needs).
import { heistCard, snitchCard } from '../../../engine/games/gangsta/catalogue.ts';
import type { GangstaView } from '../../../engine/index.ts';
import { language } from '../../../i18n/i18n.ts';
import { CHAPTER_TEXT, cardName, say } from '../../../i18n/games/gangsta/texts.ts';
import { cardWords, dollars, skillList, stars } from '../../../i18n/games/gangsta/words.ts';
import type { Pose } from '../../core/layout.ts';
import {
  cardStack as stack,
  TURN_MS,
  type FaceKey,
  type ScenePart,
  type ViewerTable,
  type TableLabel,
  type TableMoment,
  type TableObject,
} from '../../core/objects.ts';
import { chipsFor, CHIP_VALUES } from './art/draw-chips.ts';
import {
  bannerPoint,
  deckPose,
  discardStackPose,
  discardTopPose,
  gangSlotPose,
  jobLabelPoint,
  jobPose,
  markerPose,
  moneyChipPose,
  riverPose,
  seatLabelPoint,
  teamPose,
  trophyStackPose,
  trophyTopPose,
  type Middle,
  type SeatStyle,
} from './layout.ts';

/** A label's words, from the 'gangsta' namespace's `table` block in the reader's language. */
export const tableWords = (key: string, options: Record<string, unknown> = {}): string =>
  say(`table.${key}`, options);

/** A face of Gangsta! (faces.ts reads these keys). */
const face = (key: string): FaceKey => `gangsta/${key}`;

/** A face with words printed on it (a card's name, a deck's chapter): its key names the reader's
 * language past English, so a switch paints (and caches) it anew. */
const printedFace = (key: string): FaceKey => {
  const lang = language();
  return face(lang === 'en' ? key : `${key}:${lang}`);
};

/** The back a card of the set shows: the gangster deck's, or its chapter's heist deck's. */
export function backOf(id: string): FaceKey {
  const chapter = heistCard(id)?.chapter ?? snitchCard(id)?.chapter;
  return chapter ? printedFace(`back:${chapter}`) : face('back:gangster');
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
          text: tableWords('snitchEnds', { card: cardName(e.snitch) }),
          tone: 'mistake',
        };
      return {
        text: tableWords('snitch', { card: cardName(e.snitch), amount: dollars(rating) }),
        tone: 'mistake',
      };
    }
    case 'chapter':
      return {
        text: tableWords('chapterBegins', {
          numeral: CHAPTER_TEXT[e.chapter].numeral,
          name: CHAPTER_TEXT[e.chapter].name,
        }),
        tone: 'hand',
      };
    case 'mercenary':
      return { text: tableWords('mercenary'), tone: 'mistake' };
    case 'game-over':
      return {
        text:
          e.winners.length === 1
            ? tableWords('wins', { name: name(e.winners[0]!) })
            : tableWords('share', { names: e.winners.map(name) }),
        tone: 'hand',
      };
    default:
      return null;
  }
}

/** The table as set up for its viewer, which every part builds from. */
export interface GangstaParts extends ViewerTable<GangstaView> {
  /** Where the middle's pieces lie on this table. */
  readonly m: Middle;
  /** Whether this seat may pick a card up now (the host's own table rules, read from the view). */
  readonly canGrab: (id: string) => boolean;
  /** How each seat's pieces are laid out and sized. */
  readonly style: (seat: number) => SeatStyle;
  /** Where the decks are: a card comes from its own. */
  readonly gangsterDeck: Pose;
  readonly heistDeck: Pose;
}

/** A card of the set at `rest`, come from its deck. */
function card(
  c: GangstaParts,
  id: string,
  rest: Pose,
  more: Partial<TableObject> = {},
): TableObject {
  return {
    id,
    model: 'card',
    front: printedFace(`card:${id}`),
    back: backOf(id),
    owner: null,
    rest,
    enter: 'deck',
    from: heistCard(id) || snitchCard(id) ? c.heistDeck : c.gangsterDeck,
    dealDelay: 0,
    delay: 0,
    generation: '0',
    draggable: c.canGrab(id),
    label: cardWords(id),
    ...more,
  };
}

/** The rivers and their decks (counts only), and the discard pile, face up: the latest on top. */
export function middle(c: GangstaParts): ScenePart {
  const { view, m } = c;
  const objects: TableObject[] = [];
  view.gangsterRiver.forEach((id, i) =>
    objects.push(card(c, id, riverPose('gangsters', i, m), { dealDelay: i * 80 })),
  );
  view.heistRiver.forEach((id, i) => {
    if (id !== view.heist?.card)
      objects.push(card(c, id, riverPose('heists', i, m), { dealDelay: i * 80 }));
  });
  const heistsLeft = view.decks[view.chapter];
  objects.push(
    ...stack(
      'deck:gangsters',
      view.decks.gangsters,
      deckPose('gangsters', view.decks.gangsters, m),
      face('back:gangster'),
      tableWords('gangsterDeck', { count: view.decks.gangsters }),
    ),
    ...stack(
      'deck:heists',
      heistsLeft,
      deckPose('heists', heistsLeft, m),
      printedFace(`back:${view.chapter}`),
      tableWords('heistDeck', { count: heistsLeft, chapter: CHAPTER_TEXT[view.chapter].name }),
    ),
  );
  const discards = view.discards;
  if (discards.length > 0) {
    const below = discards.length - 1;
    objects.push(
      ...stack(
        'discards',
        below,
        discardStackPose(below, m),
        printedFace(`card:${discards[below - 1] ?? discards[0]!}`),
        tableWords('discardPile', { count: discards.length }),
      ),
      card(c, discards[below]!, discardTopPose(below, m), {
        label: tableWords('discarded', { card: cardWords(discards[below]!) }),
      }),
    );
  }
  return { objects };
}

/** The heist being staffed, with the gangsters engaged so far laid on it. */
export function job(c: GangstaParts): ScenePart {
  const heist = c.view.heist;
  if (!heist) return {};
  return {
    objects: [
      card(c, heist.card, jobPose(c.m), {
        label: tableWords('staffed', { card: cardWords(heist.card) }),
      }),
      ...heist.team.map((t, k) =>
        card(c, t.gangster, teamPose(k, c.m), {
          owner: t.seat,
          label: tableWords('onHeist', { name: c.name(t.seat), card: cardWords(t.gangster) }),
        }),
      ),
    ],
  };
}

/** Before each player: the gang (but who is on the heist), the heists performed, the money; the
 * turn marker. A heist pulled off lands on its performer's pile in a ring of gold. */
export function seats(c: GangstaParts): ScenePart {
  const { view, name } = c;
  const team = new Set(view.heist?.team.map((t) => t.gangster) ?? []);
  const objects: TableObject[] = [];
  const moments: TableMoment[] = [];
  for (const p of view.players) {
    const a = c.anchor(p.seat);
    const s = c.style(p.seat);
    const card1 = s.card !== 1 ? { scale: s.card } : {};
    p.heists.forEach((heist, k) => {
      moments.push({
        id: `heist:${heist}`,
        at: trophyTopPose(a, k, s).position,
        tone: 'gold',
        delay: TURN_MS,
      });
    });
    p.gang.forEach((g, i) => {
      if (team.has(g.id)) return;
      objects.push(
        card(c, g.id, gangSlotPose(a, i, g.engaged, s), {
          ...card1,
          owner: p.seat,
          label: tableWords(g.engaged ? 'engaged' : 'available', {
            name: name(p.seat),
            card: cardWords(g.id),
          }),
        }),
      );
    });
    if (p.heists.length > 0) {
      const below = p.heists.length - 1;
      objects.push(
        ...stack(
          `trophies:${p.seat}`,
          below,
          trophyStackPose(a, below, s),
          printedFace(`card:${p.heists[below - 1] ?? p.heists[0]!}`),
          tableWords('trophies', { name: name(p.seat), n: p.heists.length }),
        ).map((o) => ({ ...o, ...card1 })),
        card(c, p.heists[below]!, trophyTopPose(a, below, s), {
          ...card1,
          owner: p.seat,
          label: tableWords('performed', { name: name(p.seat), card: cardWords(p.heists[below]!) }),
        }),
      );
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
          rest: moneyChipPose(a, value, k, s),
          ...(s.chip !== 1 ? { scale: s.chip } : {}),
          enter: 'drop',
          dealDelay: k * 70,
          delay: 0,
          generation: '0',
          draggable: false,
          label: tableWords('chip', { name: name(p.seat), amount: dollars(value) }),
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
      rest: markerPose(c.anchor(view.current), c.style(view.current)),
      ...(c.style(view.current).chip !== 1 ? { scale: c.style(view.current).chip } : {}),
      enter: 'drop',
      dealDelay: 0,
      delay: 0,
      generation: '0',
      draggable: false,
      label: tableWords('turn', { name: name(view.current) }),
    });
  }
  return { objects, moments };
}

/** Words: each seat's name, money and influence (whose move it is marked), the chapter, the
 * table's moments, and what the heist still needs. */
export function words(c: GangstaParts): ScenePart {
  const { view, name, m } = c;
  const me = view.seat;
  const labels: TableLabel[] = [];
  const waiting = new Set(view.waitingFor);
  for (const p of view.players) {
    const you = !c.watching && p.seat === me;
    const up = waiting.has(p.seat);
    const doing = !up
      ? null
      : view.phase === 'resolve' || view.heist?.asking?.seat === p.seat
        ? tableWords('choosing')
        : you
          ? tableWords('yourTurn')
          : tableWords('toPlay');
    const who = you ? tableWords('you', { name: name(p.seat) }) : name(p.seat);
    const line = tableWords('seatLabel', {
      name: who,
      money: dollars(p.money),
      influence: stars(p.influence),
    });
    labels.push({
      id: `seat:${p.seat}`,
      text: `${up ? '▶ ' : ''}${line}${doing ? ` · ${doing}` : ''}`,
      at: seatLabelPoint(c.anchor(p.seat), c.style(p.seat)),
      tone: you ? 'you' : up ? 'hand' : 'seat',
      delay: 0,
    });
  }
  const chapter = CHAPTER_TEXT[view.chapter];
  labels.push({
    id: 'chapter',
    text: [
      tableWords('chapter', { numeral: chapter.numeral, name: chapter.name }),
      ...(view.chapter === 'domination' ? [tableWords('snitches', { n: view.snitches })] : []),
    ].join(' · '),
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
  const heist = view.heist;
  if (heist) {
    const asking = heist.asking;
    labels.push({
      id: 'job',
      text: asking
        ? tableWords('waitLend', { name: name(asking.seat), card: cardName(asking.gangster) })
        : heist.missing.length > 0
          ? tableWords('needs', { skills: skillList(heist.missing) })
          : tableWords('ready'),
      at: jobLabelPoint(m),
      tone: 'hand',
      delay: 0,
    });
  }
  return { labels };
}
