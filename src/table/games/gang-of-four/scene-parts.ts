// The parts of Gang of Four's table (scene.ts puts them together for the viewer): the hands as
// fans of backs, the current trick, the pile of finished tricks, the exchange's two cards, the
// direction of play and whose turn it is, and the names over the seats with the round's score.
import type { GofView } from '../../../engine/index.ts';
import { handObject } from '../../../engine/games/gang-of-four/index.ts';
import { DIRECTION_TEXT, cardName, comboName } from '../../../i18n/games/gang-of-four/texts.ts';
import { t as translate } from '../../../i18n/i18n.ts';

/** A label's words, from the 'gang-of-four' namespace in the reader's language. */
const say = (key: string, options: Record<string, unknown> = {}): string =>
  (translate as unknown as (k: string, o: object) => string)(key, {
    ns: 'gang-of-four',
    ...options,
  });
import { CARD, fromSeatFrame, pose, v3, type Arrangement, type Pose } from '../../core/layout.ts';
import {
  TURN_MS,
  type FaceKey,
  type ScenePart,
  type TableLabel,
  type TableMoment,
  type TableObject,
  type ViewerTable,
} from '../../core/objects.ts';
import {
  TOP_SCALE,
  TRICK_LABEL_AT,
  ARROW_SCALE,
  arrowPose,
  beforeSeat,
  fanCardPose,
  handTopPose,
  pilePose,
  trickCardPose,
  turnTokenPose,
} from './layout.ts';

/** A face of Gang of Four (faces.ts reads these keys). */
const face = (key: string): FaceKey => `gang-of-four/${key}`;
const BACK = face('back');

/** Ms between two cards dealt. */
export const DEAL_MS = 35;
/** Ms between two cards of one play leaving a hand. */
const PLAY_MS = 70;
/** At most this many cards of the last finished trick are drawn sliding onto the pile. */
const SWEPT_SHOWN = 8;

/** What an object that nobody moves and that comes at once has. */
const BASE = {
  owner: null,
  dealDelay: 0,
  delay: 0,
  draggable: false,
} as const;

/** The table as set up for its viewer, which every part builds from. */
export interface GofParts extends ViewerTable<GofView> {
  readonly arrangement: Arrangement;
  /** A seat counted from the viewer's (the deal goes round from there). */
  readonly relative: (seat: number) => number;
  /** This round, as a generation (a new round's cards are new cards). */
  readonly round: string;
  /** Tricks finished this round. */
  readonly tricksDone: number;
}

/** The seat after `seat` in this round's direction (+1 clockwise, to the left). */
export function nextSeat(view: GofView, seat: number): number {
  const d = view.direction === 'clockwise' ? 1 : -1;
  return (((seat + d) % view.seats) + view.seats) % view.seats;
}

/** A pose raised by `dy` metres. */
function lift(p: Pose, dy: number): Pose {
  return { ...p, position: { ...p.position, y: p.position.y + dy } };
}

/** Hands: a fan of backs each; the top card is the hand's table object. A player holding their
 * hand on the rail does not see it again as a fan on the table. A replay's view names each
 * player's `hand` (src/ui/fair/replay-steps.ts: the game is over, every hand face up): those fans
 * show their faces, the viewer's own included (a replay has no rail). */
export function handFans(c: GofParts): ScenePart {
  const { view } = c;
  const objects: TableObject[] = [];
  for (const p of view.players) {
    const a = c.anchor(p.seat);
    const shown = (p as { readonly hand?: readonly string[] }).hand;
    if (p.seat === view.seat && !shown) continue;
    const n = shown ? shown.length : p.cards;
    for (let i = 0; i < n; i++) {
      const top = i === n - 1;
      const token = shown?.[i];
      objects.push({
        ...BASE,
        id: top ? handObject(p.seat) : `fan:${p.seat}:${i}`,
        model: 'card',
        front: token ? face(`card:${token}`) : BACK,
        back: BACK,
        owner: p.seat,
        rest: fanCardPose(i, n, a, token !== undefined),
        enter: 'deck',
        dealDelay: (i * view.seats + c.relative(p.seat)) * DEAL_MS,
        generation: c.round,
        label: say('table.hand', { name: c.name(p.seat), count: p.cards }),
      });
    }
  }

  return { objects };
}

/** The current trick, face up: the play to beat on top; earlier plays dimmed behind it. A gang
 * (four or more of a kind) lands in a ring of gold. */
export function trick(c: GofParts): ScenePart {
  const { view } = c;
  const objects: TableObject[] = [];
  const labels: TableLabel[] = [];
  view.trick.forEach((play, k) => {
    const depth = view.trick.length - 1 - k;
    const from = handTopPose(view.players[play.seat]?.cards ?? 1, c.anchor(play.seat));
    play.cards.forEach((token, i) => {
      objects.push({
        ...BASE,
        id: `trick:${k}:${i}`,
        model: 'card',
        front: face(depth === 0 ? `card:${token}` : `card:${token}:old`),
        back: BACK,
        rest: trickCardPose(depth, i, play.cards.length),
        ...(depth === 0 ? { scale: TOP_SCALE } : {}),
        enter: 'deck',
        from,
        dealDelay: i * PLAY_MS,
        generation: `${c.round}:${c.tricksDone}:${token}`,
        label: say('table.played', { name: c.name(play.seat), card: cardName(token) }),
      });
    });
  });
  const moments: TableMoment[] = [];
  view.trick.forEach((play, k) => {
    if (play.type !== 'gang') return;
    moments.push({
      id: `gang:${c.round}:${c.tricksDone}:${k}`,
      at: trickCardPose(0, 0, 1).position,
      tone: 'gold',
      delay: play.cards.length * PLAY_MS + TURN_MS,
    });
  });
  const last = view.trick[view.trick.length - 1];
  if (last) {
    labels.push({
      id: 'trick:top',
      text: `${c.name(last.seat)}: ${comboName(last.type, last.cards)}`,
      at: TRICK_LABEL_AT,
      tone: 'seat',
      delay: 0,
    });
  }

  return { objects, labels, moments };
}

/** The pile of finished tricks; the last trick's cards slide onto it face down. */
export function pile(c: GofParts): ScenePart {
  const { view } = c;
  const objects: TableObject[] = [];
  const lastTrick = view.log.findLast((e) => e.e === 'trick');
  const swept = lastTrick ? Math.min(SWEPT_SHOWN, lastTrick.cards, view.pile) : 0;
  const stacked = view.pile - swept;
  if (stacked > 0) {
    objects.push({
      ...BASE,
      id: 'pile',
      minor: true,
      model: 'stack',
      front: BACK,
      back: BACK,
      rest: lift(pilePose(0, c.arrangement), ((stacked - 1) * CARD.thickness) / 2),
      enter: 'rest',
      generation: c.round,
      count: stacked,
      label: say('table.pile', { count: view.pile }),
    });
  }
  for (let j = 0; j < swept; j++) {
    objects.push({
      ...BASE,
      id: `swept:${c.tricksDone}:${j}`,
      minor: true,
      model: 'card',
      front: BACK,
      back: BACK,
      rest: lift(pilePose(stacked + j, c.arrangement), stacked > 0 ? stacked * CARD.thickness : 0),
      enter: 'deck',
      from: pose(trickCardPose(0, j, swept).position, 0, { faceUp: false }),
      dealDelay: j * 30,
      generation: `${c.round}:${c.tricksDone}`,
      label: say('table.finished'),
    });
  }

  return { objects };
}

/** The exchange: both cards face up, handed over, until the round's first play. */
export function exchange(c: GofParts): ScenePart {
  const { view } = c;
  const objects: TableObject[] = [];
  const labels: TableLabel[] = [];
  const ex = view.exchange;
  const played = view.log.some((e) => e.e === 'play');
  if (ex && !played) {
    const give = (id: string, card: string, from: number, to: number, text: string, z: number) => {
      objects.push({
        ...BASE,
        id,
        model: 'card',
        front: face(`card:${card}`),
        back: BACK,
        rest: beforeSeat(c.anchor(to)),
        enter: 'deck',
        from: handTopPose(view.players[from]?.cards ?? 1, c.anchor(from)),
        generation: `${c.round}:${card}`,
        label: text,
      });
      // Said in the middle of the table, empty until the round's first play.
      labels.push({
        id: `${id}:label`,
        text,
        at: v3(0, 0.03, z),
        tone: 'hand',
        delay: 400,
      });
    };
    give(
      'exchange:loser',
      ex.fromLoser,
      ex.loser,
      ex.winner,
      `${c.name(ex.loser)} → ${c.name(ex.winner)}: ${cardName(ex.fromLoser)} (highest)`,
      -0.05,
    );
    if (ex.fromWinner) {
      give(
        'exchange:winner',
        ex.fromWinner,
        ex.winner,
        ex.loser,
        `${c.name(ex.winner)} → ${c.name(ex.loser)}: ${cardName(ex.fromWinner)}`,
        0.04,
      );
    }
  }

  return { objects, labels };
}

/** The direction of play (an arrow from each seat to the next), and whose turn it is (a gold
 * token before them). */
export function directionAndTurn(c: GofParts): ScenePart {
  const { view } = c;
  const objects: TableObject[] = [];
  for (let seat = 0; seat < view.seats; seat++) {
    objects.push({
      ...BASE,
      id: `arrow:${seat}`,
      minor: true,
      model: 'card',
      front: face('arrow'),
      back: face('arrow'),
      rest: arrowPose(seat, nextSeat(view, seat), view.seats, view.seat ?? 0, c.arrangement),
      scale: ARROW_SCALE,
      enter: 'rest',
      generation: '0',
      label: say('table.goes', {
        direction: DIRECTION_TEXT[view.direction].lower,
        name: c.name(seat),
        next: c.name(nextSeat(view, seat)),
      }),
    });
  }

  if (view.turn !== null) {
    objects.push({
      ...BASE,
      id: 'turn',
      model: 'chip',
      front: face('turn'),
      back: face('turn'),
      edge: face('turn'),
      rest: turnTokenPose(c.anchor(view.turn), view.turn === view.seat),
      enter: 'drop',
      generation: '0',
      label: say('table.turn', { name: c.name(view.turn) }),
    });
  }

  return { objects };
}

/** Names with card counts just above each fan as this screen shows it (toward the far side of
 * the table: inside the felt for the near seats, over the rail for the far ones, never on the
 * cards): lit for whose turn it is, red for "last card"; the score at a round's end. The round's
 * winner goes out in a ring of gold at their place (once their last cards land); at the game's
 * end, each winner of the match in another. */
export function seatLabels(c: GofParts): ScenePart {
  const { view } = c;
  const labels: TableLabel[] = [];
  const moments: TableMoment[] = [];
  const scored = view.phase === 'round-end' || view.phase === 'over' ? view.rounds.at(-1) : null;
  if (scored) {
    const outAt = (seat: number) => fromSeatFrame(c.anchor(seat), 0, -0.15);
    const landed = (view.trick.at(-1)?.cards.length ?? 1) * PLAY_MS + TURN_MS;
    moments.push({ id: `out:${c.round}`, at: outAt(scored.winner), tone: 'gold', delay: landed });
    for (const seat of view.result?.winners ?? []) {
      const id = `won:${c.round}:${seat}`;
      moments.push({ id, at: outAt(seat), tone: 'gold', delay: landed + TURN_MS });
    }
  }
  for (const p of view.players) {
    const you = !c.watching && p.seat === view.seat;
    const turn = p.seat === view.turn;
    const who = you ? say('table.you', { name: c.name(p.seat) }) : c.name(p.seat);
    const fan = fromSeatFrame(c.anchor(p.seat), 0, -0.15);
    const at = v3(fan.x, 0.02, fan.z - 0.17);
    if (scored) {
      const won = scored.winner === p.seat;
      const points = scored.penalties[p.seat] ?? 0;
      labels.push({
        id: `seat:${p.seat}`,
        text: won
          ? say('table.outFirst', { name: who })
          : say('table.points', { name: who, count: points }),
        at,
        tone: won ? 'hand' : you ? 'you' : 'seat',
        delay: 0,
      });
      continue;
    }
    const status = p.out
      ? say('ui.out')
      : p.lastCard
        ? say('ui.lastCard')
        : p.passed
          ? say('ui.passed')
          : '';
    const count = say('ui.cardCount', { count: p.cards });
    labels.push({
      id: `seat:${p.seat}`,
      text: `${turn ? '▶ ' : ''}${[who, count, status].filter(Boolean).join(' · ')}`,
      at,
      tone: turn ? 'hand' : p.lastCard ? 'mistake' : you ? 'you' : 'seat',
      delay: 0,
    });
  }

  return { labels, moments };
}
